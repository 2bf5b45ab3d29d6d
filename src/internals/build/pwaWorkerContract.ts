import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {contractBroken, pwaWorkerParams} from '../contracts';

const require = createRequire(__filename);

/** The two files of @docusaurus/plugin-pwa whose private shapes src/pwa/register.ts speaks. */
export interface PwaPluginSources {
  /** lib/index.js: defines PWA_SERVICE_WORKER_URL for the client bundle. */
  plugin: string;
  /** lib/sw.js: the worker, which parses its parameters from its own URL. */
  worker: string;
}

export function installedPwaSources(): PwaPluginSources {
  const read = (file: string) => readFileSync(require.resolve(`@docusaurus/plugin-pwa/lib/${file}`), 'utf8');
  return {plugin: read('index.js'), worker: read('sw.js')};
}

/**
 * Fails the build, naming the contract, when plugin-pwa no longer defines the worker's URL under that name
 * or no longer reads `params` from it: the site's registration would register a worker that throws at
 * start, and offline reading would stop without a word.
 */
export function checkPwaWorkerContract(sources: PwaPluginSources = installedPwaSources()): void {
  if (!/\bPWA_SERVICE_WORKER_URL\s*:/.test(sources.plugin)) {
    throw contractBroken(pwaWorkerParams, 'lib/index.js defines no PWA_SERVICE_WORKER_URL');
  }
  if (!/URLSearchParams\([^)]*\)\s*\.get\(\s*['"]params['"]\s*\)/.test(sources.worker) || !/JSON\.parse\(/.test(sources.worker)) {
    throw contractBroken(pwaWorkerParams, "lib/sw.js does not read JSON from its URL's params query");
  }
}
