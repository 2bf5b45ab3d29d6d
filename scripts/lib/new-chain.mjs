/**
 * The parts of `npm run new:chain` that do not touch the disk: argument parsing, the chains.ts
 * entry and where it goes, and the templates of the files an author completes. Every template
 * carries SCAFFOLD_MARKER, so npm run generate (and with it build, start and typecheck) and
 * scripts/check-content.mjs refuse the files until the author has replaced the markers.
 */
import {SCAFFOLD_MARKER as TODO} from './chain-check.mjs';

export const usage = `usage: npm run new:chain -- <Name> [--folder <folder>] [--landing <Landing-Path> | --no-landing] [--no-folder] [--repo <owner/name>]
  <Name>        display name, e.g. "Aleph Zero"
  --folder      ledger-apps folder (default: the name in lower case without spaces, e.g. alephzero)
  --landing     landing page segment with the spec's casing (default: the name with '-' for spaces, e.g. Aleph-Zero)
  --no-landing  the chain has a ledger-apps folder but no landing page (like Statemint)
  --no-folder   the chain has a landing page but no documented Ledger app (like Lisk)
  --repo        the app's repository when it is not ledger-<folder> in the provider's organisation`;

export function parseArgs(argv) {
  const args = {name: undefined, folder: undefined, landing: undefined, repo: undefined, noLanding: false, noFolder: false};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--no-landing') args.noLanding = true;
    else if (a === '--no-folder') args.noFolder = true;
    else if (['--folder', '--landing', '--repo'].includes(a)) {
      const value = argv[++i];
      if (!value || value.startsWith('--')) throw new Error(`${a} needs a value`);
      args[a.slice(2)] = value;
    } else if (a.startsWith('--')) throw new Error(`unknown option ${a}`);
    else if (args.name === undefined) args.name = a;
    else throw new Error(`unexpected argument ${a}`);
  }
  const {name} = args;
  if (!name) throw new Error('the chain name is missing');
  if (!/^[A-Za-z][A-Za-z0-9 .-]*$/.test(name)) throw new Error(`name "${name}": letters, digits, spaces, dots and dashes only`);
  if (args.noLanding && args.noFolder) throw new Error('a chain needs a landing page or a ledger-apps folder');
  const folder = args.noFolder ? undefined : (args.folder ?? name.toLowerCase().replace(/[^a-z0-9]/g, ''));
  const landing = args.noLanding ? undefined : (args.landing ?? name.trim().replace(/[\s.]+/g, '-'));
  if (folder !== undefined && !/^[a-z][a-z0-9]*$/.test(folder)) throw new Error(`folder "${folder}": lower-case letters and digits only`);
  if (landing !== undefined && !/^[A-Za-z][A-Za-z-]*$/.test(landing)) throw new Error(`landing "${landing}": letters and dashes only`);
  if (args.repo !== undefined && !/^([A-Za-z0-9_.-]+\/)?[a-z0-9-]+$/.test(args.repo))
    throw new Error(`repo "${args.repo}": owner/name or a name in the provider's organisation`);
  if (args.repo !== undefined && folder === undefined) throw new Error('--repo needs a ledger-apps folder');
  return {name, folder, landing, repo: folder === undefined ? undefined : (args.repo ?? `ledger-${folder}`)};
}

/** Initials for the generated monogram logo: 'Aleph Zero' → 'AZ', 'Nodle' → 'NO'. */
export function monogramText(name) {
  const words = name
    .split(/[\s.-]+/)
    .map((w) => w.replace(/[^A-Za-z]/g, ''))
    .filter(Boolean);
  const text = words.length > 1 ? words[0][0] + words[1][0] : words[0].slice(0, 2);
  return text.toUpperCase();
}

/** One line of the chains array in src/data/chains.ts. */
export function chainEntry({name, folder, landing, repo}) {
  const q = (s) => `'${s}'`;
  const common = `name: ${q(name)}, logo: monogram(${q(monogramText(name))})`;
  const rest = `description: '${TODO} one or two sentences on what ${name} is and what it is for.', related: []`;
  if (folder && landing) {
    const repoArg = repo === `ledger-${folder}` ? '' : `, ${q(repo)}`;
    return `  both(${q(landing)}, ${q(folder)}, {${common}, ${rest}}${repoArg}),`;
  }
  if (folder) return `  {${common}, ledgerFolder: ${q(folder)}, ledgerRepo: ${q(repo)}, ${rest}},`;
  return `  {${common}, landing: ${q(landing)}, ${rest}},`;
}

/** chains.ts with the entry inserted in alphabetical order of the names. */
export function insertChainEntry(source, entry, name) {
  const lines = source.split('\n');
  const start = lines.findIndex((l) => l.startsWith('export const chains'));
  const end = lines.findIndex((l, i) => i > start && l === '];');
  if (start < 0 || end < 0) throw new Error('src/data/chains.ts: cannot find the chains array (export const chains ... = [ ... ];)');
  const nameOf = (line) => /name: '([^']+)'/.exec(line)?.[1];
  const rows = lines.slice(start + 1, end);
  if (rows.some((l) => nameOf(l)?.toLowerCase() === name.toLowerCase()))
    throw new Error(`src/data/chains.ts already has a chain named ${name}`);
  const before = rows.findIndex((l) => (nameOf(l) ?? '').localeCompare(name, 'en', {sensitivity: 'base'}) > 0);
  const at = start + 1 + (before < 0 ? rows.length : before);
  return [...lines.slice(0, at), entry, ...lines.slice(at)].join('\n');
}

export function checkUnique(chains, {name, folder, landing}) {
  for (const c of chains) {
    if (c.name.toLowerCase() === name.toLowerCase()) throw new Error(`src/data/chains.ts already has ${c.name}`);
    if (folder && c.ledgerFolder === folder) throw new Error(`${c.name} already uses the ledger-apps folder ${folder}; pass --folder`);
    if (landing && c.landing?.toLowerCase() === landing.toLowerCase())
      throw new Error(`${c.name} already uses the landing page /${c.landing}; pass --landing`);
  }
}

export function apduTemplate({name, folder, repository}) {
  return `/**
 * ${name} app: facts from ${repository} docs/APDUSPEC.md.
 * ${TODO} name the files of the app's code the facts were checked against (or record them in
 * codeCheck, as data/ledger-apps/algorand/apdu.ts does). An app built from the provider's Substrate
 * template needs only substrateSpec({...}) from data/ledger-apps/shared/substrate.ts.
 */
import type {ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';
import {ledgerRepository} from '../../../src/data/chains';
import {getVersion, version12} from '../shared/common';
import {statusWordsFrom} from '../shared/statusWords';
import statusWordsCheck from './statusWords';

const spec: ApduSpec = {
  folder: '${folder}',
  appName: '${name}',
  repo: ledgerRepository('${folder}'),
  sourceFile: 'docs/APDUSPEC.md',
  // ${TODO} class byte, coin type, default path and path rules from the app's docs/APDUSPEC.md.
  cla: 0x00,
  coinType: 0,
  defaultPath: "m/44'/0'/0'/0/0",
  path: {encoding: 'u32le', lengthPrefix: false, minComponents: 5, maxComponents: 5},
  chunkSize: 250,
  // ${TODO} every command the app dispatches; shared/common.ts has the usual building blocks.
  commands: [getVersion(version12)],
  // The status words the app's code defines (statusWords.ts), not the specification file's table.
  ...statusWordsFrom(statusWordsCheck),
};

export default spec;
`;
}

/** The status-word record (issue 62): read in the app's code, data/ledger-apps/filecoin/statusWords.ts shows one. */
export function statusWordsTemplate({name}) {
  const none = '0'.repeat(40);
  return `/**
 * Status words of the ${name} app, read in the files its code compiles (packages/docs-core/src/ledger/apdu/statusWordsCheckSchema.ts).
 * ${TODO} at the commit of its apps.json entry: ledger-zxlib's include/apdu_codes.h at the commit deps/ledger-zxlib pins, the app's own status-word defines, and the table of docs/APDUSPEC.md as written.
 */
import type {StatusWordsCheck} from '@zondax/docs-core/ledger/apdu/statusWordsCheck';
import {zxlibApduCodes} from '../shared/zxlibApduCodes';

const check: StatusWordsCheck = {
  // ${TODO} the app's commit (apps.json) and the ledger-zxlib commit it pins.
  commit: '${none}',
  zxlib: {path: 'deps/ledger-zxlib', commit: '${none}'},
  files: [
    // ${TODO} the pin again: the file's 16 defines (shared/zxlibApduCodes.ts), if they are what it defines at that commit.
    zxlibApduCodes('${none}'),
  ],
  specWords: [],
};

export default check;
`;
}

/** The upstream.json entry (issue 62): where npm run ledger:upstream follows the app. */
export function upstreamEntry() {
  return {branch: `${TODO} main`, version: `${TODO} app/Makefile.version`};
}

export function apduPage({name, folder, repository}) {
  return `---
title: "${name} APDU specification"
sidebar_label: APDU specification
description: "Command set of the ${name} Ledger app: class byte, instructions, byte layouts, chunking and status words, with an APDU builder and response decoder."
sidebar_position: 1
---

import spec from '@site/data/ledger-apps/${folder}/apdu';
import ApduSpec from '@site/src/components/mdx/ApduSpec';
import ApduBuilder from '@site/src/components/mdx/ApduBuilder';

${TODO} one paragraph, in your own words from the app's docs/APDUSPEC.md: how a host talks to the ${name} app and what sets it apart (class byte, coin type).

## Transport at a glance

${TODO} the frame, the derivation path, signing and chunking, as the APDU pages of the other apps under docs/ledger-apps list them.

<ApduSpec spec={spec} />

## Build and decode APDUs

Pick a command and fill in its fields; the APDUs update as you type, split into chunks the way the app expects. Paste an answer from the device (data and status word, in hex) to see its fields and what the status word means. Everything runs in your browser; the Send panel under the APDUs sends them to a device, an emulator or a recording only when you press Send.

<ApduBuilder spec={spec} />

## Related pages

- [Build the ${name} app](./build.md)
- [Ledger apps overview](/ledger-apps/overview): transport, tooling and the list of apps
- Source: [${repository}](https://github.com/${repository})
`;
}

export function buildPage({name, repository}) {
  return `---
title: Build the ${name} app
sidebar_label: Build and load
description: How to build the ${name} Ledger app from source, test it in the Zemu emulator and load it on a development device.
sidebar_position: 2
---

${TODO} the build, test and load steps that [${repository}](https://github.com/${repository}) documents, in your own words; the build pages of the other apps under docs/ledger-apps show the usual sections. The flow shared by the provider's apps is explained once in the [overview](/ledger-apps/overview#building-an-app-from-source).

## Related pages

- [APDU specification of the ${name} app](./APDUSPEC.mdx) for the commands the app accepts.
- [Ledger apps overview](/ledger-apps/overview): devices, the APDU transport and every app side by side.
`;
}

/** The apps.json entry: the repository is derived; the snapshot facts are the author's to fill in. */
export function appsEntry(repository) {
  return {
    repository,
    appVersion: `${TODO} APPVERSION_M.N.P at commit`,
    devices: [`${TODO} device models, e.g. Nano S Plus`],
    devicesFrom: `${TODO} ledger_app.toml`,
    commit: `${TODO} 40-hex commit of the snapshot`,
    date: `${TODO} YYYY-MM-DD of that commit`,
    checkedAt: `${TODO} YYYY-MM-DD the facts were checked against the code at that commit`,
  };
}
