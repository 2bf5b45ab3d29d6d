/**
 * The smoke set: one check per kind of page a reader lands on (home, a doc page, an APDU page,
 * search, the not-found page), each failing on a console error. `npm run upgrade:rehearse` runs
 * these (`--grep @smoke`) against a build on another Docusaurus version; the full suite runs them too.
 */
import {expect, open, searchInput, test, watchConsole} from './fixtures';
import {notFoundTitle} from './site-pages';

const smoke = {tag: '@smoke'};

test('smoke: the home page lists the projects and chains and opens a section', smoke, async ({page}) => {
  const log = watchConsole(page);
  await open(page, '/');
  await expect(page.locator('h1').first()).toBeVisible();
  await page.locator('main a[href="/zemu"]').first().click();
  await expect(page).toHaveURL(/\/zemu$/);
  await expect(page.locator('article h1')).toBeVisible();
  expect(log.errors).toEqual([]);
});

test('smoke: a doc page renders its sidebar and moves to the next page in the tab', smoke, async ({page}) => {
  const log = watchConsole(page);
  await open(page, '/zemu/quickstart');
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('.theme-doc-sidebar-container a[href="/zemu/advanced-moves"]')).toBeVisible();
  await page.evaluate(() => ((window as unknown as {__sameTab?: boolean}).__sameTab = true));
  await page.locator('.theme-doc-sidebar-container a[href="/zemu/advanced-moves"]').click();
  await expect(page).toHaveURL(/\/zemu\/advanced-moves$/);
  await expect(page.locator('article h1')).not.toHaveText(/quick ?start/i);
  expect(await page.evaluate(() => (window as unknown as {__sameTab?: boolean}).__sameTab)).toBe(true);
  expect(log.errors).toEqual([]);
});

test('smoke: an APDU page builds a command', smoke, async ({page}) => {
  const log = watchConsole(page);
  await open(page, '/ledger-apps/filecoin/APDUSPEC');
  await page.getByLabel('Command', {exact: true}).selectOption({label: 'INS_GET_VERSION (INS 0x00)'});
  await expect(page.getByRole('region', {name: 'Generated APDUs'})).toContainText('0600000000');
  expect(log.errors).toEqual([]);
});

test('smoke: search answers in the modal and a hit opens its page', smoke, async ({page}) => {
  const log = watchConsole(page);
  await open(page, '/zemu/quickstart');
  await page.keyboard.press('Control+k');
  await searchInput(page).fill('namadexer telemetry');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/namadexer\//);
  expect(log.errors).toEqual([]);
});

test('smoke: an unknown path shows the not-found page with help', smoke, async ({page}) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1, name: notFoundTitle})).toBeVisible();
  await expect(
    page
      .getByRole('searchbox')
      .or(page.getByRole('link', {name: /search/i}))
      .first(),
  ).toBeVisible();
});
