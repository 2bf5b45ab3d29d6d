import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import {canKeepOffline, keptBundle} from '@site/src/pwa/keptBundles';
import type {OfflineBundle} from '@site/src/plugins/offline-bundles/bundles';
import styles from './styles.module.css';

interface Props {
  /** Bundle id (src/plugins/offline-bundles): a section id, or chainBundleId(landing) on a chain page. */
  bundleId: string;
  /** What the bundle is, for the sentences: 'Zemu', 'Polkadot'. */
  name: string;
}

type State =
  | {step: 'unavailable'}
  | {step: 'idle'}
  | {step: 'sizing'}
  /** stored: of the bundle's bytes, those already on this device (search files), which the download skips. */
  | {step: 'confirm'; bundle: OfflineBundle; stored: number}
  | {step: 'downloading'; done: number; total: number}
  | {step: 'kept'; bytes: number; pages: number}
  | {step: 'failed'; reason: string};

/** The download and removal code, loaded on the reader's first action (every doc page renders this control). */
const actions = () => import(/* webpackChunkName: "offline-keep" */ '@site/src/pwa/keepOffline');

/** '1 page', '3 pages'. */
const pagesCount = (n: number) => `${n} ${n === 1 ? 'page' : 'pages'}`;

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * "Keep this section offline" (issue 42): shows the download's size first, then downloads the section's
 * pages and search shards (src/pwa/keepOffline.ts); once kept, offers to remove them. Hidden where the
 * browser has no service workers or Cache Storage (or refuses them: storage blocked).
 */
export default function KeepOffline({bundleId, name}: Props): ReactNode {
  // Rendered with the page (no layout shift when scripts start); hidden where the browser cannot keep pages.
  const [state, setState] = useState<State>({step: 'idle'});
  // Each step replaces the button the reader pressed: its own first control (or its status line) takes
  // the focus, so a keyboard or screen reader user is not dropped at the top of the page.
  const stepControl = useRef<HTMLElement | null>(null);
  const readerActed = useRef(false);
  const setFocus = (element: HTMLElement | null) => {
    stepControl.current = element;
  };
  useEffect(() => {
    if (readerActed.current) stepControl.current?.focus();
  }, [state.step]);

  useEffect(() => {
    if (!canKeepOffline()) {
      setState({step: 'unavailable'});
      return undefined;
    }
    let live = true;
    keptBundle(bundleId).then(
      (kept) => live && kept && setState({step: 'kept', bytes: kept.bytes, pages: kept.pages.length}),
      () => live && setState({step: 'unavailable'}),
    );
    return () => {
      live = false;
    };
  }, [bundleId]);

  if (state.step === 'unavailable') return null;
  const fail = (error: unknown) => setState({step: 'failed', reason: error instanceof Error ? error.message : String(error)});

  const size = () => {
    readerActed.current = true;
    setState({step: 'sizing'});
    actions()
      .then(async (code) => {
        const bundle = await code.fetchBundle(bundleId);
        return {bundle, stored: await code.storedBytes(bundle)};
      })
      .then(({bundle, stored}) => setState({step: 'confirm', bundle, stored}), fail);
  };
  const download = (bundle: OfflineBundle) => {
    readerActed.current = true;
    setState({step: 'downloading', done: 0, total: bundle.pages.length});
    actions()
      .then((code) => code.keepBundle(bundle, (done, total) => setState({step: 'downloading', done, total})))
      .then(() => setState({step: 'kept', bytes: bundle.bytes, pages: bundle.pages.length}), fail);
  };
  const cancel = () => {
    readerActed.current = true;
    setState({step: 'idle'});
  };
  const remove = () => {
    readerActed.current = true;
    return actions()
      .then((code) => code.removeBundle(bundleId))
      .then(() => setState({step: 'idle'}), fail);
  };

  return (
    <section className={styles.panel} aria-label="Offline reading" data-keep-offline={bundleId} data-search-skip>
      {(state.step === 'idle' || state.step === 'sizing') && (
        <>
          <p className={styles.text}>
            Keep the pages and search index of {name} on this device, to read and search them without a connection.
          </p>
          <button
            ref={setFocus}
            type="button"
            className="button button--sm button--outline button--primary"
            onClick={size}
            disabled={state.step === 'sizing'}
          >
            Keep this section offline
          </button>
        </>
      )}
      {state.step === 'confirm' && (
        <>
          <p className={styles.text} role="status">
            {name}: {pagesCount(state.bundle.pages.length)} and the search index,{' '}
            <strong className={styles.size}>{formatBytes(state.bundle.bytes)}</strong> (scripts not counted)
            {state.stored > 0 && (
              <>
                , of which <span className={styles.size}>{formatBytes(state.stored)}</span> is already on this device
              </>
            )}
            . Download now?
          </p>
          <div className={styles.buttons}>
            <button ref={setFocus} type="button" className="button button--sm button--primary" onClick={() => download(state.bundle)}>
              Download {formatBytes(state.bundle.bytes - state.stored)}
            </button>
            <button type="button" className="button button--sm button--secondary" onClick={cancel}>
              Cancel
            </button>
          </div>
        </>
      )}
      {state.step === 'downloading' && (
        <p ref={setFocus} tabIndex={-1} className={styles.text} role="status">
          Downloading {name}: {state.done} of {pagesCount(state.total)}…
        </p>
      )}
      {state.step === 'kept' && (
        <>
          <p className={styles.text} role="status">
            {name} is kept offline: {pagesCount(state.pages)}, {formatBytes(state.bytes)}.
          </p>
          <button ref={setFocus} type="button" className="button button--sm button--secondary" onClick={remove}>
            Remove from this device
          </button>
        </>
      )}
      {state.step === 'failed' && (
        <>
          <p className={styles.text} role="alert">
            The download of {name} stopped: {state.reason}.
          </p>
          <button ref={setFocus} type="button" className="button button--sm button--outline button--primary" onClick={size}>
            Try again
          </button>
        </>
      )}
    </section>
  );
}
