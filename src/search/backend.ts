/**
 * Which search backend the site is built with, decided once at config-load time.
 *
 * - hosted: ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME are all set
 *   and non-empty → the stock DocSearch path against Algolia (SPEC 7).
 * - local (default): the index built with the site (src/plugins/local-search), answered
 *   in a Web Worker. Missing or empty credentials fall back here with a build-time message.
 *
 * This module is imported by docusaurus.config.ts and by browser code. It reads no environment:
 * the ALGOLIA_* values come from src/config/buildSettings.ts (settings.algolia), the one place they are read.
 */
import {limits} from '../data/site';

/** Folder of the local index inside the build output (served at /search-index/). */
export const LOCAL_INDEX_DIR = 'search-index';
/** The build plugin that writes it (src/plugins/local-search); offline-bundles reads what it wrote. */
export const LOCAL_SEARCH_PLUGIN = 'local-search';
/** Index name used for local storage keys (recent/favourite searches) in local mode. */
export const LOCAL_INDEX_NAME = 'zondax-docs';

export type SearchMode = 'local' | 'hosted';

/** themeConfig.algolia as this site sets it (the theme's own options plus `backend`). */
export interface SiteAlgoliaConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch: false;
  searchPagePath: string;
  insights: boolean;
  searchParameters: {facetFilters: Array<string | string[]>; hitsPerPage: number};
  /** Not a DocSearch option: removed before the props reach DocSearch. */
  backend: SearchMode;
}

/** Prints the backend message once per process (the config is loaded more than once per build). */
export function logSearchBackend(resolved: ResolvedBackend, log: (m: string) => void = console.log): void {
  const g = globalThis as {__searchBackendLogged?: string};
  if (g.__searchBackendLogged === resolved.message) return;
  g.__searchBackendLogged = resolved.message;
  log(resolved.message);
}

export interface ResolvedBackend {
  mode: SearchMode;
  algolia: SiteAlgoliaConfig;
  /** What to print at build time. */
  message: string;
}

/** SPEC 7: filters on the current language and on the documentation version tags. */
export function searchFacetFilters(language: string, docsPluginIds: readonly string[]): Array<string | string[]> {
  return [`language:${language}`, ['docusaurus_tag:default', ...docsPluginIds.map((id) => `docusaurus_tag:docs-${id}-current`)]];
}

/** The ALGOLIA_* values as src/config/buildSettings.ts reads them (trimmed; empty when unset). */
export interface AlgoliaSettings {
  appId: string;
  searchApiKey: string;
  indexName: string;
}

const settingNames = {appId: 'ALGOLIA_APP_ID', searchApiKey: 'ALGOLIA_SEARCH_API_KEY', indexName: 'ALGOLIA_INDEX_NAME'} as const;

export function resolveSearchBackend(
  {appId, searchApiKey: apiKey, indexName}: AlgoliaSettings,
  {language, docsPluginIds}: {language: string; docsPluginIds: readonly string[]},
): ResolvedBackend {
  const common = {
    contextualSearch: false as const,
    searchPagePath: 'search',
    searchParameters: {facetFilters: searchFacetFilters(language, docsPluginIds), hitsPerPage: limits.hitsPerPage},
  };
  if (appId && apiKey && indexName) {
    return {
      mode: 'hosted',
      algolia: {...common, appId, apiKey, indexName, insights: true, backend: 'hosted'},
      message: `[search] Hosted Algolia search: app ${appId}, index ${indexName}.`,
    };
  }
  const values = {appId, searchApiKey: apiKey, indexName};
  const keys = Object.keys(settingNames) as Array<keyof typeof settingNames>;
  const given = keys.filter((k) => values[k] !== '');
  const missing = keys.filter((k) => values[k] === '').map((k) => settingNames[k]);
  const message =
    given.length > 0
      ? `[search] ${missing.join(', ')} missing or empty: falling back to the local search index built with the site (hosted Algolia needs ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME).`
      : '[search] Local search index built with the site (set ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME for hosted Algolia).';
  return {
    mode: 'local',
    // DocSearch requires non-empty credentials; in local mode they are placeholders and never sent anywhere.
    algolia: {...common, appId: 'local', apiKey: 'local', indexName: indexName || LOCAL_INDEX_NAME, insights: false, backend: 'local'},
    message,
  };
}
