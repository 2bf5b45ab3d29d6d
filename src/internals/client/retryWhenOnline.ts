/**
 * Runs a route load; if it fails while the browser is offline, waits for the connection and tries
 * again instead of failing.
 *
 * Docusaurus reloads the page when the preload of a navigation fails (core PendingNavigation,
 * SPEC 2.8): the fix for a chunk that a new deployment removed. Offline, that reload lands on the
 * browser's own error page and loses the page being read. Held instead, the navigation completes
 * when the connection is back; a failure while online still rejects, and the reload still happens.
 */
export function retryWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (typeof navigator === 'undefined' || navigator.onLine) throw error;
    return new Promise<T>((resolve, reject) => {
      window.addEventListener('online', () => retryWhenOnline(load).then(resolve, reject), {once: true});
    });
  });
}
