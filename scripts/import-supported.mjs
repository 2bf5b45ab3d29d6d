#!/usr/bin/env node
/**
 * Maintainer tool: turn a Ledger app repository's docs/supported_*.md lists into data files.
 *
 *   node scripts/import-supported.mjs <repo> <folder> [--repository Owner/name] [--ref REF]
 *                                     [--history] [--out data/ledger-apps] [--dry-run]
 *
 * <repo> is either a checked-out working tree (it has a docs/ folder) or a git directory
 * such as a bare mirror (read with `git show REF:docs/...`). <folder> is the chain's
 * ledger-apps folder (src/data/chains.ts). For every supported_<version>.x.md it writes
 * <out>/<folder>/supported/<version>.json; when supported_latest.md is not the same list
 * as the highest version it also writes latest.json.
 *
 * --history also imports lists that were deleted from REF's history (taken from the commit
 * before the deletion), but only those whose heading names this chain and the version of
 * the file name; lists inherited from another app's template are skipped that way.
 *
 * The script only converts facts (pallet, method, device and argument names). It never
 * builds or copies repository code.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseSupportedMarkdown, parseTitle, versionFromFileName} from './lib/supported-md.mjs';
import {compareVersions} from '@zondax/docs-core/ledger/supported/versions.mjs';

function usage(message) {
  if (message) console.error(message);
  console.error(
    'usage: node scripts/import-supported.mjs <repo> <folder> [--repository Owner/name] [--ref REF] [--history] [--out DIR] [--dry-run]',
  );
  process.exit(2);
}

export function parseArgs(argv) {
  const positional = [];
  const options = {ref: 'HEAD', history: false, out: 'data/ledger-apps', dryRun: false, repository: undefined};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--history') options.history = true;
    else if (a === '--dry-run') options.dryRun = true;
    else if (a === '--ref' || a === '--out' || a === '--repository') {
      const value = argv[++i];
      if (!value) usage(`${a} needs a value`);
      options[a.slice(2)] = value;
    } else if (a.startsWith('--')) usage(`unknown option ${a}`);
    else positional.push(a);
  }
  if (positional.length !== 2) usage();
  const [repo, folder] = positional;
  if (!/^[a-z0-9]+$/.test(folder)) usage(`folder must be a lower-case ledger-apps folder name, got '${folder}'`);
  return {repo, folder, ...options, repository: options.repository ?? `Zondax/ledger-${folder}`};
}

const git = (repo, args) => execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});

/** Read the current lists: [{file, markdown, commit}] */
function readCurrent(repo, ref) {
  const worktree = existsSync(path.join(repo, 'docs')) && statSync(path.join(repo, 'docs')).isDirectory();
  if (worktree) {
    let commit;
    try {
      commit = git(repo, ['rev-parse', 'HEAD']).trim();
    } catch {
      commit = undefined;
    }
    return readdirSync(path.join(repo, 'docs'))
      .filter((f) => versionFromFileName(f))
      .map((f) => ({file: `docs/${f}`, markdown: readFileSync(path.join(repo, 'docs', f), 'utf8'), commit}));
  }
  const commit = git(repo, ['rev-parse', ref]).trim();
  return git(repo, ['ls-tree', '--name-only', commit, 'docs/'])
    .split('\n')
    .filter((f) => f && versionFromFileName(f))
    .map((file) => ({file, markdown: git(repo, ['show', `${commit}:${file}`]), commit}));
}

/** Lists deleted somewhere in REF's history, read from the parent of the deleting commit. */
function readDeleted(repo, ref, present) {
  const out = git(repo, ['log', ref, '--diff-filter=D', '--format=>%H', '--name-only', '--', 'docs/']);
  const found = new Map();
  let commit = null;
  for (const line of out.split('\n')) {
    if (line.startsWith('>')) commit = line.slice(1);
    else if (line && versionFromFileName(line) && !present.has(line) && !found.has(line)) found.set(line, commit);
  }
  const lists = [];
  for (const [file, deleting] of found) {
    const parent = `${deleting}^`;
    try {
      const commitOfList = git(repo, ['rev-parse', parent]).trim();
      lists.push({file, markdown: git(repo, ['show', `${commitOfList}:${file}`]), commit: commitOfList});
    } catch {
      // the parent does not hold the file (e.g. renamed in a merge); nothing to import
    }
  }
  return lists;
}

function toDataFile(list, folder, repository, version) {
  const parsed = parseSupportedMarkdown(list.markdown);
  const source = {repository, path: list.file, ...(list.commit ? {commit: list.commit} : {})};
  return {chain: folder, version, title: parsed.title, source, devices: parsed.devices, pallets: parsed.pallets};
}

const sameList = (a, b) => JSON.stringify({d: a.devices, p: a.pallets}) === JSON.stringify({d: b.devices, p: b.pallets});

export function importLists(lists, {folder, repository, history = []}) {
  const versions = new Map();
  let latest = null;
  for (const list of lists) {
    const version = versionFromFileName(list.file);
    if (version === 'latest') latest = list;
    else versions.set(version, toDataFile(list, folder, repository, version));
  }
  const skipped = [];
  if (history.length) {
    const reference = latest ?? history.find((l) => versionFromFileName(l.file) === 'latest');
    const chainName = reference
      ? parseTitle(parseSupportedMarkdown(reference.markdown).title).name
      : [...versions.values()].map((v) => parseTitle(v.title).name)[0];
    for (const list of history) {
      const version = versionFromFileName(list.file);
      if (version === 'latest') {
        if (!latest) latest = list;
        continue;
      }
      if (versions.has(version)) continue;
      const title = parseTitle(parseSupportedMarkdown(list.markdown).title);
      const sameChain = chainName && title.name.replace(/\s/g, '').toLowerCase() === chainName.replace(/\s/g, '').toLowerCase();
      if (!sameChain || title.version !== version) {
        skipped.push(`${list.file} (heading '${title.name} ${title.version ?? ''}')`);
        continue;
      }
      versions.set(version, toDataFile(list, folder, repository, version));
    }
  }
  const ordered = [...versions.keys()].sort(compareVersions);
  const files = new Map(ordered.map((v) => [`${v}.json`, versions.get(v)]));
  if (latest) {
    const titleVersion = parseTitle(parseSupportedMarkdown(latest.markdown).title).version;
    const newest = files.get(`${ordered.at(-1)}.json`);
    const data = toDataFile(latest, folder, repository, titleVersion ?? ordered.at(-1) ?? '0.0');
    if (!newest || !sameList(newest, data) || (titleVersion && titleVersion !== ordered.at(-1))) {
      if (!versions.has(data.version)) files.set(`${data.version}.json`, data);
      else files.set('latest.json', data);
    }
  }
  return {files, skipped};
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!existsSync(args.repo)) usage(`no such path: ${args.repo}`);
  const current = readCurrent(args.repo, args.ref);
  const history = args.history ? readDeleted(args.repo, args.ref, new Set(current.map((l) => l.file))) : [];
  const {files, skipped} = importLists(current, {folder: args.folder, repository: args.repository, history});
  if (!files.size) {
    console.error(`${args.folder}: no supported_*.md lists found in ${args.repo}`);
    process.exit(1);
  }
  const dir = path.join(args.out, args.folder, 'supported');
  if (!args.dryRun) mkdirSync(dir, {recursive: true});
  for (const [name, data] of files) {
    const methods = data.pallets.reduce((n, p) => n + p.methods.length, 0);
    if (!args.dryRun) writeFileSync(path.join(dir, name), `${JSON.stringify(data, null, 1)}\n`);
    console.log(`${path.join(dir, name)}: ${data.pallets.length} pallets, ${methods} methods`);
  }
  for (const s of skipped) console.log(`skipped ${s}`);
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('import-supported.mjs')) main();
