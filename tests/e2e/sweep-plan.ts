import fs from 'node:fs';
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
 *  - ci (the default of the public run): axe on every URL in light mode except the ledger apps'
 *    supported-methods pages (`supported_latest` and `supported_<version>`, 184 pages), of which only
 *    those that together render every styled thing of that one template (a11y-templates.ts: the table,
 *    the version diff, the empty-pallet note, …): they differ only in the data rows, and with up to
 *    2,400 table cells axe needs 3–6 s per page and mode; and in dark mode on pages that together
 *    render every styled thing of each layout at least once.
 * Code blocks and diagrams are checked on every page that has them, whatever the scope: diagrams in
 * light mode everywhere, and in dark mode on every page in the full scope; in the ci scope, on pages
 * that together draw every kind of diagram part (diagram-kinds.ts) and on the pages swept in dark anyway.
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
}

export type SweepScope = 'full' | 'ci';

/** The ledger apps' supported-methods pages (SupportedMethods and VersionDiff over one version's data). */
export const supportedMethods = /^\/ledger-apps\/[^/]+\/supported_[^/]+$/;

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
  const supported = paths.filter((p) => supportedMethods.test(p));
  const axeLight = new Set(
    ci ? [...paths.filter((p) => !supportedMethods.test(p)), ...templateRepresentatives(buildDir, supported)] : paths,
  );
  const axeDark = new Set(ci ? templateRepresentatives(buildDir, [...axeLight]) : paths);
  const pages: SweepPage[] = [];
  const diagrams = new Map<string, string[]>();
  for (const p of paths) {
    const file = builtFile(buildDir, p);
    const html = file ? fs.readFileSync(file, 'utf8') : '';
    const sources = diagramSources(html);
    if (sources.length > 0) diagrams.set(p, diagramKinds(sources, p));
    const page = {
      path: p,
      axeLight: axeLight.has(p),
      axeDark: axeDark.has(p),
      code: html.includes('theme-code-block'),
      diagram: sources.length > 0,
      diagramDark: false,
    };
    if (page.axeLight || page.axeDark || page.code || page.diagram) pages.push(page);
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

/**
 * A rough cost of sweeping a page, in seconds on a 2-core machine: a page load, axe per mode (more
 * on large pages: axe's colour-contrast rule visits every text node), a diagram re-render.
 */
function cost(buildDir: string, page: SweepPage): number {
  const file = builtFile(buildDir, page.path);
  const sizeFactor = file ? fs.statSync(file).size / 100_000 : 1;
  const axe = (Number(page.axeLight) + Number(page.axeDark)) * (0.6 + sizeFactor);
  return 0.8 + axe + (page.diagram ? 0.75 : 0) + (page.diagramDark ? 0.75 : 0) + (page.code ? 0.2 : 0);
}

/**
 * Splits the pages into chunks of about equal cost (longest first onto the lightest chunk), so the
 * two workers finish together; each chunk is one test that reuses one browser page.
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
