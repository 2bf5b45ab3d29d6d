import type {Page} from '@playwright/test';
import {expect, open, test} from './fixtures';

/**
 * Issue 19, item 3, in the browser: the table of contents lists every h2/h3 a reader sees, on
 * desktop and in the phone's collapsible "On this page", on pages whose headings a component draws.
 * (tests/build/toc.test.ts checks the desktop TOC of every page of the build.)
 */
const pages = [
  {route: '/ledger-apps/zcash/APDUSPEC', scope: 'article'},
  {route: '/ledger-apps/polkadot/APDUSPEC', scope: 'article'},
  {route: '/Polkadot', scope: 'main'},
];

const headingIds = (page: Page, scope: string) => page.locator(`${scope} :is(h2, h3)[id]`).evaluateAll((hs) => hs.map((h) => h.id));
const entryIds = (page: Page, toc: string) =>
  page.locator(`${toc} a.table-of-contents__link`).evaluateAll((as) => as.map((a) => decodeURIComponent(a.getAttribute('href')!.slice(1))));

for (const {route, scope} of pages) {
  test(`19.3 desktop: "On this page" of ${route} lists every h2/h3 in page order`, async ({page}) => {
    await page.setViewportSize({width: 1440, height: 900});
    await open(page, route);
    const ids = await headingIds(page, scope);
    expect(ids.length).toBeGreaterThan(1);
    await expect(page.locator('.theme-doc-toc-desktop')).toBeVisible();
    expect(await entryIds(page, '.theme-doc-toc-desktop')).toEqual(ids);
  });

  test(`19.3 phone: the collapsible "On this page" of ${route} lists every h2/h3, and an entry scrolls to its heading`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await open(page, route);
    const ids = await headingIds(page, scope);
    await expect(page.locator('.theme-doc-toc-desktop')).toBeHidden();
    const toggle = page.locator('.theme-doc-toc-mobile button', {hasText: 'On this page'});
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.theme-doc-toc-mobile a.table-of-contents__link').first()).toBeVisible();
    expect(await entryIds(page, '.theme-doc-toc-mobile')).toEqual(ids);
    // The list opens in a height transition (Docusaurus's Collapsible sets height:auto when it ends);
    // on a busy machine a click while it still grows can land on what the growing list moves.
    await expect
      .poll(() =>
        page
          .locator('.theme-doc-toc-mobile .table-of-contents')
          .first()
          .evaluate((ul) => ul.parentElement!.style.height),
      )
      .toBe('auto');
    const last = ids.at(-1)!;
    await page.locator(`.theme-doc-toc-mobile a[href="#${last}"]`).click();
    await expect(page).toHaveURL(new RegExp(`#${last}$`));
    await expect(page.locator(`[id="${last}"]`)).toBeInViewport();
  });
}
