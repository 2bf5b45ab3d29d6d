import type {APIRequestContext} from '@playwright/test';
import {expect, test} from './fixtures';
import {load, type CheerioAPI} from 'cheerio';
import {sectionEntryPath, sections} from '../../src/data/sections';
import {docsSourceEditUrl, provider} from '../../src/data/site';
import {socialImagePath} from '../../src/plugins/markdown-export/paths';
import {testRouteBase} from '../fixtures/test-faults';

/**
 * Readers beyond the browser: JSON-LD (TechArticle, BreadcrumbList), OpenGraph/Twitter cards
 * with a generated image per section, canonical URLs, sitemap.xml, robots.txt,
 * 'Edit this page' and 'Last updated' on documentation pages.
 */
const docPage = '/namadexer/overview';
const section = sections.find((s) => docPage.startsWith(`${s.routeBasePath}/`))!;

/** The page as crawlers and link previews read it: the static HTML, before any script runs. */
async function staticPage(request: APIRequestContext, route: string): Promise<CheerioAPI> {
  const response = await request.get(route);
  expect(response.status()).toBe(200);
  return load(await response.text());
}

function jsonLd($: CheerioAPI): Record<string, unknown>[] {
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((el) => JSON.parse($(el).text()) as Record<string, unknown>);
}

function meta($: CheerioAPI, key: string): string | undefined {
  return $(`meta[property="${key}"], meta[name="${key}"]`).first().attr('content');
}

const absolute = (value: unknown) => typeof value === 'string' && value.startsWith(`${provider.docsUrl}/`);

test('seo: structured data parses as JSON-LD: one TechArticle and one BreadcrumbList', async ({request}) => {
  const $ = await staticPage(request, docPage);
  const blocks = jsonLd($);
  for (const block of blocks) expect(block['@context']).toBe('https://schema.org');
  const articles = blocks.filter((b) => b['@type'] === 'TechArticle');
  const lists = blocks.filter((b) => b['@type'] === 'BreadcrumbList');
  expect(articles).toHaveLength(1);
  expect(lists).toHaveLength(1);

  const article = articles[0];
  expect(article.headline).toBe($('article h1').first().text());
  expect(article.url).toBe(`${provider.docsUrl}${docPage}`);
  expect(absolute(article.image)).toBe(true);
  expect(article.articleSection).toBe(section.title);
  expect(Number.isNaN(Date.parse(String(article.dateModified)))).toBe(false);
  expect(article.publisher).toMatchObject({'@type': 'Organization', name: provider.name});
  expect(article.encoding).toMatchObject({encodingFormat: 'text/markdown', contentUrl: `${provider.docsUrl}${docPage}.md`});

  const items = lists[0].itemListElement as {'@type': string; position: number; name: string; item: string}[];
  expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
  for (const item of items) {
    expect(item['@type']).toBe('ListItem');
    expect(item.name.length).toBeGreaterThan(0);
    expect(absolute(item.item) || item.item === `${provider.docsUrl}/`).toBe(true);
  }
  expect(items[0].item).toBe(`${provider.docsUrl}/`);
  expect(items[1].name).toBe(section.title);
  expect(items.at(-1)!.item).toBe(`${provider.docsUrl}${docPage}`);
});

test("seo: OpenGraph and Twitter cards use the section's generated image; canonical URL", async ({request}) => {
  const $ = await staticPage(request, docPage);
  const image = `${provider.docsUrl}${socialImagePath(section.id)}`;
  expect(meta($, 'og:image')).toBe(image);
  expect(meta($, 'twitter:image')).toBe(image);
  expect(meta($, 'twitter:card')).toBe('summary_large_image');
  expect(meta($, 'og:type')).toBe('article');
  expect(meta($, 'og:title')).toContain($('article h1').first().text());
  expect(meta($, 'og:description')).toBeTruthy();
  expect($('link[rel="canonical"]').attr('href')).toBe(`${provider.docsUrl}${docPage}`);

  const png = await request.get(socialImagePath(section.id));
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  const bytes = await png.body();
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('seo: pages outside the docs use the default card', async ({request}) => {
  expect(meta(await staticPage(request, '/'), 'og:image')).toBe(`${provider.docsUrl}${socialImagePath('default')}`);
  expect((await request.get(socialImagePath('default'))).headers()['content-type']).toBe('image/png');
});

test('seo: robots.txt allows crawling and points to the sitemap', async ({request}) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).toContain(`Sitemap: ${provider.docsUrl}/sitemap.xml`);
});

test('seo: sitemap.xml lists the public pages (docs, home, section entries) and no test-only page', async ({request}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const paths = urls.map((u) => new URL(u).pathname);
  for (const u of urls) expect(u.startsWith(`${provider.docsUrl}/`)).toBe(true);
  expect(paths).toContain('/');
  expect(paths).toContain(docPage);
  for (const s of sections) {
    if (!(await request.get(sectionEntryPath(s))).ok()) continue; // not in this SECTIONS= build
    expect(
      paths.map((p) => p.replace(/\/$/, '')),
      s.id,
    ).toContain(sectionEntryPath(s).replace(/\/$/, ''));
  }
  expect(paths.filter((p) => p.startsWith(testRouteBase))).toEqual([]);
  expect(paths).not.toContain('/404.html');
  // Doc pages carry their last change (from git) as lastmod.
  expect(xml).toMatch(new RegExp(`<loc>${provider.docsUrl}${docPage}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
});

test('seo: a doc page links "Edit this page" to the docs source repository and shows "Last updated"', async ({page}) => {
  await page.goto(docPage);
  const edit = page.getByRole('link', {name: 'Edit this page'});
  await expect(edit).toHaveAttribute('href', docsSourceEditUrl(`docs/${section.id}/overview.md`));
  const time = page.locator('.theme-last-updated time');
  await expect(time).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
});
