/**
 * Root — wraps the (empty) default @theme/Root of Docusaurus 3.8.1.
 * Added: while the browser is offline, a click on an internal link to a page this tab has not
 * loaded yet shows OfflineNotice instead of letting Docusaurus fail to preload the route and
 * reload the page into the browser's offline error (core PendingNavigation). Whether a page's code
 * is in the tab comes from src/routing/routeLoading.ts (public APIs; the framework internals install
 * a finer check when they are built). With the internals, a navigation this click handler did not
 * check (one still loading when the connection drops, or one started by code) waits for the
 * connection (src/internals/client/retryWhenOnline.ts) and shows the same notice.
 * Online, nothing changes: a route that fails to load still logs a warning and reloads (SPEC 2.8).
 * Also (issue 42): once a new version of the site is deployed and its service worker waits (src/pwa), the
 * reload prompt (UpdatePrompt) shows, and internal links open as full page loads: this tab's chunk names may no longer
 * exist on the server, and a full load gets the new build's page.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import OfflineNotice from '@site/src/components/chrome/OfflineNotice';
import UpdatePrompt from '@site/src/components/chrome/UpdatePrompt';
import {loadRouteOrFail as loadRoute} from '@site/src/routing/routeLoading';
import {applyUpdate, updateState, useUpdateState} from '@site/src/pwa/updates';

/** The same-origin page a plain left click on this event's link would open, if any. */
function internalLinkTarget(event: MouseEvent): URL | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return undefined;
  return url;
}

export default function Root({children}: {children: ReactNode}): ReactNode {
  const history = useHistory();
  const {pathname} = useLocation();
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const update = useUpdateState();

  // The address changes at once; Docusaurus keeps the previous page on screen until the new one has
  // loaded. Offline, that load waits for the connection: tell the reader why nothing happens.
  useEffect(() => {
    const check = () =>
      loadRoute(pathname).catch(() => {
        if (!navigator.onLine) setUnavailable(pathname);
      });
    if (!navigator.onLine) void check();
    window.addEventListener('offline', check);
    return () => window.removeEventListener('offline', check);
  }, [pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (navigator.onLine && updateState() !== 'current') {
        const url = internalLinkTarget(event);
        if (!url) return;
        event.preventDefault();
        window.location.assign(url.href);
        return;
      }
      if (navigator.onLine) return;
      const url = internalLinkTarget(event);
      if (!url) return;
      // Handle the navigation here: React Router's Link ignores a click whose default is prevented.
      event.preventDefault();
      const target = url.pathname + url.search + url.hash;
      loadRoute(url.pathname).then(
        () => {
          setUnavailable(null);
          history.push(target);
        },
        (err: unknown) => {
          console.warn(`Offline: ${url.pathname} has not been loaded yet.`, err);
          setUnavailable(url.pathname);
        },
      );
    };
    const onOnline = () => setUnavailable(null);
    window.addEventListener('click', onClick, true);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('online', onOnline);
    };
  }, [history]);

  return (
    <>
      {children}
      {unavailable && <OfflineNotice path={unavailable} onDismiss={() => setUnavailable(null)} />}
      {update !== 'current' && <UpdatePrompt onReload={applyUpdate} />}
    </>
  );
}
