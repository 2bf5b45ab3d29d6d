import {
  contentTypes,
  hashedAssetsPrefix,
  hostOnlyFiles,
  immutableCache,
  revalidateCache,
  typesByPath,
  type ResponseHeader,
} from './headers';
import {mcpMaxBodyBytes, mcpPath, mcpRateLimit, nginxMcpUpstream, proxyAnswers} from './mcp';
import {acceptPatterns, markdownWithoutHtml} from './negotiation';
import {escapeRegex} from '@zondax/docs-core/text/escapeRegex';
import {caseRedirects, generatedBy, quoted, redirectTarget, type HostedSite} from './site';

/** The nginx variable the http-level map sets to a page's own spelling (empty when none). */
const caseVariable = '$docs_case_redirect';
/** The Markdown twin a request asks for by its Accept header (empty when it asks for HTML). */
const twinVariable = '$docs_twin';

/**
 * Content negotiation for the Markdown twins (./negotiation.ts) in nginx's terms: the first map whose
 * pattern matches the Accept header decides, so the refusal (q=0) comes first.
 */
const negotiationMaps = [
  '# Markdown twins by content negotiation (see nginx-server.conf, location /).',
  'map $http_accept $docs_wants_markdown {',
  '    default 0;',
  `    "~*${acceptPatterns.refused}" 0;`,
  `    "~*${acceptPatterns.first}" 1;`,
  `    "~*${markdownWithoutHtml}" 1;`,
  '}',
  'map $uri $docs_twin_base {',
  '    "/" "/index";',
  '    "~^(?<docs_base>.*[^/])/+$" $docs_base;',
  '    default $uri;',
  '}',
  `map "$docs_wants_markdown:$docs_twin_base" ${twinVariable} {`,
  '    default "";',
  '    "~^1:(?<docs_twin_path>/.*)$" "$docs_twin_path.md";',
  '}',
];

/** Size of a pointer in nginx's hash tables: nginx on a 64-bit machine. */
const pointerSize = 8;
const alignUp = (n: number, to: number) => Math.ceil(n / to) * to;

/** What one key takes in a bucket (NGX_HASH_ELT_SIZE in src/core/ngx_hash.h). */
const hashEntrySize = (key: string) => pointerSize + alignUp(Buffer.byteLength(key) + 2, pointerSize);

/** nginx's hash of a map key (ngx_hash over its lower-cased bytes, in a 64-bit ngx_uint_t). */
function nginxKeyHash(key: string): bigint {
  let hash = 0n;
  for (const byte of Buffer.from(key.toLowerCase())) hash = (hash * 31n + BigInt(byte)) & 0xffff_ffff_ffff_ffffn;
  return hash;
}

/**
 * Whether nginx builds a map of these keys with these sizes as it wants to: ngx_hash_init (src/core/ngx_hash.c)
 * tries every table size from its start to max_size and takes the first in which no bucket overflows; when
 * none fits it warns at every start ("could not build optimal map_hash ... ignoring map_hash_bucket_size").
 */
export function nginxHashFits(keys: string[], maxSize: number, bucketSize: number): boolean {
  const sizes = keys.map(hashEntrySize);
  if (sizes.some((size) => bucketSize < size + pointerSize)) return false;
  const room = bucketSize - pointerSize;
  let start = Math.floor(keys.length / Math.floor(room / (2 * pointerSize))) || 1;
  if (maxSize > 10000 && keys.length > 0 && Math.floor(maxSize / keys.length) < 100) start = maxSize - 1000;
  const hashes = keys.map(nginxKeyHash);
  for (let size = start; size <= maxSize; size += 1) {
    const used = new Uint32Array(size);
    const table = BigInt(size);
    const fits = hashes.every((hash, i) => {
      const bucket = Number(hash % table);
      used[bucket] += sizes[i];
      return used[bucket] <= room;
    });
    if (fits) return true;
  }
  return false;
}

/**
 * map_hash_max_size and map_hash_bucket_size for a map of these keys: the smallest bucket (a multiple of the
 * 64-byte cache line nginx rounds it to) with which nginx builds the map without a warning, within nginx's
 * default max_size or, for a bigger site, four times the keys.
 */
export function nginxMapHashSizes(keys: string[]): {maxSize: number; bucketSize: number} {
  const maxSize = Math.max(2048, 2 ** Math.ceil(Math.log2(keys.length * 4)));
  for (let bucketSize = 64; bucketSize <= 4096; bucketSize *= 2) {
    if (nginxHashFits(keys, maxSize, bucketSize)) return {maxSize, bucketSize};
  }
  throw new Error(`hosting: no nginx map hash size fits ${keys.length} letter-case redirects`);
}

/**
 * nginx-http.conf, included in `http { }`: a `map` can only live there. It names the page a
 * path spells in another letter case. String keys of an nginx map are matched ignoring case, so
 * one entry per page covers /zcash, /ZCASH and /zCash (and the same with a trailing slash).
 * The map_hash sizes apply to every map of the http block, and nginx takes them only before the first
 * map: include this file before any other map (and without map_hash_* of your own), or nginx stops with
 * "is duplicate".
 */
export function nginxHttpConf(site: HostedSite): string {
  const entries = caseRedirects(site.pages).flatMap(({lower, page}) => [
    // With a trailing slash too: it goes to the page's clean URL, which is served directly.
    {key: lower, target: redirectTarget(page, false)},
    {key: `${lower}/`, target: redirectTarget(page, false)},
  ]);
  const {maxSize, bucketSize} = nginxMapHashSizes(entries.map(({key}) => key));
  return [
    `# ${generatedBy}`,
    '# Include inside http { }, before any map; the server block includes nginx-server.conf (src/plugins/hosting/README.md).',
    // Sizes with which nginx builds the letter-case map without a warning (nginxMapHashSizes).
    `map_hash_bucket_size ${bucketSize};`,
    `map_hash_max_size ${maxSize};`,
    `map $uri ${caseVariable} {`,
    '    default "";',
    ...entries.map(({key, target}) => `    ${quoted(key)} ${quoted(target)};`),
    '}',
    '',
    ...negotiationMaps,
    '',
    `# Per-client limit on ${mcpPath} (the MCP server, proxied in nginx-server.conf): ${mcpRateLimit.limit} requests a minute.`,
    `limit_req_zone $binary_remote_addr zone=${mcpZone}:10m rate=${mcpRateLimit.limit}r/m;`,
    '',
  ].join('\n');
}

/** The limit_req zone of the MCP endpoint. */
const mcpZone = 'docs_mcp';

/** add_header lines; `always` puts them on 301 and 404 answers too. A location's add_header replaces its parent's, so each location repeats them. */
function headerLines(headers: ResponseHeader[], cacheControl: string): string[] {
  return [...headers, {name: 'Cache-Control', value: cacheControl}].map(({name, value}) => `add_header ${name} ${quoted(value)} always;`);
}

/** A location block of nginx-server.conf: what it matches and its directives (indented by the writer). */
interface NginxLocation {
  comment: string[];
  match: string;
  body: string[];
}

/**
 * The locations of nginx-server.conf (nginx takes the longest matching prefix unless a regular expression, tried
 * in this order, matches; ^~ and = skip those). A new route of the site (a proxied path, say) is one more entry
 * here; its add_header lines must repeat the headers, as a location's add_header replaces the server's.
 */
function nginxLocations(site: HostedSite): NginxLocation[] {
  const hidden = hostOnlyFiles.map(escapeRegex).join('|');
  return [
    {
      comment: [],
      match: '/',
      body: [
        ...headerLines(site.headers, revalidateCache),
        'add_header Vary Accept always;',
        `# A request that prefers text/markdown gets the page's twin when it has one (${twinVariable}: nginx-http.conf).`,
        `if (-f $document_root${twinVariable}) {`,
        `    rewrite ^ ${twinVariable} last;`,
        '}',
        'try_files $uri $uri/index.html $uri.html @docs_not_found;',
      ],
    },
    {
      comment: [
        '# Content-hashed bundles: a changed file has a new name. A missing one is the 404 page of location /',
        '# (error_page), revalidated: a file still being uploaded is not cached as missing for a year.',
      ],
      match: `^~ ${hashedAssetsPrefix}`,
      body: [...headerLines(site.headers, immutableCache), 'try_files $uri =404;'],
    },
    {
      comment: ['# Markdown twins of the doc pages (their type is in the types above).'],
      match: '~ \\.md$',
      body: [...headerLines(site.headers, revalidateCache), 'add_header Vary Accept always;', 'try_files $uri =404;'],
    },
    ...Object.entries(typesByPath).map(([file, type]) => ({
      comment: [`# ${file} has no extension to take its type from.`],
      match: `= ${file}`,
      body: [...headerLines(site.headers, revalidateCache), `default_type ${quoted(type)};`, 'try_files $uri =404;'],
    })),
    {
      comment: ['# Files that configure other hosts (or record the build) are not pages of the site.'],
      match: `~ ^/(${hidden})$`,
      body: ['return 404;'],
    },
    {
      comment: [
        `# The MCP server: zondax-docs-mcp --http at the upstream ${nginxMcpUpstream} of the http block (README). Per-client`,
        '# limit (limit_req_zone in nginx-http.conf), a body limit, and JSON-RPC errors for what nginx answers itself.',
        "# Host is the server's own name (it refuses others: DNS rebinding); Origin is passed on, and checked there.",
      ],
      match: `= ${mcpPath}`,
      body: [
        ...headerLines(site.headers, 'no-store'),
        `limit_req zone=${mcpZone} burst=${mcpRateLimit.burst} nodelay;`,
        'limit_req_status 429;',
        `client_max_body_size ${mcpMaxBodyBytes};`,
        'error_page 413 = @docs_mcp_413;',
        'error_page 429 = @docs_mcp_429;',
        'error_page 502 503 504 = @docs_mcp_502;',
        `proxy_pass http://${nginxMcpUpstream};`,
        'proxy_http_version 1.1;',
        'proxy_set_header Host localhost;',
        'proxy_set_header Connection "";',
        'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      ],
    },
    ...([413, 429, 502] as const).map((status) => ({
      comment: [],
      match: `@docs_mcp_${status}`,
      body: [
        ...headerLines(site.headers, 'no-store'),
        'default_type application/json;',
        ...(status === 429 ? [`add_header Retry-After ${mcpRateLimit.period} always;`] : []),
        `return ${status} '${proxyAnswers[status]}';`,
      ],
    })),
    {
      comment: [
        `# No file: a page spelled in another letter case answers 301 to its own spelling (${caseVariable}`,
        "# comes from nginx-http.conf); anything else is the site's 404.html with status 404.",
      ],
      match: '@docs_not_found',
      body: [
        ...headerLines(site.headers, revalidateCache),
        `if (${caseVariable}) {`,
        `    return 301 ${caseVariable}$is_args$args;`,
        '}',
        'return 404;',
      ],
    },
  ];
}

/**
 * nginx-server.conf, included in a `server { }` after its `root` (the build folder). Clean URLs by
 * try_files on files only ($uri, never the usual `$uri/`, whose directory match answers 301 with an
 * absolute http:// Location): /zemu/quickstart is zemu/quickstart.html, /zemu is zemu/index.html,
 * each with 200. <folder>/index/index.html is tried before <folder>/index.html, so the doc with id
 * 'index' is served at /<folder>/index as the app's router expects. The file's own `types` make it
 * independent of the http block's (with none, nginx would send text/plain).
 */
export function nginxServerConf(site: HostedSite): string {
  const lines = [
    `# ${generatedBy}`,
    '# Include inside server { } after `root <the build folder>;` (src/plugins/hosting/README.md).',
    '',
    '# Relative Location headers: a redirect keeps the scheme and port the reader used (TLS proxies too).',
    'absolute_redirect off;',
    'index index.html;',
    'error_page 404 /404.html;',
    '',
    "# The build's file types (src/plugins/hosting/files.mjs), whatever the http block includes: without",
    '# `include mime.types` nginx would send scripts and stylesheets as text/plain, which nosniff refuses to run.',
    'types {',
    ...Object.entries(contentTypes).map(([extension, type]) => `    ${quoted(type)} ${extension};`),
    '}',
    'default_type application/octet-stream;',
    '',
    '# Answers nginx makes before it picks a location (400 for a malformed request, 414 for a request line',
    "# over large_client_header_buffers) carry the headers too; a location's add_header replaces these.",
    ...headerLines(site.headers, revalidateCache),
  ];
  for (const {comment, match, body} of nginxLocations(site)) {
    lines.push('', ...comment, `location ${match} {`, ...body.map((line) => `    ${line}`), '}');
  }
  lines.push('');
  return lines.join('\n');
}
