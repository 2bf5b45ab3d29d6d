/**
 * SPEC 8 search failure, told apart (src/search/searchFailure.ts): the worker says how an index file
 * failed, the modal's client reports it for the error screen and keeps the rejection DocSearch needs,
 * and the error it rethrows after showing the screen is not reported again as uncaught.
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import {RetryError} from '../../src/search/localClient';
import {
  describeFailure,
  failureKey,
  failureOf,
  indexFailure,
  networkFailureHelp,
  searchFailureTitle,
  type SearchFailure,
} from '../../src/search/searchFailure';
import {reportSearchOutcome} from '../../src/search/searchFailureStore';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  reportSearchOutcome(undefined);
});

describe('8 search failure: what failed', () => {
  it('classifies an index file by status, by damaged JSON, and by no answer online or offline', () => {
    expect(indexFailure('manifest.json', {status: 404}, true)).toEqual({kind: 'status', status: 404, file: 'manifest.json'});
    expect(indexFailure('t/ab.json', {parse: true}, true)).toEqual({kind: 'unreadable', file: 't/ab.json'});
    expect(indexFailure('t/ab.json', {}, true)).toEqual({kind: 'unreachable', file: 't/ab.json'});
    expect(indexFailure('t/ab.json', {}, false)).toEqual({kind: 'offline', file: 't/ab.json'});
  });

  it("keeps SPEC 8's title for every failure and its help where the network is the cause", () => {
    const network: SearchFailure[] = [{kind: 'offline'}, {kind: 'unreachable', file: 'manifest.json'}, {kind: 'service'}];
    for (const failure of network) expect(describeFailure(failure)).toEqual({title: searchFailureTitle, help: networkFailureHelp});
    expect(searchFailureTitle).toBe('Unable to fetch results');
    expect(networkFailureHelp).toBe('You might want to check your network connection.');
  });

  it('says the index could not be loaded, with the status and the file, when the server answered an error', () => {
    const {title, help} = describeFailure({kind: 'status', status: 500, file: 'manifest.json'});
    expect(title).toBe(searchFailureTitle);
    expect(help).toMatch(/^The search index could not be loaded: the server answered 500 for manifest\.json\./);
    expect(help).not.toContain('network connection');
    expect(describeFailure({kind: 'unreadable', file: 'terms/7.json'}).help).toMatch(/^The search index could not be read: terms\/7\.json/);
  });

  it("reads the failure an error carries; an error without one is the hosted service's, or offline", () => {
    const carried: SearchFailure = {kind: 'status', status: 404, file: 'manifest.json'};
    expect(failureOf(Object.assign(new RetryError('x'), {[failureKey]: carried}))).toBe(carried);
    expect(failureOf(new RetryError('Unreachable hosts'))).toEqual({kind: 'service'});
    vi.stubGlobal('navigator', {onLine: false});
    expect(failureOf(new RetryError('Unreachable hosts'))).toEqual({kind: 'offline'});
  });
});

describe('8 search failure: the worker says how an index file failed', () => {
  async function workerAnswer(fetchStub: typeof fetch): Promise<{error?: string; failure?: SearchFailure}> {
    const posted: unknown[] = [];
    const scope = {
      postMessage: (m: unknown) => posted.push(m),
      navigator: {onLine: true},
      onmessage: null as null | ((e: unknown) => Promise<void>),
    };
    vi.stubGlobal('self', scope);
    vi.stubGlobal('fetch', fetchStub);
    await import('../../src/search/worker');
    await scope.onmessage!({
      data: {id: 7, type: 'search', base: '/search-index/', requests: [{indexName: 'x', params: {query: 'ledger'}}]},
    });
    expect(posted).toHaveLength(1);
    return posted[0] as {error?: string; failure?: SearchFailure};
  }

  it('a 404 for the manifest', async () => {
    const answer = await workerAnswer((async () => new Response('missing', {status: 404})) as typeof fetch);
    expect(answer.failure).toEqual({kind: 'status', status: 404, file: 'manifest.json'});
  });

  it('a truncated manifest', async () => {
    const answer = await workerAnswer((async () => new Response('{"version": 3, "shards": [', {status: 200})) as typeof fetch);
    expect(answer.failure).toEqual({kind: 'unreadable', file: 'manifest.json'});
  });

  it('asks for the manifest revalidated (after a deployment a cached copy would name shards that are gone)', async () => {
    const asked: Array<[string, RequestInit | undefined]> = [];
    await workerAnswer((async (url: string, init?: RequestInit) => {
      asked.push([url, init]);
      return new Response('missing', {status: 404});
    }) as typeof fetch);
    expect(asked).toEqual([['/search-index/manifest.json', {cache: 'no-cache'}]]);
  });

  it('no answer at all', async () => {
    const answer = await workerAnswer((async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch);
    expect(answer.failure).toEqual({kind: 'unreachable', file: 'manifest.json'});
  });
});

describe("8 search failure: the modal's client", () => {
  it('reports the failure for the error screen, still rejects, and keeps the shown error from being reported as uncaught', async () => {
    const listeners: Array<(event: {reason: unknown; preventDefault: () => void}) => void> = [];
    vi.stubGlobal('window', {
      addEventListener: (type: string, listener: (typeof listeners)[number]) => type === 'unhandledrejection' && listeners.push(listener),
    });
    // Fresh modules: the rejection watch is installed once per page, on the first wrapped client.
    const {withErrorScreen: wrap} = await import('../../src/search/localClient');
    const {latestSearchFailure} = await import('../../src/search/searchFailureStore');
    const failure: SearchFailure = {kind: 'status', status: 500, file: 'manifest.json'};
    const error = Object.assign(new Error('boom'), {name: 'RetryError', [failureKey]: failure});
    let fail = true;
    const client = wrap({search: async (_input: never) => (fail ? Promise.reject(error) : {results: []})});

    const rejection = await client.search(undefined as never).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(rejection).toBe(error);
    expect(latestSearchFailure()).toBe(failure);
    expect(listeners).toHaveLength(1);
    const shown = {reason: error, preventDefault: vi.fn()};
    listeners[0]!(shown);
    expect(shown.preventDefault).toHaveBeenCalledOnce();
    const other = {reason: new Error('not a search error'), preventDefault: vi.fn()};
    listeners[0]!(other);
    expect(other.preventDefault).not.toHaveBeenCalled();

    fail = false;
    await expect(client.search(undefined as never)).resolves.toEqual({results: []});
    expect(latestSearchFailure()).toBeUndefined();
  });
});
