/** supported_methods and diff_methods: the lists behind the supported_* pages and <VersionDiff> (src/ledger/supported). */
import {diffVersions, type VersionDiffResult} from '../ledger/supported/diff';
import type {Snapshot} from '../snapshot/snapshot';
import {resolveLedgerFolder, resolveVersion} from './resolve';
import {ToolInputError} from './toolError';
import {chainArg, defineTool, jsonAnswer, versionArg} from './define';

/** The version a 'latest' list stands for, as its page names it. */
function versionLabel(snapshot: Snapshot, folder: string, version: string): string {
  return version === 'latest' ? snapshot.manifest.supported[folder].latest : version;
}

export async function supportedMethods(snapshot: Snapshot, chain: string, versionText?: string) {
  const folder = resolveLedgerFolder(snapshot, chain);
  const version = resolveVersion(snapshot, folder, versionText);
  const list = await snapshot.readSupported(folder, version);
  const methods = list.pallets.reduce((n, p) => n + p.methods.length, 0);
  return {
    chain: folder,
    version: versionLabel(snapshot, folder, version),
    title: list.title,
    source: list.source,
    devices: list.devices,
    pallets: list.pallets,
    counts: {pallets: list.pallets.length, methods},
    otherVersions: snapshot.manifest.supported[folder].versions,
  };
}

export async function diffMethods(
  snapshot: Snapshot,
  chain: string,
  fromText: string,
  toText: string,
): Promise<{chain: string; from: string; to: string} & VersionDiffResult> {
  const folder = resolveLedgerFolder(snapshot, chain);
  const from = resolveVersion(snapshot, folder, fromText);
  const to = resolveVersion(snapshot, folder, toText);
  if (from === to)
    throw new ToolInputError(`"from" and "to" are the same list (${versionLabel(snapshot, folder, from)}): give two versions.`);
  const [before, after] = await Promise.all([snapshot.readSupported(folder, from), snapshot.readSupported(folder, to)]);
  return {
    chain: folder,
    from: versionLabel(snapshot, folder, from),
    to: versionLabel(snapshot, folder, to),
    ...diffVersions(before, after),
  };
}

export const supportedMethodsTool = defineTool({
  name: 'supported_methods',
  title: 'Methods a Substrate app version can sign',
  description: () => 'Pallets and methods of one supported-methods list of a chain (latest by default), per device build, with arguments.',
  inputSchema: {chain: chainArg, version: versionArg.optional()},
  answer: async (snapshot, {chain, version}) => jsonAnswer(await supportedMethods(snapshot, chain, version)),
});

export const diffMethodsTool = defineTool({
  name: 'diff_methods',
  title: 'What changed between two app versions',
  description: () =>
    'Pallets and methods added or removed, and methods whose arguments changed, from one supported-methods list to another.',
  inputSchema: {chain: chainArg, from: versionArg, to: versionArg},
  answer: async (snapshot, {chain, from, to}) => jsonAnswer(await diffMethods(snapshot, chain, from, to)),
});
