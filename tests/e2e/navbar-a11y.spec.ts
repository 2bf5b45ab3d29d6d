import type {Page, TestInfo} from '@playwright/test';
import {
  chainsButton,
  chainsPanel,
  desktopViewport,
  expect,
  menuToggle,
  mobileMenu,
  open,
  projectsButton,
  projectsPanel,
  startInColourMode,
  test,
} from './fixtures';
import {axeBuilder} from './axe';

/**
 * Accessibility (axe-core, WCAG 2.x A/AA rules) on the home page with each dropdown open and
 * with the mobile menu open, in both colour modes; the same states, and the home page and footer
 * with the menus closed, are saved as screenshots under test-results/ (artifacts of the run, not
 * committed). The home page with its menus closed is checked with axe in both modes by the page
 * sweep (a11y-sweep.spec.ts, sweep-plan.ts), on the load it makes anyway.
 */

async function expectNoViolations(page: Page, testInfo: TestInfo) {
  const results = await axeBuilder(page).analyze();
  await testInfo.attach('axe-violations.json', {body: JSON.stringify(results.violations, null, 2), contentType: 'application/json'});
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({path, animations: 'disabled'});
  await testInfo.attach(name, {path, contentType: 'image/png'});
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`accessibility and screenshots in ${mode} mode`, () => {
    test(`2.5 axe: no violations with the projects dropdown open (${mode}, 1280 px)`, async ({page}, testInfo) => {
      await page.setViewportSize(desktopViewport);
      await startInColourMode(page, mode);
      await open(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      // The home page and its footer with the menus closed, before the dropdown opens (axe checks the home
      // page in both modes in the page sweep, a11y-sweep.spec.ts).
      await shot(page, testInfo, `home-${mode}-1280`);
      const footerPath = testInfo.outputPath(`footer-${mode}-1280.png`);
      await page.locator('footer[data-site-footer]').screenshot({path: footerPath, animations: 'disabled'});
      await testInfo.attach(`footer-${mode}-1280`, {path: footerPath, contentType: 'image/png'});
      await projectsButton(page).focus();
      await page.keyboard.press('Enter');
      await expect(projectsPanel(page)).toBeVisible();
      await projectsPanel(page).getByRole('tab', {name: 'Data Infrastructure'}).click();
      await page.mouse.move(1000, 30);
      await shot(page, testInfo, `navbar-projects-${mode}-1280`);
      await expectNoViolations(page, testInfo);
    });

    test(`2.5 axe: no violations with the chains dropdown open (${mode}, 1280 px)`, async ({page}, testInfo) => {
      await page.setViewportSize(desktopViewport);
      await startInColourMode(page, mode);
      await open(page);
      await chainsButton(page).focus();
      await page.keyboard.press('Enter');
      await expect(chainsPanel(page)).toBeVisible();
      await expect
        .poll(() =>
          chainsPanel(page)
            .locator(`img[data-logo-mode="${mode}"]`)
            .evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)),
        )
        .toBe(true);
      await shot(page, testInfo, `navbar-chains-${mode}-1280`);
      await expectNoViolations(page, testInfo);
    });

    test(`2.5 axe: no violations with the mobile menu open (${mode}, 390 px)`, async ({page}, testInfo) => {
      await page.setViewportSize({width: 390, height: 844});
      await startInColourMode(page, mode);
      await open(page);
      await menuToggle(page).click();
      await expect(mobileMenu(page)).toBeVisible();
      await shot(page, testInfo, `mobile-menu-${mode}-390`);
      await mobileMenu(page).getByRole('button', {name: 'Projects', exact: true}).click();
      await mobileMenu(page).getByRole('button', {name: 'Security', exact: true}).click();
      await mobileMenu(page).getByRole('button', {name: 'Chains', exact: true}).click();
      await shot(page, testInfo, `mobile-menu-expanded-${mode}-390`);
      await expectNoViolations(page, testInfo);
    });
  });
}
