import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {sectionById, sectionEntryPath, sectionPagePath, sectionRepositoryUrl, type SectionId} from '@site/src/data/sections';
import styles from './fvm.module.css';

interface WorkItem {
  title: string;
  summary: string;
  /** The card links to the section's entry page and repository (src/data/sections.ts). */
  section: SectionId;
}

const work: WorkItem[] = [
  {
    title: 'FVM AssemblyScript SDK',
    summary:
      'Write native Filecoin Virtual Machine actors in AssemblyScript. A compiler transform generates dispatch, parameter decoding and state handling from three decorators; example actors cover a counter, ERC20, a name service and a lottery.',
    section: 'filecoin-virtual-machine',
  },
  {
    title: 'Filecoin Solidity',
    summary:
      'Solidity libraries that let FEVM contracts call built-in actors (Market, Miner, Power, Verified Registry, DataCap, Account) with typed functions instead of hand-built CBOR messages.',
    section: 'filecoin-solidity',
  },
  {
    title: 'FEVM Solidity precompiles',
    summary:
      'A gas study of producing CBOR for Filecoin actors from Solidity: first in plain Solidity across early FEVM releases, then with experimental precompiles inside the EVM actor.',
    section: 'fevm-solidity',
  },
  {
    title: 'drand',
    summary:
      'Contributions to the randomness beacon Filecoin relies on: several beacons per node, the unchained randomness scheme, and protocol versioning between nodes.',
    section: 'drand',
  },
];

export default function FvmOverview(): React.ReactElement {
  return (
    <Layout
      title="Filecoin Virtual Machine work"
      description="Overview of Zondax's work around the Filecoin Virtual Machine: the AssemblyScript SDK, Filecoin Solidity libraries, the FEVM precompiles study and drand contributions."
    >
      <main className={styles.page}>
        <Heading as="h1">Filecoin Virtual Machine work</Heading>
        <p className={styles.lead}>
          The Filecoin Virtual Machine (FVM) made Filecoin programmable: user actors compiled to WebAssembly, and Ethereum contracts through
          the FEVM. Zondax built tools on both sides, native actors in AssemblyScript and Solidity access to Filecoin&apos;s built-in
          actors, measured what FEVM calls cost, and contributed to drand, the randomness beacon the network uses.
        </p>

        <ul className={styles.grid}>
          {work.map((item) => (
            <li key={item.section}>
              <div className={styles.card}>
                <Heading as="h2">{item.title}</Heading>
                <p>{item.summary}</p>
                <div className={styles.links}>
                  <Link to={sectionEntryPath(sectionById(item.section))}>Read the docs</Link>
                  <Link href={sectionRepositoryUrl(sectionById(item.section))}>Repository</Link>
                </div>
              </div>
            </li>
          ))}
        </ul>

        <Heading as="h2">Which one do I need?</Heading>
        <div className={styles.tableWrap}>
          <table>
            <thead>
              <tr>
                <th scope="col">You want to</th>
                <th scope="col">Start with</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>Write a native WASM actor in a TypeScript-like language</td>
                <td>
                  <Link to={sectionPagePath('filecoin-virtual-machine', 'start-coding/new_project')}>Create a new project</Link>
                </td>
              </tr>
              <tr>
                <td>Call the storage market or a miner from a Solidity contract</td>
                <td>
                  <Link to={sectionPagePath('filecoin-solidity', 'use-it')}>Use Filecoin Solidity</Link>
                </td>
              </tr>
              <tr>
                <td>Understand the gas cost of FEVM calls into Filecoin actors</td>
                <td>
                  <Link to={sectionPagePath('fevm-solidity', 'fevm-solidity-precompiles/benchmark')}>Precompiles benchmarks</Link>
                </td>
              </tr>
              <tr>
                <td>Learn how Filecoin&apos;s randomness is produced</td>
                <td>
                  <Link to={sectionPagePath('drand', 'introduction/goals')}>drand goals and phases</Link>
                </td>
              </tr>
            </tbody>
          </table>
        </div>

        <p>
          How this work came about is summarised on the <Link to="/ProtocolLabs">Protocol Labs collaboration</Link> page.
        </p>
      </main>
    </Layout>
  );
}
