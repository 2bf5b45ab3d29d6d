import React, {useMemo} from 'react';
import {diffVersions, type MethodRef, type PalletList} from '@zondax/docs-core/ledger/supported/diff';
import styles from './styles.module.css';
import CodeBreaks from '@site/src/components/CodeBreaks';

export interface VersionDiffProps {
  /** The version this page documents. */
  current: PalletList;
  /** The version before it; absent for the earliest list of a chain. */
  previous?: PalletList;
  /** How to name the previous version in sentences, e.g. '8.23.x'. */
  previousLabel?: string;
}

function byPallet(refs: MethodRef[]): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const r of refs) groups.set(r.pallet, [...(groups.get(r.pallet) ?? []), r.method]);
  return [...groups.entries()];
}

function MethodGroups({refs, kind}: {refs: MethodRef[]; kind: 'added' | 'removed'}): React.ReactElement {
  return (
    <ul className={styles.groups}>
      {byPallet(refs).map(([pallet, methods]) => (
        <li key={pallet}>
          <strong>{pallet}</strong>
          <ul className={styles.methods}>
            {methods.map((m) => (
              <li key={m} className={styles[kind]}>
                <span aria-hidden="true">{kind === 'added' ? '+' : '−'}</span> {m}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Methods added, removed or with new arguments compared with the previous version. */
export default function VersionDiff({current, previous, previousLabel}: VersionDiffProps): React.ReactElement {
  const diff = useMemo(() => diffVersions(previous, current), [previous, current]);
  const than = previousLabel ? `version ${previousLabel}` : 'the previous version';

  if (!previous) {
    return (
      <p className={styles.summary}>
        This is the earliest list the repository records for this app, so there is nothing to compare it with: all{' '}
        {plural(diff.addedMethods.length, 'method')} in {plural(diff.addedPallets.length, 'pallet')} are listed above.
      </p>
    );
  }

  const nothing = diff.addedMethods.length + diff.removedMethods.length + diff.changedMethods.length === 0;
  return (
    <div className={styles.root}>
      <p className={styles.summary}>
        {nothing
          ? `Same pallets, methods and arguments as ${than}; only device support may differ.`
          : `Compared with ${than}: ${plural(diff.addedMethods.length, 'method')} added, ${plural(
              diff.removedMethods.length,
              'method',
            )} removed, ${plural(diff.changedMethods.length, 'method')} with changed arguments.`}
        {diff.addedPallets.length > 0 && ` New pallets: ${diff.addedPallets.join(', ')}.`}
        {diff.removedPallets.length > 0 && ` Pallets no longer listed: ${diff.removedPallets.join(', ')}.`}
      </p>
      {diff.addedMethods.length > 0 && (
        <details className={styles.block}>
          <summary>Added ({diff.addedMethods.length})</summary>
          <MethodGroups refs={diff.addedMethods} kind="added" />
        </details>
      )}
      {diff.removedMethods.length > 0 && (
        <details className={styles.block}>
          <summary>Removed ({diff.removedMethods.length})</summary>
          <MethodGroups refs={diff.removedMethods} kind="removed" />
        </details>
      )}
      {diff.changedMethods.length > 0 && (
        <details className={styles.block}>
          <summary>Changed arguments ({diff.changedMethods.length})</summary>
          <ul className={styles.groups}>
            {diff.changedMethods.map((c) => (
              <li key={`${c.pallet}/${c.method}`}>
                <strong>
                  {c.pallet} · {c.method}
                </strong>
                <div className={styles.change}>
                  <span className={styles.removed}>
                    <span className={styles.tag}>before</span>{' '}
                    <code>
                      <CodeBreaks text={c.before.join(', ') || 'none'} />
                    </code>
                  </span>
                  <span className={styles.added}>
                    <span className={styles.tag}>now</span>{' '}
                    <code>
                      <CodeBreaks text={c.after.join(', ') || 'none'} />
                    </code>
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
