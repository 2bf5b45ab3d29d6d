/**
 * Where the machine-readable twins of the site live. Pure functions shared by the build
 * plugins (Node) and the theme wrappers (browser), so both always agree on the URLs.
 */

/** Markdown twin of a page (`/zemu/quickstart` → `/zemu/quickstart.md`): the rule `npm run serve` negotiates with too. */
export {markdownPathFor} from '@zondax/docs-core/paths/markdown-path.mjs';

/** A section's own llms.txt, under its base path (`/namadexer` → `/namadexer/llms.txt`). */
export function sectionLlmsTxtPath(routeBasePath: string): string {
  return `${routeBasePath.replace(/\/+$/, '')}/llms.txt`;
}

export const llmsTxtPath = '/llms.txt';
export const llmsFullTxtPath = '/llms-full.txt';

/** Social card (OpenGraph/Twitter image) of a section, or of the whole site for `default`. */
export function socialImagePath(sectionId: string | 'default'): string {
  return `/img/social/${sectionId}.png`;
}

/** Joins a site origin (and base URL) with a site path, without doubling slashes. */
export function absoluteUrl(siteUrl: string, baseUrl: string, sitePath: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return `${siteUrl.replace(/\/+$/, '')}${base}${sitePath.replace(/^\/+/, '')}`;
}

/**
 * Attribute on the hidden element the Mermaid wrapper (src/theme/Mermaid) renders next to each diagram:
 * it carries the diagram source into the static HTML, where the Markdown export finds it
 * (Docusaurus renders the diagram itself only in the browser).
 */
export const mermaidSourceAttribute = 'data-mermaid-source';

/** Elements with this attribute are left out of the Markdown twin (interactive widgets, page tools). */
export const markdownSkipAttribute = 'data-markdown-skip';
