import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {consentStorageKey} from '../../src/consent/services';
import {templateRepresentatives} from './a11y-templates';
import {axeBuilder} from './axe';

/**
 * Accessibility budget: axe-core over every URL of the built sitemap, in light and in dark mode,
 * zero violations (WCAG 2.0/2.1/2.2 A and AA rules plus axe's best practices).
 *
 * Several hundred URLs × 2 modes must fit CI's time on 2 cores, so the list is cut into chunks of
 * A11Y_CHUNK URLs (default 25); each chunk is one test that reuses one page, and chunks spread over
 * Playwright's workers (fullyParallel). A failing chunk reports its violations grouped by rule, each
 * with the URLs and elements, and attaches them as JSON; every chunk also writes
 * <outputDir>/a11y-sitemap/<mode>-<n>.json (outputDir: test-results), which
 * `node scripts/a11y-summary.mjs [outputDir]` merges into one report grouped by rule.
 *   BUILD_DIR=/tmp/build-x E2E_PORT=3305 npx playwright test tests/e2e/a11y-sitemap.spec.ts
 *   A11Y_URLS=/,/zemu/ ...   (only these paths, for a quick check)
 *   A11Y_SCOPE=ci ...         (what CI checks, see inScope and a11y-templates.ts: dark mode over
 *                             one URL per page template)
 */

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const chunkSize = Number(process.env.A11Y_CHUNK ?? 25);

/** The sitemap's URLs as site paths (the sitemap holds absolute URLs of the public origin). */
function sitemapPaths(): string[] {
  if (process.env.A11Y_URLS)
    return process.env.A11Y_URLS.split(',')
      .map((p) => p.trim())
      .filter(Boolean);
  const file = path.join(buildDir, 'sitemap.xml');
  if (!fs.existsSync(file)) return [];
  const xml = fs.readFileSync(file, 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&')).pathname);
  return [...new Set(paths)].filter(inScope).sort();
}

/**
 * A11Y_SCOPE=ci leaves out the older `supported_<version>` pages of the ledger apps: each is the
 * same component and table layout as the chain's `supported_latest` page (which stays in), but
 * with up to 2,400 table cells axe needs 6–9 s per page and mode, so the ~170 of them would add
 * about a quarter of an hour to CI on 2 cores. The full sitemap is the default (`npm run test:a11y`).
 */
function inScope(urlPath: string): boolean {
  if (process.env.A11Y_SCOPE !== 'ci') return true;
  return !/^\/ledger-apps\/[^/]+\/supported_(?!latest$)[^/]+$/.test(urlPath);
}

type Finding = {impact: string; help: string; helpUrl: string; pages: Record<string, string[]>};

async function prepare(page: Page, mode: 'light' | 'dark') {
  await page.addInitScript(
    ({m, key}) => {
      try {
        window.localStorage.setItem('theme', m);
        // Consent decided, so the consent notice does not sit over every page (its own spec checks it).
        if (window.localStorage.getItem(key) === null) {
          window.localStorage.setItem(key, encodeURIComponent(JSON.stringify({cloudflare: true, klaro: true, analytics: false})));
        }
      } catch {
        /* storage unavailable */
      }
    },
    {m: mode, key: consentStorageKey},
  );
  // Only the served build: no third-party request may slow or change the page.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
}

const paths = sitemapPaths();
const modePaths = {
  light: paths,
  dark: process.env.A11Y_SCOPE === 'ci' && !process.env.A11Y_URLS ? templateRepresentatives(buildDir, paths) : paths,
} as const;
function chunked(list: string[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < list.length; i += chunkSize) out.push(list.slice(i, i + chunkSize));
  return out;
}

test('axe: the build has a sitemap with URLs', () => {
  expect(paths.length, `no URLs in ${buildDir}/sitemap.xml (build the site first)`).toBeGreaterThan(0);
});

for (const mode of ['light', 'dark'] as const) {
  const list = modePaths[mode];
  chunked(list).forEach((chunk, index) => {
    const name = `${mode}-${String(index + 1).padStart(2, '0')}`;
    test(`axe: sitemap URLs ${index * chunkSize + 1}–${index * chunkSize + chunk.length} of ${list.length} have no violations (${mode})`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000 + chunk.length * 60_000);
      await page.setViewportSize({width: 1280, height: 800});
      await prepare(page, mode);
      const findings: Record<string, Finding> = {};
      for (const url of chunk) {
        const response = await page.goto(url, {waitUntil: 'load'});
        if (!response || response.status() >= 400) {
          // A sitemap URL that does not answer is a finding too (and axe would only check the 404 page).
          (findings['http-status'] ??= {impact: 'critical', help: 'Sitemap URL answers with an error', helpUrl: '', pages: {}}).pages[url] =
            [String(response?.status())];
          continue;
        }
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        // Hydrated: React has attached itself to the page (axe then sees the interactive DOM).
        await page.waitForFunction(() => {
          const el = document.querySelector('#__docusaurus');
          return !!el && Object.keys(el).some((k) => k.startsWith('__react'));
        });
        // Only violations carry their nodes back (passes on a 4,000-node table page are slow to serialise).
        const results = await axeBuilder(page)
          .options({resultTypes: ['violations']})
          .analyze();
        for (const v of results.violations) {
          const f = (findings[v.id] ??= {impact: v.impact ?? 'unknown', help: v.help, helpUrl: v.helpUrl, pages: {}});
          f.pages[url] = v.nodes.map((n) => n.target.join(' ')).slice(0, 5);
        }
      }
      const summaryDir = path.join(testInfo.project.outputDir, 'a11y-sitemap');
      fs.mkdirSync(summaryDir, {recursive: true});
      fs.writeFileSync(path.join(summaryDir, `${name}.json`), JSON.stringify({mode, urls: chunk, findings}, null, 2));
      await testInfo.attach(`axe-${name}.json`, {body: JSON.stringify(findings, null, 2), contentType: 'application/json'});
      const report = Object.entries(findings).map(
        ([rule, f]) =>
          `${rule} (${f.impact}, ${Object.keys(f.pages).length} URLs): ${f.help}\n` +
          Object.entries(f.pages)
            .map(([url, targets]) => `    ${url}  ${targets.join(' | ')}`)
            .join('\n'),
      );
      expect(report, `axe violations (${mode}) grouped by rule:\n${report.join('\n')}`).toEqual([]);
    });
  });
}
