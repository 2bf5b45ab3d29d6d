/**
 * The client module of offline reading (issue 42): after the page has loaded, and later in an idle period,
 * it loads ./registerWorker.ts, which registers the service worker. Until then it only notes the pages this
 * tab opens, so every page's own scripts carry a few lines of it, not the registration and update code.
 */
import type {ClientModule} from '@docusaurus/types';

/** Empty outside production builds (src/plugins/service-worker): `docusaurus start` has no worker. */
const workerUrl = process.env.DOCS_SERVICE_WORKER_URL;

/**
 * How long after the page's load event the worker is registered (then in an idle period). Installing it and
 * storing what the page loaded (a few dozen requests and cache writes) competes with the page's own start:
 * registered at the first idle moment after load, the typical doc page's blocking time on Lighthouse's
 * simulated phone rose by half (from about 0.7 to 1.1 s; the worker runs in the page's process).
 */
export const registerDelayMs = 3000;

const supported = typeof window !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext;

/** Pages opened in this tab and not yet reported to the worker. */
const pagesOpened = new Set<string>();
let registration: typeof import('./registerWorker') | undefined;

if (workerUrl && supported) {
  const start = () =>
    window.setTimeout(() => {
      const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
      idle(() => {
        // A chunk that cannot be loaded (offline, or a deployment removed it) leaves the tab online only.
        import('./registerWorker').then(
          (module) => {
            registration = module;
            return module.register(workerUrl, pagesOpened);
          },
          () => undefined,
        );
      });
    }, registerDelayMs);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, {once: true});
}

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({location}) => {
  if (!supported) return;
  pagesOpened.add(new URL(location.pathname, window.location.href).href);
  registration?.report();
  registration?.checkForUpdate();
};
