/**
 * Issue 21 in the browser: wide tables at phone, tablet and desktop widths, the sticky first column's
 * stripes, a diagram wider than its column, code-block copy buttons on touch and keyboard, the APDU
 * builder's copy button. (Every diagram's labels and size: the page sweep, a11y-sweep.spec.ts with
 * diagram-geometry.ts.)
 *   BUILD_DIR=/tmp/build-x E2E_PORT=3506 npx playwright test tests/e2e/wide-content.spec.ts
 */
import type {Page} from '@playwright/test';
import {minReadableScale} from '../../src/theme/Mermaid/zoom';
import {diagramFitProblems, diagramSizeProblems, diagramsFitFromPx, pageDiagrams} from './diagram-geometry';
import {expect, generatedApdus, open, test} from './fixtures';

const widths = [390, 1024, 1440] as const;

interface TableProblem {
  table: string;
  what: string;
}

/** Runs in the page: each table in the content either fits its column or scrolls in a labelled, focusable region. */
function tableProblems(): TableProblem[] {
  const problems: TableProblem[] = [];
  const column = document.querySelector('main article, main') as HTMLElement;
  const bounds = column.getBoundingClientRect();
  if (document.documentElement.scrollWidth > document.documentElement.clientWidth + 1) {
    problems.push({table: '(page)', what: `the page scrolls sideways (${document.documentElement.scrollWidth} px)`});
  }
  column.querySelectorAll('table').forEach((table, i) => {
    const name = `${i}: ${(table.querySelector('th')?.textContent ?? '').trim().slice(0, 30)}`;
    let scroller: HTMLElement | null = null;
    for (let e = table.parentElement; e && e !== column; e = e.parentElement) {
      if (/(auto|scroll)/.test(getComputedStyle(e).overflowX)) {
        scroller = e;
        break;
      }
    }
    if (scroller && scroller.scrollWidth > scroller.clientWidth + 1) {
      if (scroller.getAttribute('tabindex') !== '0') problems.push({table: name, what: 'scrolls, but its region is not focusable'});
      if (scroller.getAttribute('role') !== 'region' || !scroller.getAttribute('aria-label')?.trim()) {
        problems.push({table: name, what: 'scrolls, but its region has no role or label'});
      }
      const box = scroller.getBoundingClientRect();
      if (box.left < bounds.left - 1 || box.right > bounds.right + 1)
        problems.push({table: name, what: 'its region is wider than the column'});
      // The visible affordance: the shadow on the edge with hidden columns.
      const frame = scroller.parentElement!;
      const shadow = Number(getComputedStyle(frame, '::after').opacity);
      if (frame.dataset.tableScroll !== 'scrolls' || shadow === 0)
        problems.push({table: name, what: 'scrolls without a visible edge shadow'});
    } else {
      const box = table.getBoundingClientRect();
      if (box.left < bounds.left - 1 || box.right > bounds.right + 1) {
        problems.push({
          table: name,
          what: `overflows its column (${Math.round(box.left)}–${Math.round(box.right)} in ${Math.round(bounds.left)}–${Math.round(bounds.right)})`,
        });
      }
    }
  });
  return problems;
}

async function checkTables(page: Page, route: string): Promise<void> {
  await open(page, route);
  expect(await page.locator('main table').count(), route).toBeGreaterThan(0);
  for (const width of widths) {
    await page.setViewportSize({width, height: 900});
    // TableScroll re-measures on resize (ResizeObserver); wait until every region has.
    await expect(page.locator('[data-table-scroll="unmeasured"]')).toHaveCount(0);
    await expect.poll(() => page.evaluate(tableProblems), {message: `${route} at ${width} px`}).toEqual([]);
  }
}

test('21.3 Markdown tables fit or scroll in a labelled, focusable region at 390, 1024 and 1440 px', async ({page}) => {
  await checkTables(page, '/filecoin-signing-tools/wasm_api');
});

test('21.3 the apps comparison fits or scrolls in a labelled region at 390, 1024 and 1440 px', async ({page}) => {
  await checkTables(page, '/ledger-apps/overview');
});

test('21.2 the supported-methods table fits its column at 390, 1024 and 1440 px; type names break only at , < > ::', async ({page}) => {
  await checkTables(page, '/ledger-apps/astar/supported_latest');
  // Each width gives the arguments room: a table whose Arguments column is wide, or one card per method as wide as the table.
  for (const width of widths) {
    await page.setViewportSize({width, height: 900});
    const layout = await page
      .locator('main table')
      .first()
      .evaluate((table) => {
        const row = table.querySelector('tbody tr')!;
        const args = Array.from(table.querySelectorAll('thead th')).at(-1)!;
        // A card is a row laid out as a box of its own (a flex line of marks), not as a table row.
        return getComputedStyle(row).display !== 'table-row'
          ? {cards: true, room: row.getBoundingClientRect().width / table.getBoundingClientRect().width}
          : {cards: false, room: args.getBoundingClientRect().width};
      });
    expect(layout.room, `${width} px: ${JSON.stringify(layout)}`).toBeGreaterThan(layout.cards ? 0.98 : 250);
  }
  await page.setViewportSize({width: 1440, height: 900});
  // A type name breaks only at its break points (<wbr>, src/components/CodeBreaks), unless one part alone
  // is wider than its cell (the last-resort wrap): no other type name spans more lines than it has parts.
  const broken = await page.locator('table td code').evaluateAll((codes) =>
    codes
      .filter((code) => {
        if (code.getClientRects().length <= code.querySelectorAll('wbr').length + 1) return false;
        const cell = code.closest('td')!;
        const cs = getComputedStyle(cell);
        const room = cell.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
        (code as HTMLElement).style.whiteSpace = 'nowrap';
        const widest = Math.max(
          ...Array.from(code.childNodes)
            .filter((n) => n.nodeType === Node.TEXT_NODE)
            .map((n) => {
              const range = document.createRange();
              range.selectNodeContents(n);
              return range.getBoundingClientRect().width;
            }),
        );
        (code as HTMLElement).style.whiteSpace = '';
        return widest <= room;
      })
      .map((c) => c.textContent),
  );
  expect(broken).toEqual([]);
});

test('21.3 a table holding a CID fits its column at 1280 px: the CID, a word with no place to break, wraps in its cell', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await open(page, '/fevm/filecoin-solidity/mocks/deals');
  await expect(page.locator('[data-table-scroll="unmeasured"]')).toHaveCount(0);
  const scroller = page.locator('.table-scroll').filter({hasText: 'piece CID'});
  const widths = await scroller.evaluate((s) => ({scroll: s.scrollWidth, client: s.clientWidth}));
  expect(widths.scroll, `the table is ${widths.scroll} px wide in ${widths.client} px`).toBeLessThanOrEqual(widths.client);
  const cid = scroller.locator('td code', {hasText: /^baga6ea4/});
  expect(await cid.evaluate((code) => code.getClientRects().length)).toBeGreaterThan(1);
});

test('21.3 the sticky first column keeps the row stripes in dark mode', async ({page}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  // A small tablet: still a table, wider than its column (on a phone its rows are cards, reference-phone-width.spec.ts;
  // from about 720 px it fits).
  await page.setViewportSize({width: 640, height: 900});
  await open(page, '/ledger-apps/overview');
  const region = page.getByRole('region', {name: 'Ledger apps compared'});
  await expect(region.locator('..')).toHaveAttribute('data-table-scroll', 'scrolls');
  const rows = await region.locator('tbody tr').evaluateAll((trs) =>
    trs.slice(0, 4).map((tr) => {
      const [first, second] = Array.from(tr.children).map((c) => getComputedStyle(c).backgroundColor);
      return {row: getComputedStyle(tr).backgroundColor, first, second, sticky: getComputedStyle(tr.children[0]).position};
    }),
  );
  for (const r of rows) {
    expect(r.sticky).toBe('sticky');
    // Opaque, and the same as the row: the striping carries into the sticky cell.
    expect(r.first).toBe(r.row);
    expect(r.first).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
  }
  expect(rows[0].row).not.toBe(rows[1].row);
  // The region scrolls from the keyboard.
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});

test('21.1 a diagram wider than its column keeps its text readable and scrolls sideways in a labelled region at 390 px, and fits at 1280 px', async ({
  page,
}) => {
  const drawn = (n: number) =>
    page.waitForFunction(([selector, n]) => document.querySelectorAll(selector).length === n, [pageDiagrams, n] as const);
  await page.setViewportSize({width: 390, height: 900});
  await open(page, '/icp-icrc3-evm-adapter/architecture');
  await drawn(2);
  // Fitted to the column, this chart would draw its 16 px labels under 8 px on a phone.
  expect(await page.evaluate(diagramSizeProblems, [pageDiagrams, minReadableScale] as const)).toEqual([]);
  const region = page.getByRole('region', {name: 'Diagram under “Components”'});
  await expect(region.locator('..')).toHaveAttribute('data-table-scroll', 'scrolls');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  // In a 1280 px window the same diagram fits its column at its readable size (the sweep holds every diagram to it).
  // The wrapper of the page's first diagram (its region's role and name go once it no longer scrolls).
  const wrapper = page
    .locator('[data-table-scroll]')
    .filter({has: page.locator(pageDiagrams)})
    .first();
  await page.setViewportSize({width: diagramsFitFromPx, height: 900});
  await expect(wrapper).toHaveAttribute('data-table-scroll', 'fits');
  expect(await page.evaluate(diagramFitProblems, [pageDiagrams, minReadableScale] as const)).toEqual([]);
  // One that fits the desktop column is drawn as it was: no region, nothing to scroll. This sequence fits because
  // its messages with long code names are set in lines the site breaks (src/theme/Mermaid/config.ts breakLines); on
  // one line each they set it 1,438 px wide. No name is cut mid-word with a hyphen, as Mermaid's own wrapping does.
  await open(page, '/vault-k8s-canister/operator/component_diagrams/crdOperator');
  await drawn(1);
  expect(await page.evaluate(diagramSizeProblems, [pageDiagrams, minReadableScale] as const)).toEqual([]);
  await expect(page.locator('[data-table-scroll="fits"] .docusaurus-mermaid-container')).toHaveCount(1);
  await expect(page.getByRole('region', {name: /^Diagram/})).toHaveCount(0);
  const lines = await page.locator(`${pageDiagrams} text`).allTextContents();
  expect(lines).toContain('add_secret(namespace/name,');
  expect(lines.filter((line) => /[A-Za-z0-9]-$/.test(line.trim()))).toEqual([]);
});

test('21.1 a diagram narrower than its column is centred in it; one wider starts at its left edge', async ({page}) => {
  await page.setViewportSize({width: 1440, height: 900});
  /** The space left and right of each diagram inside its column (its container). */
  const sides = () =>
    page.evaluate((selector) => {
      return Array.from(document.querySelectorAll<SVGSVGElement>(selector)).map((svg) => {
        const column = svg.closest('.docusaurus-mermaid-container')!.getBoundingClientRect();
        const drawn = svg.getBoundingClientRect();
        return {left: drawn.left - column.left, right: column.right - drawn.right};
      });
    }, pageDiagrams);
  // The TEE signer's overview: about 550 px in the 808 px column.
  await open(page, '/tee-signer/intro');
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 1, pageDiagrams);
  const [narrow] = await sides();
  expect(narrow.left).toBeGreaterThan(100);
  expect(Math.abs(narrow.left - narrow.right)).toBeLessThanOrEqual(1);
  // The EVM adapter's components chart, wider than a phone's column: it scrolls from its start.
  await page.setViewportSize({width: 390, height: 844});
  await open(page, '/icp-icrc3-evm-adapter/architecture');
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 2, pageDiagrams);
  const [wide] = await sides();
  expect(Math.abs(wide.left)).toBeLessThanOrEqual(1);
  expect(wide.right).toBeLessThan(0);
});

test("21.1 a sequence's step numbers are drawn at its messages' size at 390 px, each inside its circle", async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  // Three sequences numbered 1–19 across them: two-digit numbers, drawn at 0.75 on a phone.
  await open(page, '/vault-k8s-canister/design');
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 3, pageDiagrams);
  const numbers = await page.evaluate((selector) => {
    return Array.from(document.querySelectorAll<SVGSVGElement>(selector)).flatMap((svg) => {
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      const messagePx = parseFloat(getComputedStyle(svg.querySelector('.messageText')!).fontSize) * scale;
      const dot = svg.querySelector('marker[id$="-sequencenumber"] circle')!;
      return Array.from(svg.querySelectorAll<SVGTextElement>('text.sequenceNumber')).map((text) => {
        // The number's circle is its line's start marker: centred on (x1, y1), scaled by the line's stroke width.
        const line = text.previousElementSibling as SVGLineElement;
        const centre = new DOMPoint(line.x1.baseVal.value, line.y1.baseVal.value).matrixTransform(line.getScreenCTM()!);
        const radius = parseFloat(getComputedStyle(dot).r) * parseFloat(getComputedStyle(line).strokeWidth) * scale;
        const box = text.getBoundingClientRect();
        const inside =
          box.left >= centre.x - radius &&
          box.right <= centre.x + radius &&
          box.top >= centre.y - radius &&
          box.bottom <= centre.y + radius;
        return {step: text.textContent, px: parseFloat(getComputedStyle(text).fontSize) * scale, messagePx, inside};
      });
    });
  }, pageDiagrams);
  expect(numbers.map((n) => n.step)).toEqual(Array.from({length: 19}, (_, i) => String(i + 1)));
  for (const n of numbers) {
    expect(n.px, `step ${n.step}`).toBeCloseTo(n.messagePx, 1);
    expect(n.px, `step ${n.step}`).toBeGreaterThanOrEqual(12);
    expect(n.inside, `step ${n.step} inside its circle`).toBe(true);
  }
});

test.describe('21.5 code-block copy buttons on a touch device', () => {
  test.use({hasTouch: true, isMobile: true, viewport: {width: 390, height: 844}});

  test('are shown without hover', async ({page}) => {
    await open(page, '/zemu/quickstart');
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    const button = page.locator('.theme-code-block').first().getByRole('button', {name: /copy/i});
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeVisible();
    expect(Number(await button.evaluate((b) => getComputedStyle(b).opacity))).toBeGreaterThanOrEqual(0.8);
  });
});

test.describe('21.5 copying', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('a code block copies from the keyboard and says so', async ({page}) => {
    await open(page, '/zemu/quickstart');
    const block = page.locator('.theme-code-block').first();
    const button = block.getByRole('button', {name: /copy/i});
    await button.focus();
    await expect.poll(() => button.evaluate((b) => Number(getComputedStyle(b).opacity))).toBeGreaterThan(0.3);
    await page.keyboard.press('Enter');
    await expect(block.getByRole('status')).toHaveText('Copied to clipboard');
    const code = (await block.locator('pre code').innerText()).trim();
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code);
  });

  test('the APDU builder copies its output', async ({page}) => {
    await open(page, '/ledger-apps/avalanche/APDUSPEC');
    await page.getByLabel('Command', {exact: true}).selectOption({label: 'AVX_SIGN_HASH (INS 0x04)'});
    const apdus = await generatedApdus(page);
    expect(apdus).toHaveLength(3);
    await page.getByRole('button', {name: 'Copy APDUs'}).click();
    await expect(page.getByRole('status').filter({hasText: 'APDUs copied'})).toHaveText('3 APDUs copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(apdus.join('\n'));
    // Each APDU of a chunked command copies on its own too.
    await page.getByRole('button', {name: 'Copy APDU 2'}).click();
    await expect(page.getByRole('status').filter({hasText: 'copied'})).toHaveText('APDU 2 copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(apdus[1]);
  });
});

test('21.6 the APDU builder lays each APDU out as CLA | INS | P1 | P2 | Lc | data, within the column at 390 px', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await open(page, '/ledger-apps/avalanche/APDUSPEC');
  await page.getByLabel('Command', {exact: true}).selectOption({label: 'AVX_SIGN_HASH (INS 0x04)'});
  const items = page.getByRole('region', {name: 'Generated APDUs'}).locator('li');
  await expect(items).toHaveCount(3);
  for (const item of await items.all()) {
    const hex = (await item.locator('code').innerText()).trim().toLowerCase();
    const fields = await item.locator('dt').allInnerTexts();
    const bytes = await item.locator('dd').allInnerTexts();
    expect(fields.slice(0, 5)).toEqual(['CLA', 'INS', 'P1', 'P2', 'Lc']);
    expect(bytes.join('').replace(/\s/g, '')).toBe(hex);
    expect(bytes[1]).toBe('04');
    const fits = await item.locator('dl').evaluate((dl) => {
      const column = dl.closest('article')!.getBoundingClientRect();
      return Array.from(dl.children).every((c) => c.getBoundingClientRect().right <= column.right + 1);
    });
    expect(fits).toBe(true);
  }
});

test('doc titles beside "Copy page" on a phone break between words, never inside one', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  for (const route of ['/zemu/quickstart', '/fevm/filecoin-solidity/use-it', '/ledger-apps/zcash/APDUSPEC']) {
    await open(page, route);
    const split = await page.locator('article h1').evaluate((h1) => {
      const text = h1.firstChild!;
      const words: string[] = [];
      for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        // One box per line the word occupies.
        if (new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size > 1) words.push(match[0]);
      }
      return {words, count: (text.textContent ?? '').split(/\s+/).filter(Boolean).length};
    });
    expect(split.count, `${route}: the title is one text node`).toBeGreaterThan(0);
    expect(split.words, `${route}: title words broken across lines`).toEqual([]);
  }
});

test('a command-line flag in running text keeps its dashes with its name on a phone (--debug, never -- | debug)', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  // /zemu/'s "How it works" list ends a line at `--debug` at 390 px.
  await open(page, '/zemu/');
  const flags = await page
    .locator('article p code, article li code')
    .evaluateAll((codes) =>
      codes
        .filter((c) => /^-{1,2}[^\s-]+$/.test(c.textContent ?? ''))
        .map((c) => ({text: c.textContent, lines: new Set(Array.from(c.getClientRects(), (r) => Math.round(r.top))).size})),
    );
  expect(flags.map((f) => f.text)).toContain('--debug');
  expect(flags.filter((f) => f.lines > 1)).toEqual([]);
});
