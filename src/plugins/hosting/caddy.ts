import {contentTypes, hashedAssetsPrefix, hostOnlyFiles, immutableCache, markdownType, revalidateCache, typesByPath} from './headers';
import {mcpMaxBodyBytes, mcpPath, mcpUpstreamDefault, proxyAnswers} from './mcp';
import {acceptPatterns} from './negotiation';
import {escapeRegex} from '@zondax/docs-core/text/escapeRegex';
import {caseRedirects, generatedBy, quoted, redirectTarget, type HostedSite} from './site';

/** A CEL test of the Accept header against one of ./negotiation.ts's patterns (a raw string keeps its backslashes). */
const acceptMatches = (pattern: string) => `{header.Accept}.matches(r"(?i)${pattern}")`;

/**
 * A regular expression for a decimal number over `limit` (leading zeros allowed): a longer number, or one as long that
 * has a greater digit after a shared beginning. A header_regexp cannot compare numbers.
 */
export function decimalAbove(limit: number): string {
  const digits = String(limit);
  const longer = `[1-9][0-9]{${digits.length},}`;
  const asLong = [...digits].flatMap((digit, i) => {
    if (digit === '9') return [];
    const next = Number(digit) + 1;
    const rest = digits.length - i - 1;
    const anyDigits = rest === 0 ? '' : rest === 1 ? '[0-9]' : `[0-9]{${rest}}`;
    return [`${digits.slice(0, i)}${next === 9 ? '9' : `[${next}-9]`}${anyDigits}`];
  });
  return `^0*(${[longer, ...asLong].join('|')})$`;
}

/** The negotiation rule as one CEL expression. */
const {refused, first, markdown, html} = acceptPatterns;
const wantsMarkdown = `!${acceptMatches(refused)} && (${acceptMatches(first)} || (${acceptMatches(markdown)} && !${acceptMatches(html)}))`;

/**
 * Caddyfile: a whole site, address and root from the environment (SITE_ADDRESS, default :8080;
 * SITE_ROOT, default ./build). Clean URLs by a file matcher on files only (a directory match would
 * make file_server answer 301 to the slashed path). Letter-case redirects are decided in
 * handle_errors, so only for paths no file matched. A page asked for with an Accept header that
 * prefers Markdown (./negotiation.ts) is rewritten to its twin when the twin exists. The rule is a CEL
 * expression: a named matcher only ANDs its matchers (one header_regexp per header), and Go's regular
 * expressions have no lookahead. Tested on Debian's Caddy 2.6.2 in CI (tests/build/host-servers.test.ts).
 */
export function caddyfile(site: HostedSite): string {
  const tab = '\t';
  const lines = [
    `# ${generatedBy}`,
    '# Run: SITE_ROOT=/srv/docs/build SITE_ADDRESS=docs.example.com caddy run --config Caddyfile --adapter caddyfile',
    '{$SITE_ADDRESS::8080} {',
    `${tab}root * {$SITE_ROOT:./build}`,
    `${tab}header {`,
    ...site.headers.map(({name, value}) => `${tab}${tab}${name} ${quoted(value)}`),
    `${tab}}`,
    // Only on a file that exists: header runs before the file is looked for, and handle_errors keeps what it set,
    // so a 404 would carry a year of caching (a file still being uploaded) or the type of the missing file.
    `${tab}@hashed {`,
    `${tab}${tab}path ${hashedAssetsPrefix}*`,
    `${tab}${tab}file`,
    `${tab}}`,
    `${tab}header @hashed Cache-Control ${quoted(immutableCache)}`,
    `${tab}@revalidated not {`,
    `${tab}${tab}path ${hashedAssetsPrefix}*`,
    `${tab}${tab}file`,
    `${tab}}`,
    `${tab}header @revalidated Cache-Control ${quoted(revalidateCache)}`,
    `${tab}header @revalidated Vary Accept`,
    `${tab}# The build's file types (src/plugins/hosting/files.mjs): Caddy 2.6 sends the web app manifest with none.`,
    `${tab}map {path} {docs_type} {`,
    ...Object.entries(typesByPath).map(([file, type]) => `${tab}${tab}${file} ${quoted(type)}`),
    ...Object.entries(contentTypes).map(([extension, type]) => `${tab}${tab}~(?i)\\.${extension}$ ${quoted(type)}`),
    `${tab}${tab}default ""`,
    `${tab}}`,
    `${tab}@typed {`,
    `${tab}${tab}expression \`{docs_type} != ""\``,
    `${tab}${tab}file`,
    `${tab}}`,
    `${tab}header @typed Content-Type {docs_type}`,
    `${tab}# Markdown twins by content negotiation: an Accept header that lists text/markdown first, or without`,
    `${tab}# text/html, and not with q=0, gets the page's twin (/a/b and /a/b/: /a/b.md; /: /index.md) when it exists.`,
    `${tab}map {path} {docs_twin} {`,
    `${tab}${tab}/ /index.md`,
    `${tab}${tab}~^(.*[^/])/*$ \${1}.md`,
    `${tab}${tab}default ""`,
    `${tab}}`,
    `${tab}@markdownTwin {`,
    `${tab}${tab}expression \`${wantsMarkdown}\``,
    `${tab}${tab}file {docs_twin}`,
    `${tab}}`,
    // The header directive runs before rewrite, so the twin's type is set on the page's own path.
    `${tab}header @markdownTwin Content-Type ${quoted(markdownType)}`,
    `${tab}rewrite @markdownTwin {docs_twin}`,
    `${tab}# The MCP server: zondax-docs-mcp --http at MCP_UPSTREAM (default ${mcpUpstreamDefault}). Host is the server's`,
    `${tab}# own name (it refuses others: DNS rebinding); Origin is passed on and checked there, as is malformed JSON.`,
    `${tab}# Caddy 2.6 has no per-client rate limit without a plugin (src/plugins/hosting/README.md).`,
    `${tab}handle ${mcpPath} {`,
    `${tab}${tab}header Cache-Control no-store`,
    `${tab}${tab}header -Vary`,
    // Left to the server, an oversized body was sometimes a 502: it answers 413 and closes while Caddy still sends.
    // With request_body alone, Caddy 2.6 answers a too-long Content-Length with 502 too; only a chunked body is a 413.
    `${tab}${tab}# A body over ${mcpMaxBodyBytes} bytes is refused here (JSON-RPC 413 in handle_errors): by its Content-Length`,
    `${tab}${tab}# before anything is passed on, or, sent in chunks, once it has read that much.`,
    `${tab}${tab}@mcpTooLarge header_regexp Content-Length ${decimalAbove(mcpMaxBodyBytes)}`,
    `${tab}${tab}error @mcpTooLarge 413`,
    `${tab}${tab}request_body {`,
    `${tab}${tab}${tab}max_size ${mcpMaxBodyBytes}`,
    `${tab}${tab}}`,
    `${tab}${tab}reverse_proxy {$MCP_UPSTREAM:${mcpUpstreamDefault}} {`,
    `${tab}${tab}${tab}header_up Host localhost`,
    `${tab}${tab}}`,
    `${tab}}`,
    `${tab}# A new route of the site (a proxied path, say) goes here, before the files are looked for.`,
    `${tab}# Files that configure other hosts (or record the build) are not pages of the site.`,
    `${tab}@hostOnly path ${hostOnlyFiles.map((f) => `/${f}`).join(' ')}`,
    `${tab}error @hostOnly 404`,
    `${tab}# <folder>/index/index.html before <folder>/index.html, as the router expects.`,
    `${tab}try_files {path} {path}/index.html {path}.html`,
    `${tab}# Caddy 2.6's file_server answers 500 when the file system refuses a path (a name too long): no file, 404.`,
    `${tab}@noFile not file`,
    `${tab}error @noFile 404`,
    `${tab}file_server`,
    `${tab}handle_errors {`,
    `${tab}${tab}map {path} {docs_case_redirect} {`,
  ];
  for (const {lower, page} of caseRedirects(site.pages)) {
    lines.push(`${tab}${tab}${tab}~(?i)^${escapeRegex(lower)}/?$ ${quoted(redirectTarget(page, false))}`);
  }
  lines.push(
    `${tab}${tab}${tab}default ""`,
    `${tab}${tab}}`,
    // Two rules keep the query: Caddy 2.6 (Debian's) has no {?query}, and a bare '?' would end every Location.
    `${tab}${tab}@caseRedirect expression \`{err.status_code} == 404 && {docs_case_redirect} != "" && {query} == ""\``,
    `${tab}${tab}redir @caseRedirect {docs_case_redirect} 301`,
    `${tab}${tab}@caseRedirectQuery expression \`{err.status_code} == 404 && {docs_case_redirect} != "" && {query} != ""\``,
    `${tab}${tab}redir @caseRedirectQuery {docs_case_redirect}?{query} 301`,
    `${tab}${tab}@mcpTooLarge expression \`{path} == "${mcpPath}" && {err.status_code} == 413\``,
    `${tab}${tab}header @mcpTooLarge Content-Type application/json`,
    `${tab}${tab}respond @mcpTooLarge \`${proxyAnswers[413]}\` 413`,
    // The MCP server not running (reverse_proxy's 502, 503 or 504): a JSON-RPC error, not an empty page.
    `${tab}${tab}@mcpDown expression \`{path} == "${mcpPath}" && {err.status_code} >= 500\``,
    `${tab}${tab}header @mcpDown Content-Type application/json`,
    `${tab}${tab}respond @mcpDown \`${proxyAnswers[502]}\` 502`,
    `${tab}${tab}@notFound expression \`{err.status_code} == 404\``,
    `${tab}${tab}rewrite @notFound /404.html`,
    `${tab}${tab}file_server`,
    `${tab}}`,
    '}',
    '',
  );
  return lines.join('\n');
}
