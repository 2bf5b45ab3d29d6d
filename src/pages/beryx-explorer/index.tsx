import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
// One layout for the product landing pages (/beryx-api/, /beryx-explorer/).
import styles from '@site/src/components/pages/ProductLanding/styles.module.css';

interface Feature {
  title: string;
  text: string;
  doc: string;
}

const features: Feature[] = [
  {
    title: 'Search anything',
    text: 'One search bar for Filecoin and Ethereum addresses, message CIDs, Ethereum transaction hashes, block CIDs and tipset heights.',
    doc: '/beryx-explorer-docs/getting-started',
  },
  {
    title: 'Accounts',
    text: 'Balance history, actor type, transactions, pending messages, statistics, and multisig signers and proposals.',
    doc: '/beryx-explorer-docs/explorer/accounts',
  },
  {
    title: 'Transactions',
    text: 'Status, method, value, gas fields, decoded parameters and the full tree of internal messages.',
    doc: '/beryx-explorer-docs/explorer/transactions',
  },
  {
    title: 'Smart contracts',
    text: 'Decoded functions, verified Solidity sources, usage statistics and a method runner for FEVM contracts.',
    doc: '/beryx-explorer-docs/explorer/smart-contracts',
  },
  {
    title: 'Live network',
    text: 'The mempool with fee statistics, and the latest tipsets, transactions and contract calls as they happen.',
    doc: '/beryx-explorer-docs/mempool',
  },
  {
    title: 'Leaderboards',
    text: 'Rich list, top accounts by gas used or value exchanged, top contracts by users, invokes or value.',
    doc: '/beryx-explorer-docs/leaderboard',
  },
  {
    title: 'Contract verifier',
    text: 'Upload Solidity sources or a metadata file and prove they match the deployed bytecode.',
    doc: '/beryx-explorer-docs/contract-verifier',
  },
  {
    title: 'Wallet and interaction',
    text: 'Connect MetaMask or a Ledger device, follow your address and call contract methods from the page.',
    doc: '/beryx-explorer-docs/wallet',
  },
];

export default function BeryxExplorer(): React.ReactElement {
  return (
    <Layout
      title="Beryx Explorer"
      description="Beryx Explorer: the Zondax block explorer for Filecoin mainnet and Calibration, with accounts, transactions, contracts, mempool and wallet tools."
    >
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <p className={styles.kicker}>Data Infrastructure</p>
          <Heading as="h1">Beryx Explorer</Heading>
          <p className={styles.lead}>
            Beryx is a block explorer and data hub for Filecoin, built by Zondax and available at beryx.io. It lets you look up any address,
            message, block or tipset, follow the mempool live, inspect and verify FEVM smart contracts and call them with your own wallet,
            on Mainnet and on the Calibration testnet.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary" to="/beryx-explorer-docs">
              Read the explorer guide
            </Link>
            <Link className="button button--secondary" href="https://beryx.io">
              Open beryx.io
            </Link>
          </div>
        </div>
      </header>

      <main>
        <section className={styles.section}>
          <Heading as="h2">Main capabilities</Heading>
          <ul className={styles.grid}>
            {features.map((f) => (
              <li key={f.title} className={styles.card}>
                <Heading as="h3">{f.title}</Heading>
                <p>{f.text}</p>
                <Link to={f.doc}>Learn more</Link>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.section}>
          <Heading as="h2">Who it is for</Heading>
          <ul className={styles.audience}>
            <li>Filecoin users checking a transfer, a balance or why a message is still pending.</li>
            <li>FEVM developers deploying, verifying and testing contracts on Calibration before Mainnet.</li>
            <li>Storage providers and multisig owners following their actors and proposals.</li>
            <li>Analysts and researchers looking at gas, contract activity and the largest holders.</li>
          </ul>
        </section>

        <section className={`${styles.section} ${styles.last}`}>
          <Heading as="h2">Build on the same data</Heading>
          <p>
            Every page of the explorer is fed by the <Link to="/beryx-api/">Beryx API</Link>; its endpoints are listed in the{' '}
            <Link to="/OpenAPI">OpenAPI reference</Link>. The explorer itself is open source in{' '}
            <Link href="https://github.com/Zondax/web-beryx-explorer">Zondax/web-beryx-explorer</Link>.
          </p>
        </section>
      </main>
    </Layout>
  );
}
