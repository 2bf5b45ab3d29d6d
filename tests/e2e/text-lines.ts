/**
 * Runs in the page (pass it to `locator.evaluate`): the offset, in the element's text, of each character
 * that starts a new line as laid out. Self-contained, as Playwright sends only this function's source.
 */
export function lineStartOffsets(el: Element): number[] {
  const range = document.createRange();
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
}
