import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import {ThemeClassNames} from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {chains, landingPath} from '@site/src/data/chains';
import {sectionById, sectionEntryPath} from '@site/src/data/sections';
import {sectionFacts} from '@site/src/data/sectionFacts';
import {repoUrl} from '@site/src/data/site';
import ChainLogo from '@site/src/components/chrome/ChainLogo';
import KeepOffline from '@site/src/components/chrome/KeepOffline';
import {chainBundleId} from '@site/src/plugins/offline-bundles/paths';
import {buildPageOf, type ChainLedgerPages} from '@site/src/plugins/chain-landing-pages/ledgerPages';
import {andList} from '@zondax/docs-core/text/andList';
import {landingHeadings, landingToc} from './headings';
import ChainFacts from '@site/src/components/pages/ChainFacts';
import {chainFactsToc} from '@site/src/components/pages/ChainFacts/headings';
import type {ChainFacts as Facts} from '@zondax/docs-core/chains/facts';
import {landingPageTitle} from '@zondax/docs-core/chains/catalog';
import {ReportProblemLink} from '@site/src/components/chrome/ReportProblem';
import CopyPage from '@site/src/components/chrome/CopyPage';
import MarkdownTwinLink from '@site/src/components/chrome/MarkdownTwinLink';
import {markdownPathFor} from '@site/src/plugins/markdown-export/paths';
import styles from './styles.module.css';

interface Props {
  chainName: string;
  /** The chain's ledger-apps pages, labelled as in the sidebar (src/plugins/chain-landing-pages). */
  ledger: ChainLedgerPages;
  /** The app's figures, client libraries and sources (src/data/chainFacts.ts); null without a ledger-apps folder. */
  facts?: Facts | null;
}

/** What the chain's ledger-apps pages tell a reader, from the pages it has: every app has its APDU page. */
function whatPagesSay(pages: ChainLedgerPages['pages'], versionCount: number): string[] {
  return [
    'how to talk to it over APDU',
    ...(buildPageOf(pages) ? ['how to build it'] : []),
    ...(versionCount > 0 ? [`which transactions each of its ${versionCount} documented releases can sign`] : []),
  ];
}

/**
 * Landing page of one chain (SPEC 2.1 /{ChainName}), everything the site has for it. The <article> is what its
 * Markdown twin holds (src/plugins/markdown-export): the page tools after it (keep offline, report) are left out,
 * and "Copy page" at its top, as on a doc page, copies or opens the twin.
 */
export default function ChainLanding({chainName, ledger, facts}: Props): React.ReactElement {
  const chain = chains.find((c) => c.name === chainName);
  if (!chain?.landing) throw new Error(`No landing page for chain ${chainName}`);
  const {pages, versionCount} = ledger;
  const title = landingPageTitle(chain.name);
  const permalink = useBaseUrl(landingPath({...chain, landing: chain.landing}));
  const markdownHref = markdownPathFor(permalink);
  const headings = landingHeadings(chain);
  const [ledgerHeading, relatedHeading] = headings;
  const toc = [...chainFactsToc(facts ?? undefined), ...landingToc(headings)];

  return (
    <Layout title={chain.name} description={`${chain.name}: ${chain.description}`}>
      <MarkdownTwinLink href={markdownHref} />
      <main className={styles.page}>
        <div className={styles.body}>
          <article>
            <CopyPage markdownHref={markdownHref} />
            <header className={styles.hero}>
              <ChainLogo chain={chain} size={64} className={styles.logo} eager />
              <div>
                <Heading as="h1" className={styles.title}>
                  {title}
                </Heading>
                <p className={styles.lead}>{chain.description}</p>
              </div>
            </header>

            <TOCCollapsible toc={toc} className={`${ThemeClassNames.docs.docTocMobile} ${styles.tocMobile}`} />

            {facts && <ChainFacts chainName={chain.name} facts={facts} pages={pages} />}

            <section aria-labelledby={ledgerHeading.id} className={styles.block}>
              <Heading as="h2" id={ledgerHeading.id}>
                {ledgerHeading.text}
              </Heading>
              {pages.length > 0 ? (
                <>
                  <p>
                    Specifications of the {chain.name} Ledger app: {andList(whatPagesSay(pages, versionCount), true)}.
                  </p>
                  <ul className={styles.links}>
                    {pages.map((page) => (
                      <li key={page.path}>
                        <Link to={page.path}>{page.label}</Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p>
                  This site does not document a {chain.name} Ledger app. The{' '}
                  <Link to={sectionEntryPath(sectionById('ledger-apps'))}>Ledger apps overview</Link> lists every chain that has one.
                </p>
              )}
              {chain.ledgerRepo && (
                <p>
                  Source code: <Link href={repoUrl(chain.ledgerRepo)}>{chain.ledgerRepo}</Link>
                </p>
              )}
            </section>

            {relatedHeading && (
              <section aria-labelledby={relatedHeading.id} className={styles.block}>
                <Heading as="h2" id={relatedHeading.id}>
                  {relatedHeading.text}
                </Heading>
                <ul className={styles.cards}>
                  {chain.related.map((id) => {
                    const section = sectionById(id);
                    return (
                      <li key={id} className={styles.card}>
                        <Link to={sectionEntryPath(section)} className={styles.cardLink}>
                          {section.title}
                        </Link>
                        <p>{sectionFacts[id].summary}</p>
                      </li>
                    );
                  })}
                </ul>
              </section>
            )}

            {chain.website && (
              <p className={styles.external}>
                Learn more about {chain.name} on <Link href={chain.website}>{new URL(chain.website).host}</Link>.
              </p>
            )}
          </article>
          {/* This page and the chain's Ledger app pages, kept for reading offline (issue 42). */}
          <KeepOffline bundleId={chainBundleId(chain.landing)} name={chain.name} />
          {/* A wrong fact here is reported as on a doc page: the facts come from data this repository keeps. */}
          <div className={styles.report}>
            <ReportProblemLink permalink={permalink} title={title} />
          </div>
        </div>
        <TOC toc={toc} className={`${ThemeClassNames.docs.docTocDesktop} ${styles.tocDesktop}`} />
      </main>
    </Layout>
  );
}
