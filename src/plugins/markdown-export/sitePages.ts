/**
 * The site's own pages (src/pages: the home page, /fvm, /ProtocolLabs, the Beryx pages, the privacy notice, …), which
 * belong to no docs section: every listed route of the pages plugin. A React page has no front matter, so every one
 * is named by what its built head says (the title without the site's suffix, the meta description), the same words
 * search results and link previews show.
 */
import type {LoadContext, LoadedPlugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-pages';
import {createDocument} from '@mixmark-io/domino';
import type {PageEntry} from './llms';

/** What this module reads of a loaded plugin. */
export type PluginContent = Pick<LoadedPlugin, 'name' | 'content'>;

/** The permalinks of the pages plugin's listed pages, the home page first. */
export function sitePagePermalinks(plugins: readonly PluginContent[]): string[] {
  const content = plugins.find((p) => p.name === 'docusaurus-plugin-content-pages')?.content as LoadedContent | undefined;
  const listed = (content ?? []).filter((page) => page.type === 'jsx' || !page.unlisted).map((page) => page.permalink);
  const home = (permalink: string) => (permalink.replace(/\/+$/, '') === '' ? 0 : 1);
  return [...new Set(listed)].sort((a, b) => home(a) - home(b));
}

/** A site page's title and description, from its built HTML's head ('Beryx API | Zondax Docs' → 'Beryx API'). */
export function sitePageEntry(html: string, permalink: string, siteTitle: LoadContext['siteConfig']['title']): PageEntry {
  const headEnd = html.indexOf('</head>');
  const doc = createDocument(`${headEnd === -1 ? html : html.slice(0, headEnd)}</head><body></body></html>`);
  const title = doc.querySelector('title')?.textContent?.trim() ?? '';
  const suffix = ` | ${siteTitle}`;
  return {
    title: (title.endsWith(suffix) ? title.slice(0, -suffix.length) : title) || siteTitle,
    description: doc.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '',
    permalink,
  };
}
