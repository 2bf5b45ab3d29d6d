/**
 * SPEC 8 browser storage unavailable (warnings only), SPEC 3/4 in-memory fallbacks of theme,
 * search history and consent, and SPEC 4 docs preferred version read rules, on the public build.
 */
import type {Page} from '@playwright/test';
import {chooseColourMode, desktopViewport, expect, open, searchInput, test, watchConsole} from './fixtures';

test.use({viewport: desktopViewport});

/** Local storage disabled the way Chromium does it when site data is blocked: reading window.localStorage throws. */
async function disableStorage(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException(
          "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
          'SecurityError',
        );
      },
    });
  });
}

/** Local storage present but every call throws (quota exhausted, storage broken). */
async function throwingStorage(page: Page) {
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    for (const m of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) Storage.prototype[m] = fail;
  });
}

for (const [label, breakStorage] of [
  ['disabled', disableStorage],
  ['throwing', throwingStorage],
] as const) {
  test(`8 storage ${label}: the site renders and works with warnings only; theme, search history and consent are kept in memory`, async ({
    page,
  }) => {
    await breakStorage(page);
    const console = watchConsole(page);
    await open(page, '/zemu');
    await expect(page.locator('article h1')).toBeVisible();

    // Consent: the notice shows (nothing stored), the choice holds for the rest of the visit.
    const notice = page.locator('#consent-notice .cookie-notice');
    await expect(notice).toBeVisible({timeout: 15_000});
    await notice.getByRole('button', {name: 'Only necessary'}).click();
    await expect(notice).toBeHidden();

    // Theme: the choice applies and survives client-side navigation.
    await chooseColourMode(page, 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.locator('nav.menu a[href="/zemu/quickstart"]').first().click();
    await expect(page).toHaveURL(/\/zemu\/quickstart$/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(notice).toHaveCount(0);

    // Search: a chosen hit is listed under recent searches when the modal reopens.
    await page.locator('.DocSearch-Button').first().click();
    await searchInput(page).fill('telemetry');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('.DocSearch-Modal')).toBeHidden();
    // The hit's page renders its own navbar: wait for it before reopening the modal from its button.
    await expect(page).not.toHaveURL(/\/zemu\/quickstart$/);
    await expect(page.locator('article h1')).toBeVisible();
    await page.locator('.DocSearch-Button').first().click();
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
    await page.keyboard.press('Escape');

    expect(console.errors).toEqual([]);
  });
}

test('4 docs preferred version: an unknown stored version is cleared on load (public build)', async ({page}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      window.localStorage.setItem('docs-preferred-version-zemu', 'v0.0.0-unknown');
      window.localStorage.setItem('docs-preferred-version-namadexer', 'current');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await open(page, '/zemu');
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('docs-preferred-version-zemu'))).toBeNull();
  // A known version stays.
  expect(await page.evaluate(() => window.localStorage.getItem('docs-preferred-version-namadexer'))).toBe('current');
});
