/**
 * Headings drawn by <ChainFacts>, in page order, for the landing page's table of contents.
 * Only sections that render are listed, so the TOC never points at a missing heading.
 */
import type {TOCItem} from '@docusaurus/mdx-loader';
import type {ChainFacts} from '@zondax/docs-core/chains/facts';

export const factsHeadings = {
  glance: {id: 'at-a-glance', text: 'At a glance'},
  releases: {id: 'releases', text: 'Releases'},
  developers: {id: 'for-developers', text: 'For developers'},
  install: {id: 'install-on-a-device', text: 'Install the app on a device'},
} as const;

export function chainFactsToc(facts: ChainFacts | undefined): TOCItem[] {
  if (!facts) return [];
  return Object.values(factsHeadings)
    .filter(({id}) => id !== factsHeadings.releases.id || facts.releases)
    .map(({id, text}) => ({id, value: text, level: 2}));
}
