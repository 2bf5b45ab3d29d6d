import React from 'react';
import Layout from '@theme/Layout';
import MarkdownTwinLink from '@site/src/components/chrome/MarkdownTwinLink';
import {markdownSkipAttribute} from '@site/src/plugins/markdown-export/paths';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import ProjectGrid from '@site/src/components/pages/ProjectGrid';
import ChainGrid from '@site/src/components/pages/ChainGrid';
import {ledgerChains} from '@site/src/data/chains';
import {projects, sectionById, sectionEntryPath} from '@site/src/data/sections';
import {provider} from '@site/src/data/site';
import styles from './index.module.css';

/** The projects the cards link to (a 'coming soon' item is not one yet). */
const listedProjects = projects.filter((p) => !('comingSoon' in p)).length;

export default function Home(): React.ReactElement {
  return (
    <Layout title="Developer documentation" description={provider.tagline}>
      <MarkdownTwinLink />
      <main>
        <header className={styles.hero}>
          <div className={styles.heroInner}>
            {/* The site's name above the title: the Markdown twin starts with the title. */}
            <p className={styles.eyebrow} {...{[markdownSkipAttribute]: ''}}>
              {provider.name} developer docs
            </p>
            <Heading as="h1" className={styles.title}>
              Build on hardware wallets, signing tools and blockchain infrastructure
            </Heading>
            <p className={styles.lead}>
              Specifications and guides for {listedProjects} projects: Ledger apps for {ledgerChains.length} chains, Filecoin signing and
              smart-contract libraries, Internet Computer and Polkadot tooling, an emulator, an indexer and a trusted-execution signer.
            </p>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to={sectionEntryPath(sectionById('ledger-apps'))}>
                Ledger app specifications
              </Link>
              <Link className="button button--secondary button--lg" to="/search">
                Search the docs
              </Link>
            </div>
            <p className={styles.assistants}>
              Working with an AI assistant? <Link to="/assistants">Connect it to these docs</Link>: an MCP server, and every page as
              Markdown.
            </p>
          </div>
        </header>
        <section className={styles.section} aria-labelledby="projects">
          <Heading as="h2" id="projects" className={styles.sectionTitle}>
            Projects
          </Heading>
          <ProjectGrid />
        </section>
        <section className={styles.section} aria-labelledby="chains">
          <Heading as="h2" id="chains" className={styles.sectionTitle}>
            Chains
          </Heading>
          <p className={styles.sectionLead}>Each chain page collects its Ledger app specification and related projects.</p>
          <ChainGrid />
        </section>
      </main>
    </Layout>
  );
}
