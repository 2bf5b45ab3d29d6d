/**
 * Issue 42 — offline reading: the service worker (src/pwa) keeps the pages the reader opened, their
 * scripts, the search shards already fetched and the Markdown twins; offline, they reload and link to each
 * other, and a page never opened answers with the site's offline page, never the browser's error.
 */
import {controlledByServiceWorker, storedPages, waitUntilStored} from './pwa';
import {desktopViewport, documentWasReloaded, expect, markDocument, open, searchInput, test, watchConsole} from './fixtures';

test.use({viewport: desktopViewport, serviceWorkers: 'allow'});

/** Three pages: two opened client-side in one section, one by a full page load in another. */
const opened = ['/zemu', '/zemu/quickstart', '/ledger-apps/overview'];
const neverOpened = '/zemu/advanced-moves';

test('42 offline: three opened pages reload and link to each other; a page never opened shows the offline page', async ({
  page,
  context,
}) => {
  test.slow();
  const console = watchConsole(page);
  await open(page, opened[0]);
  await controlledByServiceWorker(page);
  await page.locator('nav.menu a[href="/zemu/quickstart"]').first().click();
  await expect(page.locator('article h1')).toHaveText('Zemu quickstart');
  await open(page, opened[2]);
  await waitUntilStored(page, opened);

  await context.setOffline(true);
  for (const path of opened) {
    await page.goto(path);
    await expect(page.locator('article h1, main h1').first()).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('article h1, main h1').first()).toBeVisible();
    await expect(page.locator('[data-offline-page]')).toHaveCount(0);
  }
  // From a reloaded page to another opened one, client-side, without the network.
  await page.goto(opened[0]);
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
  await markDocument(page);
  await page.locator('nav.menu a[href="/zemu/quickstart"]').first().click();
  await expect(page.locator('article h1')).toHaveText('Zemu quickstart');
  expect(await documentWasReloaded(page)).toBe(false);
  await expect(page.locator('[data-offline-notice]')).toHaveCount(0);

  // The Markdown twin of an opened page.
  const twin = await page.evaluate(async () => {
    const response = await fetch('/zemu/quickstart.md');
    return {status: response.status, text: await response.text()};
  });
  expect(twin.status).toBe(200);
  expect(twin.text).toMatch(/^# Zemu quickstart/m);

  // A page never opened: the site's offline page, with links to what is stored.
  await page.goto(neverOpened);
  const offlinePage = page.locator('[data-offline-page]');
  await expect(offlinePage.getByRole('heading', {level: 1})).toHaveText('You are offline');
  await expect(offlinePage.getByRole('alert')).toContainText(neverOpened);
  for (const path of opened) await expect(offlinePage.locator(`a[href="${path}"]`)).toBeVisible();
  await offlinePage.locator(`a[href="${opened[1]}"]`).click();
  await expect(page.locator('article h1')).toHaveText('Zemu quickstart');
  expect(console.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e))).toEqual([]);
});

test('42 offline: search answers from the index shards fetched before', async ({page, context}) => {
  await open(page, '/zemu');
  await controlledByServiceWorker(page);
  const search = async (query: string) => {
    await page.locator('.DocSearch-Button').first().click();
    await searchInput(page).fill(query);
  };
  await search('snapshot');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const online = await page.locator('.DocSearch-Hit a').first().getAttribute('href');

  await context.setOffline(true);
  await page.reload();
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
  await search('snapshot');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(await page.locator('.DocSearch-Hit a').first().getAttribute('href')).toBe(online);
  await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
});

test('42 the worker stores nothing but what the reader opens (no precache of the build)', async ({page}) => {
  await open(page, '/zemu');
  await controlledByServiceWorker(page);
  await waitUntilStored(page, ['/zemu']);
  expect(await storedPages(page)).toEqual(['/zemu']);
});
