/**
 * What the search modal needs besides DocSearch itself, loaded with it on first use (./index.tsx):
 * the local index client (hosted mode asks it too while offline), the site's hit grouping and scope
 * filters, the HTML escaping of raw hit text and the consent-gated insights client. In main.js these
 * were ~27 KB of source that no page needs before the reader reaches for search.
 */
import type {DocSearchHit, DocSearchTransformClient} from '@docsearch/react';
import {getLocalSearchClient, withErrorScreen} from '@site/src/search/localClient';
import {withSiteSearch, type SiteClientOptions} from '@site/src/search/siteClient';
import {withHostedQueries} from '@site/src/search/hostedQuery';
import {withOfflineFallback} from '@site/src/search/offlineFallback';
import {escapeHtml} from '@zondax/docs-core/text/escapeHtml.mjs';
import {consentGatedInsightsClient, type InsightsClient} from '@site/src/search/insights';

export {withHeadingInPath} from '@site/src/search/hitPath';

export type {InsightsClient};

/** Starts fetching the local index (focus, hover or touch of the search button). */
export function warmLocalIndex(indexBase: string): void {
  getLocalSearchClient(indexBase).warm();
}

/**
 * The client DocSearch queries: the local index client in local mode; Algolia's, tagged, in hosted mode, and while the
 * browser is offline the local index there too (src/search/offlineFallback.ts).
 */
export function siteSearchClient(
  searchClient: DocSearchTransformClient,
  options: {backend: string; indexBase: string; docusaurusVersion: string; site: SiteClientOptions},
): DocSearchTransformClient {
  if (options.backend === 'local')
    return withErrorScreen(
      withSiteSearch(getLocalSearchClient(options.indexBase), {...options.site, foldTwins: true}),
    ) as unknown as DocSearchTransformClient;
  searchClient.addAlgoliaAgent('docusaurus', options.docusaurusVersion);
  const hosted = withOfflineFallback(withHostedQueries(searchClient), getLocalSearchClient(options.indexBase), {
    currentPath: options.site.currentPath,
  });
  return withErrorScreen(withSiteSearch(hosted, options.site));
}

/** Raw attributes are escaped too: DocSearch renders stored hits' raw text as HTML. */
export function escapeHitText<T extends DocSearchHit>(item: T): T {
  const hierarchy = Object.fromEntries(
    Object.entries(item.hierarchy).map(([k, v]) => [k, typeof v === 'string' ? escapeHtml(v) : v]),
  ) as T['hierarchy'];
  return {...item, hierarchy, content: typeof item.content === 'string' ? escapeHtml(item.content) : item.content};
}

let insightsClient: Promise<InsightsClient> | undefined;
/** The bundled search-insights behind the consent gate (hosted backend only): no CDN script, no event without consent. */
export function loadInsightsClient(allowed: () => boolean): Promise<InsightsClient> {
  insightsClient ??= import('search-insights').then(({default: aa}) =>
    consentGatedInsightsClient(aa as unknown as InsightsClient, allowed),
  );
  return insightsClient;
}
