/**
 * What /search shows when a query finds nothing: the modal's no-results wording (SPEC 8: 'No results for "{query}"'
 * and 'Believe this query should return results?' with 'Let us know.'), and, when the search was narrowed to a
 * section or a chain, where it looked and a button that searches everywhere: the filters are easy to forget, and a
 * query with no results in one section often has some in another.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {missingResultsUrl} from '@site/src/search/feedback';
import styles from './styles.module.css';

export interface NoResultsProps {
  query: string;
  /** The section and chain the search was narrowed to, as the filters name them. */
  sectionTitle?: string;
  chain?: string;
  /** Clears both filters. */
  onSearchEverywhere: () => void;
  /** False on the docVisualizationTest build, as in the modal. */
  showFeedback: boolean;
}

/** " in Zemu", " about Polkadot", " in Ledger apps about Polkadot", or nothing. */
export function whereSearched(sectionTitle?: string, chain?: string): string {
  return `${sectionTitle ? ` in ${sectionTitle}` : ''}${chain ? ` about ${chain}` : ''}`;
}

export default function NoResults({query, sectionTitle, chain, onSearchEverywhere, showFeedback}: NoResultsProps): ReactNode {
  const narrowed = Boolean(sectionTitle || chain);
  return (
    <div className={styles.noResults} data-search-no-results>
      <p className={styles.failureTitle}>
        No results for &quot;{query}&quot;{whereSearched(sectionTitle, chain)}
      </p>
      {narrowed && (
        <p>
          <button type="button" className={styles.retryButton} onClick={onSearchEverywhere}>
            Search all sections and chains
          </button>
        </p>
      )}
      {showFeedback && (
        <p>
          Believe this query should return results? <Link href={missingResultsUrl(query)}>Let us know.</Link>
        </p>
      )}
    </div>
  );
}
