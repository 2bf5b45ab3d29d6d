import React, {Suspense, lazy, useState, type ComponentType, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {ErrorBoundaryErrorMessageFallback} from '@docusaurus/theme-common';
import {applyUpdate, useUpdateState} from '@site/src/pwa/updates';
import styles from './styles.module.css';

/** A chunk that did not arrive (offline, or removed by a deployment), as rspack and webpack report it. */
export function isChunkLoadError(error: Error): boolean {
  return error.name === 'ChunkLoadError' || /^Loading (CSS )?chunk .+ failed/.test(error.message);
}

type Load<P extends object> = () => Promise<{default: ComponentType<P>}>;

/**
 * The parts whose module has arrived, by their load function: a part mounted again (a menu opened a second time, the
 * next diagram, a page it is on opened again) then renders at once, where a new React.lazy would show its loading
 * state for a moment although nothing is fetched.
 */
const loaded = new WeakMap<Load<never>, ComponentType<never>>();

function lazyPart<P extends object>(load: Load<P>) {
  return lazy(() =>
    load().then((module) => {
      loaded.set(load as Load<never>, module.default as ComponentType<never>);
      return module;
    }),
  );
}

/**
 * Fetches a part's code before it is shown (on the pointer entering, or focus reaching, what opens it), so that it
 * renders at once when asked for; a failure is left for the part to report when it is shown.
 */
export function preloadPart<P extends object>(load: Load<P>): void {
  if (loaded.has(load as Load<never>)) return;
  load().then(
    (module) => loaded.set(load as Load<never>, module.default as ComponentType<never>),
    () => undefined,
  );
}

interface Props<P extends object> {
  /** The dynamic import of the part's module (a module-level function: it is also the part's key). */
  load: Load<P>;
  /** What the reader calls the part, as the start of a sentence ("The Send panel"). */
  name: string;
  /** Shown while the chunk loads. */
  loading: ReactNode;
  props: P;
  /** Extra class of the failure line, to place it where the part would have been (the loading line's, say). */
  className?: string;
}

function LoadFailure({name, retry, className}: {name: string; retry: () => void; className?: string}): ReactNode {
  // Read during render: the fallback only exists after the failure, and the update check it started may
  // still be under way, so the sentence changes when a new version turns up (src/pwa/register.ts).
  const updated = useUpdateState() !== 'current';
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  const reason = updated ? ': the docs were updated since this page opened' : offline ? ': you are offline' : '';
  return (
    <p role="alert" className={className ? `${styles.failure} ${className}` : styles.failure}>
      {name} could not be loaded{reason}.{' '}
      <button type="button" className="button button--sm button--secondary" onClick={updated ? applyUpdate : retry}>
        {updated ? 'Reload' : 'Try again'}
      </button>
    </p>
  );
}

/**
 * A part of a page whose code is a chunk of its own, loaded when it renders (the APDU builder's Send panel,
 * the OpenAPI viewer). Offline, where this device never loaded it, or in a tab of a build a deployment
 * replaced, that chunk may not arrive: the part then says so and offers Try again (or Reload, when a newer
 * version is known) in place of Docusaurus's crash screen for the whole page. An error thrown while the part
 * renders is a bug, not a load failure, and gets Docusaurus's own error message. React keeps a failed lazy
 * component failed, so Try again makes a new one. A part whose code has arrived before renders without suspending.
 */
export default function LazyPart<P extends object>({load, name, loading, props, className}: Props<P>): ReactNode {
  const [Part, setPart] = useState<ComponentType<P>>(
    () => (loaded.get(load as Load<never>) as ComponentType<P> | undefined) ?? lazyPart(load),
  );
  return (
    <ErrorBoundary
      fallback={(params) =>
        isChunkLoadError(params.error) ? (
          <LoadFailure
            name={name}
            className={className}
            retry={() => {
              setPart(() => lazyPart(load));
              params.tryAgain();
            }}
          />
        ) : (
          <ErrorBoundaryErrorMessageFallback {...params} />
        )
      }
    >
      {/* aria-busy: the part is still on its way, for assistive technologies and for the page sweep, which waits
          for no busy element before it checks a page (tests/e2e/a11y-sweep.spec.ts). */}
      <Suspense fallback={<div aria-busy="true">{loading}</div>}>
        <Part {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
