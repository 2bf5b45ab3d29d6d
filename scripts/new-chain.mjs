#!/usr/bin/env node
/**
 * Adds a chain: inserts its entry into src/data/chains.ts (the only list of chains), writes its
 * logo files, and scaffolds the files of its ledger-apps folder for the author to complete.
 * Run from the project root:
 *
 *   npm run new:chain -- <Name> [--folder <folder>] [--landing <Landing>|--no-landing] [--no-folder] [--repo <owner/name>]
 *
 * The scaffolds hold TODO(new:chain) markers; npm run generate (run before build, start and
 * typecheck) stops with a list of what is left until every marker is gone, so an unfinished
 * chain never reaches the site.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {loadChainList, SCAFFOLD_MARKER} from './lib/chain-check.mjs';
import {
  apduPage,
  apduTemplate,
  appsEntry,
  statusWordsTemplate,
  upstreamEntry,
  buildPage,
  chainEntry,
  checkUnique,
  insertChainEntry,
  parseArgs,
  usage,
} from './lib/new-chain.mjs';

const root = process.cwd();
const scripts = path.dirname(fileURLToPath(import.meta.url));
// Without `--`, npm keeps options such as --folder for itself and passes only their values on.
const swallowed = ['folder', 'landing', 'repo'].filter((o) => process.env[`npm_config_${o}`] !== undefined);
if (swallowed.length) {
  console.error(`new:chain: npm took --${swallowed.join(', --')} as its own option; put -- before the arguments.\n${usage}`);
  process.exit(2);
}
let args;
try {
  args = parseArgs(process.argv.slice(2));
} catch (err) {
  console.error(`new:chain: ${err.message}\n${usage}`);
  process.exit(2);
}
const {name, folder, landing} = args;

/** Writes the entry and the scaffolds; returns what was created and changed and what is left to write. */
function addChain() {
  const chainsFile = path.join(root, 'src/data/chains.ts');
  const before = loadChainList(root);
  checkUnique(before.chains, args);

  const created = [];
  const changed = [];
  const rel = (p) => path.relative(root, p);
  const write = (file, text) => {
    (existsSync(file) ? changed : created).push(rel(file));
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, text);
  };
  const refuseExisting = (file) => {
    if (existsSync(file)) throw new Error(`${rel(file)} exists already; move it away or pick another --folder`);
  };

  const dataDir = folder && path.join(root, 'data/ledger-apps', folder);
  const docsDir = folder && path.join(root, 'docs/ledger-apps', folder);
  if (folder)
    for (const f of [path.join(dataDir, 'apdu.ts'), path.join(docsDir, 'APDUSPEC.mdx'), path.join(docsDir, 'build.md')]) refuseExisting(f);

  writeFileSync(chainsFile, insertChainEntry(readFileSync(chainsFile, 'utf8'), chainEntry(args), name));
  changed.push(rel(chainsFile));
  const {ledgerRepository} = loadChainList(root);

  if (folder) {
    const repository = ledgerRepository(folder);

    write(path.join(dataDir, 'apdu.ts'), apduTemplate({name, folder, repository}));
    write(path.join(dataDir, 'statusWords.ts'), statusWordsTemplate({name}));
    write(path.join(docsDir, 'APDUSPEC.mdx'), apduPage({name, folder, repository}));
    write(path.join(docsDir, 'build.md'), buildPage({name, repository}));

    const appsFile = path.join(root, 'data/ledger-apps/apps.json');
    const apps = JSON.parse(readFileSync(appsFile, 'utf8'));
    apps[folder] = appsEntry(repository);
    const sorted = Object.fromEntries(Object.entries(apps).sort(([a], [b]) => a.localeCompare(b)));
    write(appsFile, `${JSON.stringify(sorted, null, 2)}\n`);

    const upstreamFile = path.join(root, 'data/ledger-apps/upstream.json');
    const upstream = existsSync(upstreamFile) ? JSON.parse(readFileSync(upstreamFile, 'utf8')) : {};
    upstream[folder] = upstreamEntry();
    write(
      upstreamFile,
      `${JSON.stringify(Object.fromEntries(Object.entries(upstream).sort(([a], [b]) => a.localeCompare(b))), null, 2)}\n`,
    );
  }

  execFileSync(process.execPath, [path.join(scripts, 'copy-chain-logos.mjs')], {cwd: root, stdio: 'ignore'});
  const {chainLogoPaths} = loadChainList(root);
  const logos = chainLogoPaths({name});
  created.push(`static${logos.light}`, `static${logos.dark}`);

  const todo = [
    `src/data/chains.ts: write ${name}'s description (replace ${SCAFFOLD_MARKER}), add its website and related sections; if @web3icons/core has its logo, use net()/token() instead of the monogram and rerun node scripts/copy-chain-logos.mjs.`,
    ...(folder
      ? [
          `data/ledger-apps/${folder}/apdu.ts: class byte, coin type, path rules, commands and status words from the app's docs/APDUSPEC.md.`,
          `docs/ledger-apps/${folder}/APDUSPEC.mdx and build.md: the prose, in your own words from the repository.`,
          `data/ledger-apps/apps.json, entry ${folder}: appVersion, devices, devicesFrom, commit and date of one snapshot of the repository, and checkedAt.`,
          `data/ledger-apps/${folder}/statusWords.ts: the status words the app's code defines at that commit; data/ledger-apps/upstream.json: its branch and version file; then npm run ledger:upstream -- <clones> --releases --only ${folder} writes its release history.`,
          `optional: supported-methods lists with node scripts/import-supported.mjs (see its header).`,
        ]
      : []),
    `tests/spec/spec-routes.ts transcribes the spec: when the spec names ${name}, add it to its lists there (npx vitest run tests/unit/data.test.ts says which).`,
  ];
  console.log(
    `new:chain: added ${name}${landing ? ` (landing /${landing})` : ''}${folder ? ` (folder ${folder}, repository ${ledgerRepository(folder)})` : ''}.`,
  );
  console.log(`\nCreated:\n${created.map((f) => `  ${f}`).join('\n')}`);
  console.log(`\nChanged:\n${changed.map((f) => `  ${f}`).join('\n')}`);
  console.log(`\nTo complete:\n${todo.map((t, i) => `  ${i + 1}. ${t}`).join('\n')}`);
  console.log(
    `\nUntil every ${SCAFFOLD_MARKER} is gone, npm run generate (and so npm run build, npm start and npm run typecheck) stops with the list of what is left, and node scripts/check-content.mjs ledger-apps reports the placeholder text: the site never shows an unfinished page.`,
  );
}

try {
  addChain();
} catch (err) {
  console.error(`new:chain: ${err.message}`);
  process.exit(1);
}
