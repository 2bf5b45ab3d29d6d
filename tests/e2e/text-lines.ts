import type {Locator} from '@playwright/test';

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

/**
 * Where the text of each element of a locator breaks across lines as laid out, each break written as the text with a
 * `|` at the break ("fees/|estimate"), so a failure shows where it broke. One round trip per read.
 */
export async function lineBreaks(locator: Locator): Promise<string[][]> {
  const [texts, starts] = await Promise.all([locator.allTextContents(), locator.evaluateAll(lineStartOffsets)]);
  return texts.map((text, i) => starts[i].map((at) => `${text.slice(0, at)}|${text.slice(at)}`));
}
