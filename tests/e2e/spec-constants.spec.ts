/**
 * SPEC 9 constants that drive visible behaviour, asserted through that behaviour at their exact
 * boundaries. Every value is imported from src/data/site.ts, the one place it is defined.
 */
import type {Page} from '@playwright/test';
import {limits} from '../../src/data/site';
import {expect, hydrated, menuToggle, open, searchInput, snippetWordCount, test} from './fixtures';

const desktopProjects = (page: Page) => page.locator('[data-nav-dropdown="projects"] > button');

test(`9 mobile breakpoint: ${limits.mobileBreakpointPx} px is the mobile layout, one pixel wider is desktop, live on resize`, async ({
  page,
}) => {
  await page.setViewportSize({width: limits.mobileBreakpointPx, height: 800});
  await open(page, '/zemu');
  await expect(menuToggle(page)).toBeVisible();
  await expect(desktopProjects(page)).toBeHidden();
  // The docs sidebar moves into the mobile menu.
  await expect(page.locator('aside.theme-doc-sidebar-container')).toBeHidden();

  await page.setViewportSize({width: limits.mobileBreakpointPx + 1, height: 800});
  await expect(menuToggle(page)).toBeHidden();
  await expect(desktopProjects(page)).toBeVisible();
  await expect(page.locator('aside.theme-doc-sidebar-container')).toBeVisible();

  await page.setViewportSize({width: limits.mobileBreakpointPx, height: 800});
  await expect(menuToggle(page)).toBeVisible();
  await expect(desktopProjects(page)).toBeHidden();
});

/** Longest snippet (in words) of the modal's hits for a query. */
async function longestSnippet(page: Page, query: string): Promise<number> {
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await searchInput(page).fill(query);
  const text = page.locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-title');
  await expect(text.first()).toBeVisible();
  const all = await text.allTextContents();
  await page.keyboard.press('Escape');
  return Math.max(...all.map(snippetWordCount));
}

test(`9 snippet breakpoint: ${limits.snippetWordsSmallScreen}-word snippets up to ${limits.snippetBreakpointPx} px, ${limits.snippetWords} words one pixel wider`, async ({
  page,
}) => {
  await page.setViewportSize({width: limits.snippetBreakpointPx + 1, height: 900});
  await open(page, '/namadexer/overview');
  const wide = await longestSnippet(page, 'postgresql');
  expect(wide).toBeGreaterThan(limits.snippetWordsSmallScreen);
  expect(wide).toBeLessThanOrEqual(limits.snippetWords);

  await page.setViewportSize({width: limits.snippetBreakpointPx, height: 900});
  await page.reload();
  await hydrated(page);
  expect(await longestSnippet(page, 'postgresql')).toBeLessThanOrEqual(limits.snippetWordsSmallScreen);
});

test(`9 table of contents: headings of levels ${limits.tocMinHeadingLevel} to ${limits.tocMaxHeadingLevel}, nested by level`, async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await open(page, '/zemu/advanced-moves');
  const levels = Array.from(
    {length: limits.tocMaxHeadingLevel - limits.tocMinHeadingLevel + 1},
    (_, i) => `h${i + limits.tocMinHeadingLevel}`,
  );
  const headingIds = await page.locator(`article :is(${levels.join(',')})[id]`).evaluateAll((hs) => hs.map((h) => h.id));
  const tocIds = await page.locator('.table-of-contents a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!.slice(1)));
  expect(tocIds.length).toBeGreaterThan(0);
  expect(tocIds).toEqual(headingIds);
  // h1 is never in the table of contents; h3 entries are nested one level under h2 entries.
  const h1 = await page.locator('article h1').getAttribute('id');
  expect(tocIds).not.toContain(h1);
  expect(await page.locator('.table-of-contents ul ul ul').count()).toBe(0);
});

test('9 pages are English: lang en, no locale dropdown, served at base URL /', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await open(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('.navbar .dropdown a[lang], .navbar [class*="localeDropdown"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https:\/\/[^/]+\/$/);
  const scripts = await page.locator('script[src]').evaluateAll((s) => s.map((e) => e.getAttribute('src')!));
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) expect(src).toMatch(/^\/assets\//);
});
