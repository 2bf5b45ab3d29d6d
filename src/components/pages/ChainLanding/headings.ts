/**
 * The sections of a chain's landing page: the page renders these headings and its table of
 * contents (desktop and phone) lists the same entries, so they cannot drift apart.
 */
import type {TOCItem} from '@docusaurus/mdx-loader';
import type {Chain} from '@site/src/data/chains';

export interface LandingHeading {
  id: 'ledger' | 'related';
  text: string;
}

export function landingHeadings(chain: Pick<Chain, 'related'>): LandingHeading[] {
  return [
    {id: 'ledger', text: 'Hardware wallet'},
    ...(chain.related.length > 0 ? [{id: 'related' as const, text: 'Related projects'}] : []),
  ];
}

export const landingToc = (headings: readonly LandingHeading[]): TOCItem[] => headings.map(({id, text}) => ({id, value: text, level: 2}));
