/**
 * The build as real servers answer it over HTTP (issue 44): Debian's nginx with the generated
 * build-hosting/nginx-*.conf, and scripts/serve-build.mjs (npm run serve). Both send the full
 * header set, serve clean URLs with 200 and no redirect, answer unknown paths with the site's
 * 404.html and status 404, redirect a page spelled in another letter case, and load every sitemap
 * URL and every internal link of the home page (navbar, footer) with 200. In CI (CI=true) a
 * missing nginx fails the run; elsewhere only npm run serve is tested, with a warning.
 */
import {type ChildProcess, spawn} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {load} from 'cheerio';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {cspReportPath} from '../../src/plugins/csp';
import {hostingDirFor} from '../../src/plugins/hosting';
import {hostOnlyFiles, immutableCache, markdownType, permissionsPolicy, revalidateCache} from '../../src/plugins/hosting/headers';
import {buildDir, sitemapPaths} from './built-site';

const nginxBinary = '/usr/sbin/nginx';
const basePort = Number(process.env.HOST_TEST_PORT ?? 3630);
const hostingDir = hostingDirFor(buildDir);
const headerPolicy = (JSON.parse(readFileSync(cspReportPath(buildDir), 'utf8')) as {headerPolicy: string}).headerPolicy;
const notFoundHtml = readFileSync(path.join(buildDir, '404.html'), 'utf8');

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const agent = new http.Agent({keepAlive: true, maxSockets: 8});

/** One GET with the path sent byte for byte (fetch would normalise it), redirects not followed. */
function get(port: number, requestPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({host: '127.0.0.1', port, path: requestPath, agent, headers}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8')}));
    });
    req.on('error', reject);
  });
}

async function waitForPort(port: number, server: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode}):\n${log()}`);
    try {
      await get(port, '/');
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`nothing answered on port ${port}:\n${log()}`);
}

/** Debian's nginx in the foreground, with every path it writes in a temp dir (runs as root without touching /etc/nginx). */
async function startNginx(port: number): Promise<{stop: () => void}> {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${prefix}/${t};`);
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    [
      // As root, workers would run as nobody, who may not read a build under /root.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      `error_log ${prefix}/error.log;`,
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...temp,
      `  include ${hostingDir}/nginx-http.conf;`,
      '  server {',
      `    listen 127.0.0.1:${port};`,
      `    root ${buildDir};`,
      `    include ${hostingDir}/nginx-server.conf;`,
      '  }',
      '}',
      '',
    ].join('\n'),
  );
  let output = '';
  const log = () => output + (existsSync(`${prefix}/error.log`) ? readFileSync(`${prefix}/error.log`, 'utf8') : '');
  const server = spawn(nginxBinary, ['-p', prefix, '-c', conf, '-e', `${prefix}/error.log`, '-g', `daemon off; pid ${prefix}/nginx.pid;`]);
  server.stderr.on('data', (d: Buffer) => (output += d.toString()));
  await waitForPort(port, server, log);
  return {
    stop: () => {
      server.kill('SIGQUIT');
      rmSync(prefix, {recursive: true, force: true});
    },
  };
}

async function startServeBuild(port: number): Promise<{stop: () => void}> {
  const server = spawn(process.execPath, [path.join(__dirname, '../../scripts/serve-build.mjs'), buildDir, String(port)]);
  let output = '';
  server.stderr.on('data', (d: Buffer) => (output += d.toString()));
  await waitForPort(port, server, () => output);
  return {stop: () => server.kill()};
}

/** Every internal page link of the home page (its navbar and footer included), as a path. */
function homeLinks(): string[] {
  const $ = load(readFileSync(path.join(buildDir, 'index.html'), 'utf8'));
  const hrefs = $('a[href]')
    .map((_, a) => $(a).attr('href')!)
    .get()
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.split(/[?#]/)[0]);
  return [...new Set(hrefs)];
}

/** A page whose route has a capital letter (a chain landing page such as /Zcash), when the build has one. */
function mixedCasePage(): string | undefined {
  return sitemapPaths().find((p) => /[A-Z]/.test(p) && p.split('/').length === 2);
}

/** Paths that must never make a server fail (500) or crash. */
const hostilePaths = [
  '/%',
  '/%zz',
  '/%C0%AF',
  '/zemu/..%2f..%2fetc%2fpasswd',
  '/..%5c..%5cwindows',
  '//evil.example.com',
  '/?q=%zz',
  `/${'a'.repeat(300)}`,
];

const nginxMissing = !existsSync(nginxBinary);
if (nginxMissing && process.env.CI === 'true') {
  throw new Error(`${nginxBinary} is missing: CI must test the generated nginx config (scripts/test-all.sh installs it with apt)`);
}

// Outside CI a machine without nginx tests npm run serve only, and says so.
if (nginxMissing) console.warn(`[host-servers] ${nginxBinary} is missing: only scripts/serve-build.mjs is tested (apt-get install nginx)`);
const servers = [
  ...(nginxMissing ? [] : [{name: 'nginx with build-hosting/nginx-*.conf', port: basePort, start: startNginx, isNginx: true}]),
  {name: 'scripts/serve-build.mjs (npm run serve)', port: basePort + 1, start: startServeBuild, isNginx: false},
];

describe.each(servers)('issue 44: the build served by $name', ({port, start, isNginx}) => {
  let server: {stop: () => void} | undefined;
  beforeAll(async () => {
    server = await start(port);
  }, 20_000);
  afterAll(() => server?.stop());

  it('a page answers 200 directly (clean URL, no redirect) with the full header set', async () => {
    const page = await get(port, '/zemu/quickstart');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1');
    expect(page.headers['content-security-policy']).toBe(headerPolicy);
    expect(page.headers['permissions-policy']).toBe(permissionsPolicy);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    if (isNginx) expect(page.headers['cache-control']).toBe(revalidateCache);
    for (const folder of ['/zemu', '/namadexer/index', '/']) expect((await get(port, folder)).status, folder).toBe(200);
  });

  it('a Markdown twin is text/markdown', async () => {
    const twin = await get(port, '/zemu/quickstart.md');
    expect(twin.status).toBe(200);
    expect(twin.headers['content-type']).toBe(markdownType);
  });

  it("an unknown path is the site's 404.html with status 404 and the headers", async () => {
    const missing = await get(port, '/no-such-page/issue-44');
    expect(missing.status).toBe(404);
    expect(missing.body).toBe(notFoundHtml);
    expect(missing.headers['content-security-policy']).toBe(headerPolicy);
  });

  it("a page spelled in another letter case answers 301 to the page's own spelling", async () => {
    const cases: [string, string][] = [['/ZEMU/QuickStart', '/zemu/quickstart']];
    const page = mixedCasePage();
    if (page) cases.push([page.toLowerCase(), page]);
    for (const [from, to] of cases) {
      const answer = await get(port, `${from}?x=1`);
      expect(answer.status, from).toBe(301);
      expect(answer.headers.location, from).toBe(`${to}?x=1`);
    }
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

  it('a doc page asked for with Accept: text/markdown answers its Markdown twin; browsers still get HTML', async () => {
    const twin = readFileSync(path.join(buildDir, 'zemu/quickstart.md'), 'utf8');
    for (const accept of ['text/markdown', 'text/markdown, text/html;q=0.9', 'text/plain;q=0.5, text/markdown']) {
      const answer = await get(port, '/zemu/quickstart', {accept});
      expect(answer.status, accept).toBe(200);
      expect(answer.headers['content-type'], accept).toBe(markdownType);
      expect(answer.body, accept).toBe(twin);
      expect(answer.headers.vary, accept).toBe('Accept');
      expect(answer.headers['content-security-policy'], accept).toBe(headerPolicy);
    }
    const browser = await get(port, '/zemu/quickstart', {accept: 'text/html,application/xhtml+xml,*/*;q=0.8'});
    expect(browser.headers['content-type']).toMatch(/^text\/html/);
    expect(browser.headers.vary).toBe('Accept');
    const refused = await get(port, '/zemu/quickstart', {accept: 'text/markdown;q=0, text/html'});
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    const noTwin = await get(port, '/', {accept: 'text/markdown'});
    expect(noTwin.headers['content-type']).toMatch(/^text\/html/);
  });

  // What only one of the two servers does: nginx caches and hides; npm run serve refuses malformed paths.
  if (isNginx) {
    it('hashed assets are cached for a year; the host files are not served', async () => {
      const asset = /(\/assets\/[^\s>"']+\.(?:css|js))/.exec(readFileSync(path.join(buildDir, 'index.html'), 'utf8'))?.[1];
      expect(asset).toBeDefined();
      const answer = await get(port, asset!);
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe(immutableCache);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      for (const file of hostOnlyFiles) {
        const hidden = await get(port, `/${file}`);
        expect(hidden.status, file).toBe(404);
        expect(hidden.body, file).toBe(notFoundHtml);
      }
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
});
