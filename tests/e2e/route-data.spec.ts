/**
 * src/internals/build/route-data: main.js carries the route data of the pages outside sections; a
 * section's chunk names and page loaders arrive in its own route-data chunk, loaded before a route
 * of that section is built (on first load and on client-side navigation).
 */
import type {Page} from '@playwright/test';
import {desktopViewport, documentWasReloaded, expect, markDocument, open, test, watchConsole} from './fixtures';
import {internalsBuilt, withoutInternals} from './internals';

test.use({viewport: desktopViewport});
// Route data by section is the internals' own behaviour; a build without them has no route-data chunks.
test.skip(!internalsBuilt, withoutInternals);

/** The route-data chunks the page ran as scripts (prefetches of links in view are not run). */
function routeDataScripts(page: Page): string[] {
  const ran: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/js\/(route-data-[\w-]+)\.[0-9a-f]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name && request.resourceType() === 'script') ran.push(name);
  });
  return ran;
}

test('a doc page runs its own section route data only; a page outside sections runs none', async ({page}) => {
  const ran = routeDataScripts(page);
  await open(page, '/zemu/quickstart');
  await page.waitForLoadState('networkidle');
  expect(ran).toEqual(['route-data-zemu']);

  ran.length = 0;
  await open(page, '/Polkadot');
  await page.waitForLoadState('networkidle');
  expect(ran).toEqual([]);
});

test('a link into another section loads its route data once and renders the page without a reload', async ({page}) => {
  const log = watchConsole(page);
  const ran = routeDataScripts(page);
  await open(page, '/');
  await page.waitForLoadState('networkidle');
  await markDocument(page);
  // Pointing at the link preloads the route (Docusaurus's Link): the section's data, then the page's chunks.
  const link = page.locator('main a[href="/ledger-apps/overview"]').first();
  const overviewChunk = page.waitForRequest((r) => r.resourceType() === 'script' && /\/assets\/js\/(?!route-data-)/.test(r.url()));
  await link.hover();
  await expect.poll(() => ran).toEqual(['route-data-ledger-apps']);
  await overviewChunk;
  await link.click();
  await expect(page).toHaveURL(/\/ledger-apps\/overview$/);
  await expect(page.locator('article h1')).toBeVisible();
  expect(ran).toEqual(['route-data-ledger-apps']);

  // Within the section the data is there: its pages open with no further route data.
  await page.locator('article a[href="/ledger-apps/acala/APDUSPEC"]').first().click();
  await expect(page).toHaveURL(/\/ledger-apps\/acala\/APDUSPEC$/);
  await expect(page.locator('article h1')).toContainText('Acala');

  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('main a[href="/ledger-apps/overview"]').first()).toBeVisible();
  expect(ran).toEqual(['route-data-ledger-apps']);
  expect(await documentWasReloaded(page)).toBe(false);
  expect(log.errors).toEqual([]);
});
