/**
 * Details a reader saw (issue 43): the not-found page's wording and addresses, doc page titles that name
 * their product, one address for the Namadexer entry page, and the /OpenAPI info block and samples.
 */
import {expect, open, referenceDrawn, rowsByTop, test} from './fixtures';
import {notFoundTitle} from './site-pages';
import {lineBreaks} from './text-lines';
import {categories, projectHref, projects, sectionById} from '../../src/data/sections';

const namadexerEntry = projectHref(projects.find((p) => p.name === 'Namadexer')!)!;

test.describe('8 the not-found page', () => {
  test('offers help, not a request to contact the linking site, and suggests pages at their linked address', async ({page}) => {
    await open(page, '/zemuu');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(notFoundTitle);
    const suggestions = page.getByTestId('not-found-suggestions').getByRole('link');
    await expect(suggestions.first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/contact the owner|link is broken/i);
    const hrefs = await suggestions.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    // The navbar links Zemu as '/zemu'; the docs plugin's route is '/zemu/'.
    expect(hrefs).toContain('/zemu');
    expect(hrefs).not.toContain('/zemu/');
  });

  test('on a phone, a suggested address wraps between the parts of its path, never inside a part', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    // Close to the long supported-methods addresses of the chains that have them.
    await open(page, '/ledger-apps/filecoin/supported_latest');
    const suggestions = page.getByTestId('not-found-suggestions').getByRole('link');
    await expect(suggestions.first()).toBeVisible();
    const links = await suggestions.evaluateAll((as) =>
      as.map((a) => {
        // Each text node is one part of the path between its break opportunities (<wbr>); more than one line box
        // means it was cut.
        const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
        const cut: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
          if (lines.size > 1) cut.push(node.textContent ?? '');
        }
        return {
          text: a.textContent,
          href: a.getAttribute('href'),
          cut,
          lines: new Set(Array.from(a.getClientRects(), (r) => Math.round(r.top))).size,
        };
      }),
    );
    // The link reads as its address, and some address is long enough to wrap on a phone.
    for (const link of links) expect(link.text).toBe(link.href);
    expect(links.some((link) => link.lines > 1)).toBe(true);
    expect(links.filter((link) => link.cut.length)).toEqual([]);
  });
});

test("on a phone the home page's calls to action are one column of equal buttons; side by side at 1440 px", async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await open(page, '/');
  const boxes = () => page.locator('header .button').evaluateAll((all) => all.map((b) => b.getBoundingClientRect().toJSON() as DOMRect));
  const [primary, secondary] = await boxes();
  expect(secondary.top).toBeGreaterThanOrEqual(primary.bottom);
  expect([secondary.left, secondary.width]).toEqual([primary.left, primary.width]);
  await page.setViewportSize({width: 1440, height: 900});
  const [wide, beside] = await boxes();
  expect(beside.top).toBe(wide.top);
  expect(beside.left).toBeGreaterThan(wide.right);
});

test("the home page's project categories fill every row of their grid, at every width", async ({page}) => {
  // Five categories in three columns left an empty cell beside the last two at 1440 px.
  await open(page, '/');
  const grid = page.locator('section[aria-label="Security"]').locator('..');
  for (const width of [1440, 1000, 800, 390]) {
    await page.setViewportSize({width, height: 900});
    const {right, cards} = await grid.evaluate((g) => ({
      right: Math.round(g.getBoundingClientRect().right),
      cards: Array.from(g.children).map((card) => ({
        top: card.getBoundingClientRect().top,
        right: Math.round(card.getBoundingClientRect().right),
        width: card.getBoundingClientRect().width,
        projects: card.querySelectorAll('li').length,
        list: Number.parseInt(getComputedStyle(card.querySelector('ul')!).columnCount, 10) || 1,
      })),
    }));
    const rows = rowsByTop(cards);
    const columns = width >= 900 ? 3 : width >= 600 ? 2 : 1;
    for (const row of rows) expect(Math.max(...row.map((c) => c.right)), `${width} px: a row ends short of the grid`).toBe(right);
    expect(rows.length, `${width} px: rows`).toBe(Math.ceil(categories.length / columns));
    // Two cards of different lengths sharing the last row of three columns: the longer takes two thirds, its list
    // in two columns, and the shorter a third (Tools' two projects, as a wide card beside six, were mostly empty).
    const shared = (row: typeof cards) => columns === 3 && row.length === 2 && row[0].projects !== row[1].projects;
    for (const row of rows.filter(shared)) {
      const [longer, shorter] = [...row].sort((a, b) => b.projects - a.projects);
      expect(longer.width / shorter.width, `${width} px: the longer card's share of the last row`).toBeGreaterThan(1.9);
    }
    // Otherwise a card widened by a short last row sets its list in two columns; a card of a full row keeps one.
    expect(
      rows.map((row) => row.map((c) => c.list)),
      `${width} px: list columns per card`,
    ).toEqual(
      rows.map((row) =>
        row.map((c) =>
          columns === 1 || row.length === columns ? 1 : shared(row) ? (c.projects === Math.max(...row.map((r) => r.projects)) ? 2 : 1) : 2,
        ),
      ),
    );
  }
});

test("on a phone a chain page's logo sits beside its title and the description runs under both, the column's full width", async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  await open(page, '/Acala');
  const hero = page.locator('main header').filter({has: page.locator('h1')});
  const box = (selector: string) =>
    hero
      .locator(selector)
      .first()
      .evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect);
  const [whole, logo, title, lead] = await Promise.all([
    hero.evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect),
    box('[data-chain-logo]'),
    box('h1'),
    box('p'),
  ]);
  expect(title.left).toBeGreaterThan(logo.right);
  expect(lead.top).toBeGreaterThanOrEqual(Math.max(logo.bottom, title.bottom));
  expect([lead.left, lead.width]).toEqual([whole.left, whole.width]);
  // At 1440 px the description stays in the title's column, beside the logo.
  await page.setViewportSize({width: 1440, height: 900});
  const [wideLogo, wideLead] = await Promise.all([box('[data-chain-logo]'), box('p')]);
  expect(wideLead.left).toBeGreaterThan(wideLogo.right);
});

test('on a phone the /search heading wraps a method name searched for between its parts, never inside one', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/search?q=transfer_keep_alive');
  const heading = page.getByRole('heading', {level: 1});
  await expect(heading).toHaveText('Search results for "transfer_keep_alive"');
  const [breaks] = await lineBreaks(heading);
  expect(breaks.length).toBeGreaterThan(0);
  for (const at of breaks) expect(at, 'a break inside a part of the name').toMatch(/[\s_"]\|/);
});

test('doc page titles name their product; the h1 keeps the page title', async ({page, request}) => {
  const section = sectionById('namadexer');
  const html = await (await request.get('/namadexer/server')).text();
  // In the static HTML, once: what a crawler or a link preview reads.
  expect(html.match(/<title[^>]*>[^<]*<\/title>/g)).toEqual([expect.stringContaining(`Server — ${section.title} | `)]);
  await open(page, '/namadexer/server');
  await expect(page).toHaveTitle(/^Server — Namadexer \| /);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Server');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
  // A page whose title already names the product is left alone.
  await open(page, namadexerEntry);
  await expect(page).toHaveTitle(/^Namadexer \| /);
});

test('2.5 every link to the Namadexer entry page uses its one address, which loads without a redirect', async ({page, request}) => {
  const direct = await request.get(namadexerEntry, {maxRedirects: 0});
  expect(direct.status()).toBe(200);
  for (const path of ['/', '/namadexer/server', '/zemu/quickstart', '/Namada']) {
    await open(page, path);
    const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    const toNamadexerIndex = hrefs.filter((h) => /^\/namadexer\/index(?:[?#]|$)/.test(h));
    expect(toNamadexerIndex, path).toEqual([]);
  }
  await page.goto('/namadexer/server');
  expect(await page.locator(`a[href="${namadexerEntry}"]`).count()).toBeGreaterThan(0);
});

test("a product page's endpoint paths wrap only after a slash, on a desktop and on a phone", async ({page}) => {
  await open(page, '/beryx-api');
  const paths = page.locator('main li > code');
  await expect(paths).toHaveCount(6);
  for (const width of [1440, 390]) {
    await page.setViewportSize({width, height: 900});
    const breaks = (await lineBreaks(paths)).flat();
    expect(
      breaks.filter((b) => !b.includes('/|')),
      `paths cut inside a part at ${width} px`,
    ).toEqual([]);
    // The fee estimator's path is longer than its card at both widths: it did wrap.
    expect(breaks.length, `paths that wrap at ${width} px`).toBeGreaterThan(0);
  }
});

test('2.1 /OpenAPI names no URL that reads as the API base URL, and its list samples show items and cursors', async ({page}) => {
  // Redoc is a large chunk: parsing and rendering it takes tens of seconds on a loaded 2-core machine.
  test.setTimeout(90_000);
  await page.goto('/OpenAPI');
  await referenceDrawn(page);
  await expect(page.getByText('History of the multisig state').first()).toBeAttached();
  const text = await page.locator('main').innerText();
  expect(text).not.toContain('URL: https://github.com/Zondax');
  expect(text).not.toContain('"next_cursor": "string"');
  // The first item of a list answer is drawn with its fields, not folded as '{ … }'.
  expect(text).toMatch(/"(events|transactions|traces|proposals)":\s*\[\s*\{\s*"id":/);

  // Every endpoint path is shown whole, wrapping only between its parts (after a slash, or a hyphen as anywhere in the
  // site's text), never inside a word, on a desktop and on a phone.
  const paths = page.locator('.openapi-redoc .http-verb + span');
  const reading = async () => {
    const [texts, cut, breaks] = await Promise.all([
      paths.allTextContents(),
      paths.evaluateAll((els) => els.map((el) => el.scrollWidth > el.clientWidth + 1)),
      lineBreaks(paths),
    ]);
    // A path holds no "|": the only one in a break is its mark.
    return texts.map((text, i) => ({
      text,
      cut: cut[i],
      lines: breaks[i].length + 1,
      badBreaks: breaks[i].filter((b) => !/[/-]\|/.test(b)),
    }));
  };
  for (const width of [1440, 390]) {
    await page.setViewportSize({width, height: 900});
    await expect
      .poll(async () => (await reading()).filter((p) => p.cut || p.badBreaks.length), {message: `paths at ${width} px`})
      .toEqual([]);
    const read = await reading();
    expect(read.length).toBeGreaterThan(50);
    // At these widths the longest paths do need a second line.
    expect(
      read.some((p) => p.lines > 1),
      `a path that wraps at ${width} px`,
    ).toBe(true);
  }
});
