/**
 * How the site's own code loads a route's code when it must know at once whether that works: the
 * offline notice (src/theme/Root) and the not-found page's full route list (src/theme/NotFound/Content).
 *
 * By default this uses public APIs only, and is what a build with DOCS_INTERNALS=off runs: Docusaurus's
 * route table is whole, and a route's code can be had once the route has rendered in this tab (the
 * `onRouteDidUpdate` client-module lifecycle; registered as a client module in docusaurus.config.ts) or
 * when the service worker holds the page, whose code it stored with it (src/pwa/storedPage.ts).
 * With the framework internals on, src/internals/client/clientModule.ts installs their loading
 * instead (section route data loaded on demand, a failed load tried again).
 */
import type {ClientModule} from '@docusaurus/types';
import {pageStored} from '@site/src/pwa/storedPage';

export interface RouteLoading {
  /** Resolves once the route's code is in the tab; rejects at once when it cannot be had (offline). */
  loadRouteOrFail(pathname: string): Promise<unknown>;
  /** Resolves once @generated/routes lists every route. */
  loadAllRouteData(): Promise<void>;
}

/** Paths whose route has rendered in this tab: their code is loaded. */
const rendered = new Set<string>();

const publicLoading: RouteLoading = {
  loadRouteOrFail: async (pathname) => {
    if (rendered.has(pathname) || (await pageStored(pathname))) return;
    throw new Error(`${pathname} has not been loaded in this tab nor stored on this device`);
  },
  loadAllRouteData: () => Promise.resolve(),
};

let active: RouteLoading = publicLoading;

/** Replaces the default loading (src/internals/client/clientModule.ts, when the internals are built). */
export function installRouteLoading(loading: RouteLoading): void {
  active = loading;
}

export function loadRouteOrFail(pathname: string): Promise<unknown> {
  try {
    return active.loadRouteOrFail(pathname);
  } catch (error) {
    // A malformed escape in the path (decodeURI): a failed load, not an exception in the caller's handler.
    return Promise.reject(error);
  }
}

export const loadAllRouteData = (): Promise<void> => active.loadAllRouteData();

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({location}) => {
  rendered.add(location.pathname);
};
