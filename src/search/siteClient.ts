/**
 * What the site adds to either backend's client, on the way in and on the way out:
 * - in: the reader's scope (a section, a chain) as facet filters, ANDed with the
 *   configured ones (SPEC 7: language and docs version tags);
 * - out: cross-chain near-duplicates grouped into one entry (grouping.ts).
 * The local index client and algoliasearch's client are both wrapped, so both answer alike.
 */
import {limits} from '@zondax/docs-core/limits';
import {scopeFilters, type Scope} from '@zondax/docs-core/search/scope';
import {groupChainDuplicates, readerChainFolder, type GroupableHit} from './siteGrouping';

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

/**
 * Pages of hits the modal asks for at most in one search. The modal shows one answer grouped; every
 * Ledger app documents the same pages, so a page of 20 hits could fold into a single row ("apdu" showed
 * only "Acala APDU specification — Acala, Aleph Zero and 18 more"). While the rows are fewer than a
 * page of hits and the backend has more, the next page is asked for (each request still of
 * hitsPerPage, SPEC 9), up to this many pages; the modal then shows the first hitsPerPage rows.
 */
export const modalMaxPages = 5;

type Answer = {hits?: GroupableHit[]; nbPages?: number; page?: number};

async function groupedAnswer(
  search: (input: unknown) => Promise<unknown>,
  input: unknown,
  first: unknown,
  currentPath: string | undefined,
): Promise<unknown> {
  const results = (first as {results?: Answer[]}).results;
  const answer = Array.isArray(results) && results.length === 1 ? results[0] : undefined;
  if (!Array.isArray(answer?.hits)) return groupResults(first, currentPath);
  let hits = answer.hits;
  let page = answer.page ?? 0;
  const pages = Math.min(answer.nbPages ?? 1, modalMaxPages);
  while (page + 1 < pages && groupChainDuplicates(hits, currentPath).length < limits.hitsPerPage) {
    page += 1;
    const next = await search(mapRequests(input, (r) => ({...r, page}))).catch(() => undefined);
    const seen = new Set(hits.map((h) => h.url));
    const more = (next as {results?: Answer[]} | undefined)?.results?.[0]?.hits?.filter((h) => !seen.has(h.url));
    // A later page that fails, is empty or repeats hits already held leaves the rows found so far: a right answer, only shorter.
    if (!Array.isArray(more) || more.length === 0) break;
    hits = hits.concat(more);
  }
  return {...(first as object), results: [{...answer, hits: groupChainDuplicates(hits, currentPath).slice(0, limits.hitsPerPage)}]};
}

export interface SiteClientOptions {
  scope?: () => Scope | undefined;
  currentPath?: () => string | undefined;
  /**
   * Group each answer's hits (default). /search turns it off: it groups every page of hits it has
   * loaded as one list, so a group whose chains span two pages of hits stays one entry.
   */
  groupEachAnswer?: boolean;
  /**
   * The local backend's engine folds twins itself (`foldTwins`: one hit per group, with its twins' URLs), leading with
   * the reader's chain: a page of hits is then a page of rows and only the rows shown bring their text. Set by the
   * modal and /search for the local client only; Algolia would refuse the parameters.
   */
  foldTwins?: boolean;
}

/** The engine's twin folding asked for on every request, led by the reader's chain folder when there is one. */
export function withFoldTwins(input: unknown, currentPath: string | undefined): unknown {
  const lead = currentPath ? readerChainFolder(currentPath) : undefined;
  return mapRequests(input, (r) => ({...r, foldTwins: true, ...(lead && {twinsLead: lead})}));
}

export function withSiteSearch<C extends {search: (input: never) => Promise<unknown>}>(client: C, options: SiteClientOptions = {}): C {
  const search = client.search.bind(client) as (input: unknown) => Promise<unknown>;
  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === 'search') {
        return (input: unknown) => {
          const scopedOnly = withScopeFilters(input, options.scope?.());
          const scoped = options.foldTwins ? withFoldTwins(scopedOnly, options.currentPath?.()) : scopedOnly;
          return search(scoped).then((response) =>
            options.groupEachAnswer === false ? response : groupedAnswer(search, scoped, response, options.currentPath?.()),
          );
        };
      }
      return Reflect.get(target, prop, receiver);
    },
  });
}
