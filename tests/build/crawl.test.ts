/**
 * Crawl over HTTP: each page loaded directly (a fresh request, as a reload, a new tab or a shared link does)
 * ends on its own page with status 200, its own h1 and its own canonical URL. Under the README's serve command
 * (scripts/serve-build.mjs): every internal link of the navbar, footer and home page, paths in another letter
 * case (301 to their page), an unknown path (404) and the redirects of SPEC 2.1; under a plain static server
 * with clean URLs (serve-handler with its defaults, what `npx serve` and `docusaurus serve` run): every sitemap
 * URL and those links. Loads are followed as a browser without JavaScript would: HTTP redirects and the
 * meta-refresh redirect pages of plugin-client-redirects. What needs a browser (the not-found page's
 * letter-case redirect on a plain host, the address after hydration) is tests/e2e/crawl.spec.ts; the page
 * sweep (tests/e2e/a11y-sweep.spec.ts) loads the pages it opens in Chromium under npm run serve.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {load} from 'cheerio';
import serveHandler from 'serve-handler';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {landingChains, landingPath} from '../../src/data/chains';
import {projectHref, projects} from '../../src/data/sections';
import {specRedirects} from '../spec/spec-routes';
import {bare, notFoundTitle, otherCase} from '../e2e/site-pages';
import {buildDir} from './built-site';
import {eachLimited, get, serveBuild, type Served} from './serve';

type Landing = {requested: string; status: number; finalPath: string; h1: string; canonical: string};

/** Loads a path following HTTP redirects and meta-refresh redirect pages, at most five hops in all. */
async function land(origin: string, requested: string): Promise<Landing> {
  let url = new URL(requested, origin).href;
  for (let hop = 0; ; hop += 1) {
    const response = await get(url);
    const location = response.headers.location;
    if (response.status >= 300 && response.status < 400 && location && hop < 5) {
      url = new URL(location, url).href;
      continue;
    }
    // What is read (the head's redirect and canonical URL, the first h1) ends with the first h1: the rest of
    // a page (up to 300 KB on the ledger apps' pages) is not parsed.
    const h1End = response.text.indexOf('</h1>');
    const $ = load(h1End >= 0 ? response.text.slice(0, h1End + 5) : response.text);
    const refresh = $('meta[http-equiv="refresh"]')
      .attr('content')
      ?.match(/url=(.+)$/i)?.[1];
    if (refresh && hop < 5 && $('h1').length === 0) {
      url = new URL(refresh, url).href;
      continue;
    }
    const canonical = $('link[rel="canonical"]').attr('href');
    return {
      requested,
      status: response.status,
      finalPath: new URL(url).pathname,
      h1: $('h1').first().text().trim(),
      canonical: canonical ? bare(new URL(canonical, origin).pathname) : '',
    };
  }
}

const landAll = (origin: string, paths: string[]) => eachLimited(paths, (p) => land(origin, p));

/** Where a landing went wrong, or nothing: status 200, a real h1, and the page the path names. */
function problemsOf(landings: Landing[], expectedCanonical: (requested: string) => string = bare): string[] {
  return landings.flatMap((l) => {
    const problems: string[] = [];
    if (l.status !== 200) problems.push(`status ${l.status}`);
    if (!l.h1 || l.h1 === notFoundTitle) problems.push(`h1 "${l.h1}"`);
    if (l.canonical !== expectedCanonical(l.requested)) problems.push(`ended on ${l.canonical || l.finalPath}`);
    return problems.length ? [`${l.requested}: ${problems.join(', ')}`] : [];
  });
}

async function sitemapPaths(origin: string): Promise<string[]> {
  const xml = (await get(`${origin}/sitemap.xml`)).text;
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** Internal links of the home page's navbar, footer and main content, as the static HTML has them. */
async function homeLinks(origin: string): Promise<string[]> {
  const $ = load((await get(`${origin}/`)).text);
  const hrefs = $('nav.navbar a[href], footer a[href], main a[href]')
    .map((_, a) => $(a).attr('href') ?? '')
    .get()
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.split('#')[0])
    .filter(Boolean);
  return [...new Set(hrefs)];
}

describe("crawl under the README's serve command (scripts/serve-build.mjs)", () => {
  let served: Served;
  beforeAll(async () => {
    served = await serveBuild();
  });
  afterAll(() => served?.stop());

  // Every sitemap URL under this server: host-servers.test.ts (status 200), and in the browser the page sweep
  // (a11y-sweep.spec.ts) on the pages it opens, with the same checks (status 200, its own h1 and canonical URL).

  it('every internal link of the navbar, footer and home page loads directly', async () => {
    const links = await homeLinks(served.origin);
    // The selection really holds the menus: every project and every chain tile is among the links.
    const expected = [...projects.map(projectHref).filter((h): h is string => h !== undefined), ...landingChains.map(landingPath)];
    expect(links.map(bare)).toEqual(expect.arrayContaining(expected.map(bare)));
    expect(problemsOf(await landAll(served.origin, links))).toEqual([]);
  });

  it('chain and top-level paths in another letter case answer 301 to their page', async () => {
    const landings = await landAll(
      served.origin,
      otherCase.map((c) => c.requested),
    );
    expect(problemsOf(landings, (requested) => bare(otherCase.find((c) => c.requested === requested)!.page))).toEqual([]);
    const polkadot = otherCase.find((c) => c.requested === '/polkadot')!.page;
    const first = await get(`${served.origin}/polkadot?from=crawl`);
    expect(first.status).toBe(301);
    expect(first.headers.location).toBe(`${polkadot}?from=crawl`);
  });

  it('an unknown path still answers 404 with the not-found page', async () => {
    const [landing] = await landAll(served.origin, ['/zemu/quickstrat']);
    expect(landing.status).toBe(404);
    expect(landing.h1).toBe(notFoundTitle);
  });

  for (const {from, to} of specRedirects) {
    it(`2.1 ${from} redirects to ${to}: followed over HTTP, it ends on that page with its h1`, async () => {
      const [landing] = await landAll(served.origin, [from]);
      expect(landing.finalPath).toBe(to);
      expect(problemsOf([landing], () => bare(to))).toEqual([]);
    });
  }
});

describe('crawl under a plain static server with clean URLs (serve-handler defaults)', () => {
  let server: http.Server;
  let origin: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => void serveHandler(req, res, {public: buildDir}));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('every sitemap URL and every navbar, footer and home link loads directly', async () => {
    const paths = [...new Set([...(await sitemapPaths(origin)), ...(await homeLinks(origin))])];
    expect(paths.length).toBeGreaterThan(100);
    expect(problemsOf(await landAll(origin, paths))).toEqual([]);
  });
});
