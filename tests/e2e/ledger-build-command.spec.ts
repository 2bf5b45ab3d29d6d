import type {Locator, Page} from '@playwright/test';
import filecoin from '../../data/ledger-apps/filecoin/apdu';
import {commandHeading} from '../../src/components/mdx/ApduSpec/headings';
import {builderAnchor} from '@zondax/docs-core/ledger/apdu/buildChoice';
import {expect, hydrated, open, test, watchConsole} from './fixtures';

/**
 * Issue 43, item 3: "Build this command" beside each command of an APDU page opens the page's
 * builder on it, the URL says which (`?build=<id>#apdu-builder`), and the builder and Send panel
 * are usable on a phone.
 */

const page_ = '/ledger-apps/filecoin/APDUSPEC';
const commandOf = (id: string) => {
  const command = filecoin.commands.find((c) => c.id === id);
  if (!command) throw new Error(`filecoin has no command ${id}`);
  return command;
};
/** A command's section of the spec, found by its heading as a reader finds it. */
const section = (page: Page, id: string) =>
  page.getByRole('region', {name: commandHeading(commandOf(id), filecoin.commands).text, exact: true});
const buildLink = (page: Page, id: string) => section(page, id).getByRole('link', {name: /^Build this command/});
const commandSelect = (page: Page) => page.getByLabel('Command', {exact: true});
const output = (page: Page) => page.getByRole('region', {name: 'Generated APDUs'});
const builder = (page: Page) => page.locator(`#${builderAnchor}`);
const search = (page: Page) => new URL(page.url()).searchParams.get('build');

test('43 Build this command opens the builder on that command and puts it in the URL', async ({page}) => {
  const console_ = watchConsole(page);
  await open(page, page_);
  await expect(commandSelect(page)).not.toHaveValue('signSecp256k1');

  await buildLink(page, 'signSecp256k1').click();
  await expect(commandSelect(page)).toHaveValue('signSecp256k1');
  await expect(page.getByLabel(/^MESSAGE/)).toBeVisible();
  expect(search(page)).toBe('signSecp256k1');
  expect(new URL(page.url()).hash).toBe(`#${builderAnchor}`);
  await expect(builder(page)).toBeInViewport();
  await expect(commandSelect(page)).toBeFocused();

  // A second link: the hash is already the builder's, so the builder itself brings the box back.
  await page.evaluate(() => window.scrollTo(0, 0));
  await buildLink(page, 'getVersion').click();
  await expect(commandSelect(page)).toHaveValue('getVersion');
  expect(search(page)).toBe('getVersion');
  await expect(builder(page)).toBeInViewport();

  // Choosing in the builder rewrites the URL in place: no new history entry, no jump.
  const y = await page.evaluate(() => window.scrollY);
  await commandSelect(page).selectOption('getAddrSecp256k1');
  await expect.poll(() => search(page)).toBe('getAddrSecp256k1');
  expect(await page.evaluate(() => window.scrollY)).toBe(y);

  // Back returns to the previous link's command; the heading anchors are untouched.
  await page.goBack();
  await expect.poll(() => search(page)).toBe('signSecp256k1');
  await expect(commandSelect(page)).toHaveValue('signSecp256k1');
  await expect(page.locator(`h3#cmd-signsecp256k1`)).toHaveCount(1);
  expect(console_.errors).toEqual([]);
});

test('43 a shared build URL opens the builder on that command, also after a reload', async ({page}) => {
  const console_ = watchConsole(page);
  await open(page, `${page_}?build=getAddrSecp256k1#${builderAnchor}`);
  await expect(commandSelect(page)).toHaveValue('getAddrSecp256k1');
  // CLA 0x06, INS 0x01, the default path 44'/461'/0'/0/0 little-endian.
  await expect(output(page)).toContainText('0601000014');
  await expect(builder(page)).toBeInViewport();

  await page.reload();
  await hydrated(page);
  await expect(commandSelect(page)).toHaveValue('getAddrSecp256k1');
  await expect(builder(page)).toBeInViewport();

  // A hand-written URL: the command's name, no hash.
  await open(page, `${page_}?build=INS_SIGN_SECP256K1`);
  await expect(commandSelect(page)).toHaveValue('signSecp256k1');
  await expect(builder(page)).toBeInViewport();
  // Hydration matched the static HTML: the choice was applied after it, not during it.
  expect(console_.errors).toEqual([]);
});

test('43 Build this command works from the keyboard, with a visible focus', async ({page}) => {
  await open(page, page_);
  const link = buildLink(page, 'signPersonalMessage');
  // Tab onto the link from the heading before it, as a keyboard user walks the section.
  await section(page, 'signPersonalMessage').getByRole('heading').locator('a.hash-link').focus();
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  expect(await outline(link)).not.toBe('none');

  await page.keyboard.press('Enter');
  await expect(commandSelect(page)).toHaveValue('signPersonalMessage');
  await expect(commandSelect(page)).toBeFocused();
  expect(await outline(commandSelect(page))).not.toBe('none');
  expect(search(page)).toBe('signPersonalMessage');
});

const outline = (l: Locator) => l.evaluate((el) => getComputedStyle(el).outlineStyle);

/** Every control of the builder and the open Send panel, radios measured by their labels (their touch targets). */
async function controls(page: Page) {
  return builder(page).evaluate((root) => {
    const items = Array.from(root.querySelectorAll<HTMLElement>('select, textarea, input:not([type="radio"]), button'));
    items.push(...Array.from(root.querySelectorAll<HTMLElement>('input[type="radio"]')).map((r) => r.closest('label') as HTMLElement));
    return items.map((el) => ({
      what: `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''}`,
      height: el.getBoundingClientRect().height,
      fontSize: getComputedStyle(el).fontSize,
    }));
  });
}

test('43 at 390x844 the builder, Send panel and Build links are 44 px touch targets in the body text size', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await open(page, `${page_}?build=signSecp256k1#${builderAnchor}`);
  await page.getByLabel(/^MESSAGE/).fill('ab'.repeat(300));
  await expect(output(page)).toContainText('APDUs, send in order');
  await page.getByRole('button', {name: 'Send to a device or emulator'}).click();
  await page.getByRole('radio', {name: /Speculos emulator/}).check();

  const body = await page.evaluate(() => getComputedStyle(document.body).fontSize);
  const paragraph = await page
    .locator('article .markdown > p')
    .first()
    .evaluate((p) => getComputedStyle(p).fontSize);
  expect(paragraph).toBe(body);
  const found = await controls(page);
  // Command, MESSAGE, the per-APDU and all-APDU copy buttons, Send toggle, response, 3 radios, address, Send.
  expect(found.length).toBeGreaterThanOrEqual(10);
  expect(found.filter((c) => c.height < 44)).toEqual([]);
  expect(found.filter((c) => c.fontSize !== body)).toEqual([]);

  const link = buildLink(page, 'getVersion');
  expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  expect(await link.evaluate((el) => getComputedStyle(el).fontSize)).toBe(body);
});

test('43 a copy button that copied says so at full strength, never greyed like a disabled one', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, `${page_}?build=getVersion#${builderAnchor}`);
  const copy = page.getByRole('button', {name: 'Copy APDU', exact: true});
  const idle = await copy.evaluate((el) => getComputedStyle(el).color);
  await copy.click();
  const copied = page.getByRole('button', {name: 'Copied', exact: true});
  await expect(copied).toBeVisible();
  await expect(copied).toBeEnabled();
  await expect(page.getByRole('status').filter({hasText: 'APDU copied to clipboard'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0600000000');
  const look = await copied.evaluate((el) => {
    const s = getComputedStyle(el);
    return {opacity: s.opacity, filter: s.filter, cursor: s.cursor, color: s.color};
  });
  expect(look).toMatchObject({opacity: '1', filter: 'none'});
  expect(look.cursor).not.toBe('not-allowed');
  expect(look.color).not.toBe(idle);
});

test('43 after Send the answer is scrolled into view and announced in a live region', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await open(page, page_);
  await buildLink(page, 'getAddrSecp256k1').click();
  await page.getByRole('button', {name: 'Send to a device or emulator'}).click();
  await page.getByRole('radio', {name: /Recorded exchanges/}).check();
  const send = page.getByRole('button', {name: 'Send the APDU'});
  // The Send button at the bottom edge: whatever appears under it starts below the fold.
  await send.evaluate((el) => el.scrollIntoView({block: 'end'}));
  const panel = page.getByRole('region', {name: /^Send /});
  const status = panel.getByRole('status');
  await expect(status).toBeAttached();
  await send.click();
  await expect(status).toHaveText('1 APDU(s) sent; the answer is 0x9000 Success.');
  const decoded = page.getByRole('region', {name: 'Decoded answer'});
  await expect(decoded).toContainText('f1p74d4mlmeyc4agflhjqsnvoyzyfdai7fmkyso2a');
  await expect(status).toBeInViewport();
  await expect(decoded).toBeInViewport();
  // role=status is a polite live region, present before the send, so the outcome is read out.
  expect(await status.evaluate((el) => el.isConnected && el.getAttribute('role'))).toBe('status');
});
