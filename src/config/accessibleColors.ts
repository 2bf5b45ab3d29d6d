/**
 * Code-block colours that meet WCAG AA (4.5:1, axe color-contrast) in both colour modes.
 * The stock prism-react-renderer themes do not: in `github` strings (#e3116c), functions (#d73a49),
 * comments (#999988) and namespaces (opacity 0.7) fall below 4.5:1 on #f6f8fa; in `dracula`
 * comments (#6272a4) are 3.0:1 on #282a36. Each token colour is moved towards black (light
 * background) or white (dark background) only as far as needed, so the themes keep their look, on the
 * code background and on a highlighted line (the tint custom.css draws over it).
 * Runs at config time: the adjusted themes are plain data in themeConfig, no client code.
 */
import type {PrismTheme} from 'prism-react-renderer';

type Rgb = [number, number, number];

/** Target above 4.5:1, with a margin for rounding. */
export const codeContrastTarget = 4.6;

function parse(color: string): Rgb {
  const hex = color.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
  if (hex) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = color.match(/^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`accessibleColors: unsupported colour ${color}`);
}

const toHex = (c: Rgb) =>
  `#${c
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: string, b: string): number {
  const [l1, l2] = [luminance(parse(a)), luminance(parse(b))].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * t) as Rgb;

/** A translucent colour (`rgba(r, g, b, a)`) drawn over an opaque background, as the browser composites it. */
export function tintOver(tint: string, background: string): string {
  const m = tint.match(/^rgba\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*,\s*([\d.]+)\s*\)$/i);
  if (!m) return toHex(parse(tint));
  return toHex(mix(parse(background), [Number(m[1]), Number(m[2]), Number(m[3])], Number(m[4])));
}

/**
 * `color` moved towards black or white (whichever the first background is not) until it reaches `target`
 * on every background given (backgrounds of one colour mode: all light or all dark).
 */
export function ensureContrast(color: string, backgrounds: string | readonly string[], target = codeContrastTarget): string {
  const all = typeof backgrounds === 'string' ? [backgrounds] : backgrounds;
  const enough = (c: string) => all.every((bg) => contrastRatio(c, bg) >= target);
  if (enough(color)) return color;
  const towards: Rgb = luminance(parse(all[0])) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  const from = parse(color);
  for (let t = 0.02; t <= 1; t += 0.02) {
    const candidate = toHex(mix(from, towards, t));
    if (enough(candidate)) return candidate;
  }
  return toHex(towards);
}

/**
 * A copy of `theme` whose every token colour reaches the contrast target on its background and, when
 * given, on a highlighted line (`highlightTint`, the translucent colour drawn over that background).
 */
export function accessiblePrismTheme(theme: PrismTheme, highlightTint?: string): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  const backgrounds = highlightTint ? [background, tintOver(highlightTint, background)] : [background];
  const base = theme.plain.color ?? '#000000';
  return {
    plain: {...theme.plain, color: ensureContrast(base, backgrounds)},
    styles: theme.styles.map(({types, languages, style}) => {
      const next = {...style};
      // Opacity would undo the contrast check: fold it into the colour instead.
      const opacity = typeof next.opacity === 'number' ? next.opacity : 1;
      delete next.opacity;
      const color = next.color ?? (opacity < 1 ? base : undefined);
      if (color) next.color = ensureContrast(opacity < 1 ? toHex(mix(parse(background), parse(color), opacity)) : color, backgrounds);
      return {types, ...(languages ? {languages} : {}), style: next};
    }),
  };
}
