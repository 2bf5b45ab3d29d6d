import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {axeBuilder, preloadAxe, stillStyles} from './axe';
import {minReadableScale} from '../../src/theme/Mermaid/zoom';
import {
  diagramFitProblems,
  diagramProblems,
  diagramSizeProblems,
  diagramsFitFromPx,
  markChecked,
  pageDiagrams,
  renderedDiagrams,
} from './diagram-geometry';
import {chooseColourMode, expect, open, test} from './fixtures';
import {bare, notFoundTitle} from './site-pages';
import {chunkPages, generatedTemplates, sweepPages, type SweepPage, type SweepScope} from './sweep-plan';
import {reflowProblems, reflowWidth} from './reflow';
import {smallText} from './text-size';

/**
 * The page sweep: every page of the built sitemap (in CI's scope: every page written by hand, and of
 * the pages generated from data into one template those that together render all of it; sweep-plan.ts,
 * tests/e2e/README.md) opened once, in light mode and then (where the scope asks for it) switched to
 * dark with the navbar, and checked in the same page load for
 *  - axe-core: zero violations (WCAG 2.0/2.1/2.2 A and AA plus best practices), per mode;
 *  - issue 21.1, diagrams: every text run of every Mermaid diagram inside its shape, label box and
 *    viewport, at 4.5:1 against what is under it, in light mode and, where the plan says, dark
 *    (diagram-geometry.ts; sweep-plan.ts); and each diagram drawn large enough to read, scrolling
 *    sideways in a labelled region where that is wider than the column, which no diagram is in a
 *    1280 px window (diagramsFitFromPx);
 *  - code highlighting: every code block has Prism's lines after hydration (the grammars are loaded
 *    per page, src/plugins/prism-on-demand);
 *  - no visible text in the page's content under 12 px (text-size.ts), in light mode;
 *  - on the pages the plan says, no sideways scrolling at 320 px (WCAG 1.4.10 reflow, reflow.ts);
 *  - the page has a title and a visible h1, is not the not-found page, names its own path as canonical
 *    URL, and logs no error (SPEC 2.1 for every route the spec names: routes.spec.ts checks they are all
 *    among the pages swept here or of a template swept here; tests/build/crawl.test.ts loads every
 *    sitemap URL over HTTP under two servers); loaded directly, it answers 200.
 * Which page gets what is read from the build (sweep-plan.ts, with the scopes). Pages are grouped into
 * chunks of about equal cost; each chunk is one test on one browser page, so the HTTP cache is warm.
 * In CI's scope most pages are reached from the page before by the router, as Back and Forward reach a
 * page, instead of loaded directly (sweep-plan.ts says which; tests/e2e/README.md why).
 * A failing chunk lists its problems per page; axe findings are also written per chunk and mode to
 * <outputDir>/a11y-sitemap/<mode>-<n>.json, which `node scripts/a11y-summary.mjs` merges.
 *   BUILD_DIR=/tmp/build-x E2E_PORT=3305 npx playwright test tests/e2e/a11y-sweep.spec.ts
 *   A11Y_URLS=/,/zemu/ ...   (only these paths, both modes)
 */

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
/** The smallest text the site sets in its content (labels, badges and small buttons included). */
const minTextPx = 12;
const scope: SweepScope = (process.env.A11Y_SCOPE ?? (process.env.E2E_BUDGETS === 'true' ? 'full' : 'ci')) === 'ci' ? 'ci' : 'full';
const only = process.env.A11Y_URLS?.split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const pages = sweepPages(buildDir, scope, only);
const chunks = chunkPages(buildDir, pages);

type Mode = 'light' | 'dark';
const sweepViewport = {width: 1440, height: 900};
type AxeFinding = {impact: string; help: string; helpUrl: string; pages: Record<string, string[]>};

test('the build has a sitemap, pages with code blocks and pages with diagrams to sweep', () => {
  expect(pages.length, `no URLs in ${buildDir}/sitemap.xml (build the site first)`).toBeGreaterThan(0);
  if (only) return;
  expect(pages.filter((p) => p.code).length).toBeGreaterThan(50);
  expect(pages.filter((p) => p.diagram).length).toBeGreaterThan(50);
  expect(pages.filter((p) => p.axeDark).length).toBeGreaterThan(10);
  expect(pages.filter((p) => p.reflow).length).toBeGreaterThan(10);
  // Each template of generated pages is checked whatever the scope (on fewer pages in CI's), and the home
  // page in both modes.
  for (const template of generatedTemplates)
    expect(pages.filter((p) => p.axeLight && template.matches(p.path)).length, template.name).toBeGreaterThan(0);
  expect(pages.find((p) => p.path === '/')).toMatchObject({axeLight: true, axeDark: true});
  // Every page swept in dark (together every styled thing of each layout) is loaded directly, so each component
  // hydrates from the server's HTML; in CI's scope most others are reached by the router, outside it none.
  expect(pages.filter((p) => p.axeDark && !p.direct).map((p) => p.path)).toEqual([]);
  const routed = pages.filter((p) => !p.direct).length;
  if (scope === 'ci') expect(routed).toBeGreaterThan(pages.length / 2);
  else expect(routed).toBe(0);
});

async function axeFindings(page: Page, route: string, into: Record<string, AxeFinding>): Promise<void> {
  // Only violations carry their nodes back (passes on a 4,000-node table page are slow to serialise).
  const results = await axeBuilder(page)
    .options({resultTypes: ['violations']})
    .analyze();
  for (const v of results.violations) {
    const f = (into[v.id] ??= {impact: v.impact ?? 'unknown', help: v.help, helpUrl: v.helpUrl, pages: {}});
    f.pages[route] = v.nodes.map((n) => n.target.join(' ')).slice(0, 5);
  }
}

async function codeBlocksHighlighted(page: Page): Promise<boolean> {
  return page
    .waitForFunction(
      () => {
        const blocks = Array.from(document.querySelectorAll('.theme-code-block pre'));
        return blocks.length > 0 && blocks.every((pre) => pre.querySelector('.token-line'));
      },
      undefined,
      {timeout: 5_000},
    )
    .then(
      () => true,
      () => false,
    );
}

/**
 * Waits until no part of the page is still loading (aria-busy: the lazy parts, src/components/LazyPart, and the
 * OpenAPI viewer while Redoc renders), so the checks see what a reader sees once it has arrived; false if it
 * never settles.
 */
async function settled(page: Page): Promise<boolean> {
  return page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {timeout: 20_000})
    .then(
      () => true,
      () => false,
    );
}

/**
 * Reaches a page from the one before as Back and Forward do: the address changes and the router draws the page
 * (Docusaurus's router listens for popstate), with no request for the document and no second start of the app.
 * True once the page shows the title of its HTML and names its path as canonical URL.
 */
async function routedTo(page: Page, item: SweepPage): Promise<boolean> {
  await page.evaluate((to) => {
    window.history.pushState({key: Math.random().toString(36).slice(2, 8)}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', {state: window.history.state}));
  }, item.path);
  return page
    .waitForFunction(
      ({title, path}) => {
        const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
        const bare = (p: string) => p.replace(/(.)\/$/, '$1');
        return document.title === title && !!canonical && bare(new URL(canonical, location.href).pathname) === bare(path);
      },
      {title: item.title, path: item.path},
      {timeout: 20_000},
    )
    .then(
      () => true,
      () => false,
    );
}

/** Loads a page directly and checks what the server sends: status 200, and the style that stops transitions. */
async function loaded(page: Page, item: SweepPage, problems: string[]): Promise<boolean> {
  // Hydrated (open): React owns the navbar, so its colour-mode switch works.
  const response = await open(page, item.path);
  if (!response || response.status() !== 200) {
    problems.push(`${item.path}: answers ${response?.status()}`);
    return false;
  }
  await page.addStyleTag({content: stillStyles});
  return true;
}

async function sweep(page: Page, item: SweepPage, viaRouter: boolean, problems: string[], axe: Record<Mode, Record<string, AxeFinding>>) {
  if (viaRouter) {
    if (!(await routedTo(page, item))) {
      problems.push(`${item.path}: reached by the router, it does not show "${item.title}" with its own canonical URL after 20 s`);
      return;
    }
  } else if (!(await loaded(page, item, problems))) return;
  // One round trip for the page's own checks (~250 pages).
  const {title, h1, h1Visible, canonical} = await page.evaluate(() => {
    const first = document.querySelector('h1');
    const box = first?.getBoundingClientRect();
    return {
      title: document.title,
      h1: first?.textContent?.trim() ?? '',
      // As Playwright's isVisible: a non-empty box and not visibility:hidden.
      h1Visible: !!box && box.width > 0 && box.height > 0 && first!.checkVisibility({visibilityProperty: true}),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
    };
  });
  if (!title.trim()) problems.push(`${item.path}: no title`);
  if (!h1Visible) problems.push(`${item.path}: no visible h1`);
  // It is its own page: not the not-found page, and its canonical URL is the path asked for.
  if (h1 === notFoundTitle) problems.push(`${item.path}: shows the not-found page`);
  if (!canonical || bare(new URL(canonical, 'http://x').pathname) !== bare(item.path))
    problems.push(`${item.path}: canonical URL ${canonical}`);
  for (const mode of ['light', 'dark'] as const) {
    const axeHere = mode === 'light' ? item.axeLight : item.axeDark;
    // Dark mode is switched to only for what is checked in it (light holds the code check too).
    const diagramHere = item.diagram && (mode === 'light' || item.diagramDark);
    if (mode === 'dark' && !axeHere && !diagramHere) continue;
    if (mode === 'dark') {
      if (diagramHere) await markChecked(page);
      await chooseColourMode(page, 'dark');
    }
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    if (!(await settled(page))) problems.push(`${item.path} (${mode}): a part of the page is still loading after 20 s`);
    if (diagramHere) {
      await renderedDiagrams(page);
      const found = await page.evaluate(diagramProblems, pageDiagrams);
      if (mode === 'light') {
        found.push(...(await page.evaluate(diagramSizeProblems, [pageDiagrams, minReadableScale] as const)));
        await page.setViewportSize({width: diagramsFitFromPx, height: sweepViewport.height});
        found.push(...(await page.evaluate(diagramFitProblems, [pageDiagrams, minReadableScale] as const)));
        await page.setViewportSize(sweepViewport);
      }
      for (const p of found) problems.push(`${item.path} (${mode}) diagram ${p.diagram + 1}, "${p.label}": ${p.what}`);
    }
    if (mode === 'light' && item.code && !(await codeBlocksHighlighted(page)))
      problems.push(`${item.path}: code blocks without Prism's lines`);
    if (mode === 'light')
      for (const t of await page.evaluate(smallText, minTextPx)) problems.push(`${item.path}: text under ${minTextPx} px, ${t}`);
    if (axeHere) await axeFindings(page, item.path, axe[mode]);
  }
  if (item.reflow) {
    await page.setViewportSize({width: reflowWidth, height: sweepViewport.height});
    for (const p of await page.evaluate(reflowProblems)) problems.push(`${item.path} at ${reflowWidth} px: ${p}`);
    await page.setViewportSize(sweepViewport);
  }
}

chunks.forEach((chunk, index) => {
  const name = String(index + 1).padStart(2, '0');
  const count = (key: keyof SweepPage) => chunk.filter((p) => p[key]).length;
  // A page is reached by the router from the one before unless the plan loads it directly or the page before was
  // switched to dark (a load starts in light); in the run, also when the browser is not on the page before.
  const routed = chunk.map((item, i) => i > 0 && !item.direct && !chunk[i - 1].axeDark && !chunk[i - 1].diagramDark);
  const title =
    `sweep ${index + 1}/${chunks.length}: ${chunk.length} pages from ${chunk[0].path}, ${routed.filter((r) => !r).length} loaded directly ` +
    `(axe ${count('axeLight')} light, ${count('axeDark')} dark; ${count('code')} with code; ${count('diagram')} with diagrams, ${count('diagramDark')} also in dark; ${count('reflow')} at ${reflowWidth} px)`;
  test(title, async ({page}, testInfo) => {
    test.setTimeout(60_000 + chunk.length * 20_000);
    await page.setViewportSize(sweepViewport);
    await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
    if (chunk.some((p) => p.axeLight || p.axeDark)) await preloadAxe(page);
    let current = '';
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${current}: console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${current}: page error: ${error.message}`));
    const axe: Record<Mode, Record<string, AxeFinding>> = {light: {}, dark: {}};
    for (const [i, item] of chunk.entries()) {
      current = item.path;
      await sweep(page, item, routed[i] && page.url().endsWith(chunk[i - 1].path), problems, axe);
    }

    const summaryDir = path.join(testInfo.project.outputDir, 'a11y-sitemap');
    fs.mkdirSync(summaryDir, {recursive: true});
    for (const mode of ['light', 'dark'] as const) {
      const urls = chunk.filter((p) => (mode === 'light' ? p.axeLight : p.axeDark)).map((p) => p.path);
      fs.writeFileSync(path.join(summaryDir, `${mode}-${name}.json`), JSON.stringify({mode, urls, findings: axe[mode]}, null, 2));
      for (const [rule, f] of Object.entries(axe[mode])) {
        for (const [url, targets] of Object.entries(f.pages))
          problems.push(`${url} (${mode}) axe ${rule} (${f.impact}): ${f.help}  ${targets.join(' | ')}`);
      }
    }
    await testInfo.attach(`sweep-${name}.json`, {body: JSON.stringify({problems, axe}, null, 2), contentType: 'application/json'});
    expect(problems, `problems found by the sweep:\n${problems.join('\n')}`).toEqual([]);
  });
});
