import {repoUrl} from '../data/site';

/** Repository of this documentation site (docusaurus.config.ts projectName). */
export const docsRepository = 'docs';

/** Target of the no-results screen's 'Let us know.' link: a prefilled issue on the docs repository. */
export function missingResultsUrl(query: string): string {
  const title = `Search: no results for "${query.slice(0, 64)}"`;
  return `${repoUrl(docsRepository)}/issues/new?title=${encodeURIComponent(title)}&labels=search`;
}
