/**
 * Headings drawn by <ChainFacts>, in page order, for the landing page's table of contents.
 * Only sections that render are listed, so the TOC never points at a missing heading.
 * Each id is its text's anchor by the site's rule (anchors.mjs), as a Markdown heading gets: the page's
 * Markdown twin then has the same sections, and get_page finds one by the anchor of the page's URL.
 */
import type {TOCItem} from '@docusaurus/mdx-loader';
import type {ChainFacts} from '@zondax/docs-core/chains/facts';
import {headingAnchor} from '@zondax/docs-core/markdown/anchors.mjs';

/** A heading whose id is its text's anchor. */
export const anchored = (text: string) => ({id: headingAnchor(text), text});

export const factsHeadings = {
  glance: anchored('At a glance'),
  releases: anchored('Releases'),
  developers: anchored('For developers'),
  install: anchored('Install the app on a device'),
};

export function chainFactsToc(facts: ChainFacts | undefined): TOCItem[] {
  if (!facts) return [];
  return Object.values(factsHeadings)
    .filter(({id}) => id !== factsHeadings.releases.id || facts.releases)
    .map(({id, text}) => ({id, value: text, level: 2}));
}
