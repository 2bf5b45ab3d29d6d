/**
 * Readers beyond the browser, over HTTP from npm run serve's server: JSON-LD (TechArticle, BreadcrumbList),
 * OpenGraph/Twitter cards with a generated image per section, canonical URLs, sitemap.xml, robots.txt,
 * 'Edit this page' and 'Last updated' on documentation pages, as crawlers and link previews read them: the
 * static HTML, before any script runs. (tests/build/markdown-export.test.ts checks the same head tags on
 * every doc page of the build from the file system.)
 */
import {load, type CheerioAPI} from 'cheerio';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {sectionEntryPath, sections} from '../../src/data/sections';
import {docsSourceEditUrl, provider} from '../../src/data/site';
import {longDate} from '@zondax/docs-core/text/longDate';
import {socialImagePath} from '../../src/plugins/markdown-export/paths';
import {testRouteBase} from '../fixtures/test-faults';
import {get, serveBuild, type Served} from './serve';

const docPage = '/namadexer/overview';
const section = sections.find((s) => docPage.startsWith(`${s.routeBasePath}/`))!;

let served: Served;
beforeAll(async () => {
  served = await serveBuild();
});
afterAll(() => served?.stop());

/** The page as crawlers and link previews read it: the static HTML, before any script runs. */
async function staticPage(route: string): Promise<CheerioAPI> {
  const response = await get(`${served.origin}${route}`);
  expect(response.status).toBe(200);
  return load(response.text);
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

describe('readers beyond the browser: structured data, cards, sitemap, robots.txt, edit link', () => {
  it('seo: structured data parses as JSON-LD: one TechArticle and one BreadcrumbList', async () => {
    const $ = await staticPage(docPage);
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

  it("seo: OpenGraph and Twitter cards use the section's generated image; canonical URL", async () => {
    const $ = await staticPage(docPage);
    const image = `${provider.docsUrl}${socialImagePath(section.id)}`;
    expect(meta($, 'og:image')).toBe(image);
    expect(meta($, 'twitter:image')).toBe(image);
    expect(meta($, 'twitter:card')).toBe('summary_large_image');
    expect(meta($, 'og:type')).toBe('article');
    expect(meta($, 'og:title')).toContain($('article h1').first().text());
    expect(meta($, 'og:description')).toBeTruthy();
    expect($('link[rel="canonical"]').attr('href')).toBe(`${provider.docsUrl}${docPage}`);

    const png = await get(`${served.origin}${socialImagePath(section.id)}`);
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const bytes = png.body;
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('seo: pages outside the docs use the default card', async () => {
    expect(meta(await staticPage('/'), 'og:image')).toBe(`${provider.docsUrl}${socialImagePath('default')}`);
    expect((await get(`${served.origin}${socialImagePath('default')}`)).headers['content-type']).toBe('image/png');
  });

  it('seo: robots.txt allows crawling and points to the sitemap', async () => {
    const text = (await get(`${served.origin}/robots.txt`)).text;
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).toContain(`Sitemap: ${provider.docsUrl}/sitemap.xml`);
  });

  it('seo: sitemap.xml lists the public pages (docs, home, section entries) and no test-only page', async () => {
    const xml = (await get(`${served.origin}/sitemap.xml`)).text;
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const paths = urls.map((u) => new URL(u).pathname);
    for (const u of urls) expect(u.startsWith(`${provider.docsUrl}/`)).toBe(true);
    expect(paths).toContain('/');
    expect(paths).toContain(docPage);
    for (const s of sections) {
      if ((await get(`${served.origin}${sectionEntryPath(s)}`)).status !== 200) continue; // not in this SECTIONS= build
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

  it('seo: a doc page links "Edit this page" to the docs source repository and shows "Last updated"', async () => {
    const $ = await staticPage(docPage);
    const edit = $('article a.theme-edit-this-page');
    expect(edit.text().trim()).toBe('Edit this page');
    expect(edit.attr('href')).toBe(docsSourceEditUrl(`docs/${section.id}/overview.md`));
    const updated = $('.theme-last-updated time');
    expect(updated.attr('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // In the site's one style for dates in words, as the notes above it write theirs (not "Dec 5, 2026").
    expect(updated.text()).toBe(longDate(updated.attr('datetime')!.slice(0, 10)));
  });
});
