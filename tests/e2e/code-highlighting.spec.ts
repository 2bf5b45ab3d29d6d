/**
 * Code highlighting that loads only the grammars a page uses (src/plugins/prism-on-demand,
 * src/theme/CodeBlock/Content): pages with code blocks are highlighted the same in the static HTML
 * and after hydration, for the grammars prism-react-renderer bundles and for those the site adds;
 * every page with a code block gets its languages' grammars in the browser, on first load and on
 * client-side navigation, and no others; pages without one (home, /search,
 * documentation pages such as the ledger apps' supported-methods pages) never download or run Prism.
 * That every page with a code block shows Prism's lines after hydration (the server renders all pages
 * in one process, where Prism is loaded once for all, so only the browser shows a page that forgot
 * to import a grammar) is checked by the page sweep, a11y-sweep.spec.ts, on the same page load as axe.
 */
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import type {PrismTheme} from 'prism-react-renderer';
import {prismThemes} from '../../src/config/prismThemes';
import {componentsByName, grammarsFor, siteGrammars} from '../../src/plugins/prism-on-demand/grammars';
import {additionalLanguages} from '../../src/plugins/prism-on-demand/languages';
import {chooseColourMode, expect, isScriptChunk, open, test, watchConsole} from './fixtures';

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

/** Thrown by Prism's core for an unknown grammar: present only where Prism is. */
const prismMarker = 'has no grammar';

/**
 * Every script chunk the page runs from now on (the HTTP cache is off, so each page load reports
 * all). Chunks Docusaurus prefetches for the links in view (<link rel="prefetch">, not run until the
 * reader goes there) are left out: they belong to other pages.
 */
async function scriptBodies(page: Page): Promise<Map<string, string>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
  const bodies = new Map<string, string>();
  page.on('response', async (response) => {
    if (!isScriptChunk(response.url()) || response.request().resourceType() !== 'script') return;
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
    await open(page, path);
    for (const [language, token] of tokens) {
      await expect(page.locator(`.language-${language} .token.${token}`).first(), `${language} ${token} after hydration`).toBeVisible();
    }
    // A grammar missing on the client would re-render the block unhighlighted with a hydration error.
    expect(log.errors).toEqual([]);
  });
}

const site = siteGrammars(additionalLanguages);
const componentOfName = componentsByName(site);

/**
 * A regular expression literal found in one grammar's source only: minifiers keep regex literals
 * as written, so it shows which grammars a script defines.
 */
const grammarSignatures = (() => {
  const text = Object.fromEntries(site.map((id) => [id, readFileSync(require.resolve(`prismjs/components/prism-${id}.js`), 'utf8')]));
  const literal =
    /(?<=(?:[:(,=[]|\breturn)\s*)\/((?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\[\n*])(?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\[\n])*)\/[gimsuy]*/g;
  return new Map(
    site.map((id) => {
      const own = [...text[id].matchAll(literal)]
        .map((m) => m[0])
        .filter((l) => l.length > 12 && site.every((other) => other === id || !text[other].includes(l)));
      const signature = own.sort((a, b) => b.length - a.length)[0];
      if (!signature) throw new Error(`no regular expression of its own in prism-${id}.js`);
      return [id, signature] as const;
    }),
  );
})();

// Chain landing pages show client-library snippets (src/components/pages/ChainFacts), so they load Prism; the home
// page, /search and documentation pages without code blocks never download it.
test("a page loads the grammars of its code blocks' languages and no others; pages without code blocks no Prism at all", async ({page}) => {
  test.slow(); // eight page loads, each until the network is idle
  const bodies = await scriptBodies(page);
  for (const path of [
    '/zemu/quickstart',
    '/Polkadot',
    '/namadexer/server',
    '/fevm/filecoin-solidity/use-it',
    '/filecoin-signing-tools/rs_native_api',
    codeFreeDocPage,
    '/',
    '/search',
  ]) {
    bodies.clear();
    await open(page, path);
    await page.waitForLoadState('networkidle');
    expect(bodies.size, `${path} loaded scripts`).toBeGreaterThan(0);
    const languages = await page
      .locator('.theme-code-block pre')
      .evaluateAll((pres) => pres.map((pre) => /(?:^|\s)language-([\w-]+)/.exec(pre.className)?.[1] ?? 'text'));
    const expected = [
      ...new Set(languages.flatMap((lang) => (componentOfName.has(lang) ? grammarsFor(componentOfName.get(lang)!, site) : []))),
    ].sort();
    const scripts = [...bodies.values()].join('\n');
    const loaded = site.filter((id) => scripts.includes(grammarSignatures.get(id)!)).sort();
    expect(loaded, `${path} (code blocks in ${[...new Set(languages)].join(', ') || 'no language'})`).toEqual(expected);
    expect(scripts.includes(prismMarker), `${path} loads Prism's core`).toBe(expected.length > 0);
  }
});

test('a client-side navigation from a page without code blocks to one with them highlights its code', async ({page}) => {
  const log = watchConsole(page);
  await open(page, codeFreeDocPage);
  expect(await page.locator('.theme-code-block').count(), `${codeFreeDocPage} has no code block`).toBe(0);
  await page.locator('.theme-doc-sidebar-menu a[href="/ledger-apps/kusama/build"]').click();
  await expect(page).toHaveURL(/\/ledger-apps\/kusama\/build$/);
  await expect(page.locator('.theme-code-block .token-line').first()).toBeVisible();
  await expect(page.locator('.theme-code-block .token.function').first()).toBeVisible();
  expect(log.errors).toEqual([]);
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
  await open(page, '/namadexer/server');
  const block = page.locator('.theme-code-block pre').first();
  const line = block.locator('.token-line').first();
  const bashFunction = page.locator('.language-bash .token.function').first();
  await expect(block).toHaveCSS('background-color', cssColor(prismThemes.dark.plain.backgroundColor));
  await expect(line).toHaveCSS('color', cssColor(prismThemes.dark.plain.color));
  await expect(bashFunction).toHaveCSS('color', functionColor(prismThemes.dark));
  // The server's code blocks are restyled in place, not rebuilt after hydration.
  expect(await removedCodeBlocks()).toBe(0);

  await chooseColourMode(page, 'light');
  await expect(block).toHaveCSS('background-color', cssColor(prismThemes.light.plain.backgroundColor));
  await expect(line).toHaveCSS('color', cssColor(prismThemes.light.plain.color));
  await expect(bashFunction).toHaveCSS('color', functionColor(prismThemes.light));
  expect(await removedCodeBlocks()).toBe(0);
  expect(log.errors).toEqual([]);
});
