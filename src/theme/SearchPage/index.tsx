/**
 * SearchPage (/search?q=) — based on @docusaurus/theme-search-algolia 3.8.1
 * src/theme/SearchPage (MIT, Facebook). Kept: layout, query in the URL, infinite
 * scrolling pagination, result items (title, breadcrumbs, summary).
 * CHANGED: results come from the same client as the modal — the local index client
 * (Web Worker) by default, algoliasearch's liteClient when hosted Algolia is
 * configured — with the same request parameters as the modal (SPEC 7), hitsPerPage 20
 * (SPEC 9) and no algoliasearch-helper. The Algolia logo shows only for the hosted backend.
 * CHANGED: section and chain filters (kept in the URL: ?q=…&section=…&chain=…), applied as
 * facet filters, and cross-chain duplicates grouped — both through withSiteSearch, as in the modal.
 * CHANGED: titles, breadcrumbs and snippets are rendered as text and <mark> elements, not set as
 * innerHTML (no HTML parsing per result; text can never become markup).
 * CHANGED: the first client render shows what the server rendered (no query: the static page
 * has none); the query from the URL is applied once hydrated, so React logs no hydration
 * error (#418) on /search?q=….
 */
import React, {type ReactNode, useEffect, useId, useMemo, useReducer, useRef, useState} from 'react';
import clsx from 'clsx';
import {liteClient} from 'algoliasearch/lite';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {HtmlClassNameProvider, PageMetadata, useEvent, usePluralForm, useQueryString, useSearchQueryString} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {getLocalSearchClient} from '@site/src/search/localClient';
import {LOCAL_INDEX_DIR, type SiteAlgoliaConfig} from '@site/src/search/backend';
import {withSiteSearch, type Scope} from '@site/src/search/siteClient';
import {markedSegments} from '@site/src/search/markedSegments';
import {limits} from '@site/src/data/site';
import {sections} from '@site/src/data/sections';
import {chains} from '@site/src/data/chains';
import styles from './styles.module.css';

/** A highlighted value as text and <mark> elements (src/search/markedSegments.ts): no HTML parsing per result. */
function Marked({value}: {value: string}): ReactNode {
  return markedSegments(value).map(({text, marked}, i) => (marked ? <mark key={i}>{text}</mark> : text));
}

function useDocumentsFoundPlural() {
  const {selectMessage} = usePluralForm();
  return (count: number) =>
    selectMessage(
      count,
      translate({id: 'theme.SearchPage.documentsFound.plurals', message: 'One document found|{count} documents found'}, {count}),
    );
}

type Item = {title: string; url: string; summary: string; breadcrumbs: string[]};
type ResultState = {
  items: Item[];
  query: string | null;
  totalResults: number | null;
  totalPages: number | null;
  lastPage: number | null;
  hasMore: boolean | null;
  loading: boolean | null;
  error: boolean;
};
type Action =
  {type: 'reset'} | {type: 'loading'} | {type: 'error'; query: string} | {type: 'update'; value: ResultState} | {type: 'advance'};

const initialState: ResultState = {
  items: [],
  query: null,
  totalResults: null,
  totalPages: null,
  lastPage: null,
  hasMore: null,
  loading: null,
  error: false,
};

type RawHit = {
  url: string;
  _highlightResult: {hierarchy: Record<string, {value: string}>};
  _snippetResult?: {content?: {value: string}};
};

type Client = {search(input: unknown): Promise<{results: unknown[]}>};

function getSearchPageTitle(searchQuery: string | undefined): string {
  return searchQuery
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query: searchQuery})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});
}

function SearchPageContent(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const algolia = siteConfig.themeConfig.algolia as SiteAlgoliaConfig;
  const {appId, apiKey, indexName, backend} = algolia;
  const indexBase = useBaseUrl(`/${LOCAL_INDEX_DIR}/`);
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const documentsFoundPlural = useDocumentsFoundPlural();
  const isBrowser = useIsBrowser();
  const [urlQuery, setSearchQuery] = useSearchQueryString();
  const [urlSection, setSection] = useQueryString('section');
  const [urlChain, setChain] = useQueryString('chain');
  // The server rendered the page without a query: render the same until hydrated.
  const searchQuery = isBrowser ? urlQuery : '';
  const scope: Scope = useMemo(
    () => ({
      section: isBrowser && sections.some((x) => x.id === urlSection) ? urlSection : undefined,
      chain: isBrowser && chains.some((c) => c.name === urlChain) ? urlChain : undefined,
    }),
    [isBrowser, urlSection, urlChain],
  );
  const scopeKey = `${scope.section ?? ''}|${scope.chain ?? ''}`;
  const filterId = useId();
  const pageTitle = getSearchPageTitle(searchQuery);

  const [state, dispatch] = useReducer((prev: ResultState, action: Action): ResultState => {
    switch (action.type) {
      case 'reset':
        return initialState;
      case 'loading':
        return {...prev, loading: true, error: false};
      case 'error':
        return action.query === `${searchQuery}\u0000${scopeKey}` ? {...prev, loading: false, error: true, hasMore: false} : prev;
      case 'update':
        if (`${searchQuery}\u0000${scopeKey}` !== action.value.query) return prev;
        return {...action.value, items: action.value.lastPage === 0 ? action.value.items : prev.items.concat(action.value.items)};
      case 'advance': {
        const hasMore = prev.totalPages! > prev.lastPage! + 1;
        return {...prev, lastPage: hasMore ? prev.lastPage! + 1 : prev.lastPage, hasMore};
      }
      default:
        return prev;
    }
  }, initialState);

  // CHANGED: one client for both backends.
  const scopeRef = useRef<Scope>(scope);
  scopeRef.current = scope;
  const client: Client = useMemo(
    () =>
      withSiteSearch(backend === 'local' ? getLocalSearchClient(indexBase) : (liteClient(appId, apiKey) as unknown as Client), {
        scope: () => scopeRef.current,
      }),
    [backend, indexBase, appId, apiKey],
  );

  const makeSearch = useEvent((page: number = 0) => {
    const query = searchQuery;
    const key = `${query}\u0000${scopeKey}`;
    client
      .search({
        requests: [
          {
            indexName,
            query,
            page,
            ...algolia.searchParameters,
            hitsPerPage: limits.hitsPerPage,
            attributesToRetrieve: [
              'hierarchy.lvl0',
              'hierarchy.lvl1',
              'hierarchy.lvl2',
              'hierarchy.lvl3',
              'hierarchy.lvl4',
              'hierarchy.lvl5',
              'hierarchy.lvl6',
              'content',
              'type',
              'url',
            ],
            attributesToSnippet: [`content:${limits.snippetWords}`],
            snippetEllipsisText: '…',
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
          },
        ],
      })
      .then(({results}) => {
        const r = results[0] as {hits: RawHit[]; nbHits: number; nbPages: number; page: number};
        const items = r.hits.map(({url, _highlightResult: {hierarchy}, _snippetResult: snippet = {}}) => {
          const titles = Object.keys(hierarchy).map((key) => hierarchy[key]!.value);
          return {
            title: titles.pop()!,
            url: processSearchResultUrl(url),
            summary: snippet.content ? snippet.content.value : '',
            breadcrumbs: titles,
          };
        });
        dispatch({
          type: 'update',
          value: {
            items,
            query: key,
            totalResults: r.nbHits,
            totalPages: r.nbPages,
            lastPage: r.page,
            hasMore: r.nbPages > r.page + 1,
            loading: false,
            error: false,
          },
        });
      })
      .catch(() => dispatch({type: 'error', query: key}));
  });

  const [loaderRef, setLoaderRef] = useState<HTMLDivElement | null>(null);
  const prevY = useRef(0);
  const observer = useRef(
    ExecutionEnvironment.canUseIntersectionObserver &&
      new IntersectionObserver(
        (entries) => {
          const {
            isIntersecting,
            boundingClientRect: {y: currentY},
          } = entries[0]!;
          if (isIntersecting && prevY.current > currentY) dispatch({type: 'advance'});
          prevY.current = currentY;
        },
        {threshold: 1},
      ),
  );

  useEffect(() => {
    if (!loaderRef) return undefined;
    const currentObserver = observer.current;
    if (currentObserver) {
      currentObserver.observe(loaderRef);
      return () => currentObserver.unobserve(loaderRef);
    }
    return () => true;
  }, [loaderRef]);

  useEffect(() => {
    dispatch({type: 'reset'});
    if (searchQuery) {
      dispatch({type: 'loading'});
      const timer = setTimeout(() => makeSearch(), 300);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [searchQuery, scopeKey, makeSearch]);

  useEffect(() => {
    if (!state.lastPage || state.lastPage === 0) return;
    makeSearch(state.lastPage);
  }, [makeSearch, state.lastPage]);

  return (
    <>
      {/* CHANGED (SEO): a meta description, as every other page has (Lighthouse meta-description). */}
      <PageMetadata
        title={pageTitle}
        description="Search the Zondax developer documentation: Ledger app specifications, Filecoin, Internet Computer and Polkadot tooling, Zemu and more."
      />
      <Head>
        <meta property="robots" content="noindex, follow" />
      </Head>
      {/* CHANGED (a11y): the whole page body is the main landmark, with or without results (axe landmark-one-main, region). */}
      <main className="container margin-vert--lg">
        <Heading as="h1">{pageTitle}</Heading>
        <form className="row" onSubmit={(e) => e.preventDefault()} role="search">
          <div className={clsx('col', 'col--12', styles.searchQueryColumn)}>
            <input
              type="search"
              name="q"
              className={styles.searchQueryInput}
              placeholder={translate({id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here'})}
              aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
              onChange={(e) => setSearchQuery(e.target.value)}
              value={searchQuery}
              autoComplete="off"
              maxLength={limits.searchQueryMaxLength}
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            />
          </div>
          <div className={clsx('col', 'col--12', styles.searchFilters)}>
            <div className={styles.searchFilter}>
              <label htmlFor={`${filterId}-section`}>Section</label>
              <select id={`${filterId}-section`} value={scope.section ?? ''} onChange={(e) => setSection(e.target.value || null)}>
                <option value="">All sections</option>
                {sections.map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.title}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.searchFilter}>
              <label htmlFor={`${filterId}-chain`}>Chain</label>
              <select id={`${filterId}-chain`} value={scope.chain ?? ''} onChange={(e) => setChain(e.target.value || null)}>
                <option value="">All chains</option>
                {chains.map((c) => (
                  <option key={c.name} value={c.name}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </form>

        <div className="row">
          <div className={clsx('col', 'col--8', styles.searchResultsColumn)} aria-live="polite">
            {!!state.totalResults && documentsFoundPlural(state.totalResults)}
          </div>
          {backend === 'hosted' && (
            <div className={clsx('col', 'col--4', 'text--right', styles.searchLogoColumn)}>
              <Link
                to="https://www.algolia.com/"
                aria-label={translate({id: 'theme.SearchPage.algoliaLabel', message: 'Search by Algolia'})}
              >
                Search by Algolia
              </Link>
            </div>
          )}
        </div>

        {state.items.length > 0 ? (
          <div>
            {state.items.map(({title, url, summary, breadcrumbs}, i) => (
              <article key={i} className={styles.searchResultItem}>
                <Heading as="h2" className={styles.searchResultItemHeading}>
                  <Link to={url}>
                    <Marked value={title} />
                  </Link>
                </Heading>
                {breadcrumbs.length > 0 && (
                  <nav aria-label="breadcrumbs">
                    <ul className={clsx('breadcrumbs', styles.searchResultItemPath)}>
                      {breadcrumbs.map((html, index) => (
                        <li key={index} className="breadcrumbs__item">
                          <Marked value={html} />
                        </li>
                      ))}
                    </ul>
                  </nav>
                )}
                {summary && (
                  <p className={styles.searchResultItemSummary}>
                    <Marked value={summary} />
                  </p>
                )}
              </article>
            ))}
          </div>
        ) : (
          [
            searchQuery && !state.loading && !state.error && (
              <p key="no-results">
                <Translate id="theme.SearchPage.noResultsText">No results were found</Translate>
              </p>
            ),
            state.error && (
              <p key="error" role="alert">
                Unable to fetch results. You might want to check your network connection.
              </p>
            ),
            !!state.loading && <div key="spinner" className={styles.loadingSpinner} />,
          ]
        )}

        {state.hasMore && (
          <div className={styles.loader} ref={setLoaderRef}>
            <Translate id="theme.SearchPage.fetchingNewResults">Fetching new results...</Translate>
          </div>
        )}
      </main>
    </>
  );
}

// CHANGED: the layout is outside the component that holds the results, so a keystroke or a page of
// results re-renders the results, not the navbar and footer around them.
export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <Layout>
        <SearchPageContent />
      </Layout>
    </HtmlClassNameProvider>
  );
}
