/** supported_methods and diff_methods: the lists behind the supported_* pages and <VersionDiff> (src/ledger/supported). */
import {diffVersions, type VersionDiffResult} from '../ledger/supported/diff';
import type {Snapshot} from '../snapshot/snapshot';
import {key, resolveLedgerFolder, resolveVersion} from './resolve';
import {z} from 'zod';
import {listOf, ToolInputError} from './toolError';
import {chainArg, defineTool, versionArg, type ToolAnswer} from './define';
import {budgetChars, count, DEFAULT_MAX_TOKENS, maxTokensArg} from './budget';

/** The version a 'latest' list stands for, as its page names it. */
function versionLabel(snapshot: Snapshot, folder: string, version: string): string {
  return version === 'latest' ? snapshot.manifest.supported[folder].latest : version;
}

/** The supported_* page of a list ('…/kusama/supported_latest', '…/kusama/supported_26.1002005.x'). */
function supportedPageUrl(snapshot: Snapshot, folder: string, version: string): string | undefined {
  const page = `/${folder}/supported_${version === 'latest' ? 'latest' : `${version}.x`}`.toLowerCase();
  return snapshot.manifest.pages.find((p) => p.permalink.toLowerCase().endsWith(page))?.url;
}

const plural = (word: string) => [`${word}s`, `${word}es`];

/** The pallet a name stands for, in any letter case and spacing, singular or plural ('balance', 'conviction voting'). */
function matchingPallets<P extends {name: string}>(pallets: readonly P[], wanted: string): P[] {
  const typed = key(wanted);
  const same = pallets.filter((p) => key(p.name) === typed);
  if (same.length > 0) return same;
  return pallets.filter((p) => plural(typed).includes(key(p.name)) || plural(key(p.name)).includes(typed));
}

export async function supportedMethods(snapshot: Snapshot, chain: string, versionText?: string, palletText?: string) {
  const folder = resolveLedgerFolder(snapshot, chain);
  const version = resolveVersion(snapshot, folder, versionText);
  const list = await snapshot.readSupported(folder, version);
  const methods = list.pallets.reduce((n, p) => n + p.methods.length, 0);
  const wanted = palletText?.trim();
  const pallets = wanted ? matchingPallets(list.pallets, wanted) : list.pallets;
  if (wanted && pallets.length === 0) {
    throw new ToolInputError(
      `The ${folder} ${versionLabel(snapshot, folder, version)} list has no pallet "${palletText}". Pallets: ${listOf(
        list.pallets.map((p) => p.name),
        80,
      )}.`,
    );
  }
  return {
    chain: folder,
    version: versionLabel(snapshot, folder, version),
    title: list.title,
    url: supportedPageUrl(snapshot, folder, version),
    source: list.source,
    devices: list.devices,
    pallets,
    counts: {pallets: list.pallets.length, methods},
    otherVersions: snapshot.manifest.supported[folder].versions,
  };
}

/**
 * The list within the budget: whole; else each pallet's method names without their arguments; else
 * only the pallets and how many methods each has. The answer says which, and how to get the rest.
 */
function fitList(list: Awaited<ReturnType<typeof supportedMethods>>, maxTokens: number | undefined): ToolAnswer {
  const limit = budgetChars(maxTokens);
  const whole = JSON.stringify(list);
  if (whole.length <= limit) return {text: whole};
  const how = `The list is ${count(whole.length)} characters, over the budget of ${count(maxTokens ?? DEFAULT_MAX_TOKENS)} tokens`;
  const names = JSON.stringify({
    ...list,
    pallets: list.pallets.map((p) => ({name: p.name, methods: p.methods.map((m) => m.name)})),
    cut: `${how}: methods are listed without their arguments and devices. Ask with pallet for one pallet's methods in full, or raise maxTokens.`,
  });
  if (names.length <= limit) return {text: names};
  return {
    text: JSON.stringify({
      ...list,
      pallets: list.pallets.map((p) => ({name: p.name, methods: p.methods.length})),
      cut: `${how}: only the pallets and their method counts are listed. Ask with pallet for one pallet's methods.`,
    }),
  };
}

export async function diffMethods(
  snapshot: Snapshot,
  chain: string,
  fromText: string,
  toText: string,
): Promise<{chain: string; from: string; to: string; url?: string} & VersionDiffResult> {
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
    url: supportedPageUrl(snapshot, folder, to),
    ...diffVersions(before, after),
  };
}

/** The diff within the budget: whole, else the counts and the first entries of each list. */
function fitDiff(diff: Awaited<ReturnType<typeof diffMethods>>, maxTokens: number | undefined): ToolAnswer {
  const limit = budgetChars(maxTokens);
  const whole = JSON.stringify(diff);
  if (whole.length <= limit) return {text: whole};
  const lists = ['addedPallets', 'removedPallets', 'addedMethods', 'removedMethods', 'changedMethods'] as const;
  for (let keep = 40; keep >= 0; keep = keep > 5 ? Math.floor(keep / 2) : keep - 5) {
    const cut = {
      ...diff,
      ...Object.fromEntries(lists.map((name) => [name, (diff[name] as unknown[]).slice(0, keep)])),
      counts: Object.fromEntries(lists.map((name) => [name, (diff[name] as unknown[]).length])),
      cut: `The diff is ${count(whole.length)} characters, over the budget of ${count(maxTokens ?? DEFAULT_MAX_TOKENS)} tokens: each list shows its first ${keep} entries (counts has them all). Raise maxTokens for more.`,
    };
    const text = JSON.stringify(cut);
    if (text.length <= limit || keep <= 0) return {text};
  }
  return {text: whole};
}

export const supportedMethodsTool = defineTool({
  name: 'supported_methods',
  title: 'Methods a Substrate app version can sign',
  description: () => 'Pallets and methods of one supported-methods list of a chain (latest by default), per device build, with arguments.',
  inputSchema: {
    chain: chainArg,
    version: versionArg.optional(),
    pallet: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .describe("Only this pallet, e.g. 'Balances' (any letter case or spacing, singular or plural)"),
    maxTokens: maxTokensArg,
  },
  answer: async (snapshot, {chain, version, pallet, maxTokens}) =>
    fitList(await supportedMethods(snapshot, chain, version, pallet), maxTokens),
});

export const diffMethodsTool = defineTool({
  name: 'diff_methods',
  title: 'What changed between two app versions',
  description: () =>
    'Pallets and methods added or removed, and methods whose arguments changed, from one supported-methods list to another.',
  inputSchema: {chain: chainArg, from: versionArg, to: versionArg, maxTokens: maxTokensArg},
  answer: async (snapshot, {chain, from, to, maxTokens}) => fitDiff(await diffMethods(snapshot, chain, from, to), maxTokens),
});
