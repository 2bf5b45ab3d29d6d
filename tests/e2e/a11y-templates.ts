import fs from 'node:fs';
import path from 'node:path';

/**
 * Page templates for the second colour mode of CI's accessibility sweep.
 *
 * Dark mode changes colours, not structure: a contrast problem in dark mode belongs to a component
 * or a Markdown element, and shows on every page that renders it. CI therefore checks every URL in
 * light mode and, in dark mode, one URL per *template*: the first page (in sorted order) of each
 * distinct combination of layout, component styles and content elements found in the page's
 * static `<main>`. A page with a component, an admonition type, a code language or an element kind
 * that no other page has is its own template, so nothing that can carry its own colours is skipped.
 * `npm run test:a11y` still checks every URL in both modes.
 */

/** CSS-module classes end in `_` and a 4-character hash (one per component style rule). */
const moduleClass = /_[A-Za-z0-9-]{4}$/;
/** Theme classes that carry colours of their own. */
const themedClass = /^(theme-admonition-\w+|language-[\w-]+|tabs|details|table-of-contents|docusaurus-mermaid-container|mermaid)/;
const elementKinds = [
  'table',
  'pre',
  'img',
  'svg',
  'details',
  'iframe',
  'form',
  'input',
  'select',
  'textarea',
  'button',
  'kbd',
  'blockquote',
];

/** The template key of one built page: its layout plus the sorted set of styled things in `<main>`. */
export function templateKey(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  const main = start >= 0 && end > start ? html.slice(start, end) : html;
  const kinds = new Set<string>();
  for (const m of main.matchAll(/class="([^"]*)"/g)) {
    for (const c of m[1].split(/\s+/)) if (moduleClass.test(c) || themedClass.test(c)) kinds.add(c);
  }
  for (const tag of elementKinds) if (new RegExp(`<${tag}[\\s>]`).test(main)) kinds.add(`<${tag}>`);
  const wrapper = html.match(/class="((?:docs-wrapper|plugin-)[^"]*)"/)?.[1] ?? '';
  const layout = wrapper.includes('docs-doc-page')
    ? 'doc'
    : wrapper
        .split(/\s+/)
        .filter((c) => c.startsWith('plugin-'))
        .join(',');
  return `${layout}|${[...kinds].sort().join(',')}`;
}

/** The built HTML file of a site path (`/a/b` is `a/b/index.html` or `a/b.html`). */
export function builtFile(buildDir: string, urlPath: string): string | undefined {
  const rel = decodeURIComponent(urlPath).replace(/^\/+|\/+$/g, '');
  return [path.join(buildDir, rel, 'index.html'), path.join(buildDir, `${rel}.html`)].find((f) => fs.existsSync(f));
}

/** One path per template, in the given order; paths whose HTML is missing are kept (axe reports them). */
export function templateRepresentatives(buildDir: string, paths: readonly string[]): string[] {
  const seen = new Set<string>();
  const picked: string[] = [];
  for (const p of paths) {
    const file = builtFile(buildDir, p);
    const key = file ? templateKey(fs.readFileSync(file, 'utf8')) : `missing:${p}`;
    if (seen.has(key)) continue;
    seen.add(key);
    picked.push(p);
  }
  return picked;
}
