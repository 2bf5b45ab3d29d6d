/**
 * A social card (OpenGraph / Twitter image, 1200×630 PNG) drawn from an SVG template and
 * rendered by resvg, with the Inter font shipped in an npm package: no browser, no network,
 * no system fonts needed.
 */
import {createRequire} from 'node:module';
import {Resvg} from '@resvg/resvg-js';

export const cardSize = {width: 1200, height: 630} as const;

export interface CardText {
  /** Small line at the top, next to the logo (the site name). */
  brand: string;
  /** The big title: a section's name. */
  title: string;
  summary: string;
  /** Shown at the bottom, e.g. docs.zondax.ch/zemu */
  address: string;
}

const localRequire = createRequire(__filename);
export const cardFonts = [
  localRequire.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  localRequire.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
];

/** Average advance of Inter per font-size unit, to wrap lines without a layout engine. */
const averageAdvance = {regular: 0.53, bold: 0.58};

/** Greedy word wrap to at most `maxLines` lines; the last line ends in an ellipsis when text is left over. */
export function wrap(text: string, fontSize: number, maxWidth: number, maxLines: number, weight: keyof typeof averageAdvance): string[] {
  const perLine = Math.floor(maxWidth / (fontSize * averageAdvance[weight]));
  const lines: string[] = [];
  let current = '';
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i];
    const next = current ? `${current} ${word}` : word;
    if (next.length <= perLine) {
      current = next;
      continue;
    }
    if (current) lines.push(current);
    current = word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word;
    if (lines.length === maxLines) {
      const last = lines[maxLines - 1];
      lines[maxLines - 1] = `${last.slice(0, perLine - 1).replace(/[\s,.;:]+$/, '')}…`;
      return lines;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, perLine - 1).replace(/[\s,.;:]+$/, '')}…`;
    return kept;
  }
  return lines;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({'<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;'})[c] ?? c);
}

/** The card as SVG (exported for tests and for looking at the template in a browser). */
export function cardSvg(text: CardText): string {
  const {width, height} = cardSize;
  const left = 80;
  const maxWidth = width - 2 * left;
  const titleSize = text.title.length > 28 ? 64 : 76;
  const titleLines = wrap(text.title, titleSize, maxWidth, 2, 'bold');
  const summaryLines = wrap(text.summary, 32, maxWidth, 3, 'regular');
  // Baselines: title from 240, the summary 70 px under the title's last line, the address at the bottom.
  const titleTop = 240;
  const titleLineHeight = Math.round(titleSize * 1.12);
  const summaryTop = titleTop + (titleLines.length - 1) * titleLineHeight + 70;
  const tspans = (lines: string[], top: number, lineHeight: number) =>
    lines.map((line, i) => `<tspan x="${left}" y="${Math.round(top + i * lineHeight)}">${escapeXml(line)}</tspan>`).join('');

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0d0c24"/>
      <stop offset="1" stop-color="#1c1560"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#4a3aff" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#4a3aff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="1080" cy="80" r="420" fill="url(#glow)"/>
  <rect x="0" y="${height - 12}" width="${width}" height="12" fill="#4a3aff"/>
  <rect x="${width - 340}" y="${height - 12}" width="340" height="12" fill="#00a386"/>
  <g transform="translate(${left} 72) scale(2.2857)">
    <rect width="28" height="28" rx="7" fill="#4a3aff"/>
    <path d="M8 8.5h12v2.6l-8.1 8.3H20v2.1H8v-2.6l8.1-8.3H8z" fill="#fff"/>
  </g>
  <text x="${left + 84}" y="118" font-family="Inter" font-weight="700" font-size="36" fill="#ffffff">${escapeXml(text.brand)}</text>
  <text font-family="Inter" font-weight="700" font-size="${titleSize}" fill="#ffffff">${tspans(titleLines, titleTop, titleLineHeight)}</text>
  <text font-family="Inter" font-weight="400" font-size="32" fill="#cfcbff">${tspans(summaryLines, summaryTop, 44)}</text>
  <text x="${left}" y="${height - 56}" font-family="Inter" font-weight="400" font-size="28" fill="#a59dff">${escapeXml(text.address)}</text>
</svg>`;
}

/** Renders the card to PNG bytes. */
export function renderCard(text: CardText): Buffer {
  const resvg = new Resvg(cardSvg(text), {
    font: {loadSystemFonts: false, fontFiles: cardFonts, defaultFontFamily: 'Inter', sansSerifFamily: 'Inter'},
    fitTo: {mode: 'original'},
  });
  return resvg.render().asPng();
}
