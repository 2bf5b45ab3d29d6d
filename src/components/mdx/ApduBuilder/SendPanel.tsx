/**
 * Issue 27: sends the builder's APDUs to a Ledger device (WebHID), a Speculos emulator (REST API)
 * or a public recording (replay), shows every exchange and decodes the answer. Loaded only when the
 * reader opens it; the WebHID and replay transports (and the Buffer polyfill they need) are further
 * chunks loaded when chosen. The Speculos client is plain fetch and small enough to come with the panel.
 */
import React, {useEffect, useId, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import type {ApduCommand, ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';
import type {BuildResult} from '@zondax/docs-core/ledger/apdu/encode';
import type {DecodeResult} from '@zondax/docs-core/ledger/apdu/decode';
import {sendApdus, type ApduExchanger, type ExchangeRecord, type SendOutcome} from '@site/src/ledger/apdu/send';
import type {Recording, RecordingSource} from '@zondax/docs-core/ledger/apdu/recording';
import {checkEmulatorUrl, defaultEmulatorUrl, speculosExchanger} from '@site/src/ledger/apdu/transports/speculos';
import {describeWebHidError, webHidSupport} from '@site/src/ledger/apdu/transports/webhidSupport';
import {recordings} from '@site/data/ledger-apps/recordings';
import {apduSendStorageKeys} from '@site/src/consent/services';
import {usePreference} from './usePreference';
import {builderStyles, HexBytes} from '@zondax/apdu-ui';
import styles from './send.module.css';
import {repoUrl} from '@site/src/data/site';

/** The recorded file on the source host, at the commit it was copied from. */
const recordingUrl = (source: RecordingSource) => `${repoUrl(source.repo)}/blob/${source.commit}/${source.path}`;

const transports = ['webhid', 'emulator', 'replay'] as const;
type Transport = (typeof transports)[number];
const labels: Record<Transport, string> = {
  webhid: 'Ledger device (USB, WebHID)',
  emulator: 'Speculos emulator (REST API)',
  replay: 'Recorded exchanges (replay)',
};

interface Props {
  spec: ApduSpec;
  command: ApduCommand;
  build: BuildResult;
  /**
   * The builder's view of a decoded answer, passed in rather than imported: a module shared by the
   * page's chunk and this lazy one could no longer be inlined into the page's bundle, which costs bytes.
   */
  Decoded: React.ComponentType<{decoded: DecodeResult}>;
}

type Run = {state: 'idle'} | {state: 'running'; total: number} | {state: 'failed'; error: string} | {state: 'done'; outcome: SendOutcome};

/** How the exchanges ended, in one sentence for the live region. */
function summary(run: Run, exchanges: ExchangeRecord[]): string {
  if (run.state === 'running') return `Sending APDU ${Math.min(exchanges.length + 1, run.total)} of ${run.total}…`;
  if (run.state === 'failed') return run.error;
  if (run.state !== 'done') return '';
  const {outcome} = run;
  const last = outcome.exchanges[outcome.exchanges.length - 1];
  if (!last) return 'Nothing was sent.';
  if (last.error) return `Stopped at APDU ${last.index} of ${last.index + outcome.notSent}. ${last.error}`;
  const status = `${last.status?.hex} ${last.status?.description}`;
  return outcome.notSent > 0
    ? `Stopped at APDU ${last.index} with ${status}; ${outcome.notSent} later APDU(s) not sent.`
    : `${outcome.exchanges.length} APDU(s) sent; the answer is ${status}.`;
}

/** The run ended without a successful answer: the status line is shown as an error. */
function failed(run: Run): boolean {
  if (run.state === 'failed') return true;
  if (run.state !== 'done') return false;
  const last = run.outcome.exchanges[run.outcome.exchanges.length - 1];
  return Boolean(last && (last.error || !last.status?.success));
}

async function openExchanger(
  transport: Transport,
  emulatorUrl: string,
  recording: Recording | undefined,
): Promise<{exchanger: ApduExchanger; close?: () => Promise<void>}> {
  if (transport === 'webhid') {
    const {openWebHid} = await import('@site/src/ledger/apdu/transports/webhid');
    try {
      return await openWebHid();
    } catch (err) {
      throw new Error(describeWebHidError(err));
    }
  }
  if (transport === 'emulator') {
    const url = checkEmulatorUrl(emulatorUrl);
    if (!url.ok) throw new Error(url.error);
    return {exchanger: speculosExchanger(url.base)};
  }
  if (!recording) throw new Error('There is no recording for this app.');
  const {replayExchanger} = await import('@site/src/ledger/apdu/transports/replay');
  return {exchanger: await replayExchanger(recording)};
}

export default function SendPanel({spec, command, build, Decoded}: Props): React.ReactElement {
  const ids = {group: useId(), url: useId(), urlHint: useId()};
  const [transport, setTransport] = usePreference(apduSendStorageKeys.transport, 'emulator', (v) =>
    (transports as readonly string[]).includes(v),
  );
  const [emulatorUrl, setEmulatorUrl] = usePreference(apduSendStorageKeys.emulatorUrl, defaultEmulatorUrl);
  const [run, setRun] = useState<Run>({state: 'idle'});
  const [exchanges, setExchanges] = useState<ExchangeRecord[]>([]);
  const [webHid] = useState(() => webHidSupport(window));
  const recording = recordings.find((r) => r.folder === spec.folder);
  const chosen = transport as Transport;
  const signing = /SIGN/i.test(command.name);
  const outcomeRef = useRef<HTMLDivElement>(null);

  // The answer can end up below the fold on a phone: bring it into view once the run ends. Focus stays
  // on Send (to send again); the status line is a live region, so screen readers hear the outcome.
  const ended = run.state === 'done' || run.state === 'failed';
  useEffect(() => {
    if (ended) outcomeRef.current?.scrollIntoView({block: 'nearest'});
  }, [ended, run]);

  // Fetch the WebHID chunk as soon as it is chosen: the device picker must open within the click's activation.
  useEffect(() => {
    if (chosen === 'webhid' && webHid.ok) void import('@site/src/ledger/apdu/transports/webhid').then((m) => m.preloadWebHid());
  }, [chosen, webHid.ok]);

  const send = async (apdus: string[]) => {
    setExchanges([]);
    setRun({state: 'running', total: apdus.length});
    let opened: Awaited<ReturnType<typeof openExchanger>>;
    try {
      opened = await openExchanger(chosen, emulatorUrl, recording);
    } catch (err) {
      setRun({state: 'failed', error: err instanceof Error ? err.message : String(err)});
      return;
    }
    const outcome = await sendApdus(spec, command, apdus, opened.exchanger, (r) => setExchanges((prev) => [...prev, r]));
    await opened.close?.().catch(() => undefined);
    setRun({state: 'done', outcome});
  };

  // Why Send cannot be used for the chosen transport, said instead of showing a button that does nothing.
  const blocked = !build.ok
    ? 'Fix the fields above first: there is nothing to send yet.'
    : chosen === 'webhid' && !webHid.ok
      ? webHid.reason
      : chosen === 'replay' && !recording
        ? `No public recording of the ${spec.appName} app was found, so there is nothing to replay for it. Use a device or the emulator.`
        : null;

  return (
    <section className={styles.panel} aria-label={`Send ${command.name} to ${spec.appName}`}>
      <fieldset className={styles.choices}>
        <legend>Send through</legend>
        {transports.map((t) => (
          <label key={t} className={styles.choice}>
            <input type="radio" name={ids.group} value={t} checked={chosen === t} onChange={() => setTransport(t)} />
            {labels[t]}
          </label>
        ))}
      </fieldset>

      {chosen === 'webhid' && webHid.ok && (
        <p className={styles.hint}>
          Connect the Ledger, unlock it and open the {spec.appName} app. On the first Send the browser asks which device this page may use.
        </p>
      )}
      {chosen === 'emulator' && (
        <div className={`${builderStyles.field} ${styles.urlField}`}>
          <label htmlFor={ids.url}>Emulator REST API address</label>
          <input
            id={ids.url}
            value={emulatorUrl}
            spellCheck={false}
            autoComplete="off"
            inputMode="url"
            aria-describedby={ids.urlHint}
            onChange={(e) => setEmulatorUrl(e.target.value)}
          />
          <small id={ids.urlHint} className={styles.hint}>
            Speculos listens on port 5000 unless started with another <code>--api-port</code>. Zemu maps that port to a free port of this
            computer (its <code>speculosApiPort</code>).
          </small>
        </div>
      )}
      {chosen === 'replay' && recording && (
        <div className={styles.hint}>
          <p>
            Plays back answers a real device gave, recorded in{' '}
            <Link href={recordingUrl(recording.source)}>
              {recording.source.repo} {recording.source.path.split('/').pop()}@{recording.source.commit.slice(0, 7)}
            </Link>{' '}
            ({recording.what.charAt(0).toLowerCase() + recording.what.slice(1)}). Only these APDUs have a recorded answer:
          </p>
          <ul className={styles.recorded}>
            {[...new Map(recording.exchanges.map((e) => [e.request, e])).values()].map((e) => (
              <li key={e.request}>
                <code>
                  <HexBytes hex={e.request} />
                </code>{' '}
                ({spec.commands.find((c) => c.id === e.command)?.name ?? e.command})
              </li>
            ))}
          </ul>
        </div>
      )}

      {signing && !blocked && (
        <p className={styles.note}>
          {command.name} asks the app to sign. Nothing goes out until you press Send, and the device shows what it would sign: approving or
          rejecting it there is yours to decide.
        </p>
      )}
      {blocked ? (
        <p className={styles.blocked}>{blocked}</p>
      ) : (
        build.ok && (
          <button
            type="button"
            className="button button--primary button--sm"
            disabled={run.state === 'running'}
            onClick={() => void send(build.apdus)}
          >
            {build.apdus.length === 1 ? 'Send the APDU' : `Send the ${build.apdus.length} APDUs`}
          </button>
        )
      )}

      <div ref={outcomeRef} className={styles.outcome}>
        <p role="status" className={failed(run) ? styles.failed : styles.status}>
          {summary(run, exchanges)}
        </p>
        {exchanges.length > 0 && (
          <ol className={styles.exchanges} aria-label="Exchanges">
            {exchanges.map((e) => (
              <li key={e.index}>
                <div>
                  <span className={styles.arrow}>Sent</span>{' '}
                  <code>
                    <HexBytes hex={e.request} />
                  </code>
                </div>
                {e.response !== undefined ? (
                  <div>
                    <span className={styles.arrow}>Answer</span>{' '}
                    <code>
                      <HexBytes hex={e.response} />
                    </code>{' '}
                    <span className={e.status?.success ? styles.ok : styles.failed}>
                      {e.status?.hex} {e.status?.description}
                    </span>
                  </div>
                ) : (
                  <div>
                    <span className={styles.arrow}>Answer</span> <span className={styles.failed}>none</span>
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
        {run.state === 'done' && run.outcome.decoded && (
          <div className={styles.decoded} role="region" aria-label="Decoded answer">
            <Decoded decoded={run.outcome.decoded} />
          </div>
        )}
      </div>
    </section>
  );
}
