/**
 * The not-found page's content, loaded on demand by src/theme/NotFound/Content (for /404.html and for
 * unknown paths under a section). Kept from theme-classic 3.8.1's NotFound/Content: its h1 'Page Not
 * Found' (SPEC 8) and its first sentence. Left out: its second paragraph, which asks the reader to tell
 * the linking site's owner about the broken link and helps no reader here; the page offers help instead.
 * Why: a mistyped or shared link should still lead somewhere. A path that differs from a route only in
 * letter case (/polkadot, /ZCASH) or names an 'index' doc's folder is sent to that route at once (any
 * static host serves this page for unknown paths, and case-insensitive file systems cannot hold both
 * spellings as files): by an inline script while /404.html is parsed, and after hydration as a fallback.
 * Otherwise the page offers a search prefilled with the path's words, the closest routes by name (at the
 * address the site links them by), every project as the navbar names it, and the chains.
 * The path is read only after hydration: the HTML is built once, as /404.html, for every unknown path.
 */
import React, {type FormEvent, type ReactNode, useEffect, useMemo, useState} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/NotFound/Content';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {routeTable} from '@site/src/internals/client/generatedModules';
import {projectHref, projects, sectionEntryPath, sections} from '@site/src/data/sections';
import {useDocVisualizationTest} from '@site/src/components/chrome/NavMenus/useDocVisualizationTest';
import {canonicalRoute, closestRoutes, linkAddress, pagePaths, searchQueryFor} from '@site/src/routing/routeMatch';
import {earlyRedirectScript} from '@site/src/routing/earlyRedirect';
import {loadAllRouteData} from '@site/src/routing/routeLoading';
import CodeBreaks from '@site/src/components/CodeBreaks';
import {takeRedirect} from './redirectGuard';
import styles from './styles.module.css';

const listedProjects = projects.flatMap((project) => {
  const href = projectHref(project);
  return href ? [{name: project.name, href}] : [];
});

/** Section entries as the navbar links them: a suggestion of one of these keeps that exact address. */
const entryAddresses = sections.map(sectionEntryPath);

/** The section a route belongs to, named next to a suggestion so '/zemu/quickstart' reads as Zemu's page. */
function sectionTitleOf(route: string): string | undefined {
  return sections.find((s) => route === s.routeBasePath || route.startsWith(`${s.routeBasePath}/`))?.title;
}

function SearchForm({initialQuery}: {initialQuery: string}): ReactNode {
  const searchLink = useSearchLinkCreator();
  const history = useHistory();
  const [query, setQuery] = useState(initialQuery);
  useEffect(() => setQuery(initialQuery), [initialQuery]);
  // No action attribute: the site's forms send nothing anywhere (SPEC 5); the search page reads ?q=.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    history.push(searchLink(query.trim()));
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor="not-found-search" className={styles.label}>
        Search the documentation
      </label>
      <div className={styles.searchRow}>
        <input
          id="not-found-search"
          type="search"
          name="q"
          className={styles.input}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
        />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </div>
    </form>
  );
}

export default function NotFoundContent({className}: Props): ReactNode {
  // Not useIsBrowser: this content hydrates on its own, once its chunk is in (src/theme/NotFound/Content),
  // when the rest of the page may have hydrated long before. It must first draw what the server drew.
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => setIsBrowser(true), []);
  const {pathname, search, hash} = useLocation();
  const hideSearch = useDocVisualizationTest();
  // Every page's path. The client's route table gets a section's pages with its route data
  // (src/routing/routeData.ts): all of it is loaded first (offline: what is there).
  const [paths, setPaths] = useState<string[] | undefined>(undefined);
  useEffect(() => {
    const allPaths = () => setPaths(pagePaths(routeTable()));
    loadAllRouteData().then(allPaths, allPaths);
  }, []);
  const target = paths ? canonicalRoute(pathname, paths) : undefined;
  const [looped, setLooped] = useState(false);
  const redirecting = target !== undefined && !looped;

  useEffect(() => {
    if (target === undefined) return;
    // location.replace, not history: the shared link becomes the canonical URL with a real page
    // (status 200) under it, and the wrong spelling leaves no entry in the history.
    if (takeRedirect(pathname, target)) window.location.replace(`${target}${search}${hash}`);
    else setLooped(true);
  }, [target, pathname, search, hash]);

  const suggestions = useMemo(
    () => (paths && !redirecting ? closestRoutes(pathname, paths).map((route) => linkAddress(route, entryAddresses)) : []),
    [redirecting, pathname, paths],
  );
  // Built into /404.html with the whole table; in the browser the table may lack sections, and the
  // script is inert there anyway: React keeps the server's copy (suppressHydrationWarning).
  const redirectScript = useMemo(() => earlyRedirectScript(pagePaths(routeTable())), []);
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      {/* Runs as /404.html is parsed (see earlyRedirect.ts); inert when React draws this page on the client. */}
      <script dangerouslySetInnerHTML={{__html: redirectScript}} suppressHydrationWarning />
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          <section aria-labelledby="not-found-help" className={styles.help}>
            <h2 id="not-found-help">Find the page</h2>
            {redirecting ? (
              <p role="status">
                Going to <Link href={target}>{target}</Link>, the page this address names.
              </p>
            ) : null}
            {hideSearch ? null : <SearchForm initialQuery={isBrowser ? searchQueryFor(pathname) : ''} />}
            {suggestions.length ? (
              <>
                <h3>Closest pages by name</h3>
                <ul className={styles.suggestions} data-testid="not-found-suggestions">
                  {suggestions.map((address) => (
                    <li key={address}>
                      <Link to={address}>
                        <CodeBreaks text={address} />
                      </Link>
                      {sectionTitleOf(address) ? <span className={styles.context}> · {sectionTitleOf(address)}</span> : null}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {/* Named and linked as the navbar's Projects menu names and links them, so a reader finds the same words. */}
            <h3>Projects</h3>
            <ul className={styles.sections}>
              {listedProjects.map(({name, href}) => (
                <li key={name}>
                  <Link to={href}>{name}</Link>
                </li>
              ))}
            </ul>
            <p>
              Chains: <Link to="/#chains">every chain</Link>, with its Ledger app and related projects.
            </p>
          </section>
        </div>
      </div>
    </main>
  );
}
