/**
 * SearchPage (/search?q=) — based on @docusaurus/theme-search-algolia 3.8.1
 * src/theme/SearchPage (MIT, Facebook). Kept: layout, query in the URL, infinite
 * scrolling pagination, result items (title, breadcrumbs, summary).
 * CHANGED: results come from the same client as the modal — the local index client
 * (Web Worker) by default, algoliasearch's liteClient when hosted Algolia is
 * configured — with the same request parameters as the modal (SPEC 7), hitsPerPage 20
 * (SPEC 9) and no algoliasearch-helper. The Algolia logo shows only for the hosted backend, and not while offline.
 * CHANGED: section and chain filters (kept in the URL: ?q=…&section=…&chain=…), applied as
 * facet filters, and cross-chain duplicates grouped — both through withSiteSearch, as in the modal.
 * CHANGED: titles, breadcrumbs and snippets are rendered as text and <mark> elements, not set as
 * innerHTML (no HTML parsing per result; text can never become markup).
 * CHANGED: pages of hits are grouped as one list (src/search/resultList.ts) and loaded until a step of
 * 20 rows is shown or the hits run out; a "Show more results" button loads the next step, by itself
 * while on screen (the original's scroll-direction observer never fired when one page folded into a
 * single row). The count counts rows; a grouped row lists every chain in a disclosure. On the local index
 * the engine folds chain twins, so a page of hits is a page of rows and the count is known from the first.
 * CHANGED: the query takes a whole question, up to limits.searchQuestionMaxLength (1,000) characters: the spec limits
 * only the modal's input (SPEC 9: 64), and the engine ranks long questions (issue 60). The title and heading name a
 * long question by its start.
 * CHANGED: in hosted mode a question is sent to Algolia as its subject words, within Algolia's 512 bytes
 * (src/search/hostedQuery.ts); offline, the index built with the site answers (src/search/offlineFallback.ts).
 * CHANGED: offline, a line under the search box says the results come from this device (src/pwa/OfflineSearchNote.tsx).
 * CHANGED: results link with ResultLink (preload on hover or focus, no prefetch per result in view: see there).
 * CHANGED: no results say so as the modal does, where the search looked, with a button that clears the filters and
 * the 'Let us know.' link (./NoResults.tsx), instead of "No results were found".
 * CHANGED: a failed request says what failed (src/search/searchFailure.ts) with a Retry button; with
 * JavaScript off, the page says search needs it and links the sitemap and llms.txt.
 * CHANGED: the first client render shows what the server rendered (no query: the static page
 * has none); the query from the URL is applied once hydrated, so React logs no hydration
 * error (#418) on /search?q=….
 * Not a wrap: the original queries Algolia through algoliasearch-helper inside itself and takes no props.
 */
import React, {type ReactNode, useEffect, useId, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import {liteClient} from 'algoliasearch/lite';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {HtmlClassNameProvider, PageMetadata, useEvent, useQueryString, useSearchQueryString} from '@docusaurus/theme-common';
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
import {withHostedQueries} from '@site/src/search/hostedQuery';
import {withOfflineFallback} from '@site/src/search/offlineFallback';
import {useOnline} from '@site/src/pwa/useOnline';
import {OfflineSearchLine} from '@site/src/pwa/OfflineSearchNote';
import type {GroupableHit} from '@site/src/search/siteGrouping';
import {
  addHitPage,
  countLabel,
  emptyResultList,
  isComplete,
  nextPageToLoad,
  rowsOf,
  type HitPage,
  type ResultList,
} from '@site/src/search/resultList';
import {markedSegments} from '@zondax/docs-core/search/markedSegments';
import {titleQuery} from '@site/src/search/titleQuery';
import {describeFailure, failureOf, type SearchFailure} from '@site/src/search/searchFailure';
import {limits} from '@site/src/data/site';
import {sections} from '@site/src/data/sections';
import {chains} from '@site/src/data/chains';
import ResultLink from '@site/src/components/chrome/ResultLink';
import CodeBreaks from '@site/src/components/CodeBreaks';
import NoResults from './NoResults';
import styles from './styles.module.css';

/** A highlighted value as text and <mark> elements (src/search/markedSegments.ts): no HTML parsing per result. */
function Marked({value}: {value: string}): ReactNode {
  return markedSegments(value).map(({text, marked}, i) => (marked ? <mark key={i}>{text}</mark> : text));
}

/** A grouped row's chains: the row links to the first; this disclosure opens any of them. */
function ChainChoice({chainUrls}: {chainUrls: Array<{chain: string; url: string}>}): ReactNode {
  return (
    <details className={styles.chainChoice}>
      <summary>Open on another chain ({chainUrls.length} chains)</summary>
      <ul>
        {chainUrls.map(({chain, url}) => (
          <li key={chain}>
            <ResultLink to={url}>{chain}</ResultLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

type RawHit = GroupableHit & {
  _highlightResult: {hierarchy: Record<string, {value: string}>};
  _snippetResult?: {content?: {value: string}};
};

type Item = {
  title: string;
  url: string;
  summary: string;
  breadcrumbs: string[];
  chainUrls?: Array<{chain: string; url: string}>;
};

type Loaded = {
  key: string;
  list: ResultList<RawHit>;
  loading: boolean;
  /** What failed, when the last request did. */
  error: SearchFailure | undefined;
  wantedRows: number;
};

const notLoaded = (key: string): Loaded => ({key, list: emptyResultList, loading: false, error: undefined, wantedRows: limits.hitsPerPage});

type Client = {search(input: unknown): Promise<{results: unknown[]}>};

function getSearchPageTitle(searchQuery: string | undefined): string {
  // CHANGED: a long question is named by its start (src/search/titleQuery.ts).
  return searchQuery
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query: titleQuery(searchQuery)})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});
}

/** Not while offline: the local index answers then (src/search/offlineFallback.ts). */
function AlgoliaLogo(): ReactNode {
  const online = useOnline();
  if (!online) return null;
  return (
    <div className={clsx('col', 'col--4', 'text--right', styles.searchLogoColumn)}>
      <Link to="https://www.algolia.com/" aria-label={translate({id: 'theme.SearchPage.algoliaLabel', message: 'Search by Algolia'})}>
        Search by Algolia
      </Link>
    </div>
  );
}

function SearchPageContent(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const algolia = siteConfig.themeConfig.algolia as SiteAlgoliaConfig;
  const {appId, apiKey, indexName, backend} = algolia;
  const indexBase = useBaseUrl(`/${LOCAL_INDEX_DIR}/`);
  const sitemapUrl = useBaseUrl('/sitemap.xml');
  const llmsUrl = useBaseUrl('/llms.txt');
  const processSearchResultUrl = useSearchResultUrlProcessor();
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

  // CHANGED: pages of hits are grouped as one list and loaded until the rows asked for are shown
  // (src/search/resultList.ts): a page of 20 hits can fold into one row, and the original waited
  // for a scroll that could not happen ("Fetching new results…" for good).
  const key = `${searchQuery}\u0000${scopeKey}`;
  const [loaded, setLoaded] = useState<Loaded>(() => notLoaded(key));
  const current = loaded.key === key ? loaded : notLoaded(key);
  const rows = useMemo(() => rowsOf(current.list), [current.list]);
  const complete = isComplete(current.list);

  // CHANGED: one client for both backends; hits are grouped here, over every page loaded.
  const scopeRef = useRef<Scope>(scope);
  scopeRef.current = scope;
  const client: Client = useMemo(
    () =>
      withSiteSearch(
        backend === 'local'
          ? getLocalSearchClient(indexBase)
          : // No reader's chain leads on /search: it is no chain's page.
            withOfflineFallback(withHostedQueries(liteClient(appId, apiKey) as unknown as Client), getLocalSearchClient(indexBase)),
        {
          scope: () => scopeRef.current,
          groupEachAnswer: false,
          // The local engine folds chain twins: each page of hits is a page of rows (src/search/resultList.ts).
          foldTwins: backend === 'local',
        },
      ),
    [backend, indexBase, appId, apiKey],
  );

  const loadPage = useEvent((page: number) => {
    const forKey = key;
    setLoaded((prev) => ({...(prev.key === forKey ? prev : notLoaded(forKey)), loading: true, error: undefined}));
    client
      .search({
        requests: [
          {
            indexName,
            query: searchQuery,
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
        const answer = results[0] as HitPage<RawHit>;
        setLoaded((prev) => (prev.key === forKey ? {...prev, list: addHitPage(prev.list, answer), loading: false} : prev));
      })
      .catch((error: unknown) => setLoaded((prev) => (prev.key === forKey ? {...prev, loading: false, error: failureOf(error)} : prev)));
  });

  // A new query or scope: the first page, after the reader pauses typing.
  useEffect(() => {
    if (!searchQuery) return undefined;
    setLoaded({...notLoaded(key), loading: true});
    const timer = setTimeout(() => loadPage(0), 300);
    return () => clearTimeout(timer);
  }, [key, searchQuery, loadPage]);

  // The next page of hits while the rows asked for are not all there.
  const nextPage = current.loading || current.error ? undefined : nextPageToLoad(current.list, rows.length, current.wantedRows);
  useEffect(() => {
    if (nextPage !== undefined) loadPage(nextPage);
  }, [nextPage, loadPage]);

  const showMore = useEvent(() => {
    if (current.loading || complete) return;
    setLoaded((prev) => (prev.key === key ? {...prev, wantedRows: Math.max(prev.wantedRows, rows.length) + limits.hitsPerPage} : prev));
  });

  // The "Show more" button loads by itself while it is on screen (infinite scrolling), and is
  // still a button for a keyboard or a reader who prefers to ask.
  const [moreButton, setMoreButton] = useState<HTMLButtonElement | null>(null);
  const [moreVisible, setMoreVisible] = useState(false);
  useEffect(() => {
    if (!moreButton || !ExecutionEnvironment.canUseIntersectionObserver) return undefined;
    const observer = new IntersectionObserver((entries) => setMoreVisible(entries.some((e) => e.isIntersecting)), {
      rootMargin: '0px 0px 200px 0px',
    });
    observer.observe(moreButton);
    return () => observer.disconnect();
  }, [moreButton]);
  const items: Item[] = useMemo(
    () =>
      rows.map(({url, _highlightResult: {hierarchy}, _snippetResult: snippet = {}, chainUrls}) => {
        const titles = Object.keys(hierarchy).map((level) => hierarchy[level]!.value);
        return {
          title: titles.pop()!,
          url: processSearchResultUrl(url),
          summary: snippet.content ? snippet.content.value : '',
          breadcrumbs: titles,
          ...(chainUrls && {chainUrls: chainUrls.map((c) => ({chain: c.chain, url: processSearchResultUrl(c.url)}))}),
        };
      }),
    [rows, processSearchResultUrl],
  );
  const waitingForRows = !complete && rows.length < current.wantedRows;
  useEffect(() => {
    if (moreVisible && !waitingForRows) showMore();
  }, [moreVisible, waitingForRows, showMore]);

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
      {/* CHANGED: a reading column (styles.page), about as wide as a doc page's article, instead of the whole container. */}
      <main className={clsx('container', 'margin-vert--lg', styles.page)}>
        {/* CHANGED: a method name searched for wraps between its parts on a phone ("transfer_keep_" | "alive"), not at the edge. */}
        <Heading as="h1">
          {searchQuery ? (
            <Translate
              id="theme.SearchPage.existingResultsTitle"
              values={{query: <CodeBreaks text={titleQuery(searchQuery)} minLength={12} minPart={12} />}}
            >
              {'Search results for "{query}"'}
            </Translate>
          ) : (
            pageTitle
          )}
        </Heading>
        <noscript>
          <p className={styles.noScript}>
            Search runs in the browser and needs JavaScript, which is off here. Every page is listed in the <a href={sitemapUrl}>sitemap</a>
            , and as Markdown, section by section, in <a href={llmsUrl}>llms.txt</a>.
          </p>
        </noscript>
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
              // CHANGED: a whole question (issue 60); only the modal keeps SPEC 9's 64 characters.
              maxLength={limits.searchQuestionMaxLength}
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
        <OfflineSearchLine />

        <div className="row">
          <div className={clsx('col', 'col--8', styles.searchResultsColumn)} aria-live="polite">
            {current.list.nbHits > 0 && countLabel(current.list, rows.length)}
          </div>
          {backend === 'hosted' && <AlgoliaLogo />}
        </div>

        {items.length > 0 ? (
          <div>
            {items.map(({title, url, summary, breadcrumbs, chainUrls}, i) => (
              <article key={i} className={styles.searchResultItem}>
                <Heading as="h2" className={styles.searchResultItemHeading}>
                  <ResultLink to={url}>
                    <Marked value={title} />
                  </ResultLink>
                </Heading>
                {/* Where the hit is, as text: Docusaurus wraps it in <nav aria-label="breadcrumbs">, a landmark with no links, once per hit. */}
                {breadcrumbs.length > 0 && (
                  <ul className={clsx('breadcrumbs', styles.searchResultItemPath)} aria-label="Found in">
                    {breadcrumbs.map((html, index) => (
                      <li key={index} className="breadcrumbs__item">
                        <Marked value={html} />
                      </li>
                    ))}
                  </ul>
                )}
                {summary && (
                  <p className={styles.searchResultItemSummary}>
                    <Marked value={summary} />
                  </p>
                )}
                {chainUrls && <ChainChoice chainUrls={chainUrls} />}
              </article>
            ))}
          </div>
        ) : (
          [
            searchQuery && !current.loading && !current.error && current.list.lastPage >= 0 && (
              <NoResults
                key="no-results"
                query={searchQuery}
                sectionTitle={sections.find((x) => x.id === scope.section)?.title}
                chain={scope.chain}
                onSearchEverywhere={() => {
                  setSection(null);
                  setChain(null);
                }}
                showFeedback={siteConfig.customFields?.docVisualizationTest !== 'true'}
              />
            ),
            !!current.loading && <div key="spinner" className={styles.loadingSpinner} />,
          ]
        )}
        {current.error && (
          <div role="alert">
            <p className={styles.failureTitle}>{describeFailure(current.error).title}</p>
            <p>
              {describeFailure(current.error).help}{' '}
              <button type="button" className={styles.retryButton} onClick={() => loadPage(current.list.lastPage + 1)}>
                Retry
              </button>
            </p>
          </div>
        )}
        {items.length > 0 && !complete && !current.error && (
          <button type="button" ref={setMoreButton} className={styles.moreButton} onClick={showMore} aria-busy={waitingForRows}>
            {waitingForRows ? 'Loading more results…' : 'Show more results'}
          </button>
        )}
      </main>
    </>
  );
}

// CHANGED: the layout is outside the component that holds the results, so a keystroke or a page of
// results re-renders the results, not the navbar and footer around them.
export default function SearchPage(): ReactNode {
  // CHANGED: the router renders this route again at every change of ?q=; the same element makes React
  // skip the layout, whose navbar and footer links would otherwise render again per query (and each
  // render of a Docusaurus 3.8.1 Link leaves an IntersectionObserver behind: src/components/chrome/ResultLink).
  // What reads the query (SearchPageContent, the navbar's active items) still updates through the router's hooks.
  return useMemo(
    () => (
      <HtmlClassNameProvider className="search-page-wrapper">
        <Layout>
          <SearchPageContent />
        </Layout>
      </HtmlClassNameProvider>
    ),
    [],
  );
}
