/**
 * "Report a problem with this page" (issue 60), beside "Edit this page" on every doc page and at the end of each
 * chain's landing page: a link to a new issue on the docs' source repository with the page, the section, the
 * selected text and the build's commit filled in (@zondax/docs-core/reports/problemIssue.ts, which the
 * report_doc_problem tool uses too). Nothing is sent by the site: the reader reviews and submits the issue on the
 * repository's own site. The static HTML links the page alone; once hydrated the link is rewritten the moment it
 * is pressed, focused or opened in a menu, from what the reader is pointing at then.
 */
import React, {useRef, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {problemIssueUrl, type ProblemReport} from '@zondax/docs-core/reports/problemIssue';
import {docsSource} from '@site/src/data/site';
import {readerContext, type ReaderContext} from './readerContext';
import styles from './styles.module.css';

/** How long a selection read as the pointer went down still counts when the click comes (the click may clear it). */
const pressWindowMs = 2_000;

/**
 * The link for one page: its canonical path (base URL included) and title; the quote and section come from the
 * page's article, or its main element where it has no article (a chain's landing page).
 */
export function ReportProblemLink({permalink, title}: {permalink: string; title: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const link = useRef<HTMLAnchorElement>(null);
  const pressed = useRef<{at: number; context: ReaderContext}>(undefined);
  const report: ProblemReport = {
    pageUrl: `${siteConfig.url.replace(/\/+$/, '')}${permalink}`,
    pageTitle: title,
    commit: (siteConfig.customFields as {buildCommit?: string | null}).buildCommit ?? null,
  };

  const current = (): ReaderContext =>
    readerContext(link.current?.closest('article') ?? link.current?.closest('main') ?? document.querySelector('article'));
  const write = (context: ReaderContext) => {
    if (link.current) link.current.href = problemIssueUrl(docsSource.repository, {...report, ...context});
  };
  const onPress = () => {
    const context = current();
    pressed.current = {at: Date.now(), context};
    write(context);
  };
  const onActivate = () => {
    const recent = pressed.current && Date.now() - pressed.current.at < pressWindowMs ? pressed.current.context : undefined;
    write(recent ?? current());
    pressed.current = undefined;
  };

  return (
    <a
      ref={link}
      className={styles.report}
      href={problemIssueUrl(docsSource.repository, report)}
      target="_blank"
      rel="noopener noreferrer"
      onPointerDown={onPress}
      onContextMenu={onPress}
      onFocus={() => write(current())}
      onClick={onActivate}
      data-report-problem
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className={styles.icon}>
        <path fill="currentColor" d="M5 3h2v1h11.4l-1.8 4.5L18.4 13H7v8H5V3zm2 3v5h8.4l-1-2.5 1-2.5H7z" />
      </svg>
      Report a problem with this page
      <span className="visually-hidden"> (opens a new issue on GitHub)</span>
    </a>
  );
}

/** The doc footer's link (src/theme/EditThisPage), named after the doc. */
export default function ReportProblem(): ReactNode {
  const {metadata} = useDoc();
  return <ReportProblemLink permalink={metadata.permalink} title={metadata.title} />;
}
