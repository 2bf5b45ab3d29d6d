/**
 * Issue 20 (and issue 19 item 8), offline on the local index:
 * - cross-chain duplicates are one modal entry naming the chains, linked to the reader's chain;
 * - the modal's scope choice: all docs by default, this section on the reader's request only;
 * - /search filters by section and by chain, kept in the URL;
 * - /search?q=… loads without any console error (no hydration mismatch, React #418).
 */
import {test, expect, type Page} from '@playwright/test';
import {sectionById} from '../../src/data/sections';
import {openHydrated} from './conformance-fixtures';

// Hydration is slow on a loaded machine; the checks themselves are quick.
test.setTimeout(120_000);

test.beforeEach(async ({context}) => {
  await context.route('**/*', (route) => {
    const host = new URL(route.request().url()).hostname;
    return host === '127.0.0.1' || host === 'localhost' ? route.continue() : route.abort();
  });
});

async function openModal(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
}

const input = (page: Page) => page.locator('.DocSearch-Input');
const hitSources = (page: Page) => page.locator('.DocSearch-Hit-source');

test('a command every chain documents is one entry naming the chains, linked to the chain the reader is on', async ({page}) => {
  // Aleph Zero is not the best-ranked chain (Acala is), so leading with it shows the reader's chain wins.
  await openHydrated(page, '/ledger-apps/alephzero/build');
  await openModal(page);
  await input(page).fill('GET_VERSION');
  const grouped = page.locator('.DocSearch-Hit', {hasText: / and \d+ more/});
  await expect(grouped.first()).toBeVisible();
  await expect(grouped.first().locator('.DocSearch-Hit-title')).toContainText(/GET_VERSION.* — Aleph Zero, Acala and \d+ more/);
  await expect(grouped.first().locator('a')).toHaveAttribute('href', /\/ledger-apps\/alephzero\/APDUSPEC#/);
  // One entry instead of one per chain: no two hits share a title.
  const titles = await page.locator('.DocSearch-Hit-title').allTextContents();
  expect(new Set(titles).size).toBe(titles.length);
});

test('the modal searches all docs by default and this section only when the reader chooses it', async ({page}) => {
  const zemu = sectionById('zemu').title;
  await openHydrated(page, '/zemu/quickstart');
  await openModal(page);
  const all = page.getByRole('radio', {name: 'All docs'});
  const section = page.getByRole('radio', {name: `This section: ${zemu}`});
  await expect(all).toBeChecked();
  await expect(section).not.toBeChecked();
  await input(page).fill('ledger');
  await expect(hitSources(page).first()).toBeVisible();
  await expect.poll(async () => (await hitSources(page).allTextContents()).some((s) => s !== zemu)).toBe(true);

  await section.check();
  await expect.poll(async () => new Set(await hitSources(page).allTextContents())).toEqual(new Set([zemu]));
  await expect(input(page)).toHaveValue('ledger');

  // Reopening starts from all docs again: the choice is never remembered or automatic.
  await page.keyboard.press('Escape');
  await openModal(page);
  await expect(page.getByRole('radio', {name: 'All docs'})).toBeChecked();
});

test('the scope choice is offered on doc pages only', async ({page}) => {
  await openHydrated(page, '/');
  await openModal(page);
  await expect(page.locator('.DocSearch-Input')).toBeVisible();
  await expect(page.locator('.DocSearch-Modal').getByRole('radio')).toHaveCount(0);
});

test('/search filters results by chain and by section, kept in the URL, without console errors', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await openHydrated(page, '/search?q=build&chain=Zcash');
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
