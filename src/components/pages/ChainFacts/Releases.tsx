import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import TableScroll from '@site/src/components/mdx/TableScroll';
import {changeEntries, changeText, type ChangeEntry, type ReleaseRow} from '@zondax/docs-core/ledger/releases';
import CodeBreaks from '@site/src/components/CodeBreaks';
import {longDate} from '@zondax/docs-core/text/longDate';
import {factsHeadings} from './headings';
import styles from './styles.module.css';
import {repoTreeUrl, repoUrl} from '@site/src/data/site';

/** Rows shown before "Older releases": enough for a year or two of most apps. */
export const RECENT_RELEASES = 8;

/** A change with its instruction's name as code, which wraps after an underscore rather than inside a word. */
function Change({entry}: {entry: ChangeEntry}): React.ReactElement {
  return (
    <>
      {entry.before}
      <code>
        <CodeBreaks text={entry.name} />
      </code>
      {entry.after}
    </>
  );
}

function Changes({row}: {row: ReleaseRow}): React.ReactElement {
  const entries = changeEntries(row.changes);
  if (row.changes.kind === 'first') return <span className={styles.muted}>first tagged release</span>;
  if (row.changes.kind === 'not read') return <span className={styles.muted}>not compared</span>;
  if (entries.length === 0) return <>none</>;
  return (
    <ul className={styles.changes}>
      {entries.map((e) => (
        <li key={changeText(e)}>
          <Change entry={e} />
        </li>
      ))}
    </ul>
  );
}

function ReleaseTable({rows, repository, label}: {rows: readonly ReleaseRow[]; repository: string; label: string}): React.ReactElement {
  return (
    <TableScroll label={label} className={styles.releaseRows} stackOnPhone>
      <table aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Date</th>
            <th scope="col">Commit</th>
            <th scope="col">Instruction changes</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.tag}>
              <th scope="row">{r.version}</th>
              <td data-label="Date" className={styles.unlabelledOnPhone}>
                {r.date}
              </td>
              <td data-label="Commit" className={styles.unlabelledOnPhone}>
                <Link href={repoTreeUrl(repository, r.commit)} aria-label={`Commit ${r.commit.slice(0, 7)} of ${r.tag}`}>
                  <code>{r.commit.slice(0, 7)}</code>
                </Link>
              </td>
              <td data-label="Instruction changes" data-search-label className={styles.changesCell}>
                <Changes row={r} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * The app's releases (issue 62): every version its repository tags, newest first, with the instructions
 * added, removed or renumbered since the release before, as the upstream check read them at each commit.
 */
export default function Releases({
  chainName,
  repository,
  releases,
}: {
  chainName: string;
  repository: string;
  releases: {readAt: string; rows: readonly ReleaseRow[]};
}): React.ReactElement {
  const {rows, readAt} = releases;
  const heading = factsHeadings.releases;
  const recent = rows.slice(0, RECENT_RELEASES);
  const older = rows.slice(RECENT_RELEASES);
  const uncompared = rows.filter((row) => row.changes.kind === 'not read').length;
  const changed = rows.map((row) => ({row, entries: changeEntries(row.changes)})).filter(({entries}) => entries.length > 0);
  return (
    <section aria-labelledby={heading.id} className={styles.block}>
      <Heading as="h2" id={heading.id}>
        {heading.text}
      </Heading>
      <p>
        {rows.length === 1 ? 'The one release' : `The ${rows.length} releases`} tagged in{' '}
        <Link href={`${repoUrl(repository)}/tags`}>{repository}</Link>, newest first, as read on {longDate(readAt)}. Instruction changes
        list the instructions a production build of the {chainName} app accepts that were added, removed or renumbered since the release
        before, read in the app's source code as tagged for each release.
        {uncompared > 0 &&
          ` ${uncompared === 1 ? 'One release is' : `${uncompared} releases are`} not compared: the commands of ${uncompared === 1 ? 'that release' : 'each'}, or of the release before, were in other source files than the ones read.`}{' '}
        {changed.length
          ? 'The releases that changed them:'
          : uncompared > 0
            ? 'No compared release changed them.'
            : 'No release changed them.'}
      </p>
      {changed.length > 0 && (
        <ul className={styles.changedReleases} data-testid="release-changes">
          {changed.map(({row, entries}) => (
            <li key={row.tag}>
              <strong>{row.version}</strong> ({longDate(row.date)}):{' '}
              {entries.map((e, i) => (
                <React.Fragment key={changeText(e)}>
                  {i > 0 && '; '}
                  <Change entry={e} />
                </React.Fragment>
              ))}
            </li>
          ))}
        </ul>
      )}
      <ReleaseTable rows={recent} repository={repository} label={`${chainName} app releases`} />
      {older.length > 0 && (
        <details className={styles.older}>
          <summary>Older releases ({older.length})</summary>
          <ReleaseTable rows={older} repository={repository} label={`Older ${chainName} app releases`} />
        </details>
      )}
    </section>
  );
}
