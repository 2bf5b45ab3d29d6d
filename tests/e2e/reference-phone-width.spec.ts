/**
 * Issue 43.4 in the browser: at 390 × 844 the wide reference tables are read as cards (each cell
 * under its column's name) with no cell narrower than 8 characters of its own text, and their long
 * code names and paths, and the headings, wrap between their parts, never inside a word that fits; at 1440 px
 * they are still tables. A Mermaid diagram opens full screen from its button, by mouse and by
 * keyboard, zooms, and Escape closes it with focus back on the button.
 *   BUILD_DIR=/tmp/build-tables E2E_PORT=3312 npx playwright test tests/e2e/reference-phone-width.spec.ts
 */
import {diagramProblems, fullScreenDiagram} from './diagram-geometry';
import {expect, open, startInColourMode, test} from './fixtures';
import {lineStartOffsets} from './text-lines';
import type {Locator, Page} from '@playwright/test';
import {minReadableScale} from '../../src/theme/Mermaid/zoom';

const phone = {width: 390, height: 844};
const desktop = {width: 1440, height: 900};

interface TableReading {
  /** Visible cells whose content box holds fewer than 8 characters of their own font. */
  narrow: {text: string; room: number; eightChars: number}[];
  /** How the first body row is laid out: 'block' for a card, 'table-row' for a table. */
  row: string;
  /** Whether the header row is on screen. */
  header: boolean;
  /** A labelled cell's label and what its ::before shows. */
  label: {attr: string | null; shown: string} | null;
}

/** Runs in the page, once for all of a page's tables (the machine may be slow: one round trip). */
function readTables(tables: Element[]): TableReading[] {
  const context = document.createElement('canvas').getContext('2d')!;
  return tables.map((table) => {
    const thead = table.querySelector('thead');
    const header = thead !== null && thead.getBoundingClientRect().width > 1;
    const cells = Array.from(table.querySelectorAll<HTMLElement>(header ? 'th, td' : 'tbody th, tbody td'));
    const narrow = cells
      .filter((cell) => (cell.textContent ?? '').trim() !== '' && cell.getClientRects().length > 0)
      .map((cell) => {
        const cs = getComputedStyle(cell);
        context.font = cs.font;
        const eightChars = 8 * context.measureText('0').width;
        const room = cell.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
        return {text: (cell.textContent ?? '').trim().slice(0, 40), room: Math.round(room), eightChars: Math.round(eightChars)};
      })
      .filter((c) => c.room < c.eightChars);
    const first = table.querySelector('tbody tr');
    const labelled = first?.querySelector('[data-label]');
    return {
      narrow,
      row: first ? getComputedStyle(first).display : '',
      header,
      label: labelled ? {attr: labelled.getAttribute('data-label'), shown: getComputedStyle(labelled, '::before').content} : null,
    };
  });
}

/** At phone width: cards, each value beside its column's name, no cell under 8 characters. */
async function expectReadable(tables: Locator, where: string): Promise<void> {
  await expect.poll(() => tables.count(), {message: `${where}: tables to check`}).toBeGreaterThan(0);
  const readings = await tables.evaluateAll(readTables);
  readings.forEach((r, i) => {
    expect(r.narrow, `${where}, table ${i}: cells under 8 characters`).toEqual([]);
    expect(r.row, `${where}, table ${i}: rows are cards`).toBe('block');
    expect(r.label, `${where}, table ${i}: a labelled cell`).not.toBeNull();
    expect(r.label!.shown, `${where}, table ${i}: the label is shown`).toBe(`"${r.label!.attr}"`);
  });
}

interface WordCuts {
  /** Elements that take more than one line. */
  wrapped: number;
  /** Line breaks inside a word that the element's line could hold whole. */
  cuts: {text: string; width: number; room: number}[];
}

/**
 * Runs in the page over code names and headings: a line break between two letters or digits of one word, where the
 * word would fit on a line, cuts the word (`hei|ght`, `APD|U`) instead of wrapping between its parts (`height/` |
 * `:block_height`, `Fil|Address`). The room is the content width of the cell, or of the heading.
 */
function readWordCuts(elements: Element[]): WordCuts {
  const context = document.createElement('canvas').getContext('2d')!;
  const range = document.createRange();
  let wrapped = 0;
  const cuts = elements.flatMap((el) => {
    // Each character's line, read from its own box (a heading's box is one rectangle however many lines it has).
    // A space where a line breaks has no box: it stays in the text (a word boundary) but says nothing of lines.
    const chars: {char: string; top: number | null}[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let k = 0; k < node.length; k++) {
        range.setStart(node, k);
        range.setEnd(node, k + 1);
        const box = range.getBoundingClientRect();
        chars.push({char: node.data[k], top: box.width > 0 ? box.top : null});
      }
    }
    const breaksAt: number[] = [];
    let lineTop: number | null = null;
    chars.forEach((c, k) => {
      if (c.top === null) return;
      if (lineTop !== null && c.top > lineTop + 4) breaksAt.push(k);
      lineTop = c.top;
    });
    if (breaksAt.length === 0) return [];
    wrapped++;
    const box = el.closest<HTMLElement>('th, td, h1, h2, h3')!;
    const cs = getComputedStyle(box);
    const room = box.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
    context.font = getComputedStyle(el).font;
    const text = chars.map((c) => c.char).join('');
    return breaksAt.flatMap((k) => {
      const [before, here] = [text[k - 1], text[k]];
      const newWord = /[a-z0-9]/.test(before) && /[A-Z]/.test(here);
      if (!/[A-Za-z0-9]/.test(before) || !/[A-Za-z0-9]/.test(here) || newWord) return [];
      const word = /[A-Za-z0-9]+$/.exec(text.slice(0, k))![0] + /^[A-Za-z0-9]+/.exec(text.slice(k))![0];
      const width = context.measureText(word).width;
      return width <= room ? [{text: `${text.slice(0, k)}|${text.slice(k)}`, width: Math.round(width), room: Math.round(room)}] : [];
    });
  });
  return {wrapped, cuts};
}

/** At 1440 px: still tables, header row shown. */
async function expectTables(tables: Locator, where: string): Promise<void> {
  await expect
    .poll(async () => (await tables.evaluateAll(readTables)).map((r) => ({row: r.row, header: r.header})), {message: where})
    .toEqual(Array((await tables.count()) as number).fill({row: 'table-row', header: true}));
}

/** The response decoder's table on the Filecoin APDU page, filled with a GET_ADDR answer (public key and two addresses). */
async function decodedTable(page: Page): Promise<Locator> {
  await open(page, '/ledger-apps/filecoin/APDUSPEC');
  const command = page.getByLabel('Command', {exact: true});
  const option = await command.locator('option', {hasText: 'INS_GET_ADDR_SECP256K1'}).first().textContent();
  await command.selectOption({label: option!.trim()});
  const address = 'f1' + 'a'.repeat(39);
  const ascii = [...address].map((c) => c.charCodeAt(0).toString(16)).join('');
  await page.getByLabel(/Response hex/).fill('04' + 'ab'.repeat(64) + '15' + '01' + 'cd'.repeat(20) + '29' + ascii + '9000');
  const table = page.getByRole('region', {name: 'Decoded response'}).getByRole('table');
  await expect(table).toContainText('ADDR_S');
  return table;
}

/** The wide reference tables of a page: four columns or more, or one named by the issue. */
const referenceTables = (page: Page, named?: string): Locator => {
  const tables = page.locator('main article table');
  const wide = tables.filter({has: page.locator('thead th:nth-child(4)')});
  return named ? wide.or(tables.filter({hasText: named})) : wide;
};

/** Pages with such tables; the Namadexer routes table has three columns, its routes take the room. */
const referencePages: [string, string?][] = [
  ['/ledger-apps/overview'],
  ['/namadexer/server', '/block/last'],
  ['/namadexer/indexer'],
  ['/filecoin-signing-tools/wasm_api'],
  // The command sections' payload (4 columns) and response tables.
  ['/ledger-apps/filecoin/APDUSPEC', 'Response, before SW1-SW2'],
];

test.describe('43.4 reference tables at 390 px', () => {
  test.use({viewport: phone});

  for (const [route, named] of referencePages) {
    test(`${route}: every cell holds at least 8 characters, code and headings wrap between words; rows are labelled cards`, async ({
      page,
    }) => {
      await open(page, route);
      await expectReadable(referenceTables(page, named), route);
      const words = await page.locator('main article :is(table code, h2, h3)').evaluateAll(readWordCuts);
      expect(words.cuts, `${route}: a code name or heading cut inside a word`).toEqual([]);
      // Long names and paths do wrap on these pages: they were checked, not just short enough.
      if (route !== '/ledger-apps/overview') expect(words.wrapped, `${route}: code and headings that wrap`).toBeGreaterThan(0);
      await page.setViewportSize(desktop);
      await expectTables(referenceTables(page, named), `${route} at 1440 px`);
    });
  }

  test('a built APDU wraps between two bytes, never inside one', async ({page}) => {
    await open(page, '/ledger-apps/avalanche/APDUSPEC');
    await page.getByLabel('Command', {exact: true}).selectOption({label: 'AVX_SIGN (INS 0x05)'});
    await page.getByLabel(/^TRANSACTION/).fill('ab'.repeat(300));
    const output = page.getByRole('region', {name: 'Generated APDUs'});
    await expect(output).toContainText('3 APDUs');
    // The offset in the hex of each character that starts a line.
    const [lineStarts] = await output.locator('li code').nth(1).evaluateAll(lineStartOffsets);
    expect(lineStarts.length, 'the APDU takes several lines').toBeGreaterThan(1);
    expect(lineStarts.filter((offset) => offset % 2 !== 0)).toEqual([]);
  });

  test('the APDU response decoder: every field a card of at least 8 characters', async ({page}) => {
    const table = await decodedTable(page);
    await expectReadable(table, 'decoded response');
    // The field name titles its card; the value is labelled.
    await expect(table.locator('tbody th').first()).toHaveText('PK');
    await expect(table.locator('tbody td').first()).toHaveAttribute('data-label', 'Value');
    await page.setViewportSize(desktop);
    await expectTables(table, 'decoded response at 1440 px');
  });

  test("an APDU page's transport summary: each fact's name above its value, nothing to scroll sideways; side by side at 1440 px", async ({
    page,
  }) => {
    await open(page, '/ledger-apps/polkadot/APDUSPEC');
    const summary = page.getByRole('table', {name: 'Polkadot transport summary'});
    /** Per row: whether the value starts below its name, and how far the table reaches past its box. */
    const layout = () =>
      summary.evaluate((table) => {
        const box = table.parentElement!;
        const rows = Array.from(table.querySelectorAll('tbody tr')).map((tr) => {
          const [name, value] = [tr.querySelector('th')!.getBoundingClientRect(), tr.querySelector('td')!.getBoundingClientRect()];
          return value.top >= name.bottom - 1 ? 'stacked' : value.left >= name.right - 1 ? 'beside' : 'overlaps';
        });
        return {rows: [...new Set(rows)], hidden: box.scrollWidth - box.clientWidth};
      });
    // Six facts in this app's summary, the long ones (the path, the commit links) among them.
    await expect(summary.locator('tbody tr')).toHaveCount(6);
    expect(await layout()).toEqual({rows: ['stacked'], hidden: 0});
    const words = await summary.locator('code').evaluateAll(readWordCuts);
    expect(words.cuts, 'a code value cut inside a word').toEqual([]);
    await page.setViewportSize(desktop);
    await expect.poll(layout).toEqual({rows: ['beside'], hidden: 0});
  });

  test("a two-column table's cards: each name titles its card and its value takes the card's width under it; side by side at 1440 px", async ({
    page,
  }) => {
    /** Per row: where the value sits against the name, the value's left edge against the name's, and what labels it. */
    const layout = (table: Locator) =>
      table.evaluate((t) =>
        Array.from(t.querySelectorAll('tbody tr')).map((tr) => {
          const [name, value] = Array.from(tr.children) as HTMLElement[];
          const [n, v] = [name, value].map((cell) => {
            const box = cell.getBoundingClientRect();
            return {top: box.top, bottom: box.bottom, right: box.right, left: box.left + parseFloat(getComputedStyle(cell).paddingLeft)};
          });
          const label = getComputedStyle(value, '::before');
          return {
            place: v.top >= n.bottom - 1 ? 'under' : v.left >= n.right - 1 ? 'beside' : 'overlaps',
            sameLeft: Math.abs(v.left - n.left) < 1,
            label: label.content === 'none' || label.content === 'normal' ? '' : `${label.content} ${label.display}`,
          };
        }),
      );
    // Zemu's facts ("Item | Value"): the names were under "Item" and the values under "Value" in a gutter that left a
    // Docker image reference under 60 % of the card. A column headed more than "Value" keeps its name, above the value.
    for (const [route, valueColumn, label] of [
      ['/zemu/', 'Value', ''],
      ['/drand/introduction/overview', 'Returns', '"Returns" block'],
    ] as const) {
      await page.setViewportSize(phone);
      await open(page, route);
      const table = page.locator('main article table').filter({has: page.locator('thead th:nth-child(2)', {hasText: valueColumn})});
      await expect(table).toHaveCount(1);
      const rows = await layout(table);
      expect(rows.length, `${route}: rows`).toBeGreaterThan(2);
      const seen = (r: {place: string; sameLeft: boolean; label: string}) =>
        `${r.place}${r.sameLeft ? ', same left edge' : ''} ${r.label}`.trim();
      expect([...new Set(rows.map(seen))], `${route} at 390 px`).toEqual([`under, same left edge ${label}`.trim()]);
      await page.setViewportSize(desktop);
      await expect.poll(async () => [...new Set((await layout(table)).map(seen))], `${route} at 1440 px`).toEqual(['beside']);
    }
  });

  test('the privacy notice: its services and storage tables are labelled cards, every storage key whole on its line', async ({page}) => {
    await open(page, '/privacy-notice');
    const tables = page.locator('main table');
    await expect(tables).toHaveCount(2);
    await expectReadable(tables, '/privacy-notice');
    // Each key its own line of code; the long search keys wrap at their underscores, not inside a word.
    await expect(tables.nth(1).locator('tbody th code', {hasText: '__DOCSEARCH_FAVORITE_SEARCHES__<index>'})).toHaveCount(1);
    const words = await tables.locator('code').evaluateAll(readWordCuts);
    expect(words.cuts, 'a storage key cut inside a word').toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
      'the page scrolls sideways',
    ).toBe(false);
    await page.setViewportSize(desktop);
    await expectTables(tables, '/privacy-notice at 1440 px');
    // With the room of a wide screen, no key is broken across lines.
    const lines = await tables
      .nth(1)
      .locator('tbody th code')
      .evaluateAll((codes) => codes.map((c) => c.getClientRects().length));
    expect(lines.length).toBeGreaterThan(5);
    expect(new Set(lines), 'lines per storage key at 1440 px').toEqual(new Set([1]));
  });

  test('a blank cell is left out of its card, not shown as a label with no value; at 1440 px it keeps its column', async ({page}) => {
    await open(page, '/icp-icrc3-evm-adapter/components/evm-adapter-proxy');
    const table = page.locator('.table-scroll table').filter({hasText: 'icp.loggerCanisterId'});
    /** Per shown cell of the table: its label and whether it holds anything. */
    const shown = () =>
      table.evaluate((t) =>
        Array.from(t.querySelectorAll<HTMLElement>('tbody td[data-label]'))
          .filter((td) => td.getClientRects().length > 0)
          .map((td) => ({label: td.dataset.label, blank: (td.textContent ?? '').trim() === ''})),
      );
    const cards = await shown();
    expect(cards.length, 'cells shown').toBeGreaterThan(10);
    expect(cards.filter((c) => c.blank)).toEqual([]);
    // serverPort's row: no Required or Default value, so its card shows its key and meaning only.
    await expect(table.locator('tbody tr').first().locator('td:visible')).toHaveCount(2);
    await page.setViewportSize(desktop);
    expect((await shown()).filter((c) => c.blank).length, 'blank cells keep their place in the table').toBeGreaterThan(0);
  });

  test('the supported-methods list spells out its device columns in device names', async ({page}) => {
    await open(page, '/ledger-apps/kusama/supported_latest');
    const legend = page.locator('main dl').filter({hasText: 'Nano S XL'});
    const pairs = await legend.locator('dt').evaluateAll((dts) => dts.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(pairs).toContainEqual(['Nano SP/X - Stax', 'Nano S Plus, Nano X and Stax']);
    expect(pairs.find(([dt]) => dt === 'Nano S XL')?.[1]).toMatch(/^Nano S, .*full parser/);
    // Every device column of the table is explained.
    const columns = await page.locator('main table thead th').allTextContents();
    for (const dt of pairs.map(([dt]) => dt)) expect(columns).toContain(dt);
  });
});

test.describe('43.4 a diagram opens full screen and zooms', () => {
  test.use({viewport: phone});

  const openButton = (page: Page) => page.getByRole('button', {name: 'Full screen'}).first();
  const dialog = (page: Page) => page.getByRole('dialog', {name: 'Diagram'});

  test('by mouse: opens over the whole screen, zooms in and out, Escape closes, focus returns', async ({page}) => {
    await open(page, '/zemu');
    const button = openButton(page);
    await button.click();
    await expect(dialog(page)).toBeVisible();
    // The whole viewport but the page's scrollbar gutter (scrollbar-gutter: stable keeps it), opaque.
    const box = await dialog(page).boundingBox();
    expect(box!.x).toBe(0);
    expect(box!.width).toBeGreaterThanOrEqual(phone.width - 16);
    expect(box!.height).toBeGreaterThanOrEqual(phone.height - 1);
    expect(await dialog(page).evaluate((d) => getComputedStyle(d).backgroundColor)).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    // The copy repeats no id of the page's diagram.
    const duplicated = await dialog(page).evaluate((d) =>
      Array.from(d.querySelectorAll('svg [id], svg[id]'))
        .map((e) => e.id)
        .filter((id) => document.querySelectorAll(`[id="${CSS.escape(id)}"]`).length > 1),
    );
    expect(duplicated).toEqual([]);

    const view = dialog(page).getByRole('region', {name: 'Diagram, zoomable'});
    const svg = view.locator('svg').first();
    const scale = async () => Number(await view.getAttribute('data-scale'));
    const width = async () => (await svg.boundingBox())!.width;
    const [s0, w0] = [await scale(), await width()];
    await dialog(page).getByRole('button', {name: 'Zoom in'}).click();
    await expect.poll(scale).toBeGreaterThan(s0);
    expect(await width()).toBeGreaterThan(w0 * 1.2);
    await dialog(page).getByRole('button', {name: 'Zoom out'}).click();
    await dialog(page).getByRole('button', {name: 'Zoom out'}).click();
    await expect.poll(scale).toBeLessThan(s0);
    // Ctrl+wheel (a trackpad pinch) zooms too.
    const before = await scale();
    await view.hover();
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -300);
    await page.keyboard.up('Control');
    await expect.poll(scale).toBeGreaterThan(before);

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('at 1440 px it opens whole when its text stays readable (a 900 px screen), else at its own size (a 600 px one)', async ({page}) => {
    /** The opened view's scale, the scale that would show the drawing whole, and whether it scrolls. */
    const opened = async (path: string) => {
      await open(page, path);
      await page.getByRole('button', {name: 'Full screen'}).first().click();
      const view = dialog(page).getByRole('region', {name: 'Diagram, zoomable'});
      await expect(view.locator('svg').first()).toBeVisible();
      const state = await view.evaluate((el) => {
        const box = el.querySelector('svg')!.viewBox.baseVal;
        return {
          scale: Number(el.getAttribute('data-scale')),
          fit: Math.min(el.clientWidth / box.width, el.clientHeight / box.height),
          scrolls: el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
        };
      });
      await page.keyboard.press('Escape');
      return state;
    };
    // FilGas's project-structure chart is about as tall as a desktop screen (879 px at its own size).
    // On a 900 px screen it shows whole with its text still readable: opened at that scale, nothing cut off.
    const chart = '/filecoin-gas/filgas/project-struct';
    await page.setViewportSize(desktop);
    const onTall = await opened(chart);
    expect(onTall.fit, 'the chart no longer shows the case (pick another)').toBeGreaterThanOrEqual(minReadableScale);
    expect(onTall.fit).toBeLessThan(1);
    expect(onTall.scale).toBeCloseTo(onTall.fit, 2);
    expect(onTall.scrolls).toBe(false);
    // On a 600 px screen, shown whole it would have its text at about half size: 100 %, panned.
    await page.setViewportSize({width: desktop.width, height: 600});
    const onShort = await opened(chart);
    expect(onShort.fit, 'the chart no longer shows the case (pick another)').toBeLessThan(minReadableScale);
    expect(onShort.scale).toBe(1);
    expect(onShort.scrolls).toBe(true);
  });

  test('in dark mode the copy keeps every label readable on the dialog (edge labels on its background, not grey boxes)', async ({page}) => {
    await startInColourMode(page, 'dark');
    await open(page, '/zemu');
    await openButton(page).click();
    const copy = dialog(page).locator(fullScreenDiagram);
    await expect(copy).toBeVisible();
    expect(await page.evaluate(diagramProblems, fullScreenDiagram)).toEqual([]);
    const label = await copy
      .locator('.edgeLabel')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(label).toBe(await dialog(page).evaluate((el) => getComputedStyle(el).backgroundColor));
  });

  test('by keyboard: Enter opens it with focus inside, Close and Escape shut it, focus returns', async ({page}) => {
    await open(page, '/zemu');
    const button = openButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    expect(await dialog(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
    const zoomIn = dialog(page).getByRole('button', {name: 'Zoom in'});
    const view = dialog(page).getByRole('region', {name: 'Diagram, zoomable'});
    const s0 = Number(await view.getAttribute('data-scale'));
    await zoomIn.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => Number(await view.getAttribute('data-scale'))).toBeGreaterThan(s0);
    await dialog(page).getByRole('button', {name: 'Close'}).focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();
  });
});
