import {hashedAssetsPrefix, hostOnlyFiles, immutableCache, markdownType, revalidateCache, type ResponseHeader} from './headers';
import {acceptPatterns, markdownWithoutHtml} from './negotiation';
import {caseRedirects, escapeRegex, generatedBy, quoted, redirectTarget, type HostedSite} from './site';

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

/**
 * nginx-http.conf, included in `http { }`: a `map` can only live there. It names the page a
 * path spells in another letter case. String keys of an nginx map are matched ignoring case, so
 * one entry per page covers /zcash, /ZCASH and /zCash (and the same with a trailing slash).
 */
export function nginxHttpConf(site: HostedSite): string {
  const redirects = caseRedirects(site.pages);
  const longest = Math.max(64, ...redirects.map(({lower}) => Buffer.byteLength(lower) + 2));
  const lines = [
    `# ${generatedBy}`,
    '# Include inside http { }; the server block includes nginx-server.conf (see README, "Deploying").',
    // nginx refuses to start when the longest key does not fit a hash bucket.
    `map_hash_bucket_size ${2 ** Math.ceil(Math.log2(longest + 16))};`,
    `map_hash_max_size ${Math.max(2048, 2 ** Math.ceil(Math.log2(redirects.length * 4)))};`,
    `map $uri ${caseVariable} {`,
    '    default "";',
  ];
  for (const {lower, page} of redirects) {
    // With a trailing slash too: it goes to the page's clean URL, which is served directly.
    lines.push(
      `    ${quoted(lower)} ${quoted(redirectTarget(page, false))};`,
      `    ${quoted(`${lower}/`)} ${quoted(redirectTarget(page, false))};`,
    );
  }
  lines.push('}', '', ...negotiationMaps, '');
  return lines.join('\n');
}

/** add_header lines; `always` puts them on 301 and 404 answers too. A location's add_header replaces its parent's, so each location repeats them. */
function headerLines(headers: ResponseHeader[], cacheControl: string, indent = '    '): string[] {
  return [...headers, {name: 'Cache-Control', value: cacheControl}].map(
    ({name, value}) => `${indent}add_header ${name} ${quoted(value)} always;`,
  );
}

/**
 * nginx-server.conf, included in a `server { }` after its `root` (the build folder). Clean URLs by
 * try_files on files only ($uri, never the usual `$uri/`, whose directory match answers 301 with an
 * absolute http:// Location): /zemu/quickstart is zemu/quickstart.html, /zemu is zemu/index.html,
 * each with 200. <folder>/index/index.html is tried before <folder>/index.html, so the doc with id
 * 'index' is served at /<folder>/index as the app's router expects.
 */
export function nginxServerConf(site: HostedSite): string {
  const hidden = hostOnlyFiles.map(escapeRegex).join('|');
  return [
    `# ${generatedBy}`,
    '# Include inside server { } after `root <the build folder>;` (see README, "Deploying").',
    '',
    '# Relative Location headers: a redirect keeps the scheme and port the reader used (TLS proxies too).',
    'absolute_redirect off;',
    'index index.html;',
    'error_page 404 /404.html;',
    '',
    'location / {',
    ...headerLines(site.headers, revalidateCache),
    '    add_header Vary Accept always;',
    `    # A request that prefers text/markdown gets the page's twin when it has one (${twinVariable}: nginx-http.conf).`,
    `    if (-f $document_root${twinVariable}) {`,
    `        rewrite ^ ${twinVariable} last;`,
    '    }',
    '    try_files $uri $uri/index.html $uri.html @docs_not_found;',
    '}',
    '',
    '# Content-hashed bundles: a changed file has a new name.',
    `location ^~ ${hashedAssetsPrefix} {`,
    ...headerLines(site.headers, immutableCache),
    '    try_files $uri =404;',
    '}',
    '',
    '# Markdown twins of the doc pages.',
    'location ~ \\.md$ {',
    '    types { }',
    `    default_type ${quoted(markdownType)};`,
    ...headerLines(site.headers, revalidateCache),
    '    add_header Vary Accept always;',
    '    try_files $uri =404;',
    '}',
    '',
    '# Files that configure other hosts (or record the build) are not pages of the site.',
    `location ~ ^/(${hidden})$ {`,
    '    return 404;',
    '}',
    '',
    `# No file: a page spelled in another letter case answers 301 to its own spelling (${caseVariable}`,
    "# comes from nginx-http.conf); anything else is the site's 404.html with status 404.",
    'location @docs_not_found {',
    ...headerLines(site.headers, revalidateCache),
    `    if (${caseVariable}) {`,
    `        return 301 ${caseVariable}$is_args$args;`,
    '    }',
    '    return 404;',
    '}',
    '',
  ].join('\n');
}
