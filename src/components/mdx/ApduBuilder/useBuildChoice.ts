import {useEffect, useRef, type RefObject} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {useEvent} from '@docusaurus/theme-common';
import type {ApduCommand} from '@zondax/docs-core/ledger/apdu/schema';
import {builderAnchor, parseBuildChoice, withBuildChoice} from '@zondax/docs-core/ledger/apdu/buildChoice';

interface Targets {
  /** The builder's box, scrolled into view when a "Build this command" link is followed. */
  builder: RefObject<HTMLElement | null>;
  /** Gets focus after such a link, so keyboard and screen-reader users land where the link said. */
  command: RefObject<HTMLSelectElement | null>;
}

/**
 * Keeps the builder's command and the page URL's `?build=` in step: a URL that names a command
 * (a shared link, a reload, a "Build this command" link, back/forward) opens the builder on it, and
 * choosing a command in the builder writes it to the URL. Returns the writer for the builder's select.
 *
 * The URL is read in an effect, never during render: the static HTML is rendered without a query,
 * so the first client render must match it; the choice is applied right after hydration.
 */
export function useBuildChoice(
  commands: readonly Pick<ApduCommand, 'id' | 'name'>[],
  apply: (commandId: string) => void,
  targets: Targets,
): (commandId: string) => void {
  const location = useLocation();
  const history = useHistory();
  const mounted = useRef(false);
  // The location change our own replace causes is not a request to scroll or move focus.
  const ownWrite = useRef(false);

  const follow = useEvent(() => {
    const first = !mounted.current;
    mounted.current = true;
    if (ownWrite.current) {
      ownWrite.current = false;
      return;
    }
    const id = parseBuildChoice(location.search, commands);
    if (!id) return;
    apply(id);
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

  return (commandId: string) => {
    ownWrite.current = true;
    // Same pathname and hash, new query: Docusaurus leaves the scroll position alone for that change.
    history.replace({pathname: location.pathname, search: withBuildChoice(location.search, commandId), hash: location.hash});
  };
}
