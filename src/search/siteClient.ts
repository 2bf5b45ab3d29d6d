/**
 * What the site adds to either backend's client, on the way in and on the way out:
 * - in: the reader's scope (a section, a chain) as facet filters, ANDed with the
 *   configured ones (SPEC 7: language and docs version tags);
 * - out: cross-chain near-duplicates grouped into one entry (grouping.ts).
 * The local index client and algoliasearch's client are both wrapped, so both answer alike.
 */
import {scopeFilters, type Scope} from '@zondax/docs-core/search/scope';
import {groupChainDuplicates, type GroupableHit} from './siteGrouping';

export {scopeFilters, type Scope} from '@zondax/docs-core/search/scope';

export type Request = {query?: unknown; facetFilters?: string | Array<string | string[]>; [k: string]: unknown};

/** Each request of a search call changed by `change`, in either shape a client is given ({requests} or [{params}]). */
export function mapRequests(input: unknown, change: (request: Request) => Request): unknown {
  if (Array.isArray(input))
    return input.map((r: {params?: Request}) =>
      r.params && typeof r.params === 'object' ? {...r, params: change(r.params)} : change(r as Request),
    );
  const requests = (input as {requests?: Request[]} | undefined)?.requests;
  return Array.isArray(requests) ? {...(input as object), requests: requests.map(change)} : input;
}

export function withScopeFilters(input: unknown, scope: Scope | undefined): unknown {
  const extra = scopeFilters(scope);
  if (extra.length === 0) return input;
  return mapRequests(input, (r) => {
    const given = r.facetFilters === undefined ? [] : typeof r.facetFilters === 'string' ? [r.facetFilters] : r.facetFilters;
    return {...r, facetFilters: [...given, ...extra]};
  });
}

export function groupResults<R>(response: R, currentPath?: string): R {
  const results = (response as {results?: Array<{hits?: GroupableHit[]}>}).results;
  if (!Array.isArray(results)) return response;
  return {...response, results: results.map((r) => (Array.isArray(r?.hits) ? {...r, hits: groupChainDuplicates(r.hits, currentPath)} : r))};
}

export interface SiteClientOptions {
  scope?: () => Scope | undefined;
  currentPath?: () => string | undefined;
  /**
   * Group each answer's hits (default). /search turns it off: it groups every page of hits it has
   * loaded as one list, so a group whose chains span two pages of hits stays one entry.
   */
  groupEachAnswer?: boolean;
}

export function withSiteSearch<C extends {search: (input: never) => Promise<unknown>}>(client: C, options: SiteClientOptions = {}): C {
  const search = client.search.bind(client) as (input: unknown) => Promise<unknown>;
  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === 'search') {
        return (input: unknown) =>
          search(withScopeFilters(input, options.scope?.())).then((response) =>
            options.groupEachAnswer === false ? response : groupResults(response, options.currentPath?.()),
          );
      }
      return Reflect.get(target, prop, receiver);
    },
  });
}
