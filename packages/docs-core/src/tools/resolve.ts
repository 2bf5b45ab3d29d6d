/** Names as people and assistants type them → the snapshot's chain folders, commands and versions. */
import {findCommand} from '../ledger/apdu/encode';
import {byteHex} from '../ledger/apdu/hex';
import type {ApduCommand, ApduSpec} from '../ledger/apdu/schema';
import type {CatalogChain} from '../chains/catalog';
import type {Snapshot} from '../snapshot/snapshot';
import {listOf, ToolInputError} from './toolError';

/** A name as compared: letter case, spaces, underscores and hyphens aside ('Aleph Zero' is 'aleph-zero'). */
export const key = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

/** Whether a chain goes by the name typed: its display name or one of its aliases. */
const goesBy = (chain: Pick<CatalogChain, 'name' | 'aliases'>, wanted: string) =>
  key(chain.name) === wanted || (chain.aliases ?? []).some((alias) => key(alias) === wanted);

/** A chain's ledger-apps folder from its folder id ('alephzero') or name ('Aleph Zero', 'aleph-zero'). */
export function resolveLedgerFolder(snapshot: Snapshot, text: string): string {
  return resolveLedgerFolderIn(snapshot.manifest.catalog.chains, snapshot.apdu, text);
}

/** resolveLedgerFolder over a chain list and the folders with an APDU spec (what the MCP App's frame carries). */
export function resolveLedgerFolderIn(
  chains: ReadonlyArray<Pick<CatalogChain, 'name' | 'folder' | 'aliases'>>,
  specs: Readonly<Record<string, unknown>>,
  text: string,
): string {
  const wanted = key(text);
  const chain = chains.find((c) => c.folder && (key(c.folder) === wanted || goesBy(c, wanted)));
  if (chain?.folder && specs[chain.folder]) return chain.folder;
  const named = chains.find((c) => goesBy(c, wanted));
  if (named) throw new ToolInputError(`${named.name} has no Ledger app documented on this site.`);
  const known = chains.filter((c) => c.folder && specs[c.folder]).map((c) => c.folder as string);
  throw new ToolInputError(`Unknown chain "${text}". Chains with a Ledger app: ${listOf(known, 60)}.`);
}

/** A chain of the catalog from its name, folder or landing page ('Aleph Zero', 'alephzero', '/Aleph-Zero'). */
export function resolveChain(snapshot: Snapshot, text: string): CatalogChain {
  const wanted = key(text.replace(/^.*\//, ''));
  const chain = snapshot.manifest.catalog.chains.find(
    (c) => goesBy(c, wanted) || (c.folder && key(c.folder) === wanted) || (c.landingPath && key(c.landingPath.slice(1)) === wanted),
  );
  if (chain) return chain;
  throw new ToolInputError(
    `Unknown chain "${text}". Chains: ${listOf(
      snapshot.manifest.catalog.chains.map((c) => c.name),
      60,
    )}.`,
  );
}

/** A docs section's id from its id, title or base path ('ledger-apps', 'Ledger apps', '/fevm/filecoin-solidity'). */
export function resolveSection(snapshot: Snapshot, text: string): string {
  const wanted = key(text.trim().replace(/^\/+|\/+$/g, ''));
  const section = snapshot.manifest.sections.find(
    (s) => key(s.id) === wanted || key(s.title) === wanted || key(s.routeBasePath.replace(/^\/+/, '')) === wanted,
  );
  if (section) return section.id;
  throw new ToolInputError(
    `Unknown section "${text}". Sections: ${listOf(snapshot.manifest.sections.map((s) => `${s.id} (${s.title})`))}.`,
  );
}

/** A chain's name as the search filter knows it ('Aleph Zero'), from its name or folder. */
export function resolveChainName(snapshot: Snapshot, text: string): string {
  return resolveChain(snapshot, text).name;
}

/** An id's words: getAddrSecp256k1 → get, addr, secp256k1. */
const idWords = (id: string) => id.split(/(?=[A-Z])/).map((w) => w.toLowerCase());

/** An instruction name as typed without its prefix: INS_SIGN_SECP256K1 → 'signsecp256k1'. */
const bareName = (name: string) => key(name.replace(/^INS_/i, ''));

/**
 * The commands a name stands for, closest first: the id ('getVersion'), then the instruction's name with or without
 * INS_ and the name the spec file gives it ('INS_SIGN', 'sign_secp256k1'), then the start of an id or a bare name
 * ('sign' for signSecp256k1), then words of an id ('version' for getVersion, 'address' for getAddr). More than one
 * when a name is shared: Filecoin's INS_SIGN_PERSONAL_MESSAGE is two commands, one under the app's class byte and
 * one under 0xE0.
 */
export function matchingCommands(spec: ApduSpec, text: string): ApduCommand[] {
  const exact = findCommand(spec, text);
  if (exact) return [exact];
  const wanted = key(text);
  if (wanted === '') return [];
  const named = spec.commands.filter(
    (c) => key(c.id) === wanted || key(c.name) === wanted || bareName(c.name) === wanted || (c.specName && key(c.specName) === wanted),
  );
  if (named.length > 0 || wanted.length < 3) return named;
  const starting = spec.commands.filter((c) => key(c.id).startsWith(wanted) || bareName(c.name).startsWith(wanted));
  if (starting.length > 0) return starting;
  // Words of the id, each named or named by its start ('version' for getVersion, 'address' for getAddr…).
  const typed = text
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean);
  return spec.commands.filter((c) => {
    const words = idWords(c.id);
    return typed.every((t) => words.some((w) => w.startsWith(t) || (w.length >= 4 && t.startsWith(w))));
  });
}

const commandList = (spec: ApduSpec, commands: readonly ApduCommand[]) =>
  listOf(commands.map((c) => `${c.id} (${c.name}${c.cla === undefined || c.cla === spec.cla ? '' : `, class ${byteHex(c.cla)}`})`));

/** matchingCommands, or the app's commands in an error when none match. */
export function resolveCommands(spec: ApduSpec, text: string): ApduCommand[] {
  const found = matchingCommands(spec, text);
  if (found.length > 0) return found;
  throw new ToolInputError(`The ${spec.appName} app has no command "${text}". Commands: ${commandList(spec, spec.commands)}.`);
}

/** The one command a name stands for (see matchingCommands); a name shared by several is an error naming each by id. */
export function resolveCommand(spec: ApduSpec, text: string): ApduCommand {
  const found = resolveCommands(spec, text);
  if (found.length === 1) return found[0];
  throw new ToolInputError(`"${text}" is more than one command of the ${spec.appName} app: ${commandList(spec, found)}. Give its id.`);
}

/** A supported-methods version: 'latest', '18.73' or '18.73.x' as the page titles write it. */
export function resolveVersion(snapshot: Snapshot, folder: string, text: string | undefined): string {
  const entry = snapshot.manifest.supported[folder];
  if (!entry) {
    const withLists = Object.keys(snapshot.manifest.supported);
    throw new ToolInputError(`The ${folder} app publishes no supported-methods list. Chains with one: ${listOf(withLists, 60)}.`);
  }
  if (text === undefined || text.trim() === '' || text.trim().toLowerCase() === 'latest') return 'latest';
  const version = text.trim().replace(/^v/i, '').replace(/\.x$/i, '');
  if (entry.versions.includes(version)) return version;
  // A major version alone ('25', 'v12') stands for the one list it starts, and asks back when it starts several.
  const starting = entry.versions.filter((v) => v.startsWith(`${version}.`));
  if (starting.length === 1) return starting[0];
  if (starting.length > 1) {
    throw new ToolInputError(`"${text}" is more than one version of the ${folder} app: ${listOf(starting)}. Give the whole version.`);
  }
  throw new ToolInputError(
    `Unknown version "${text}" of the ${folder} app. Versions: latest (${entry.latest}), ${listOf(entry.versions)}.`,
  );
}
