import type {Request} from '@playwright/test';
import {LOCAL_INDEX_DIR} from '../../src/search/backend';
import {expect, hydrated, test} from './fixtures';

/**
 * src/config/firstPaint.ts in the browser: the page's first contentful paint is shown before the app's
 * scripts are added (they used to run first, so the first paint waited on them), the scripts are added
 * in the order the page lists them, and the page then hydrates. (tests/build/first-paint.test.ts checks
 * the HTML of every page.)
 */
for (const path of ['/', '/zemu/quickstart', '/ledger-apps/kusama/supported_latest']) {
  test(`${path}: first contentful paint before the app's scripts start, then hydration`, async ({page}) => {
    await page.addInitScript(() => {
      const added: {src: string; at: number}[] = [];
      (window as unknown as {__added: typeof added}).__added = added;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.addedNodes))
            if (node instanceof HTMLScriptElement && node.src) added.push({src: new URL(node.src).pathname, at: performance.now()});
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto(path);
    await hydrated(page);
    const {fcp, added} = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      added: (window as unknown as {__added: {src: string; at: number}[]}).__added,
    }));
    expect(fcp).toBeGreaterThan(0);
    // Whichever way they get into the page, webpack's runtime and main.js come first, in that order.
    const app = added.filter((a) => /^\/assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(a.src));
    expect(app.map((a) => a.src.split('.')[0])).toEqual(['/assets/js/runtime~main', '/assets/js/main']);
    for (const a of app) expect(a.at, `${a.src} added before the first contentful paint (${fcp} ms)`).toBeGreaterThan(fcp);
  });
}

test('/search: the index files its query needs are fetched after the first contentful paint, and the results then show', async ({page}) => {
  // The search worker fetches them: its requests are not in the page's resource timing, Playwright sees them.
  const index: Request[] = [];
  page.on('requestfinished', (r) => void (new URL(r.url()).pathname.startsWith(`/${LOCAL_INDEX_DIR}/`) && index.push(r)));
  await page.goto('/search?q=sign');
  await expect(page.locator('main article').first()).toBeVisible({timeout: 15_000});
  const fcp = await page.evaluate(
    () => performance.timeOrigin + (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN),
  );
  expect(fcp).toBeGreaterThan(0);
  expect(index.length).toBeGreaterThan(0);
  // timing().startTime: when the browser started the request, in ms since the epoch, like timeOrigin.
  for (const r of index) expect(r.timing().startTime, `${r.url()} requested before the first contentful paint`).toBeGreaterThan(fcp);
});
