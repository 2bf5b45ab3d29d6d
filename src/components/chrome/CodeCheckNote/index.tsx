/**
 * "Checked against the code" under a hand-written documentation page: the day its facts were last read against
 * the code it describes, and each repository at the commit read (src/config/codeCheck.ts). Outside .theme-doc-markdown,
 * so the Markdown export leaves it out, and marked data-search-skip, so search does too (it is about the page, not
 * in it; get_page answers it apart from the text).
 */
import React, {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {longDate} from '@zondax/docs-core/text/longDate';
import {repoTreeUrl} from '@site/src/data/site';
import type {DocCodeCheck} from '@site/src/config/codeCheck';
import styles from './styles.module.css';

export default function CodeCheckNote({check}: {check: DocCodeCheck}): ReactNode {
  return (
    <p className={styles.note} data-code-check data-search-skip>
      Checked against the code on {longDate(check.checkedAt)}:{' '}
      {check.sources.map((source, i) => (
        <Fragment key={source.repository}>
          {i > 0 && (i === check.sources.length - 1 ? ' and ' : ', ')}
          <Link href={repoTreeUrl(source.repository, source.commit)}>
            {source.repository} at {source.commit.slice(0, 7)}
          </Link>{' '}
          ({longDate(source.date)})
        </Fragment>
      ))}
      . Where a repository&apos;s own documentation and its code disagree, this page follows the code.
    </p>
  );
}
