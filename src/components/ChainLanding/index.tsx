import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {chains} from '@site/src/data/chains';
import {sectionById, sectionEntryPath} from '@site/src/data/sections';
import {repoUrl} from '@site/src/data/site';
import ChainLogo from '@site/src/components/ChainLogo';
import styles from './styles.module.css';

interface Props {
  chainName: string;
}

/** Human label for a ledger-apps page id such as 'nodle/supported_9.25.x'. */
function ledgerPageLabel(docId: string): string {
  const page = docId.split('/').pop() ?? docId;
  if (/^apdu(spec)?$/i.test(page)) return 'APDU specification';
  if (/^build$/i.test(page)) return 'Build and load';
  if (page === 'TXSPEC') return 'Transaction format';
  if (page === 'UISPEC') return 'On-device display';
  if (page === 'supported_latest') return 'Supported transactions (latest)';
  const version = page.match(/^supported_(.+)$/);
  if (version) return `Supported transactions ${version[1]}`;
  return page.replace(/[_-]/g, ' ');
}

/** Landing page of one chain (SPEC 2.1 /{ChainName}), everything the site has for it. */
export default function ChainLanding({chainName}: Props): React.ReactElement {
  const chain = chains.find((c) => c.name === chainName);
  if (!chain) throw new Error(`Unknown chain ${chainName}`);
  const ledgerDocs = useAllDocsData()['ledger-apps']?.versions[0]?.docs ?? [];
  const prefix = chain.ledgerFolder ? `${chain.ledgerFolder}/` : undefined;
  const pages = prefix
    ? ledgerDocs
        .filter((d) => d.id.startsWith(prefix) && !/supported_\d/.test(d.id))
        .sort((a, b) => a.id.localeCompare(b.id))
    : [];
  const versionCount = prefix ? ledgerDocs.filter((d) => d.id.startsWith(`${prefix}supported_`) && /\d/.test(d.id)).length : 0;
  const title = `${chain.name} developer documentation`;

  return (
    <Layout title={chain.name} description={`${chain.name}: ${chain.description}`}>
      <main className={styles.page}>
        <header className={styles.hero}>
          <ChainLogo chain={chain} size={64} />
          <div>
            <Heading as="h1" className={styles.title}>{title}</Heading>
            <p className={styles.lead}>{chain.description}</p>
          </div>
        </header>

        <section aria-labelledby="ledger" className={styles.block}>
          <Heading as="h2" id="ledger">Hardware wallet</Heading>
          {pages.length > 0 ? (
            <>
              <p>
                Specifications of the {chain.name} Ledger app: how to talk to it over APDU, how to build it, and
                {versionCount > 0 ? ` which transactions each of its ${versionCount} documented releases can sign.` : ' what it can sign.'}
              </p>
              <ul className={styles.links}>
                {pages.map((doc) => (
                  <li key={doc.id}>
                    <Link to={doc.path}>{ledgerPageLabel(doc.id)}</Link>
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

        {chain.related.length > 0 && (
          <section aria-labelledby="related" className={styles.block}>
            <Heading as="h2" id="related">Related projects</Heading>
            <ul className={styles.cards}>
              {chain.related.map((id) => {
                const section = sectionById(id);
                return (
                  <li key={id} className={styles.card}>
                    <Link to={sectionEntryPath(section)} className={styles.cardLink}>{section.title}</Link>
                    <p>{section.summary}</p>
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
      </main>
    </Layout>
  );
}
