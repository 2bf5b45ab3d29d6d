/**
 * Hosted backend, offline. Algolia cannot answer a reader without a connection, but the index built with the site
 * can: it is written with either backend, and the service worker keeps its files for each section kept offline and
 * for every search made before (src/pwa). So while the browser says it is offline, the modal and /search ask the
 * local index instead, as the local backend asks it (chain twins folded, the reader's chain leading); the words
 * under the search box say the results come from this device (src/pwa/OfflineSearchNote.tsx).
 *
 * Online, Algolia answers as before, its failures included: when no Algolia host answers, the modal goes to its
 * error status (SPEC 8) rather than to another backend.
 */
import {browserOffline} from './searchFailure';
import {withFoldTwins} from './siteClient';

type Search = (input: unknown) => Promise<unknown>;

export function withOfflineFallback<C extends {search: (input: never) => Promise<unknown>}>(
  hosted: C,
  local: {search: Search},
  options: {currentPath?: () => string | undefined; offline?: () => boolean} = {},
): C {
  const search = hosted.search.bind(hosted) as Search;
  const offline = options.offline ?? browserOffline;
  return new Proxy(hosted, {
    get(target, prop, receiver) {
      if (prop === 'search')
        return (input: unknown) => (offline() ? local.search(withFoldTwins(input, options.currentPath?.())) : search(input));
      return Reflect.get(target, prop, receiver);
    },
  });
}
