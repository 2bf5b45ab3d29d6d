/**
 * Issue 19 (wayfinding), items 1, 2 and 4: on a phone the menu opens on the current section's doc
 * sidebar (Docusaurus's secondary menu) with a way back to the main menu; a search button sits in
 * the phone's top bar; the desktop sidebar scrolls its current link into view on load and after
 * client navigation, without scrolling the page.
 */
import type {Locator, Page} from '@playwright/test';
import {ledgerChains} from '../../src/data/chains';
import {axeBuilder} from './axe';
import {expect, markDocument, menuToggle, mobileMenu, open, searchInput, startInColourMode, test} from './fixtures';

const phone = {width: 390, height: 844};
const desktop = {width: 1440, height: 900};
const zcashSpec = '/ledger-apps/zcash/APDUSPEC';

const backButton = (page: Page) => mobileMenu(page).getByRole('button', {name: '← Back to main menu'});
const docSidebar = (page: Page) => mobileMenu(page).locator('[data-mobile-secondary]');
const topBarSearch = (page: Page) => page.locator('.navbar__inner .DocSearch-Button');
/** The modal's code is loaded on first use, which can take a while on a busy machine. */
const searchModal = (page: Page) => page.locator('.DocSearch-Modal');
const modalLoad = {timeout: 20_000};
const sidebarLink = (page: Page, href: string) => docSidebar(page).locator(`a.menu__link[href="${href}"]`);

/**
 * Expands a chain's folder in the phone menu's sidebar with its own toggle (the category link-less
 * or linked). Collapsed categories do not render their links, so the folder is found by its label.
 */
async function expandChainFolder(page: Page, folder: string): Promise<void> {
  const {name} = ledgerChains.find((c) => c.ledgerFolder === folder)!;
  const header = docSidebar(page).locator('.menu__list-item-collapsible', {has: page.getByText(name, {exact: true})});
  const toggle = header.locator('[aria-expanded]').first();
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** Whether an element lies wholly inside another's box (and inside the viewport). */
async function within(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  const viewport = inner.page().viewportSize()!;
  if (!a || !b) return false;
  const top = Math.max(b.y, 0);
  const bottom = Math.min(b.y + b.height, viewport.height);
  return a.y >= top - 0.5 && a.y + a.height <= bottom + 0.5;
}

test.describe('issue 19 phone menu (390 px)', () => {
  test.use({viewport: phone});

  test('1 on a ledger page the menu opens on the section sidebar, current page expanded and in view', async ({page}) => {
    await open(page, zcashSpec);
    await menuToggle(page).click();
    await expect(docSidebar(page)).toBeVisible();
    await expect(backButton(page)).toBeVisible();
    // The main menu is not shown at the same time.
    await expect(mobileMenu(page).getByRole('button', {name: 'Projects', exact: true})).toHaveCount(0);
    const current = docSidebar(page).locator('a[aria-current="page"]');
    await expect(current).toHaveAttribute('href', zcashSpec);
    await expect(sidebarLink(page, '/ledger-apps/zcash/build')).toBeVisible();
    // In the panel's visible box, below the back button that stays on top.
    await expect.poll(() => within(current, mobileMenu(page))).toBe(true);
    const [link, back] = [await current.boundingBox(), await backButton(page).boundingBox()];
    expect(link!.y).toBeGreaterThanOrEqual(back!.y + back!.height);
  });

  test('1 from the Zcash APDU spec the menu alone reaches the Zcash build page and the Polkadot APDU spec', async ({page}) => {
    await open(page, zcashSpec);
    await markDocument(page);
    await menuToggle(page).click();
    await sidebarLink(page, '/ledger-apps/zcash/build').click();
    await expect(page).toHaveURL(/\/ledger-apps\/zcash\/build$/);
    await expect(mobileMenu(page)).toBeHidden();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');

    await menuToggle(page).click();
    await expect(docSidebar(page).locator('a[aria-current="page"]')).toHaveAttribute('href', '/ledger-apps/zcash/build');
    await expandChainFolder(page, 'polkadot');
    await sidebarLink(page, '/ledger-apps/polkadot/APDUSPEC').click();
    await expect(page).toHaveURL(/\/ledger-apps\/polkadot\/APDUSPEC$/);
    await expect(mobileMenu(page)).toBeHidden();
    await expect(page.locator('article h1')).toContainText('Polkadot');
    // Client-side navigation all the way: the document was never reloaded.
    expect(await page.evaluate(() => (window as unknown as {__e2eMarker?: boolean}).__e2eMarker)).toBe(true);

    await menuToggle(page).click();
    await expect(docSidebar(page).locator('a[aria-current="page"]')).toHaveAttribute('href', '/ledger-apps/polkadot/APDUSPEC');
  });

  test('1 "← Back to main menu" shows Projects with categories and Chains; a chain tile works', async ({page}) => {
    await open(page, zcashSpec);
    await menuToggle(page).click();
    await backButton(page).click();
    await expect(docSidebar(page)).toHaveCount(0);
    const projects = mobileMenu(page).getByRole('button', {name: 'Projects', exact: true});
    const chains = mobileMenu(page).getByRole('button', {name: 'Chains', exact: true});
    await expect(projects).toBeVisible();
    await expect(mobileMenu(page).getByRole('radio')).toHaveCount(3);
    // The removed back button's focus moves into the main menu.
    expect(await page.evaluate(() => !!document.getElementById('mobile-menu')?.contains(document.activeElement))).toBe(true);
    await projects.click();
    await expect(mobileMenu(page).getByRole('button', {name: 'Security', exact: true})).toBeVisible();
    await chains.click();
    await mobileMenu(page).locator('[data-chain-tile="Polkadot"]').click();
    await expect(page).toHaveURL(/\/Polkadot$/);
    await expect(mobileMenu(page)).toBeHidden();
  });

  test('1 closing and reopening on a doc page opens on the sidebar again', async ({page}) => {
    await open(page, '/zemu/quickstart');
    await menuToggle(page).click();
    await backButton(page).click();
    await menuToggle(page).click();
    await menuToggle(page).click();
    await expect(docSidebar(page)).toBeVisible();
    await expect(docSidebar(page).locator('a[aria-current="page"]')).toHaveAttribute('href', '/zemu/quickstart');
  });

  test('1 on a page without a doc sidebar (/) the menu opens on the main menu', async ({page}) => {
    await open(page, '/');
    await menuToggle(page).click();
    await expect(mobileMenu(page)).toBeVisible();
    await expect(backButton(page)).toHaveCount(0);
    await expect(docSidebar(page)).toHaveCount(0);
    await expect(mobileMenu(page).getByRole('button', {name: 'Projects', exact: true})).toBeVisible();
    await expect(mobileMenu(page).getByRole('button', {name: 'Chains', exact: true})).toBeVisible();
  });

  test('2 the top bar has a labelled 44 px search button that opens the search modal, by tap and by keyboard', async ({page}) => {
    test.setTimeout(90_000); // two page loads and the modal's first load
    await open(page, zcashSpec);
    const button = topBarSearch(page);
    await expect(button).toBeVisible();
    await expect(button).toHaveAccessibleName(/Search/);
    const box = (await button.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    // Beside the menu button, in the same bar.
    const toggle = (await menuToggle(page).boundingBox())!;
    expect(Math.abs(box.y + box.height / 2 - (toggle.y + toggle.height / 2))).toBeLessThan(4);

    await button.click();
    await expect(searchModal(page)).toBeVisible(modalLoad);
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(searchModal(page)).toBeHidden();

    // Keyboard: Tab from the top of a freshly loaded page reaches the button; Enter opens the modal.
    // (Focusing <body> would not move Chromium's sequential-focus starting point off the button.)
    await open(page, zcashSpec);
    let reached = false;
    for (let i = 0; i < 20 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await button.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await expect(searchModal(page)).toBeVisible(modalLoad);
  });

  test('2 the top-bar search button stays while the menu is open and opens the modal over it', async ({page}) => {
    await open(page, zcashSpec);
    await menuToggle(page).click();
    await expect(topBarSearch(page)).toHaveCount(1);
    await expect(mobileMenu(page).locator('.DocSearch-Button')).toHaveCount(0);
    await topBarSearch(page).click();
    await expect(searchModal(page)).toBeVisible(modalLoad);
    // Escape belongs to the modal first; the menu stays open under it.
    await page.keyboard.press('Escape');
    await expect(searchModal(page)).toBeHidden();
    await expect(mobileMenu(page)).toBeVisible();
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`1 axe: no violations in the opened phone menu, sidebar and main views (${mode})`, async ({page}, testInfo) => {
      test.slow(); // two axe runs over the Zcash APDU page, one of the longest: 20–26 s beside two other tests on 2 cores
      await startInColourMode(page, mode);
      await open(page, zcashSpec);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await menuToggle(page).click();
      await expect(docSidebar(page)).toBeVisible();
      const check = async (view: string) => {
        const results = await axeBuilder(page).include('.navbar').analyze();
        await testInfo.attach(`axe-${view}.json`, {body: JSON.stringify(results.violations, null, 2), contentType: 'application/json'});
        expect(
          results.violations.map((v) => `${view}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ).toEqual([]);
      };
      await check('sidebar');
      await backButton(page).click();
      await mobileMenu(page).getByRole('button', {name: 'Projects', exact: true}).click();
      await mobileMenu(page).getByRole('button', {name: 'Chains', exact: true}).click();
      await check('main');
    });
  }
});

test.describe('issue 19 desktop sidebar reveals the current page', () => {
  test.use({viewport: desktop});

  const sidebarMenu = (page: Page) => page.locator('.theme-doc-sidebar-container nav.menu');
  const activeLink = (page: Page) => page.locator('.theme-doc-sidebar-container a[aria-current="page"]');

  test("4 on load the active link of /ledger-apps/zcash/APDUSPEC is in the sidebar's visible box; the page is not scrolled", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as {__sidebarShifts: number};
      w.__sidebarShifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {sources?: {node?: Node}[]}[]) {
          if (entry.sources?.some((s) => s.node instanceof Element && s.node.closest('.theme-doc-sidebar-container'))) w.__sidebarShifts++;
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    await open(page, zcashSpec);
    await expect(activeLink(page)).toHaveAttribute('href', zcashSpec);
    await expect.poll(() => within(activeLink(page), sidebarMenu(page))).toBe(true);
    expect(await sidebarMenu(page).evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Scrolling the sidebar moves nothing in the layout.
    expect(await page.evaluate(() => (window as unknown as {__sidebarShifts: number}).__sidebarShifts)).toBe(0);
  });

  test('4 after client navigation to a deep page the new active link is brought into view', async ({page}) => {
    await open(page, '/ledger-apps/overview');
    await expect(activeLink(page)).toHaveAttribute('href', '/ledger-apps/overview');
    await markDocument(page);
    await page.locator(`article a[href="${zcashSpec}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${zcashSpec}$`));
    await expect(activeLink(page)).toHaveAttribute('href', zcashSpec);
    await expect.poll(() => within(activeLink(page), sidebarMenu(page))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as {__e2eMarker?: boolean}).__e2eMarker)).toBe(true);

    // Back (client-side too) to the overview, at the top of the same sidebar.
    await page.goBack();
    await expect(page).toHaveURL(/\/ledger-apps\/overview$/);
    await expect.poll(() => within(activeLink(page), sidebarMenu(page))).toBe(true);
  });

  test('4 a link the reader can already see is left where it is', async ({page}) => {
    await open(page, zcashSpec);
    await expect.poll(() => within(activeLink(page), sidebarMenu(page))).toBe(true);
    const before = await sidebarMenu(page).evaluate((el) => el.scrollTop);
    // The Zcash build link is next to the current one: clicking it must not move the sidebar.
    await page.locator('.theme-doc-sidebar-container a[href="/ledger-apps/zcash/build"]').click();
    await expect(page).toHaveURL(/\/ledger-apps\/zcash\/build$/);
    await expect(activeLink(page)).toHaveAttribute('href', '/ledger-apps/zcash/build');
    await page.waitForTimeout(300);
    expect(await sidebarMenu(page).evaluate((el) => el.scrollTop)).toBe(before);
  });
});
