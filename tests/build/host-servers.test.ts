/**
 * The build as real servers answer it over HTTP (issues 44, 39 and 61): Debian's nginx and Apache 2.4 started
 * with exactly the blocks src/plugins/hosting/README.md tells an operator to write (paths, port and the folders
 * the server writes to changed), so the README and the kit cannot drift apart; Debian's Caddy 2.6 with
 * build-hosting/Caddyfile; and scripts/serve-build.mjs (npm run serve). Each is started in the foreground with
 * every path it writes in a temp dir (nothing under /etc changes, no service is used) and held to one list of
 * checks: a start without warnings, the full header set (on the answers the server makes itself too, with the
 * exceptions a server cannot avoid, held as they are), each file's type from the kit's table, clean URLs with
 * 200 and no redirect, unknown paths (a missing asset or Markdown twin too) as the site's 404.html with status
 * 404, a page spelled in another letter case redirected to the configured origin whatever the Host header,
 * host-only files hidden, every sitemap URL and every internal link of the home page (navbar, footer) with 200,
 * and the Markdown twins by content negotiation. In CI (CI=true) a missing server binary fails the run;
 * elsewhere that server is skipped with a warning.
 */
import {type ChildProcess, execFileSync, spawn} from 'node:child_process';
import {chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {load} from 'cheerio';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {internalsRecordPath} from '../../src/internals/record';
import {cspReportPath} from '../../src/plugins/csp';
import {hostingDirFor} from '../../src/plugins/hosting';
import {
  contentTypes,
  hostOnlyFiles,
  immutableCache,
  markdownType,
  permissionsPolicy,
  revalidateCache,
} from '../../src/plugins/hosting/headers';
import {buildDir, sitemapPaths} from './built-site';

const basePort = Number(process.env.HOST_TEST_PORT ?? 3630);
const hostingDir = hostingDirFor(buildDir);
const headerPolicy = (JSON.parse(readFileSync(cspReportPath(buildDir), 'utf8')) as {headerPolicy: string}).headerPolicy;
const notFoundHtml = readFileSync(path.join(buildDir, '404.html'), 'utf8');
const kitReadmeFile = path.join(__dirname, '../../src/plugins/hosting/README.md');

/** The one ```language block of the host kit's README: what an operator is told to write. */
function operatorBlock(language: string): string {
  const blocks = [...readFileSync(kitReadmeFile, 'utf8').matchAll(new RegExp(`^\`\`\`${language}\n([\\s\\S]*?)^\`\`\`$`, 'gm'))];
  if (blocks.length !== 1) throw new Error(`${kitReadmeFile} must hold one \`\`\`${language} block, not ${blocks.length}`);
  return blocks[0][1];
}

/** The block with each `from` replaced by `to`; each must be in it, so a README that changes shape fails here. */
function withReplaced(block: string, replacements: [from: string, to: string][]): string {
  return replacements.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`the README's block no longer holds "${from}":\n${block}`);
    return text.split(from).join(to);
  }, block);
}

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
  /** What the server printed and logged so far (its stderr and error.log). */
  log: () => string;
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
  const log = () => output + (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '');
  const stop = () => {
    server.kill(signal);
    rmSync(dir, {recursive: true, force: true});
  };
  try {
    await waitForPort(port, server, log);
  } catch (error) {
    stop();
    throw error;
  }
  return {stop, log};
}

/**
 * Debian's nginx (runs as root without touching /etc/nginx) with the README's http block as it stands: no
 * `include mime.types`, as an operator taking it literally would write it. Changed in it: the two folders, the
 * port, and, first in http { }, where nginx writes (temp folders, no access log).
 */
function startNginx(binary: string, port: number): Promise<Running> {
  return startInTempDir(
    'nginx',
    port,
    (prefix) => {
      const writesInPrefix = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `    ${t}_temp_path ${prefix}/${t};`);
      const httpBlock = withReplaced(operatorBlock('nginx'), [
        ['/srv/docs/build-hosting', hostingDir],
        ['/srv/docs/build', buildDir],
        ['listen 80;', `listen 127.0.0.1:${port};`],
        ['http {\n', ['http {', ...writesInPrefix, '    access_log off;', ''].join('\n')],
      ]);
      const conf = path.join(prefix, 'nginx.conf');
      writeFileSync(
        conf,
        [
          // As root, workers would run as nobody, who may not read a build under /root.
          ...(process.getuid?.() === 0 ? ['user root;'] : []),
          'worker_processes 1;',
          `error_log ${prefix}/error.log;`,
          'events { worker_connections 64; }',
          httpBlock,
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
 * Debian's Apache 2.4 (-DFOREGROUND) with a config of its own (ServerRoot, pid, runtime dir and error log in the
 * temp dir; modules and mime.types read from Debian's install) around the README's <VirtualHost> block as it
 * stands (the folders, the port and ServerName changed), so build-hosting/apache.conf and the build's .htaccess
 * do the rest. As root Apache must switch to another user (www-data), who reads the build as everyone does
 * (apacheDocRoot).
 */
function startApache(binary: string, port: number): Promise<Running> {
  return startInTempDir('apache', port, (prefix) => {
    const conf = path.join(prefix, 'apache2.conf');
    const docRoot = apacheDocRoot(prefix);
    const modules = ['mpm_event', 'authz_core', 'dir', 'mime', 'rewrite', 'headers'].map(
      (m) => `LoadModule ${m}_module /usr/lib/apache2/modules/mod_${m}.so`,
    );
    const virtualHost = withReplaced(operatorBlock('apache'), [
      ['/srv/docs/build-hosting', hostingDir],
      ['/srv/docs/build', docRoot],
      ['<VirtualHost *:80>', `<VirtualHost 127.0.0.1:${port}>`],
      ['ServerName https://docs.example.com', `ServerName ${apacheOrigin(port)}`],
    ]);
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
        virtualHost,
      ].join('\n'),
    );
    return spawn(binary, ['-d', prefix, '-f', conf, '-DFOREGROUND']);
  });
}

/** The origin the test's Apache is configured with (its ServerName): its redirects must name it. */
const apacheOrigin = (port: number) => `http://127.0.0.1:${port}`;

/**
 * Debian's Caddy 2.6 (caddy run) with the build's Caddyfile, imported by a Caddyfile in the temp dir whose
 * global options put the admin endpoint on a socket there (port 2019 is shared; `admin off` would log a warning;
 * Caddy 2.6 has no persist_config); HOME and the XDG folders point into the temp dir too, so Caddy writes
 * nothing elsewhere.
 */
function startCaddy(binary: string, port: number): Promise<Running> {
  return startInTempDir('caddy', port, (dir) => {
    const conf = path.join(dir, 'Caddyfile');
    writeFileSync(conf, ['{', `\tadmin unix/${dir}/admin.sock`, '}', `import ${hostingDir}/Caddyfile`, ''].join('\n'));
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
  return {stop: () => server.kill(), log: () => output};
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
function builtFiles(dir = buildDir): string[] {
  return readdirSync(dir, {withFileTypes: true})
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) =>
      entry.isDirectory()
        ? builtFiles(path.join(dir, entry.name))
        : [`/${path.relative(buildDir, path.join(dir, entry.name)).split(path.sep).join('/')}`],
    );
}
const extensionOf = (file: string) => /\.([^./]+)$/.exec(file)?.[1] ?? '';
/** The files a host serves (not its own configs), by extension: one of each kind is asked for on every server. */
const servedFiles = builtFiles().filter((file) => !hostOnlyFiles.includes(file.slice(1)));
const sampleByExtension = new Map<string, string>();
for (const file of servedFiles) if (!sampleByExtension.has(extensionOf(file))) sampleByExtension.set(extensionOf(file), file);
// An HTML file is asked for by its page's clean URL (npm run serve redirects x.html to x).
sampleByExtension.set('html', '/zemu/quickstart');

/** The bundles every page loads first: the home page's stylesheet and main script. */
const homeHtml = readFileSync(path.join(buildDir, 'index.html'), 'utf8');
const homeScript = /(\/assets\/js\/main\.[^\s>"']+\.js)/.exec(homeHtml)?.[1];
const homeStylesheet = /(\/assets\/css\/[^\s>"']+\.css)/.exec(homeHtml)?.[1];

describe('issue 61: what the build gives a host', () => {
  it('the public build holds no record meant for the tests (a static host would publish it); the internals record lies beside it', () => {
    for (const file of ['.docs-internals.json', 'csp.json', 'internals.json'])
      expect(existsSync(path.join(buildDir, file)), file).toBe(false);
    expect(existsSync(internalsRecordPath(buildDir))).toBe(true);
    expect(existsSync(cspReportPath(buildDir))).toBe(true);
  });

  it("every kind of file the build holds has its type in the kit's table (src/plugins/hosting/files.mjs)", () => {
    const untyped = [...sampleByExtension].filter(([extension]) => !(extension in contentTypes)).map(([, file]) => file);
    expect(untyped, 'add the type of these files to contentTypes in src/plugins/hosting/files.mjs').toEqual([]);
    expect(sampleByExtension.size).toBeGreaterThan(5);
  });
});

/** The Debian servers the hosting kit writes configs for (Debian packages: scripts/test-all.sh installs them). */
const debianServers = [
  {
    name: "Debian's nginx with the README's http block",
    binary: '/usr/sbin/nginx',
    debianPackage: 'nginx',
    port: basePort,
    start: startNginx,
    redirectOrigin: () => '',
    otherHosts: 'served',
    warning: /\[(warn|error|crit|alert|emerg)\]/,
    serverMade: {
      '/%': 400,
      '/%zz': 400,
      '/zemu%2Fquickstart': 200,
      '/zemu/..%2f..%2fetc%2fpasswd': 400,
      '/a%00b': 400,
      long: 414,
      '/404.html': 200,
    },
    bare: [] as string[],
  },
  {
    name: "Debian's Apache 2.4 with the README's VirtualHost block and build/.htaccess",
    binary: '/usr/sbin/apache2',
    debianPackage: 'apache2',
    port: basePort + 2,
    start: startApache,
    redirectOrigin: apacheOrigin,
    otherHosts: 'served',
    warning: /:(warn|error|crit|alert|emerg)\]/,
    serverMade: {
      '/%': 400,
      '/%zz': 400,
      '/zemu%2Fquickstart': 404,
      '/zemu/..%2f..%2fetc%2fpasswd': 404,
      '/a%00b': 404,
      long: 414,
      '/404.html': 200,
    },
    bare: [] as string[],
  },
  {
    name: "Debian's Caddy 2.6 with build-hosting/Caddyfile",
    binary: '/usr/bin/caddy',
    debianPackage: 'caddy',
    port: basePort + 3,
    start: startCaddy,
    redirectOrigin: () => '',
    // The site address names a host (SITE_ADDRESS): Caddy serves nothing of the site to a request for another.
    otherHosts: 'not served',
    warning: /"level":"(warn|error)"/,
    serverMade: {
      '/%': 400,
      '/%zz': 400,
      '/zemu%2Fquickstart': 200,
      '/zemu/..%2f..%2fetc%2fpasswd': 404,
      '/a%00b': 404,
      long: 404,
      '/404.html': 200,
    },
    // Go's HTTP server answers a request line it cannot parse before any Caddy handler runs: a bare 400 (so does
    // a request head over 1 MB, with 431). src/plugins/hosting/README.md, "Answers a server makes itself".
    bare: ['/%', '/%zz'],
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
 * `redirectOrigin`: what precedes the path in a redirect's Location (only Apache's mod_rewrite writes it absolute:
 * its ServerName); `otherHosts`: whether it serves the site to a request for another host name; `warning`: a line of its start-up output that is a warning or worse; `serverMade`: the status
 * of each of serverMadeRequests (`long`: the 20 KB one); `bare`: those of them it answers without the headers.
 */
const servers = [
  {
    name: 'scripts/serve-build.mjs (npm run serve)',
    port: basePort + 1,
    start: startServeBuild,
    kit: false,
    redirectOrigin: '',
    otherHosts: 'served',
    warning: /warn|error/i,
    serverMade: {
      '/%': 400,
      '/%zz': 400,
      '/zemu%2Fquickstart': 200,
      '/zemu/..%2f..%2fetc%2fpasswd': 404,
      '/a%00b': 400,
      long: 431,
      '/404.html': 301,
    },
    bare: [] as string[],
  },
  ...debianServers
    .filter((server) => !missing.includes(server))
    .map(({name, binary, port, start, redirectOrigin, otherHosts, warning, serverMade, bare}) => ({
      name,
      port,
      start: (p: number) => start(binary, p),
      kit: true,
      redirectOrigin: redirectOrigin(port),
      otherHosts,
      warning,
      serverMade,
      bare,
    })),
];

describe.each(servers)(
  'issues 44, 39 and 61: the build served by $name',
  ({port, start, kit, redirectOrigin, otherHosts, warning, serverMade, bare}) => {
    let server: Running | undefined;
    beforeAll(async () => {
      server = await start(port);
    }, 20_000);
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
  },
);
