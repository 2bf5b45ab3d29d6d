/**
 * What "Keep this section offline" downloads (issue 42): for each docs section and each chain with a
 * landing page, its pages and the search index files a search over them needs. Pure functions; the plugin
 * (./index.ts) reads the build and writes one JSON file per bundle.
 */
import {ledgerAppPath, sectionEntryPath, sectionOfPath, sections} from '../../data/sections';
import {landingChains, landingPath} from '../../data/chains';
import {chainBundleId} from './paths';

export interface BundleSpec {
  id: string;
  title: string;
  /** The page the offline page links for the bundle. */
  entry: string;
  pages: string[];
}

export interface BundleFile {
  url: string;
  bytes: number;
}

export interface OfflineBundle extends Omit<BundleSpec, 'pages'> {
  /** Each page with the bytes of its HTML and its Markdown twin. */
  pages: BundleFile[];
  /**
   * Pages every bundle needs besides its own, kept when a bundle is removed: the search page, so that the
   * modal's "See all results" opens /search offline and it answers from the kept sections (issue 60).
   */
  sharedPages: BundleFile[];
  /** The document shards this bundle's pages need (removed again by "Remove", but those another kept bundle lists). */
  search: BundleFile[];
  /** Search index files every bundle needs (manifest, term shards): kept when a bundle is removed. */
  sharedSearch: BundleFile[];
  bytes: number;
}

/** The bundles of a build whose pages are `pagePaths`: every section built, every chain landing page built. */
export function bundleSpecs(pagePaths: string[]): BundleSpec[] {
  const bySection = (id: string) => pagePaths.filter((p) => sectionOfPath(p, sections) === id);
  const sectionBundles = sections
    .map((s) => ({id: s.id, title: s.title, entry: sectionEntryPath(s), pages: bySection(s.id)}))
    .filter((b) => b.pages.length > 0);
  const chainBundles = landingChains
    .filter((c) => pagePaths.includes(landingPath(c)))
    .map((c) => {
      const folder = c.ledgerFolder ? ledgerAppPath(c.ledgerFolder) : undefined;
      const pages = pagePaths.filter((p) => p === landingPath(c) || (folder !== undefined && (p === folder || p.startsWith(`${folder}/`))));
      return {id: chainBundleId(c.landing), title: c.name, entry: landingPath(c), pages};
    });
  return [...sectionBundles, ...chainBundles];
}

/** The parts of the local search index's manifest.json (src/search/indexTypes.ts) a bundle needs. */
export interface SearchManifestParts {
  pages: Array<[string, ...unknown[]]>;
  pageStart: number[];
  terms: Record<string, string>;
  docs: Array<[number, string]>;
  n: number;
}

/** A route as the search index names its page: a folder's route ('/zemu/') without its closing slash. */
const indexedPath = (route: string) => (route === '/' ? route : route.replace(/\/$/, ''));

/** The document shards holding the records of these pages (a page's records are contiguous). */
export function docShardsOf(manifest: SearchManifestParts, pagePaths: string[]): string[] {
  const wanted = new Set(pagePaths.map(indexedPath));
  const files = new Set<string>();
  manifest.pages.forEach(([pagePath], i) => {
    if (!wanted.has(pagePath)) return;
    const first = manifest.pageStart[i];
    const end = i + 1 < manifest.pageStart.length ? manifest.pageStart[i + 1] : manifest.n;
    manifest.docs.forEach(([start, file], k) => {
      const next = k + 1 < manifest.docs.length ? manifest.docs[k + 1][0] : manifest.n;
      if (start < end && next > first) files.add(file);
    });
  });
  return [...files].sort();
}
