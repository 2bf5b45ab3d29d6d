import React from 'react';
import Link from '@docusaurus/Link';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import {ledgerChains} from '@site/src/data/chains';
import {ledgerAppPath} from '@site/src/data/sections';
import type {AppInfo} from '@zondax/docs-core/ledger/supported/schema';
import appsJson from '@site/data/ledger-apps/apps.json';
import supportedIndex from '@site/src/ledger/supported/index.generated.json';
import apduFacts from '@generated/chain-landing-pages/default/apduFacts.json';
import {claHex} from '@zondax/docs-core/ledger/apdu/hex';
import TableScroll from '@site/src/components/mdx/TableScroll';
import styles from './styles.module.css';
import {repositoryUrl} from '@zondax/docs-core/sourceHost';
import {apduPageOf, buildPageOf} from '@site/src/plugins/chain-landing-pages/ledgerPages';
import {sidebarLinks} from '@site/src/config/sidebarLinks';

const apps = appsJson as Readonly<Record<string, AppInfo | undefined>>;
const supported = supportedIndex as Readonly<Record<string, {latest: string; versions: string[]} | undefined>>;

const none = (
  <span className={styles.none} title="not recorded">
    —
  </span>
);

/** Column names: the header row and, on a phone, each card's labels (TableScroll stackOnPhone). */
const column = {
  cla: 'CLA',
  path: 'Coin type · default path',
  devices: 'Devices',
  version: 'App version',
  list: 'Supported list',
} as const;

/**
 * Every chain with a ledger-apps folder: class byte, coin type and default path, devices,
 * app version and links. Rows come from src/data/chains.ts; the values from the APDU
 * specifications, data/ledger-apps/apps.json and the generated supported-methods index.
 * Each chain's pages are linked under its name rather than in a column of their own, and the
 * headers wrap: so the table fits the text column of a 1280 px window.
 */
export default function LedgerChainTable(): React.ReactElement {
  // The section's pages as its sidebar links them (the page's route data: the browser's copy of the docs plugin's
  // global data has no doc lists, src/internals/build/route-data), found by the rules the chain landing pages use
  // (SPEC 2.3 names them APDUSPEC or APDU, build or BUILD, or none).
  const docs = sidebarLinks(useDocsSidebar()?.items ?? []).flatMap((l) => (l.docId ? [{docId: l.docId, path: l.href}] : []));
  return (
    <TableScroll className={styles.wrap} label="Ledger apps compared" stackOnPhone>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Chain</th>
            {Object.values(column).map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ledgerChains.map((chain) => {
            const folder = chain.ledgerFolder;
            const app = apps[folder];
            const apdu = apduFacts[folder];
            const list = supported[folder];
            const own = docs.filter((d) => d.docId.startsWith(`${folder}/`));
            const apduPage = apduPageOf(own);
            const buildPage = buildPageOf(own);
            const repo = app?.repository ?? `Zondax/${chain.ledgerRepo ?? `ledger-${folder}`}`;
            return (
              <tr key={folder}>
                <th scope="row">
                  <span className={styles.chain}>{chain.landing ? <Link to={`/${chain.landing}`}>{chain.name}</Link> : chain.name}</span>
                  <ul className={styles.links}>
                    {apduPage && (
                      <li>
                        <Link to={apduPage.path}>APDU</Link>
                      </li>
                    )}
                    {buildPage && (
                      <li>
                        <Link to={buildPage.path}>Build</Link>
                      </li>
                    )}
                    <li>
                      <a href={repositoryUrl(repo)}>Repository</a>
                    </li>
                  </ul>
                </th>
                <td data-label={column.cla}>{apdu ? <code>{claHex(apdu)}</code> : none}</td>
                <td data-label={column.path}>
                  {apdu ? (
                    <>
                      {apdu.coinType ?? '—'} · <code>{apdu.defaultPath}</code>
                    </>
                  ) : (
                    none
                  )}
                </td>
                <td data-label={column.devices}>{app ? app.devices.join(', ') : none}</td>
                <td data-label={column.version}>{app?.appVersion ?? none}</td>
                <td data-label={column.list}>
                  {list ? <Link to={ledgerAppPath(folder, 'supported_latest')}>{list.latest}.x</Link> : none}
                  {/* The space outside the count lets it go under the version when the column is narrow. */}
                  {list && list.versions.length > 1 && (
                    <>
                      {' '}
                      <span className={styles.count}>({list.versions.length} versions)</span>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
