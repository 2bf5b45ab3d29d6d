/**
 * Issue 44: every host's config is written from one header list and the build's pages
 * (src/plugins/hosting). Each must carry the headers, clean URLs, the 404 page, the file types
 * and the cache rules; issue 39: nginx, Apache and Caddy negotiate the Markdown twins by one rule
 * (src/plugins/hosting/negotiation.ts); issue 61: what each server needs besides (nginx's types and
 * map sizes, Apache's server config, Caddy's rules only on existing files), /mcp proxied by nginx and
 * Caddy, and the Cloudflare Worker's wrangler.jsonc and description of the build. The real nginx, Apache
 * and Caddy are exercised in tests/build/host-servers.test.ts, the Worker in workerd in
 * tests/build/edge-worker.test.ts; Vercel cannot be run here.
 */
import {describe, expect, it} from 'vitest';
import {mcpDiscoveryPath} from '@zondax/docs-core/paths/mcp';
import {MAX_REQUEST_BYTES} from '@zondax/docs-core/tools/define';
import {DEFAULT_PORT} from '../../packages/docs-mcp/src/cli';
import {mcpOrigins} from '../../src/plugins/hosting';
import {apacheServerConf, htaccess} from '../../src/plugins/hosting/apache';
import {caddyfile, decimalAbove} from '../../src/plugins/hosting/caddy';
import {edgeSite, pageFiles, wranglerJsonc} from '../../src/plugins/hosting/cloudflare';
import {
  contentTypes,
  hostOnlyFiles,
  immutableCache,
  markdownType,
  revalidateCache,
  securityHeaders,
  serviceWorkerPath,
  typesByPath,
} from '../../src/plugins/hosting/headers';
import {mcpRateLimit, mcpUpstreamDefault, nginxMcpUpstream, proxyAnswers} from '../../src/plugins/hosting/mcp';
import {headersFile} from '../../src/plugins/hosting/netlify';
import {nginxHashFits, nginxHttpConf, nginxMapHashSizes, nginxServerConf} from '../../src/plugins/hosting/nginx';
import {caseRedirects, routeOf, type HostedSite} from '../../src/plugins/hosting/site';
import {vercelJson} from '../../src/plugins/hosting/vercel';
import {prefersMarkdown} from '@zondax/docs-core/paths/markdown-negotiation.mjs';

const site: HostedSite = {
  headers: securityHeaders("default-src 'self'; script-src 'self' 'sha256-abc='"),
  pages: ['/', '/404', '/Zcash', '/zemu', '/zemu/quickstart', '/namadexer/index', '/Same', '/same'],
};
const headerNames = ['Content-Security-Policy', 'Permissions-Policy', 'X-Content-Type-Options', 'Referrer-Policy'];
/** Accept headers on which each host's config must decide as npm run serve does (no q-value ties to break). */
const acceptHeaders = [
  'text/markdown',
  'TEXT/MARKDOWN',
  'text/markdown, text/html;q=0.9',
  'text/plain;q=0.5, text/markdown',
  'text/html, text/markdown',
  'text/markdown;q=0, text/html',
  'text/markdown; q=0.0',
  'text/html,*/*;q=0.8',
  'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  '*/*',
  '',
];

describe('issue 44: the header list and the pages', () => {
  it('the header list has the policy, WebHID, nosniff and the referrer policy', () => {
    expect(site.headers.map((h) => h.name)).toEqual(headerNames);
    expect(site.headers.find((h) => h.name === 'Referrer-Policy')?.value).toBe('strict-origin-when-cross-origin');
  });

  it('routes come from file names; letter-case redirects skip ambiguous spellings and the home page', () => {
    expect(['index.html', 'zemu/index.html', 'zemu/quickstart.html', 'namadexer/index/index.html'].map(routeOf)).toEqual([
      '/',
      '/zemu',
      '/zemu/quickstart',
      '/namadexer/index',
    ]);
    const redirects = caseRedirects(site.pages);
    expect(redirects).toContainEqual({lower: '/zcash', page: '/Zcash'});
    expect(redirects.map((r) => r.lower)).not.toContain('/same');
    expect(redirects.map((r) => r.lower)).not.toContain('/');
  });
});

describe('issue 44: _headers (Netlify, Cloudflare Pages)', () => {
  const text = headersFile(site);
  it('applies the headers to every path, the Markdown type to .md and a year to the assets only', () => {
    expect(text).toContain(`/*\n${site.headers.map(({name, value}) => `  ${name}: ${value}\n`).join('')}\n`);
    expect(text).toContain(`/assets/*\n  Cache-Control: ${immutableCache}\n`);
    expect(text).toContain(`/*.md\n  Content-Type: ${markdownType}\n`);
    // Both hosts join the values of every matching block: no catch-all Cache-Control, only the assets' and
    // the service worker's (issue 42), which do not overlap.
    expect(text).toContain(`${serviceWorkerPath}\n  Cache-Control: ${revalidateCache}\n`);
    expect(text.match(/Cache-Control/g)).toHaveLength(2);
  });
});

describe('issue 44: nginx', () => {
  const server = nginxServerConf(site);
  const httpConf = nginxHttpConf(site);
  it('sends every header (always, so on 404 and 301 too) in each location, and at the server level for the answers made before one', () => {
    const locations = server.match(/^location /gm)!.length;
    // Each location but the hidden files' (whose 404 is location /'s 404.html), and the server level.
    for (const name of headerNames) expect(server.match(new RegExp(`add_header ${name} ".*" always;`, 'g'))!.length).toBe(locations);
    const serverLevel = server.slice(0, server.indexOf('\nlocation '));
    for (const name of headerNames) expect(serverLevel).toMatch(new RegExp(`^add_header ${name} ".*" always;$`, 'm'));
  });
  it("has the build's own types (no `include mime.types` needed: without it scripts would be text/plain)", () => {
    expect(server).toContain(
      'types {\n    "text/html; charset=utf-8" html;\n    "text/javascript; charset=utf-8" js;\n    "text/css; charset=utf-8" css;\n',
    );
    expect(server).toContain('    "application/manifest+json" webmanifest;\n');
    for (const [extension, type] of Object.entries(contentTypes)) expect(server).toContain(`    "${type}" ${extension};\n`);
    expect(server).toContain('\ndefault_type application/octet-stream;\n');
  });
  it('serves clean URLs from files only (no $uri/ directory match, whose 301 is absolute), the folder index first', () => {
    expect(server).toContain('try_files $uri $uri/index.html $uri.html @docs_not_found;');
    expect(server).not.toMatch(/try_files[^;]*\$uri\/ /);
    expect(server).toContain('absolute_redirect off;');
  });
  it("answers unknown paths with 404.html and status 404, and hides the host's files", () => {
    expect(server).toContain('error_page 404 /404.html;');
    expect(server).toMatch(/location @docs_not_found \{[\s\S]*?\n {4}return 404;\n\}/);
    expect(server).toContain('location ~ ^/(_headers|vercel\\.json|\\.htaccess|csp\\.json|\\.docs-internals\\.json)$ {\n    return 404;');
  });
  it('types .md as Markdown; assets immutable, everything else revalidated', () => {
    expect(server).toContain(`    "${markdownType}" md;\n`);
    expect(server).toMatch(/location ~ \\\.md\$ \{\n(?: {4}add_header .*\n)+ {4}try_files \$uri =404;\n\}/);
    expect(server).toMatch(
      /location \^~ \/assets\/ \{\n(?: {4}add_header .*\n)*? {4}add_header Cache-Control "public, max-age=31536000, immutable" always;/,
    );
    expect(server).toContain('add_header Cache-Control "no-cache" always;');
  });
  it('answers a page with its Markdown twin when the Accept header asks for Markdown first (Vary: Accept)', () => {
    expect(httpConf).toContain('map $http_accept $docs_wants_markdown {');
    expect(httpConf).toContain('    "/" "/index";');
    expect(httpConf).toContain('"~^1:(?<docs_twin_path>/.*)$" "$docs_twin_path.md";');
    // Only an existing twin: a page without one (the home page) stays HTML.
    expect(server).toContain('    if (-f $document_root$docs_twin) {\n        rewrite ^ $docs_twin last;\n    }');
    expect(server.match(/add_header Vary Accept always;/g)).toHaveLength(2);
    // The same wish nginx's maps encode (the first matching entry decides), as npm run serve decides it.
    const wants = [...httpConf.matchAll(/^ {4}"~\*(.+)" ([01]);$/gm)].map(([, re, v]) => ({re: new RegExp(re, 'i'), v}));
    expect(wants).toHaveLength(3);
    const nginxWants = (accept: string) => wants.find(({re}) => re.test(accept))?.v === '1';
    for (const accept of acceptHeaders) expect(nginxWants(accept), accept).toBe(prefersMarkdown(accept));
  });
  it('sizes the map hash as nginx needs it (no "could not build optimal map_hash" warning), by nginx\'s own algorithm', () => {
    const keys = [...httpConf.matchAll(/^ {4}"(\/[^"]*)" "[^"]*";$/gm)].map(([, key]) => key);
    expect(keys).toContain('/zcash/');
    const [, bucket, max] = /map_hash_bucket_size (\d+);\nmap_hash_max_size (\d+);/.exec(httpConf)!.map(Number);
    expect(nginxHashFits(keys, max, bucket)).toBe(true);
    // A site of the real one's size: 935 pages with keys up to 64 bytes did not fit the sizes written before
    // (max 2048, bucket 128); the chosen ones do, and a bucket of 64 cannot hold a key that long at all.
    const many = Array.from({length: 935}, (_, i) => `/ledger-apps/chain-${i}/supported_v${i % 40}_long-version-name-${i}`);
    expect(nginxHashFits(many, 2048, 128)).toBe(false);
    const sizes = nginxMapHashSizes(many);
    expect(nginxHashFits(many, sizes.maxSize, sizes.bucketSize)).toBe(true);
    expect(nginxHashFits(many, sizes.maxSize, 64)).toBe(false);
  });
  it('redirects other letter cases through a case-insensitive map, only when no file matched', () => {
    expect(httpConf).toContain('map $uri $docs_case_redirect {');
    expect(httpConf).toContain('    "/zcash" "/Zcash";\n    "/zcash/" "/Zcash";');
    expect(httpConf).toContain('"/namadexer/index" "/namadexer/index/";');
    expect(server).toContain('return 301 $docs_case_redirect$is_args$args;');
  });
});

describe('issue 44: Caddy', () => {
  const text = caddyfile(site);
  it('carries the headers, clean URLs, the 404 page, the Markdown type and the cache rules', () => {
    for (const {name, value} of site.headers) expect(text).toContain(`\t\t${name} "${value}"`);
    expect(text).toContain('try_files {path} {path}/index.html {path}.html');
    expect(text).toContain('rewrite @notFound /404.html');
    expect(text).toContain(`header @hashed Cache-Control "${immutableCache}"`);
    expect(text).toContain('header @revalidated Cache-Control "no-cache"');
    expect(text).toContain('@hostOnly path /_headers /vercel.json /.htaccess /csp.json /.docs-internals.json');
    expect(text).toContain('~(?i)^/zcash/?$ "/Zcash"');
  });
  it('answers a page with its existing Markdown twin when the Accept header asks for Markdown first (Vary: Accept)', () => {
    expect(text).toContain('map {path} {docs_twin} {\n\t\t/ /index.md\n\t\t~^(.*[^/])/*$ ${1}.md\n');
    expect(text).toMatch(/@markdownTwin \{\n\t\texpression `[^`\n]+`\n\t\tfile \{docs_twin\}\n\t\}/);
    expect(text).toContain('rewrite @markdownTwin {docs_twin}');
    expect(text).toContain(`header @markdownTwin Content-Type "${markdownType}"`);
    expect(text).toContain('header @revalidated Vary Accept');
    // The CEL expression, read as JavaScript (its !, && and || are JavaScript's), decides as npm run serve does.
    const expression = /@markdownTwin \{\n\t\texpression `([^`]+)`/.exec(text)![1];
    const js = expression.replace(/\{header\.Accept\}\.matches\(r"\(\?i\)([^"]+)"\)/g, (_, re: string) => `m(${JSON.stringify(re)})`);
    expect(js).not.toContain('{header');
    const caddyWants = new Function('m', `return ${js};`) as (m: (re: string) => boolean) => boolean;
    for (const accept of acceptHeaders)
      expect(
        caddyWants((re) => new RegExp(re, 'i').test(accept)),
        accept,
      ).toBe(prefersMarkdown(accept));
  });
  it('sets the cache year and the file types only on a file that exists (a 404 keeps what header set)', () => {
    expect(text).toContain('\t@hashed {\n\t\tpath /assets/*\n\t\tfile\n\t}\n');
    expect(text).toContain('\t@revalidated not {\n\t\tpath /assets/*\n\t\tfile\n\t}\n');
    expect(text).toContain('\t@typed {\n\t\texpression `{docs_type} != ""`\n\t\tfile\n\t}\n\theader @typed Content-Type {docs_type}\n');
    for (const [extension, type] of Object.entries(contentTypes)) expect(text).toContain(`\t\t~(?i)\\.${extension}$ "${type}"\n`);
  });
  it('answers 404 before file_server for a path no file matches (Caddy 2.6 answers 500 to a name too long)', () => {
    expect(text).toContain('\t@noFile not file\n\terror @noFile 404\n\tfile_server\n');
  });
});

describe('issue 44: Vercel', () => {
  const config = JSON.parse(vercelJson(site)) as {cleanUrls: boolean; headers: {source: string; headers: {key: string; value: string}[]}[]};
  it('carries the headers, clean URLs, the Markdown type and the cache rules', () => {
    expect(config.cleanUrls).toBe(true);
    expect(config.headers[0]).toEqual({source: '/(.*)', headers: site.headers.map(({name, value}) => ({key: name, value}))});
    const rule = (source: string) => config.headers.find((h) => h.source === source)?.headers;
    expect(rule('/assets/(.*)')).toEqual([{key: 'Cache-Control', value: immutableCache}]);
    expect(rule('/((?!assets/).*)')).toEqual([{key: 'Cache-Control', value: 'no-cache'}]);
    expect(rule('/(.*)\\.md')).toEqual([{key: 'Content-Type', value: markdownType}]);
  });
  it('has no rewrites: Vercel applies them only after its file system, so none could negotiate a page', () => {
    expect(config).not.toHaveProperty('rewrites');
    expect(config).not.toHaveProperty('routes');
  });
});

describe('issue 44: Apache .htaccess', () => {
  const text = htaccess(site);
  it('carries the headers, clean URLs without the slash redirect, the 404 page, the Markdown type and the cache rules', () => {
    for (const {name, value} of site.headers) expect(text).toContain(`Header always set ${name} "${value}"`);
    expect(text).toContain('DirectorySlash Off');
    expect(text).toContain('RewriteRule ^(.+?)/?$ $1.html [L]');
    expect(text).toContain('ErrorDocument 404 /404.html');
    for (const [extension, type] of Object.entries(contentTypes)) expect(text).toContain(`AddType "${type}" .${extension}\n`);
    expect(text).toContain(`AddType "${markdownType}" .md`);
    expect(text).toContain(`Header always set Cache-Control "${immutableCache}"`);
    expect(text).toContain('RewriteRule ^(_headers|vercel\\.json|\\.htaccess|csp\\.json|\\.docs-internals\\.json)$ - [R=404,L]');
    expect(text).toContain('RewriteRule ^zcash/?$ /Zcash [NC,R=301,L]');
  });
  it('answers a page with its existing Markdown twin when the Accept header asks for Markdown first (Vary: Accept)', () => {
    expect(text).toContain('RewriteCond %{DOCUMENT_ROOT}/$1.md -f\nRewriteRule ^(.*[^/])/*$ $1.md [L]');
    expect(text).toContain('RewriteCond %{DOCUMENT_ROOT}/index.md -f\nRewriteRule ^$ index.md [L]');
    expect(text).toContain('  <Else>\n    Header always set Cache-Control "no-cache"\n    Header always set Vary Accept\n  </Else>');
    // Before the rule that serves an existing file as is, so a page's own path never skips it.
    expect(text.indexOf('E=DOCS_WANTS_MARKDOWN:1')).toBeLessThan(text.indexOf('RewriteCond %{REQUEST_FILENAME} -f'));
    // mod_rewrite's reading of the conditions: each must hold, [OR] joins one to the next.
    const conditions = [...text.matchAll(/^RewriteCond %\{HTTP:Accept\} (!?)(\S+) \[([A-Z,]+)\]$/gm)].map(([, not, re, flags]) => ({
      negated: not === '!',
      re: new RegExp(re, flags.split(',').includes('NC') ? 'i' : ''),
      or: flags.split(',').includes('OR'),
    }));
    expect(conditions).toHaveLength(3);
    const apacheWants = (accept: string) => {
      let all = true;
      let group = false;
      for (const {negated, re, or} of conditions) {
        group ||= re.test(accept) !== negated;
        if (!or) [all, group] = [all && group, false];
      }
      return all;
    };
    for (const accept of acceptHeaders) expect(apacheWants(accept), accept).toBe(prefersMarkdown(accept));
  });
});

describe('issue 61: Apache apache.conf (server config, in the VirtualHost)', () => {
  const text = apacheServerConf(site);
  it('redirects name ServerName, never the Host header', () => {
    expect(text).toMatch(/^UseCanonicalName On$/m);
  });
  it("gives the answers Apache makes before reading .htaccess the headers and the site's 404 page", () => {
    for (const {name, value} of site.headers) expect(text).toContain(`\nHeader always set ${name} "${value}"\n`);
    expect(text).toMatch(/^ErrorDocument 404 \/404\.html$/m);
  });
});

describe('issue 61: the MCP discovery document, a file with no extension, is JSON on every host', () => {
  it('is at the path docs-core names, and every config types it there', () => {
    expect(Object.keys(typesByPath)).toEqual([mcpDiscoveryPath]);
    expect(typesByPath[mcpDiscoveryPath]).toBe(contentTypes.json);
    expect(nginxServerConf(site)).toContain(`location = ${mcpDiscoveryPath} {`);
    expect(nginxServerConf(site)).toContain(`default_type "${contentTypes.json}";`);
    expect(caddyfile(site)).toContain(`\t\t${mcpDiscoveryPath} "${contentTypes.json}"\n`);
    expect(htaccess(site)).toContain(`RewriteRule ^\\.well-known/mcp$ - [T=${contentTypes.json},L]`);
    expect(headersFile(site)).toContain(`${mcpDiscoveryPath}\n  Content-Type: ${contentTypes.json}\n`);
    const vercel = JSON.parse(vercelJson(site)) as {headers: {source: string; headers: unknown[]}[]};
    expect(vercel.headers.find((h) => h.source === mcpDiscoveryPath)?.headers).toEqual([{key: 'Content-Type', value: contentTypes.json}]);
  });
});

describe('issue 61: /mcp proxied to zondax-docs-mcp --http (nginx, Caddy)', () => {
  it('the default upstream is the port the server listens on by default', () => {
    expect(mcpUpstreamDefault).toBe(`127.0.0.1:${DEFAULT_PORT}`);
  });

  it('nginx: the upstream of the http block, a per-client limit_req, the body limit, JSON-RPC errors with the headers', () => {
    expect(nginxHttpConf(site)).toContain(`limit_req_zone $binary_remote_addr zone=docs_mcp:10m rate=${mcpRateLimit.limit}r/m;`);
    const server = nginxServerConf(site);
    const location = /location = \/mcp \{\n([\s\S]*?)\n\}/.exec(server)![1];
    expect(location).toContain(`proxy_pass http://${nginxMcpUpstream};`);
    expect(location).toContain('proxy_set_header Host localhost;');
    expect(location).toContain(`limit_req zone=docs_mcp burst=${mcpRateLimit.burst} nodelay;`);
    expect(location).toContain('limit_req_status 429;');
    expect(location).toContain(`client_max_body_size ${MAX_REQUEST_BYTES};`);
    for (const {name, value} of site.headers) expect(location).toContain(`add_header ${name} "${value}" always;`);
    for (const status of [413, 429, 502] as const) {
      const named = new RegExp(`location @docs_mcp_${status} \\{\\n([\\s\\S]*?)\\n\\}`).exec(server)![1];
      expect(named).toContain('default_type application/json;');
      expect(named).toContain(`return ${status} '${proxyAnswers[status]}';`);
      expect(JSON.parse(proxyAnswers[status])).toMatchObject({jsonrpc: '2.0', error: {code: -32000}, id: null});
    }
  });

  it("Caddy: a handle for /mcp before the files, proxied to MCP_UPSTREAM with the server's own Host; JSON-RPC 413 and 502", () => {
    const text = caddyfile(site);
    const handle = /\thandle \/mcp \{\n([\s\S]*?)\n\t\}\n/.exec(text)![1];
    expect(handle).toContain('\t\theader Cache-Control no-store\n\t\theader -Vary\n');
    expect(handle).toContain(`\t\treverse_proxy {$MCP_UPSTREAM:${mcpUpstreamDefault}} {\n\t\t\theader_up Host localhost\n\t\t}`);
    expect(handle).toContain(
      `\t\t@mcpTooLarge header_regexp Content-Length ${decimalAbove(MAX_REQUEST_BYTES)}\n\t\terror @mcpTooLarge 413\n`,
    );
    expect(handle).toContain(`\t\trequest_body {\n\t\t\tmax_size ${MAX_REQUEST_BYTES}\n\t\t}`);
    expect(text.indexOf('handle /mcp')).toBeLessThan(text.indexOf('try_files'));
    expect(text).toContain(`respond @mcpTooLarge \`${proxyAnswers[413]}\` 413`);
    expect(text).toContain(`respond @mcpDown \`${proxyAnswers[502]}\` 502`);
  });

  it('Caddy: the Content-Length pattern matches exactly the numbers over the limit', () => {
    for (const limit of [0, 9, 10, 99, 100, 109, 190, 989, 65_536]) {
      const over = new RegExp(decimalAbove(limit));
      const top = Math.max(limit * 11, 1_000);
      const wrong = Array.from({length: top + 1}, (_, n) => n).filter((n) => over.test(String(n)) !== n > limit);
      expect(wrong, `limit ${limit}`).toEqual([]);
      expect(over.test(`000${limit}`)).toBe(false);
      expect(over.test(`00${limit + 1}`)).toBe(true);
      for (const text of ['', '-1', '1e9', ' 1', `${limit + 1} `, '0x10']) expect(over.test(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('issue 61: the Cloudflare Worker (wrangler.jsonc and what the Worker is told about the build)', () => {
  const htmlFiles = [
    'index.html',
    '404.html',
    'zemu/index.html',
    'zemu/quickstart.html',
    'namadexer/index.html',
    'namadexer/index/index.html',
    'Zcash.html',
  ];
  const edge = edgeSite({...site, pages: htmlFiles.map(routeOf)}, htmlFiles, routeOf, {
    siteOrigin: 'https://docs.example.com',
    mcpAllowedOrigins: ['https://docs.example.com'],
  });

  it("gives the Worker the kit's facts: the header list, the types, the hidden files, the cache rules", () => {
    expect(edge.headers).toEqual(site.headers);
    expect(edge.contentTypes).toEqual(contentTypes);
    expect(edge.typesByPath).toEqual(typesByPath);
    expect(edge.hostOnlyFiles).toEqual(hostOnlyFiles);
    expect([edge.hashedAssetsPrefix, edge.immutableCache, edge.revalidateCache]).toEqual(['/assets/', immutableCache, revalidateCache]);
    expect(edge.snapshotPath).toBe('/mcp-snapshot');
    expect(edge.notFoundPage).toBe('/404.html');
  });

  it("clean URLs as the other hosts' try_files find them (the folder page first), and the letter-case redirects", () => {
    expect(edge.pages).toMatchObject({
      '/': '/index.html',
      '/zemu': '/zemu/index.html',
      '/zemu/quickstart': '/zemu/quickstart.html',
      '/namadexer': '/namadexer/index.html',
      '/namadexer/index': '/namadexer/index/index.html',
    });
    expect(pageFiles(['x.html', 'x/index.html'], routeOf)).toEqual({'/x': '/x/index.html'});
    expect(edge.caseRedirects).toMatchObject({'/zcash': '/Zcash', '/zemu/quickstart': '/zemu/quickstart'});
    expect(edge.caseRedirects).not.toHaveProperty('/');
  });

  it('wrangler.jsonc: the Worker first on every request, the build as its assets, the rate-limiting binding, the allow list', () => {
    const text = wranglerJsonc('/srv/docs/build', ['https://docs.example.com', 'https://app.example']);
    expect(text.split('\n')[0]).toMatch(/^\/\/ Generated by src\/plugins\/hosting/);
    const config = JSON.parse(text.replace(/^\/\/.*$/gm, '')) as Record<string, unknown>;
    expect(config).toMatchObject({
      name: 'zondax-docs',
      main: 'worker.mjs',
      no_bundle: true,
      assets: {directory: '../build', binding: 'ASSETS', run_worker_first: true, html_handling: 'none', not_found_handling: 'none'},
      vars: {MCP_ALLOWED_ORIGINS: 'https://docs.example.com,https://app.example'},
      ratelimits: [{name: 'MCP_RATE_LIMIT', namespace_id: '6100', simple: {limit: mcpRateLimit.limit, period: mcpRateLimit.period}}],
    });
    expect(config.compatibility_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("the allow list is MCP_ALLOWED_ORIGINS, else the site's origin", () => {
    expect(mcpOrigins({siteUrl: 'https://docs.example.com/', mcpAllowedOrigins: []})).toEqual(['https://docs.example.com']);
    expect(mcpOrigins({siteUrl: 'https://docs.example.com', mcpAllowedOrigins: ['https://a.example']})).toEqual(['https://a.example']);
  });
});
