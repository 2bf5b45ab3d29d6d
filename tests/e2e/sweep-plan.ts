import fs from 'node:fs';
import {load} from 'cheerio';
import {landingChains, landingPath} from '../../src/data/chains';
import {builtFile, greedyCover, templateRepresentatives} from './a11y-templates';
import {diagramKinds, diagramSources} from './diagram-kinds';

/**
 * What the page sweep (a11y-sweep.spec.ts) does on each URL of the built sitemap, read from the
 * build: axe in light and/or dark mode, the code-highlighting check where the static HTML has a code
 * block, the diagram geometry where it has a diagram source. Each page is opened once; dark mode is
 * reached with the navbar's switch on the same page load.
 *
 * Scopes (A11Y_SCOPE):
 *  - full (`npm run test:a11y`): axe on every sitemap URL in both modes.
 *  - ci (the default of the public run): every page written by hand (each differs in content) in light
 *    mode, with its code blocks and its diagrams. Of the pages generated from data into one template
 *    (generatedTemplates: the ledger apps' supported-methods pages, 184, and the chain landing pages,
 *    35), only those that together render every styled thing of that template (a11y-templates.ts: the
 *    table, the version diff, the empty-pallet note, each code language, …): the others differ only in
 *    their data rows. In dark mode, pages that together render every styled thing of each layout at
 *    least once, and the diagram checks on pages that together draw every kind of diagram part
 *    (diagram-kinds.ts) besides the pages swept in dark anyway. The pages swept in dark are also checked
 *    at 320 px for sideways scrolling. tests/e2e/README.md says what CI does not open and why a reader
 *    would not notice.
 * A11Y_URLS=/a,/b limits the sweep to those paths (axe in both modes), for a quick check.
 */
export interface SweepPage {
  path: string;
  axeLight: boolean;
  axeDark: boolean;
  code: boolean;
  diagram: boolean;
  /** The diagram checks run in dark mode too. */
  diagramDark: boolean;
  /** Checked at 320 px for sideways scrolling (reflow.ts): the layout representatives swept in dark, or every page. */
  reflow: boolean;
  /**
   * Loaded directly (a request, then hydration, as a new tab or a shared link opens it) even when the page before it
   * in its chunk left the browser on the site: the pages swept in dark (together every styled thing of each layout,
   * so every component hydrates from the server's HTML at least once) and the first page of each top-level section
   * (its sidebar), or every page outside CI's scope. The others are reached from the page before by the router, as
   * Back and Forward reach a page: half the browser's work for each (no second parse of the app and of axe-core).
   */
  direct: boolean;
  /** The title in the page's HTML, which the page must show once the router has drawn it. */
  title: string;
}

export type SweepScope = 'full' | 'ci';

/** The ledger apps' supported-methods pages (SupportedMethods and VersionDiff over one version's data). */
export const supportedMethods = /^\/ledger-apps\/[^/]+\/supported_[^/]+$/;

const chainLandings = new Set(landingChains.map(landingPath));

/**
 * Pages generated from data into one template, whose pages differ only in their data rows: the
 * supported-methods pages (scripts/generate-ledger-pages.mjs, one MDX file per app version over its
 * data) and the chain landing pages (src/plugins/chain-landing-pages over one line of src/data/chains.ts
 * each). Pages written by hand (doc pages, APDU specifications, build guides) are not in this list.
 */
export const generatedTemplates: {name: string; matches: (path: string) => boolean}[] = [
  {name: "ledger apps' supported-methods pages", matches: (p) => supportedMethods.test(p)},
  {name: 'chain landing pages', matches: (p) => chainLandings.has(p.replace(/(.)\/$/, '$1'))},
];
const generated = (p: string) => generatedTemplates.some((t) => t.matches(p));

/** The sitemap's URLs as site paths (the sitemap holds absolute URLs of the public origin). */
export function sitemapPaths(buildDir: string): string[] {
  const file = `${buildDir}/sitemap.xml`;
  if (!fs.existsSync(file)) return [];
  const xml = fs.readFileSync(file, 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&')).pathname);
  return [...new Set(paths)].sort();
}

export function sweepPages(buildDir: string, scope: SweepScope, only?: string[]): SweepPage[] {
  const paths = only ?? sitemapPaths(buildDir);
  const ci = scope === 'ci' && !only;
  const html = new Map(
    paths.map((p) => {
      const file = builtFile(buildDir, p);
      return [p, file ? fs.readFileSync(file, 'utf8') : ''] as const;
    }),
  );
  const sources = new Map(paths.map((p) => [p, diagramSources(html.get(p)!)] as const));
  // In CI, a generated page is opened when it is one of its template's representatives, or draws a
  // diagram (whose labels are its own: none does today).
  const opened = new Set(
    ci
      ? [
          ...paths.filter((p) => !generated(p) || sources.get(p)!.length > 0),
          ...generatedTemplates.flatMap((t) =>
            templateRepresentatives(
              buildDir,
              paths.filter((p) => t.matches(p)),
            ),
          ),
        ]
      : paths,
  );
  // The home page, where most readers arrive, is checked in both modes (navbar-a11y.spec.ts relies on it).
  const axeDark = new Set(ci ? ['/', ...templateRepresentatives(buildDir, [...opened])] : paths);
  const pages: SweepPage[] = [];
  const diagrams = new Map<string, string[]>();
  const sectionOf = (p: string) => p.split('/')[1];
  const openedPaths = paths.filter((x) => opened.has(x));
  const sectionFirsts = new Set(openedPaths.filter((p, i) => i === 0 || sectionOf(openedPaths[i - 1]) !== sectionOf(p)));
  for (const p of openedPaths) {
    const pageSources = sources.get(p)!;
    if (pageSources.length > 0) diagrams.set(p, diagramKinds(pageSources, p));
    pages.push({
      path: p,
      axeLight: true,
      axeDark: axeDark.has(p),
      code: html.get(p)!.includes('theme-code-block'),
      diagram: pageSources.length > 0,
      diagramDark: false,
      // Reflow depends on the layout and its styled things, which the dark set covers; not on the colours.
      reflow: axeDark.has(p),
      direct: !ci || axeDark.has(p) || sectionFirsts.has(p),
      title: htmlTitle(html.get(p)!),
    });
  }
  const allDark = scope === 'full' || only !== undefined;
  // Pages switched to dark for axe count first: their diagrams are checked there at no extra cost.
  const darkAnyway = new Map([...diagrams].filter(([p]) => axeDark.has(p)));
  const darkCovered = new Set([...darkAnyway.values()].flat());
  const rest = new Map([...diagrams].map(([p, kinds]) => [p, kinds.filter((k) => !darkCovered.has(k))] as const));
  const darkDiagrams = new Set([...darkAnyway.keys(), ...greedyCover(rest)]);
  for (const page of pages) page.diagramDark = page.diagram && (allDark || darkDiagrams.has(page.path));
  return pages;
}

/** The text of an HTML page's <title> (entities decoded), or ''. */
function htmlTitle(html: string): string {
  const element = html.match(/<title[^>]*>[^<]*<\/title>/)?.[0];
  return element ? load(element)('title').text() : '';
}

/**
 * A rough cost of sweeping a page, in seconds on a 2-core machine: a page load, axe per mode (more
 * on large pages: axe's colour-contrast rule visits every text node), a diagram re-render, a layout at 320 px.
 */
function cost(buildDir: string, page: SweepPage): number {
  const file = builtFile(buildDir, page.path);
  const sizeFactor = file ? fs.statSync(file).size / 100_000 : 1;
  const axe = (Number(page.axeLight) + Number(page.axeDark)) * (0.6 + sizeFactor);
  return (
    (page.direct ? 0.8 : 0.4) +
    axe +
    (page.diagram ? 0.75 : 0) +
    (page.diagramDark ? 0.75 : 0) +
    (page.code ? 0.2 : 0) +
    (page.reflow ? 0.3 : 0)
  );
}

/**
 * Splits the pages into chunks of about equal cost (longest first onto the lightest chunk), so the
 * workers finish together; each chunk is one test that reuses one browser page.
 */
export function chunkPages(buildDir: string, pages: SweepPage[], secondsPerChunk = 30): SweepPage[][] {
  const weighted = pages.map((page) => ({page, cost: cost(buildDir, page)})).sort((a, b) => b.cost - a.cost);
  const total = weighted.reduce((sum, w) => sum + w.cost, 0);
  const count = Math.max(1, Math.ceil(total / secondsPerChunk));
  const chunks = Array.from({length: count}, () => ({cost: 0, pages: [] as SweepPage[]}));
  for (const w of weighted) {
    const lightest = chunks.reduce((a, b) => (b.cost < a.cost ? b : a));
    lightest.cost += w.cost;
    lightest.pages.push(w.page);
  }
  return chunks.filter((c) => c.pages.length > 0).map((c) => c.pages.sort((a, b) => a.path.localeCompare(b.path)));
}
