/**
 * SPEC 5, 8 and 9 rules of the search client, at the level where they live: algoliasearch's
 * lite client in its browser build (the one the /search page bundles; DocSearch embeds the same
 * transporter from @algolia/client-common), driven through a fake requester instead of XHR.
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
// The browser build: the site runs it in browsers (node's build has other timeouts). It ships no
// .d.ts of its own; it has the API of 'algoliasearch/lite'.
// @ts-expect-error untyped path, typed just below
import {liteClient as browserLiteClient} from 'algoliasearch/dist/lite/builds/browser.js';
import type {liteClient as LiteClient} from 'algoliasearch/lite';
import {
  ApiError,
  DeserializationError,
  RetryError,
  createStatefulHost,
  isRetryable,
  type EndRequest,
  type Requester,
  type Response,
} from '@algolia/client-common';

const liteClient = browserLiteClient as typeof LiteClient;

interface Call {
  host: string;
  connectTimeout: number;
  responseTimeout: number;
}

/** A requester answering from a script: one entry per call, by host. */
function fakeRequester(answer: (host: string, n: number) => Partial<Response>): {requester: Requester; calls: Call[]} {
  const calls: Call[] = [];
  return {
    calls,
    requester: {
      async send(request: EndRequest): Promise<Response> {
        const host = new URL(request.url).host;
        calls.push({host, connectTimeout: request.connectTimeout, responseTimeout: request.responseTimeout});
        return {status: 200, content: '{"results":[]}', isTimedOut: false, ...answer(host, calls.length)};
      },
    },
  };
}

const appId = 'appid';
const dsn = `${appId}-dsn.algolia.net`;
const requests = {requests: [{indexName: 'docs', query: 'zemu'}]};
const client = (requester: Requester) => liteClient(appId, 'key', {requester});

afterEach(() => {
  vi.useRealTimers();
});

describe('5 search client validation', () => {
  it('5 search client: a missing application id or api key is reported', () => {
    expect(() => liteClient('', 'key')).toThrow('`appId` is missing.');
    expect(() => liteClient(appId, '')).toThrow('`apiKey` is missing.');
    expect(() => liteClient(undefined as unknown as string, 'key')).toThrow('`appId` is missing.');
  });

  it('5 search client: search and recommendations need their requests, a custom post needs a path', async () => {
    const {requester} = fakeRequester(() => ({}));
    const c = client(requester);
    await expect(async () => c.search(undefined as never)).rejects.toThrow(/searchMethodParams/);
    await expect(async () => c.search({} as never)).rejects.toThrow(/requests/);
    await expect(async () => c.getRecommendations({} as never)).rejects.toThrow(/requests/);
    await expect(async () => c.customPost({} as never)).rejects.toThrow(/`path` is required/);
  });
});

describe('8 search client errors', () => {
  it('8 search client: API errors carry message and status; timeouts, status 0 and non-2xx/4xx are retried', async () => {
    expect(isRetryable({isTimedOut: true, status: 0} as Response)).toBe(true);
    expect(isRetryable({isTimedOut: false, status: 0} as Response)).toBe(true);
    expect(isRetryable({isTimedOut: false, status: 500} as Response)).toBe(true);
    expect(isRetryable({isTimedOut: false, status: 302} as Response)).toBe(true);
    expect(isRetryable({isTimedOut: false, status: 404} as Response)).toBe(false);
    expect(isRetryable({isTimedOut: false, status: 200} as Response)).toBe(false);

    // A 4xx is not retried: one call, an ApiError with the provider's message and status.
    const bad = fakeRequester(() => ({status: 403, content: '{"message":"Invalid Application-ID or API key","status":403}'}));
    const err = await client(bad.requester)
      .search(requests)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toContain('Invalid Application-ID or API key');
    expect((err as ApiError).status).toBe(403);
    expect(bad.calls).toHaveLength(1);

    // A 5xx, a network failure and a timeout move on to the next host; the fourth host answers.
    const flaky = fakeRequester(
      (_host, n) =>
        [
          {status: 500, content: '{"message":"down"}'},
          {status: 0, content: ''},
          {status: 0, isTimedOut: true, content: ''},
        ][n - 1] ?? {},
    );
    await expect(client(flaky.requester).search(requests)).resolves.toEqual({results: []});
    expect(flaky.calls).toHaveLength(4);
    expect(new Set(flaky.calls.map((c) => c.host)).size).toBe(4);
    expect(flaky.calls[0].host).toBe(dsn);
  });

  it('8 search client: all hosts unreachable is a retry error naming the application id', async () => {
    const {requester} = fakeRequester(() => ({status: 0, content: ''}));
    const err = await client(requester)
      .search(requests)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RetryError);
    expect((err as Error).message).toMatch(/Unreachable hosts - your application id may be incorrect/);
  });

  it('8 search client: an unparseable response is a deserialization error', async () => {
    const {requester} = fakeRequester(() => ({status: 200, content: '<html>not json'}));
    await expect(client(requester).search(requests)).rejects.toBeInstanceOf(DeserializationError);
  });
});

describe('9 search client constants', () => {
  it('9 search client: timeouts are connect 1000 ms, read 2000 ms, write 30000 ms', async () => {
    const {requester, calls} = fakeRequester(() => ({}));
    const c = client(requester);
    await c.search(requests);
    expect(calls[0]).toMatchObject({host: dsn, connectTimeout: 1000, responseTimeout: 2000});
    await c.customPost({path: '1/test', body: {}});
    expect(calls[1]).toMatchObject({connectTimeout: 1000, responseTimeout: 30000});
  });

  it('9 search client: a host that failed is skipped for 120000 ms', () => {
    // The transporter marks a host that failed 'down' (network error) or 'timed out' with
    // createStatefulHost; that state expires after 120000 ms. (Within one request the next host
    // is tried at once: see the retry test above.)
    vi.useFakeTimers({toFake: ['Date']});
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const host = {url: dsn, accept: 'read' as const, protocol: 'https' as const};
    const down = createStatefulHost(host, 'down');
    const timedOut = createStatefulHost(host, 'timed out');
    expect(down.isUp()).toBe(false);
    expect(timedOut.isTimedOut()).toBe(true);
    vi.setSystemTime(new Date(Date.now() + 120_000));
    expect(down.isUp()).toBe(false);
    expect(timedOut.isTimedOut()).toBe(true);
    vi.setSystemTime(new Date(Date.now() + 1));
    expect(down.isUp()).toBe(true);
    expect(timedOut.isTimedOut()).toBe(false);
  });
});
