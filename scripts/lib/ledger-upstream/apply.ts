/**
 * `--apply`: rewrites the records of apps the check found current or safe (version or commit only), never
 * of one with material changes. A safe app gets the new commit, its date and the version in apps.json,
 * and the new commit (and zxlib pin) wherever its folder's data files name the old one; every checked
 * app that is not material gets checkedAt (issue 62, item 5).
 */
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {CheckResult} from './check';

/** Replaces a commit hash, in full and as the 7-character short form a record may quote ("(7fbd5d3)"). */
export function replaceCommit(text: string, from: string, to: string): string {
  return text
    .split(from)
    .join(to)
    .replace(new RegExp(`\\b${from.slice(0, 7)}\\b`, 'g'), to.slice(0, 7));
}

export interface Applied {
  folder: string;
  files: string[];
}

export function applyResults(results: readonly CheckResult[], {root, today}: {root: string; today: string}): Applied[] {
  const appsFile = path.join(root, 'data/ledger-apps/apps.json');
  const apps = JSON.parse(readFileSync(appsFile, 'utf8')) as Record<string, Record<string, unknown>>;
  const applied: Applied[] = [];
  for (const result of results) {
    if (result.classification !== 'current' && result.classification !== 'safe') continue;
    const entry = apps[result.folder];
    if (!entry) continue;
    const files = ['data/ledger-apps/apps.json'];
    if (result.classification === 'safe' && result.head) {
      const dir = path.join(root, 'data/ledger-apps', result.folder);
      for (const name of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
        const file = path.join(dir, name);
        const before = readFileSync(file, 'utf8');
        let after = replaceCommit(before, result.recorded.commit, result.head.commit);
        if (result.zxlib) after = replaceCommit(after, result.zxlib.from, result.zxlib.to);
        if (after !== before) {
          writeFileSync(file, after);
          files.push(path.relative(root, file));
        }
      }
      entry.commit = result.head.commit;
      entry.date = result.head.date;
      if (result.head.version) entry.appVersion = result.head.version;
    }
    entry.checkedAt = today;
    applied.push({folder: result.folder, files});
  }
  writeFileSync(appsFile, `${JSON.stringify(apps, null, 2)}\n`);
  return applied;
}
