/**
 * Code highlighting with Prism loaded on demand (src/plugins/prism-on-demand,
 * src/theme/CodeBlock/Content): pages with code blocks are highlighted the same in the static HTML
 * and after hydration, for the grammars prism-react-renderer bundles and for those the site adds;
 * pages that cannot contain a code block (home, chain landing pages, /search) never download or
 * run Prism. Documentation pages still get it with the docs layout, code blocks or not: the theme's
 * MDX components import the code block statically.
 */
import type {Page} from '@playwright/test';
import {expect, isScriptChunk, openHydrated, test, watchConsole} from './conformance-fixtures';

/** Language → a token class its grammar produces on that page. toml/bash/solidity are the added grammars. */
const pages: {path: string; tokens: [language: string, token: string][]}[] = [
  {path: '/namadexer/server', tokens: [['toml', 'table'], ['toml', 'key'], ['bash', 'function']]},
  {path: '/fevm/filecoin-solidity/use-it', tokens: [['solidity', 'keyword'], ['solidity', 'builtin'], ['bash', 'function']]},
  {path: '/filecoin-signing-tools/rs_native_api', tokens: [['rust', 'keyword']]},
];

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
      expect(html, `${language} ${token} in the static HTML`).toMatch(new RegExp(`class="language-${language}[^"]*"[\\s\\S]*?class="token [^"]*\\b${token}\\b`));
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

test('Prism is downloaded by documentation pages only, not by the home, chain landing and search pages', async ({page}) => {
  const bodies = await scriptBodies(page);
  await openHydrated(page, '/namadexer/server');
  await page.waitForLoadState('networkidle');
  expect([...bodies.values()].some((body) => body.includes(prismMarker)), 'the marker identifies Prism').toBe(true);

  for (const path of ['/', '/Polkadot', '/search']) {
    bodies.clear();
    await openHydrated(page, path);
    await page.waitForLoadState('networkidle');
    expect(bodies.size, `${path} loaded scripts`).toBeGreaterThan(0);
    expect([...bodies].filter(([, body]) => body.includes(prismMarker)).map(([url]) => url), `${path} loads Prism`).toEqual([]);
  }
});
