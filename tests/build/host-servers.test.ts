/**
 * The build as real servers answer it over HTTP (issues 44 and 39): Debian's nginx with the generated
 * build-hosting/nginx-*.conf, Debian's Apache 2.4 with build/.htaccess, Debian's Caddy 2.6 with
 * build-hosting/Caddyfile, and scripts/serve-build.mjs (npm run serve). Each is started in the
 * foreground with every path it writes in a temp dir (nothing under /etc changes, no service is
 * used) and held to one list of checks: the full header set, clean URLs with 200 and no redirect,
 * unknown paths as the site's 404.html with status 404, a page spelled in another letter case
 * redirected, every sitemap URL and every internal link of the home page (navbar, footer) with 200,
 * and the Markdown twins by content negotiation. In CI (CI=true) a missing server binary fails the
 * run; elsewhere that server is skipped with a warning.
 */
import {type ChildProcess, execFileSync, spawn} from 'node:child_process';
import {chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {load} from 'cheerio';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {cspReportPath} from '../../src/plugins/csp';
import {hostingDirFor} from '../../src/plugins/hosting';
import {hostOnlyFiles, immutableCache, markdownType, permissionsPolicy, revalidateCache} from '../../src/plugins/hosting/headers';
import {buildDir, sitemapPaths} from './built-site';

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

interface Running {
  stop: () => void;
}

/**
 * A server in the foreground whose config, pid and logs live in a fresh temp dir: `launch` writes its
 * config there and spawns it; what it prints and its error.log there are shown when it does not answer.
 * stop() ends it with `signal` and removes the dir (also when it does not answer).
 */
async function startInTempDir(
  name: string,
  port: number,
  launch: (dir: string) => ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<Running> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `docs-${name}-`));
  const errorLog = path.join(dir, 'error.log');
  const server = launch(dir);
  let output = '';
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const stop = () => {
    server.kill(signal);
    rmSync(dir, {recursive: true, force: true});
  };
  try {
    await waitForPort(port, server, () => output + (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''));
  } catch (error) {
    stop();
    throw error;
  }
  return {stop};
}

/** Debian's nginx (runs as root without touching /etc/nginx). */
function startNginx(binary: string, port: number): Promise<Running> {
  return startInTempDir(
    'nginx',
    port,
    (prefix) => {
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
      return spawn(binary, ['-p', prefix, '-c', conf, '-e', `${prefix}/error.log`, '-g', `daemon off; pid ${prefix}/nginx.pid;`]);
    },
    'SIGQUIT',
  );
}

/** Whether users other than the owner can reach a folder: every folder on the way lets others through. */
function reachableByOthers(dir: string): boolean {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    if ((statSync(d).mode & 0o001) === 0) return false;
    if (d === path.dirname(d)) return true;
  }
}

/**
 * The folder Apache serves: the build itself, or, when its children (www-data) could not reach it (a clone
 * under /root), a copy of hard links (a plain copy across file systems) in a folder they can enter.
 */
function apacheDocRoot(prefix: string): string {
  if (process.getuid?.() !== 0 || reachableByOthers(buildDir)) return buildDir;
  const copy = path.join(prefix, 'build');
  chmodSync(prefix, 0o711);
  try {
    execFileSync('cp', ['-al', buildDir, copy]);
  } catch {
    rmSync(copy, {recursive: true, force: true});
    execFileSync('cp', ['-a', buildDir, copy]);
  }
  return copy;
}

/**
 * Debian's Apache 2.4 (-DFOREGROUND) with a config of its own (ServerRoot, pid, runtime dir and error log
 * in the temp dir; modules and mime.types read from Debian's install) that serves the build with
 * AllowOverride All, so the build's .htaccess does the rest. As root Apache must switch to another user
 * (www-data), who reads the build as everyone does (apacheDocRoot).
 */
function startApache(binary: string, port: number): Promise<Running> {
  return startInTempDir('apache', port, (prefix) => {
    const conf = path.join(prefix, 'apache2.conf');
    const docRoot = apacheDocRoot(prefix);
    const modules = ['mpm_event', 'authz_core', 'dir', 'mime', 'rewrite', 'headers'].map(
      (m) => `LoadModule ${m}_module /usr/lib/apache2/modules/mod_${m}.so`,
    );
    writeFileSync(
      conf,
      [
        `ServerRoot ${prefix}`,
        `DefaultRuntimeDir ${prefix}`,
        `PidFile ${prefix}/apache2.pid`,
        `ErrorLog ${prefix}/error.log`,
        'LogLevel warn',
        ...modules,
        ...(process.getuid?.() === 0 ? ['User www-data', 'Group www-data'] : []),
        'ServerName 127.0.0.1',
        `Listen 127.0.0.1:${port}`,
        'StartServers 1',
        'TypesConfig /etc/mime.types',
        `DocumentRoot ${docRoot}`,
        `<Directory ${docRoot}>`,
        '  AllowOverride All',
        '  Require all granted',
        '</Directory>',
        '',
      ].join('\n'),
    );
    return spawn(binary, ['-d', prefix, '-f', conf, '-DFOREGROUND']);
  });
}

/**
 * Debian's Caddy 2.6 (caddy run) with the build's Caddyfile, imported by a Caddyfile in the temp dir whose
 * global options turn off the admin endpoint (port 2019 is shared; Caddy 2.6 has no persist_config);
 * HOME and the XDG folders point into the temp dir too, so Caddy writes nothing elsewhere.
 */
function startCaddy(binary: string, port: number): Promise<Running> {
  return startInTempDir('caddy', port, (dir) => {
    const conf = path.join(dir, 'Caddyfile');
    writeFileSync(conf, ['{', '\tadmin off', '}', `import ${hostingDir}/Caddyfile`, ''].join('\n'));
    const env = {
      ...process.env,
      HOME: dir,
      XDG_DATA_HOME: `${dir}/data`,
      XDG_CONFIG_HOME: `${dir}/config`,
      SITE_ADDRESS: `http://127.0.0.1:${port}`,
      SITE_ROOT: buildDir,
    };
    return spawn(binary, ['run', '--config', conf, '--adapter', 'caddyfile'], {env});
  });
}

async function startServeBuild(port: number): Promise<Running> {
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

/** The Debian servers the hosting kit writes configs for (Debian packages: scripts/test-all.sh installs them). */
const debianServers = [
  {
    name: "Debian's nginx with build-hosting/nginx-*.conf",
    binary: '/usr/sbin/nginx',
    debianPackage: 'nginx',
    port: basePort,
    start: startNginx,
    absoluteRedirects: false,
  },
  {
    name: "Debian's Apache 2.4 with build/.htaccess",
    binary: '/usr/sbin/apache2',
    debianPackage: 'apache2',
    port: basePort + 2,
    start: startApache,
    absoluteRedirects: true,
  },
  {
    name: "Debian's Caddy 2.6 with build-hosting/Caddyfile",
    binary: '/usr/bin/caddy',
    debianPackage: 'caddy',
    port: basePort + 3,
    start: startCaddy,
    absoluteRedirects: false,
  },
];
const missing = debianServers.filter(({binary}) => !existsSync(binary));
if (missing.length > 0 && process.env.CI === 'true') {
  const names = missing.map(({binary}) => binary).join(', ');
  throw new Error(`${names} missing: CI must test every generated host config (scripts/test-all.sh installs them with apt)`);
}
// Outside CI a machine without one of them tests the others, and says so.
for (const {binary, debianPackage} of missing)
  console.warn(`[host-servers] ${binary} is missing: skipped (apt-get install ${debianPackage})`);

/**
 * Each server on its own port. `kit`: it serves a config of the hosting kit (src/plugins/hosting), not npm run serve;
 * `redirectOrigin`: what precedes the path in a redirect's Location (only Apache's mod_rewrite writes it absolute).
 */
const servers = [
  {name: 'scripts/serve-build.mjs (npm run serve)', port: basePort + 1, start: startServeBuild, kit: false, redirectOrigin: ''},
  ...debianServers
    .filter((server) => !missing.includes(server))
    .map(({name, binary, port, start, absoluteRedirects}) => ({
      name,
      port,
      start: (p: number) => start(binary, p),
      kit: true,
      redirectOrigin: absoluteRedirects ? `http://127.0.0.1:${port}` : '',
    })),
];

describe.each(servers)('issues 44 and 39: the build served by $name', ({port, start, kit, redirectOrigin}) => {
  let server: Running | undefined;
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
    if (kit) expect(page.headers['cache-control']).toBe(revalidateCache);
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
      expect(answer.headers.location, from).toBe(`${redirectOrigin}${to}?x=1`);
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
    // A browser's header, HTML listed before Markdown, Markdown refused: the page's HTML.
    for (const accept of ['text/html,application/xhtml+xml,*/*;q=0.8', 'text/html, text/markdown', 'text/markdown;q=0, text/html']) {
      const answer = await get(port, '/zemu/quickstart', {accept});
      expect(answer.status, accept).toBe(200);
      expect(answer.headers['content-type'], accept).toMatch(/^text\/html/);
      expect(answer.headers.vary, accept).toBe('Accept');
    }
    const noTwin = await get(port, '/', {accept: 'text/markdown'});
    expect(noTwin.headers['content-type']).toMatch(/^text\/html/);
  });

  // What only the hosting kit's configs do (cache and hide), and what only npm run serve does (refuse malformed paths).
  if (kit) {
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
