import type {Locator, Page} from '@playwright/test';
import {axeBuilder} from './axe';
import {expect, generatedApdus, open, test} from './fixtures';
import filecoin from '../../data/ledger-apps/filecoin/apdu';
import {clientLibraries} from '../../data/ledger-apps/clients';
import {addressInstruction} from '@zondax/docs-core/chains/facts';
import {builderAnchor} from '@zondax/docs-core/ledger/apdu/buildChoice';

/**
 * Issue 41 item 3 in the browser: the builder's "Copy as code" tabs. Commands are picked by id and
 * their fields found by the names in the data, which other work renames.
 */
const page = '/ledger-apps/filecoin/APDUSPEC';
const chunked = filecoin.commands.find((c) => c.chunking && c.buildable !== false && c.payload?.some((f) => f.kind === 'message'))!;
const message = chunked.payload!.find((f) => f.kind === 'message')!;
const address = filecoin.commands.find((c) => c.name === addressInstruction(filecoin)!.name)!;
const library = clientLibraries.filecoin[0];
const className = 'default' in library.importName ? library.importName.default : library.importName.named;

async function pick(p: Page, id: string): Promise<void> {
  await p.getByLabel('Command', {exact: true}).selectOption(id);
}

/** A form field by the name the data gives it (the label goes on with a hint). */
const field = (p: Page, name: string) => p.getByLabel(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

/**
 * The lines of a code view's block that end past the block's visible box (the pre's, less any padding and border of
 * its own), as their text; a line with an APDU's data (a quoted hex string) is measured up to the string's opening quote.
 */
function cutLines(panel: Locator): Promise<string[]> {
  return panel.locator('pre').evaluate((pre) => {
    const style = getComputedStyle(pre);
    const right = pre.getBoundingClientRect().right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
    const cut: string[] = [];
    for (const line of Array.from(pre.querySelectorAll<HTMLElement>('.token-line'))) {
      const text = line.textContent ?? '';
      const range = document.createRange();
      range.selectNodeContents(line);
      const data = text.search(/['"][0-9a-f]{8,}/);
      if (data >= 0) {
        // The text node and offset where the data's quote starts: the header bytes before it must be in view.
        const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
        let seen = 0;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const length = node.textContent!.length;
          if (seen + length > data) {
            range.setEnd(node, data - seen + 1);
            break;
          }
          seen += length;
        }
      }
      if (range.getBoundingClientRect().right > right + 0.5) cut.push(text);
    }
    return cut;
  });
}

test.describe('41 copy as code', () => {
  test.beforeEach(async ({context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('41 a chunked command copies as JavaScript that sends the builder bytes, chosen from the keyboard', async ({page: p}) => {
    await open(p, page);
    await pick(p, chunked.id);
    await field(p, message.name).fill('ab'.repeat(300));
    const apdus = await generatedApdus(p);
    expect(apdus.length).toBeGreaterThan(1);

    await p.getByRole('tab', {name: 'Bytes'}).focus();
    await p.keyboard.press('ArrowRight');
    const tab = p.getByRole('tab', {name: 'JavaScript'});
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = p.getByRole('tabpanel', {name: 'JavaScript'});
    await expect(panel.locator('pre code')).toContainText('transport.send(');
    await expect(p.getByRole('region', {name: 'Generated APDUs'})).toBeHidden();

    await p.getByRole('button', {name: 'Copy JavaScript code'}).click();
    await expect(p.getByRole('status').filter({hasText: 'copied'})).toHaveText('JavaScript code copied to clipboard');
    const copied = await p.evaluate(() => navigator.clipboard.readText());
    expect(copied.trim()).toBe((await panel.locator('pre code').innerText()).trim());
    // One row per APDU, its header bytes first, each sent by the one transport.send of a loop.
    expect(copied.match(/transport\.send\(/g)).toHaveLength(1);
    for (const apdu of apdus) {
      const [cla, ins, p1, p2] = [0, 2, 4, 6].map((i) => `0x${apdu.slice(i, i + 2).toUpperCase()}`);
      expect(copied).toContain(`  [${cla}, ${ins}, ${p1}, ${p2}, '${apdu.slice(10)}'],`);
    }
    // In this 1280 px window each line shows whole, but for a row's data, which runs on past the block's edge.
    expect(await cutLines(panel)).toEqual([]);
    await p.getByRole('tab', {name: 'Rust'}).click();
    expect(await cutLines(p.getByRole('tabpanel', {name: 'Rust'}))).toEqual([]);
    // Back on the bytes, the same APDUs.
    await p.getByRole('tab', {name: 'Rust'}).focus();
    await p.keyboard.press('Home');
    await expect(p.getByRole('tab', {name: 'Bytes'})).toBeFocused();
    expect(await generatedApdus(p)).toEqual(apdus);
  });

  test('41 the client library tab is offered for the address command only, with the typed path', async ({page: p}) => {
    await open(p, page);
    await pick(p, address.id);
    const path = address.payload!.find((f) => f.kind === 'path')!;
    await field(p, path.name).fill("m/44'/461'/0'/0/5");
    await p.getByRole('tab', {name: className}).click();
    const code = p.getByRole('tabpanel', {name: className}).locator('pre code');
    // The call is over Prettier's 80 columns, so it takes one argument a line (packages/docs-core/src/ledger/clients/snippet.ts);
    // the lines as drawn (Prism's line elements carry no newline in their text content).
    await expect.poll(() => code.innerText()).toContain(`app.${library.address.method}(\n  "m/44'/461'/0'/0/5",\n);`);
    await pick(p, chunked.id);
    await expect(p.getByRole('tab', {name: className})).toHaveCount(0);
    // The view the command no longer offers falls back to the bytes.
    await expect(p.getByRole('tab', {name: 'Bytes'})).toHaveAttribute('aria-selected', 'true');
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`41 the Rust view fits the column at 390 px and has no axe findings (${mode})`, async ({page: p}) => {
      // axe over the whole builder takes most of the default 30 s on a loaded machine.
      test.slow();
      await p.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
      await p.setViewportSize({width: 390, height: 844});
      await open(p, page);
      await pick(p, chunked.id);
      await p.getByRole('tab', {name: 'Rust'}).click();
      const block = p.getByRole('tabpanel', {name: 'Rust'}).locator('.theme-code-block');
      await expect(block).toContainText('let command = APDUCommand {');
      const fits = await p.locator(`#${builderAnchor}`).evaluate((builder) => {
        const column = builder.closest('article')!.getBoundingClientRect();
        const boxes = Array.from(builder.querySelectorAll('[role="tablist"], [role="tabpanel"]:not([hidden]), button'));
        return boxes.every((el) => el.getBoundingClientRect().right <= column.right + 1);
      });
      expect(fits).toBe(true);
      expect(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const results = await axeBuilder(p).include(`#${builderAnchor}`).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    });
  }
});
