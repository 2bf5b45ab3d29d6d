/**
 * npm run docs:upstream -- [--clones <folder>] [--markdown <file>] [--json <file>]
 * npm run docs:upstream -- --list      (each repository and branch to clone, one per line)
 *
 * The upstream check of the hand-written sections (src/data/codeChecks.ts): for each repository a section was read
 * against, is the commit read still the newest of the branch the section follows? A source whose branch has moved
 * is reported with the number of commits and the files that changed since, so a person reads the section again
 * and records the new commit. With --clones, branches are read from local clones or snapshots (<name>,
 * <owner>/<name> or <owner>+<name>/repo, as for ledger:upstream); without, from the source host with
 * `git ls-remote` (the newest commit only). A package a section was read against (a release ahead of its repository's
 * history) is compared with the registry's latest version (`npm view`). `--markdown` writes an issue body only when
 * there is something to do. The Ledger apps have their own check (npm run ledger:upstream).
 */
import {execFileSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {sectionCodeChecks, type CodeCheck, type CodePackage, type CodeSource} from '../../src/data/codeChecks';
import {provider} from '../../src/data/site';
import {branchHead, changesSince, isAncestor} from './ledger-upstream/git';
import {cloneOf} from './ledger-upstream/check';

export interface SourceState {
  section: string;
  source: CodeSource;
  state: 'current' | 'moved' | 'unreadable';
  /** The branch's newest commit, when it could be read. */
  head?: string;
  /** Commits on the branch after the one read, and the files they changed (from a clone only). */
  ahead?: number;
  changedFiles?: string[];
  /** Why a source is unreadable, or that its commit is no longer on the branch. */
  note?: string;
}

export interface PackageState {
  section: string;
  package: CodePackage;
  state: SourceState['state'];
  /** The registry's latest version, when it could be read. */
  latest?: string;
  /** Why a package is unreadable. */
  note?: string;
}

/** What a branch looks like now: its newest commit and, where the history is at hand, what changed since `since`. */
export type BranchReader = (source: CodeSource) => {head: string; ahead?: number; changedFiles?: string[]; note?: string} | {error: string};

/** Reads branches from local clones or snapshots. */
export function cloneReader(clones: string): BranchReader {
  return (source) => {
    const dir = cloneOf(clones, source.repository);
    if (!dir) return {error: `no clone of ${source.repository} in ${clones}`};
    const head = branchHead(dir, source.branch);
    if (!head) return {error: `${source.repository} has no branch ${source.branch}`};
    if (head === source.commit) return {head, ahead: 0, changedFiles: []};
    if (!isAncestor(dir, source.commit, head))
      return {head, note: `the commit read is not on ${source.branch} any more (force-pushed, or the branch was replaced)`};
    return {head, ...changesSince(dir, source.commit, head)};
  };
}

/** Reads the newest commit of each branch from the source host (no history: the count of commits is unknown). */
export function remoteReader(): BranchReader {
  return (source) => {
    try {
      const out = execFileSync('git', ['ls-remote', `${provider.sourceHost}/${source.repository}.git`, `refs/heads/${source.branch}`], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const head = out.split('\t')[0]?.trim();
      return /^[0-9a-f]{40}$/.test(head ?? '') ? {head} : {error: `${source.repository} has no branch ${source.branch}`};
    } catch (error) {
      return {error: `${source.repository}: ${(error as Error).message.split('\n')[0]}`};
    }
  };
}

/** The latest version of a package on its registry. */
export type PackageReader = (pkg: CodePackage) => {latest: string} | {error: string};

/** Reads the latest version from the npm registry (the one npm is configured with). */
export function registryReader(): PackageReader {
  return (pkg) => {
    try {
      const latest = execFileSync('npm', ['view', pkg.name, 'version'], {
        encoding: 'utf8',
        timeout: 60_000,
        stdio: ['ignore', 'pipe', 'pipe'],
      }).trim();
      return latest ? {latest} : {error: 'the registry names no latest version'};
    } catch (error) {
      // npm's own reason (E404 and the like) is on stderr; the error's message is only the command line.
      const stderr = String((error as {stderr?: unknown}).stderr ?? '');
      const said = stderr.split('\n').filter((line) => /^npm (error|ERR!) /.test(line));
      const reason = said.find((line) => !/^npm (error|ERR!) code /.test(line)) ?? said[0] ?? (error as Error).message.split('\n')[0];
      return {error: reason ?? 'npm view failed'};
    }
  };
}

export function checkPackages(checks: Readonly<Record<string, CodeCheck>>, read: PackageReader): PackageState[] {
  return Object.entries(checks).flatMap(([section, check]) =>
    (check.packages ?? []).map((pkg): PackageState => {
      const now = read(pkg);
      if ('error' in now) return {section, package: pkg, state: 'unreadable', note: now.error};
      return {section, package: pkg, state: now.latest === pkg.version ? 'current' : 'moved', latest: now.latest};
    }),
  );
}

export function checkSources(checks: Readonly<Record<string, CodeCheck>>, read: BranchReader): SourceState[] {
  return Object.entries(checks).flatMap(([section, check]) =>
    check.sources.map((source): SourceState => {
      const now = read(source);
      if ('error' in now) return {section, source, state: 'unreadable', note: now.error};
      const state = now.head === source.commit ? 'current' : 'moved';
      return {section, source, state, head: now.head, ahead: now.ahead, changedFiles: now.changedFiles, note: now.note};
    }),
  );
}

const short = (commit?: string) => commit?.slice(0, 7) ?? '?';

/** What became of a source since the commit read: its commit, why it is unreadable, or how far its branch moved. */
function change(s: SourceState): string {
  if (s.state === 'current') return `at ${short(s.source.commit)}`;
  if (s.state === 'unreadable') return s.note ?? '';
  const since =
    s.ahead === undefined ? '' : `, ${s.ahead} commit${s.ahead === 1 ? '' : 's'} and ${s.changedFiles?.length ?? 0} files since`;
  return `${short(s.source.commit)} → ${short(s.head)}${since}${s.note ? ` (${s.note})` : ''}`;
}

/** The repository and branch, then the change (after a colon when there is only a reason to give). */
const sourceAndChange = (s: SourceState, repository: string) =>
  `${repository} ${s.source.branch}${s.state === 'unreadable' ? ': ' : ' '}${change(s)}`;

function describe(s: SourceState): string {
  return `${s.state.padEnd(10)} ${s.section}: ${sourceAndChange(s, s.source.repository)}`;
}

/** The package and what became of it: at its version, the version read → the latest, or why it is unreadable. */
function packageChange(p: PackageState, name: string): string {
  if (p.state === 'unreadable') return `${name}: ${p.note ?? ''}`;
  return p.state === 'current' ? `${name} at ${p.package.version}` : `${name} ${p.package.version} → ${p.latest}`;
}

const counts = (states: readonly {state: SourceState['state']}[]) =>
  ['current', 'moved', 'unreadable'].map((k) => `${states.filter((s) => s.state === k).length} ${k}`).join(', ');

export function textReport(states: readonly SourceState[], packages: readonly PackageState[] = []): string {
  return [
    `docs upstream check: ${states.length} sources (${counts(states)})${packages.length ? `, ${packages.length} package${packages.length === 1 ? '' : 's'} (${counts(packages)})` : ''}`,
    ...states.map(describe),
    ...packages.map((p) => `${p.state.padEnd(10)} ${p.section}: ${packageChange(p, `${p.package.registry} ${p.package.name}`)}`),
  ].join('\n');
}

/** An issue body listing what a person has to do, or undefined when every source is current. */
export function markdownReport(states: readonly SourceState[], date: string, packages: readonly PackageState[] = []): string | undefined {
  const todo = states.filter((s) => s.state !== 'current');
  const todoPackages = packages.filter((p) => p.state !== 'current');
  const found = todo.length + todoPackages.length;
  if (!found) return undefined;
  const lines = [
    `The docs upstream check of ${date} found ${found} source${found === 1 ? '' : 's'} to look at (src/data/codeChecks.ts).`,
    '',
    'For each moved source: read the section again against the new commit, fix what the code now contradicts, and record the commit, its date and the day of the check in `src/data/codeChecks.ts`.',
    ...(todoPackages.length
      ? ['For each moved package: read the section again against the new version (its published files), and record the version read.']
      : []),
    '',
  ];
  for (const p of todoPackages) lines.push(`- **${p.section}**: ${packageChange(p, `${p.package.registry} \`${p.package.name}\``)}`);
  for (const s of todo) {
    lines.push(`- **${s.section}**: ${sourceAndChange(s, `\`${s.source.repository}\``)}`);
    for (const file of s.changedFiles?.slice(0, 20) ?? []) lines.push(`  - \`${file}\``);
    if ((s.changedFiles?.length ?? 0) > 20) lines.push(`  - … and ${s.changedFiles!.length - 20} more`);
  }
  return `${lines.join('\n')}\n`;
}

function option(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

export function main(argv: string[], log: (text: string) => void): number {
  if (argv.includes('--help')) {
    log('usage: npm run docs:upstream -- [--clones <folder>] [--markdown <file>] [--json <file>] [--date YYYY-MM-DD] | --list');
    return 0;
  }
  if (argv.includes('--list')) {
    const pairs = Object.values(sectionCodeChecks).flatMap((c) => c.sources.map((s) => `${s.repository} ${s.branch}`));
    log([...new Set(pairs)].join('\n'));
    return 0;
  }
  const clones = option(argv, '--clones');
  const date = option(argv, '--date') ?? new Date().toISOString().slice(0, 10);
  const states = checkSources(sectionCodeChecks, clones ? cloneReader(path.resolve(clones)) : remoteReader());
  const packages = checkPackages(sectionCodeChecks, registryReader());
  log(textReport(states, packages));
  const markdown = option(argv, '--markdown');
  const body = markdownReport(states, date, packages);
  if (markdown && body) writeFileSync(markdown, body);
  const json = option(argv, '--json');
  if (json) writeFileSync(json, `${JSON.stringify({date, states, packages}, null, 2)}\n`);
  return 0;
}
