/**
 * The build as real servers answer it over HTTP (issues 44, 39 and 61): Debian's nginx and Apache 2.4 started
 * with exactly the blocks src/plugins/hosting/README.md tells an operator to write (paths, ports and the folders
 * the server writes to changed), so the README and the kit cannot drift apart; Debian's Caddy 2.6 with
 * build-hosting/Caddyfile; and scripts/serve-build.mjs (npm run serve). Each is started in the foreground with
 * every path it writes in a temp dir (nothing under /etc changes, no service is used) and held to one list of
 * checks (host-checks.ts; the edge Worker is held to it too, in edge-worker.test.ts). nginx and Caddy also proxy
 * /mcp to `zondax-docs-mcp --http`, started here on its own port: the SDK's Client reaches the tools through them,
 * and what the public endpoint refuses (another origin, an oversized body, malformed JSON, and with nginx's
 * limit_req a client over its rate) comes back as a JSON-RPC error with the site's headers. In CI (CI=true) a
 * missing server binary fails the run; elsewhere that server is skipped with a warning.
 */
import {type ChildProcess, execFileSync, spawn} from 'node:child_process';
import {chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {MAX_REQUEST_BYTES} from '@zondax/docs-core/tools/define';
import {internalsRecordPath} from '../../src/internals/record';
import {cspReportPath} from '../../src/plugins/csp';
import {hostingDirFor} from '../../src/plugins/hosting';
import {contentTypes} from '../../src/plugins/hosting/headers';
import {mcpRateLimit, mcpUpstreamDefault} from '../../src/plugins/hosting/mcp';
import {docsTools} from '@zondax/docs-core/tools/index';
import {buildDir} from './built-site';
import {
  expectRpcError,
  headerPolicy,
  hostChecks,
  ping,
  postMcp,
  sampleByExtension,
  waitForPort,
  type HostUnderTest,
  type Running,
} from './host-checks';
import {startHttpChild} from './mcp-server';

const basePort = Number(process.env.HOST_TEST_PORT ?? 3630);
/** Where the test's `zondax-docs-mcp --http` listens: the upstream the nginx block and the Caddyfile are given. */
const mcpPort = basePort + 9;
const hostingDir = hostingDirFor(buildDir);
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
        [mcpUpstreamDefault, `127.0.0.1:${mcpPort}`],
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
      MCP_UPSTREAM: `127.0.0.1:${mcpPort}`,
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
    mcp: {rateLimited: true},
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
    mcp: undefined,
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
    // Caddy 2.6 has no rate limiter without a plugin (src/plugins/hosting/README.md).
    mcp: {rateLimited: false},
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

/** Each server on its own port (HostUnderTest, host-checks.ts); `mcp`: it proxies /mcp (nginx and Caddy). */
const servers: Array<HostUnderTest & {name: string; mcp?: {rateLimited: boolean}}> = [
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
    .map(({name, binary, port, start, mcp, redirectOrigin, otherHosts, warning, serverMade, bare}) => ({
      name,
      port,
      mcp,
      start: (p: number) => start(binary, p),
      kit: true,
      redirectOrigin: redirectOrigin(port),
      otherHosts,
      warning,
      serverMade,
      bare,
    })),
];

/** `zondax-docs-mcp --http` on mcpPort for the proxies: started before the file's checks, stopped after. */
let mcpServer: ChildProcess | undefined;
const startMcp = async () => {
  mcpServer = (await startHttpChild(['--port', String(mcpPort)])).child;
};
const stopMcp = () =>
  new Promise<void>((resolve) => {
    if (!mcpServer || mcpServer.exitCode !== null) return resolve();
    mcpServer.once('exit', () => resolve());
    mcpServer.kill();
  });
beforeAll(async () => {
  if (servers.some((server) => server.mcp)) await startMcp();
}, 20_000);
afterAll(stopMcp);

/** A ping padded to exactly `bytes` bytes of JSON. */
function paddedPing(bytes: number): string {
  const empty = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping', pad: ''});
  return JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping', pad: 'x'.repeat(bytes - empty.length)});
}

/** /mcp through a server's proxy to zondax-docs-mcp --http (inside that server's describe, while it runs). */
function mcpProxyChecks(port: number, {rateLimited}: {rateLimited: boolean}): void {
  it('61 /mcp: the SDK Client reaches the MCP server through the proxy and calls a tool', async () => {
    const client = new Client({name: 'host-servers-test', version: '1.0.0'});
    await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`)));
    try {
      expect((await client.listTools()).tools).toHaveLength(docsTools.length);
      const result = (await client.callTool({name: 'search_docs', arguments: {query: 'zemu quickstart'}})) as CallToolResult;
      expect(result.isError ?? false).toBe(false);
      expect(result.content[0].type === 'text' && result.content[0].text).toMatch(/^1\. .+\n {3}https:\/\//);
    } finally {
      await client.close();
    }
    const answer = await postMcp(port, ping);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-security-policy']).toBe(headerPolicy);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('61 /mcp: another origin and malformed JSON are JSON-RPC errors, never an HTML page', async () => {
    expectRpcError(await postMcp(port, ping, {origin: 'https://evil.example'}), 403, -32000);
    expectRpcError(await postMcp(port, '{"jsonrpc": "2.0", "id": 1, "method": '), 400, -32700);
  });

  // Refused by the proxy itself: left to the server, which answers 413 and closes while the proxy still sends, Caddy
  // answered some of these 502 (4 in 300 on a 2-core machine), so each is sent 50 times; once where a rate limit
  // (nginx's burst of 20) would refuse the rest first.
  it(`61 /mcp: a body over ${MAX_REQUEST_BYTES} bytes is a JSON-RPC 413 every time, by Content-Length or sent in chunks; one of exactly that size is passed on`, async () => {
    const times = rateLimited ? 1 : 50;
    for (const chunked of [false, true]) {
      for (let i = 0; i < times; i++) expectRpcError(await postMcp(port, paddedPing(MAX_REQUEST_BYTES + 1), {}, {chunked}), 413, -32000);
      // The server's own answer: the padding makes it no JSON-RPC message it knows.
      expectRpcError(await postMcp(port, paddedPing(MAX_REQUEST_BYTES), {}, {chunked}), 400, -32700);
    }
  });

  it('61 /mcp: the MCP server not running is a JSON-RPC 502 with the headers, not an error page', async () => {
    await stopMcp();
    try {
      expectRpcError(await postMcp(port, ping), 502, -32000);
    } finally {
      await startMcp();
    }
  });

  if (rateLimited) {
    it(`61 /mcp: a client over the rate (${mcpRateLimit.limit} a minute, a burst of ${mcpRateLimit.burst}) gets 429 with Retry-After, as JSON-RPC`, async () => {
      const answers = await Promise.all(Array.from({length: mcpRateLimit.burst + 10}, () => postMcp(port, ping)));
      const limited = answers.filter((a) => a.status === 429);
      expect(limited.length).toBeGreaterThan(0);
      expect(answers.filter((a) => a.status !== 429 && a.status !== 200)).toEqual([]);
      expectRpcError(limited[0], 429, -32000);
      expect(limited[0].headers['retry-after']).toBe(String(mcpRateLimit.period));
    });
  }
}

describe.each(servers)('issues 44, 39 and 61: the build served by $name', (server) => {
  hostChecks(server);
  if (server.mcp) mcpProxyChecks(server.port, server.mcp);
});
