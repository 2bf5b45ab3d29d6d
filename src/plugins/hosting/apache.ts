import {contentTypes, hashedAssetsPrefix, hostOnlyFiles, immutableCache, revalidateCache, typesByPath} from './headers';
import {acceptPatterns, markdownWithoutHtml} from './negotiation';
import {escapeRegex} from '@zondax/docs-core/text/escapeRegex';
import {caseRedirects, generatedBy, quoted, redirectTarget, type HostedSite} from './site';

/**
 * .htaccess (Apache reads it from the build root; needs AllowOverride All, mod_rewrite, mod_headers).
 * DirectorySlash Off and MultiViews off: /zemu is rewritten to zemu/index.html (200) instead of
 * mod_dir's 301 to /zemu/. Letter-case redirects apply only when no file matched, so a page's own
 * spelling is never redirected (RewriteMap, the shorter way, is not allowed in .htaccess). Their
 * Location is absolute (mod_rewrite qualifies it; Header edit in .htaccess never sees it), from ServerName
 * only with apache.conf's UseCanonicalName On (not allowed in .htaccess; without it, from the request's Host).
 * A page asked for with an Accept header that prefers Markdown (./negotiation.ts) is rewritten to its twin
 * when the twin exists. Tested on Debian's Apache 2.4 in CI (tests/build/host-servers.test.ts).
 */
export function htaccess(site: HostedSite): string {
  const hidden = hostOnlyFiles.map(escapeRegex).join('|');
  const lines = [
    `# ${generatedBy}`,
    'Options -Indexes -MultiViews',
    'DirectorySlash Off',
    'ErrorDocument 404 /404.html',
    "# The build's file types (src/plugins/hosting/files.mjs), whatever the server's mime.types says.",
    ...Object.entries(contentTypes).map(([extension, type]) => `AddType ${quoted(type)} .${extension}`),
    '',
    '<IfModule mod_headers.c>',
    ...site.headers.map(({name, value}) => `  Header always set ${name} ${quoted(value)}`),
    `  <If "%{REQUEST_URI} =~ m#^${hashedAssetsPrefix}#">`,
    `    Header always set Cache-Control ${quoted(immutableCache)}`,
    '  </If>',
    '  <Else>',
    `    Header always set Cache-Control ${quoted(revalidateCache)}`,
    '    Header always set Vary Accept',
    '  </Else>',
    '</IfModule>',
    '',
    'RewriteEngine On',
    '# Files that configure other hosts (or record the build) are not pages of the site.',
    `RewriteRule ^(${hidden})$ - [R=404,L]`,
    '# Files with no extension to take their type from.',
    ...Object.entries(typesByPath).flatMap(([file, type]) => [
      `RewriteCond %{DOCUMENT_ROOT}${file} -f`,
      `RewriteRule ^${escapeRegex(file.slice(1))}$ - [T=${type},L]`,
    ]),
    '# Markdown twins by content negotiation: an Accept header that lists text/markdown first, or without',
    "# text/html, and not with q=0, gets the page's twin (/a/b and /a/b/: a/b.md; /: index.md) when it exists.",
    '# NV: the header is not added to Vary by mod_rewrite (Vary: Accept is set on every page above).',
    `RewriteCond %{HTTP:Accept} !${acceptPatterns.refused} [NC,NV]`,
    `RewriteCond %{HTTP:Accept} ${acceptPatterns.first} [NC,NV,OR]`,
    `RewriteCond %{HTTP:Accept} ${markdownWithoutHtml} [NC,NV]`,
    'RewriteRule ^ - [E=DOCS_WANTS_MARKDOWN:1]',
    'RewriteCond %{ENV:DOCS_WANTS_MARKDOWN} =1',
    'RewriteCond %{DOCUMENT_ROOT}/index.md -f',
    'RewriteRule ^$ index.md [L]',
    'RewriteCond %{ENV:DOCS_WANTS_MARKDOWN} =1',
    'RewriteCond %{DOCUMENT_ROOT}/$1.md -f',
    'RewriteRule ^(.*[^/])/*$ $1.md [L]',
    '# An existing file is served as is.',
    'RewriteCond %{REQUEST_FILENAME} -f',
    'RewriteRule ^ - [L]',
    '# Clean URLs: <folder>/index/index.html before <folder>/index.html, as the router expects.',
    'RewriteCond %{DOCUMENT_ROOT}/$1/index.html -f',
    'RewriteRule ^(.*?)/?$ $1/index.html [L]',
    'RewriteCond %{DOCUMENT_ROOT}/$1.html -f',
    'RewriteRule ^(.+?)/?$ $1.html [L]',
    '# No file: a page spelled in another letter case answers 301 to its own spelling.',
  ];
  for (const {lower, page} of caseRedirects(site.pages)) {
    lines.push(`RewriteRule ^${escapeRegex(lower.slice(1))}/?$ ${redirectTarget(page, false)} [NC,R=301,L]`);
  }
  lines.push('');
  return lines.join('\n');
}

/**
 * apache.conf, included inside the site's <VirtualHost> after its ServerName (src/plugins/hosting/README.md):
 * what .htaccess cannot set, because Apache reads it only for a request it has mapped to a file path.
 * UseCanonicalName On: the letter-case redirects' absolute Location is ServerName's, not the client's Host
 * header (.htaccess may not set it). The headers and the 404 page at the server level: answers Apache makes
 * before reading .htaccess (400 for an invalid percent-encoding, 414 for a request line over LimitRequestLine,
 * 404 for an encoded slash, %2F, or %00) carry them too; .htaccess sets the same values again.
 */
export function apacheServerConf(site: HostedSite): string {
  return [
    `# ${generatedBy}`,
    '# Include inside <VirtualHost> after ServerName (with the scheme: https://docs.example.com); needs mod_headers.',
    "# Redirects name ServerName, never the request's Host header.",
    'UseCanonicalName On',
    '# Answers Apache makes before it reads .htaccess (400, 414, 404 for %2F or %00): the 404 page and the headers.',
    'ErrorDocument 404 /404.html',
    ...site.headers.map(({name, value}) => `Header always set ${name} ${quoted(value)}`),
    '',
  ].join('\n');
}
