/**
 * Issue 20 (and issue 19 item 8), offline on the local index:
 * - cross-chain duplicates are one modal entry naming the chains, linked to the reader's chain;
 * - the modal's scope choice: all docs by default, this section on the reader's request only;
 * - /search filters by section and by chain, kept in the URL;
 * - /search?q=… loads without any console error (no hydration mismatch, React #418).
 */
import type {Locator, Page} from '@playwright/test';
import {sectionById} from '../../src/data/sections';
import {chains} from '../../src/data/chains';
import {limits} from '../../src/data/site';
import {expect, open, searchInput, searchRowTexts, test} from './fixtures';

// Hydration is slow on a loaded machine; the checks themselves are quick.
test.setTimeout(120_000);

test.beforeEach(async ({context}) => {
  await context.route('**/*', (route) => {
    const host = new URL(route.request().url()).hostname;
    return host === '127.0.0.1' || host === 'localhost' ? route.continue() : route.abort();
  });
});

function ledgerFolderOf(name: string): string {
  return chains.find((c) => c.name === name)!.ledgerFolder!;
}

/** Route bases (without the leading slash) of the sections src/data/chains.ts relates to a chain. */
function chainsSectionsOf(name: string): string[] {
  return chains.find((c) => c.name === name)!.related.map((id) => sectionById(id).routeBasePath.slice(1));
}

async function openModal(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
}

const hitSources = (page: Page) => page.locator('.DocSearch-Hit-source');

test('a command every chain documents is one entry naming the chains, linked to the chain the reader is on', async ({page}) => {
  // Aleph Zero is not the best-ranked chain (Acala is), so leading with it shows the reader's chain wins.
  await open(page, '/ledger-apps/alephzero/build');
  await openModal(page);
  await searchInput(page).fill('INS_GET_VERSION');
  const grouped = page.locator('.DocSearch-Hit', {hasText: / and \d+ more/});
  await expect(grouped.first()).toBeVisible();
  await expect(grouped.first().locator('.DocSearch-Hit-title')).toContainText(/INS_GET_VERSION.* — Aleph Zero, Acala and \d+ more/);
  await expect(grouped.first().locator('a')).toHaveAttribute('href', /\/ledger-apps\/alephzero\/APDUSPEC#/);
  // One entry instead of one per chain: no two rows read the same.
  const rows = await searchRowTexts(page);
  expect(new Set(rows).size).toBe(rows.length);
});

test('a query whose first page of hits is one page on every chain still fills the modal with other rows', async ({page}) => {
  // Every chain's APDU specification is titled so: one row for all of them, and room for other rows.
  await open(page, '/');
  const docShards = new Set<string>();
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.startsWith('/search-index/docs-')) docShards.add(pathname);
  });
  await openModal(page);
  await searchInput(page).fill('apdu');
  const grouped = page.locator('.DocSearch-Hit', {hasText: /APDU specification — .* and \d+ more/});
  await expect(grouped).toHaveCount(1);
  // More chains than one page of hits holds, all in the row: the engine folded the chains' twins before a page was cut.
  const more = Number(/and (\d+) more/.exec(await grouped.locator('.DocSearch-Hit-title').innerText())![1]);
  expect(more + 2).toBeGreaterThan(limits.hitsPerPage);
  const rows = await page.locator('.DocSearch-Hit').count();
  expect(rows).toBeGreaterThanOrEqual(10);
  // No two rows read the same: a paragraph's row names the heading it sits under ("ACCOUNT · 4 · first APDU …" is in
  // two commands of Algorand's page), and a chain's twins are one row.
  const texts = await searchRowTexts(page);
  expect(new Set(texts).size, texts.join('\n')).toBe(texts.length);
  // Only the rows shown brought their text: at most one document shard per row (the twins' text was 29 shards).
  expect(docShards.size).toBeGreaterThan(0);
  expect(docShards.size).toBeLessThanOrEqual(rows);
});

test('the modal searches all docs by default and this section only when the reader chooses it', async ({page}) => {
  const zemu = sectionById('zemu').title;
  await open(page, '/zemu/quickstart');
  await openModal(page);
  const all = page.getByRole('radio', {name: 'All docs'});
  const section = page.getByRole('radio', {name: `This section: ${zemu}`});
  await expect(all).toBeChecked();
  await expect(section).not.toBeChecked();
  await searchInput(page).fill('ledger');
  await expect(hitSources(page).first()).toBeVisible();
  await expect.poll(async () => (await hitSources(page).allTextContents()).some((s) => s !== zemu)).toBe(true);

  await section.check();
  await expect.poll(async () => new Set(await hitSources(page).allTextContents())).toEqual(new Set([zemu]));
  await expect(searchInput(page)).toHaveValue('ledger');

  // Reopening starts from all docs again: the choice is never remembered or automatic.
  await page.keyboard.press('Escape');
  await openModal(page);
  await expect(page.getByRole('radio', {name: 'All docs'})).toBeChecked();
});

test('the scope choice is offered on doc pages only', async ({page}) => {
  await open(page, '/');
  await openModal(page);
  await expect(searchInput(page)).toBeVisible();
  await expect(page.locator('.DocSearch-Modal').getByRole('radio')).toHaveCount(0);
});

test('/search filters results by chain and by section, kept in the URL, without console errors', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await open(page, '/search?q=build&chain=Zcash');
  const links = page.locator('main article h2 a');
  await expect(links.first()).toBeVisible({timeout: 15_000});
  await expect(page.getByRole('combobox', {name: 'Chain', exact: true})).toHaveValue('Zcash');
  const zcash = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
  expect(
    zcash.every((p) => /^\/(ledger-apps\/zcash\/|Zcash$)/.test(p)),
    zcash.join(', '),
  ).toBe(true);

  await page.getByRole('combobox', {name: 'Chain', exact: true}).selectOption('');
  await page.getByRole('combobox', {name: 'Section', exact: true}).selectOption('zemu');
  await expect(page).toHaveURL(/[?&]section=zemu/);
  await expect
    .poll(async () =>
      (await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname))).every((p) => p.startsWith('/zemu')),
    )
    .toBe(true);
  await expect(links.first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('8 /search with no results says where it looked, searches everywhere on request, and offers "Let us know."', async ({page}) => {
  const noResults = page.locator('[data-search-no-results]');
  // Narrowed to a section that does not have the word: the filters are named, and one button lifts them.
  await open(page, '/search?q=namadexer&section=zemu');
  await expect(noResults.locator('p').first()).toHaveText('No results for "namadexer" in Zemu', {timeout: 15_000});
  await noResults.getByRole('button', {name: 'Search all sections and chains'}).click();
  await expect(page).not.toHaveURL(/[?&](section|chain)=/);
  await expect(page.getByRole('combobox', {name: 'Section', exact: true})).toHaveValue('');
  await expect(page.locator('main article h2 a').first()).toBeVisible();
  await expect(noResults).toHaveCount(0);

  // Nothing anywhere: the modal's wording, no button, the feedback link.
  await open(page, '/search?q=qqqzzzxxy&chain=Zcash');
  await expect(noResults.locator('p').first()).toHaveText('No results for "qqqzzzxxy" about Zcash', {timeout: 15_000});
  await open(page, '/search?q=qqqzzzxxy');
  await expect(noResults.locator('p').first()).toHaveText('No results for "qqqzzzxxy"', {timeout: 15_000});
  await expect(noResults.getByRole('button')).toHaveCount(0);
  await expect(noResults.getByRole('link', {name: 'Let us know.'})).toHaveAttribute(
    'href',
    /\/issues\/new\?title=Search%3A%20no%20results%20for%20%22qqqzzzxxy%22/,
  );
});

const rows = (page: Page) => page.locator('main article');
const countLine = (page: Page) => page.getByText(/^(Showing .+|\d+ results?( \(.*\))?)$/);

test('/search reads as a column: no wider than a doc article at 1440 px; at 390 px each filter a line under the query box, as wide as it', async ({
  page,
}) => {
  await page.setViewportSize({width: 1440, height: 900});
  await open(page, '/search?q=build');
  await expect(rows(page).first()).toBeVisible({timeout: 15_000});
  const width = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().width);
  // A doc page's article at 1440 px is 810 px wide; the results' column was the whole 1,320 px container.
  expect(await width(rows(page).first())).toBeLessThanOrEqual(900);
  // The count is a line of its own, not in bold.
  expect(await countLine(page).evaluate((el) => Number(getComputedStyle(el).fontWeight))).toBeLessThan(600);

  await page.setViewportSize({width: 390, height: 844});
  const box = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
  const query = await box(page.getByRole('searchbox', {name: 'Search', exact: true}));
  const section = await box(page.getByRole('combobox', {name: 'Section', exact: true}));
  const chain = await box(page.getByRole('combobox', {name: 'Chain', exact: true}));
  expect(chain.top).toBeGreaterThanOrEqual(section.bottom);
  for (const list of [section, chain]) expect(Math.abs(list.right - query.right)).toBeLessThanOrEqual(1);
  expect(Math.abs(section.left - chain.left)).toBeLessThanOrEqual(1);
});

test('43 /search loads every result of a grouped query to the end, and the count equals the rows', async ({page}) => {
  await open(page, '/search?q=INS_GET_ADDR');
  await expect(rows(page).first()).toBeVisible({timeout: 15_000});
  // The engine folds chain twins, so the first answer already says how many rows there will be.
  const first = (await countLine(page).textContent())!;
  const announced = Number(/^Showing \d+ of (\d+) results \(\d+ matches; /.exec(first)?.[1]);
  // Asking for more until no "Show more results" is left: the list never stalls. The button also
  // loads by itself while on screen, so it can leave between two looks; a click is given one second.
  const more = page.getByRole('button', {name: /Show more results|Loading more results/});
  await expect(async () => {
    if ((await more.count()) > 0) await more.click({timeout: 1_000}).catch(() => undefined);
    await expect(more).toHaveCount(0, {timeout: 1_000});
  }).toPass({timeout: 60_000});
  const label = (await countLine(page).textContent())!;
  const count = Number(label.match(/^(\d+) results?/)![1]);
  expect(label).toMatch(/ matches; a command documented for several chains is one result/);
  await expect(rows(page)).toHaveCount(count);
  expect(count).toBe(announced);
  // No two rows open the same place: a group's chains that came in different pages of hits are one row.
  const hrefs = await page.locator('main article h2 a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  expect(new Set(hrefs).size).toBe(hrefs.length);
});

test('43 a grouped /search row opens any of its chains, by keyboard and by mouse', async ({page}) => {
  await open(page, '/search?q=INS_GET_ADDR');
  const grouped = rows(page)
    .filter({hasText: / and \d+ more/})
    .first();
  await expect(grouped).toBeVisible({timeout: 15_000});
  const summary = grouped.locator('summary');
  const chains = grouped.locator('details li a');
  await expect(chains.first()).toBeHidden();
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(chains.first()).toBeVisible();
  // The summary names as many chains as the row lists. Both are read again until they are read together: while
  // further pages of hits arrive, the row gains the chains they bring (one row per command, whatever page its hits came in).
  await expect
    .poll(async () => {
      const n = await chains.count();
      return n > 10 && ((await summary.textContent()) ?? '').includes(`(${n} chains)`);
    })
    .toBe(true);
  await page.keyboard.press('Enter');
  await expect(chains.first()).toBeHidden();
  await summary.click();
  // The chain is clicked by its name: a page of hits that arrives in between adds chains to the row, and
  // `chains.last()` resolved again at the click would be another chain than the one read.
  const name = (await chains.last().textContent())!;
  const folder = ledgerFolderOf(name);
  await grouped.locator('details li').getByRole('link', {name, exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`/ledger-apps/${folder}/APDUSPEC#`));
});

test('43 a grouped modal hit leads with the chain the reader is on, from its landing page too', async ({page}) => {
  await open(page, '/Filecoin');
  await openModal(page);
  await searchInput(page).fill('INS_GET_VERSION');
  const grouped = page.locator('.DocSearch-Hit', {hasText: / and \d+ more/}).first();
  await expect(grouped.locator('.DocSearch-Hit-title')).toContainText(/ — Filecoin, .* and \d+ more/);
  await expect(grouped.locator('a')).toHaveAttribute('href', /\/ledger-apps\/filecoin\//);
});

test('43 the modal\'s "This section" scope carries over to /search', async ({page}) => {
  await open(page, '/zemu/quickstart');
  await openModal(page);
  await page.getByRole('radio', {name: /^This section/}).check();
  await searchInput(page).fill('snapshot');
  const seeAll = page.locator('.DocSearch-HitsFooter a');
  await expect(seeAll).toBeVisible();
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=snapshot&section=zemu$/);
  await expect(page.getByRole('combobox', {name: 'Section', exact: true})).toHaveValue('zemu');
  await expect(rows(page).first()).toBeVisible({timeout: 15_000});
  const paths = await page.locator('main article h2 a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
  expect(
    paths.every((p) => p.startsWith('/zemu')),
    paths.join(', '),
  ).toBe(true);
});

test('43 the Chain filter covers every section about the chain: Filecoin finds Filecoin signing tools pages', async ({page}) => {
  await open(page, '/search?q=transaction&chain=Filecoin');
  await expect(rows(page).first()).toBeVisible({timeout: 15_000});
  const paths = () => page.locator('main article h2 a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
  await expect.poll(async () => (await paths()).some((p) => p.startsWith('/filecoin-signing-tools'))).toBe(true);
  const about = new RegExp(`^/(ledger-apps/filecoin/|Filecoin$|${chainsSectionsOf('Filecoin').join('|')})`);
  expect(
    (await paths()).every((p) => about.test(p)),
    (await paths()).join(', '),
  ).toBe(true);
});
