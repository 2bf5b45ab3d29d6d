import {describe, expect, it} from 'vitest';
import {contrastRatio, tintOver} from '../../src/config/accessibleColors';
import {customProperty, prismThemes} from '../../src/config/prismThemes';

/**
 * Every colour a code block can put on screen, in both colour modes, at WCAG AA (4.5:1) on the code
 * background and on a highlighted line (the tint src/css/custom.css draws over it): the token types and
 * line styles no page uses yet too, which the page sweep's axe (tests/e2e/a11y-sweep.spec.ts) cannot see.
 * (No page highlights a line today; with the themes adjusted for the background alone, ten token colours
 * fell to 3.7–4.5:1 on one.)
 */
const modes = [
  {mode: 'light', theme: prismThemes.light, block: ':root'},
  {mode: 'dark', theme: prismThemes.dark, block: "[data-theme='dark']"},
] as const;
const highlightTint = (block: (typeof modes)[number]['block']) => customProperty(block, '--docusaurus-highlighted-code-line-bg');

describe('code block colours', () => {
  for (const {mode, theme, block} of modes) {
    const background = theme.plain.backgroundColor!;
    const highlighted = tintOver(highlightTint(block), background);
    const colours = [
      {what: 'plain text', color: theme.plain.color!},
      ...theme.styles.filter((s) => s.style.color).map((s) => ({what: s.types.join(', '), color: s.style.color!})),
    ];

    it(`${mode}: the theme has a background and token colours, none of them faded by opacity`, () => {
      expect(background).toMatch(/^#[0-9a-f]{6}$/i);
      expect(colours.length).toBeGreaterThanOrEqual(10);
      expect(highlighted).not.toBe(background.toLowerCase());
      expect(theme.styles.filter((s) => s.style.opacity !== undefined)).toEqual([]);
    });

    it(`${mode}: every token colour reaches 4.5:1 on the code background and on a highlighted line`, () => {
      const low = colours.flatMap(({what, color}) =>
        [background, highlighted]
          .map((bg) => ({what, color, bg, ratio: contrastRatio(color, bg)}))
          .filter((c) => c.ratio < 4.5)
          .map((c) => `${c.what} ${c.color} on ${c.bg}: ${c.ratio.toFixed(2)}`),
      );
      expect(low).toEqual([]);
    });
  }

  it('the check would catch a colour below 4.5:1: the stock github comment colour, and the adjusted one on a stronger tint', () => {
    const background = prismThemes.light.plain.backgroundColor!;
    expect(contrastRatio('#999988', background)).toBeLessThan(4.5);
    const comment = prismThemes.light.styles.find((s) => s.types.includes('comment'))!.style.color!;
    expect(contrastRatio(comment, tintOver('rgba(74, 58, 255, 0.3)', background))).toBeLessThan(4.5);
  });
});
