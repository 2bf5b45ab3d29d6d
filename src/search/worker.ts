/// <reference lib="webworker" />
/**
 * Search Web Worker: loads the local index shards with fetch and answers search
 * requests off the main thread. Messages:
 *   {id, type: 'warm', base}            → fetch the manifest
 *   {id, type: 'search', base, requests} → {id, results} | {id, error, failure}
 * A failed index file says how it failed (searchFailure.ts): no answer, an HTTP status, or not JSON.
 */
import {SearchEngine, normalizeRequests, type Loader} from '@zondax/docs-core/search/engine';
import {manifestFile} from '@zondax/docs-core/search/indexTypes';
import {browserOffline, failureKey, indexFailure} from './searchFailure';

declare const self: DedicatedWorkerGlobalScope;

let engine: SearchEngine | undefined;
let engineBase = '';

/** Index files fetched from the site; a failed one says how it failed. */
function indexFile(base: string): Loader {
  return async (file) => {
    const fail = (message: string, cause: {status?: number; parse?: boolean}) =>
      Object.assign(new Error(message), {[failureKey]: indexFailure(file, cause, self.navigator.onLine)});
    let response: Response;
    try {
      // The manifest is the one index file not named by its content: revalidated, so after a deployment a host
      // that lets browsers cache every file for a while (GitHub Pages: 10 minutes) cannot hand back the previous
      // index's, whose shards are gone. The generated host configs revalidate it anyway (src/plugins/hosting).
      response = await fetch(`${base}${file}`, file === manifestFile ? {cache: 'no-cache'} : undefined);
    } catch {
      throw fail(`Search index request got no answer: ${file}`, {});
    }
    if (!response.ok) throw fail(`Search index request failed: ${response.status} ${file}`, {status: response.status});
    try {
      return await response.json();
    } catch {
      throw fail(`Search index file is not valid JSON: ${file}`, {parse: true});
    }
  };
}

function getEngine(base: string): SearchEngine {
  if (!engine || engineBase !== base) {
    engineBase = base;
    // Offline, the engine counts only what the files on this device can show (docs-core search/engine.ts).
    engine = new SearchEngine(indexFile(base), {offline: browserOffline});
  }
  return engine;
}

self.onmessage = async (event: MessageEvent) => {
  const {id, type, base, requests} = event.data as {id: number; type: string; base: string; requests?: unknown};
  try {
    const e = getEngine(base);
    if (type === 'warm') {
      await e.getManifest();
      self.postMessage({id, results: []});
      return;
    }
    const results = [];
    for (const params of normalizeRequests(requests)) results.push(await e.search(params));
    self.postMessage({id, results});
  } catch (error) {
    const failure = (error as {[failureKey]?: unknown} | undefined)?.[failureKey];
    self.postMessage({id, error: error instanceof Error ? error.message : String(error), failure});
  }
};
