import {announcement} from '../../src/data/announcement';
import {desktopViewport, expect, open, test} from './fixtures';

test.use({viewport: desktopViewport});

/** Docusaurus's announcement-bar storage keys (theme-common 3.8.1). */
const idKey = 'docusaurus.announcement.id';
const dismissKey = 'docusaurus.announcement.dismiss';

const bar = (page: import('@playwright/test').Page) => page.locator('.theme-announcement-bar');

/** '#2a19f5' → 'rgb(42, 25, 245)' */
function rgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

test.describe('2.4 announcement bar', () => {
  test('2.4 the bar shows the configured content and colours, above the navbar', async ({page}) => {
    await open(page);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toHaveCSS('background-color', rgb(announcement.backgroundColor));
    await expect(bar(page)).toHaveCSS('color', rgb(announcement.textColor));
    await expect(bar(page).getByRole('link')).toHaveAttribute('href', '/ledger-apps/overview');
    const barBox = await bar(page).boundingBox();
    const navBox = await page.locator('.navbar').boundingBox();
    expect(barBox!.y).toBeLessThan(navBox!.y);
  });

  test('4 closing the bar persists across reloads', async ({page}) => {
    await open(page);
    await bar(page).getByRole('button', {name: /close/i}).click();
    await expect(bar(page)).toBeHidden();
    expect(await page.evaluate((k) => window.localStorage.getItem(k), dismissKey)).toBe('true');
    await page.reload();
    await expect(bar(page)).toBeHidden();
  });

  test('4 a changed bar id shows the bar again', async ({page}) => {
    await page.addInitScript(
      ([id, dismiss]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(id, 'an-older-announcement');
          localStorage.setItem(dismiss, 'true');
          sessionStorage.setItem('seeded', '1');
        }
      },
      [idKey, dismissKey],
    );
    await open(page);
    await expect(bar(page)).toBeVisible();
    expect(await page.evaluate((k) => localStorage.getItem(k), idKey)).toBe(announcement.id);
    expect(await page.evaluate((k) => localStorage.getItem(k), dismissKey)).toBe('false');
  });

  test('4 the same bar id keeps a dismissed bar hidden', async ({page}) => {
    await page.addInitScript(
      ([id, dismiss, current]) => {
        localStorage.setItem(id, current);
        localStorage.setItem(dismiss, 'true');
      },
      [idKey, dismissKey, announcement.id],
    );
    await open(page);
    await expect(bar(page)).toBeHidden();
  });
});
