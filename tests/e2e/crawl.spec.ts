/**
 * Crawl, the part a browser does: under a plain static server with clean URLs (serve-handler with its
 * defaults, what `npx serve` and `docusaurus serve` run), the Namadexer link keeps its address through a
 * reload, and a path in another letter case, answered with 404.html, reaches its page by the not-found
 * page's inline redirect before hydration. The loads over plain HTTP (every sitemap URL and every navbar,
 * footer and home link under both servers, the 301s of npm run serve, the SPEC 2.1 redirects) are
 * tests/build/crawl.test.ts.
 */
import http from 'node:http';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import serveHandler from 'serve-handler';
import {expect, test} from './fixtures';
import {projectHref, projects} from '../../src/data/sections';
import {notFoundTitle, otherCase} from './site-pages';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');

test.describe('under a plain static server with clean URLs (serve-handler defaults)', () => {
  let server: http.Server;
  let origin: string;
  test.beforeAll(async () => {
    server = http.createServer((req, res) => void serveHandler(req, res, {public: buildDir}));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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
