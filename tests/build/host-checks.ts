/**
 * One list of checks for every server that serves the production build over HTTP (issues 44, 39 and 61): Debian's
 * nginx, Apache 2.4 and Caddy 2.6 with the host kit's configs and npm run serve (host-servers.test.ts), and the
 * edge Worker in workerd (edge-worker.test.ts). A start without warnings, the full header set (on the answers the
 * server makes itself too, with the exceptions a server cannot avoid, held as they are), each file's type from the
 * kit's table, clean URLs with 200 and no redirect, unknown paths (a missing asset or Markdown twin too) as the
 * site's 404.html with status 404, a page spelled in another letter case redirected to the configured origin
 * whatever the Host header, host-only files hidden, every sitemap URL and every internal link of the home page
 * (navbar, footer) with 200, and the Markdown twins by content negotiation.
 */
import type {ChildProcess} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {load} from 'cheerio';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {cspReportPath} from '../../src/plugins/csp';
import {
  contentTypes,
  hostOnlyFiles,
  immutableCache,
  markdownType,
  permissionsPolicy,
  revalidateCache,
  typesByPath,
} from '../../src/plugins/hosting/headers';
import {buildDir, sitemapPaths} from './built-site';
import {landingChains, landingPath} from '../../src/data/chains';
import {markdownPathFor} from '../../src/plugins/markdown-export/paths';

export const headerPolicy = (JSON.parse(readFileSync(cspReportPath(buildDir), 'utf8')) as {headerPolicy: string}).headerPolicy;
export const notFoundHtml = readFileSync(path.join(buildDir, '404.html'), 'utf8');

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const agent = new http.Agent({keepAlive: true, maxSockets: 8});

/** One GET with the path sent byte for byte (fetch would normalise it), redirects not followed. */
export function get(port: number, requestPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({host: '127.0.0.1', port, path: requestPath, agent, headers}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8')}));
    });
    req.on('error', reject);
  });
}

export async function waitForPort(port: number, server: ChildProcess | undefined, log: () => string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (server && server.exitCode !== null) throw new Error(`server exited (${server.exitCode}):\n${log()}`);
    try {
      await get(port, '/');
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`nothing answered on port ${port}:\n${log()}`);
}

export interface Posted {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One POST to /mcp with the headers and body given (a string sent as is), on a connection of its own (workerd
 * closes one whose request body a refusal left unread). `chunked`: no Content-Length, the body in two chunks.
 */
export function postMcp(port: number, body: string, headers: Record<string, string> = {}, {chunked = false} = {}): Promise<Posted> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/mcp',
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...(chunked ? {} : {'content-length': Buffer.byteLength(body)}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8')}));
      },
    );
    req.on('error', reject);
    if (chunked) req.write(body.slice(0, 1));
    req.end(chunked ? body.slice(1) : body);
  });
}

export const ping = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping'});

/** A JSON-RPC error object with the site's headers: what the public endpoint answers for what it refuses. */
export function expectRpcError(answer: Posted, status: number, code: number): void {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(answer.body)).toMatchObject({jsonrpc: '2.0', error: {code}, id: null});
  expect(answer.body).not.toMatch(/<html|node_modules|\s+at \S+ \(/i);
  expect(answer.headers['content-security-policy']).toBe(headerPolicy);
}

export interface Running {
  stop: () => void;
  /** What the server printed and logged so far (its stderr and error.log). */
  log: () => string;
}

/** Every internal page link of the home page (its navbar and footer included), as a path. */
export function homeLinks(): string[] {
  const $ = load(readFileSync(path.join(buildDir, 'index.html'), 'utf8'));
  const hrefs = $('a[href]')
    .map((_, a) => $(a).attr('href')!)
    .get()
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.split(/[?#]/)[0]);
  return [...new Set(hrefs)];
}

/** A page whose route has a capital letter (a chain landing page such as /Zcash), when the build has one. */
export function mixedCasePage(): string | undefined {
  return sitemapPaths().find((p) => /[A-Z]/.test(p) && p.split('/').length === 2);
}

/** Paths that must never make a server fail (500) or crash. */
export const hostilePaths = [
  '/%',
  '/%zz',
  '/%C0%AF',
  '/zemu/..%2f..%2fetc%2fpasswd',
  '/..%5c..%5cwindows',
  '//evil.example.com',
  '/?q=%zz',
  `/${'a'.repeat(300)}`,
];

/**
 * Requests a server may answer itself, before or outside its site config (malformed escapes, an encoded slash, a
 * NUL byte, a request line over 8 KB and over Node's 16 KB head, a redirect of its own), each with the status
 * every server answers it with. Their answers must carry the headers too, but for a server's `bare` ones.
 */
const serverMadeRequests = [
  '/%',
  '/%zz',
  '/zemu%2Fquickstart',
  '/zemu/..%2f..%2fetc%2fpasswd',
  '/a%00b',
  `/${'a'.repeat(20_000)}`,
  '/404.html',
];
const short = (requestPath: string) =>
  requestPath.length > 40 ? `${requestPath.slice(0, 12)}… (${requestPath.length} bytes)` : requestPath;

/** Every file of the build, as the path it is served at ('/assets/js/main.1a2b.js'). */
export function builtFiles(dir = buildDir): string[] {
  return readdirSync(dir, {withFileTypes: true})
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) =>
      entry.isDirectory()
        ? builtFiles(path.join(dir, entry.name))
        : [`/${path.relative(buildDir, path.join(dir, entry.name)).split(path.sep).join('/')}`],
    );
}
export const extensionOf = (file: string) => /\.([^./]+)$/.exec(file)?.[1] ?? '';
/** The files a host serves (not its own configs), by extension: one of each kind is asked for on every server. */
const servedFiles = builtFiles().filter((file) => !hostOnlyFiles.includes(file.slice(1)) && !(file in typesByPath));
export const sampleByExtension = new Map<string, string>();
for (const file of servedFiles) if (!sampleByExtension.has(extensionOf(file))) sampleByExtension.set(extensionOf(file), file);
// An HTML file is asked for by its page's clean URL (npm run serve redirects x.html to x).
sampleByExtension.set('html', '/zemu/quickstart');

/** The bundles every page loads first: the home page's stylesheet and main script. */
const homeHtml = readFileSync(path.join(buildDir, 'index.html'), 'utf8');
export const homeScript = /(\/assets\/js\/main\.[^\s>"']+\.js)/.exec(homeHtml)?.[1];
export const homeStylesheet = /(\/assets\/css\/[^\s>"']+\.css)/.exec(homeHtml)?.[1];

/**
 * A server under the checks. `kit`: it serves a config of the hosting kit (src/plugins/hosting), not npm run serve;
 * `redirectOrigin`: what precedes the path in a redirect's Location (only Apache's mod_rewrite writes it absolute: its
 * ServerName); `otherHosts`: whether it serves the site to a request for another host name; `warning`: a line of its
 * start-up output that is a warning or worse; `serverMade`: the status of each of serverMadeRequests (`long`: the 20 KB
 * one); `bare`: those of them it answers without the headers.
 */
export interface HostUnderTest {
  port: number;
  start: (port: number) => Promise<Running>;
  kit: boolean;
  redirectOrigin: string;
  otherHosts: string;
  warning: RegExp;
  serverMade: Record<string, number>;
  bare: string[];
}

/** The checks, inside the caller's describe: starts the server before them and stops it after. */
export function hostChecks({port, start, kit, redirectOrigin, otherHosts, warning, serverMade, bare}: HostUnderTest): void {
  let server: Running | undefined;
  // A hang detector, not a speed check: workerd took 18 s to start on a loaded 2-core machine.
  beforeAll(async () => {
    server = await start(port);
  }, 120_000);
  afterAll(() => server?.stop());

  it('starts without a warning', () => {
    expect(
      server!
        .log()
        .split('\n')
        .filter((line) => warning.test(line)),
    ).toEqual([]);
  });

  it('a page answers 200 directly (clean URL, no redirect) with the full header set', async () => {
    const page = await get(port, '/zemu/quickstart');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1');
    expect(page.headers['content-security-policy']).toBe(headerPolicy);
    expect(page.headers['permissions-policy']).toBe(permissionsPolicy);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    if (kit) expect(page.headers['cache-control']).toBe(revalidateCache);
    for (const folder of ['/zemu', '/namadexer/index', '/']) expect((await get(port, folder)).status, folder).toBe(200);
  });

  it("scripts, stylesheets, the web app manifest and every other kind of file have the kit's type (nosniff runs no script of another)", async () => {
    expect(homeScript).toBeDefined();
    expect(homeStylesheet).toBeDefined();
    const asked: [string, string][] = [
      ['js', homeScript!],
      ['css', homeStylesheet!],
      ['webmanifest', '/manifest.webmanifest'],
      ...sampleByExtension,
    ];
    for (const [extension, file] of asked) {
      const answer = await get(port, file);
      expect(answer.status, file).toBe(200);
      expect(answer.headers['content-type'], file).toBe(contentTypes[extension]);
    }
    // Files with no extension (the MCP discovery document): their type by path.
    for (const [file, type] of Object.entries(typesByPath)) {
      const answer = await get(port, file);
      expect(answer.status, file).toBe(200);
      expect(answer.headers['content-type'], file).toBe(type);
    }
  });

  it('a Markdown twin is text/markdown; a missing one is the 404 page, as HTML', async () => {
    const twin = await get(port, '/zemu/quickstart.md');
    expect(twin.status).toBe(200);
    expect(twin.headers['content-type']).toBe(markdownType);
    const none = await get(port, '/zemu/no-such-page.md');
    expect(none.status).toBe(404);
    expect(none.headers['content-type']).toBe(contentTypes.html);
    expect(none.body).toBe(notFoundHtml);
  });

  it("an unknown path is the site's 404.html with status 404 and the headers", async () => {
    const missing = await get(port, '/no-such-page/issue-44');
    expect(missing.status).toBe(404);
    expect(missing.body).toBe(notFoundHtml);
    expect(missing.headers['content-security-policy']).toBe(headerPolicy);
  });

  it('a missing file under /assets/ (a deployment still uploading) is the 404 page, never cached as immutable', async () => {
    const missing = await get(port, '/assets/js/main.0000dead.js');
    expect(missing.status).toBe(404);
    expect(missing.body).toBe(notFoundHtml);
    expect(missing.headers['content-type']).toBe(contentTypes.html);
    expect(missing.headers['cache-control'] ?? '').not.toMatch(/immutable|max-age/);
    if (kit) expect(missing.headers['cache-control']).toBe(revalidateCache);
  });

  it("a page spelled in another letter case answers 301 to the page's own spelling", async () => {
    const cases: [string, string][] = [['/ZEMU/QuickStart', '/zemu/quickstart']];
    const page = mixedCasePage();
    if (page) cases.push([page.toLowerCase(), page]);
    for (const [from, to] of cases) {
      const answer = await get(port, `${from}?x=1`);
      expect(answer.status, from).toBe(301);
      expect(answer.headers.location, from).toBe(`${redirectOrigin}${to}?x=1`);
      expect(answer.headers['content-security-policy'], from).toBe(headerPolicy);
    }
  });

  it("a redirect names the configured origin, never the request's Host header", async () => {
    const answer = await get(port, '/ZEMU/QuickStart', {host: 'evil.example.com'});
    if (otherHosts === 'not served') {
      // Caddy answers a host its site address does not name with an empty 200: no page, no redirect.
      expect(answer.status).toBe(200);
      expect(answer.body).toBe('');
      expect(answer.headers.location).toBeUndefined();
      return;
    }
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`${redirectOrigin}/zemu/quickstart`);
  });

  it('files that configure a host or record the build are never served', async () => {
    for (const file of hostOnlyFiles) {
      const hidden = await get(port, `/${file}`);
      expect(hidden.status, file).toBe(404);
      expect(hidden.body, file).toBe(notFoundHtml);
    }
  });

  it('answers the server makes itself (400, 414 or 431, an encoded slash, NUL, its own redirect) carry the headers', async () => {
    const statuses: Record<string, number> = {};
    for (const requestPath of serverMadeRequests) {
      const answer = await get(port, requestPath);
      const label = `${short(requestPath)} → ${answer.status}`;
      statuses[requestPath.length > 1000 ? 'long' : requestPath] = answer.status;
      if (bare.includes(requestPath)) {
        // Held as it is, so the README's exception is noticed when it stops being true.
        expect(answer.headers['content-security-policy'], label).toBeUndefined();
        continue;
      }
      expect(answer.headers['content-security-policy'], label).toBe(headerPolicy);
      expect(answer.headers['permissions-policy'], label).toBe(permissionsPolicy);
      expect(answer.headers['x-content-type-options'], label).toBe('nosniff');
      expect(answer.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
      if (answer.status === 404) expect(answer.body, label).toBe(notFoundHtml);
    }
    expect(statuses).toEqual(serverMade);
  });

  it('hostile paths never make the server fail', async () => {
    for (const p of hostilePaths) expect((await get(port, p)).status, p).toBeLessThan(500);
  });

  it('every sitemap URL and every internal link of the home page, navbar and footer loads with 200', async () => {
    const paths = [...new Set([...sitemapPaths(), ...homeLinks()])];
    const failed: string[] = [];
    const queue = [...paths];
    await Promise.all(
      Array.from({length: 8}, async () => {
        for (let p = queue.shift(); p !== undefined; p = queue.shift()) {
          const {status} = await get(port, encodeURI(p));
          if (status !== 200) failed.push(`${status} ${p}`);
        }
      }),
    );
    expect(failed).toEqual([]);
    expect(paths.length).toBeGreaterThan(10);
  });

  it('a page asked for with Accept: text/markdown answers its Markdown twin; browsers still get HTML', async () => {
    const twin = readFileSync(path.join(buildDir, 'zemu/quickstart.md'), 'utf8');
    for (const accept of ['text/markdown', 'text/markdown, text/html;q=0.9', 'text/plain;q=0.5, text/markdown']) {
      const answer = await get(port, '/zemu/quickstart', {accept});
      expect(answer.status, accept).toBe(200);
      expect(answer.headers['content-type'], accept).toBe(markdownType);
      expect(answer.body, accept).toBe(twin);
      expect(answer.headers.vary, accept).toBe('Accept');
      expect(answer.headers['content-security-policy'], accept).toBe(headerPolicy);
    }
    // A browser's header, HTML listed before Markdown, Markdown refused: the page's HTML.
    for (const accept of ['text/html,application/xhtml+xml,*/*;q=0.8', 'text/html, text/markdown', 'text/markdown;q=0, text/html']) {
      const answer = await get(port, '/zemu/quickstart', {accept});
      expect(answer.status, accept).toBe(200);
      expect(answer.headers['content-type'], accept).toMatch(/^text\/html/);
      expect(answer.headers.vary, accept).toBe('Accept');
    }
    // A chain page has its twin too (src/plugins/markdown-export), at /<Chain>.md.
    const chainPage = landingPath(landingChains[0]);
    const chainTwin = await get(port, chainPage, {accept: 'text/markdown'});
    expect(chainTwin.headers['content-type'], chainPage).toBe(markdownType);
    expect(chainTwin.body, chainPage).toBe(readFileSync(path.join(buildDir, markdownPathFor(chainPage)), 'utf8'));
    // So do the site's own pages: the home page (/index.md) and a folder's page asked for with its slash.
    for (const [page, twinFile] of [
      ['/', 'index.md'],
      ['/beryx-api/', 'beryx-api.md'],
    ]) {
      const answer = await get(port, page, {accept: 'text/markdown'});
      expect(answer.headers['content-type'], page).toBe(markdownType);
      expect(answer.body, page).toBe(readFileSync(path.join(buildDir, twinFile), 'utf8'));
    }
    // The search page is an app, not a page with text: no twin, so its HTML.
    const noTwin = await get(port, '/search', {accept: 'text/markdown'});
    expect(noTwin.headers['content-type']).toMatch(/^text\/html/);
  });

  // What only the hosting kit's configs do (cache), and what only npm run serve does (refuse malformed paths).
  if (kit) {
    it('hashed assets are cached for a year', async () => {
      const answer = await get(port, homeScript!);
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe(immutableCache);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    });
  } else {
    it('a malformed path (NUL byte, invalid percent-encoding) answers 400 in plain text', async () => {
      for (const p of ['/%00', '/zemu%00.html', '/%E0%A4%A', '/%ff']) {
        const answer = await get(port, p);
        expect(answer.status, p).toBe(400);
        expect(answer.headers['content-type'], p).toMatch(/^text\/plain/);
        expect(answer.body, p).toBe('Bad Request\n');
      }
    });
  }
}
