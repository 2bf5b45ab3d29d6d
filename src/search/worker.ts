/// <reference lib="webworker" />
/**
 * Search Web Worker: loads the local index shards with fetch and answers search
 * requests off the main thread. Messages:
 *   {id, type: 'warm', base}            → fetch the manifest
 *   {id, type: 'search', base, requests} → {id, results} | {id, error}
 */
import {SearchEngine, normalizeRequests} from './engine';

declare const self: DedicatedWorkerGlobalScope;

let engine: SearchEngine | undefined;
let engineBase = '';

function getEngine(base: string): SearchEngine {
  if (!engine || engineBase !== base) {
    engineBase = base;
    engine = new SearchEngine(async (file) => {
      const response = await fetch(`${base}${file}`);
      if (!response.ok) throw new Error(`Search index request failed: ${response.status} ${file}`);
      return response.json();
    });
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
    self.postMessage({id, error: error instanceof Error ? error.message : String(error)});
  }
};
