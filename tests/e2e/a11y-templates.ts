import fs from 'node:fs';
import path from 'node:path';

/**
 * Page templates for the second colour mode of CI's accessibility sweep.
 *
 * Dark mode changes colours, not structure: a contrast problem in dark mode belongs to a component
 * or a Markdown element, and shows on every page that renders it. CI therefore checks every URL in
 * light mode and, in dark mode, a set of pages that together render every *styled thing* of the
 * site at least once, per layout: each component style, admonition type, code language and element
 * kind found in a page's static `<main>` (templateKey). The pages are picked greedily, the page that
 * adds the most things not yet covered first (ties: sorted order), so a component or element that
 * only one page has always brings that page in and nothing that can carry its own colours is
 * skipped. (One page per distinct combination of things, the earlier rule, picked 76 pages for the
 * 23 that cover every thing.) `npm run test:a11y` still checks every URL in both modes.
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

/** The styled things of a page, from its template key, each tagged with the page's layout. */
function styledThings(key: string): string[] {
  const [layout, rest = ''] = key.split('|');
  return [
    `${layout}:`,
    ...rest
      .split(',')
      .filter(Boolean)
      .map((thing) => `${layout}:${thing}`),
  ];
}

/**
 * A page's weight in the choice of representatives: a page load, and axe's time, which grows with the
 * page (its colour-contrast rule visits every text node: 3–6 s per mode on the 200–340 KB
 * supported-methods pages, under 1 s on a doc page).
 */
const pageCost = (htmlBytes: number) => 1 + htmlBytes / 100_000;

/**
 * Pages that together render every styled thing of the given pages (see the comment at the top),
 * in the given order; paths whose HTML is missing are kept (axe reports them). Of pages that add as
 * much, the lighter one is taken (the 128 KB supported-methods page rather than a 225 KB one with the
 * same things).
 */
export function templateRepresentatives(buildDir: string, paths: readonly string[]): string[] {
  const missing: string[] = [];
  const things = new Map<string, string[]>();
  const cost = new Map<string, number>();
  for (const p of paths) {
    const file = builtFile(buildDir, p);
    if (!file) {
      missing.push(p);
      continue;
    }
    const html = fs.readFileSync(file, 'utf8');
    things.set(p, styledThings(templateKey(html)));
    cost.set(p, pageCost(html.length));
  }
  const picked = new Set([...missing, ...greedyCover(things, (p) => cost.get(p)!)]);
  return paths.filter((p) => picked.has(p));
}

/**
 * Keys (pages) that together hold every thing any key holds, picked greedily (the key adding the most
 * things not yet held first; of keys adding as many, the cheapest, then the first in order): a small
 * set, not always the smallest.
 */
export function greedyCover(things: ReadonlyMap<string, readonly string[]>, cost: (key: string) => number = () => 1): Set<string> {
  const uncovered = new Set([...things.values()].flat());
  const picked = new Set<string>();
  while (uncovered.size > 0) {
    let best: string | undefined;
    let gain = 0;
    for (const [key, list] of things) {
      const adds = list.filter((t) => uncovered.has(t)).length;
      if (adds > gain || (adds === gain && adds > 0 && cost(key) < cost(best!))) [best, gain] = [key, adds];
    }
    if (best === undefined) break;
    picked.add(best);
    for (const t of things.get(best)!) uncovered.delete(t);
  }
  return picked;
}
