/**
 * SPEC 2.4, 4, 8 behaviours that need a fault or a setting the public site never has. Runs only
 * against the fault build (tests/fixtures/faults.config.ts; E2E_FAULTS=true selects these specs, see playwright.config.ts and scripts/test-all.sh):
 *   DISABLE_THEME_SWITCH=true SECTIONS=zemu,namadexer npx docusaurus build --config tests/fixtures/faults.config.ts --out-dir build-faults
 */
import {testRoutes} from '../fixtures/test-faults';
import {crashMessages, lazyPartText, preferredVersionPluginId} from '../fixtures/test-faults/fixtures';
import {limits} from '../../src/data/site';
import {expect, hydrated, open, routeScriptChunks, test, watchConsole} from './fixtures';

test('2.4 8 a page that throws shows the crash screen with its causes; try again restores the content', async ({page}) => {
  await open(page, testRoutes.crash);
  await expect(page.locator('[data-e2e="crash-normal"]')).toBeVisible();
  await page.getByRole('button', {name: 'Crash this page'}).click();
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  // The crash fallback is in the content area: the navbar stays.
  await expect(page.locator('.navbar')).toBeVisible();
  const details = page.locator('main p').filter({hasText: crashMessages[0]});
  await expect(details).toHaveText(crashMessages.join('\n\nCause:\n'));
  await expect(details).toContainText('Cause:');
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
  await expect(page.locator('[data-e2e="crash-normal"]')).toBeVisible();
});

test('4 8 lazy page load failure: a red error box with the error text and Retry, which recovers', async ({page}) => {
  let fail = true;
  // The test page's lazy chunk is found by its content; it fails until `fail` is cleared.
  await routeScriptChunks(page, async (route, code) => {
    if (!fail || !code.includes(lazyPartText)) return false;
    await route.abort('failed');
    return true;
  });
  await open(page, testRoutes.lazy);
  const box = page.locator('main div', {has: page.getByRole('button', {name: 'Retry'})}).first();
  await expect(box).toBeVisible();
  await expect(box.locator('p')).toContainText(/Loading chunk .* failed|ChunkLoadError/);
  await expect(box).toHaveCSS('background-color', 'rgb(250, 56, 62)');
  await expect(page.locator('[data-e2e="lazy-loaded"]')).toHaveCount(0);
  fail = false;
  await box.getByRole('button', {name: 'Retry'}).click();
  await expect(page.locator('[data-e2e="lazy-loaded"]')).toHaveText(lazyPartText);
  await expect(page.getByRole('button', {name: 'Retry'})).toHaveCount(0);
});

test('4 9 lazy page loading is pending with a spinner only after the 200 ms loading-indicator delay', async ({page}) => {
  await page.addInitScript(() => {
    const w = window as unknown as {__loaderAt?: number};
    new MutationObserver(() => {
      if (w.__loaderAt === undefined && document.querySelector('svg#loader')) w.__loaderAt = performance.now();
    }).observe(document, {subtree: true, childList: true});
  });
  let lazyUrl = '';
  await routeScriptChunks(page, async (route, code) => {
    if (code.includes(lazyPartText)) {
      lazyUrl = route.request().url();
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    return false;
  });
  await page.goto(testRoutes.lazy);
  await expect(page.locator('svg#loader')).toBeVisible();
  await expect(page.locator('[data-e2e="lazy-loaded"]')).toBeVisible({timeout: 10_000});
  await expect(page.locator('svg#loader')).toHaveCount(0);
  expect(lazyUrl).not.toBe('');
  const {loaderAt, requestedAt} = await page.evaluate(
    (url) => ({
      loaderAt: (window as unknown as {__loaderAt: number}).__loaderAt,
      // When the lazy chunk was requested, i.e. when loading began.
      requestedAt: performance.getEntriesByName(url)[0]?.startTime,
    }),
    lazyUrl,
  );
  expect(requestedAt).toBeDefined();
  expect(loaderAt - requestedAt).toBeGreaterThanOrEqual(limits.loadingIndicatorDelayMs - 20);
  expect(loaderAt - requestedAt).toBeLessThan(limits.loadingIndicatorDelayMs + 600);
});

test('4 docs preferred version: saving writes docs-preferred-version-<pluginId> and survives a reload', async ({page}) => {
  const key = `docs-preferred-version-${preferredVersionPluginId}`;
  await open(page, testRoutes.preferredVersion);
  await expect(page.locator('[data-e2e="preferred-version"]')).toHaveText('none');
  expect(await page.evaluate((k) => window.localStorage.getItem(k), key)).toBeNull();
  await page.getByRole('button', {name: 'Save current'}).click();
  await expect(page.locator('[data-e2e="preferred-version"]')).toHaveText('current');
  expect(await page.evaluate((k) => window.localStorage.getItem(k), key)).toBe('current');
  await page.reload();
  await hydrated(page);
  await expect(page.locator('[data-e2e="preferred-version"]')).toHaveText('current');
});

test('4 docs preferred version: an unknown stored version is cleared and the preference is none', async ({page}) => {
  const key = `docs-preferred-version-${preferredVersionPluginId}`;
  await page.addInitScript((k) => {
    if (!sessionStorage.getItem('seeded')) {
      window.localStorage.setItem(k, 'v0.0.0-unknown');
      sessionStorage.setItem('seeded', '1');
    }
  }, key);
  await open(page, testRoutes.preferredVersion);
  await expect(page.locator('[data-e2e="preferred-version"]')).toHaveText('none');
  await expect.poll(() => page.evaluate((k) => window.localStorage.getItem(k), key)).toBeNull();
});

test('4 theme storage is cleared when the theme switch is disabled by configuration', async ({page}) => {
  const console = watchConsole(page);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      window.localStorage.setItem('theme', 'dark');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await open(page, '/zemu');
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('theme'))).toBeNull();
  await expect(page.locator('article h1')).toBeVisible();
  expect(console.errors).toEqual([]);
});

test('2 the test build really has the test routes (so the public-build check below means something)', async ({request}) => {
  expect((await request.get(testRoutes.crash)).status()).toBe(200);
});
