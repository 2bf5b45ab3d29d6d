/**
 * JavaScript disabled: documentation pages are complete in the static HTML (SPEC 2.2, 2.4).
 * The build check tests/build/conformance-public-build.test.ts covers every page of the
 * sitemap; this proves in the browser, one page per section, that the reader really gets them.
 */
import {sectionEntryPath, sections} from '../../src/data/sections';
import {expect, test} from './fixtures';

test.use({javaScriptEnabled: false});

for (const section of sections) {
  const path = sectionEntryPath(section);
  test(`2.2 ${path} shows its content, headings and links with JavaScript disabled`, async ({page, request}) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('article h1, main h1').first()).toBeVisible();
    const text = (await page.locator('article').first().innerText()).trim();
    expect(text.length).toBeGreaterThan(100);
    // Sidebar and in-content links are real links a reader can follow without scripts.
    const hrefs = await page
      .locator('nav.menu a[href^="/"], article a[href^="/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(0);
    const sample = hrefs.find((h) => !h.startsWith(path)) ?? hrefs[0];
    expect((await request.get(sample.split('#')[0])).status()).toBe(200);
    // The skip link and the navbar are there too.
    await expect(page.locator('.navbar')).toBeVisible();
    await expect(page.locator('a', {hasText: 'Skip to main content'})).toHaveCount(1);
  });
}

test('2.2 following a sidebar link works with JavaScript disabled', async ({page}) => {
  await page.goto('/zemu/quickstart');
  await page.locator('nav.menu a[href="/zemu/advanced-moves"]').first().click();
  await expect(page).toHaveURL(/\/zemu\/advanced-moves$/);
  await expect(page.locator('article h1')).toBeVisible();
});
