import {expect, test, type Page} from '@playwright/test';
import {landingChains, landingPath} from '../../src/data/chains';
import {sectionEntryPath, sections} from '../../src/data/sections';
import {specRedirects, specTopLevelPages} from '../spec/spec-routes';

/** Collects console errors and uncaught exceptions of a page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

const routes = [
  ...specTopLevelPages,
  ...landingChains.map(landingPath),
  ...sections.map(sectionEntryPath),
];

for (const route of routes) {
  test(`2.1 ${route} loads with a title, a heading and no console error`, async ({page}) => {
    const errors = watchErrors(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/\S/);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('2 an unknown path shows the not-found page', async ({page}) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});

for (const {from, to} of specRedirects) {
  test(`2.1 ${from} redirects to ${to}`, async ({page}) => {
    await page.goto(from);
    await page.waitForURL((url) => url.pathname === to);
    await expect(page.locator('h1').first()).toBeVisible();
  });
}

test('2.1 a chain landing page links to its ledger app pages', async ({page}) => {
  const chain = landingChains.find((c) => c.ledgerFolder === 'nodle')!;
  await page.goto(landingPath(chain));
  const link = page.getByRole('link', {name: 'APDU specification'});
  await expect(link).toHaveAttribute('href', '/ledger-apps/nodle/APDUSPEC');
  await link.click();
  await expect(page).toHaveURL(/\/ledger-apps\/nodle\/APDUSPEC$/);
});
