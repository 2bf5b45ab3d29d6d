/**
 * SPEC 2.7, 4, 8, 9 — the DocSearch modal and the /search page on the local index,
 * fully offline: every request that is not to the local server is aborted.
 */
import type {Page, BrowserContext} from '@playwright/test';
import {limits, searchPlaceholder} from '../../src/data/site';
import {LOCAL_INDEX_DIR, LOCAL_INDEX_NAME} from '../../src/search/backend';
import {axeBuilder, stillStyles, violationLines} from './axe';
import {chooseColourMode, expect, open, searchInput, searchRowTexts, snippetWordCount, test} from './fixtures';

const PAGE = '/namadexer/overview';

async function offline(context: BrowserContext): Promise<string[]> {
  const blocked: string[] = [];
  await context.route('**/*', (route) => {
    const host = new URL(route.request().url()).hostname;
    if (host === '127.0.0.1' || host === 'localhost') return route.continue();
    blocked.push(route.request().url());
    return route.abort();
  });
  return blocked;
}

const modal = (page: Page) => page.locator('.DocSearch-Modal');

async function openWithButton(page: Page) {
  await page.locator('.DocSearch-Button').first().click();
  await expect(modal(page)).toBeVisible();
}

/** Opens the modal with Ctrl+K and waits for the caret in its box, as a reader types: a query filled while it mounts runs no search. */
async function openWithKeyboard(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
}

test.beforeEach(async ({context}) => {
  await offline(context);
});

test('2.7 the index is not fetched on page load, only when search is opened', async ({page}) => {
  const indexRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/${LOCAL_INDEX_DIR}/`)) indexRequests.push(r.url());
  });
  await open(page, PAGE);
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);
  await openWithButton(page);
  await searchInput(page).fill('indexer');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(indexRequests.some((u) => u.endsWith('manifest.json'))).toBe(true);
});

test('2.7 search modal opens with the button, slash and Ctrl/Cmd+K; closes with Escape and a click outside', async ({page}) => {
  await open(page, PAGE);
  await openWithButton(page);
  await expect(searchInput(page)).toHaveAttribute('placeholder', searchPlaceholder);
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();

  await page.locator('body').press('/');
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();

  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
  await page.mouse.click(5, 5); // the backdrop, outside the modal
  await expect(modal(page)).toBeHidden();

  await page.keyboard.press('Meta+k');
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
});

test('2.7 typing shows hits grouped by section, at most 5 per group, and a hit opens its page', async ({page}) => {
  await open(page, '/zemu');
  await openWithButton(page);
  await searchInput(page).fill('indexer');
  const groups = page.locator('.DocSearch-Hits');
  await expect(groups.first()).toBeVisible();
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Namadexer');
  for (const group of await groups.all()) {
    expect(await group.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(limits.hitsPerGroup);
  }
  await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
  const firstHref = await page.locator('.DocSearch-Hit a').first().getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(modal(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(firstHref!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/#.*/, '')));
});

/**
 * DocSearch 3's own structure, which the site does not control: the overlay is a focusable role=button holding the whole
 * modal (nested-interactive, label-content-name-mismatch; and target-size, which then finds every small control inside
 * touching that button: without its role the scope choice passes), its search bar and footer are <header> and <footer>
 * inside it (a second banner and contentinfo), and the input names lists by ids it never gives them
 * (aria-valid-attr-value). The scope choice's room is measured here instead.
 */
const docSearchOwnStructure = [
  'nested-interactive',
  'label-content-name-mismatch',
  'target-size',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-unique',
  'aria-valid-attr-value',
];

test('2.7 the open modal with hits, the first selected, passes axe in light and dark mode (colours, marks, scope choice)', async ({
  page,
}) => {
  // Two loads, two modal searches and axe in each mode: 14 s of the 30 s limit beside two other tests (2026-12-04).
  test.slow();
  for (const mode of ['light', 'dark'] as const) {
    await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
    await open(page, '/zemu');
    await page.addStyleTag({content: stillStyles});
    await openWithButton(page);
    await searchInput(page).fill('polkadot address');
    await expect(page.locator('.DocSearch-Hit[aria-selected="true"] mark').first()).toBeVisible();
    const results = await axeBuilder(page).include('.DocSearch-Modal').disableRules(docSearchOwnStructure).analyze();
    expect(violationLines(results), mode).toEqual([]);
  }
  // WCAG 2.5.8 for the scope choice: each option a target at least 24 px high, its radio's centre 12 px or more below
  // the search box (a finger aimed at it does not land in the box).
  const room = await page.evaluate(() => {
    const box = document.querySelector('.DocSearch-Form')!.getBoundingClientRect();
    return Array.from(document.querySelectorAll('.search-scope__option')).map((option) => {
      const radio = option.querySelector('input')!.getBoundingClientRect();
      return {height: option.getBoundingClientRect().height, belowBox: radio.top + radio.height / 2 - box.bottom};
    });
  });
  expect(room).toHaveLength(2);
  for (const {height, belowBox} of room) {
    expect(height).toBeGreaterThanOrEqual(24);
    expect(belowBox).toBeGreaterThanOrEqual(12);
  }
});

test('2.7 a chosen hit appears in recent searches after reopening and can be made a favourite', async ({page}) => {
  await open(page, '/zemu');
  const zemuTitle = (await page.locator('article h1').textContent())!;
  await openWithButton(page);
  await searchInput(page).fill('telemetry');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(modal(page)).toBeHidden();
  // The address changes first; /zemu stays on screen until the hit's page is loaded (its own h1).
  await expect(page).not.toHaveURL(/\/zemu$/);
  await expect(page.locator('article h1')).not.toHaveText(zemuTitle);
  await openWithButton(page);
  await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
  const recent = page.locator('.DocSearch-Hit').first();
  await expect(recent).toContainText(/telemetry/i);
  await recent.hover();
  await recent.locator('.DocSearch-Hit-action-button[title="Save this search"]').click();
  await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), `__DOCSEARCH_FAVORITE_SEARCHES__${LOCAL_INDEX_NAME}`);
  expect(JSON.parse(stored ?? '[]')).toHaveLength(1);
  expect(stored).not.toContain('_highlightResult');
});

test('2.7 a modal opened while a page of another section loads stays open with its text', async ({page}) => {
  await open(page, '/zemu');
  const zemuTitle = (await page.locator('article h1').textContent())!;
  await openWithButton(page);
  await searchInput(page).fill('telemetry');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  // The next page's code arrives late, so the reader has time to search again before it shows.
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.keyboard.press('Enter');
  await expect(modal(page)).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
  await searchInput(page).fill('drand');
  await expect(page.locator('article h1')).toHaveText(zemuTitle);
  // The hit's page replaces the navbar, and its search bar takes the open modal over with its text.
  await expect(page.locator('article h1')).not.toHaveText(zemuTitle, {timeout: 15_000});
  await expect(modal(page)).toBeVisible();
  await expect(searchInput(page)).toHaveValue('drand');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
  await expect(page.locator('.DocSearch-Button')).toBeFocused();
});

/** Stored searches as DocSearch keeps them (hits without highlight data), one per distinct page. */
function storedHits(label: string, count: number) {
  return Array.from({length: count}, (_, i) => ({
    objectID: `${label}-${i}`,
    type: 'lvl1',
    url: `/zemu/${label}-${i}`,
    content: null,
    hierarchy: {lvl0: 'Zemu', lvl1: `${label} search ${i + 1}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  }));
}

async function seedStoredSearches(page: Page, recent: number, favourites: number) {
  await page.addInitScript(
    ({index, recentHits, favouriteHits}) => {
      window.localStorage.setItem(`__DOCSEARCH_RECENT_SEARCHES__${index}`, JSON.stringify(recentHits));
      window.localStorage.setItem(`__DOCSEARCH_FAVORITE_SEARCHES__${index}`, JSON.stringify(favouriteHits));
    },
    {index: LOCAL_INDEX_NAME, recentHits: storedHits('Recent', recent), favouriteHits: storedHits('Favourite', favourites)},
  );
}

const sourceHits = (page: Page, source: string) =>
  page.locator('.DocSearch-Dropdown section', {has: page.locator('.DocSearch-Hit-source', {hasText: source})}).locator('.DocSearch-Hit');

test(`9 the empty query lists at most ${limits.recentSearches} recent searches, newest first`, async ({page}) => {
  await seedStoredSearches(page, 12, 0);
  await open(page, '/zemu');
  await openWithButton(page);
  await expect(sourceHits(page, 'Recent')).toHaveCount(limits.recentSearches);
  await expect(sourceHits(page, 'Recent').first()).toContainText('Recent search 1');
  await expect(sourceHits(page, 'Recent').last()).toContainText(`Recent search ${limits.recentSearches}`);
  await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toHaveCount(0);
});

test(`9 with favourites, ${limits.recentSearchesWithFavorites} recent and at most ${limits.favoriteSearches} favourite searches are listed`, async ({
  page,
}) => {
  await seedStoredSearches(page, 12, 14);
  await open(page, '/zemu');
  await openWithButton(page);
  await expect(sourceHits(page, 'Recent')).toHaveCount(limits.recentSearchesWithFavorites);
  await expect(sourceHits(page, 'Favorite')).toHaveCount(limits.favoriteSearches);
  await expect(sourceHits(page, 'Favorite').last()).toContainText(`Favourite search ${limits.favoriteSearches}`);
});

test('2.7 "See all {count} results" goes to /search?q= which lists the same results', async ({page}) => {
  await open(page, PAGE);
  await openWithButton(page);
  await searchInput(page).fill('indexer');
  const seeAll = page.locator('.DocSearch-HitsFooter a');
  await expect(seeAll).toHaveText(/^See all \d+ results$/);
  const count = Number((await seeAll.textContent())!.match(/\d+/)![0]);
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=indexer$/);
  await expect(page.locator('main article').first()).toBeVisible({timeout: 15_000});
  await expect(page.getByText(new RegExp(`^Showing ${limits.hitsPerPage} of ${count} results$`))).toBeVisible();
});

test('9 the /search page shows 20 results per step and loads the next step on scroll or with the button', async ({page}) => {
  await page.goto('/search?q=transaction');
  const items = page.locator('main article');
  await expect(items.first()).toBeVisible({timeout: 15_000});
  await expect(items).toHaveCount(limits.hitsPerPage);
  // "(N matches; …)" follows when rows stand for several chains' twins.
  const total = Number((await page.getByText(/^Showing \d+ of \d+ results( \(.*\))?$/).textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThan(2 * limits.hitsPerPage);
  const more = page.getByRole('button', {name: 'Show more results'});
  await more.scrollIntoViewIfNeeded();
  await expect.poll(() => items.count()).toBeGreaterThan(limits.hitsPerPage);
});

test('9 the /search "Show more results" button loads the next step from the keyboard', async ({page}) => {
  // No automatic loading: the observer never reports the button on screen, so only the button can load.
  await page.addInitScript(() => {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
  await page.goto('/search?q=transaction');
  const items = page.locator('main article');
  await expect(items.first()).toBeVisible({timeout: 15_000});
  await page.getByRole('button', {name: 'Show more results'}).focus();
  await page.mouse.wheel(0, 4000);
  await expect(items).toHaveCount(limits.hitsPerPage);
  await page.keyboard.press('Enter');
  await expect.poll(() => items.count()).toBeGreaterThanOrEqual(2 * limits.hitsPerPage);
});

test('2.7 the /search page marks the matches as text and never turns a query into markup', async ({page}) => {
  await page.goto('/search?q=indexer');
  const items = page.locator('main article');
  await expect(items.first()).toBeVisible({timeout: 15_000});
  const firstMark = items.first().locator('mark').first();
  await expect(firstMark).toHaveText(/^indexer/i);
  // A mark holds the matched text only.
  expect(
    await page
      .locator('main article mark')
      .evaluateAll((marks) => marks.every((m) => m.childNodes.length === 1 && m.firstChild!.nodeType === 3)),
  ).toBe(true);

  await page.goto(`/search?q=${encodeURIComponent('<img src=x onerror="window.__pwned=1"> indexer')}`);
  await expect(items.first()).toBeVisible({timeout: 15_000});
  expect(await page.locator('main article img').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
});

test('2.7 the /search results page passes axe in light and dark mode: marks, where each hit is, filters, a chain choice', async ({
  page,
}) => {
  await open(page, '/search?q=transfer_keep_alive');
  const items = page.locator('main article');
  await expect(items.first()).toBeVisible({timeout: 15_000});
  await expect(items.locator('mark').first()).toBeVisible();
  const chainChoice = items.locator('details').first();
  await chainChoice.locator('summary').click();
  await expect(chainChoice.getByRole('link').first()).toBeVisible();
  await page.addStyleTag({content: stillStyles});
  for (const mode of ['light', 'dark'] as const) {
    await chooseColourMode(page, mode);
    const results = await axeBuilder(page).analyze();
    expect(violationLines(results), mode).toEqual([]);
  }
});

test('8 no-results screen with up to 3 suggested queries and the "Let us know." link, underlined (axe)', async ({page}) => {
  await open(page, PAGE);
  await openWithButton(page);
  await searchInput(page).fill('indexer');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await searchInput(page).fill('qqqzzzxxy');
  await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).toHaveText('No results for "qqqzzzxxy"');
  const suggestions = page.locator('.DocSearch-NoResults-Prefill-List li');
  expect(await suggestions.count()).toBeGreaterThan(0);
  expect(await suggestions.count()).toBeLessThanOrEqual(limits.suggestedQueries);
  await expect(page.locator('.DocSearch-NoResults').getByText('Believe this query should return results?')).toBeVisible();
  await expect(page.getByRole('link', {name: 'Let us know.'})).toHaveAttribute('href', /issues\/new\?title=/);
  const results = await axeBuilder(page).include('.DocSearch-Modal').disableRules(docSearchOwnStructure).analyze();
  expect(violationLines(results)).toEqual([]);
});

test('4 search shows the stalled state after 300 ms of loading', async ({page, context}) => {
  await open(page, PAGE);
  // Each index file answers 1.2 s late: far past the 300 ms threshold, and the results still come.
  await context.route(`**/${LOCAL_INDEX_DIR}/**`, async (route) => {
    await new Promise((r) => setTimeout(r, 1200));
    await route.continue();
  });
  await openWithButton(page);
  // Record when the stalled class first appears, relative to typing.
  await page.evaluate(() => {
    const w = window as unknown as {__typedAt?: number; __stalledAt?: number};
    const container = document.querySelector('.DocSearch-Container')!;
    new MutationObserver(() => {
      if (w.__stalledAt === undefined && container.classList.contains('DocSearch-Container--Stalled')) w.__stalledAt = performance.now();
    }).observe(container, {attributes: true, attributeFilter: ['class']});
    document.querySelector('.DocSearch-Input')!.addEventListener('input', () => (w.__typedAt ??= performance.now()));
  });
  await searchInput(page).fill('indexer');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
  const {typedAt, stalledAt} = await page.evaluate(() => {
    const w = window as unknown as {__typedAt?: number; __stalledAt?: number};
    return {typedAt: w.__typedAt, stalledAt: w.__stalledAt};
  });
  expect(stalledAt).toBeDefined();
  expect(stalledAt! - typedAt!).toBeGreaterThanOrEqual(limits.searchStallThresholdMs - 20);
});

test('2.7 selected page text becomes the initial query, cut to 64 characters; the query is capped at 64', async ({page}) => {
  await open(page, PAGE);
  const selected = await page.evaluate(() => {
    const h1 = document.querySelector('article h1')!;
    const range = document.createRange();
    range.selectNodeContents(h1);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    return window.getSelection()!.toString();
  });
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toHaveValue(selected.slice(0, limits.searchQueryMaxLength));
  // DocSearch's key listener learns that the modal is open, and the modal sets its body class, in the
  // effects that run after the modal is shown: an Escape before them is ignored, and Ctrl+K opens a
  // modal only once the last one has removed that class (both were CI flakes of this test).
  await expect(page.locator('body')).toHaveClass(/DocSearch--active/);
  await page.keyboard.press('Escape');
  await expect(searchInput(page)).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveClass(/DocSearch--active/);

  const long = await page.evaluate(() => {
    const p = document.querySelector('article p')!;
    const range = document.createRange();
    range.selectNodeContents(p);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    return window.getSelection()!.toString();
  });
  expect(long.length).toBeGreaterThan(limits.searchQueryMaxLength);
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toHaveValue(long.slice(0, limits.searchQueryMaxLength));
  await searchInput(page).fill('');
  await searchInput(page).pressSequentially('x'.repeat(80));
  await expect(searchInput(page)).toHaveValue('x'.repeat(limits.searchQueryMaxLength));
});

test('9 snippets are 10 words wide, 5 on screens up to 768 px', async ({page}) => {
  const words = async () => {
    await page.keyboard.press('Control+k'); // the mobile navbar places its own button
    await expect(modal(page)).toBeVisible();
    await searchInput(page).fill('postgresql');
    const text = page.locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-title');
    await expect(text.first()).toBeVisible();
    const all = await text.allTextContents();
    await page.keyboard.press('Escape');
    return Math.max(...all.map(snippetWordCount));
  };
  await page.setViewportSize({width: 1280, height: 900});
  await open(page, PAGE);
  expect(await words()).toBeLessThanOrEqual(limits.snippetWords);
  await page.setViewportSize({width: 390, height: 844});
  await open(page, PAGE);
  expect(await words()).toBeLessThanOrEqual(limits.snippetWordsSmallScreen);
});

test('9 a snippet too long for two lines ends in an ellipsis, never drawn over the page name under it', async ({page}) => {
  // Long identifiers ("LookupasStaticLookupSource") make ten words take three lines at desktop width.
  await page.setViewportSize({width: 1280, height: 900});
  await open(page, PAGE);
  await openWithKeyboard(page);
  await searchInput(page).fill('transfer_keep_alive');
  await expect(page.locator('.DocSearch-Hit').nth(4)).toBeVisible();
  const hits = await page.locator('.DocSearch-Hit-content-wrapper').evaluateAll((wrappers) =>
    wrappers.map((wrapper) => {
      const title = wrapper.querySelector('.DocSearch-Hit-title')!;
      const path = wrapper.querySelector('.DocSearch-Hit-path')!;
      const range = document.createRange();
      range.selectNodeContents(title);
      const textBottom = Math.max(...Array.from(range.getClientRects(), (r) => r.bottom));
      const box = title.getBoundingClientRect();
      // What is drawn of the text: all of it, unless the box clips what runs past its bottom.
      const drawnBottom = getComputedStyle(title).overflowY === 'visible' ? textBottom : Math.min(textBottom, box.bottom);
      return {
        text: title.textContent,
        lines: Math.round((textBottom - box.top) / parseFloat(getComputedStyle(title).lineHeight)),
        drawnBottom,
        pathTop: path.getBoundingClientRect().top,
      };
    }),
  );
  // The case this guards is there: at least one snippet runs to three lines or more.
  expect(Math.max(...hits.map((h) => h.lines)), 'a snippet longer than two lines').toBeGreaterThan(2);
  for (const hit of hits) expect(hit.drawnBottom, `"${hit.text}"`).toBeLessThanOrEqual(hit.pathTop + 1);
});

test('9 on a phone a row grows to hold its snippet and the page and heading under it, and rows with the same words say where they differ', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  await open(page, PAGE);
  await openWithKeyboard(page);
  await searchInput(page).fill('transfer_keep_alive');
  await expect(page.locator('.DocSearch-Hit').nth(4)).toBeVisible();
  const rows = await page.locator('.DocSearch-Hit a').evaluateAll((links) =>
    links.map((link) => {
      const box = link.getBoundingClientRect();
      const title = link.querySelector('.DocSearch-Hit-title')!;
      const path = link.querySelector('.DocSearch-Hit-path')!;
      return {
        pathLines: Math.round(path.getBoundingClientRect().height / parseFloat(getComputedStyle(path).lineHeight)),
        inside: title.getBoundingClientRect().top >= box.top && path.getBoundingClientRect().bottom <= box.bottom + 0.5,
      };
    }),
  );
  const texts = await searchRowTexts(page);
  expect(texts).toHaveLength(rows.length);
  // The case this guards is there: a path that takes two lines (the page title and the heading under it).
  expect(Math.max(...rows.map((r) => r.pathLines))).toBe(2);
  for (const [i, row] of rows.entries()) expect(row.inside, texts[i]).toBe(true);
  expect(new Set(texts).size, texts.join('\n')).toBe(texts.length);
});

test('9 at 390 px the open modal stays clear of the scrollbar room and its footer: Cancel, the results and the end of the list are whole', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  await open(page, PAGE);
  await openWithKeyboard(page);
  await searchInput(page).fill('address');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const {visible, rights} = await page.evaluate(() => ({
    visible: document.documentElement.getBoundingClientRect().width,
    rights: ['.DocSearch-Container', '.DocSearch-Cancel', '.DocSearch-Hit'].map(
      (s) => document.querySelector(s)!.getBoundingClientRect().right,
    ),
  }));
  // A desktop window at phone width: this browser's scrollbar takes room (a phone's overlay scrollbar takes none),
  // which the page keeps while the modal locks scrolling (html's scrollbar-gutter); the modal drew under it.
  expect(visible).toBeLessThan(390);
  for (const right of rights) expect(right).toBeLessThanOrEqual(visible);

  // The end of the list, scrolled to, is above the bottom of the screen and of DocSearch's footer, and takes the tap.
  await page.locator('.DocSearch-Dropdown').evaluate((list) => list.scrollTo(0, list.scrollHeight));
  const seeAll = page.locator('.DocSearch-HitsFooter a');
  const {bottom, limit} = await seeAll.evaluate((a) => {
    const footer = document.querySelector('.DocSearch-Footer')!.getBoundingClientRect();
    return {bottom: a.getBoundingClientRect().bottom, limit: footer.height > 0 ? footer.top : window.innerHeight};
  });
  expect(bottom).toBeLessThanOrEqual(limit);
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=address$/);
});

test('9 at 390 px a scope option that wraps lines up under the first, beside "Search in", its radio by its first line', async ({page}) => {
  // A long section name put "This section: …" on a line of its own at the modal's left edge, under "Search in".
  await page.setViewportSize({width: 390, height: 844});
  await open(page, '/polkadot-hybrid-host-node/');
  await openWithKeyboard(page);
  const {legend, radios, lines} = await page.evaluate(() => {
    const options = Array.from(document.querySelectorAll('.search-scope__option'));
    return {
      legend: document.querySelector('.search-scope legend')!.getBoundingClientRect().toJSON() as DOMRect,
      radios: options.map((o) => o.querySelector('input')!.getBoundingClientRect().toJSON() as DOMRect),
      // Each label's lines: the boxes of its text.
      lines: options.map((o) => {
        const range = document.createRange();
        range.selectNodeContents(o);
        range.setStartAfter(o.querySelector('input')!);
        return Array.from(range.getClientRects(), (r) => r.toJSON() as DOMRect).filter((r) => r.width > 0);
      }),
    };
  });
  expect(radios).toHaveLength(2);
  expect(radios[1].top, 'the second option wraps at this width').toBeGreaterThan(radios[0].bottom);
  expect(radios[1].left).toBe(radios[0].left);
  for (const radio of radios) expect(radio.left).toBeGreaterThan(legend.right);
  // The wrapped label's radio stands beside its first line, not between its two.
  expect(new Set(lines[1].map((r) => Math.round(r.top))).size, 'the label takes two lines').toBe(2);
  const firstLine = lines[1][0];
  expect(Math.abs(radios[1].top + radios[1].height / 2 - (firstLine.top + firstLine.height / 2))).toBeLessThanOrEqual(2);
});

test('2.7 a query made of HTML never injects markup into the modal', async ({page}) => {
  await open(page, PAGE);
  await openWithButton(page);
  await searchInput(page).fill('<img src=x onerror="window.__pwned=1"> indexer');
  // Eight query words: the first answer fetches several index shards.
  await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible({timeout: 15_000});
  expect(await page.locator('.DocSearch-Modal img').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
});

test('7 search results preload their page on hover or focus, and prefetch nothing while only shown', async ({page}) => {
  const prefetches = () => page.locator('head link[rel=prefetch]').count();
  await open(page, '/search');
  await page.waitForLoadState('networkidle');
  const before = await prefetches();
  await page.getByRole('searchbox', {name: 'Search'}).fill('transaction');
  const titles = page.locator('main article h2 a');
  await expect(titles).toHaveCount(limits.hitsPerPage);
  // Past the idle prefetch's own timeout (src/internals/client/idlePrefetch.ts): nothing was queued for the rows.
  await page.waitForTimeout(2_500);
  expect(await prefetches()).toBe(before);

  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await titles.first().hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  const target = await titles.first().getAttribute('href');
  await titles.first().click();
  await expect(page).toHaveURL((url) => url.href.endsWith(target!));
  await expect(page.locator('article h1')).toBeVisible();
});
