/**
 * The parameters the service worker is registered with (plugin-pwa's sw.js reads them from its URL and
 * hands them to sw/index.mjs). offlineMode stays false: the plugin's precaching of the whole build is off,
 * the worker stores what the reader uses instead. Changing a value registers a new worker.
 */
import {provider} from '../data/site';

export const serviceWorkerParams = {offlineMode: false, debug: false, siteTitle: `${provider.name} Docs`} as const;
