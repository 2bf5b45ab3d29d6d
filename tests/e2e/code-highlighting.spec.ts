/**
 * Code highlighting with Prism loaded on demand (src/plugins/prism-on-demand,
 * src/theme/CodeBlock/Content): pages with code blocks are highlighted the same in the static HTML
 * and after hydration, for the grammars prism-react-renderer bundles and for those the site adds;
 * every page with a code block gets Prism in the browser, on first load and on client-side
 * navigation; pages without one (home, /search, documentation pages such as
 * the ledger apps' supported-methods pages) never download or run it.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import type {PrismTheme} from 'prism-react-renderer';
import {prismThemes} from '../../src/config/prismThemes';
import {buildDir, htmlFileFor, sitemapPaths} from '../build/built-site';
import {expect, isScriptChunk, openHydrated, test, watchConsole} from './conformance-fixtures';
import {themeRadio} from './navbar-fixtures';

/** Language → a token class its grammar produces on that page. toml/bash/solidity are the added grammars. */
const pages: {path: string; tokens: [language: string, token: string][]}[] = [
  {
    path: '/namadexer/server',
    tokens: [
      ['toml', 'table'],
      ['toml', 'key'],
      ['bash', 'function'],
    ],
  },
  {
    path: '/fevm/filecoin-solidity/use-it',
    tokens: [
      ['solidity', 'keyword'],
      ['solidity', 'builtin'],
      ['bash', 'function'],
    ],
  },
  {path: '/filecoin-signing-tools/rs_native_api', tokens: [['rust', 'keyword']]},
];

/** A documentation page without code blocks (a ledger app's supported-methods page: one big table). */
const codeFreeDocPage = '/ledger-apps/kusama/supported_latest';

/** Thrown by Prism's core (prism-react-renderer's copy) for an unknown grammar: present only where Prism is. */
const prismMarker = 'has no grammar';

/** Every script chunk the page downloads from now on (the HTTP cache is off, so each page load reports all). */
async function scriptBodies(page: Page): Promise<Map<string, string>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
  const bodies = new Map<string, string>();
  page.on('response', async (response) => {
    if (!isScriptChunk(response.url())) return;
    bodies.set(response.url(), await response.text().catch(() => ''));
  });
  return bodies;
}

for (const {path, tokens} of pages) {
  test(`code blocks on ${path} are highlighted in the static HTML and after hydration`, async ({page, request}) => {
    const html = await (await request.get(path)).text();
    for (const [language, token] of tokens) {
      expect(html, `${language} ${token} in the static HTML`).toMatch(
        new RegExp(`class="language-${language}[^"]*"[\\s\\S]*?class="token [^"]*\\b${token}\\b`),
      );
    }
    const log = watchConsole(page);
    await openHydrated(page, path);
    for (const [language, token] of tokens) {
      await expect(page.locator(`.language-${language} .token.${token}`).first(), `${language} ${token} after hydration`).toBeVisible();
    }
    // A grammar missing on the client would re-render the block unhighlighted with a hydration error.
    expect(log.errors).toEqual([]);
  });
}

test('Prism is downloaded by pages with code blocks only, not by the home, search and code-free documentation pages', async ({page}) => {
  const bodies = await scriptBodies(page);
  await openHydrated(page, '/namadexer/server');
  await page.waitForLoadState('networkidle');
  expect(
    [...bodies.values()].some((body) => body.includes(prismMarker)),
    'the marker identifies Prism',
  ).toBe(true);

  // Chain landing pages show client-library snippets (src/components/ChainFacts), so they load Prism.
  for (const path of ['/', '/search', codeFreeDocPage]) {
    bodies.clear();
    await openHydrated(page, path);
    await page.waitForLoadState('networkidle');
    expect(bodies.size, `${path} loaded scripts`).toBeGreaterThan(0);
    expect(
      [...bodies].filter(([, body]) => body.includes(prismMarker)).map(([url]) => url),
      `${path} loads Prism`,
    ).toEqual([]);
  }
});

test('a client-side navigation from a page without code blocks to one with them highlights its code', async ({page}) => {
  const log = watchConsole(page);
  await openHydrated(page, codeFreeDocPage);
  expect(await page.locator('.theme-code-block').count(), `${codeFreeDocPage} has no code block`).toBe(0);
  await page.locator('.theme-doc-sidebar-menu a[href="/ledger-apps/kusama/build"]').click();
  await expect(page).toHaveURL(/\/ledger-apps\/kusama\/build$/);
  await expect(page.locator('.theme-code-block .token-line').first()).toBeVisible();
  await expect(page.locator('.theme-code-block .token.function').first()).toBeVisible();
  expect(log.errors).toEqual([]);
});

/**
 * Pages with a code block in their static HTML (the server renders every page in one process, where
 * Prism is loaded once for all, so only the browser shows a page that forgot to import it): each
 * must show every block with Prism's lines after hydration, with no error.
 */
const builtSitemap = existsSync(path.join(buildDir, 'sitemap.xml'));
const codePages = builtSitemap
  ? sitemapPaths().filter((route) => readFileSync(htmlFileFor(route), 'utf8').includes('theme-code-block'))
  : [];
const codePageGroups = Array.from({length: 4}, (_, group) => codePages.filter((_, i) => i % 4 === group));

test('the build has pages with code blocks', () => {
  expect(builtSitemap, `no ${buildDir}/sitemap.xml (build the site first)`).toBe(true);
  expect(codePages.length).toBeGreaterThan(50);
});

codePageGroups.forEach((group, index) => {
  test(`pages with code blocks get Prism in the browser (${index + 1}/${codePageGroups.length}: ${group.length} pages)`, async ({page}) => {
    test.setTimeout(30_000 + group.length * 5_000);
    const log = watchConsole(page);
    const problems: string[] = [];
    for (const route of group) {
      await openHydrated(page, route);
      await expect(page.locator('.theme-code-block pre').first()).toBeVisible();
      const allHighlighted = await page
        .waitForFunction(
          () => Array.from(document.querySelectorAll('.theme-code-block pre')).every((pre) => pre.querySelector('.token-line')),
          undefined,
          {timeout: 5_000},
        )
        .then(
          () => true,
          () => false,
        );
      if (!allHighlighted) problems.push(`${route}: code blocks without Prism's lines`);
    }
    expect(problems).toEqual([]);
    expect(log.errors).toEqual([]);
  });
});

/** A Prism theme colour as CSS computes it. */
function cssColor(color: string | undefined): string {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color ?? '');
  if (hex)
    return `rgb(${hex
      .slice(1)
      .map((h) => parseInt(h, 16))
      .join(', ')})`;
  if (!color?.startsWith('rgb(')) throw new Error(`unexpected colour ${color}`);
  return color;
}

const functionColor = (theme: PrismTheme) => cssColor(theme.styles.find((s) => s.types.includes('function'))?.style.color);

test('code blocks take the dark Prism theme on a dark first load and follow a colour-mode change, without a remount', async ({page}) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('theme', 'dark');
    // Counts code blocks taken out of the document from the first parsed byte on.
    const counter = window as unknown as {removedCodeBlocks: number};
    counter.removedCodeBlocks = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element && (node.matches('.theme-code-block') || node.querySelector('.theme-code-block')))
            counter.removedCodeBlocks += 1;
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
  const removedCodeBlocks = () => page.evaluate(() => (window as unknown as {removedCodeBlocks: number}).removedCodeBlocks);
  const log = watchConsole(page);
  await openHydrated(page, '/namadexer/server');
  const block = page.locator('.theme-code-block pre').first();
  const line = block.locator('.token-line').first();
  const bashFunction = page.locator('.language-bash .token.function').first();
  await expect(block).toHaveCSS('background-color', cssColor(prismThemes.dark.plain.backgroundColor));
  await expect(line).toHaveCSS('color', cssColor(prismThemes.dark.plain.color));
  await expect(bashFunction).toHaveCSS('color', functionColor(prismThemes.dark));
  // The server's code blocks are restyled in place, not rebuilt after hydration.
  expect(await removedCodeBlocks()).toBe(0);

  await themeRadio(page, 'Light').check();
  await expect(block).toHaveCSS('background-color', cssColor(prismThemes.light.plain.backgroundColor));
  await expect(line).toHaveCSS('color', cssColor(prismThemes.light.plain.color));
  await expect(bashFunction).toHaveCSS('color', functionColor(prismThemes.light));
  expect(await removedCodeBlocks()).toBe(0);
  expect(log.errors).toEqual([]);
});
