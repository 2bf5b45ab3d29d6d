/**
 * SearchBar — based on @docusaurus/theme-search-algolia 3.8.1 src/theme/SearchBar
 * (MIT, Facebook). Kept: DocSearch's own button and modal, keyboard shortcuts
 * (/, Ctrl/⌘+K, Escape), recent and favourite searches, grouped hits, 'See all'.
 * Changed (marked CHANGED below):
 *  - CHANGED the button and keyboard shortcuts come from ./SearchButton, so @docsearch/react
 *    (modal and all) is loaded on first use instead of on every page, with the site's search
 *    clients (./clients.ts); the button's name is visually hidden text ("Search (Ctrl+K)"),
 *    not an aria-label that left out the visible text (WCAG 2.5.3).
 *  - CHANGED local backend: DocSearch's client is swapped, via transformSearchClient,
 *    for the local index client (Web Worker); the index is warmed on focus/hover of the
 *    button, never on page load. No preconnect to Algolia.
 *  - CHANGED hosted backend: search-insights is bundled and handed to DocSearch behind a
 *    consent gate (src/search/insights.ts), so view and click events need no CDN script
 *    and stop as soon as consent is withdrawn.
 *  - CHANGED hosted backend: a question goes to Algolia as its subject words, within 512 bytes
 *    (src/search/hostedQuery.ts, wrapped in ./clients.ts).
 *  - CHANGED hosted backend, offline: the index built with the site answers (src/search/offlineFallback.ts).
 *  - CHANGED raw hit text is HTML-escaped (recent searches render it as HTML).
 *  - CHANGED both clients are wrapped by withErrorScreen (see localClient.ts): DocSearch
 *    3.9's error status is otherwise reset to idle at once and its error screen never shows.
 *  - CHANGED both clients are wrapped by withSiteSearch (siteClient.ts): cross-chain duplicates
 *    are grouped into one hit, and the reader's scope choice (ScopeChoice: all docs or this
 *    section, default all, never set automatically — SPEC 7 keeps contextual search off) is
 *    added to the facet filters.
 *  - CHANGED 'See all results' carries the scope to /search (&section=…).
 *  - CHANGED the modal's open state, scope and container live in ./modalState.ts, not in this
 *    component: a page of another section mounts a new navbar, and an open modal stays open.
 *  - CHANGED the error screen says what failed (src/search/searchFailure.ts) and offers "Try again";
 *    when the modal's code cannot be downloaded (offline), a dialog says so (./SearchFailureViews.tsx).
 *  - CHANGED offline, a line under the search box says which sections the index on this device covers
 *    (src/pwa/OfflineSearchNote.tsx, issue 42).
 *  - CHANGED 'Let us know.' link for the no-results screen; hidden when
 *    docVisualizationTest is 'true'; the theme's `backend` key is not passed to DocSearch.
 * Not a wrap: in 3.8.1 the original takes no props, so a wrapper cannot hand DocSearch a
 * transformSearchClient (themeConfig cannot carry functions), and it always preconnects to Algolia.
 */
import React, {useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {hasConsent} from '@site/src/consent/consentManager';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import translations from '@theme/SearchTranslations';
import type {
  InternalDocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  StoredDocSearchHit,
  DocSearchTransformClient,
  DocSearchHit,
} from '@docsearch/react';
import type * as SearchClients from './clients';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import {SearchButton, useSearchShortcuts} from './SearchButton';
import {getModalState, modalContainer, pageBehindModal, scopeChoice, setModalState, useModalState} from './modalState';
import type {Scope} from '@site/src/search/siteClient';
import {ScopeChoice, useCurrentSection} from './ScopeChoice';
import OfflineSearchNote from '@site/src/pwa/OfflineSearchNote';
import {useOnline} from '@site/src/pwa/useOnline';
import {LOCAL_INDEX_DIR, type SiteAlgoliaConfig} from '@site/src/search/backend';
import {missingResultsUrl} from '@site/src/search/feedback';
import {searchPlaceholder} from '@site/src/data/site';
import ResultLink from '@site/src/components/chrome/ResultLink';
import {describeFailure} from '@site/src/search/searchFailure';
import {useLatestSearchFailure} from '@site/src/search/searchFailureStore';
import {RetryOnErrorScreen, SearchUnavailableDialog} from './SearchFailureViews';

type DocSearchProps = Omit<DocSearchModalProps, 'onClose' | 'initialScrollY'> & {
  contextualSearch?: boolean;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
  backend: SiteAlgoliaConfig['backend'];
};

let DocSearchModal: typeof DocSearchModalType | null = null;
// CHANGED: set together with DocSearchModal, so whatever renders the modal can use it.
let clients: typeof SearchClients | null = null;

function importDocSearchModalIfNeeded() {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([
    // One chunk group, precached by the service worker (src/plugins/service-worker: names starting 'offline-').
    import(/* webpackChunkName: "offline-search" */ '@docsearch/react/modal') as Promise<typeof import('@docsearch/react')>,
    import(/* webpackChunkName: "offline-search" */ './clients'),
    import(/* webpackChunkName: "offline-search" */ '@docsearch/react/style'),
    import(/* webpackChunkName: "offline-search" */ './styles.css'),
  ]).then(([{DocSearchModal: Modal}, searchClients]) => {
    clients = searchClients;
    DocSearchModal = Modal;
  });
}

let readyInsightsClient: SearchClients.InsightsClient | undefined;

function useNavigator({externalUrlRegex}: Pick<DocSearchProps, 'externalUrlRegex'>) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => ({
    navigate(params) {
      if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) window.location.href = params.itemUrl;
      else history.push(params.itemUrl);
    },
  }));
  return navigator;
}

/** CHANGED: the local client in local mode; the stock agent tweak in hosted mode. */
function useTransformSearchClient(
  backend: DocSearchProps['backend'],
  indexBase: string,
  scope: {current: Scope | undefined},
): DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  return useCallback(
    (searchClient: DocSearchTransformClient) =>
      clients!.siteSearchClient(searchClient, {
        backend,
        indexBase,
        docusaurusVersion,
        site: {scope: () => scope.current, currentPath: () => window.location.pathname},
      }),
    [backend, indexBase, docusaurusVersion, scope],
  );
}

function useTransformItems() {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState<DocSearchModalProps['transformItems']>(
    // CHANGED: raw hit text is escaped (./clients.ts), and a row's path names the heading it sits under (hitPath.ts).
    () => (items: DocSearchHit[]) =>
      items.map((item) => clients!.withHeadingInPath(clients!.escapeHitText({...item, url: processSearchResultUrl(item.url)}))),
  );
  return transformItems;
}

function useResultsFooterComponent({
  closeModal,
  scope,
}: {
  closeModal: () => void;
  scope: {current: Scope | undefined};
}): DocSearchProps['resultsFooterComponent'] {
  return useMemo(
    () =>
      ({state}) => <ResultsFooter state={state} onClose={closeModal} section={scope.current?.section} />,
    [closeModal, scope],
  );
}

// CHANGED: hits preload their page on hover or focus, with no prefetch per hit in view (ResultLink).
function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: React.ReactNode}) {
  return <ResultLink to={hit.url}>{children}</ResultLink>;
}

function ResultsFooter({
  state,
  onClose,
  section,
}: {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
  section: string | undefined;
}) {
  const createSearchLink = useSearchLinkCreator();
  // CHANGED: the modal's scope ("This section") carries over to /search as its Section filter.
  const to = createSearchLink(state.query) + (section ? `&section=${encodeURIComponent(section)}` : '');
  return (
    <Link to={to} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits as number}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

/**
 * CHANGED: the modal's 'Search by Algolia' logo is hidden while the local index answers (styles.css): with the local
 * backend, and with hosted search while offline (src/search/offlineFallback.ts). A component of its own, so a change of
 * connection renders nothing else (the dialog of SearchFailureViews.tsx keeps the words it opened with).
 */
function AnsweringBackend({backend}: {backend: DocSearchProps['backend']}): null {
  const online = useOnline();
  useEffect(() => {
    document.documentElement.dataset.searchBackend = backend === 'hosted' && !online ? 'local' : backend;
  }, [backend, online]);
  return null;
}

function DocSearch({externalUrlRegex, backend, contextualSearch: _contextual, ...props}: DocSearchProps) {
  const navigator = useNavigator({externalUrlRegex});
  const indexBase = useBaseUrl(`/${LOCAL_INDEX_DIR}/`);
  const transformItems = useTransformItems();
  // CHANGED: the reader's scope choice, read by the client on every request; the modal's open state,
  // scope and container outlive this component (./modalState.ts): a page of another section brings a
  // new navbar, and a modal open at that moment stays open with its text.
  const section = useCurrentSection();
  const scope = scopeChoice;
  const transformSearchClient = useTransformSearchClient(backend, indexBase, scope);

  const searchButtonRef = useRef<HTMLButtonElement>(null as unknown as HTMLButtonElement);
  const {isOpen, initialQuery} = useModalState();
  const [modalReady, setModalReady] = useState(() => DocSearchModal !== null);

  // CHANGED: warm the backend together with the modal code (focus, hover, touch, open).
  const prepare = useCallback(() => {
    const ready = importDocSearchModalIfNeeded().then(() => setModalReady(true));
    if (backend === 'local') return ready.then(() => clients!.warmLocalIndex(indexBase));
    // Search analytics (click/view events) only with the reader's consent to usage statistics (SPEC 7).
    if (!hasConsent('analytics')) return ready;
    return ready
      .then(() => clients!.loadInsightsClient(() => hasConsent('analytics')))
      .then((client) => {
        readyInsightsClient = client;
      });
  }, [backend, indexBase]);

  // CHANGED: the modal's code could not be downloaded (offline before first use): a dialog says so.
  // undefined: not shown; a number: shown, with the reader's failed retries.
  const [unavailable, setUnavailable] = useState<number | undefined>(undefined);
  const warm = useCallback(() => {
    prepare().catch(() => undefined);
  }, [prepare]);

  const openModal = useCallback(
    (query?: string) => {
      prepare().then(
        () => {
          setUnavailable(undefined);
          setModalState({isOpen: true, initialQuery: query ?? getModalState().initialQuery});
        },
        () => setUnavailable((tries) => (tries === undefined ? 0 : tries + 1)),
      );
    },
    [prepare],
  );

  const closeModal = useCallback(() => {
    setModalState({isOpen: false});
    scope.current = undefined;
    // Before the focus moves back: an inert page takes no focus (the effect below would lift it a render too late).
    pageBehindModal()?.removeAttribute('inert');
    (searchButtonRef.current ?? document.querySelector<HTMLButtonElement>('.DocSearch-Button'))?.focus();
  }, [scope]);

  // CHANGED: the page behind the open modal is inert, as behind a native modal dialog: DocSearch keeps no focus inside
  // its modal, so Tab went on from its last link into the navbar and the page under the overlay (WCAG 2.4.3). The
  // modal is drawn outside the page's root (modalContainer), so it stays live.
  useEffect(() => {
    if (!isOpen) return undefined;
    const page = pageBehindModal();
    page?.setAttribute('inert', '');
    return () => page?.removeAttribute('inert');
  }, [isOpen]);

  // A modal still open when this SearchBar goes (a page of another section) keeps its text for the next
  // one: a layout effect's cleanup runs before React removes the modal's elements.
  useLayoutEffect(
    () => () => {
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (getModalState().isOpen && input) setModalState({isOpen: true, initialQuery: input.value});
    },
    [],
  );
  // Opened by a SearchBar that went before this one: load the modal code here too.
  useEffect(() => {
    if (isOpen && !modalReady)
      prepare().catch(() => {
        setModalState({isOpen: false});
        setUnavailable((tries) => tries ?? 0);
      });
  }, [isOpen, modalReady, prepare]);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      openModal(event.key);
    },
    [openModal],
  );

  const resultsFooterComponent = useResultsFooterComponent({closeModal, scope});

  // CHANGED: the error screen's words come from what failed.
  const failure = useLatestSearchFailure();
  const modalTranslations = useMemo(() => {
    const base = props.translations?.modal ?? translations.modal;
    if (!failure) return base;
    const {title, help} = describeFailure(failure);
    return {...base, errorScreen: {titleText: title, helpText: help}};
  }, [failure, props.translations?.modal]);

  useSearchShortcuts({isOpen, onOpen: openModal, onClose: closeModal, onInput: handleInput, searchButtonRef});

  return (
    <>
      <AnsweringBackend backend={backend} />
      {backend === 'hosted' && (
        <Head>
          <link rel="preconnect" href={`https://${props.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}

      <SearchButton
        onTouchStart={warm}
        onFocus={warm}
        onMouseOver={warm}
        onClick={() => openModal()}
        ref={searchButtonRef}
        translations={props.translations?.button ?? translations.button}
      />

      {isOpen &&
        modalReady &&
        DocSearchModal &&
        createPortal(
          <DocSearchModal
            // DocSearch reads its initial query once: a query carried over from a replaced SearchBar remounts it.
            key={initialQuery ?? ''}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            getMissingResultsUrl={({query}) => missingResultsUrl(query)}
            {...(props.searchPagePath && {resultsFooterComponent})}
            {...props}
            insights={
              props.insights === true && hasConsent('analytics') && readyInsightsClient
                ? ({insightsClient: readyInsightsClient} as DocSearchModalProps['insights'])
                : false
            }
            placeholder={searchPlaceholder}
            translations={modalTranslations}
            searchParameters={props.searchParameters}
          />,
          modalContainer(),
        )}
      {isOpen && section && <ScopeChoice section={section} scope={scope} />}
      {isOpen && <RetryOnErrorScreen failure={failure} />}
      {/* CHANGED offline: which sections the index on this device covers (issue 42). */}
      {isOpen && <OfflineSearchNote />}
      {unavailable !== undefined && (
        <SearchUnavailableDialog failedTries={unavailable} onClose={() => setUnavailable(undefined)} onRetry={() => openModal()} />
      )}
    </>
  );
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  // CHANGED: no search in document-visualisation test builds (SPEC 2.5).
  if (siteConfig.customFields?.docVisualizationTest === 'true') return null;
  return <DocSearch {...(siteConfig.themeConfig.algolia as DocSearchProps)} />;
}
