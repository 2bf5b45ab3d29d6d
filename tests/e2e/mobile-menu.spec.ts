import {landingChains} from '../../src/data/chains';
import {categories} from '../../src/data/sections';
import {expect, menuToggle, mobileMenu, mobileWidths, open, projectsButton, test} from './fixtures';

for (const width of mobileWidths) {
  test.describe(`2.5 mobile menu at ${width} px`, () => {
    test.use({viewport: {width, height: 800}});

    test(`2.5 at ${width} px the navbar shows a menu button instead of the dropdowns`, async ({page}) => {
      await open(page);
      await expect(projectsButton(page)).toBeHidden();
      await expect(page.locator('.navbar__items--right [data-source-link]')).toBeHidden();
      await expect(menuToggle(page)).toBeVisible();
      await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(menuToggle(page)).toHaveAccessibleName('Menu');
    });

    test(`2.5 at ${width} px the menu button toggles to a close button and opens the panel`, async ({page}) => {
      await open(page);
      await menuToggle(page).click();
      await expect(mobileMenu(page)).toBeVisible();
      await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(menuToggle(page)).toHaveAccessibleName('Menu');
      // It draws the close icon while the menu is open (theme-classic's Icon/Close, viewBox 15), the menu icon otherwise.
      await expect(menuToggle(page).locator('svg')).toHaveAttribute('viewBox', '0 0 15 15');
      const panel = mobileMenu(page);
      // Search is the top bar's own button (one SearchBar at every width), visible with the menu open.
      await expect(page.locator('.navbar__inner .DocSearch-Button')).toBeVisible();
      await expect(panel.locator('.DocSearch-Button')).toHaveCount(0);
      await expect(panel.getByRole('radio')).toHaveCount(3);
      await expect(panel.getByRole('button', {name: 'Projects'})).toHaveAttribute('aria-expanded', 'false');
      await expect(panel.getByRole('button', {name: 'Chains'})).toHaveAttribute('aria-expanded', 'false');
      await menuToggle(page).click();
      await expect(mobileMenu(page)).toBeHidden();
      await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(menuToggle(page).locator('svg')).toHaveAttribute('viewBox', '0 0 30 30');
    });

    test(`4 at ${width} px Projects, its categories and Chains expand independently`, async ({page}) => {
      await open(page);
      await menuToggle(page).click();
      const panel = mobileMenu(page);
      const projects = panel.getByRole('button', {name: 'Projects', exact: true});
      const chains = panel.getByRole('button', {name: 'Chains', exact: true});
      await projects.click();
      await expect(projects).toHaveAttribute('aria-expanded', 'true');
      for (const category of categories) await expect(panel.getByRole('button', {name: category, exact: true})).toBeVisible();
      await panel.getByRole('button', {name: 'Security', exact: true}).click();
      await panel.getByRole('button', {name: 'Tools', exact: true}).click();
      await expect(panel.getByRole('link', {name: 'Ledger apps'})).toBeVisible();
      await expect(panel.getByRole('link', {name: 'Ping'})).toBeVisible();
      await expect(panel.getByRole('link', {name: 'Zemu'})).toBeHidden();
      await expect(panel.locator('[data-coming-soon]')).toBeVisible();
      await chains.click();
      await expect(panel.locator('[data-chain-tile]')).toHaveCount(landingChains.length);
      await expect(panel.locator('[data-chain-tile]').first()).toBeVisible();
      await expect(projects).toHaveAttribute('aria-expanded', 'true');
      await projects.click();
      await expect(panel.getByRole('link', {name: 'Ledger apps'})).toBeHidden();
      await expect(chains).toHaveAttribute('aria-expanded', 'true');
      await expect(panel.locator('[data-chain-tile]').first()).toBeVisible();
    });

    test(`4 at ${width} px body scroll is locked while the menu is open`, async ({page}) => {
      await open(page);
      const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
      expect(await overflow()).not.toBe('hidden');
      await menuToggle(page).click();
      await expect.poll(overflow).toBe('hidden');
      await menuToggle(page).click();
      await expect.poll(overflow).not.toBe('hidden');
    });

    test(`4 at ${width} px Escape closes the menu and focus returns to the menu button`, async ({page}) => {
      await open(page);
      await menuToggle(page).click();
      await mobileMenu(page).getByRole('button', {name: 'Projects', exact: true}).focus();
      await page.keyboard.press('Escape');
      await expect(mobileMenu(page)).toBeHidden();
      await expect(menuToggle(page)).toBeFocused();
    });

    test(`4 at ${width} px a route change closes the menu`, async ({page}) => {
      await open(page);
      await menuToggle(page).click();
      await mobileMenu(page).getByRole('button', {name: 'Chains', exact: true}).click();
      await mobileMenu(page).locator('[data-chain-tile="Polkadot"]').click();
      await expect(page).toHaveURL(/\/Polkadot$/);
      await expect(mobileMenu(page)).toBeHidden();
      await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    });

    test(`4 at ${width} px focus is trapped in the open menu`, async ({page}) => {
      await open(page);
      await menuToggle(page).click();
      await mobileMenu(page).getByRole('button', {name: 'Projects', exact: true}).click();
      // The ring is the navbar's visible controls (menu button, logo, search) and the panel.
      const inside = () =>
        page.evaluate(() => {
          const a = document.activeElement;
          return !!a && a !== document.body && !!document.querySelector('nav.navbar')?.contains(a);
        });
      const visited = new Set<string>();
      const count = await mobileMenu(page).locator('a[href], button, input').count();
      for (let i = 0; i < count + 3; i++) {
        await page.keyboard.press('Tab');
        expect(await inside(), `after ${i + 1} Tab presses`).toBe(true);
        visited.add(
          await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? ''),
        );
      }
      // The top-bar search button is part of the ring.
      expect([...visited].some((name) => /^Search/.test(name))).toBe(true);
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(await inside(), `after ${i + 1} Shift+Tab presses`).toBe(true);
      }
    });
  });
}
