import type {Page} from '@playwright/test';
import {desktopViewport, expect, open, searchInput, startInColourMode, test} from './fixtures';

/**
 * WCAG 2.4.7 along the keyboard's whole path: every stop Tab reaches shows a focus indicator a reader can see, a ring
 * of at least 2 px or a shadow it does not have at rest. Chromium's own ring (style auto, 1 px) does not count: on the
 * filled brand buttons it was a thin dark edge nobody could find. A text box shows its caret, which counts. axe has no
 * rule for this, so the sweep cannot find a control that hides its focus.
 */

interface Stop {
  name: string;
  shown: boolean;
  /** Inside the search modal (DocSearch's container). */
  inModal: boolean;
}

/** The focused element, and whether it shows that it has focus. */
function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const ring = !['none', 'auto'].includes(style.outlineStyle) && parseFloat(style.outlineWidth) >= 2;
    const shadow = style.boxShadow;
    const caret = el.matches('input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"]), textarea');
    // The shadow at rest: blurred for one read, then focused again, which keeps the keyboard's focus-visible state and
    // the place the next Tab starts from.
    el.blur();
    const restShadow = getComputedStyle(el).boxShadow;
    el.focus();
    const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    return {name, shown: ring || caret || shadow !== restShadow, inModal: el.closest('.DocSearch-Container') !== null};
  });
}

/** Presses Tab until focus leaves the page or comes back to where it started, at most `limit` times; every stop. */
async function tabThrough(page: Page, limit: number): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const stop = await focusedStop(page);
    if (!stop || (stops.length > 0 && stop.name === stops[0].name)) break;
    stops.push(stop);
  }
  return stops;
}

const hidden = (stops: Stop[]) => stops.filter((s) => !s.shown).map((s) => s.name);

for (const mode of ['light', 'dark'] as const) {
  test(`WCAG 2.4.7 every keyboard stop on the home page shows its focus (${mode}, 1280 px)`, async ({page}) => {
    await startInColourMode(page, mode);
    await page.setViewportSize(desktopViewport);
    await open(page, '/');
    const stops = await tabThrough(page, 150);
    // The walk reached the footer: the whole page was tabbed through, not a trap at its top.
    expect(stops.map((s) => s.name).join('\n')).toContain('Terms & Conditions');
    expect(hidden(stops)).toEqual([]);
  });
}

test('WCAG 2.4.7 every keyboard stop on a doc page shows its focus (light, 1280 px)', async ({page}) => {
  await page.setViewportSize(desktopViewport);
  await open(page, '/zemu/quickstart');
  const stops = await tabThrough(page, 250);
  expect(stops.map((s) => s.name).join('\n')).toContain('Terms & Conditions');
  expect(hidden(stops)).toEqual([]);
});

test('WCAG 2.4.7 the search modal at 390 px keeps the keyboard inside it and shows focus on each of its controls, Cancel among them', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  await open(page, '/');
  await page.keyboard.press('Control+k');
  await searchInput(page).fill('zemu');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const stops = await tabThrough(page, 30);
  expect(stops.map((s) => s.name)).toContain('button "Cancel"');
  // The walk reached the modal's last link.
  expect(stops.some((s) => s.name.startsWith('a "See all'))).toBe(true);
  // Past the modal's last link focus leaves the document (to the browser's own controls), never for the page under the
  // overlay.
  expect(stops.filter((s) => !s.inModal).map((s) => s.name)).toEqual([]);
  expect(hidden(stops)).toEqual([]);
  // Closed, the page takes focus again: Escape hands it back to the search button.
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Button')).toBeFocused();
});

test('WCAG 2.4.7 the search box shows its focus once: on its rounded form, no square ring on the text box across it', async ({page}) => {
  // The site-wide ring (custom.css) also reached DocSearch's text box: a 2 px square 4 px above and below the rounded
  // form, which already draws its own focus, cutting through the magnifier and the clear button.
  for (const width of [1440, 390]) {
    await page.setViewportSize({width, height: 900});
    await open(page, '/');
    await page.keyboard.press('Control+k');
    const input = searchInput(page);
    await expect(input).toBeFocused();
    await input.fill('zemu');
    const rings = await input.evaluate((el) => {
      const form = el.closest('.DocSearch-Form')!;
      return {input: getComputedStyle(el).outlineStyle, form: getComputedStyle(form).boxShadow, focusVisible: el.matches(':focus-visible')};
    });
    expect(rings.focusVisible, `${width} px: the text box shows keyboard focus`).toBe(true);
    expect(rings.input, `${width} px: the text box's own outline`).toBe('none');
    expect(rings.form, `${width} px: the form's ring`).toMatch(/inset/);
    await page.keyboard.press('Escape');
  }
});
