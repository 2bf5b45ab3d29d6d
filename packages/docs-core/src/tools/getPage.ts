/** get_page: a page's Markdown twin (the .md the site publishes beside it) and its canonical URL. */
import {z} from 'zod';
import type {Snapshot} from '../snapshot/snapshot';
import type {SnapshotPage} from '../snapshot/format';
import {ToolInputError} from './toolError';
import {defineTool} from './define';

/** The permalink a reader may give in many forms: full URL, path, with .md, a trailing slash, an anchor. */
export function permalinkOf(snapshot: Snapshot, text: string): string {
  let p = text.trim();
  const origin = snapshot.manifest.site.url.replace(/\/+$/, '');
  if (/^https?:\/\//i.test(p)) {
    try {
      p = new URL(p).pathname;
    } catch {
      throw new ToolInputError(`"${text}" is not a URL or a path of this site.`);
    }
  } else if (p.startsWith(origin)) p = p.slice(origin.length);
  p = p.split(/[?#]/)[0].replace(/\.md$/i, '').replace(/\/+$/, '');
  if (!p.startsWith('/')) p = `/${p}`;
  return p;
}

export function findPage(snapshot: Snapshot, text: string): SnapshotPage {
  const wanted = permalinkOf(snapshot, text);
  const clean = (permalink: string) => permalink.replace(/\/+$/, '');
  const pages = snapshot.manifest.pages;
  const page =
    pages.find((p) => clean(p.permalink) === wanted) ?? pages.find((p) => clean(p.permalink).toLowerCase() === wanted.toLowerCase());
  if (page) return page;
  const last = wanted.split('/').pop()?.toLowerCase() ?? '';
  const near = last ? pages.filter((p) => p.permalink.toLowerCase().includes(last)).slice(0, 5) : [];
  throw new ToolInputError(
    `No page at "${text}".${near.length ? ` Pages with a similar path: ${near.map((p) => p.permalink).join(', ')}.` : ''} search_docs finds pages by topic.`,
  );
}

export async function getPage(snapshot: Snapshot, path: string): Promise<{page: SnapshotPage; markdown: string}> {
  const page = findPage(snapshot, path);
  try {
    return {page, markdown: await snapshot.readMarkdown(page)};
  } catch {
    throw new ToolInputError(`The Markdown twin of ${page.permalink} (${page.markdownFile}) is missing from the build.`);
  }
}

export const getPageTool = defineTool({
  name: 'get_page',
  title: 'Read a page',
  description: () =>
    "A page's Markdown (the .md twin the site publishes) with its canonical URL. Give a path ('/zemu/quickstart') or a URL of the site.",
  inputSchema: {path: z.string().min(1).max(512).describe("Page path or URL, e.g. '/ledger-apps/filecoin/APDUSPEC'")},
  answer: async (snapshot, {path}) => {
    const {page, markdown} = await getPage(snapshot, path);
    return {text: `Canonical URL: ${page.url}\n\n${markdown}`};
  },
});
