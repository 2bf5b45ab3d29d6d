import {ledgerChains} from '../../src/data/chains';
import {axeBuilder} from './axe';
import {expect, hydrated, open, referenceDrawn, routeScriptChunks, rowsByTop, test} from './fixtures';

/** Issue 6 checks in the browser: APDU tables, the builder on a known vector, supported-method filters, the overview. */

test('2.3 an APDUSPEC page renders its command and status-word tables from data', async ({page}) => {
  await page.goto('/ledger-apps/kusama/APDUSPEC');
  const commands = page.getByRole('table', {name: /commands$/});
  await expect(commands.first()).toBeVisible();
  expect(await commands.first().locator('tbody tr').count()).toBeGreaterThanOrEqual(3);
  const statusWords = page.getByRole('table', {name: /status words$/});
  await expect(statusWords.first()).toContainText('0x6984');
  await expect(statusWords.first()).toContainText('0x6D00');
});

test("an APDUSPEC page's sections are headed alike: the component's Commands and Status words as the Markdown's Pitfalls", async ({
  page,
}) => {
  // Infima sizes and spaces `.markdown > h2`; the component's own h2s sat inside its root and came out at 24 px with
  // no space above, under 32 px "Transport at a glance" and "Pitfalls" (the phone's size is smaller, and alike too).
  for (const width of [1440, 390]) {
    await page.setViewportSize({width, height: 900});
    await open(page, '/ledger-apps/cosmos/APDUSPEC');
    const headings = await page
      .locator('article h2')
      .evaluateAll((hs) => hs.map((h) => `${getComputedStyle(h).fontSize} ${getComputedStyle(h).marginTop}`));
    const texts = await page.locator('article h2').allTextContents();
    expect(texts.map((t) => t.replace(/\u200b/g, '').trim())).toEqual(expect.arrayContaining(['Pitfalls', 'Commands', 'Status words']));
    expect(new Set(headings), `${width} px: the h2s' size and space above`).toHaveProperty('size', 1);
  }
});

test("an APDUSPEC page's CLA/INS/P1/P2 tables line their values up from command to command and span their column", async ({page}) => {
  // Sized by their content, the byte names' column was 216, 62 and 100 px in Cosmos's three commands, so the values
  // jumped left and right; at 390 px the tables stopped at their content's width beside full-width cards.
  for (const width of [1440, 390]) {
    await page.setViewportSize({width, height: 900});
    await open(page, '/ledger-apps/cosmos/APDUSPEC');
    const tables = await page.locator('table[aria-label$=" header"]').evaluateAll((ts) =>
      ts.map((t) => ({
        names: Math.round(t.querySelector('tbody th')!.getBoundingClientRect().width),
        short: Math.round(t.parentElement!.getBoundingClientRect().width - t.getBoundingClientRect().width),
      })),
    );
    expect(tables.length, `${width} px: commands`).toBeGreaterThan(2);
    expect(new Set(tables.map((t) => t.names)), `${width} px: the byte names' column`).toHaveProperty('size', 1);
    expect(
      tables.filter((t) => t.short > 1),
      `${width} px: tables narrower than their column`,
    ).toEqual([]);
  }
});

test('2.3 the APDU builder produces the exact APDU for a known vector and follows edits', async ({page}) => {
  await open(page, '/ledger-apps/kusama/APDUSPEC');
  const output = page.getByRole('region', {name: 'Generated APDUs'});
  // CLA 0x99, INS 0x01 (get address), P1 0, P2 0, Lc 0x14, m/44'/434'/0'/0'/0' as five little-endian u32.
  await expect(output).toContainText('99010000142c000080b2010080000000800000008000000080');
  const path = page.locator('input[placeholder^="m/44\'"]').first();
  await path.fill("m/44'/434'/0'/0'/1'");
  await expect(output).toContainText('99010000142c000080b2010080000000800000008001000080');
  await path.fill("m/44'/434'/0'/x");
  await expect(output).not.toContainText('990100');
  await expect(page.locator('form').first()).toContainText(/segment|invalid|path/i);
});

test("the APDU builder's fields side by side put their controls on one line when a label wraps", async ({page}) => {
  // Polkadot's INS_GET_ADDR: P1's label ("Show the result on the device and wait for approval") takes two lines beside
  // "Command"; its select sat 26 px lower than the Command select, and PATH's input below it out of line with P2's.
  await page.setViewportSize({width: 1440, height: 900});
  await open(page, '/ledger-apps/polkadot/APDUSPEC');
  const form = page.getByRole('form', {name: /APDU builder/});
  await form.getByLabel('Command', {exact: true}).selectOption({label: 'INS_GET_ADDR (INS 0x01)'});
  const rows = await form.evaluate((f) => {
    const fields = Array.from(f.children).map((field) => {
      const label = field.querySelector('label')!.getBoundingClientRect();
      const control = field.querySelector('select, input, textarea')!.getBoundingClientRect();
      return {name: field.querySelector('label')!.textContent!.trim(), left: control.left, top: control.top, labelBottom: label.bottom};
    });
    // Pairs in reading order: the fields whose controls start at the two columns' left edges.
    const lefts = [...new Set(fields.map((x) => Math.round(x.left)))].sort((a, b) => a - b);
    const pairs: {names: string[]; tops: number[]; gaps: number[]}[] = [];
    for (let i = 0; i + 1 < fields.length; i += 2)
      pairs.push({
        names: [fields[i].name, fields[i + 1].name],
        tops: [Math.round(fields[i].top), Math.round(fields[i + 1].top)],
        gaps: [fields[i], fields[i + 1]].map((x) => Math.round(x.top - x.labelBottom)),
      });
    return {columns: lefts.length, pairs};
  });
  expect(rows.columns, 'two columns at 1440 px').toBe(2);
  expect(rows.pairs.map((p) => p.names[1])).toContain('P1: Show the result on the device and wait for approval');
  for (const pair of rows.pairs) {
    expect(Math.abs(pair.tops[0] - pair.tops[1]), `${pair.names.join(' | ')}: controls' tops ${pair.tops}`).toBeLessThanOrEqual(1);
    // Each label stays right above its own control (a short label beside a long one is not left at the row's top).
    for (const gap of pair.gaps) expect(gap, `${pair.names.join(' | ')}: label to control`).toBeLessThanOrEqual(8);
  }
});

test("at 390 px the builder's output tabs, wrapped, fill each row with a line under every tab", async ({page}) => {
  // Polkadot's four tabs (Bytes, JavaScript, PolkadotGenericApp, Rust) take two rows; the list's line ran under the
  // second only, so the first row's selected tab was underlined above the tabs of the second.
  await page.setViewportSize({width: 390, height: 844});
  await open(page, '/ledger-apps/polkadot/APDUSPEC');
  const tablist = page.getByRole('tablist').filter({has: page.getByRole('tab', {name: 'Bytes'})});
  const {list, tabs} = await tablist.evaluate((l) => ({
    list: l.getBoundingClientRect().toJSON() as DOMRect,
    tabs: Array.from(l.querySelectorAll('[role="tab"]')).map((t) => {
      const style = getComputedStyle(t);
      const box = t.getBoundingClientRect();
      const line = t.getAttribute('aria-selected') === 'true' ? style.borderBottomWidth !== '0px' : style.boxShadow !== 'none';
      return {name: t.textContent, top: box.top, left: box.left, right: box.right, line};
    }),
  }));
  const rows = rowsByTop(tabs);
  expect(rows.length, 'the tabs wrap at 390 px').toBeGreaterThan(1);
  for (const row of rows) {
    expect(Math.abs(row[0].left - list.left), `${row.map((t) => t.name)}: starts at the list's left`).toBeLessThanOrEqual(1);
    expect(Math.abs(row[row.length - 1].right - list.right), `${row.map((t) => t.name)}: reaches its right`).toBeLessThanOrEqual(1);
  }
  expect(tabs.filter((t) => !t.line).map((t) => t.name)).toEqual([]);
});

test('2.3 the response decoder explains a status word', async ({page}) => {
  await open(page, '/ledger-apps/icp/APDUSPEC');
  await page.getByLabel(/Response hex/).fill('6985');
  const decoded = page.getByRole('region', {name: 'Decoded response'});
  await expect(decoded).toContainText('6985');
  await expect(decoded).toContainText(/Conditions not satisfied/);
  await expect(decoded).toContainText(/refused on the device/);
  // A word no app defines, which a locked device answers, is explained too (the client library's name).
  await page.getByLabel(/Response hex/).fill('5515');
  await expect(decoded).toContainText(/0x5515: Device locked\. Unlock the device/);
});

test('2.3 a supported-methods page filters by method', async ({page}) => {
  await open(page, '/ledger-apps/nodle/supported_9.25.x');
  const count = page
    .locator('[aria-live="polite"]')
    .filter({hasText: /methods/})
    .first();
  const before = await count.textContent();
  await page.getByRole('searchbox').first().fill('Transfer keep alive');
  await expect(count).not.toHaveText(before ?? '');
  const rows = page.locator('table tbody tr');
  expect(await rows.count()).toBeGreaterThan(0);
  // textContent, not innerText: in a narrower column the rows are cards with content-visibility: auto, and
  // innerText of a card the browser has not laid out yet (off screen, or inserted since the last frame) is ''.
  for (const text of await rows.allTextContents()) expect(text.toLowerCase()).toContain('transfer keep alive');
});

for (const {width, folded} of [
  {width: 1280, folded: true},
  {width: 1440, folded: false},
]) {
  test(`2.3 a supported-methods page is a table at ${width} px, its "On this page" ${folded ? 'folded above it' : 'beside it'}`, async ({
    page,
  }) => {
    // Beside a table of contents the doc column is 691 px at 1280 px, and the list would be cards ~3.5 times as tall.
    await page.setViewportSize({width, height: 800});
    await open(page, '/ledger-apps/nodle/supported_9.25.x');
    const firstRow = page.locator('table tbody tr').first();
    await expect(firstRow).toBeVisible();
    expect(await firstRow.evaluate((tr) => getComputedStyle(tr).display)).toBe('table-row');
    await expect(page.locator('table thead th').first()).toHaveCSS('position', 'sticky');
    const desktopToc = page.locator('.theme-doc-toc-desktop');
    const mobileToc = page.locator('.theme-doc-toc-mobile');
    const toc = folded ? mobileToc : desktopToc;
    if (folded) {
      await expect(desktopToc).toBeHidden();
      await mobileToc.getByRole('button', {name: 'On this page'}).click();
      // The page sweep runs axe at 1440 px, where this folded list does not show.
      expect((await axeBuilder(page).include('.theme-doc-toc-mobile').analyze()).violations).toEqual([]);
    } else {
      await expect(mobileToc).toBeHidden();
    }
    await expect(toc.getByRole('link')).toHaveText(['Methods by pallet', 'Changes since 8.23.x']);
    await toc.getByRole('link', {name: 'Changes since 8.23.x'}).click();
    await expect(page).toHaveURL(/#changes-since-823x$/);
    await expect(page.getByRole('heading', {name: 'Changes since 8.23.x'})).toBeInViewport();
    // The intro links there too, on a phone as here.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', {name: 'what changed since 8.23.x'}).click();
    await expect(page.getByRole('heading', {name: 'Changes since 8.23.x'})).toBeInViewport();
  });
}

test('2.3 a supported-methods page filters by device, says when nothing matches and restores every row', async ({page}) => {
  await open(page, '/ledger-apps/kusama/supported_latest');
  const rows = page.locator('table tbody tr');
  const count = page
    .locator('[aria-live="polite"]')
    .filter({hasText: /methods/})
    .first();
  const all = await rows.count();
  expect(all).toBeGreaterThan(100);
  await expect(count).toHaveText(new RegExp(`^${all} methods in \\d+ pallets$`));
  const device = page.getByLabel('Signable on');
  const firstDevice = await device.locator('option').nth(1).textContent();
  await device.selectOption({label: firstDevice ?? ''});
  const some = await rows.count();
  expect(some).toBeGreaterThan(0);
  await expect(count).toHaveText(`${some} of ${all} methods`);
  const marks = await rows.evaluateAll(
    (trs, label) => trs.map((tr) => tr.querySelector(`td[data-label="${label}"] [role="img"]`)?.getAttribute('aria-label')),
    firstDevice,
  );
  expect(new Set(marks)).toEqual(new Set([`${firstDevice}: yes`]));
  await page.getByRole('searchbox').first().fill('no such method anywhere');
  await expect(rows).toHaveCount(0);
  await expect(page.getByText('No method matches these filters.')).toBeVisible();
  await page.getByRole('searchbox').first().fill('');
  await device.selectOption({label: 'Any device'});
  await expect(rows).toHaveCount(all);
  await expect(count).toHaveText(new RegExp(`^${all} methods in \\d+ pallets$`));
});

test('2.3 on a phone a supported method is a card: its pallet over its name, the device marks side by side, then its arguments', async ({
  page,
}) => {
  // A label and a value on a line of their own for every cell made the Kusama list 117,000 px tall at 390 px; these cards take about three fifths of that.
  await page.setViewportSize({width: 390, height: 844});
  await open(page, '/ledger-apps/kusama/supported_latest');
  const card = page.locator('table tbody tr').first();
  await card.scrollIntoViewIfNeeded();
  const cells = await card.evaluate((tr) => {
    const read = (cell: Element) => {
      const {top, bottom} = cell.getBoundingClientRect();
      return {top, bottom, label: cell.getAttribute('data-label'), shown: getComputedStyle(cell, '::before').content};
    };
    return {
      pallet: read(tr.querySelector('[data-label="Pallet"]')!),
      method: read(tr.querySelector('[data-label="Method"]')!),
      marks: Array.from(tr.querySelectorAll('td'))
        .filter((td) => td.querySelector('[role="img"]'))
        .map(read),
      args: read(tr.querySelector('[data-label="Arguments"]')!),
    };
  });
  // The pallet heads the card without a label, the method's name under it.
  expect(cells.pallet.shown).toBe('none');
  expect(cells.method.shown).toBe('none');
  expect(cells.pallet.bottom).toBeLessThanOrEqual(cells.method.top + 1);
  // Three device builds and nesting: the marks share lines, each after its column's name, between the name and the arguments.
  expect(cells.marks).toHaveLength(4);
  expect(rowsByTop(cells.marks)[0].length, 'marks on the first line').toBeGreaterThan(1);
  for (const mark of cells.marks) {
    expect(mark.shown).toBe(`"${mark.label}"`);
    expect(mark.top).toBeGreaterThanOrEqual(cells.method.bottom - 1);
    expect(mark.bottom).toBeLessThanOrEqual(cells.args.top + 1);
  }
  expect(cells.args.shown).toBe('"Arguments"');
});

test("2.3 the overview table fits at 1280 px, its pages' links in view", async ({page}) => {
  // Which pages each row links: tests/build/ledger-overview.test.ts, over the built HTML.
  await page.setViewportSize({width: 1280, height: 900});
  // Hydrated: the links must also be there once React owns the table (the browser has no doc lists in its global data).
  await open(page, '/ledger-apps/overview');
  // In a 1280 px window every column fits beside the sidebar and the table of contents: each chain's pages are linked
  // under its name, the headers wrap, and a version count goes under its version rather than widening its column.
  // (A table that fits is no longer a labelled scroll region, TableScroll: it is found by its header.)
  const scroller = page.locator('.table-scroll').filter({has: page.getByRole('columnheader', {name: 'Supported list'})});
  await expect(scroller.getByRole('link', {name: 'APDU'})).toHaveCount(ledgerChains.length);
  await expect(scroller).not.toHaveAttribute('role', 'region');
  const widths = await scroller.evaluate((s) => ({scroll: s.scrollWidth, client: s.clientWidth}));
  expect(widths.scroll, `the table is ${widths.scroll} px wide in ${widths.client} px`).toBeLessThanOrEqual(widths.client);
});

test('2.1 /OpenAPI renders the Beryx API operations offline', async ({page}) => {
  // Redoc is a large chunk: parsing and rendering it takes tens of seconds on a loaded 2-core machine.
  test.setTimeout(90_000);
  const external: string[] = [];
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
    external.push(route.request().url());
    return route.abort();
  });
  // The viewer's place is busy while it loads: the viewer's code is held until that is seen on the hydrated page.
  // Asserted as it arrived, the check raced Redoc: once in a CI run, a busy machine's first look came after Redoc
  // had rendered.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let viewerHeld = false;
  await routeScriptChunks(page, async (_route, code) => {
    // The chunk of src/pages/_openapi/RedocViewer.tsx (its class name for a viewer in the previous colour mode).
    if (code.includes('openapi-redoc--stale')) {
      viewerHeld = true;
      await held;
    }
    return false;
  });
  await page.goto('/OpenAPI', {waitUntil: 'domcontentloaded'});
  await hydrated(page);
  await expect(page.locator('[aria-busy="true"]').first()).toHaveText('Loading the API reference…');
  await expect.poll(() => viewerHeld).toBe(true);
  release();
  // Once Redoc has rendered nothing is busy (the page sweep checks the viewer then, in each mode). Redoc's menu
  // lists the tags; opening one shows its operations.
  const menuTag = page.getByText('Account', {exact: true}).first();
  await expect(menuTag).toBeVisible({timeout: 60_000});
  await referenceDrawn(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await menuTag.click();
  await expect(page.getByText('Account information').first()).toBeVisible();
  await expect(page.getByText('Tipsets', {exact: true}).first()).toBeVisible();
  expect(external).toEqual([]);
});
