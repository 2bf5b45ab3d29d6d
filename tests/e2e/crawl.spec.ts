/**
 * Crawl: every sitemap URL and every internal link of the navbar, footer and home page, each loaded
 * directly (a fresh request, as a reload, a new tab or a shared link does), ends on its own page with
 * status 200; paths in another letter case reach their page. Checked under the README's serve command
 * (scripts/serve-build.mjs, the Playwright web server) and under a plain static server with clean URLs
 * (serve-handler with its defaults, what `npx serve` and `docusaurus serve` run). The bulk is plain HTTP;
 * the browser is used only where the client does the work (the not-found page's redirect).
 */
import http from 'node:http';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {load} from 'cheerio';
import serveHandler from 'serve-handler';
import {expect, test} from './fixtures';
import {landingChains, landingPath} from '../../src/data/chains';
import {projectHref, projects} from '../../src/data/sections';
import {specTopLevelPages} from '../spec/spec-routes';
import {bare, notFoundTitle} from './site-pages';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
// Some 500 plain HTTP loads per crawl: seconds on an idle machine, more when the cores are shared.
test.describe.configure({timeout: 180_000});

type Landing = {requested: string; status: number; finalPath: string; h1: string; canonical: string};

/** One GET on a fresh connection (no keep-alive: each load is a new visit, and no socket is reused mid-close). */
const freshConnections = new http.Agent({keepAlive: false});
function get(url: string): Promise<{status: number; location?: string; body: string}> {
  return new Promise((resolve, reject) => {
    http
      .get(url, {agent: freshConnections}, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({status: res.statusCode ?? 0, location: res.headers.location, body}));
      })
      .on('error', reject);
  });
}

/**
 * Loads a path as a browser without JavaScript would: following HTTP redirects and the meta-refresh
 * redirect pages of plugin-client-redirects, at most five hops in all.
 */
async function land(origin: string, requested: string): Promise<Landing> {
  let url = new URL(requested, origin).href;
  for (let hop = 0; ; hop += 1) {
    const response = await get(url);
    if (response.status >= 300 && response.status < 400 && response.location && hop < 5) {
      url = new URL(response.location, url).href;
      continue;
    }
    const $ = load(response.body);
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

/** Runs the loads a few at a time: fast, and gentle with the two cores the suite shares. */
async function landAll(origin: string, paths: string[], concurrency = 8): Promise<Landing[]> {
  const out: Landing[] = [];
  let next = 0;
  await Promise.all(
    Array.from({length: concurrency}, async () => {
      while (next < paths.length) out.push(await land(origin, paths[next++]));
    }),
  );
  return out;
}

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
  const xml = (await get(`${origin}/sitemap.xml`)).body;
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** Internal links of the home page's navbar, footer and main content, as the static HTML has them. */
async function homeLinks(origin: string): Promise<string[]> {
  const $ = load((await get(`${origin}/`)).body);
  const hrefs = $('nav.navbar a[href], footer a[href], main a[href]')
    .map((_, a) => $(a).attr('href') ?? '')
    .get()
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.split('#')[0])
    .filter(Boolean);
  return [...new Set(hrefs)];
}

/** Another letter case of chain and top-level paths, each with the page it must reach. */
const chainByName = (name: string) => {
  const chain = landingChains.find((c) => c.name === name);
  if (!chain) throw new Error(`no landing page for ${name}`);
  return landingPath(chain);
};
const otherCase = [
  {requested: '/polkadot', page: chainByName('Polkadot')},
  {requested: '/ZCASH', page: chainByName('Zcash')},
  {requested: '/aleph-zero', page: chainByName('Aleph Zero')},
  {requested: '/openapi', page: specTopLevelPages.find((p) => p === '/OpenAPI')!},
  {requested: '/protocollabs', page: specTopLevelPages.find((p) => p === '/ProtocolLabs')!},
  {requested: '/Namadexer/Index', page: projectHref(projects.find((p) => p.name === 'Namadexer')!)!},
];

test.describe("under the README's serve command (scripts/serve-build.mjs)", () => {
  // Every sitemap URL loaded directly under this server: the page sweep (a11y-sweep.spec.ts) does it
  // in the browser, with the same checks (status 200, its own h1, its own canonical URL).

  test('every internal link of the navbar, footer and home page loads directly', async ({baseURL}) => {
    const links = await homeLinks(baseURL!);
    // The selection really holds the menus: every project and every chain tile is among the links.
    const expected = [...projects.map(projectHref).filter((h): h is string => h !== undefined), ...landingChains.map(landingPath)];
    expect(links.map(bare)).toEqual(expect.arrayContaining(expected.map(bare)));
    expect(problemsOf(await landAll(baseURL!, links))).toEqual([]);
  });

  test('chain and top-level paths in another letter case answer 301 to their page', async ({baseURL}) => {
    const landings = await landAll(
      baseURL!,
      otherCase.map((c) => c.requested),
    );
    expect(problemsOf(landings, (requested) => bare(otherCase.find((c) => c.requested === requested)!.page))).toEqual([]);
    const first = await get(`${baseURL}/polkadot?from=crawl`);
    expect(first.status).toBe(301);
    expect(first.location).toBe(`${chainByName('Polkadot')}?from=crawl`);
  });

  test('an unknown path still answers 404 with the not-found page', async ({baseURL}) => {
    const [landing] = await landAll(baseURL!, ['/zemu/quickstrat']);
    expect(landing.status).toBe(404);
    expect(landing.h1).toBe(notFoundTitle);
  });
});

test.describe('under a plain static server with clean URLs (serve-handler defaults)', () => {
  let server: http.Server;
  let origin: string;
  test.beforeAll(async () => {
    server = http.createServer((req, res) => void serveHandler(req, res, {public: buildDir}));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('every sitemap URL and every navbar, footer and home link loads directly', async () => {
    const paths = [...new Set([...(await sitemapPaths(origin)), ...(await homeLinks(origin))])];
    expect(paths.length).toBeGreaterThan(100);
    expect(problemsOf(await landAll(origin, paths))).toEqual([]);
  });

  // Its address keeps the slash: clean URLs would answer /namadexer/index with a redirect to /namadexer.
  test('the Namadexer link loads without a redirect and reloads in place', async ({page}) => {
    const link = projectHref(projects.find((p) => p.name === 'Namadexer')!)!;
    const response = await page.goto(`${origin}${link}`);
    expect(response?.request().redirectedFrom()).toBeNull();
    await expect(page).toHaveURL(`${origin}${link}`);
    await expect(page.locator('h1').first()).toHaveText('Namadexer');
    await page.reload();
    await expect(page.locator('h1').first()).toHaveText('Namadexer');
  });

  // A plain host answers these with 404.html; its inline script (src/routing/earlyRedirect.ts) must
  // replace the address before React Router, which matches without letter case, draws the page over it.
  test('chain and top-level paths in another letter case reach their page, with no hydration error', async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The 404 status of the address as typed is logged by Chromium as a failed load: expected here.
    const typed = (url: string) => otherCase.some((c) => new URL(url).pathname === c.requested);
    page.on(
      'console',
      (m) =>
        void (
          m.type() === 'error' &&
          !(m.text().startsWith('Failed to load resource') && typed(m.location().url)) &&
          errors.push(m.text())
        ),
    );
    for (const {requested, page: target} of otherCase) {
      await page.goto(`${origin}${requested}?from=crawl#top`);
      await expect(page, requested).toHaveURL(`${origin}${target.endsWith('/index') ? `${target}/` : target}?from=crawl#top`);
      await expect(page.locator('h1').first(), requested).not.toHaveText(notFoundTitle);
      await expect(page.locator('h1').first(), requested).toBeVisible();
      // Hydrated: the redirect happened before the bundle, so React attached to the page's own HTML.
      await page.waitForFunction(() => Object.keys(document.querySelector('#__docusaurus') ?? {}).some((k) => k.startsWith('__react')));
    }
    expect(errors).toEqual([]);
  });
});
