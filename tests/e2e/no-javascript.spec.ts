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

test('2.2 a diagram without JavaScript: the reader gets its source and why it is not drawn, instead of a blank', async ({page}) => {
  await page.goto('/namadexer/overview');
  // Playwright's text and role selectors do not look inside <noscript>; CSS selectors do when scripting is off.
  const note = page.locator('article noscript p').first();
  await expect(note).toBeVisible();
  await expect(note).toHaveText('This diagram is drawn in the browser and needs JavaScript, which is off here. Its source, in Mermaid:');
  const source = page.locator('article noscript pre').first();
  await expect(source).toBeVisible();
  // The same text the Markdown twin's fence holds (remarkMermaidSource's hidden element), line breaks kept.
  const expected = await page.locator('article [data-mermaid-source]').first().getAttribute('data-mermaid-source');
  expect(expected).toMatch(/^flowchart TB\n/);
  expect(await source.innerText()).toBe(expected);
  // Long lines scroll inside the block, not the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('2.2 /OpenAPI without JavaScript says why the reference is not drawn, shows no loading line, and its document still downloads', async ({
  page,
  request,
}) => {
  await page.goto('/OpenAPI');
  // Playwright's text and role selectors do not look inside <noscript> (search-failures.spec.ts does the same for /search).
  const note = page.locator('main noscript p');
  await expect(note).toBeVisible();
  await expect(note).toContainText('The interactive reference is drawn in the browser and needs JavaScript, which is off here.');
  await expect(note.locator('a[href="/beryx-api/"]')).toHaveText('Beryx API overview');
  // The page's HTML holds the line shown while the viewer's code loads; with no script to load, it is not shown.
  const loading = page.locator('main [role="status"]', {hasText: 'Loading the API reference'});
  await expect(loading).toHaveCount(1);
  await expect(loading).toBeHidden();
  const download = page.getByRole('link', {name: 'Download the OpenAPI document'});
  await expect(download).toBeVisible();
  expect((await request.get((await download.getAttribute('href'))!)).status()).toBe(200);
});
