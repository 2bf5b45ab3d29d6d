/**
 * SPEC 8 search failure, told honestly (issue 44.3; src/search/searchFailure.ts): the modal and /search
 * keep SPEC 8's "Unable to fetch results" and say "check your network connection" only where the
 * network is the cause; an index file the server fails (404, 500) or sends damaged says so, with a
 * way to try again that works once the index is back. Offline before search was first used, the
 * search button says why search cannot open instead of doing nothing; with JavaScript off, /search
 * says search needs it. No failure leaves an uncaught error on the page.
 */
import type {Page, Route} from '@playwright/test';
import {LOCAL_INDEX_DIR} from '../../src/search/backend';
import {networkFailureHelp, searchFailureTitle} from '../../src/search/searchFailure';
import {expect, open, searchInput, test, watchConsole, type ConsoleLog} from './fixtures';

const PAGE = '/namadexer/overview';
const manifest = `**/${LOCAL_INDEX_DIR}/manifest.json`;
const errorTitle = (page: Page) => page.locator('.DocSearch-ErrorScreen .DocSearch-Title');
const errorHelp = (page: Page) => page.locator('.DocSearch-ErrorScreen .DocSearch-Help');
const firstHit = (page: Page) => page.locator('.DocSearch-Hit').first();
const pageErrors = (log: ConsoleLog) => log.errors.filter((e) => e.startsWith('pageerror:'));

async function openModal(page: Page) {
  await page.locator('.DocSearch-Button').first().click();
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
}

const brokenIndex: Array<[string, Parameters<Route['fulfill']>[0], RegExp]> = [
  [
    '500',
    {status: 500, body: 'Internal Server Error'},
    /^The search index could not be loaded: the server answered 500 for manifest\.json\./,
  ],
  ['404', {status: 404, body: 'Not Found'}, /^The search index could not be loaded: the server answered 404 for manifest\.json\./],
  [
    'truncated JSON',
    {status: 200, contentType: 'application/json', body: '{"version": 3, "shards": ['},
    /^The search index could not be read: manifest\.json arrived incomplete or damaged\./,
  ],
];

for (const [name, answer, help] of brokenIndex) {
  test(`8 the modal says the search index could not be loaded (${name}), and Try again works once it is back`, async ({page, context}) => {
    const log = watchConsole(page);
    await open(page, PAGE);
    // context.route: the index is fetched by the search Web Worker.
    await context.route(manifest, (route) => route.fulfill(answer));
    await openModal(page);
    await searchInput(page).fill('indexer');
    await expect(errorTitle(page)).toHaveText(searchFailureTitle);
    await expect(errorHelp(page)).toHaveText(help);
    await context.unroute(manifest);
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(firstHit(page)).toBeVisible();
    await expect(searchInput(page)).toHaveValue('indexer');
    expect(pageErrors(log)).toEqual([]);
  });
}

test('8 the modal keeps SPEC 8 "check your network connection" when the index gets no answer, and recovers', async ({page, context}) => {
  const log = watchConsole(page);
  await open(page, PAGE);
  await context.route(`**/${LOCAL_INDEX_DIR}/**`, (route) => route.abort('internetdisconnected'));
  await openModal(page);
  await searchInput(page).fill('indexer');
  await expect(errorTitle(page)).toHaveText(searchFailureTitle);
  await expect(errorHelp(page)).toHaveText(networkFailureHelp);
  await context.unroute(`**/${LOCAL_INDEX_DIR}/**`);
  await searchInput(page).fill('indexers');
  await expect(firstHit(page)).toBeVisible();
  expect(pageErrors(log)).toEqual([]);
});

test('8 /search says the search index could not be loaded, and Retry works once it is back', async ({page, context}) => {
  const log = watchConsole(page);
  await context.route(manifest, (route) => route.fulfill({status: 500, body: 'Internal Server Error'}));
  await open(page, '/search?q=indexer');
  const alert = page.locator('main').getByRole('alert');
  await expect(alert).toContainText(searchFailureTitle);
  await expect(alert).toContainText('The search index could not be loaded: the server answered 500 for manifest.json.');
  await expect(alert).not.toContainText('network connection');
  await context.unroute(manifest);
  await alert.getByRole('button', {name: 'Retry'}).click();
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.locator('main').getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Search runs in the browser and needs JavaScript')).toBeHidden();
  expect(pageErrors(log)).toEqual([]);
});

test('8 offline before search was first used: the search button opens a dialog that says why, and search opens once back online', async ({
  page,
  context,
}) => {
  const log = watchConsole(page);
  await open(page, PAGE);
  await context.setOffline(true);
  await page.locator('.DocSearch-Button').first().click();
  const dialog = page.getByRole('dialog', {name: 'You are offline: search cannot open'});
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Nothing can be searched until it can be downloaded; pages already opened in this tab still work.');
  await dialog.getByRole('button', {name: 'Try again'}).click();
  await expect(dialog.getByRole('status')).toHaveText('Tried again (1): still no answer.');
  await context.setOffline(false);
  await dialog.getByRole('button', {name: 'Try again'}).click();
  await expect(dialog).toBeHidden();
  await searchInput(page).fill('indexer');
  await expect(firstHit(page)).toBeVisible();
  expect(pageErrors(log)).toEqual([]);
});

test('8 offline after the search code has loaded: the modal opens and says the index cannot be fetched', async ({page, context}) => {
  const log = watchConsole(page);
  await open(page, PAGE);
  // A first use while online loads the modal's code; the index shards a query needs are fetched per query.
  await openModal(page);
  await page.keyboard.press('Escape');
  await context.setOffline(true);
  await openModal(page);
  await searchInput(page).fill('indexer');
  await expect(errorTitle(page)).toHaveText(searchFailureTitle);
  await expect(errorHelp(page)).toHaveText(networkFailureHelp);
  // In the modal: the page's diagram, if its code had not arrived before the network went, offers its own
  // Try again (tests/e2e/lazy-part-failures.spec.ts).
  await expect(page.locator('.DocSearch-Modal').getByRole('button', {name: 'Try again'})).toBeVisible();
  expect(pageErrors(log)).toEqual([]);
});

test.describe('JavaScript off', () => {
  test.use({javaScriptEnabled: false});

  test('8 /search?q= says search needs JavaScript and links the sitemap and llms.txt', async ({page}) => {
    await page.goto('/search?q=ledger');
    // Playwright's text and role selectors do not look inside <noscript>; its content is still what the reader sees.
    const note = page.locator('main noscript p');
    await expect(note).toBeVisible();
    await expect(note).toContainText('Search runs in the browser and needs JavaScript, which is off here.');
    await expect(note.locator('a[href="/sitemap.xml"]')).toHaveText('sitemap');
    await expect(note.locator('a[href="/llms.txt"]')).toHaveText('llms.txt');
  });
});
