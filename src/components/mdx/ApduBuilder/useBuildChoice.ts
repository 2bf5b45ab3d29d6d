import {useEffect, useRef, useState, type RefObject} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {useEvent} from '@docusaurus/theme-common';
import type {ApduBuilderModel} from '@zondax/apdu-ui';
import {builderAnchor, parseBuildState, withBuildState, type BuildState} from '@zondax/docs-core/ledger/apdu/buildChoice';
import {finishOpening} from './opening';

interface Targets {
  /** The builder's box, scrolled into view when a "Build this command" link is followed. */
  builder: RefObject<HTMLElement | null>;
  /** Gets focus after such a link, so keyboard and screen-reader users land where the link said. */
  command: RefObject<HTMLSelectElement | null>;
}

/** How long the reader's typing settles before the address follows it (one history entry rewritten, not one per key). */
const writeDelayMs = 250;

/**
 * Keeps the builder's values and the page URL in step (`?build=<command>&<field>=<value>…`, docs-core
 * buildChoice.ts): a URL that names a command (a shared link, a reload, a "Build this command" link,
 * back/forward) opens the builder on it with its values, and what the reader changes in the builder is
 * written to the URL in place, so the address can be shared and reopens the same bytes. Returns whether the
 * values are all in the address (a very long field is left out: `complete` false) and the writer for the
 * command select, which writes at once.
 *
 * The URL is read in an effect, never during render: the static HTML is rendered without a query,
 * so the first client render must match it; the choice is applied right after hydration, and until
 * then the builder shows a neutral placeholder instead of another command's bytes (./opening.ts).
 */
export function useBuildChoice(model: ApduBuilderModel, targets: Targets): {complete: boolean; writeNow: (state?: BuildState) => void} {
  const location = useLocation();
  const history = useHistory();
  const mounted = useRef(false);
  // The location change our own replace causes is not a request to scroll, move focus or reopen.
  const ownSearch = useRef<string | null>(null);
  // The state last read from the address (or the first one): not a change of the reader's to write back.
  const applied = useRef<BuildState>(model.state);
  const [complete, setComplete] = useState(true);
  const timer = useRef<number | undefined>(undefined);

  // The placeholder of a `?build=` page goes once the builder shows the address's values, before that frame is painted.
  const opening = useRef<BuildState | null>(null);
  const finish = () => {
    const tab = finishOpening();
    if (tab) model.setView(tab);
  };
  useIsomorphicLayoutEffect(() => {
    if (opening.current && model.state === opening.current) {
      opening.current = null;
      finish();
    }
  });

  const follow = useEvent(() => {
    const first = !mounted.current;
    mounted.current = true;
    if (ownSearch.current === location.search) return;
    ownSearch.current = null;
    const state = parseBuildState(location.search, model.spec);
    if (!state) {
      if (first) finish();
      return;
    }
    applied.current = state;
    if (first) opening.current = state;
    model.open({state});
    const builder = targets.builder.current;
    if (first) {
      // A shared URL: show the builder unless its hash points somewhere else on the page.
      if (location.hash === '' || location.hash === `#${builderAnchor}`) builder?.scrollIntoView({block: 'start'});
      return;
    }
    // Back/forward restores its own scroll position; only a followed link moves the reader.
    if (history.action === 'POP') return;
    builder?.scrollIntoView({block: 'start'});
    targets.command.current?.focus({preventScroll: true});
  });
  useEffect(follow, [location, follow]);

  const write = useEvent((state: BuildState) => {
    window.clearTimeout(timer.current);
    const next = withBuildState(location.search, model.spec, state);
    setComplete(next.complete);
    if (next.search === location.search) return;
    ownSearch.current = next.search;
    // Same pathname and hash, new query: Docusaurus leaves the scroll position alone for that change.
    history.replace({pathname: location.pathname, search: next.search, hash: location.hash});
  });

  // The reader's changes (never the state just read from the address) follow into the address once typing settles.
  useEffect(() => {
    if (model.state === applied.current) return undefined;
    timer.current = window.setTimeout(() => write(model.state), writeDelayMs);
    return () => window.clearTimeout(timer.current);
  }, [model.state, write]);

  return {complete, writeNow: (state = model.state) => write(state)};
}
