/**
 * The search records of a made-up page, as the site's index writer would make them from a page of headed blocks:
 * one lvl1 record for the page, and for each block a lvl2 record for its heading (if it has one) and a content
 * record, anchored at the heading. Used by the fixture snapshot and the engine's ranking tests.
 */
import type {SearchRecord} from '../src/search/record';

export interface RecordsPage {
  url: string;
  /** docusaurus_tag, e.g. 'docs-default-current'. */
  tag: string;
  /** hierarchy.lvl0: the section. */
  lvl0: string;
  title: string;
  chain?: string[];
  /** > 0 for a page that stands for a chain (its landing page). */
  pageRank?: number;
  blocks: ReadonlyArray<{heading?: string; text: string}>;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The page's records; `key` makes their objectIDs unique across pages. */
export function searchRecordsOf(page: RecordsPage, key: string | number): SearchRecord[] {
  const {url} = page;
  const base = {language: 'en', docusaurus_tag: page.tag, version: ['current'], ...(page.chain ? {chain: page.chain} : {})};
  const hierarchy = {lvl0: page.lvl0, lvl1: page.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const weight = (level: number, position: number) => ({pageRank: page.pageRank ?? 0, level, position});
  const records: SearchRecord[] = [
    {
      ...base,
      objectID: `${key}-0`,
      url,
      url_without_anchor: url,
      anchor: null,
      type: 'lvl1',
      hierarchy,
      content: null,
      weight: weight(100, 0),
    },
  ];
  page.blocks.forEach((block, i) => {
    const anchor = block.heading ? slug(block.heading) : null;
    const at = anchor ? `${url}#${anchor}` : url;
    const h = {...hierarchy, lvl2: block.heading ?? null};
    const shared = {...base, url: at, url_without_anchor: url, anchor, hierarchy: h};
    if (block.heading) records.push({...shared, objectID: `${key}-${i}h`, type: 'lvl2', content: null, weight: weight(90, i * 2 + 1)});
    records.push({...shared, objectID: `${key}-${i}c`, type: 'content', content: block.text, weight: weight(0, i * 2 + 2)});
  });
  return records;
}
