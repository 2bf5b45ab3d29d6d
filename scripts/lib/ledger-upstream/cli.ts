/**
 * npm run ledger:upstream -- <folder of clones> [--apply] [--releases] [--only a,b] [--date YYYY-MM-DD]
 *                                                [--markdown <file>] [--json <file>] [--root <dir>]
 *
 * Re-reads every app's records at the newest commit of the branch it follows (check.ts) and prints the
 * report (check.ts, including the make targets each app's build page runs). `--apply` rewrites the records of
 * current and safe apps (apply.ts); material changes are only listed. `--markdown` writes the report as an issue body, only when a person has something to do (the
 * scheduled workflow opens an issue when the file exists). `--releases` writes each app's release history
 * (releases.ts: every version tag, with the instructions read at it). The clones folder holds a clone of each app's
 * repository and of Zondax/ledger-zxlib, as <name>, <owner>/<name> or <owner>+<name>/repo.
 */
import {readFileSync, writeFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import type {ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';
import type {AppInfo} from '@zondax/docs-core/ledger/supported/schema';
import {applyResults} from './apply';
import {checkApp, type CheckResult, type UpstreamEntry} from './check';
import {appRecords} from './records';
import {pageMakeTargets} from './read';
import {readReleases, recordedTags, writeReleases} from './releases';
import {markdownReport, needsAttention, textReport} from './report';

export interface CliIo {
  /** Loads data/ledger-apps/<folder>/apdu.ts (TypeScript: the entry script passes jiti's require). */
  loadSpec: (file: string) => ApduSpec;
  log: (text: string) => void;
}

function option(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

export function usage(): string {
  return 'usage: npm run ledger:upstream -- <folder of clones> [--apply] [--releases] [--only a,b] [--date YYYY-MM-DD] [--markdown <file>] [--json <file>] [--root <dir>]';
}

/** The app's build page (docs/ledger-apps/<folder>/build.md, or BUILD.md) and the make targets it runs. */
function buildPageOf(root: string, folder: string): {path: string; targets: string[]} | undefined {
  for (const name of ['build.md', 'BUILD.md']) {
    const page = `docs/ledger-apps/${folder}/${name}`;
    if (existsSync(path.join(root, page))) return {path: page, targets: pageMakeTargets(readFileSync(path.join(root, page), 'utf8'))};
  }
  return undefined;
}

export function main(argv: string[], io: CliIo): number {
  const valued = new Set(['--only', '--date', '--markdown', '--json', '--root']);
  const positional = argv.filter((a, i) => !a.startsWith('--') && !valued.has(argv[i - 1]));
  const clones = positional[0];
  if (!clones || argv.includes('--help')) {
    io.log(usage());
    return clones ? 0 : 2;
  }
  const root = path.resolve(option(argv, '--root') ?? path.join(__dirname, '../../..'));
  const date = option(argv, '--date') ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    io.log(`--date takes YYYY-MM-DD, not ${date}`);
    return 2;
  }
  const dataDir = path.join(root, 'data/ledger-apps');
  const apps = JSON.parse(readFileSync(path.join(dataDir, 'apps.json'), 'utf8')) as Record<string, AppInfo>;
  const upstream = JSON.parse(readFileSync(path.join(dataDir, 'upstream.json'), 'utf8')) as Record<string, UpstreamEntry>;
  const only = option(argv, '--only')?.split(',').filter(Boolean);
  const folders = Object.keys(apps).filter((f) => !only || only.includes(f));
  const missing = (only ?? []).filter((f) => !apps[f]);
  if (missing.length) {
    io.log(`unknown app folder(s): ${missing.join(', ')}`);
    return 2;
  }
  const results: CheckResult[] = folders.map((folder) => {
    const entry = upstream[folder];
    const specFile = path.join(dataDir, folder, 'apdu.ts');
    if (!entry || !existsSync(specFile))
      return {
        folder,
        repository: apps[folder].repository,
        classification: 'unreadable',
        recorded: {commit: apps[folder].commit, version: apps[folder].appVersion, date: apps[folder].date},
        changes: [{kind: 'code', text: entry ? `no ${path.relative(root, specFile)}` : `no entry in data/ledger-apps/upstream.json`}],
        notes: [],
      };
    const records = appRecords(folder, apps[folder], entry, io.loadSpec(specFile), recordedTags(root, folder), buildPageOf(root, folder));
    if (argv.includes('--releases')) {
      const file = readReleases(records, path.resolve(clones), date);
      if (file) io.log(`releases of ${folder}: ${file.releases.length} tags → ${writeReleases(root, folder, file)}`);
      records.knownTags = file?.releases.map((r) => r.tag) ?? records.knownTags;
    }
    return checkApp(records, path.resolve(clones));
  });
  io.log(textReport(results, {clones, date}));
  const markdown = option(argv, '--markdown');
  if (markdown && needsAttention(results)) writeFileSync(markdown, markdownReport(results, {date}));
  const json = option(argv, '--json');
  if (json) writeFileSync(json, `${JSON.stringify({date, results}, null, 2)}\n`);
  if (argv.includes('--apply')) {
    const applied = applyResults(results, {root, today: date});
    for (const a of applied) io.log(`applied ${a.folder}: ${a.files.join(', ')}`);
  }
  return 0;
}
