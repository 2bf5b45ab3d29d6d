/**
 * A search client that answers like algoliasearch's liteClient — search({requests})
 * and the legacy search([{indexName, params}]) — from the local index, via the search
 * Web Worker. DocSearch's modal gets it through transformSearchClient and the /search
 * page uses it directly. Nothing is fetched until the first warm() or search().
 */
import type {SearchResult} from '@zondax/docs-core/search/engine';
import {failureKey, failureOf, type SearchFailure} from './searchFailure';
import {reportSearchOutcome} from './searchFailureStore';

/** Error name DocSearch turns into its 'Unable to fetch results' screen. */
export class RetryError extends Error {
  override name = 'RetryError';
}

type Pending = {resolve: (v: SearchResult[]) => void; reject: (e: Error) => void};

export interface LocalSearchClient {
  appId: string;
  search(input: unknown): Promise<{results: SearchResult[]}>;
  warm(): void;
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
  transporter: {algoliaAgent: {value: string; add: () => void}};
}

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function getWorker(): Worker {
  if (!worker) {
    // The name is also its chunk's: chunk groups named 'offline-…' are precached by the service worker.
    worker = new Worker(new URL('./worker.ts', import.meta.url), {name: 'offline-search-worker'});
    worker.onmessage = (event: MessageEvent) => {
      const {id, results, error, failure} = event.data as {id: number; results?: SearchResult[]; error?: string; failure?: SearchFailure};
      const p = pending.get(id);
      if (!p) return;
      pending.delete(id);
      if (error !== undefined)
        p.reject(Object.assign(new RetryError(`Unable to fetch the search index: ${error}`), {[failureKey]: failure}));
      else p.resolve(results ?? []);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      for (const p of pending.values()) p.reject(new RetryError('Search worker failed'));
      pending.clear();
      worker?.terminate();
      worker = undefined;
    };
  }
  return worker;
}

function call(message: Record<string, unknown>): Promise<SearchResult[]> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, {resolve, reject});
    try {
      getWorker().postMessage({...message, id});
    } catch (e) {
      pending.delete(id);
      reject(new RetryError(e instanceof Error ? e.message : String(e)));
    }
  });
}

/**
 * DocSearch 3.9 sets its 'error' status in a .catch() on the search promise, but
 * autocomplete-core's .finally() then resets the status to 'idle', so the 'Unable to
 * fetch results' screen (SPEC 8) never shows. The promise returned here runs the
 * caller's .catch() handler once more on the next task, after that reset, so the
 * error status sticks until the next query. .then()/await behave as usual.
 */
export function deferErrorStatus<T>(promise: Promise<T>): Promise<T> {
  const deferred = {
    then: promise.then.bind(promise),
    finally: promise.finally.bind(promise),
    catch(onRejected?: (reason: unknown) => unknown) {
      return promise.catch((error: unknown) => {
        if (onRejected) {
          setTimeout(() => {
            try {
              onRejected(error);
            } catch {
              // DocSearch rethrows after setting its status; already reported below.
            }
          }, 0);
        }
        throw error;
      });
    },
    [Symbol.toStringTag]: 'Promise',
  };
  return deferred as unknown as Promise<T>;
}

/** Errors the modal has shown on its error screen: DocSearch rethrows them, and nothing else awaits them. */
const shown = new WeakSet<object>();
let rejectionsWatched = false;
function watchShownRejections() {
  if (rejectionsWatched || typeof window === 'undefined') return;
  rejectionsWatched = true;
  window.addEventListener('unhandledrejection', (event) => {
    if (typeof event.reason === 'object' && event.reason !== null && shown.has(event.reason)) event.preventDefault();
  });
}

/**
 * Wraps any client's search() (the local one, or algoliasearch's for the hosted backend): the error
 * screen shows (deferErrorStatus), says what failed (searchFailure.ts), and the error DocSearch
 * rethrows after showing it is not reported again as an uncaught rejection.
 */
export function withErrorScreen<C extends {search: (input: never) => Promise<unknown>}>(client: C): C {
  const search = client.search.bind(client) as (input: unknown) => Promise<unknown>;
  watchShownRejections();
  const reported = (input: unknown) =>
    search(input).then(
      (answer) => {
        reportSearchOutcome(undefined);
        return answer;
      },
      (error: unknown) => {
        if (typeof error === 'object' && error !== null) shown.add(error);
        reportSearchOutcome(failureOf(error));
        throw error;
      },
    );
  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === 'search') return (input: unknown) => deferErrorStatus(reported(input));
      return Reflect.get(target, prop, receiver);
    },
  });
}

const clients = new Map<string, LocalSearchClient>();

/** One client per index base URL (e.g. '/search-index/'). */
export function getLocalSearchClient(base: string): LocalSearchClient {
  let client = clients.get(base);
  if (!client) {
    client = {
      appId: 'local',
      search: async (input: unknown) => {
        // Clone: requests may carry non-transferable objects from the caller.
        const requests = JSON.parse(JSON.stringify(input ?? null)) as unknown;
        const results = await call({type: 'search', base, requests});
        return {results};
      },
      warm: () => {
        call({type: 'warm', base}).catch(() => undefined);
      },
      addAlgoliaAgent: () => undefined,
      clearCache: async () => undefined,
      transporter: {algoliaAgent: {value: 'local', add: () => undefined}},
    };
    clients.set(base, client);
  }
  return client;
}
