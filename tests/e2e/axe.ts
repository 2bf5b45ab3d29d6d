import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import axe from 'axe-core';

/** The axe-core rule tags every accessibility check of the site holds to: WCAG 2.0/2.1/2.2 A and AA, and axe's best practices. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Transitions and animations off, so colours are final the moment the theme attribute changes (axe reads them). */
export const stillStyles = '*, *::before, *::after { transition: none !important; animation: none !important; }';

/** An axe run's violations as one line each, `rule: target, target`, for an `expect(…).toEqual([])` that names them. */
export const violationLines = (results: axe.AxeResults): string[] =>
  results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/**
 * An AxeBuilder over the site's rule tags. On a page without frames it runs in legacy mode (one
 * axe.run in the page): the default mode runs axe per frame and then finishes in a second, blank
 * page, serialising every node's partial result, which on the 4,000-node supported-methods pages
 * took 24–52 s per check instead of 6–9 s with the same rules and the same findings. A page with
 * frames keeps the default mode, which is the one that reaches into cross-origin frames; a check that
 * must reach them uses axeBuilderOverFrames.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({page, ...(preloaded.has(page) ? {axeSource: 'void 0'} : {})})
    .withTags(axeTags)
    .setLegacyMode(page.frames().length === 1);
}

const preloaded = new WeakSet<Page>();

/**
 * An AxeBuilder for a page with frames, after axe-core has been put in every frame with no time limit.
 * @axe-core/playwright races each child frame's injection against 1 s, and its per-frame run skips a
 * frame whose injection lost the race without a word (inject and runPartialRecursive in its
 * dist/index.js, 4.10.2 and 4.13.0): the check then passes with the frame unchecked. With the MCP App's sandboxed
 * frame (its own process) slowed 6×, that happened on every run; on a loaded CI machine, now and then.
 * Parsing the source again is itself slow enough to lose the race, so the builder injects nothing, and
 * the blank page in which it finishes the run gets axe from an init script of the context (Playwright
 * clears those between tests).
 */
export async function axeBuilderOverFrames(page: Page): Promise<AxeBuilder> {
  for (const frame of page.frames()) await frame.evaluate(axe.source);
  await page.context().addInitScript({content: axe.source});
  return new AxeBuilder({page, axeSource: 'void 0'}).withTags(axeTags);
}

/**
 * For a page object that is checked after many navigations (the page sweep): axe-core's 1.2 MB
 * source is added to every document (and frame) it loads, at its start, instead of being sent over
 * the protocol and evaluated again at each check; axeBuilder then skips the injection.
 */
export async function preloadAxe(page: Page): Promise<void> {
  await page.addInitScript({content: axe.source});
  preloaded.add(page);
}
