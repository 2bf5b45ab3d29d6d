/**
 * JavaScript disabled: documentation pages are complete in the static HTML (SPEC 2.2, 2.4).
 * The build check tests/build/conformance-public-build.test.ts covers every page of the
 * sitemap; this proves in the browser, one page per section, that the reader really gets them.
 */
import {sectionEntryPath, sections} from '../../src/data/sections';
import {expect, test} from './fixtures';

test.use({javaScriptEnabled: false});

// One test for the entry pages of all sections (one page load each, in one reset of the browser context).
test(`2.2 each section's entry page (${sections.length}) shows its content, headings and links with JavaScript disabled`, async ({
  page,
  request,
}) => {
  test.slow(); // a page load and a request per section
  const problems: string[] = [];
  for (const section of sections) {
    const path = sectionEntryPath(section);
    const response = await page.goto(path);
    if (response?.status() !== 200) problems.push(`${path}: answers ${response?.status()}`);
    if (!(await page.locator('article h1, main h1').first().isVisible())) problems.push(`${path}: no visible h1`);
    const text = (await page.locator('article').first().innerText()).trim();
    if (text.length <= 100) problems.push(`${path}: ${text.length} characters of article text`);
    // Sidebar and in-content links are real links a reader can follow without scripts.
    const hrefs = await page
      .locator('nav.menu a[href^="/"], article a[href^="/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    const sample = hrefs.find((h) => !h.startsWith(path)) ?? hrefs[0];
    if (!sample) problems.push(`${path}: no links`);
    else if ((await request.get(sample.split('#')[0])).status() !== 200) problems.push(`${path}: its link ${sample} does not load`);
    // The skip link and the navbar are there too.
    if (!(await page.locator('.navbar').isVisible())) problems.push(`${path}: no visible navbar`);
    if ((await page.locator('a', {hasText: 'Skip to main content'}).count()) !== 1) problems.push(`${path}: not one skip link`);
  }
  expect(problems).toEqual([]);
});

test('2.2 following a sidebar link works with JavaScript disabled', async ({page}) => {
  await page.goto('/zemu/quickstart');
  await page.locator('nav.menu a[href="/zemu/advanced-moves"]').first().click();
  await expect(page).toHaveURL(/\/zemu\/advanced-moves$/);
  await expect(page.locator('article h1')).toBeVisible();
});

test('2.2 /OpenAPI without JavaScript says why the reference is not drawn, and its document still downloads', async ({page, request}) => {
  await page.goto('/OpenAPI');
  // Playwright's text and role selectors do not look inside <noscript> (search-failures.spec.ts does the same for /search).
  const note = page.locator('main noscript p');
  await expect(note).toBeVisible();
  await expect(note).toContainText('The interactive reference is drawn in the browser and needs JavaScript, which is off here.');
  await expect(note.locator('a[href="/beryx-api/"]')).toHaveText('Beryx API overview');
  const download = page.getByRole('link', {name: 'Download the OpenAPI document'});
  await expect(download).toBeVisible();
  expect((await request.get((await download.getAttribute('href'))!)).status()).toBe(200);
});
