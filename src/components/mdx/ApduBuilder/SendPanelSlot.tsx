import React, {Suspense, lazy, useState, type ComponentProps, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import styles from './styles.module.css';

/* The Send panel and its transports load only when the reader opens it (issue 27: page JS budget). */
const load = () => import('./SendPanel');
type SendPanelProps = ComponentProps<Awaited<ReturnType<typeof load>>['default']>;

/**
 * Where the Send panel appears once opened. Its code is a chunk of its own: offline (never opened on this
 * device) or in a tab of a build a deployment replaced, it may not load. Then the builder stays and says so,
 * instead of the page's crash screen; a new deployment also shows the reload prompt (src/pwa/register.ts).
 * "Try again" imports the chunk again (React keeps a failed lazy component failed, so it is made anew).
 */
export default function SendPanelSlot(props: SendPanelProps): ReactNode {
  const [SendPanel, setSendPanel] = useState(() => lazy(load));
  return (
    <ErrorBoundary
      fallback={({tryAgain}) => (
        <p role="alert" className={styles.hint}>
          The Send panel could not be loaded{typeof navigator !== 'undefined' && !navigator.onLine ? ': you are offline' : ''}.{' '}
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => {
              setSendPanel(() => lazy(load));
              tryAgain();
            }}
          >
            Try again
          </button>
        </p>
      )}
    >
      <Suspense fallback={<p className={styles.hint}>Loading the Send panel…</p>}>
        <SendPanel {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
