/**
 * SPEC 7, 8 — hosted Algolia backend, against a fake Algolia on 127.0.0.1.
 * Needs a build made with ALGOLIA_APP_ID=TESTAPP ALGOLIA_SEARCH_API_KEY=searchkey
 * ALGOLIA_INDEX_NAME=zondax-test, given as HOSTED_BUILD_DIR; skipped without it.
 * Requests to Algolia hosts are routed to the fake server; nothing leaves the machine. Offline, the index built with
 * the site answers instead (src/search/offlineFallback.ts).
 */
import http from 'node:http';
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import serveHandler from 'serve-handler';
import type {BrowserContext} from '@playwright/test';
import {limits} from '../../src/data/site';
import {networkFailureHelp, searchFailureTitle} from '../../src/search/searchFailure';
import {startFakeAlgolia, FAKE_QUERY_ID, type RecordedRequest} from './search-fake-algolia';
import {expect, open, searchInput, test} from './fixtures';
import {controlledByServiceWorker, keepSectionOffline} from './pwa';

// No consent seeded by the fixture: the tests about analytics store the reader's choice themselves.
test.use({consentDecided: false});

const buildDir = process.env.HOSTED_BUILD_DIR ? path.resolve(process.env.HOSTED_BUILD_DIR) : '';
const APP_ID = 'TESTAPP';
const ALGOLIA_HOST = /(^|\.)(algolia\.net|algolianet\.com|algolia\.io)$/;

// Locally the suite needs the hosted build; in CI (scripts/test-all.sh builds it) it must run.
test.skip(
  process.env.CI !== 'true' && (!buildDir || !existsSync(path.join(buildDir, 'index.html'))),
  'HOSTED_BUILD_DIR (a build with ALGOLIA_* set) not given',
);

let site: http.Server;
let siteUrl = '';
let fake: Awaited<ReturnType<typeof startFakeAlgolia>>;

test.beforeAll(async () => {
  fake = await startFakeAlgolia();
  site = http.createServer((req, res) => serveHandler(req, res, {public: buildDir, cleanUrls: true}));
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
// A query still in flight when a test ends (the modal searches as the reader types) would otherwise
// fail that test from its route handler, once the context is closing ("Fetch response has been disposed").
test.afterEach(({context}) => context.unrouteAll({behavior: 'ignoreErrors'}));
test.afterAll(async () => {
  await fake?.close();
  await new Promise((r) => site?.close(r));
});

/** Offline except the site; Algolia hosts go to the fake server, the ones in `down` fail. */
async function routeAlgolia(context: BrowserContext, down: (host: string) => boolean): Promise<string[]> {
  const attempts: string[] = [];
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1') return route.continue();
    if (!ALGOLIA_HOST.test(url.hostname)) return route.abort();
    attempts.push(url.hostname);
    if (down(url.hostname)) return route.abort('connectionrefused');
    const response = await route.fetch({
      url: `${fake.url}${url.pathname}${url.search}`,
      headers: {...route.request().headers(), 'x-original-host': url.hostname},
    });
    return route.fulfill({response});
  });
  return attempts;
}

const queriesTo = (requests: RecordedRequest[]) => requests.filter((r) => /\/1\/indexes\/\*\/queries$/.test(r.path));

/** The reader's saved consent, as the consent manager stores it. */
async function consentToAnalytics(context: BrowserContext, analytics: boolean): Promise<void> {
  await context.addInitScript((allow) => {
    localStorage.setItem('klaro', encodeURIComponent(JSON.stringify({cloudflare: true, klaro: true, analytics: allow})));
  }, analytics);
}

test('7 without consent to usage statistics, no click analytics is requested or sent', async ({page, context}) => {
  fake.requests.length = 0;
  await routeAlgolia(context, () => false);
  await consentToAnalytics(context, false);
  await open(page, `${siteUrl}/zemu`);
  await page.locator('.DocSearch-Button').first().click();
  await searchInput(page).fill('indexer');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
  const request = (queriesTo(fake.requests).at(-1)!.body as {requests: Array<Record<string, unknown>>}).requests[0];
  expect(request.clickAnalytics).toBe(false);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/namadexer\/indexer/);
  await page.waitForTimeout(1000);
  expect(fake.requests.filter((r) => r.path === '/1/events')).toEqual([]);
});

test('7 search request shape, host fallback, the Items Viewed view event and the Item Selected click event', async ({page, context}) => {
  fake.requests.length = 0;
  await consentToAnalytics(context, true);
  const attempts = await routeAlgolia(context, (host) => host === `${APP_ID.toLowerCase()}-dsn.algolia.net`);
  await open(page, `${siteUrl}/zemu`);
  await page.locator('.DocSearch-Button').first().click();
  await searchInput(page).fill('indexer');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});

  // Host order: the read host first; it is down, so a fallback host answers.
  const searchHosts = attempts.filter((h) => !h.startsWith('insights'));
  expect(searchHosts[0]).toBe(`${APP_ID.toLowerCase()}-dsn.algolia.net`);
  const answered = queriesTo(fake.requests);
  expect(answered.length).toBeGreaterThan(0);
  expect(answered.every((r) => /^testapp-\d\.algolianet\.com$/.test(r.host))).toBe(true);

  // Request shape (SPEC 7): POST /1/indexes/*/queries, credentials in query parameters.
  const last = answered.at(-1)!;
  expect(last.method).toBe('POST');
  expect(last.search.get('x-algolia-application-id')).toBe(APP_ID);
  expect(last.search.get('x-algolia-api-key')).toBe('searchkey');
  const request = (last.body as {requests: Array<Record<string, unknown>>}).requests[0];
  expect(request).toMatchObject({
    query: 'indexer',
    indexName: 'zondax-test',
    attributesToRetrieve: [
      'hierarchy.lvl0',
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'hierarchy.lvl4',
      'hierarchy.lvl5',
      'hierarchy.lvl6',
      'content',
      'type',
      'url',
    ],
    attributesToSnippet: expect.arrayContaining([`content:${limits.snippetWords}`, `hierarchy.lvl1:${limits.snippetWords}`]),
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: limits.hitsPerPage,
    clickAnalytics: true,
  });
  expect(request.facetFilters).toEqual([
    'language:en',
    expect.arrayContaining(['docusaurus_tag:default', 'docusaurus_tag:docs-namadexer-current', 'docusaurus_tag:docs-zemu-current']),
  ]);

  // With consent, the hits shown are reported as one view event once typing has paused (400 ms).
  const eventsSent = () =>
    fake.requests.filter((r) => r.path === '/1/events').flatMap((r) => (r.body as {events: Array<Record<string, unknown>>}).events);
  await expect.poll(() => eventsSent().filter((e) => e.eventName === 'Items Viewed').length, {timeout: 10_000}).toBeGreaterThan(0);
  expect(eventsSent().filter((e) => e.eventName === 'Items Viewed')).toEqual([
    expect.objectContaining({eventType: 'view', index: 'zondax-test', objectIDs: ['a1', 'a2']}),
  ]);

  // Choosing a hit sends the insights click event.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/namadexer\/indexer/);
  await expect.poll(() => eventsSent().filter((e) => e.eventName === 'Item Selected').length, {timeout: 10_000}).toBeGreaterThan(0);
  expect(eventsSent()).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        eventName: 'Item Selected',
        eventType: 'click',
        index: 'zondax-test',
        queryID: FAKE_QUERY_ID,
        objectIDs: ['a1'],
        positions: [1],
      }),
    ]),
  );
});

test('8 all search hosts unreachable: the modal shows the error screen', async ({page, context}) => {
  await routeAlgolia(context, () => true);
  await open(page, `${siteUrl}/zemu`);
  await page.locator('.DocSearch-Button').first().click();
  await searchInput(page).fill('indexer');
  await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Title')).toHaveText(searchFailureTitle, {timeout: 15_000});
  await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Help')).toHaveText(networkFailureHelp);
  await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
});

test('7 the hosted /search page sends the same request shape', async ({page, context}) => {
  fake.requests.length = 0;
  await routeAlgolia(context, () => false);
  await page.goto(`${siteUrl}/search?q=indexer`);
  await expect(page.locator('main article').first()).toBeVisible({timeout: 15_000});
  const request = (queriesTo(fake.requests).at(-1)!.body as {requests: Array<Record<string, unknown>>}).requests[0];
  expect(request).toMatchObject({query: 'indexer', indexName: 'zondax-test', hitsPerPage: limits.hitsPerPage, highlightPreTag: '<mark>'});
});

test('60 a question goes to Algolia as the words the local engine matches, and no query over its 512 bytes', async ({page, context}) => {
  fake.requests.length = 0;
  await routeAlgolia(context, () => false);
  const sent = () => (queriesTo(fake.requests).at(-1)!.body as {requests: Array<Record<string, unknown>>}).requests[0];
  // Algolia needs every word of a query and keeps stop words: "how", "do" and "I" would have to be in a record.
  const question = 'how do I sign a transaction on polkadot ledger';
  await open(page, `${siteUrl}/zemu`);
  await page.locator('.DocSearch-Button').first().click();
  await expect(searchInput(page)).toBeFocused();
  await searchInput(page).fill(question);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
  await expect(searchInput(page)).toHaveValue(question);
  expect(sent()).toMatchObject({query: 'sign transaction polkadot ledger', removeWordsIfNoResults: 'allOptional'});

  // A pasted 800-character hex string on /search (which takes 1,000): Algolia answers a query over 512 bytes with an error.
  await page.goto(`${siteUrl}/search?q=0x${'ab'.repeat(399)}`);
  await expect(page.locator('main article').first()).toBeVisible({timeout: 15_000});
  expect(sent().query).toBe(`0x${'ab'.repeat(255)}`);
});

test.describe('offline', () => {
  // The worker answers requests here. Its own context (another option than the other tests'), which no later test of
  // these options reuses: the other service-worker specs turn reuse off.
  test.use({serviceWorkers: 'allow'});

  test('42 60 with a section kept offline, the modal and /search answer from the index built with the site, asking no Algolia host', async ({
    page,
    context,
  }) => {
    test.slow();
    await consentToAnalytics(context, false);
    const algolia: string[] = [];
    context.on('request', (request) => {
      if (ALGOLIA_HOST.test(new URL(request.url()).hostname)) algolia.push(request.url());
    });
    await open(page, `${siteUrl}/zemu`);
    await controlledByServiceWorker(page);
    await keepSectionOffline(page, 'zemu', 'Zemu');
    const algoliaLogo = page.locator('.DocSearch-Logo');
    await page.locator('.DocSearch-Button').first().click();
    await expect(algoliaLogo).toBeVisible();
    await page.keyboard.press('Escape');

    await context.setOffline(true);
    await page.locator('.DocSearch-Button').first().click();
    await searchInput(page).fill('emulator');
    // The kept section's pages; a page whose text shares an index file with them may be listed too.
    const zemuHits = page.locator('.DocSearch-Hit a[href^="/zemu"]');
    await expect(zemuHits.first()).toBeVisible({timeout: 15_000});
    expect(await zemuHits.count()).toBeGreaterThan(2);
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
    await expect(page.locator('[data-offline-search-note]')).toContainText('Complete for what is kept offline (Zemu)');
    // Algolia is not what answers now: its logo is not shown, in the modal or on /search.
    await expect(algoliaLogo).toBeHidden();

    await page.locator('.DocSearch-HitsFooter a').click();
    await expect(page).toHaveURL(/\/search\?q=emulator$/);
    await expect(page.locator('main article h2 a[href^="/zemu"]').first()).toBeVisible({timeout: 15_000});
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('link', {name: 'Search by Algolia'})).toHaveCount(0);
    await expect(page.locator('main [data-offline-search-note]')).toContainText('Complete for what is kept offline (Zemu)');
    expect(algolia).toEqual([]);
  });
});
