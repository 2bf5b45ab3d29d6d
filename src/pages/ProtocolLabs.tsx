import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {sectionById, sectionEntryPath, sectionPagePath, sectionRepositoryUrl, type SectionId} from '@site/src/data/sections';
import styles from './ProtocolLabs.module.css';

interface Outcome {
  project: string;
  context: string;
  result: string;
  /** Docs and repository links come from the section (src/data/sections.ts). */
  section: SectionId;
}

const outcomes: Outcome[] = [
  {
    project: 'FVM AssemblyScript SDK',
    context: 'FVM Early Builder program, funded by the Filecoin Foundation',
    result:
      'An SDK and compiler transform for AssemblyScript actors, a CBOR library, four example actors, CI templates and gas benchmarks.',
    section: 'filecoin-virtual-machine',
  },
  {
    project: 'FEVM Solidity precompiles',
    context: 'FVM Early Builder program (Solidity edition), funded by the Filecoin Foundation',
    result:
      'Gas measurements of CBOR encoding in Solidity across the Talc, Selenium and Copper FEVM releases, and of experimental CBOR precompiles in the EVM actor.',
    section: 'fevm-solidity',
  },
  {
    project: 'Filecoin Solidity',
    context: 'Libraries for FEVM developers, delivered in two milestones',
    result:
      'Mock and real Solidity APIs for the built-in actors. Ownership passed to Protocol Labs, who maintain the library at filecoin-project/filecoin-solidity.',
    section: 'filecoin-solidity',
  },
  {
    project: 'drand',
    context: 'Contributions to the upstream drand project',
    result:
      'Multi-beacon support, unchained randomness and node versioning, merged upstream and first released in drand v1.4.0 for testnet.',
    section: 'drand',
  },
];

export default function ProtocolLabs(): React.ReactElement {
  return (
    <Layout
      title="Work with Protocol Labs and the Filecoin Foundation"
      description="Zondax's projects in the Filecoin ecosystem with Protocol Labs and the Filecoin Foundation, and what each one delivered."
    >
      <main className={styles.page}>
        <Heading as="h1">Work with Protocol Labs and the Filecoin Foundation</Heading>
        <p className={styles.lead}>
          Protocol Labs created Filecoin, and the Filecoin Foundation supports its ecosystem. Zondax worked on several projects in that
          ecosystem: developer tooling for the Filecoin Virtual Machine, Solidity access to Filecoin&apos;s built-in actors, and features
          for drand, the randomness beacon Filecoin uses. This page lists each project, the framework it was done in, and what it produced.
        </p>

        <div className={styles.tableWrap}>
          <table>
            <thead>
              <tr>
                <th scope="col">Project</th>
                <th scope="col">Context</th>
                <th scope="col">Outcome</th>
                <th scope="col">Links</th>
              </tr>
            </thead>
            <tbody>
              {outcomes.map((o) => (
                <tr key={o.project}>
                  <th scope="row">{o.project}</th>
                  <td>{o.context}</td>
                  <td>{o.result}</td>
                  <td>
                    <div className={styles.links}>
                      <Link to={sectionEntryPath(sectionById(o.section))}>Docs</Link>
                      <Link href={sectionRepositoryUrl(sectionById(o.section))}>Repository</Link>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <Heading as="h2">Where the results live now</Heading>
        <ul>
          <li>
            Filecoin Solidity is maintained by Protocol Labs at{' '}
            <Link href="https://github.com/filecoin-project/filecoin-solidity">filecoin-project/filecoin-solidity</Link>; the{' '}
            <Link to={sectionEntryPath(sectionById('filecoin-solidity'))}>documentation here</Link> describes the Zondax code base it grew
            from.
          </li>
          <li>
            The drand features are part of upstream <Link href="https://github.com/drand/drand">drand/drand</Link> from the{' '}
            <Link href="https://github.com/drand/drand/releases/tag/v1.4.0-testnet">v1.4.0-testnet release</Link> on.
          </li>
          <li>
            The AssemblyScript SDK, its bindgen transform and the example actors remain in the Zondax organisation on GitHub; see the{' '}
            <Link to={sectionPagePath('filecoin-virtual-machine', 'resources')}>resources page</Link>.
          </li>
        </ul>

        <p>
          For a task-oriented overview of the same work, see the <Link to="/fvm">FVM overview</Link>.
        </p>
      </main>
    </Layout>
  );
}
