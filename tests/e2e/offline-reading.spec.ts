/**
 * Issue 42 — offline reading: the service worker (src/pwa) keeps the pages the reader opened, their
 * scripts, the search shards already fetched and the Markdown twins; offline, they reload and link to each
 * other, and a page never opened answers with the site's offline page, never the browser's error.
 */
import {webAppManifestPath} from '../../src/plugins/web-app-manifest/files';
import {renderedDiagrams} from './diagram-geometry';
import {controlledByServiceWorker, storedAssets, storedPages, waitUntilStored} from './pwa';
import {
  desktopViewport,
  documentWasReloaded,
  expect,
  hydrated,
  markDocument,
  offlineInThisDocument,
  open,
  searchInput,
  test,
  watchConsole,
} from './fixtures';

// A fresh browser context per test: the reset between reused contexts leaves Cache Storage (playwright.config.ts).
test.use({viewport: desktopViewport, serviceWorkers: 'allow', reuseContext: false});

/** '1.8 MB' or '96 KB' (KeepOffline's formatBytes) in bytes, to the precision shown. */
const bytesOf = (size: string) => Number.parseFloat(size) * (size.endsWith('MB') ? 1024 * 1024 : 1024);

/** Three pages: two opened client-side in one section, one by a full page load in another. */
const opened = ['/zemu', '/zemu/quickstart', '/ledger-apps/overview'];
const neverOpened = '/zemu/advanced-moves';

test('42 offline: three opened pages reload and link to each other; a page never opened shows the offline page', async ({
  page,
  context,
}) => {
  test.slow();
  const console = watchConsole(page);
  // Each page is read (its diagrams drawn) before the next: a diagram's code arrives in parts after the page, and
  // what a reader left before it arrived is not stored (the diagram then offers Try again offline, src/pwa/README.md).
  await open(page, opened[0]);
  await controlledByServiceWorker(page);
  await renderedDiagrams(page);
  await page.locator('nav.menu a[href="/zemu/quickstart"]').first().click();
  await expect(page.locator('article h1')).toHaveText('Zemu quickstart');
  await renderedDiagrams(page);
  await open(page, opened[2]);
  await renderedDiagrams(page);
  await waitUntilStored(page, opened);

  await context.setOffline(true);
  for (const path of opened) {
    await page.goto(path);
    await expect(page.locator('article h1, main h1').first()).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('article h1, main h1').first()).toBeVisible();
    await expect(page.locator('[data-offline-page]')).toHaveCount(0);
    await renderedDiagrams(page);
  }
  // From a reloaded page to another opened one, client-side, without the network.
  await page.goto(opened[0]);
  await hydrated(page);
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
  // The first query of a page loads the index (as in the other search specs, up to 15 s on a busy machine).
  const search = async (query: string) => {
    await page.locator('.DocSearch-Button').first().click();
    await searchInput(page).fill(query);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
  };
  await search('snapshot');
  const online = await page.locator('.DocSearch-Hit a').first().getAttribute('href');

  await context.setOffline(true);
  await page.reload();
  await hydrated(page);
  await offlineInThisDocument(page);
  await search('snapshot');
  expect(await page.locator('.DocSearch-Hit a').first().getAttribute('href')).toBe(online);
  await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
  await expect(page.locator('[data-offline-search-note]')).toContainText('Every section needs a connection for complete results');
});

test('42 offline in a tab that never opened search: the modal opens, its code stored when the worker installed', async ({
  page,
  context,
}) => {
  await open(page, '/zemu');
  await controlledByServiceWorker(page);
  // Installed means stored: the worker's install waits for the lazy parts it precaches.
  await expect.poll(() => storedAssets(page), {timeout: 15_000}).toContainEqual(expect.stringMatching(/\/offline-search\.[0-9a-f]+\.js$/));
  await context.setOffline(true);
  await page.locator('.DocSearch-Button').first().click();
  await expect(searchInput(page)).toBeVisible();
  await expect(page.getByRole('dialog', {name: 'You are offline: search cannot open'})).toHaveCount(0);
  await searchInput(page).fill('snapshot');
  // Nothing of the index was fetched in this visit: the note says which sections need the connection.
  await expect(page.locator('[data-offline-search-note]')).toContainText('Every section needs a connection for complete results');
});

test('42 the worker stores no page but what the reader opens (of the build it precaches only the lazy parts); the manifest is linked', async ({
  page,
}) => {
  await open(page, '/zemu');
  // Not in the served HTML (tests/build/web-app.test.ts): added once the page has loaded.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', webAppManifestPath);
  await controlledByServiceWorker(page);
  await waitUntilStored(page, ['/zemu']);
  // Polled: once in about ten runs a listing right after the store came back empty, and the next one whole.
  await expect.poll(() => storedPages(page)).toEqual(['/zemu']);
});

test('42 "Keep this section offline" shows the size, downloads the section, which then reads offline page by page; Remove undoes it', async ({
  page,
  context,
}) => {
  test.slow();
  await open(page, '/zemu');
  await controlledByServiceWorker(page);
  const panel = page.locator('[data-keep-offline="zemu"]');
  // From the keyboard: each step's control takes the focus from the button that was pressed.
  await panel.getByRole('button', {name: 'Keep this section offline'}).focus();
  await page.keyboard.press('Enter');
  // The size comes first, from the build's list; nothing is downloaded before the reader agrees.
  await expect(panel.getByRole('status')).toContainText(
    /^Zemu: \d+ pages and the search index, [\d.]+ (KB|MB) \(scripts not counted\)\. Download now\?$/,
  );
  await expect(panel.getByRole('button', {name: /^Download/})).toBeFocused();
  expect(await storedPages(page)).toEqual(['/zemu']);
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status')).toContainText('Zemu is kept offline', {timeout: 60_000});
  await expect(panel.getByRole('button', {name: 'Remove from this device'})).toBeFocused();
  const pages = await page.evaluate(async () =>
    ((await (await fetch('/offline/zemu.json')).json()) as {pages: {url: string}[]}).pages.map((p) => p.url),
  );
  expect(pages).toContain('/zemu/advanced-moves');
  // Another section's size says what this device already has (the term shards came with Zemu); the download skips it.
  await open(page, '/ping');
  const ping = page.locator('[data-keep-offline="ping"]');
  await ping.getByRole('button', {name: 'Keep this section offline'}).click();
  const offer =
    /^Ping: 1 page and the search index, ([\d.]+ (?:KB|MB)) \(scripts not counted\), of which ([\d.]+ (?:KB|MB)) is already on this device\. Download now\?$/;
  await expect(ping.getByRole('status')).toContainText(offer);
  const [, total, stored] = offer.exec((await ping.getByRole('status').textContent())!)!;
  const asked = /^Download ([\d.]+ (?:KB|MB))$/.exec((await ping.getByRole('button', {name: /^Download/}).textContent())!)![1];
  expect(bytesOf(stored)).toBeGreaterThan(bytesOf(total) / 2);
  // The button asks for the rest (each figure rounded as shown: 0.1 MB at most).
  expect(Math.abs(bytesOf(asked) - (bytesOf(total) - bytesOf(stored)))).toBeLessThanOrEqual(0.1 * 1024 * 1024);
  await ping.getByRole('button', {name: 'Cancel'}).click();

  await context.setOffline(true);
  // Every page of the section by a full page load, never the offline page.
  for (const path of pages) {
    await page.goto(path);
    await expect(page.locator('[data-offline-page]')).toHaveCount(0);
    await expect(page.locator('article h1').first()).toBeVisible();
  }
  // And client-side, from link to link through the sidebar, with no offline notice.
  await page.goto('/zemu');
  await hydrated(page);
  await offlineInThisDocument(page);
  for (const path of pages.filter((p) => p !== '/zemu')) {
    const link = page.locator(`nav.menu a[href="${path}"]`).first();
    if ((await link.count()) === 0) continue;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('[data-offline-notice]')).toHaveCount(0);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`${path}$`));
  }
  // Search within the kept section offline.
  await page.locator('.DocSearch-Button').first().click();
  await searchInput(page).fill('emulator');
  await expect(page.locator('.DocSearch-Hit a[href^="/zemu"]').first()).toBeVisible();
  await expect(page.locator('[data-offline-search-note]')).toContainText(
    'Complete for what is kept offline (Zemu); every other section needs a connection.',
  );
  await page.keyboard.press('Escape');

  // Undo: the section's pages leave the device (the one on screen as well), so a reload is the offline page.
  await page.goto('/zemu');
  await hydrated(page);
  await panel.getByRole('button', {name: 'Remove from this device'}).click();
  await expect(panel.getByRole('button', {name: 'Keep this section offline'})).toBeVisible();
  await page.goto(neverOpened);
  await expect(page.locator('[data-offline-page]')).toBeVisible();
});
