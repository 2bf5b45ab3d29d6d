import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import '@generated/prism-on-demand/default/language-bash';
// One layout for the product landing pages (/beryx-api/, /beryx-explorer/).
import styles from '@site/src/components/pages/ProductLanding/styles.module.css';

interface Capability {
  title: string;
  text: string;
  base: string;
}

const capabilities: Capability[] = [
  {
    title: 'Chain data',
    text: 'Accounts and balances, tipsets and blocks, transactions with their internal messages, events, multisig state and proposals, ERC-20 tokens.',
    base: '/fil/data/v3/{network}/…',
  },
  {
    title: 'Statistics and leaderboards',
    text: 'Gas used, base fee history, contract creations and invocations, value flows, the rich list and top accounts and contracts.',
    base: '/fil/stats/v3/{network}/…',
  },
  {
    title: 'Fee estimation',
    text: 'Gas premium and gas limit per message method for a 50, 70 or 90 % chance of entering the next block.',
    base: '/fil/stats/v3/{network}/fees/estimate/{method}',
  },
  {
    title: 'Contract decoder',
    text: 'Bytecode, opcodes, selectors and ABI of FEVM contracts, decoded transaction parameters, and Solidity source verification.',
    base: '/fil/decoder/v3/{network}/…',
  },
  {
    title: 'Conversion tools',
    text: 'Convert addresses and transaction hashes between their Filecoin and Ethereum forms.',
    base: '/fil/tools/v3/{network}/convert/…',
  },
  {
    title: 'Node access',
    text: 'A JSON-RPC endpoint for Filecoin and Ethereum-compatible methods, for reads and for broadcasting signed messages.',
    base: '/fil/node/{network}/rpc/v1',
  },
];

const example = `curl https://api.zondax.ch/fil/data/v3/mainnet/tipset/latest \\
  -H "Authorization: Bearer $BERYX_TOKEN"`;

export default function BeryxApi(): React.ReactElement {
  return (
    <Layout
      title="Beryx API"
      description="Beryx API: indexed Filecoin data, statistics, fee estimates, contract decoding and conversion tools over REST, from Zondax."
    >
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <p className={styles.kicker}>Data Infrastructure</p>
          <Heading as="h1">Beryx API</Heading>
          <p className={styles.lead}>
            Beryx indexes the Filecoin chain and exposes it over a REST API: historical and recent transactions of every account, tipsets,
            multisig activity, FEVM contracts and their events, network statistics and fee estimates. The same API powers the Beryx Explorer
            at beryx.io, on Mainnet and on the Calibration testnet.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary" to="/OpenAPI">
              Open the API reference
            </Link>
            <Link className="button button--secondary" to="/beryx-explorer/">
              See the explorer built on it
            </Link>
          </div>
        </div>
      </header>

      <main>
        <section className={styles.section}>
          <Heading as="h2">What you can query</Heading>
          <ul className={styles.grid}>
            {capabilities.map((c) => (
              <li key={c.title} className={styles.card}>
                <Heading as="h3">{c.title}</Heading>
                <p>{c.text}</p>
                <code>{c.base}</code>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.section}>
          <Heading as="h2">Who it is for</Heading>
          <ul className={styles.audience}>
            <li>Wallet and exchange developers who need the transaction history and balance of an address without running an indexer.</li>
            <li>dApp and FEVM developers who want decoded contract calls, events and verified sources.</li>
            <li>Analysts following gas usage, base fee, contract activity and the largest holders.</li>
            <li>Anyone sending messages who wants a data-driven gas premium instead of a guess.</li>
          </ul>
        </section>

        <section className={styles.section}>
          <Heading as="h2">First request</Heading>
          <p>
            All calls go to <code>https://api.zondax.ch</code> and need a bearer token in the <code>Authorization</code> header; a free
            token is available from the <Link href="https://auth.zondax.ch/docs">Zondax authentication service</Link>. Pick the network in
            the path (<code>mainnet</code> or <code>calibration</code>). Amounts are strings in attoFIL, and list endpoints page with{' '}
            <code>limit</code> and <code>cursor</code>.
          </p>
          <CodeBlock language="bash">{example}</CodeBlock>
          <p>
            For JavaScript and TypeScript, Zondax publishes the <code>@zondax/beryx</code> client on npm.
          </p>
        </section>

        <section className={`${styles.section} ${styles.last}`}>
          <Heading as="h2">Related documentation</Heading>
          <ul className={styles.audience}>
            <li>
              <Link to="/OpenAPI">OpenAPI reference</Link>: every endpoint with parameters and response fields.
            </li>
            <li>
              <Link to="/beryx-explorer-docs">Beryx Explorer guide</Link>: what each explorer page shows and which endpoint feeds it.
            </li>
            <li>
              <Link to="/filecoin-gas/filgas/">FilGas</Link>: how the fee estimates are produced.
            </li>
            <li>
              <Link to="/filecoin-signing-tools">Filecoin signing tools</Link>: sign messages offline before sending them through the node
              endpoint.
            </li>
            <li>
              Source of the explorer client: <Link href="https://github.com/Zondax/web-beryx-explorer">Zondax/web-beryx-explorer</Link>.
            </li>
          </ul>
        </section>
      </main>
    </Layout>
  );
}
