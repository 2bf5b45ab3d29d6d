/**
 * "Checked against the code" under a hand-written documentation page: the day its facts were last read against
 * the code it describes, each repository at the commit read and each published package at the version read
 * (src/config/codeCheck.ts). Outside .theme-doc-markdown, so the Markdown export leaves it out, and marked
 * data-search-skip, so search does too (it is about the page, not in it; get_page answers it apart from the text).
 */
import React, {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {packageVersionUrl} from '@zondax/docs-core/packageRegistry';
import {listSeparator} from '@zondax/docs-core/text/andList';
import {longDate} from '@zondax/docs-core/text/longDate';
import {repoTreeUrl} from '@site/src/data/site';
import type {DocCodeCheck} from '@site/src/config/codeCheck';
import styles from './styles.module.css';

export default function CodeCheckNote({check}: {check: DocCodeCheck}): ReactNode {
  const read: {key: string; item: ReactNode}[] = [
    ...check.sources.map((source) => ({
      key: source.repository,
      item: (
        <>
          <Link href={repoTreeUrl(source.repository, source.commit)}>
            {source.repository} at {source.commit.slice(0, 7)}
          </Link>{' '}
          ({longDate(source.date)})
        </>
      ),
    })),
    ...(check.packages ?? []).map((pkg) => ({
      key: `${pkg.registry}:${pkg.name}`,
      item: (
        <>
          the package published on {pkg.registry},{' '}
          <Link href={packageVersionUrl(pkg.name, pkg.version)}>
            {pkg.name} {pkg.version}
          </Link>
        </>
      ),
    })),
  ];
  return (
    <p className={styles.note} data-code-check data-search-skip>
      Checked against the code on {longDate(check.checkedAt)}:{' '}
      {read.map(({key, item}, i) => (
        <Fragment key={key}>
          {listSeparator(i, read.length)}
          {item}
        </Fragment>
      ))}
      . Where a repository&apos;s own documentation and its code disagree, this page follows the code.
    </p>
  );
}
