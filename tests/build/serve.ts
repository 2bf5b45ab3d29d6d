/**
 * The build served over HTTP for the checks that read answers, not rendered pages (status, headers, bodies,
 * redirects): `npm run serve`'s server (scripts/serve-build.mjs) started by the test on a free port, and a
 * plain GET that follows nothing. The browser tests (tests/e2e) keep what needs a browser.
 */
import http from 'node:http';
import path from 'node:path';
import {buildDir} from './built-site';
import {startChild} from './child';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The body as UTF-8 text. */
  text: string;
}

export interface Served {
  /** http://127.0.0.1:<port> */
  origin: string;
  stop: () => void;
}

/** Starts scripts/serve-build.mjs on a free port of 127.0.0.1 (other work on the machine may hold any fixed one). */
export async function serveBuild(dir = buildDir): Promise<Served> {
  const {address, stop} = await startChild(process.execPath, [path.join(__dirname, '../../scripts/serve-build.mjs'), dir, '0'], {
    ready: /(http:\/\/127\.0\.0\.1:\d+)\//,
    name: 'serve-build',
  });
  return {origin: address, stop};
}

/** A fresh connection for each request: each load is a new visit, and no socket is reused mid-close. */
const freshConnections = new http.Agent({keepAlive: false});

/** One GET of a URL, the path sent as given and redirects not followed. */
export function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, {agent: freshConnections, headers}, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8')});
        });
      })
      .on('error', reject);
  });
}

/** Runs `task` over `items` a few at a time (fast, and gentle with the two cores CI shares), in order of the items. */
export async function eachLimited<T, R>(items: readonly T[], task: (item: T) => Promise<R>, concurrency = 8): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({length: Math.min(concurrency, items.length)}, async () => {
      for (let i = next++; i < items.length; i = next++) out[i] = await task(items[i]);
    }),
  );
  return out;
}
