import React from 'react';
import Layout from '@theme/Layout';
import MarkdownTwinLink from '@site/src/components/chrome/MarkdownTwinLink';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useBaseUrl from '@docusaurus/useBaseUrl';
import LazyPart from '@site/src/components/LazyPart';
import {apiReferencePage} from '@site/src/data/apiReference';
import {sectionById, sectionEntryPath} from '@site/src/data/sections';
import styles from './OpenAPI.module.css';

/**
 * The renderer (Redoc and its dependencies) lives in its own chunk: it is fetched only
 * when this page renders in the browser, so no other page pays for it, and nothing is
 * rendered for it at build time. If it does not arrive, the page keeps its introduction and
 * the download (src/components/LazyPart).
 */
const loadRedocViewer = () => import('./_openapi/RedocViewer');

/** Marked data-search-skip: it says what the page is doing, not what it documents (src/search/records.ts). */
function Loading(): React.ReactElement {
  return (
    <p className={styles.status} role="status" aria-busy="true" data-search-skip>
      Loading the API reference…
    </p>
  );
}

export default function OpenApiPage(): React.ReactElement {
  const specHref = useBaseUrl(`/${apiReferencePage.document}`);
  return (
    <Layout
      title="Beryx API reference (OpenAPI)"
      description="Interactive OpenAPI reference of the Beryx API for Filecoin: accounts, tipsets, transactions, events, statistics, contracts and tools."
    >
      <MarkdownTwinLink />
      <main className={styles.page}>
        <header className={styles.intro}>
          <Heading as="h1">Beryx API reference</Heading>
          <p>
            Endpoints of the Beryx API as used by the open-source Beryx Explorer. Every request needs a bearer token; amounts are strings in
            attoFIL. Start with the <Link to="/beryx-api/">Beryx API overview</Link> or the{' '}
            <Link to={sectionEntryPath(sectionById('beryx-explorer-docs'))}>explorer guide</Link>.
          </p>
          <p className={styles.actions}>
            <a className="button button--primary" href={specHref} download={apiReferencePage.document}>
              <svg className={styles.downloadIcon} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path
                  d="M8 2v8m0 0 3.5-3.5M8 10 4.5 6.5M2.5 13.5h11"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              Download the OpenAPI document
            </a>
            <Link className="button button--secondary button--outline" href="https://github.com/Zondax/web-beryx-explorer">
              Explorer source on GitHub
            </Link>
          </p>
        </header>
        <div className={styles.viewer}>
          <noscript>
            <p className={styles.noScript}>
              The interactive reference is drawn in the browser and needs JavaScript, which is off here. The OpenAPI document above holds
              every endpoint; the <Link to="/beryx-api/">Beryx API overview</Link> explains how to call them.
            </p>
          </noscript>
          <BrowserOnly fallback={<Loading />}>
            {() => <LazyPart load={loadRedocViewer} name="The API reference" loading={<Loading />} props={{}} className={styles.status} />}
          </BrowserOnly>
        </div>
      </main>
    </Layout>
  );
}
