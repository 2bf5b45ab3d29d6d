import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
// React pages that render code blocks load Prism themselves (src/plugins/prism-on-demand).
import '@generated/prism-on-demand/default/language-bash';
import '@generated/prism-on-demand/default/language-typescript';
import type {ChainFacts as Facts, SourceLink} from '@zondax/docs-core/chains/facts';
import {longDate} from '@zondax/docs-core/text/longDate';
import {apduPageOf, buildPageOf, type LedgerPageLink} from '@site/src/plugins/chain-landing-pages/ledgerPages';
import {claHex} from '@zondax/docs-core/ledger/apdu/hex';
import {landingPath, ledgerChains} from '@site/src/data/chains';
import {ledgerAppPath, sectionById, sectionEntryPath} from '@site/src/data/sections';
import {addressSnippet, installLine} from '@zondax/docs-core/ledger/clients/snippet';
import {andList} from '@zondax/docs-core/text/andList';
import {factsHeadings} from './headings';
import Releases from './Releases';
import styles from './styles.module.css';
import {repositoryUrl} from '@zondax/docs-core/sourceHost';
import {packageVersionUrl} from '@zondax/docs-core/packageRegistry';

interface Props {
  chainName: string;
  facts: Facts;
  /** The chain's ledger-apps pages as the landing page lists them (labels from the docs). */
  pages: readonly LedgerPageLink[];
}

const short = (commit: string) => commit.slice(0, 7);
const zemuPath = sectionEntryPath(sectionById('zemu'));

function Source({source, what}: {source: SourceLink; what: string}): React.ReactElement {
  const where = `${source.path ?? source.repository}${source.commit ? ` at ${short(source.commit)}` : ' (default branch)'}`;
  return (
    <span className={styles.source}>
      Source:{' '}
      <Link href={source.url} aria-label={`Source of the ${what}: ${where} in ${source.repository}`}>
        {where}
      </Link>
    </span>
  );
}

/** The repository says it is archived (apps.json archived): where it says so, and the app that replaces it. */
type Archived = NonNullable<NonNullable<Facts['app']>['archived']>;

/** The chain whose app replaces an archived one, when the repository names it. */
const successorOf = (archived: Archived | undefined) =>
  archived?.successor ? ledgerChains.find((c) => c.ledgerFolder === archived.successor) : undefined;

function ArchivedNotice({archived, repoName}: {archived: Archived; repoName: string}) {
  const successor = successorOf(archived);
  return (
    <Admonition type="warning" title="Archived app">
      <p>
        The {repoName} repository says it is archived (
        <Link href={archived.notice.url}>
          {archived.notice.path} at {short(archived.notice.commit!)}
        </Link>
        ).{' '}
        {successor && (
          <>
            The{' '}
            {successor.landing ? (
              <Link to={landingPath({...successor, landing: successor.landing})}>{successor.name} app</Link>
            ) : (
              `${successor.name} app`
            )}{' '}
            replaces it.{' '}
          </>
        )}
        The facts below describe the archived app, for existing installs and integrations.
      </p>
    </Admonition>
  );
}

/**
 * What a developer comes to a chain's landing page for: the app's figures with their sources, the client
 * libraries that talk to it, and how to get the app onto a device. Everything comes from the chain's data
 * (src/data/chainFacts.ts), computed at build time by the chain-landing plugin.
 */
export default function ChainFacts({chainName, facts, pages}: Props): React.ReactElement {
  const {app, apdu, supported, clients} = facts;
  const apduPage = apduPageOf(pages);
  const buildPage = buildPageOf(pages);
  const repoUrl = repositoryUrl(app?.repository ?? apdu.source.repository);
  const repoName = app?.repository ?? apdu.source.repository;
  const {glance, developers, install} = factsHeadings;
  const successor = successorOf(app?.archived);

  return (
    <>
      <section aria-labelledby={glance.id} className={styles.block}>
        <Heading as="h2" id={glance.id}>
          {glance.text}
        </Heading>
        {app?.archived && <ArchivedNotice archived={app.archived} repoName={repoName} />}
        <dl className={styles.facts}>
          {app && (
            <>
              <div className={styles.fact}>
                <dt>Ledger app version</dt>
                <dd>
                  <span className={styles.value} data-fact="version">
                    {app.version ?? 'not recorded'}
                  </span>
                  <span className={styles.detail}>
                    at commit <code>{short(app.commitSource.commit!)}</code> of {longDate(app.date)}
                  </span>
                  <Source source={app.commitSource} what="app version" />
                </dd>
              </div>
              {app.checkedAt && (
                <div className={styles.fact}>
                  <dt>Checked against the code</dt>
                  <dd>
                    <span className={styles.value} data-fact="checked-at">
                      {longDate(app.checkedAt)}
                    </span>
                    <span className={styles.detail}>
                      instructions, status words, version and devices, at commit <code>{short(app.commitSource.commit!)}</code>
                    </span>
                    <Source source={app.commitSource} what="check" />
                  </dd>
                </div>
              )}
              <div className={styles.fact}>
                <dt>Devices</dt>
                <dd>
                  <ul className={styles.devices} data-fact="devices">
                    {app.devices.map((d) => (
                      <li key={d}>{d}</li>
                    ))}
                  </ul>
                  <Source source={app.devicesSource} what="device list" />
                </dd>
              </div>
            </>
          )}
          <div className={styles.fact}>
            <dt>Derivation path</dt>
            <dd>
              <code className={styles.value} data-fact="path">
                {apdu.defaultPath}
              </code>
              <span className={styles.detail} data-fact="coin-type">
                {apdu.coinType === null ? 'no SLIP-44 coin type in the path' : `coin type ${apdu.coinType}`}
              </span>
              <Source source={apdu.source} what="derivation path" />
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>Class byte (CLA)</dt>
            <dd>
              <code className={styles.value} data-fact="cla">
                {claHex(apdu)}
              </code>
              <Source source={apdu.source} what="class byte" />
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>APDU instructions</dt>
            <dd>
              <span className={styles.value} data-fact="instructions">
                {apdu.instructions.length}
              </span>
              {apduPage && (
                <span className={styles.detail}>
                  <Link to={apduPage.path}>{apduPage.label}</Link>
                </span>
              )}
              <Source source={apdu.source} what="instruction list" />
            </dd>
          </div>
          {supported && (
            <div className={styles.fact}>
              <dt>Transaction methods</dt>
              <dd>
                <span className={styles.value} data-fact="methods">
                  {supported.methods}
                </span>
                <span className={styles.detail}>
                  in {supported.pallets} pallets,{' '}
                  <Link to={ledgerAppPath(facts.folder, 'supported_latest')}>list {supported.version}.x</Link>
                  {supported.changes && (
                    <>
                      {' · '}
                      <Link to={`${ledgerAppPath(facts.folder, 'supported_latest')}#${supported.changes.anchor}`}>
                        Changes since {supported.changes.since}.x
                      </Link>
                    </>
                  )}
                </span>
                <Source source={supported.source} what="method list" />
              </dd>
            </div>
          )}
        </dl>
      </section>

      {facts.releases && <Releases chainName={chainName} repository={repoName} releases={facts.releases} />}

      <section aria-labelledby={developers.id} className={styles.block}>
        <Heading as="h2" id={developers.id}>
          {developers.text}
        </Heading>
        {clients.length > 0 ? (
          clients.map((client) => (
            <div key={`${client.name}@${client.version}`} className={styles.client}>
              <p>
                <Link href={packageVersionUrl(client.name, client.version)}>
                  <code>{client.name}</code>
                </Link>{' '}
                talks to the {chainName} app over USB (class byte <code>{claHex(client)}</code>); its source is{' '}
                <Link href={repositoryUrl(client.repository)}>{client.repository}</Link>. Checked in version {client.version}
                {client.factory ? ', the last release that still drives the chain-specific Substrate apps' : ''}.
              </p>
              <CodeBlock language="bash">{installLine(client)}</CodeBlock>
              <CodeBlock language="ts">{addressSnippet(client, apdu.defaultPath, apdu.addressInstruction)}</CodeBlock>
            </div>
          ))
        ) : (
          <p>
            No published client library for this app was checked for this site. The{' '}
            {apduPage ? <Link to={apduPage.path}>{apduPage.label}</Link> : 'APDU specification'} lists every command with its bytes, and the
            APDU builder there prepares them for you.
          </p>
        )}
        <ul className={styles.links}>
          {buildPage && (
            <li>
              <Link to={buildPage.path}>{buildPage.label}</Link>: build the app from source and run its tests
            </li>
          )}
          <li>
            <Link to={zemuPath}>Zemu</Link>: run the app in an emulator and script its screens in tests
          </li>
          <li>
            <Link href={repoUrl}>{repoName}</Link>: the app&apos;s source code and issues
          </li>
        </ul>
      </section>

      <section aria-labelledby={install.id} className={styles.block}>
        <Heading as="h2" id={install.id}>
          {install.text}
        </Heading>
        {successor ? (
          <p>
            The app&apos;s repository is archived in favour of the{' '}
            {successor.landing ? (
              <Link to={landingPath({...successor, landing: successor.landing})}>{successor.name} app</Link>
            ) : (
              `${successor.name} app`
            )}
            : install that one instead. This app was built for the {andList(app!.devices)}.
          </p>
        ) : (
          <p>
            Released versions come from Ledger Live: open <strong>My Ledger</strong>, connect and unlock the device, find {chainName} in the
            app catalog and choose <strong>Install</strong>.{app && ` The app is built for the ${andList(app.devices)}.`}
          </p>
        )}
        <p>
          To try a version that is not released yet (a branch, a pull request or your own change), build it and load it on a development
          device:{' '}
          {buildPage ? <Link to={buildPage.path}>{buildPage.label}</Link> : <Link href={repoUrl}>the repository&apos;s README</Link>}{' '}
          explains how, and the <Link to={zemuPath}>Zemu emulator</Link> runs the same build without a device.
        </p>
      </section>
    </>
  );
}
