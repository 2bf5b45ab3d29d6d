/**
 * The sections of a chain's landing page: the page renders these headings and its table of
 * contents (desktop and phone) lists the same entries, so they cannot drift apart.
 */
import type {TOCItem} from '@docusaurus/mdx-loader';
import type {Chain} from '@site/src/data/chains';
import {anchored} from '@site/src/components/pages/ChainFacts/headings';

export interface LandingHeading {
  id: string;
  text: string;
}

/** The page's own sections after the facts; ids by the same rule as the facts' headings (ChainFacts/headings.ts). */
export function landingHeadings(chain: Pick<Chain, 'related'>): LandingHeading[] {
  return [anchored('Hardware wallet'), ...(chain.related.length > 0 ? [anchored('Related projects')] : [])];
}

export const landingToc = (headings: readonly LandingHeading[]): TOCItem[] => headings.map(({id, text}) => ({id, value: text, level: 2}));
