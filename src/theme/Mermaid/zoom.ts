/**
 * Pure helpers of the full-screen diagram view (./FullScreen.tsx), unit-tested in
 * tests/unit/mermaid-zoom.test.ts.
 */
import {escapeRegex} from '@zondax/docs-core/text/escapeRegex';

/** Small enough to see a wide or tall drawing whole on a phone. */
export const minScale = 0.05;
export const maxScale = 8;
/** One press of a zoom button. */
export const zoomStep = 1.25;

export const clampScale = (scale: number): number => Math.min(maxScale, Math.max(minScale, scale));

/** Below this share of its own size a drawing's text is too small to read (a 16 px label at 12 px). */
export const minReadableScale = 0.75;

/**
 * The scale the full-screen view opens at, given the one that shows the whole drawing: that one while
 * its text stays readable (up to twice the drawing's own size), else the drawing's own size, to pan.
 */
export const openingScale = (fit: number): number => (fit >= minReadableScale ? Math.min(fit, 2) : 1);

/** The scale after a wheel turn with Ctrl (a trackpad pinch reports itself so): smooth, up = larger. */
export const wheelScale = (scale: number, deltaY: number): number => clampScale(scale * Math.exp(-deltaY * 0.002));

/** The drawing's own size, from the SVG's viewBox (Mermaid always writes one). */
export function svgSize(svg: string): {width: number; height: number} | null {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const box = /\sviewBox="\s*[-\d.e]+[\s,]+[-\d.e]+[\s,]+([\d.e]+)[\s,]+([\d.e]+)\s*"/i.exec(root);
  if (!box) return null;
  const width = Number(box[1]);
  const height = Number(box[2]);
  return width > 0 && height > 0 ? {width, height} : null;
}

/**
 * A second copy of a diagram's SVG whose ids (and every `#id` reference to them: its scoped
 * stylesheet, markers, links) end in `suffix`, so the copy shown full screen repeats no id of the
 * diagram on the page.
 */
export function withUniqueIds(svg: string, suffix: string): string {
  const ids = [...new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]))];
  if (ids.length === 0) return svg;
  // Longest first, so an id that starts another ("m", "m_arrow") does not cut the longer one.
  const alternatives = ids
    .sort((a, b) => b.length - a.length)
    .map(escapeRegex)
    .join('|');
  return svg
    .replace(new RegExp(`(\\sid=")(${alternatives})(")`, 'g'), `$1$2${suffix}$3`)
    .replace(new RegExp(`#(${alternatives})(?![\\w-])`, 'g'), `#$1${suffix}`);
}

/**
 * The scroll offset that keeps the point under `anchor` (a position in the viewport) where it is
 * when the drawing is scaled by `ratio`.
 */
export const anchoredScroll = (scroll: number, anchor: number, ratio: number): number => Math.max(0, (scroll + anchor) * ratio - anchor);
