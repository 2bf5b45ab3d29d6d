import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {e2ePort} from './browser';
import {desktopViewport, expect, menuToggle, mobileMenu, open, test} from './fixtures';

/**
 * SPEC 2.5 with the docVisualizationTest setting on. This needs a second build made with
 * DOC_VISUALIZATION_TEST=true, named by VIS_BUILD_DIR (default build-visualize); the spec
 * serves it itself on VIS_E2E_PORT (default E2E_PORT + 1). Without that build the tests are
 * skipped locally and fail in CI.
 */
const visBuildDir = path.resolve(process.env.VIS_BUILD_DIR ?? 'build-visualize');
const visPort = Number(process.env.VIS_E2E_PORT ?? e2ePort + 1);
const visBaseUrl = `http://127.0.0.1:${visPort}`;
const haveBuild = fs.existsSync(path.join(visBuildDir, 'index.html'));

let server: ChildProcess | undefined;

test.describe('2.5 docVisualizationTest on', () => {
  test.describe.configure({mode: 'serial'});
  test.skip(!haveBuild && !process.env.CI, `no docVisualizationTest build at ${visBuildDir}`);

  test.beforeAll(async () => {
    if (!haveBuild) throw new Error(`Build the site with DOC_VISUALIZATION_TEST=true into ${visBuildDir} first`);
    server = spawn(process.execPath, ['scripts/serve-build.mjs', visBuildDir, String(visPort)], {stdio: 'pipe'});
    const deadline = Date.now() + 20_000;
    for (;;) {
      try {
        if ((await fetch(`${visBaseUrl}/`)).ok) break;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) throw new Error(`serve-build did not start on ${visBaseUrl}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  });

  test.afterAll(() => {
    server?.kill();
  });

  test.use({baseURL: visBaseUrl});

  test('2.5 with docVisualizationTest on the navbar links to /visualize-document and hides search', async ({page}) => {
    await page.setViewportSize(desktopViewport);
    await open(page);
    const link = page.locator('.navbar a[href="/visualize-document"]');
    await expect(link).toBeVisible();
    await expect(link).toHaveText('Visualize document');
    await expect(page.locator('.navbar [class*="navbarSearchContainer"]')).toHaveCount(0);
  });

  test('2.5 with docVisualizationTest on the mobile menu has the link and no search', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await open(page);
    await menuToggle(page).click();
    await expect(mobileMenu(page).locator('a[href="/visualize-document"]')).toBeVisible();
    await expect(mobileMenu(page).locator('[data-mobile-search]')).toHaveCount(0);
    // Nor the phone top bar's search button (issue 19).
    await expect(page.locator('.navbar .DocSearch-Button')).toHaveCount(0);
  });
});
