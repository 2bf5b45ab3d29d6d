import type {Page, Route} from '@playwright/test';
import filecoin from '../../data/ledger-apps/filecoin/apdu';
import {builderAnchor} from '@zondax/docs-core/ledger/apdu/buildChoice';
import {buildApdus} from '@zondax/docs-core/ledger/apdu/encode';
import {expect, generatedApdus, hydrated, isScriptChunk, open, test} from './fixtures';

/**
 * Issue 63, item 3: the builder's values are in the page address (`?build=<command>&<field>=<value>…`), so a built
 * APDU is shared and reopened exactly; a shared link shows a neutral placeholder, never the static HTML's other
 * command, until the page's scripts have opened the builder on it; and an output tab clicked before then is kept.
 */

const page_ = '/ledger-apps/filecoin/APDUSPEC';
const commandSelect = (page: Page) => page.getByLabel('Command', {exact: true});
const pathField = (page: Page) => page.getByLabel(/^PATH/);
const placeholder = (page: Page) => page.getByText("Opening the builder on the command and values in this page's address");
const search = (page: Page) => new URL(page.url()).search;

/** Holds every script of the build until the returned function is called: the page as it is before its scripts start. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => isScriptChunk(url.href),
    async (route: Route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

test('63 the builder values go in the address: the link reopens the same command, fields, P1 and bytes', async ({page}) => {
  await open(page, `${page_}?build=getAddrSecp256k1#${builderAnchor}`);
  await pathField(page).fill("m/44'/461'/0'/0/5");
  await page.getByLabel(/^P1/).selectOption('1');
  await expect.poll(() => search(page)).toBe('?build=getAddrSecp256k1&path=m%2F44%27%2F461%27%2F0%27%2F0%2F5&p1=1');
  const bytes = await generatedApdus(page);
  const command = filecoin.commands.find((c) => c.id === 'getAddrSecp256k1')!;
  const built = buildApdus(filecoin, command, {p1: 1, fields: {path: "m/44'/461'/0'/0/5"}});
  expect(built.ok && bytes).toEqual(built.ok && built.apdus);
  const shared = page.url();

  // Reopened as someone following the link would: the same values and bytes.
  await open(page, shared);
  await expect(commandSelect(page)).toHaveValue('getAddrSecp256k1');
  await expect(pathField(page)).toHaveValue("m/44'/461'/0'/0/5");
  await expect(page.getByLabel(/^P1/)).toHaveValue('1');
  expect(await generatedApdus(page)).toEqual(bytes);

  // Another command: its own starting values, and the previous command's fields leave the address.
  await commandSelect(page).selectOption('getVersion');
  await expect.poll(() => search(page)).toBe('?build=getVersion');
});

test('63 a value too long for an address keeps the command in the link and says the values are not in it', async ({page}) => {
  await open(page, `${page_}?build=signSecp256k1#${builderAnchor}`);
  await page.getByLabel(/^MESSAGE/).fill('ab'.repeat(4000));
  await expect(page.getByText('These values are too long to keep in the page address')).toBeVisible();
  await expect.poll(() => search(page)).toBe('?build=signSecp256k1');
  await page.getByLabel(/^MESSAGE/).fill('abcd');
  await expect.poll(() => search(page)).toBe('?build=signSecp256k1&message=abcd');
  await expect(page.getByText('These values are too long to keep in the page address')).toHaveCount(0);
});

test("63 before the scripts start, a shared link shows a placeholder, never the first command's bytes; then the linked values", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto(`${page_}?build=signSecp256k1&message=abcd#${builderAnchor}`);
  await expect(placeholder(page)).toBeVisible();
  // The static HTML holds the first command (INS_GET_ADDR_SECP256K1): it is there, and not shown.
  await expect(commandSelect(page)).toHaveValue('getAddrSecp256k1');
  await expect(page.getByRole('region', {name: 'Generated APDUs'})).toBeHidden();
  await expect(commandSelect(page)).toBeHidden();

  release();
  await hydrated(page);
  await expect(placeholder(page)).toBeHidden();
  await expect(commandSelect(page)).toHaveValue('signSecp256k1');
  await expect(page.getByLabel(/^MESSAGE/)).toHaveValue('abcd');
  await expect(page.getByRole('region', {name: 'Generated APDUs'})).toBeVisible();
});

test('63 if the scripts never start, the builder comes back with a note that it is not the linked command', async ({page}) => {
  await page.clock.install();
  await page.route(
    (url) => isScriptChunk(url.href),
    (route) => route.abort(),
  );
  await page.goto(`${page_}?build=signSecp256k1#${builderAnchor}`);
  await expect(placeholder(page)).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(page.getByText("The page's scripts have not started, so the builder below shows its first command")).toBeVisible();
  await expect(placeholder(page)).toBeHidden();
  await expect(page.getByRole('region', {name: 'Generated APDUs'})).toBeVisible();
});

test('63 an output tab clicked before the scripts start is shown selected at once and opened when they start', async ({page}) => {
  const release = await holdScripts(page);
  await page.goto(page_);
  const tab = page.getByRole('tab', {name: 'JavaScript'});
  const bytesTab = page.getByRole('tab', {name: 'Bytes'});
  const idle = await tab.evaluate((el) => getComputedStyle(el).color);
  const active = await bytesTab.evaluate((el) => getComputedStyle(el).color);
  await tab.click();
  await expect(page.locator('html')).toHaveAttribute('data-apdu-early-tab', 'javascript');
  expect(await tab.evaluate((el) => getComputedStyle(el).color)).toBe(active);
  expect(await bytesTab.evaluate((el) => getComputedStyle(el).color)).toBe(idle);

  release();
  await hydrated(page);
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').filter({hasText: '@ledgerhq/hw-transport'})).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-apdu-early-tab', /.*/);
});
