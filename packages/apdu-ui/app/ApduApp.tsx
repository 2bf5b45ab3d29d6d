/**
 * The MCP App frame of the APDU tools (docs-core apps/apduApp.ts): the site's builder and decoder (../src), opened on
 * the tool call the host shows it for, with the values that call's answer was made from (docs-core appOpening, the
 * same schemas and functions as the tool). The frame never reaches the network: its data is in the page, and what it
 * asks of the host (put the bytes in the conversation, call build_apdu again, open the site's page) goes through the
 * ext-apps bridge (./main.tsx), offered only where the host said it can.
 */
import React, {useState} from 'react';
import {appOpening, type ApduAppData, type AppCall} from '@zondax/docs-core/apps/apduAppData';
import {buildFromState, buildStateHref} from '@zondax/docs-core/ledger/apdu/buildChoice';
import {commandLabel} from '@zondax/docs-core/ledger/apdu/headings';
import type {ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';
import type {BuildState} from '@zondax/docs-core/ledger/apdu/buildChoice';
import ApduBuilder from '../src/ApduBuilder';
import {BuilderPartsProvider, plainParts} from '../src/parts';
import {useApduBuilder} from '../src/useApduBuilder';
import styles from './app.module.css';

/** What the host lets the frame do (ext-apps App methods, present only when the host announced the capability). */
export interface FrameHost {
  /** Puts a user message in the conversation (ui/message). */
  sendMessage?: (text: string) => Promise<void>;
  /** Calls one of the server's tools through the host (tools/call): its text and whether it was an error. */
  callTool?: (name: string, args: Record<string, unknown>) => Promise<{text: string; isError: boolean}>;
  /** Asks the host to open a link (ui/open-link). */
  openLink?: (url: string) => Promise<void>;
}

export interface ApduAppProps {
  data: ApduAppData;
  /** The tool call this frame is shown for; null until the host has sent it. */
  call: AppCall | null;
  host?: FrameHost;
}

/** build_apdu's arguments for the builder's values: every typed field, P1/P2 when chosen (what the server needs to answer the same). */
export function buildApduArgs(folder: string, state: BuildState): Record<string, unknown> {
  const byte = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));
  const p1 = byte(state.p1);
  const p2 = byte(state.p2);
  return {
    chain: folder,
    command: state.commandId,
    fields: state.fields,
    ...(p1 === undefined ? {} : {p1}),
    ...(p2 === undefined ? {} : {p2}),
  };
}

function Builder({
  data,
  folder,
  spec,
  opening,
  tool,
  host,
}: {
  data: ApduAppData;
  folder: string;
  spec: ApduSpec;
  opening: {state: BuildState; response: string};
  tool: string;
  host: FrameHost;
}): React.ReactElement {
  const model = useApduBuilder(spec, () => opening);
  const [status, setStatus] = useState('');
  const page = data.pages[folder];
  const siteUrl = page ? buildStateHref(page, spec, model.state) : undefined;
  const built = buildFromState(spec, model.command, model.state);

  const putInConversation = async () => {
    if (!host.sendMessage || !built.ok) return;
    const lines = [
      `${spec.appName} ${model.command.name}: ${built.apdus.length === 1 ? 'the APDU' : `${built.apdus.length} APDUs, in order`}`,
    ];
    lines.push(...built.apdus, ...(siteUrl ? [`Builder: ${siteUrl}`] : []));
    try {
      await host.sendMessage(lines.join('\n'));
      setStatus('The bytes are in the conversation.');
    } catch {
      setStatus('The host did not take the message.');
    }
  };

  const checkWithServer = async () => {
    if (!host.callTool) return;
    setStatus('Asking the server…');
    try {
      const answer = await host.callTool('build_apdu', buildApduArgs(folder, model.state));
      if (answer.isError) {
        setStatus(`build_apdu answers an error: ${answer.text}`);
        return;
      }
      const apdus = (JSON.parse(answer.text) as {apdus: string[]}).apdus;
      const same = built.ok && JSON.stringify(apdus) === JSON.stringify(built.apdus);
      setStatus(
        same
          ? `The server's build_apdu answers the same ${apdus.length === 1 ? 'APDU' : `${apdus.length} APDUs`}.`
          : `The server's build_apdu answers other bytes: ${apdus.join(' ')}`,
      );
    } catch {
      setStatus('The host could not call build_apdu.');
    }
  };

  return (
    <>
      <p className={styles.source}>
        {spec.appName} app, opened from <code>{tool}</code> on {commandLabel(model.command, spec.commands)}
        {siteUrl && (
          <>
            {' · '}
            <a
              href={siteUrl}
              target="_blank"
              rel="noreferrer noopener"
              onClick={(e) => {
                if (!host.openLink) return;
                e.preventDefault();
                host.openLink(siteUrl).catch(() => setStatus('The host did not open the link.'));
              }}
            >
              Open this builder on the site
            </a>
          </>
        )}
      </p>
      <ApduBuilder
        model={model}
        client={data.clients[folder]?.[0]}
        className={styles.builder}
        actions={
          <span className={styles.actions}>
            {host.sendMessage && (
              <button
                type="button"
                className="button button--outline button--primary button--sm"
                onClick={putInConversation}
                disabled={!built.ok}
              >
                Put in the conversation
              </button>
            )}
            {host.callTool && (
              <button type="button" className="button button--outline button--primary button--sm" onClick={checkWithServer}>
                Check with the server
              </button>
            )}
          </span>
        }
      >
        <p role="status" className={styles.hostStatus}>
          {status}
        </p>
      </ApduBuilder>
    </>
  );
}

export default function ApduApp({data, call, host = {}}: ApduAppProps): React.ReactElement {
  const opening = call ? appOpening(data, call) : null;
  const spec = opening?.ok ? data.specs[opening.folder] : undefined;
  return (
    <BuilderPartsProvider parts={plainParts}>
      <main className={styles.frame}>
        <h1 className={styles.title}>{spec ? `${spec.appName} APDU builder` : 'APDU builder'}</h1>
        {!opening && (
          <p role="status" className={styles.waiting}>
            Waiting for the tool call…
          </p>
        )}
        {opening && !opening.ok && (
          <div role="alert" className={styles.failed}>
            <p>
              <code>{opening.tool}</code> could not open the builder:
            </p>
            <p>{opening.error}</p>
          </div>
        )}
        {opening?.ok && spec && (
          // A new call opens a new builder: its values, not the previous call's edits.
          <Builder
            key={JSON.stringify(call)}
            data={data}
            folder={opening.folder}
            spec={spec}
            opening={opening}
            tool={opening.tool}
            host={host}
          />
        )}
      </main>
    </BuilderPartsProvider>
  );
}
