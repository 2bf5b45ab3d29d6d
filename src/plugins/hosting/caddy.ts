import {hashedAssetsPrefix, hostOnlyFiles, immutableCache, markdownType, revalidateCache} from './headers';
import {caseRedirects, escapeRegex, generatedBy, quoted, redirectTarget, type HostedSite} from './site';

/**
 * Caddyfile: a whole site, address and root from the environment (SITE_ADDRESS, default :8080;
 * SITE_ROOT, default ./build). Clean URLs by a file matcher on files only (a directory match would
 * make file_server answer 301 to the slashed path). Letter-case redirects are decided in
 * handle_errors, so only for paths no file matched. Checked by hand with Debian's Caddy 2.6.2 (not in CI).
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
    `${tab}@hashed path ${hashedAssetsPrefix}*`,
    `${tab}header @hashed Cache-Control ${quoted(immutableCache)}`,
    `${tab}@revalidated not path ${hashedAssetsPrefix}*`,
    `${tab}header @revalidated Cache-Control ${quoted(revalidateCache)}`,
    `${tab}@markdown path *.md`,
    `${tab}header @markdown Content-Type ${quoted(markdownType)}`,
    `${tab}# Files that configure other hosts (or record the build) are not pages of the site.`,
    `${tab}@hostOnly path ${hostOnlyFiles.map((f) => `/${f}`).join(' ')}`,
    `${tab}error @hostOnly 404`,
    `${tab}# <folder>/index/index.html before <folder>/index.html, as the router expects.`,
    `${tab}try_files {path} {path}/index.html {path}.html`,
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
    `${tab}${tab}@notFound expression \`{err.status_code} == 404\``,
    `${tab}${tab}rewrite @notFound /404.html`,
    `${tab}${tab}file_server`,
    `${tab}}`,
    '}',
    '',
  );
  return lines.join('\n');
}
