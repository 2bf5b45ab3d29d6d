/**
 * Runs in the page (pass it to `locator.evaluateAll`): for each element, the offset in its text of each character
 * that starts a new line as laid out. Self-contained, as Playwright sends only this function's source; one round
 * trip for all of a locator's elements.
 */
export function lineStartOffsets(elements: Element[]): number[][] {
  const range = document.createRange();
  return elements.map((el) => {
    const starts: number[] = [];
    let offset = 0;
    let top: number | null = null;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let k = 0; k < node.length; k++, offset++) {
        range.setStart(node, k);
        range.setEnd(node, k + 1);
        const box = range.getBoundingClientRect();
        if (top !== null && box.top > top + 4) starts.push(offset);
        top = box.top;
      }
    }
    return starts;
  });
}
