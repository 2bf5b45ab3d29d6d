/**
 * The upstream check (issue 62, item 3) on repositories this test makes with git: an app repository whose
 * first commit is the one the records name, a ledger-zxlib repository it pins as a submodule, and one
 * branch per kind of upstream change. Each branch is classified as the check promises (current; version or
 * commit only; material), and --apply rewrites only the safe kind (and checkedAt of current apps).
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {appTree, checkApp, ZXLIB, type AppRecords, type CheckResult} from '../../scripts/lib/ledger-upstream/check';
import {applyResults, replaceCommit} from '../../scripts/lib/ledger-upstream/apply';
import {
  conditionsByLine,
  makeIncludes,
  makeTargets,
  pageMakeTargets,
  readCases,
  readDefinitions,
  readDevices,
  readVersion,
  saysArchived,
} from '../../scripts/lib/ledger-upstream/read';
import {markdownReport, textReport} from '../../scripts/lib/ledger-upstream/report';
import {main} from '../../scripts/lib/ledger-upstream/cli';
import {omittedNames} from '../../scripts/lib/ledger-upstream/records';
import {readReleases} from '../../scripts/lib/ledger-upstream/releases';
import {changeLines, releaseRows} from '@zondax/docs-core/ledger/releases';

let work: string;
let clones: string;
let appDir: string;
let zxlibDir: string;
const commits: Record<string, string> = {};
let date = 0;

function git(dir: string, ...args: string[]): string {
  date++;
  // A minute later for each git call: commits are ordered, and all on 2026-01-10 (UTC).
  const when = new Date(Date.UTC(2026, 0, 10, 0, 0, 0) + date * 60_000).toISOString();
  return execFileSync('git', ['-C', dir, '-c', 'user.name=test', '-c', 'user.email=test@example.org', ...args], {
    encoding: 'utf8',
    env: {...process.env, GIT_AUTHOR_DATE: when, GIT_COMMITTER_DATE: when},
  }).trim();
}

function write(dir: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  }
}

function commit(dir: string, message: string, files: Record<string, string> = {}, zxlib?: string): string {
  write(dir, files);
  // Only the files written: `add -A` would stage the submodule's deletion (its folder is never checked out).
  if (Object.keys(files).length) git(dir, 'add', '--', ...Object.keys(files));
  if (zxlib) git(dir, 'update-index', '--add', '--cacheinfo', `160000,${zxlib},deps/ledger-zxlib`);
  git(dir, 'commit', '-q', '--allow-empty', '-m', message);
  return git(dir, 'rev-parse', 'HEAD');
}

const apduCodes = (extra = '') => `#pragma once
#define APDU_CODE_OK 0x9000
#define APDU_CODE_DATA_INVALID 0x6984
${extra}`;
const appMain = `#pragma once
#define INS_GET_VERSION 0x00
#define INS_GET_ADDR 0x01
#define INS_SIGN 0x02
#if defined(APP_TESTING)
#define INS_TEST 0xFF
#endif
`;
const coinH = (raw = '0x03', extra = '') => `#pragma once
#define CLA 0x99
#define INS_SIGN_RAW ${raw}
${extra}`;
const handler = (cases: string[], extra = '') => `#include "coin.h"
void handleApdu(volatile uint32_t *flags, volatile uint32_t *tx, uint32_t rx) {
    if (G_io_apdu_buffer[OFFSET_CLA] != CLA) { THROW(APDU_CODE_CLA_NOT_SUPPORTED); }
    switch (G_io_apdu_buffer[OFFSET_INS]) {
${cases.map((c) => `        case ${c}: { handle(); break; }`).join('\n')}
#if defined(APP_TESTING)
        case INS_TEST: { break; }
#endif
${extra}
        default: THROW(APDU_CODE_INS_NOT_SUPPORTED);
    }
}
`;
/** The notice the provider's replaced apps carry at the top of their README (ledger-kusama, -statemine, -statemint). */
const archivedReadme =
  '# Ledger Demo App\n\n## Notice\nThe new Polkadot Ledger application handles all substrate-based chains.\n\nAs the new app is now available, this repository has been archived.\n';
const baseCases = ['INS_GET_VERSION', 'INS_GET_ADDR', 'INS_SIGN', 'INS_SIGN_RAW'];
/** The app's Makefile: its own rules, and ledger-zxlib's build rules included from the submodule (an indented include, as in a conditional). */
const makefile =
  'ifeq ($(BOLOS_SDK),)\n\tinclude $(CURDIR)/deps/ledger-zxlib/dockerized_build.mk\nelse\n%:\n\t$(MAKE) -C app $@\nendif\n\nzemu_test:\n\tcd tests_zemu && yarn test\n';
/** ledger-zxlib's shared rules: `load` only listed as .PHONY, as in the versions that replaced it with loadS/loadS2. */
const dockerizedBuild =
  '.PHONY: load deps\nIMAGE := zondax/builder\ndeps:\n\t./scripts/install_deps.sh\nloadS loadS2:\n\t./installer.sh load\n';
const baseFiles = {
  Makefile: makefile,
  'app/Makefile.version': 'APPVERSION_M=1\nAPPVERSION_N=2\nAPPVERSION_P=3\n',
  'ledger_app.toml': '[app]\nbuild_directory = "./app/"\ndevices = ["nanox", "nanos+"]\n',
  'app/src/coin.h': coinH(),
  'app/src/apdu_handler.c': handler(baseCases),
};

/** A branch from the recorded commit with one change. */
function branch(name: string, files: Record<string, string>, zxlib?: string) {
  git(appDir, 'checkout', '-q', '-b', name, commits.recorded);
  commits[name] = commit(appDir, name, files, zxlib);
}

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'ledger-upstream-'));
  clones = path.join(work, 'clones');
  zxlibDir = path.join(clones, 'ledger-zxlib');
  appDir = path.join(clones, 'ledger-demo');
  for (const dir of [zxlibDir, appDir]) {
    mkdirSync(dir, {recursive: true});
    git(dir, 'init', '-q', '-b', 'main');
  }
  commits.zxlib = commit(zxlibDir, 'zxlib', {
    'include/apdu_codes.h': apduCodes(),
    'app/common/app_main.h': appMain,
    'dockerized_build.mk': dockerizedBuild,
  });
  commits.zxlibSame = commit(zxlibDir, 'zxlib: a comment', {'include/apdu_codes.h': apduCodes('// no new code\n')});
  commits.zxlibNewCode = commit(zxlibDir, 'zxlib: a new code', {'include/apdu_codes.h': apduCodes('#define APDU_CODE_BUSY 0x9001\n')});
  commits.recorded = commit(appDir, 'recorded', baseFiles, commits.zxlib);
  branch('version-bump', {'app/Makefile.version': 'APPVERSION_M=1\nAPPVERSION_N=2\nAPPVERSION_P=4\n'});
  branch('new-ins', {
    'app/src/coin.h': coinH('0x03', '#define INS_SIGN_MSG 0x04\n'),
    'app/src/apdu_handler.c': handler([...baseCases, 'INS_SIGN_MSG']),
  });
  branch('renumbered-ins', {'app/src/coin.h': coinH('0x05')});
  branch('removed-case', {'app/src/apdu_handler.c': handler(baseCases.filter((c) => c !== 'INS_SIGN_RAW'))});
  branch('moved-submodule', {}, commits.zxlibSame);
  branch('moved-submodule-new-code', {}, commits.zxlibNewCode);
  branch('test-only-case', {
    'app/src/apdu_handler.c': handler(baseCases, '#ifdef APP_TESTING\n        case INS_SIGN_TEST: { break; }\n#endif'),
    'app/src/coin.h': coinH('0x03', '#ifdef APP_TESTING\n#define INS_SIGN_TEST 0xFE\n#endif\n'),
  });
  branch('unknown-condition', {'app/src/apdu_handler.c': handler(baseCases, '#ifdef HAVE_FOO\n        case INS_FOO: { break; }\n#endif')});
  branch('new-device', {'ledger_app.toml': '[app]\ndevices = ["nanox", "nanos+", "flex"]\n'});
  branch('archived', {'README.md': archivedReadme});
  git(appDir, 'checkout', '-q', 'main');
  // Releases: two version tags (one annotated) and a device build tag, which is not a release.
  git(appDir, 'tag', 'v1.2.3', commits.recorded);
  git(appDir, 'tag', '-a', '-m', 'release', 'v1.3.0', commits['new-ins']);
  git(appDir, 'tag', 'nanos_1.2.3_2026-01-10', commits.recorded);
});

afterAll(() => rmSync(work, {recursive: true, force: true}));

function records(branchName = 'main', buildConditions = {excluded: ['APP_TESTING']}): AppRecords {
  return {
    folder: 'demo',
    app: {
      repository: 'Zondax/ledger-demo',
      appVersion: '1.2.3',
      devices: ['Nano S Plus', 'Nano X'],
      devicesFrom: 'ledger_app.toml',
      commit: commits.recorded,
      date: '2026-01-10',
    },
    upstream: {branch: branchName, version: 'app/Makefile.version', buildConditions},
    defineFiles: [
      {path: 'app/src/coin.h', defines: {CLA: 0x99, INS_SIGN_RAW: 0x03}},
      {
        repo: 'Zondax/ledger-zxlib',
        commit: commits.zxlib,
        path: 'app/common/app_main.h',
        defines: {INS_GET_VERSION: 0, INS_GET_ADDR: 1, INS_SIGN: 2},
      },
    ],
    dispatchers: [{path: 'app/src/apdu_handler.c', classes: ['CLA'], cases: baseCases}],
    omitted: [],
    statusWords: {
      zxlib: {path: 'deps/ledger-zxlib', commit: commits.zxlib},
      files: [
        {
          repo: 'Zondax/ledger-zxlib',
          commit: commits.zxlib,
          path: 'include/apdu_codes.h',
          defines: {APDU_CODE_OK: 0x9000, APDU_CODE_DATA_INVALID: 0x6984},
        },
      ],
    },
  };
}

const check = (name: string) => checkApp(records(name), clones);
const texts = (r: CheckResult) => r.changes.map((c) => `${c.kind}: ${c.text}`);

describe('reading the code', () => {
  it('defines, Rust consts and enum variants, with their build conditions', () => {
    expect(readDefinitions('#define CLA (0x99)\n#ifdef APP_TESTING\n#define INS_TEST 0xFFu\n#endif\n', 'c')).toEqual([
      {name: 'CLA', value: 0x99, line: 1, conditions: []},
      {name: 'INS_TEST', value: 0xff, line: 3, conditions: ['APP_TESTING']},
    ]);
    const rust =
      'pub const CLA: u8 = 0x80;\ncfg_if! {\n  if #[cfg(feature = "dev")] {\n    pub const INS_DEV: u8 = 0xF0;\n  }\n}\npub enum ApduError {\n  Success = 0x9000,\n}\n';
    expect(readDefinitions(rust, 'rust').map((d) => [d.name, d.value, d.conditions])).toEqual([
      ['CLA', 0x80, []],
      ['INS_DEV', 0xf0, ['feature = "dev"']],
      ['ApduError::Success', 0x9000, []],
    ]);
    expect(conditionsByLine('#ifndef A\nx\n#else\ny\n#endif\n', 'c').slice(0, 4)).toEqual([['!A'], ['!A'], ['A'], ['A']]);
  });

  it('cases of the instruction switch only, with an instruction an if tests first; Rust match arms', () => {
    const c = `void h() {
  if (G_io_apdu_buffer[OFFSET_INS] == INS_GET_ADDR_ETH) { }
  switch (G_io_apdu_buffer[OFFSET_INS]) {
    case INS_A: { switch (p2) { case P2_X: break; } break; }
    case INS_B: break;
  }
  switch (e & 0xF000) { case APDU_CODE_OK: break; }
}`;
    expect(readCases(c, 'c').map((x) => x.name)).toEqual(['INS_A', 'INS_B', 'INS_GET_ADDR_ETH']);
    const rs = 'fn apdu_dispatch() {\n  match ins {\n    INS_GET_VERSION => a(),\n    INS_X | INS_Y => b(),\n    _ => c(),\n  }\n}\n';
    expect(readCases(rs, 'rust', 'apdu_dispatch').map((x) => x.name)).toEqual(['INS_GET_VERSION', 'INS_X', 'INS_Y']);
  });

  it('version and devices from each kind of file', () => {
    expect(readVersion('APPVERSION_M=2\nAPPVERSION_N=83\nAPPVERSION_P=2\n')).toBe('2.83.2');
    expect(readDevices('devices = ["nanox", "nanos+", "apex_p"]', 'ledger_app.toml')).toEqual(['Nano S Plus', 'Nano X', 'Apex P']);
    expect(
      readDevices(
        "export const models = [\n  { name: 'nanos', prefix: 'S' },\n  // { name: 'stax' },\n  { name: 'nanox' },\n]",
        'tests/common.ts',
      ),
    ).toEqual(['Nano S', 'Nano X']);
    expect(readDevices('# TARGET_STAX\nifeq ($(TARGET_NAME),TARGET_NANOS)\nendif\n', 'Makefile')).toEqual(['Nano S']);
    expect(omittedNames(['INS_SIGN_TEST (0x0A) exists only in test builds.', 'INS 0xF0 to 0xF3 are dev-only.'])).toEqual(['INS_SIGN_TEST']);
  });
});

describe('reading Makefiles and build pages', () => {
  it('rules, not assignments, special targets, patterns or recipes', () => {
    expect(makeTargets(dockerizedBuild).sort()).toEqual(['deps', 'loadS', 'loadS2']);
    expect(makeTargets('A ?= 1\nB := 2\nC::=3\nx y: z\n\tcd a: b\nfuzz_crash: FUZZ=1\n$(TARGET):\n').sort()).toEqual([
      'fuzz_crash',
      'x',
      'y',
    ]);
    expect(makeIncludes(makefile)).toEqual(['deps/ledger-zxlib/dockerized_build.mk']);
    expect(makeIncludes('include $(BOLOS_SDK)/Makefile.defines\n-include local.mk\n')).toEqual(['local.mk']);
  });

  it("the targets a page's shell blocks run, not its prose", () => {
    const page = [
      'Run `make init` first, the README says (no such target).',
      '```bash',
      'make deps          # the tools',
      'make',
      'SUBSTRATE_PARSER_FULL=1 make buildS2 && make loadS2',
      'make -j4 clean zemu_test',
      '```',
      '```ts',
      'make(notAShellCommand)',
      '```',
    ].join('\n');
    expect(pageMakeTargets(page)).toEqual(['deps', 'buildS2', 'loadS2', 'clean', 'zemu_test']);
  });
});

describe('classification', () => {
  it('current: the branch is at the recorded commit and the records hold', () => {
    const r = check('main');
    expect(r.classification).toBe('current');
    expect(r.changes).toEqual([]);
  });

  it('a version bump is version or commit only', () => {
    const r = check('version-bump');
    expect(r.classification).toBe('safe');
    expect(r.head).toMatchObject({commit: commits['version-bump'], version: '1.2.4'});
    expect(r.notes).toEqual(['version 1.2.3 → 1.2.4']);
  });

  it('a new INS is material: its define and its case are listed', () => {
    const r = check('new-ins');
    expect(r.classification).toBe('material');
    expect(texts(r)).toEqual([
      'instruction: new INS_SIGN_MSG = 0x04 in app/src/coin.h',
      'instruction: new case INS_SIGN_MSG in app/src/apdu_handler.c',
    ]);
  });

  it('a renumbered INS is material', () => {
    const r = check('renumbered-ins');
    expect(r.classification).toBe('material');
    expect(texts(r)).toEqual(['instruction: INS_SIGN_RAW renumbered 0x03 → 0x05 in app/src/coin.h']);
  });

  it('a removed case is material', () => {
    const r = check('removed-case');
    expect(r.classification).toBe('material');
    expect(texts(r)).toEqual(['instruction: case INS_SIGN_RAW removed from app/src/apdu_handler.c']);
  });

  it('a moved submodule whose recorded values are unchanged is commit only, and says so', () => {
    const r = check('moved-submodule');
    expect(r.classification).toBe('safe');
    expect(r.zxlib).toEqual({from: commits.zxlib, to: commits.zxlibSame});
    expect(r.notes).toEqual([
      `ledger-zxlib ${commits.zxlib.slice(0, 7)} → ${commits.zxlibSame.slice(0, 7)} (every value read there unchanged)`,
    ]);
  });

  it('a moved submodule that brings a new status word is material', () => {
    const r = check('moved-submodule-new-code');
    expect(r.classification).toBe('material');
    expect(texts(r)).toEqual(['status word: new APDU_CODE_BUSY = 0x9001 in include/apdu_codes.h of Zondax/ledger-zxlib']);
  });

  it('a case and a define under a build condition recorded as test-only are not new instructions', () => {
    expect(check('test-only-case').classification).toBe('safe');
    // Without that data, the same branch is reported.
    const bare = checkApp(records('test-only-case', {excluded: []}), clones);
    expect(bare.classification).toBe('material');
    expect(texts(bare)).toContain('instruction: new case INS_SIGN_TEST in app/src/apdu_handler.c');
    expect(texts(bare)).toContain('instruction: new INS_SIGN_TEST = 0xFE in app/src/coin.h (under APP_TESTING)');
    expect(texts(bare).filter((t) => t.startsWith('build condition:') && t.includes('"APP_TESTING"'))).toHaveLength(1);
  });

  it('a case under a condition nobody classified is reported for a person', () => {
    const r = check('unknown-condition');
    expect(r.classification).toBe('material');
    expect(texts(r)).toEqual([
      'build condition: case INS_FOO in app/src/apdu_handler.c is under "HAVE_FOO", a build condition upstream.json does not classify',
      'instruction: new case INS_FOO in app/src/apdu_handler.c',
    ]);
  });

  it('a new device is material', () => {
    expect(texts(check('new-device'))).toEqual(['device: new device: Flex (ledger_app.toml)']);
  });

  it('a README that starts saying the repository is archived is material until apps.json records it, and back', () => {
    expect(texts(check('archived'))).toEqual([
      'archived: README.md says the repository is archived: record it in apps.json (archived) with the app that replaces it',
    ]);
    const recorded = records('archived');
    recorded.app.archived = {notice: 'README.md', successor: 'polkadot'};
    expect(checkApp(recorded, clones).classification).toBe('safe');
    const stale = records('main');
    stale.app.archived = {notice: 'README.md'};
    expect(texts(checkApp(stale, clones))).toEqual(['archived: README.md no longer says the repository is archived']);
  });

  it('only the archive notice counts, not a mention of archives', () => {
    expect(saysArchived(archivedReadme)).toBe(true);
    expect(saysArchived('This repository is archived.')).toBe(true);
    expect(saysArchived('Download the release archive (tar.gz) and archived logs.')).toBe(false);
  });

  it("a build page's make target with no rule in the Makefile or the zxlib file it includes is material", () => {
    const page = (targets: string[]) => ({...records('main'), buildPage: {path: 'docs/ledger-apps/demo/build.md', targets}});
    expect(checkApp(page(['deps', 'loadS2', 'zemu_test']), clones).classification).toBe('current');
    expect(texts(checkApp(page(['load', 'init', 'zemu_test']), clones))).toEqual([
      'build page: docs/ledger-apps/demo/build.md runs make load: no rule for it in the Makefile or the files it includes',
      'build page: docs/ledger-apps/demo/build.md runs make init: no rule for it in the Makefile or the files it includes',
    ]);
  });

  it("one reader for every check: the app's files, and ledger-zxlib's at the app's pin by either name", () => {
    const tree = appTree(appDir, commits.recorded, zxlibDir);
    expect(tree.pin).toBe(commits.zxlib);
    const codes = tree.read({repo: ZXLIB, path: 'include/apdu_codes.h'});
    expect(codes).toBe(apduCodes());
    // By its path in the app, as a Makefile includes it (git itself shows nothing inside a submodule).
    expect(tree.read({path: 'deps/ledger-zxlib/include/apdu_codes.h'})).toBe(codes);
    expect(tree.read({path: 'app/src/coin.h'})).toBe(baseFiles['app/src/coin.h']);
    // At another commit of the app, the pin that commit names.
    expect(appTree(appDir, commits['moved-submodule-new-code'], zxlibDir).read({repo: ZXLIB, path: 'include/apdu_codes.h'})).toContain(
      'APDU_CODE_BUSY',
    );
    expect(tree.read({repo: 'Zondax/elsewhere', path: 'app/src/coin.h'})).toBeUndefined();
    const noClone = appTree(appDir, commits.recorded, undefined);
    expect(noClone.read({repo: ZXLIB, path: 'include/apdu_codes.h'})).toBeUndefined();
    expect(noClone.read({path: 'deps/ledger-zxlib/include/apdu_codes.h'})).toBeUndefined();
  });

  it('a missing clone or branch is not checked', () => {
    expect(checkApp(records('main'), path.join(work, 'nowhere')).classification).toBe('unreadable');
    expect(texts(check('no-such-branch'))).toEqual(['branch: branch no-such-branch not found in the clone of Zondax/ledger-demo']);
  });
});

describe('release history (--releases)', () => {
  it('every version tag is a release, with the instructions read at its commit and the changes since the one before', () => {
    const file = readReleases(records('main'), clones, '2026-11-29')!;
    expect(file.releases.map((r) => [r.tag, r.version, r.commit])).toEqual([
      ['v1.2.3', '1.2.3', commits.recorded],
      ['v1.3.0', '1.3.0', commits['new-ins']],
    ]);
    expect(file.releases[0].instructions).toEqual({INS_GET_ADDR: 1, INS_GET_VERSION: 0, INS_SIGN: 2, INS_SIGN_RAW: 3});
    const [latest, first] = releaseRows(file);
    expect(changeLines(latest.changes)).toEqual(['added INS_SIGN_MSG (0x04)']);
    expect(first.changes).toEqual({kind: 'first'});
  });

  it('the check notes a release tag releases.json does not record yet', () => {
    const r = checkApp({...records('main'), knownTags: ['v1.2.3']}, clones);
    expect(r.classification).toBe('current');
    expect(r.notes).toEqual(['release tag not in releases.json yet: v1.3.0 (--releases records them)']);
  });
});

describe('--apply', () => {
  let root: string;
  const dataFile = () => readFileSync(path.join(root, 'data/ledger-apps/demo/apdu.ts'), 'utf8');
  const apps = () => JSON.parse(readFileSync(path.join(root, 'data/ledger-apps/apps.json'), 'utf8'));

  function makeRoot() {
    root = path.join(work, `root-${Math.random().toString(36).slice(2)}`);
    const {app} = records();
    write(root, {
      'data/ledger-apps/apps.json': `${JSON.stringify({demo: app, other: {...app, repository: 'Zondax/ledger-other'}}, null, 2)}\n`,
      'data/ledger-apps/upstream.json': JSON.stringify({demo: records().upstream}),
      'data/ledger-apps/demo/apdu.ts': `export const commit = '${commits.recorded}';\nexport const zxlib = '${commits.zxlib}'; // deps/ledger-zxlib (${commits.zxlib.slice(0, 7)})\n`,
    });
  }

  it('rewrites commit, date and version of a safe app, and the zxlib pin its data names', () => {
    makeRoot();
    const bump = check('version-bump');
    const moved = {...check('moved-submodule'), folder: 'demo'};
    applyResults([bump], {root, today: '2026-11-29'});
    expect(apps().demo).toMatchObject({
      commit: commits['version-bump'],
      appVersion: '1.2.4',
      date: bump.head!.date,
      checkedAt: '2026-11-29',
    });
    expect(dataFile()).toContain(commits['version-bump']);
    expect(dataFile()).not.toContain(commits.recorded);
    makeRoot();
    applyResults([moved], {root, today: '2026-11-29'});
    expect(dataFile()).toContain(`'${commits.zxlibSame}'`);
    expect(dataFile()).toContain(`(${commits.zxlibSame.slice(0, 7)})`);
  });

  it('never applies a material result; a current one only gets checkedAt', () => {
    makeRoot();
    const before = readFileSync(path.join(root, 'data/ledger-apps/apps.json'), 'utf8');
    applyResults([check('new-ins'), check('renumbered-ins'), check('removed-case')], {root, today: '2026-11-29'});
    expect(readFileSync(path.join(root, 'data/ledger-apps/apps.json'), 'utf8')).toBe(before);
    expect(dataFile()).toContain(commits.recorded);
    applyResults([check('main')], {root, today: '2026-11-29'});
    expect(apps().demo).toEqual({...records().app, checkedAt: '2026-11-29'});
  });

  it('replaces a hash in full and in its short form, nothing else', () => {
    const a = 'a'.repeat(40);
    const b = 'b'.repeat(40);
    expect(replaceCommit(`${a} (aaaaaaa) aaaaaaab`, a, b)).toBe(`${b} (bbbbbbb) aaaaaaab`);
  });
});

describe('the report and the command', () => {
  it('groups the apps by what a person has to do', () => {
    const results = ['main', 'version-bump', 'new-ins'].map((b) => ({...check(b), folder: b}));
    const text = textReport(results, {clones, date: '2026-11-29'});
    expect(text).toMatch(
      /material changes, for a person \(never applied\) \(1\):\n {2}new-ins .*\n {4}- \[instruction\] new INS_SIGN_MSG = 0x04 in app\/src\/coin\.h/,
    );
    expect(text).toMatch(
      /version or commit only \(--apply rewrites commit, date and version\) \(1\):\n {2}version-bump .*: version 1\.2\.3 → 1\.2\.4/,
    );
    expect(text).toMatch(/current \(1\):\n {2}main \(Zondax\/ledger-demo\) 1\.2\.3 @/);
    expect(markdownReport(results, {date: '2026-11-29'})).toMatch(
      /^Upstream check of 2026-11-29 over 3 Ledger apps .*: 1 current, 1 version or commit only, 1 with material changes, 0 not checked\./,
    );
  });

  it('npm run ledger:upstream: prints the report, writes the issue body only when needed, applies on request', () => {
    makeRootForCli();
    const log: string[] = [];
    const io = {loadSpec: () => ({}) as never, log: (t: string) => log.push(t)};
    // The records come from the data files; the spec loader is the entry script's jiti, replaced here.
    const markdown = path.join(work, 'report.md');
    expect(
      main([clones, '--root', cliRoot, '--date', '2026-11-29', '--markdown', markdown], {...io, loadSpec: () => specFor('main')}),
    ).toBe(0);
    expect(log.join('\n')).toMatch(/current \(1\):\n {2}demo /);
    expect(existsSync(markdown)).toBe(false);
    log.length = 0;
    writeUpstream('version-bump');
    main([clones, '--root', cliRoot, '--date', '2026-11-29', '--markdown', markdown, '--apply'], {...io, loadSpec: () => specFor('main')});
    expect(readFileSync(markdown, 'utf8')).toMatch(/1 version or commit only/);
    expect(log.join('\n')).toContain('applied demo: data/ledger-apps/apps.json');
    expect(JSON.parse(readFileSync(path.join(cliRoot, 'data/ledger-apps/apps.json'), 'utf8')).demo.appVersion).toBe('1.2.4');
    expect(main([], io)).toBe(2);
  });
});

let cliRoot: string;
function makeRootForCli() {
  cliRoot = path.join(work, 'cli-root');
  write(cliRoot, {
    'data/ledger-apps/apps.json': `${JSON.stringify({demo: records().app}, null, 2)}\n`,
    'data/ledger-apps/demo/apdu.ts': '// stands for the APDU data\n',
  });
  writeUpstream('main');
}
function writeUpstream(branchName: string) {
  write(cliRoot, {'data/ledger-apps/upstream.json': JSON.stringify({demo: records(branchName).upstream})});
}
/** An ApduSpec-shaped object with the records the check reads (appRecords takes them from a spec). */
function specFor(branchName: string) {
  const r = records(branchName);
  return {
    codeCheck: {
      commit: r.app.commit,
      files: ['app/src/coin.h'],
      versionAnswer: {bytes: 9, file: 'x'},
      defines: r.defineFiles,
      dispatchers: r.dispatchers,
    },
    statusWordsCheck: {commit: r.app.commit, zxlib: r.statusWords!.zxlib, files: r.statusWords!.files, specWords: []},
  } as never;
}

describe('data/ledger-apps/upstream.json', () => {
  const dataDir = path.resolve(__dirname, '../../data/ledger-apps');
  const upstream = JSON.parse(readFileSync(path.join(dataDir, 'upstream.json'), 'utf8')) as Record<string, Record<string, unknown>>;
  const appsJson = JSON.parse(readFileSync(path.join(dataDir, 'apps.json'), 'utf8')) as Record<string, unknown>;

  it('names the branch and the version file of every app, and nothing else', () => {
    expect(Object.keys(upstream).sort()).toEqual(Object.keys(appsJson).sort());
    for (const [folder, entry] of Object.entries(upstream)) {
      expect(
        Object.keys(entry).filter((k) => !['branch', 'version', 'buildConditions'].includes(k)),
        folder,
      ).toEqual([]);
      expect(entry.branch, folder).toMatch(/^[\w./-]+$/);
      expect(entry.version, folder).toMatch(/(^|\/)Makefile(\.version)?$/);
      const conditions = (entry.buildConditions ?? {}) as {excluded?: string[]; production?: string[]};
      for (const c of [...(conditions.excluded ?? []), ...(conditions.production ?? [])]) expect(c, folder).toMatch(/\S/);
    }
  });
});
