import {spawn} from 'node:child_process';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildDir} from './built-site';

/**
 * scripts/upload-algolia.mjs against a fake Algolia write API on 127.0.0.1 (ALGOLIA_HOSTS): the
 * records of the build go to a temporary index in batches, which then replaces the live index,
 * and the live index gets DocSearch's settings. The fake answers just enough of the API for the
 * official client: index operations, batches, task status and settings.
 */
interface Call {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

const calls: Call[] = [];
let server: http.Server;
let port = 0;
let taskID = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      calls.push({method: req.method ?? '', path: url.pathname, body: raw ? JSON.parse(raw) : {}});
      const reply = (body: unknown) => {
        res.writeHead(200, {'content-type': 'application/json'});
        res.end(JSON.stringify(body));
      };
      const updatedAt = new Date().toISOString();
      if (/\/task\/\d+$/.test(url.pathname)) return reply({status: 'published', pendingTask: false});
      if (url.pathname.endsWith('/batch')) return reply({taskID: ++taskID, objectIDs: []});
      if (url.pathname.endsWith('/operation') || url.pathname.endsWith('/settings')) return reply({taskID: ++taskID, updatedAt});
      res.writeHead(404, {'content-type': 'application/json'});
      res.end(JSON.stringify({message: `not faked: ${req.method} ${url.pathname}`, status: 404}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function upload(): Promise<{code: number | null; out: string}> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.resolve(__dirname, '../../scripts/upload-algolia.mjs')], {
      env: {
        ...process.env,
        BUILD_DIR: buildDir,
        ALGOLIA_APP_ID: 'TESTAPP',
        ALGOLIA_ADMIN_KEY: 'admin-key',
        ALGOLIA_INDEX_NAME: 'docs',
        ALGOLIA_HOSTS: `127.0.0.1:${port}`,
      },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({code, out}));
  });
}

describe('search: upload of the build records to a hosted index', () => {
  it('replaces the index with every record of the build and sets DocSearch settings', async () => {
    const {code, out} = await upload();
    expect(code, out).toBe(0);
    const count = Number(out.match(/\[upload-algolia\] (\d+) records from/)?.[1]);
    expect(count).toBeGreaterThan(1000);
    expect(out).toContain(`Uploaded ${count} records to TESTAPP/docs.`);

    const operations = calls.filter((c) => c.path.endsWith('/operation'));
    const tmp = (operations[0]?.body.destination as string) ?? '';
    expect(tmp).toMatch(/^docs_tmp_\d+$/);
    expect(operations.map((c) => [c.path, c.body.operation, c.body.destination])).toEqual([
      ['/1/indexes/docs/operation', 'copy', tmp],
      ['/1/indexes/docs/operation', 'copy', tmp],
      [`/1/indexes/${tmp}/operation`, 'move', 'docs'],
    ]);

    // Every record lands in the temporary index, in batches of at most 1,000, as DocSearch records.
    const batches = calls.filter((c) => c.path.endsWith('/batch'));
    expect(new Set(batches.map((c) => c.path))).toEqual(new Set([`/1/indexes/${tmp}/batch`]));
    const requests = batches.flatMap((c) => c.body.requests as {action: string; body: Record<string, unknown>}[]);
    expect(requests).toHaveLength(count);
    expect(Math.max(...batches.map((c) => (c.body.requests as unknown[]).length))).toBeLessThanOrEqual(1000);
    expect(new Set(requests.map((r) => r.action))).toEqual(new Set(['addObject']));
    for (const {body} of requests.slice(0, 50)) {
      expect(body).toEqual(
        expect.objectContaining({
          objectID: expect.any(String),
          url: expect.stringMatching(/^https?:\/\//),
          type: expect.stringMatching(/^(lvl[1-6]|content)$/),
        }),
      );
      expect((body.hierarchy as Record<string, unknown>).lvl0).toEqual(expect.any(String));
    }
    expect(new Set(requests.map((r) => r.body.objectID)).size).toBe(count);
    // The same record changes as the local index (issue 20): code identifiers and the chain facet.
    expect(requests.some((r) => typeof r.body.code === 'string' && (r.body.code as string).length > 0)).toBe(true);
    // The chain facet is a list (a Filecoin signing tools page is about Filecoin; a migration page about many chains).
    const chainLists = requests.map((r) => r.body.chain).filter((c) => c !== undefined);
    expect(chainLists.length).toBeGreaterThan(0);
    expect(chainLists.every((c) => Array.isArray(c) && c.length > 0 && c.every((x) => typeof x === 'string'))).toBe(true);
    expect(chainLists.some((c) => (c as string[]).length > 1)).toBe(true);

    // The settings go to the live index, after the move.
    const settings = calls.filter((c) => c.path === '/1/indexes/docs/settings');
    expect(settings).toHaveLength(1);
    expect(calls.indexOf(settings[0])).toBeGreaterThan(calls.findIndex((c) => c.body.operation === 'move'));
    expect(settings[0].body).toEqual(
      expect.objectContaining({
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        attributesForFaceting: expect.arrayContaining(['language', 'docusaurus_tag', 'chain']),
        searchableAttributes: expect.arrayContaining(['unordered(code)']),
        attributesToSnippet: ['content:10'],
        distinct: true,
      }),
    );
  });
});
