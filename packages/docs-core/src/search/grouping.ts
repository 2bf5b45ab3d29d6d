/**
 * Near-duplicate hits across chain folders. Every Ledger app documents the same commands
 * (INS_GET_ADDR, INS_GET_VERSION, "Build the … app"), so one query can return twenty hits that
 * differ only by chain. Hits that share their path inside a chain folder, their anchor and
 * their heading text become one entry naming the chains ("INS_GET_ADDR — Acala, Aleph Zero
 * and 20 more"); its link goes to the chain the reader is on when it is among them, else to
 * the best-ranked one. Runs on the answers of both backends (see searchClient.ts), so the
 * local index and hosted Algolia group alike.
 */
import {chainsOfSection, type ChainCatalog} from '../chains/catalog';
import {chainPageKind} from '../paths/ledger-pages';
import {sectionOfPath} from '../paths/sections';
import {escapeHtml} from '../text/escapeHtml.mjs';

export interface GroupableHit {
  url: string;
  type: string;
  hierarchy: Record<string, string | null>;
  content?: string | null;
  _highlightResult?: {hierarchy?: Record<string, {value: string}>; content?: {value: string}};
  _snippetResult?: {hierarchy?: Record<string, {value: string}>; content?: {value: string}};
  /** Set on a grouped entry: the chains it stands for, in rank order (the linked one first). */
  chains?: string[];
  /** Set on a grouped entry: each chain's own hit URL, in the order of `chains`. */
  chainUrls?: Array<{chain: string; url: string}>;
  /**
   * Set by the local engine when it folded twins (a search with `foldTwins`): the URLs of this hit's twins that
   * matched too, in rank order. Grouping reads them as members of this hit's group.
   */
  twins?: string[];
}

/** "Acala", "Acala and Astar", "Acala, Astar and Kusama", "Acala, Aleph Zero and 20 more". */
export function chainsLabel(names: string[]): string {
  if (names.length <= 1) return names.join('');
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  if (names.length === 3) return `${names[0]}, ${names[1]} and ${names[2]}`;
  return `${names[0]}, ${names[1]} and ${names.length - 2} more`;
}

/** The heading a hit is labelled by: its own level, or for a paragraph the nearest heading above it. */
function labelLevel(hit: GroupableHit): string {
  if (/^lvl[1-6]$/.test(hit.type) && hit.hierarchy[hit.type]) return hit.type;
  return ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'].find((l) => hit.hierarchy[l]) ?? 'lvl1';
}

/**
 * Text without the chain's names ("Build the Acala app" ~ "Build the Astar app"): `names` are the chain's name and its
 * aliases, longest first, so a page that spells the chain its own way ("the Crypto.org Chain Ledger app", "the
 * Internet Computer Ledger app") reads as its twins do.
 */
function neutral(text: string | null | undefined, names: readonly string[]): string {
  let out = (text ?? '').toLowerCase();
  for (const name of names) out = out.split(name).join('\u0000');
  return out;
}

/**
 * Same page kind (the path inside the chain folder, `chainPageKind`), same anchor, same headings. The page
 * title is left out: it names the chain in the chain's own spelling ("Crypto.org Chain",
 * "Internet Computer"), and the page kind already says which page it is.
 */
function groupKey(
  hit: Pick<GroupableHit, 'url' | 'type' | 'hierarchy' | 'content'>,
  where: {names: readonly string[]; rest: string},
): string {
  const anchor = hit.url.includes('#') ? hit.url.slice(hit.url.indexOf('#')) : '';
  const levels = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((l) => neutral(hit.hierarchy[l], where.names));
  return [where.rest, anchor, hit.type, ...levels, hit.type === 'content' ? neutral(hit.content, where.names) : ''].join('\u0001');
}

/** Grouping over one site's chains (the catalog): the site binds it once, a server per snapshot. */
export interface ChainGrouping {
  /** Chain folder of a URL or path under the ledger-apps section, with the rest of the path. */
  chainOfPath(urlOrPath: string): {folder: string; chain: string; rest: string} | undefined;
  /**
   * The chain a reader is on: a ledger-apps chain folder, a /{Chain} landing page, or a section about
   * exactly one chain (the Filecoin signing tools pages are Filecoin's). Grouped hits lead with it.
   */
  readerChain(path: string): string | undefined;
  /**
   * The folder path of the chain a reader is on (`/ledger-apps/polkadot/`), when that chain has one: the local
   * engine shows that chain's twin for a folded group (`twinsLead`).
   */
  readerChainFolder(path: string): string | undefined;
  /** A hit's group key when it lies in a chain folder (the index builder numbers records by it), else undefined. */
  twinKey(hit: Pick<GroupableHit, 'url' | 'type' | 'hierarchy' | 'content'>): string | undefined;
  /**
   * Groups cross-chain duplicates in one page of hits, keeping the order of each group's best
   * hit. `currentPath` is the page the reader is on: its chain's member leads its group.
   */
  groupChainDuplicates<T extends GroupableHit>(hits: T[], currentPath?: string): T[];
}

export function chainGrouping(catalog: ChainCatalog): ChainGrouping {
  const {ledger} = catalog;
  const chainByFolder = new Map(catalog.chains.flatMap((c) => (c.folder ? [[c.folder.toLowerCase(), c.name] as const] : [])));
  // Each chain's name and aliases in lower case, longest first (neutral).
  const namesByChain = new Map(
    catalog.chains.map(
      (c) => [c.name, [c.name, ...(c.aliases ?? [])].map((n) => n.toLowerCase()).sort((a, b) => b.length - a.length)] as const,
    ),
  );
  const folderPattern = new RegExp(`^${ledger.routeBasePath}/([^/]+)(/.*)?$`);

  function chainOfPath(urlOrPath: string): {folder: string; chain: string; rest: string} | undefined {
    const pathname = urlOrPath.startsWith('/') ? urlOrPath.split('#')[0] : new URL(urlOrPath).pathname;
    const m = folderPattern.exec(pathname.replace(/\/$/, ''));
    if (!m) return undefined;
    const chain = chainByFolder.get(m[1].toLowerCase());
    return chain ? {folder: m[1].toLowerCase(), chain, rest: (m[2] ?? '').toLowerCase()} : undefined;
  }

  function readerChain(path: string): string | undefined {
    const inFolder = chainOfPath(path)?.chain;
    if (inFolder) return inFolder;
    const bare = path.split(/[?#]/)[0].replace(/\/$/, '');
    const landing = catalog.chains.find((c) => c.landingPath?.toLowerCase() === bare.toLowerCase());
    if (landing) return landing.name;
    const section = sectionOfPath(bare, catalog.sections);
    const related = section ? chainsOfSection(catalog, section) : [];
    return related.length === 1 ? related[0] : undefined;
  }

  function readerChainFolder(path: string): string | undefined {
    const name = readerChain(path);
    const folder = name ? catalog.chains.find((c) => c.name === name)?.folder : undefined;
    return folder ? `${ledger.routeBasePath}/${folder.toLowerCase()}/` : undefined;
  }

  function twinKey(hit: Pick<GroupableHit, 'url' | 'type' | 'hierarchy' | 'content'>): string | undefined {
    const where = chainOfPath(hit.url);
    return where && groupKey(hit, {names: namesByChain.get(where.chain)!, rest: chainPageKind(where.rest)});
  }

  /**
   * Groups cross-chain duplicates in one page of hits, keeping the order of each group's best
   * hit. `currentPath` is the page the reader is on: its chain's member leads its group. A hit the
   * engine folded brings its twins' URLs: they join its group as members known by their URL only.
   */
  function groupChainDuplicates<T extends GroupableHit>(hits: T[], currentPath?: string): T[] {
    const here = currentPath ? readerChain(currentPath) : undefined;
    // Per group, one member per chain: its URL, and its hit when the answer brought it whole.
    const groups = new Map<string, Array<{chain: string; url: string; hit?: T}>>();
    const order: Array<T | string> = [];
    const join = (members: Array<{chain: string; url: string; hit?: T}>, url: string, hit?: T) => {
      const chain = chainOfPath(url)?.chain;
      if (chain && !members.some((m) => m.chain === chain)) members.push({chain, url, hit});
    };
    for (const hit of hits) {
      const key = twinKey(hit);
      if (key === undefined) {
        order.push(hit);
        continue;
      }
      let members = groups.get(key);
      if (!members) {
        groups.set(key, (members = []));
        order.push(key);
      }
      join(members, hit.url, hit);
      for (const url of hit.twins ?? []) join(members, url);
    }
    return order.map((item) => {
      if (typeof item !== 'string') return item;
      const members = groups.get(item)!;
      if (members.length === 1) return withoutTwins(members[0].hit!);
      // The reader's chain leads when its hit is here to show; else the best-ranked member that is.
      const hereAt = members.findIndex((m) => m.chain === here && m.hit);
      const lead = hereAt >= 0 ? hereAt : members.findIndex((m) => m.hit);
      const ordered = [members[lead], ...members.filter((_, i) => i !== lead)];
      return groupedHit(
        members[lead].hit!,
        ordered.map(({chain, url}) => ({chain, url})),
      );
    });
  }

  function withoutTwins<T extends GroupableHit>(hit: T): T {
    if (!hit.twins) return hit;
    const {twins: _twins, ...rest} = hit;
    return rest as T;
  }

  function groupedHit<T extends GroupableHit>(hit: T, chainUrls: Array<{chain: string; url: string}>): T {
    const chains = chainUrls.map((c) => c.chain);
    const level = labelLevel(hit);
    const suffix = ` — ${chainsLabel(chains)}`;
    const withSuffix = <V extends {value: string}>(v: V | undefined): V | undefined =>
      v ? {...v, value: v.value + escapeHtml(suffix)} : v;
    const hl = hit._highlightResult?.hierarchy;
    const sn = hit._snippetResult?.hierarchy;
    return {
      ...withoutTwins(hit),
      chains,
      chainUrls,
      // One entry for many chains: it belongs to the section, not to one chain's group.
      hierarchy: {...hit.hierarchy, lvl0: ledger.title, [level]: `${hit.hierarchy[level] ?? ''}${suffix}`},
      ...(hit._highlightResult && {
        _highlightResult: {
          ...hit._highlightResult,
          hierarchy: {
            ...hl,
            ...(hl?.lvl0 && {lvl0: {...hl.lvl0, value: escapeHtml(ledger.title)}}),
            ...(hl?.[level] && {[level]: withSuffix(hl[level])}),
          },
        },
      }),
      ...(hit._snippetResult && {
        _snippetResult: {...hit._snippetResult, hierarchy: {...sn, ...(sn?.[level] && {[level]: withSuffix(sn[level])})}},
      }),
    };
  }

  return {chainOfPath, readerChain, readerChainFolder, twinKey, groupChainDuplicates};
}
