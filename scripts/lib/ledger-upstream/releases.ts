/**
 * `--releases`: the release history of each app (issue 62, item 4). Every tag that names a version
 * (v2.3.7, 2.276.0) is a release; at its commit the instructions are read as the upstream check reads
 * them (the dispatchers' production cases, with the INS values the recorded define files give them).
 * Written to data/ledger-apps/<folder>/releases.json; src/ledger/releases.ts computes the changes.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {ReleaseRecord, ReleasesFile} from '@zondax/docs-core/ledger/releases';
import {compareReleases} from '@zondax/docs-core/ledger/releases';
import {appTree, cloneOf, isExcluded, ZXLIB, type AppRecords} from './check';
import {tags} from './git';
import {languageOf, readCases, readDefinitions} from './read';

/** A tag that names a release: a version, with or without a leading v. */
export const releaseTag = /^v?(\d+\.\d+\.\d+)$/;

/** The instructions of a production build at `commit`, or null when the recorded files cannot be read there. */
export function instructionsAt(
  records: AppRecords,
  appDir: string,
  zxlibDir: string | undefined,
  commit: string,
): Record<string, number | null> | null {
  const {read} = appTree(appDir, commit, zxlibDir, records.statusWords?.zxlib?.path);
  const names = new Set<string>();
  for (const dispatcher of records.dispatchers) {
    const text = read(dispatcher);
    if (text === undefined) return null;
    const cases = readCases(text, languageOf(dispatcher.path), dispatcher.function).filter(
      (c) => !isExcluded(c.conditions, records.upstream),
    );
    if (cases.length === 0) return null;
    for (const c of cases) names.add(c.name);
  }
  if (names.size === 0) return null;
  const values = new Map<string, number>();
  for (const file of records.defineFiles) {
    const text = read(file);
    if (text === undefined) continue;
    for (const d of readDefinitions(text, languageOf(file.path)))
      if (names.has(d.name) && !values.has(d.name) && !isExcluded(d.conditions, records.upstream)) values.set(d.name, d.value);
  }
  return Object.fromEntries([...names].sort().map((n) => [n, values.get(n) ?? null]));
}

/** Every release the repository tags, oldest first, with the instructions read at each. */
export function readReleases(records: AppRecords, clones: string, readAt: string): ReleasesFile | undefined {
  const dir = cloneOf(clones, records.app.repository);
  if (!dir) return undefined;
  const zxlibDir = cloneOf(clones, ZXLIB);
  const releases: ReleaseRecord[] = tags(dir)
    .filter((t) => releaseTag.test(t.name))
    .map((t) => ({
      version: t.name.match(releaseTag)![1],
      tag: t.name,
      commit: t.commit,
      date: t.date,
      instructions: instructionsAt(records, dir, zxlibDir, t.commit),
    }));
  releases.sort(compareReleases);
  return {repository: records.app.repository, readAt, releases};
}

export const releasesPath = (root: string, folder: string) => path.join(root, 'data/ledger-apps', folder, 'releases.json');

export function writeReleases(root: string, folder: string, file: ReleasesFile): string {
  const target = releasesPath(root, folder);
  writeFileSync(target, `${JSON.stringify(file, null, 2)}\n`);
  return path.relative(root, target);
}

/** The tags releases.json already records, or undefined without a file. */
export function recordedTags(root: string, folder: string): string[] | undefined {
  const file = releasesPath(root, folder);
  if (!existsSync(file)) return undefined;
  return (JSON.parse(readFileSync(file, 'utf8')) as ReleasesFile).releases.map((r) => r.tag);
}
