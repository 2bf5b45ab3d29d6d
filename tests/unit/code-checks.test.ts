/**
 * The code each hand-written section was read against (src/data/codeChecks.ts): the records' shape, which page
 * gets which check (src/config/codeCheck.ts, the parseFrontMatter hook), and the weekly upstream check that
 * reports a source whose branch moved (scripts/lib/docs-upstream.ts), on repositories made here.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import appsJson from '../../data/ledger-apps/apps.json';
import {sectionCodeChecks, sectionsWithoutCodeCheck, type CodeCheck} from '../../src/data/codeChecks';
import {sections} from '../../src/data/sections';
import {codeCheckOfPage, ownCheckedAtOfFile, withCodeCheck} from '../../src/config/codeCheck';
import {checkPackages, checkSources, cloneReader, markdownReport, textReport, type PackageReader} from '../../scripts/lib/docs-upstream';

const root = path.resolve(__dirname, '../..');
const docsDir = path.join(root, 'docs');
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

describe('the records', () => {
  it('every section has a check but those named without one, and those are real sections', () => {
    const ids = sections.map((s) => s.id);
    for (const id of sectionsWithoutCodeCheck) expect(ids).toContain(id);
    expect(Object.keys(sectionCodeChecks).sort()).toEqual(
      ids.filter((id) => !(sectionsWithoutCodeCheck as readonly string[]).includes(id)).sort(),
    );
  });

  it('each source names a repository, a branch, a full commit and its date, read on or after that date', () => {
    for (const [section, check] of Object.entries(sectionCodeChecks) as [string, CodeCheck][]) {
      expect(check.checkedAt, section).toMatch(isoDay);
      expect(check.sources.length, section).toBeGreaterThan(0);
      expect(new Set(check.sources.map((s) => s.repository)).size, `${section}: a repository twice`).toBe(check.sources.length);
      for (const s of check.sources) {
        expect(s.repository, section).toMatch(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/);
        expect(s.branch, section).toMatch(/^[A-Za-z0-9_./-]+$/);
        expect(s.commit, `${section} ${s.repository}`).toMatch(/^[0-9a-f]{40}$/);
        expect(s.date, `${section} ${s.repository}`).toMatch(isoDay);
        expect(s.date <= check.checkedAt, `${section} ${s.repository}: committed after it was read`).toBe(true);
      }
      for (const p of check.packages ?? []) {
        expect(p.registry, section).toBe('npm');
        expect(p.name, section).toMatch(/^(@[a-z0-9-]+\/)?[a-z0-9._-]+$/);
        // One published version, not a range: the version read.
        expect(p.version, `${section} ${p.name}`).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
      }
    }
  });
});

describe('which page gets which check', () => {
  const fm = (file: string) => withCodeCheck({title: 'x'}, path.join(root, file), docsDir).code_check;

  it("a hand-written page gets its section's sources", () => {
    expect(fm('docs/zemu/quickstart.md')).toEqual({
      checkedAt: sectionCodeChecks.zemu.checkedAt,
      sources: sectionCodeChecks.zemu.sources.map(({repository, commit, date}) => ({repository, commit, date})),
      packages: [{registry: 'npm', name: '@zondax/zemu', version: sectionCodeChecks.zemu.packages![0]!.version}],
    });
    // A section read against no package says none.
    expect(fm('docs/vault-k8s-canister/index.md')).not.toHaveProperty('packages');
    expect(fm('docs/tee-signer/Development/hello-rustee.md')).toMatchObject({
      sources: expect.arrayContaining([expect.objectContaining({repository: 'Zondax/hello-rustee'})]),
    });
  });

  it("a Ledger app's hand-written page gets the app's record; its generated pages and the overview get none", () => {
    const zcash = appsJson.zcash;
    expect(fm('docs/ledger-apps/zcash/build.md')).toEqual({
      checkedAt: zcash.checkedAt,
      sources: [{repository: zcash.repository, commit: zcash.commit, date: zcash.date}],
    });
    expect(codeCheckOfPage('ledger-apps', 'kusama/supported_latest')).toBeUndefined();
    expect(fm('docs/ledger-apps/overview.mdx')).toBeUndefined();
  });

  it('a page read again on its own later says its own day (code_checked_at, as YAML gives it); an earlier or missing day leaves the check as it is', () => {
    const zcash = appsJson.zcash;
    const withDay = (day: unknown) =>
      withCodeCheck({title: 'x', code_checked_at: day}, path.join(docsDir, 'ledger-apps/zcash/build.md'), docsDir).code_check;
    const later = '2999-01-02';
    expect(withDay(later)).toEqual({checkedAt: later, sources: [{repository: zcash.repository, commit: zcash.commit, date: zcash.date}]});
    expect(withDay(new Date(`${later}T00:00:00Z`))).toMatchObject({checkedAt: later});
    expect(withDay('2000-01-01')).toMatchObject({checkedAt: zcash.checkedAt});
    expect(withDay(undefined)).toMatchObject({checkedAt: zcash.checkedAt});
    expect(() => withDay('4 December')).toThrow(/code_checked_at is not a YYYY-MM-DD day/);
  });

  it("a page file's own day is read from its front matter only, quoted or not, and checked as the build checks it", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'code-checked-at-'));
    const file = (name: string, text: string) => {
      writeFileSync(path.join(dir, name), text);
      return path.join(dir, name);
    };
    try {
      expect(ownCheckedAtOfFile(file('plain.md', '---\ntitle: A\ncode_checked_at: 2026-12-01\n---\n# A\n'))).toBe('2026-12-01');
      expect(ownCheckedAtOfFile(file('quoted.md', "---\ncode_checked_at: '2026-12-02'\ntitle: B\n---\n"))).toBe('2026-12-02');
      expect(ownCheckedAtOfFile(file('body.md', '---\ntitle: C\n---\ncode_checked_at: 2026-12-03\n'))).toBeUndefined();
      expect(() => ownCheckedAtOfFile(file('wrong.md', '---\ncode_checked_at: 3 December\n---\n'))).toThrow(/not a YYYY-MM-DD day/);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  // A later check of the whole section or app (ledger:upstream writes today's day) supersedes a page's day: not an error.
  it('every page that names its own day names a past day, and shows it or a later check', () => {
    const today = new Date().toISOString().slice(0, 10);
    const pages = readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => ({file, day: ownCheckedAtOfFile(path.join(docsDir, file))}))
      .filter((page): page is {file: string; day: string} => page.day !== undefined);
    expect(pages.length).toBeGreaterThan(0);
    for (const {file: page, day} of pages) {
      const shown = (withCodeCheck({code_checked_at: day}, path.join(docsDir, page), docsDir).code_check as {checkedAt: string} | undefined)
        ?.checkedAt;
      expect(shown && shown >= day, `${page}: shows ${shown} for ${day}`).toBe(true);
      expect(day <= today, `${page}: ${day} is in the future`).toBe(true);
    }
  });

  it('a section without public code, and files outside docs/, get none; the front matter is kept', () => {
    expect(fm('docs/ping/index.md')).toBeUndefined();
    expect(fm('src/pages/fvm.mdx')).toBeUndefined();
    expect(withCodeCheck({title: 'Quickstart', sidebar_position: 2}, path.join(docsDir, 'zemu/quickstart.md'), docsDir)).toMatchObject({
      title: 'Quickstart',
      sidebar_position: 2,
      code_check: expect.any(Object),
    });
  });
});

describe('npm run docs:upstream on repositories made here', () => {
  const base = mkdtempSync(path.join(os.tmpdir(), 'docs-upstream-'));
  afterAll(() => rmSync(base, {recursive: true, force: true}));
  let tick = 0;
  const git = (dir: string, ...args: string[]) => {
    const when = new Date(Date.UTC(2026, 0, 10) + ++tick * 60_000).toISOString();
    return execFileSync('git', ['-C', dir, '-c', 'user.name=test', '-c', 'user.email=test@example.org', ...args], {
      encoding: 'utf8',
      env: {...process.env, GIT_AUTHOR_DATE: when, GIT_COMMITTER_DATE: when},
    }).trim();
  };
  const repo = (name: string) => {
    const dir = path.join(base, name);
    mkdirSync(dir, {recursive: true});
    git(dir, 'init', '-q', '-b', 'main');
    return dir;
  };
  const commit = (dir: string, file: string) => {
    writeFileSync(path.join(dir, file), `${file} ${tick}\n`);
    git(dir, 'add', file);
    git(dir, 'commit', '-q', '-m', file);
    return git(dir, 'rev-parse', 'HEAD');
  };
  const source = (repository: `${string}/${string}`, commit: string, branch = 'main') => ({repository, branch, commit, date: '2026-01-10'});

  const still = repo('still');
  const stillHead = commit(still, 'a.md');
  const moving = repo('moving');
  const read = commit(moving, 'README.md');
  commit(moving, 'src/lib.rs'.replace('/', '-'));
  commit(moving, 'docs.md');
  const checks: Record<string, CodeCheck> = {
    quiet: {checkedAt: '2026-01-11', sources: [source('Zondax/still', stillHead)]},
    busy: {
      checkedAt: '2026-01-11',
      sources: [source('Zondax/moving', read), source('Zondax/absent', stillHead), source('Zondax/still', stillHead, 'gone')],
    },
  };
  const states = checkSources(checks, cloneReader(base));

  it('a source at its branch head is current; one whose branch moved says by how much and which files changed', () => {
    expect(states.find((s) => s.section === 'quiet')).toMatchObject({state: 'current', head: stillHead, ahead: 0});
    expect(states.find((s) => s.source.repository === 'Zondax/moving')).toMatchObject({
      state: 'moved',
      ahead: 2,
      changedFiles: ['docs.md', 'src-lib.rs'],
    });
  });

  it('a repository with no clone, or a branch it does not have, is unreadable, not current', () => {
    expect(states.find((s) => s.source.repository === 'Zondax/absent')).toMatchObject({
      state: 'unreadable',
      note: expect.stringContaining('no clone'),
    });
    expect(states.find((s) => s.source.branch === 'gone')).toMatchObject({
      state: 'unreadable',
      note: expect.stringContaining('no branch gone'),
    });
  });

  it('the report counts each state, and the issue body lists only what a person has to do', () => {
    expect(textReport(states)).toContain('4 sources (1 current, 1 moved, 2 unreadable)');
    const body = markdownReport(states, '2026-01-12')!;
    expect(body).toContain('found 3 sources to look at');
    expect(body).toContain('**busy**: `Zondax/moving` main');
    // The repository and branch once, then the move (no second "Zondax/moving main").
    expect(body).toContain(`**busy**: \`Zondax/moving\` main ${read.slice(0, 7)} → `);
    expect(body.split('Zondax/moving').length).toBe(2);
    expect(body).toContain('2 commits and 2 files since');
    expect(body).not.toContain('**quiet**');
    expect(
      markdownReport(
        states.filter((s) => s.state === 'current'),
        '2026-01-12',
      ),
    ).toBeUndefined();
  });

  it("a package at the registry's latest version is current; a newer latest is moved, and the issue body names both versions", () => {
    const pkg = (name: string, version: string) => ({registry: 'npm' as const, name, version});
    const latest: Record<string, string> = {'@zondax/still': '1.2.3', '@zondax/moving': '2.0.0'};
    const reader: PackageReader = (p) => (latest[p.name] ? {latest: latest[p.name]!} : {error: 'E404 Not Found'});
    const withPackages: Record<string, CodeCheck> = {
      quiet: {...checks.quiet!, packages: [pkg('@zondax/still', '1.2.3')]},
      busy: {...checks.busy!, packages: [pkg('@zondax/moving', '1.9.0'), pkg('@zondax/gone', '0.1.0')]},
    };
    const packages = checkPackages(withPackages, reader);
    expect(packages).toEqual([
      {section: 'quiet', package: pkg('@zondax/still', '1.2.3'), state: 'current', latest: '1.2.3'},
      {section: 'busy', package: pkg('@zondax/moving', '1.9.0'), state: 'moved', latest: '2.0.0'},
      {section: 'busy', package: pkg('@zondax/gone', '0.1.0'), state: 'unreadable', note: 'E404 Not Found'},
    ]);
    expect(checkPackages(checks, reader)).toEqual([]);
    expect(textReport(states, packages)).toContain(
      '4 sources (1 current, 1 moved, 2 unreadable), 3 packages (1 current, 1 moved, 1 unreadable)',
    );
    expect(textReport(states, packages)).toContain('moved      busy: npm @zondax/moving 1.9.0 → 2.0.0');
    // Only a package to look at is still an issue to open.
    const current = states.filter((s) => s.state === 'current');
    const body = markdownReport(current, '2026-01-12', packages)!;
    expect(body).toContain('found 2 sources to look at');
    expect(body).toContain('- **busy**: npm `@zondax/moving` 1.9.0 → 2.0.0');
    expect(body).toContain('- **busy**: npm `@zondax/gone`: E404 Not Found');
    expect(body).not.toContain('**quiet**');
    expect(markdownReport(current, '2026-01-12', packages.slice(0, 1))).toBeUndefined();
  });

  it('a commit no longer on its branch (a force-push) is reported as moved, with that said', () => {
    const forced = repo('forced');
    const first = commit(forced, 'one.md');
    git(forced, 'checkout', '-q', '--orphan', 'other');
    commit(forced, 'two.md');
    git(forced, 'branch', '-q', '-f', 'main', 'HEAD');
    const [state] = checkSources({f: {checkedAt: '2026-01-11', sources: [source('Zondax/forced', first)]}}, cloneReader(base));
    expect(state).toMatchObject({state: 'moved', note: expect.stringContaining('not on main any more')});
  });
});
