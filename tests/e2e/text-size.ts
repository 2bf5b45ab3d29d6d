/**
 * Runs in the page (pass it to `page.evaluate`): visible text in the page's main content set smaller than
 * `minPx` CSS pixels, one entry per style (element and size) with a sample. Diagrams are left out: a
 * drawing is scaled as a whole (diagram-geometry.ts diagramSizeProblems checks its size).
 */
export function smallText(minPx: number): string[] {
  const found = new Map<string, string>();
  const root = document.querySelector('main') ?? document.body;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    const el = node.parentElement;
    if (!text || !el || el.closest('svg, [aria-hidden="true"]')) continue;
    if (!el.checkVisibility({visibilityProperty: true, opacityProperty: true})) continue;
    const size = parseFloat(getComputedStyle(el).fontSize);
    if (size >= minPx - 0.01) continue;
    const key = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} at ${size} px`;
    if (!found.has(key)) found.set(key, text.slice(0, 40));
  }
  return [...found].map(([key, sample]) => `${key}: "${sample}"`);
}
