/**
 * A small fake Algolia on 127.0.0.1 for the hosted-search e2e tests: answers
 * POST /1/indexes/{index}/queries with DocSearch-shaped hits and /1/events (insights),
 * and records every request it gets (host it was meant for, path, query, body).
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';

export interface RecordedRequest {
  host: string;
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

export const FAKE_QUERY_ID = 'fake-query-id-0001';

const hit = (objectID: string, path: string, lvl1: string, lvl2: string | null, content: string | null, type: string) => ({
  objectID,
  url: `https://docs.zondax.ch${path}`,
  type,
  content,
  hierarchy: {lvl0: 'Namadexer', lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  _highlightResult: {
    hierarchy: {
      lvl0: {value: 'Namadexer', matchLevel: 'none', matchedWords: []},
      lvl1: {value: `<mark>${lvl1}</mark>`, matchLevel: 'full', matchedWords: ['indexer']},
    },
    ...(content ? {content: {value: content, matchLevel: 'none', matchedWords: []}} : {}),
  },
  _snippetResult: {
    hierarchy: {lvl1: {value: `<mark>${lvl1}</mark>`, matchLevel: 'full'}, ...(lvl2 ? {lvl2: {value: lvl2, matchLevel: 'none'}} : {})},
    ...(content ? {content: {value: content, matchLevel: 'none'}} : {}),
  },
});

export async function startFakeAlgolia(): Promise<{url: string; requests: RecordedRequest[]; close: () => Promise<void>}> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        // keep the raw text
      }
      requests.push({
        host: String(req.headers['x-original-host'] ?? req.headers.host),
        method: req.method ?? '',
        path: url.pathname,
        search: url.searchParams,
        body,
      });
      // connection: close, so no request is sent on a socket the server is closing: Node closes an idle keep-alive
      // socket after 5 s, and a route.fetch that reused one just then failed with ECONNRESET (once in a CI run).
      const headers = {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        connection: 'close',
      };
      if (req.method === 'OPTIONS') {
        res.writeHead(204, headers).end();
        return;
      }
      if (/^\/1\/indexes\/[^/]+\/queries$/.test(url.pathname)) {
        const hits = [
          hit('a1', '/namadexer/indexer', 'Indexer', null, null, 'lvl1'),
          hit(
            'a2',
            '/namadexer/indexer#configuration',
            'Indexer',
            'Configuration',
            'The indexer reads its settings from a TOML file.',
            'content',
          ),
        ];
        res.writeHead(200, headers).end(
          JSON.stringify({
            results: [
              {
                hits,
                nbHits: 2,
                page: 0,
                nbPages: 1,
                hitsPerPage: 20,
                processingTimeMS: 1,
                query: '',
                params: '',
                queryID: FAKE_QUERY_ID,
                index: 'zondax-test',
              },
            ],
          }),
        );
        return;
      }
      if (url.pathname === '/1/events') {
        res.writeHead(200, headers).end(JSON.stringify({status: 200, message: 'OK'}));
        return;
      }
      res.writeHead(404, headers).end(JSON.stringify({message: 'Not found', status: 404}));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const {port} = server.address() as AddressInfo;
  return {url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((r) => server.close(() => r()))};
}
