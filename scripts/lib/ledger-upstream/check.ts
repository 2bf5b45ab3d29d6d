/**
 * The upstream check (issue 62): re-reads what an app's data records at the newest commit of the branch
 * its repository follows, and says whether the records still hold.
 *
 * Re-read: the version (from the file data/ledger-apps/upstream.json names), the devices (apps.json
 * devicesFrom), every define the code or names check recorded, the dispatcher cases and the classes they
 * test, the ledger-zxlib submodule pointer, the status words (statusWordsCheck), whether the README says the
 * repository is archived (apps.json archived), and whether every make target the app's build page runs has a
 * rule (compareBuildPage). Each app is then
 * - current: the branch is still at the recorded commit and everything re-read equals the records;
 * - safe ("version or commit only"): a newer commit where only the version, the commit (and its date) or
 *   the zxlib pointer moved, every value read there being unchanged: `--apply` rewrites the records;
 * - material: new, removed or renumbered instructions, classes, devices or status words, an archive notice
 *   that appeared or went, a build-page command with no rule, or code that can no longer be read: listed for
 *   a person, never applied.
 * Cases and defines under a build condition upstream.json lists as excluded (APP_TESTING, a dev feature)
 * are not instructions of a production build; one under a condition it does not list is reported.
 */
import {branchHead, commitDate, isAncestor, resolve, show, submoduleCommit, tags} from './git';
import {
  isStatusWord,
  languageOf,
  makeIncludes,
  makeTargets,
  readCases,
  readDefinitions,
  readDevices,
  readVersion,
  mentions,
  saysArchived,
  type CaseLabel,
} from './read';

/** What upstream.json records per app. */
export interface UpstreamEntry {
  /** The branch the app's releases are made from. */
  branch: string;
  /** The file that sets APPVERSION_M, _N and _P. */
  version: string;
  /** Build conditions seen around cases and defines: those of test or dev builds, and those of production variants. */
  buildConditions?: {excluded?: string[]; production?: string[]};
}

/** A file of the app's code read at a commit (schema.ts namesCheck files / codeCheck defines). */
interface RecordedFile {
  repo?: string;
  commit?: string;
  path: string;
  defines: Record<string, number>;
}

/** The records of one app the check compares with the code: apps.json, upstream.json and the APDU data. */
export interface AppRecords {
  folder: string;
  app: {
    repository: string;
    appVersion?: string;
    devices: string[];
    devicesFrom: string;
    commit: string;
    date: string;
    checkedAt?: string;
    archived?: {notice: string; successor?: string};
  };
  upstream: UpstreamEntry;
  /** Files whose INS/CLA defines were recorded (codeCheck.defines or namesCheck.files). */
  defineFiles: RecordedFile[];
  /** Dispatchers with their recorded production cases and classes (namesCheck: its one dispatcher, classes unknown). */
  dispatchers: {repo?: string; path: string; function?: string; classes: string[]; cases: string[]}[];
  /** Identifiers a note of codeCheck.omitted names: defined on purpose, not a new instruction. */
  omitted: string[];
  statusWords?: {zxlib?: {path: string; commit?: string}; files: RecordedFile[]};
  /** The release tags releases.json records (undefined without one): newer ones are noted. */
  knownTags?: string[];
  /** The app's build page and the make targets its shell blocks run (read.ts pageMakeTargets). */
  buildPage?: {path: string; targets: string[]};
}

export type Classification = 'current' | 'safe' | 'material' | 'unreadable';

export interface Change {
  kind: 'instruction' | 'class' | 'device' | 'status word' | 'build condition' | 'code' | 'branch' | 'archived' | 'build page';
  text: string;
}

export interface CheckResult {
  folder: string;
  repository: string;
  classification: Classification;
  recorded: {commit: string; version?: string; date: string};
  /** The newest commit of the branch (undefined when the clone or branch is missing). */
  head?: {commit: string; version?: string; date: string};
  zxlib?: {from: string; to: string};
  /** Material changes (or why the app could not be read), for a person. */
  changes: Change[];
  /** Notes that do not make a change material (the version moved, the zxlib pointer moved with equal values). */
  notes: string[];
}

export const ZXLIB = 'Zondax/ledger-zxlib';
/** An identifier that names an instruction or a class byte (INS_SIGN, CLA, CLA_ETH, AVX_CLA), not an offset. */
export const instructionLike = /^(?!OFFSET_)(INS_\w+|CLA|CLA_\w+|[A-Z]+_CLA)$/;
const hex = (n: number, width = 2) => `0x${n.toString(16).toUpperCase().padStart(width, '0')}`;

/** How a condition stands: excluded (test/dev builds), production, or unknown (a person decides). */
function conditionKind(condition: string, entry: UpstreamEntry): 'excluded' | 'production' | 'unknown' {
  const {excluded = [], production = []} = entry.buildConditions ?? {};
  if (excluded.includes(condition)) return 'excluded';
  if (production.includes(condition)) return 'production';
  const base = condition.replace(/^!/, '');
  // The #else of an excluded condition is every production build; the #else of a production variant another one.
  if (excluded.includes(base) || production.includes(base)) return 'production';
  return 'unknown';
}

/** Whether an item under these conditions exists only in builds the records leave out (test or dev builds). */
export function isExcluded(conditions: string[], entry: UpstreamEntry): boolean {
  return conditions.some((c) => conditionKind(c, entry) === 'excluded');
}

/** Whether an item exists only in builds the records leave out, and the conditions nobody classified. */
function classify(conditions: string[], entry: UpstreamEntry): {excluded: boolean; unknown: string[]} {
  const kinds = conditions.map((c) => [c, conditionKind(c, entry)] as const);
  return {excluded: kinds.some(([, k]) => k === 'excluded'), unknown: kinds.filter(([, k]) => k === 'unknown').map(([c]) => c)};
}

/** Where the clones live: <dir>/<name>, <dir>/<owner>/<name> or a snapshot's <dir>/<owner>+<name>/repo. */
export function cloneOf(dir: string, repository: string): string | undefined {
  const [owner, name] = repository.split('/');
  for (const candidate of [`${dir}/${name}`, `${dir}/${owner}/${name}`, `${dir}/${owner}+${name}/repo`]) {
    if (resolve(candidate, 'HEAD')) return candidate;
  }
  return undefined;
}

interface Reader {
  /** A file of the app (no repo) or of ledger-zxlib (repo) at the commit being checked. */
  read(file: {repo?: string; path: string}): string | undefined;
}

/** Where an app's tree holds ledger-zxlib as a submodule (every app's records name this path). */
const zxlibFolder = 'deps/ledger-zxlib';

export interface AppTree extends Reader {
  /** The ledger-zxlib commit the app's submodule points at in this commit; undefined when it is not a submodule there. */
  pin?: string;
}

/**
 * The one reader of an app's files at one commit, for the upstream check, its build-page check and the release
 * history: the app's own files, and ledger-zxlib's at the commit the app's submodule pins there (from the
 * ledger-zxlib clone), named either as ledger-zxlib files ({repo: ZXLIB}) or by their path in the app
 * (deps/ledger-zxlib/..., as a Makefile includes them: git shows no file inside a submodule). A file of another
 * repository, or of ledger-zxlib without its clone or a pin, reads as undefined.
 */
export function appTree(appDir: string, commit: string, zxlibDir: string | undefined, submodule = zxlibFolder): AppTree {
  const pin = submoduleCommit(appDir, commit, submodule);
  const zxlib = (file: string) => (zxlibDir && pin ? show(zxlibDir, pin, file) : undefined);
  return {
    pin,
    read: (file) => {
      if (file.repo === ZXLIB) return zxlib(file.path);
      if (file.repo) return undefined;
      if (pin && file.path.startsWith(`${submodule}/`)) return zxlib(file.path.slice(submodule.length + 1));
      return show(appDir, commit, file.path);
    },
  };
}

/** Compares the records with the code `reader` reads: the material changes, none when the records hold. */
export function compareRecords(records: AppRecords, reader: Reader): Change[] {
  const changes: Change[] = [];
  const entry = records.upstream;
  const report = (kind: Change['kind'], text: string) => changes.push({kind, text});
  const where = (f: {repo?: string; path: string}) => (f.repo ? `${f.path} of ${f.repo}` : f.path);

  // Defines: every recorded identifier with its value, and new instructions or classes beside them.
  for (const file of records.defineFiles) {
    const text = reader.read(file);
    if (text === undefined) {
      report('code', `${where(file)} is gone: its ${Object.keys(file.defines).length} recorded defines cannot be read`);
      continue;
    }
    const defs = readDefinitions(text, languageOf(file.path));
    for (const [name, value] of Object.entries(file.defines)) {
      // A recorded identifier counts wherever it is defined (namada records INS_TEST, which only test builds dispatch).
      const found = defs.filter((d) => d.name === name);
      const kind: Change['kind'] = /CLA/.test(name) ? 'class' : 'instruction';
      if (found.length === 0) report(kind, `${name} (${hex(value)}) is no longer defined in ${where(file)}`);
      else if (!found.some((d) => d.value === value))
        report(kind, `${name} renumbered ${hex(value)} → ${found.map((d) => hex(d.value)).join(' / ')} in ${where(file)}`);
    }
    const recordedNames = new Set(records.defineFiles.flatMap((f) => Object.keys(f.defines)));
    // Instructions named otherwise (Avalanche's AVX_SIGN) are found by the prefix the file's recorded ones share.
    const prefixes = Object.keys(file.defines)
      .filter((n) => !instructionLike.test(n))
      .map((n) => n.split('_')[0] + '_');
    const isInstruction = (name: string, value: number) =>
      instructionLike.test(name) || (value <= 0xff && prefixes.some((p) => name.startsWith(p)));
    for (const d of defs) {
      if (!isInstruction(d.name, d.value) || recordedNames.has(d.name) || records.omitted.includes(d.name)) continue;
      const c = classify(d.conditions, entry);
      if (c.excluded) continue;
      const kind: Change['kind'] = /CLA/.test(d.name) ? 'class' : 'instruction';
      report(kind, `new ${d.name} = ${hex(d.value)} in ${where(file)}${c.unknown.length ? ` (under ${c.unknown.join(' && ')})` : ''}`);
      recordedNames.add(d.name);
    }
  }

  // Dispatchers: the production cases, and the classes they test.
  for (const dispatcher of records.dispatchers) {
    const text = reader.read(dispatcher);
    const fn = dispatcher.function ? ` ${dispatcher.function}` : '';
    if (text === undefined) {
      report('code', `${where(dispatcher)} is gone: its dispatcher cannot be read`);
      continue;
    }
    const cases: CaseLabel[] = readCases(text, languageOf(dispatcher.path), dispatcher.function);
    if (cases.length === 0) {
      report('code', `no instruction switch found in ${where(dispatcher)}${fn}`);
      continue;
    }
    const production = new Set<string>();
    for (const c of cases) {
      const k = classify(c.conditions, entry);
      if (k.excluded) continue;
      production.add(c.name);
      for (const u of k.unknown)
        if (!changes.some((x) => x.kind === 'build condition' && x.text.includes(`"${u}"`)))
          report(
            'build condition',
            `case ${c.name} in ${where(dispatcher)}${fn} is under "${u}", a build condition upstream.json does not classify`,
          );
    }
    for (const name of production)
      if (!dispatcher.cases.includes(name)) report('instruction', `new case ${name} in ${where(dispatcher)}${fn}`);
    for (const name of dispatcher.cases)
      if (!production.has(name)) report('instruction', `case ${name} removed from ${where(dispatcher)}${fn}`);
    for (const cls of dispatcher.classes)
      if (!mentions(text, cls)) report('class', `${where(dispatcher)}${fn} no longer tests the class ${cls}`);
  }

  // Status words: every file of the record, every code added, removed or renumbered.
  for (const file of records.statusWords?.files ?? []) {
    const text = reader.read(file);
    if (text === undefined) {
      report('status word', `${where(file)} is gone: its ${Object.keys(file.defines).length} status words cannot be read`);
      continue;
    }
    const now = new Map(
      readDefinitions(text, languageOf(file.path))
        .filter((d) => isStatusWord(d.name, d.value))
        .map((d) => [d.name, d.value]),
    );
    for (const [name, value] of Object.entries(file.defines)) {
      if (!now.has(name)) report('status word', `${name} (${hex(value, 4)}) is no longer defined in ${where(file)}`);
      else if (now.get(name) !== value)
        report('status word', `${name} renumbered ${hex(value, 4)} → ${hex(now.get(name)!, 4)} in ${where(file)}`);
    }
    for (const [name, value] of now) if (!(name in file.defines)) report('status word', `new ${name} = ${hex(value, 4)} in ${where(file)}`);
  }
  return changes;
}

/**
 * The make targets a build page runs that the app's Makefile and the files it includes (ledger-zxlib's
 * dockerized_build.mk at the pinned commit, an app's own copy) give no rule: a reader's command that fails
 * or, for a name only listed as .PHONY, does nothing.
 */
export function compareBuildPage(page: {path: string; targets: string[]}, tree: AppTree): Change[] {
  const read = (file: string) => tree.read({path: file});
  const defined = new Set<string>();
  const unread: string[] = [];
  const queue = ['Makefile'];
  for (const seen = new Set<string>(); queue.length;) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = read(file);
    if (text === undefined) {
      unread.push(file);
      continue;
    }
    for (const t of makeTargets(text)) defined.add(t);
    queue.push(...makeIncludes(text));
  }
  const changes: Change[] = unread.map((f) => ({
    kind: 'build page' as const,
    text: `${f} cannot be read: the targets ${page.path} runs are not checked there`,
  }));
  for (const t of page.targets)
    if (!defined.has(t))
      changes.push({kind: 'build page', text: `${page.path} runs make ${t}: no rule for it in the Makefile or the files it includes`});
  return changes;
}

/** Runs the check for one app against the clones in `clones` (the app's repository and ledger-zxlib). */
export function checkApp(records: AppRecords, clones: string): CheckResult {
  const {app, upstream} = records;
  const result: CheckResult = {
    folder: records.folder,
    repository: app.repository,
    classification: 'unreadable',
    recorded: {commit: app.commit, version: app.appVersion, date: app.date},
    changes: [],
    notes: [],
  };
  const dir = cloneOf(clones, app.repository);
  if (!dir) {
    result.changes.push({kind: 'code', text: `no clone of ${app.repository} in ${clones}`});
    return result;
  }
  const head = branchHead(dir, upstream.branch);
  if (!head) {
    result.changes.push({kind: 'branch', text: `branch ${upstream.branch} not found in the clone of ${app.repository}`});
    return result;
  }
  // Files of either repository at the commit checked.
  const zxlibDir = cloneOf(clones, ZXLIB);
  const tree = appTree(dir, head, zxlibDir, records.statusWords?.zxlib?.path);
  const version = readVersion(tree.read({path: upstream.version}) ?? '');
  result.head = {commit: head, version, date: commitDate(dir, head)};
  const material: Change[] = [];
  if (head !== app.commit && !resolve(dir, app.commit))
    material.push({kind: 'branch', text: `the recorded commit ${app.commit.slice(0, 7)} is not in the clone (history rewritten?)`});
  else if (head !== app.commit && !isAncestor(dir, app.commit, head))
    material.push({kind: 'branch', text: `the recorded commit ${app.commit.slice(0, 7)} is no longer on ${upstream.branch}`});

  // The zxlib pointer against the one the records name.
  const recordedPin = records.statusWords?.zxlib?.commit;
  if (recordedPin && !tree.pin)
    material.push({kind: 'code', text: `${records.statusWords!.zxlib!.path} is no longer a submodule at ${head.slice(0, 7)}`});
  if (recordedPin && tree.pin && tree.pin !== recordedPin) result.zxlib = {from: recordedPin, to: tree.pin};
  const needsZxlib = [...records.defineFiles, ...records.dispatchers, ...(records.statusWords?.files ?? [])].some((f) => f.repo === ZXLIB);
  if (needsZxlib && !zxlibDir) material.push({kind: 'code', text: `no clone of ${ZXLIB} in ${clones}: its files cannot be read`});

  if (version === undefined) material.push({kind: 'code', text: `no APPVERSION_M/N/P in ${upstream.version}`});
  const devicesText = tree.read({path: app.devicesFrom});
  if (devicesText === undefined) material.push({kind: 'device', text: `${app.devicesFrom} is gone: the devices cannot be read`});
  else {
    const devices = readDevices(devicesText, app.devicesFrom);
    const added = devices.filter((d) => !app.devices.includes(d));
    const removed = app.devices.filter((d) => !devices.includes(d));
    if (added.length)
      material.push({kind: 'device', text: `new device${added.length > 1 ? 's' : ''}: ${added.join(', ')} (${app.devicesFrom})`});
    if (removed.length) material.push({kind: 'device', text: `no longer built for ${removed.join(', ')} (${app.devicesFrom})`});
  }
  // The repository's own word that it is archived (its README, or the file apps.json names), both ways.
  const noticeFile = app.archived?.notice ?? 'README.md';
  const archivedNow = saysArchived(tree.read({path: noticeFile}) ?? '');
  if (archivedNow && !app.archived)
    material.push({
      kind: 'archived',
      text: `${noticeFile} says the repository is archived: record it in apps.json (archived) with the app that replaces it`,
    });
  if (!archivedNow && app.archived) material.push({kind: 'archived', text: `${noticeFile} no longer says the repository is archived`});
  if (records.buildPage) material.push(...compareBuildPage(records.buildPage, tree));
  if (!needsZxlib || zxlibDir) material.push(...compareRecords(records, tree));
  result.changes = material;

  if (material.length) result.classification = 'material';
  else if (head === app.commit && !result.zxlib) result.classification = 'current';
  else result.classification = 'safe';
  if (version !== undefined && version !== app.appVersion) result.notes.push(`version ${app.appVersion ?? '?'} → ${version}`);
  if (result.zxlib)
    result.notes.push(
      `ledger-zxlib ${result.zxlib.from.slice(0, 7)} → ${result.zxlib.to.slice(0, 7)}${material.length ? '' : ' (every value read there unchanged)'}`,
    );
  if (head === app.commit && material.length) result.notes.push('the records disagree with the code at their own commit');
  if (records.knownTags) {
    const fresh = tags(dir)
      .map((t) => t.name)
      .filter((t) => /^v?\d+\.\d+\.\d+$/.test(t) && !records.knownTags!.includes(t));
    if (fresh.length)
      result.notes.push(
        `release tag${fresh.length > 1 ? 's' : ''} not in releases.json yet: ${fresh.join(', ')} (--releases records them)`,
      );
  }
  return result;
}
