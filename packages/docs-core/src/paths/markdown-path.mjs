/**
 * Where a page's Markdown twin lives: the page URL without query, hash or trailing slash, plus `.md`
 * (`/zemu/quickstart` → `/zemu/quickstart.md`, `/` → `/index.md`). Plain JavaScript so that
 * `npm run serve` (Node, no TypeScript) and the site (src/plugins/markdown-export/paths.ts, build and
 * browser) share one rule.
 */
export function markdownPathFor(permalink) {
  const clean = permalink.split(/[?#]/)[0].replace(/\/+$/, '');
  return `${clean === '' ? '/index' : clean}.md`;
}
