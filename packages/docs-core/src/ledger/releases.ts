/**
 * An app's release history (issue 62, item 4): the releases its repository tags, each with its version,
 * date and commit, and the instructions the upstream check read at that commit (the production cases of
 * the dispatchers the app's records name, with their INS values). data/ledger-apps/<folder>/releases.json
 * is written by `npm run ledger:upstream -- <clones> --releases`; this module turns it into what the chain
 * landing page shows: the releases newest first, each with its instruction changes since the one before.
 * Pure, so the landing page, the build and the tests share it.
 */
import {compareVersions} from './supported/versions.mjs';
import {byteHex} from './apdu/hex';

export interface ReleaseRecord {
  /** The version the tag names (v2.3.7 → 2.3.7). */
  version: string;
  tag: string;
  commit: string;
  /** Committer date of the tagged commit (YYYY-MM-DD, its own time zone). */
  date: string;
  /** Instruction name → INS value (null where no define was found), or null where the files could not be read at that commit. */
  instructions: Record<string, number | null> | null;
}

export interface ReleasesFile {
  repository: string;
  /** When the tags were read. */
  readAt: string;
  /** Oldest first. */
  releases: ReleaseRecord[];
}

export interface InstructionChanges {
  added: {name: string; ins: number | null}[];
  removed: {name: string; ins: number | null}[];
  renumbered: {name: string; from: number; to: number}[];
}

export type ReleaseChanges = {kind: 'first'} | {kind: 'not read'} | ({kind: 'read'} & InstructionChanges);

export interface ReleaseRow {
  version: string;
  tag: string;
  date: string;
  commit: string;
  changes: ReleaseChanges;
}

/** Release order: by date, then by version (two tags of one day). */
export function compareReleases(a: Pick<ReleaseRecord, 'date' | 'version'>, b: Pick<ReleaseRecord, 'date' | 'version'>): number {
  return a.date.localeCompare(b.date) || compareVersions(a.version, b.version);
}

/** What changed between two instruction sets read at two releases. */
export function instructionChanges(before: Record<string, number | null>, after: Record<string, number | null>): InstructionChanges {
  const names = (o: Record<string, number | null>) => Object.keys(o).sort();
  return {
    added: names(after)
      .filter((n) => !(n in before))
      .map((name) => ({name, ins: after[name]})),
    removed: names(before)
      .filter((n) => !(n in after))
      .map((name) => ({name, ins: before[name]})),
    renumbered: names(after)
      .filter((n) => n in before && before[n] !== null && after[n] !== null && before[n] !== after[n])
      .map((name) => ({name, from: before[name]!, to: after[name]!})),
  };
}

/** The landing page's rows: newest first, each with the changes since the release before it. */
export function releaseRows(file: Pick<ReleasesFile, 'releases'>): ReleaseRow[] {
  const ordered = [...file.releases].sort(compareReleases);
  return ordered
    .map((r, i): ReleaseRow => {
      const previous = ordered[i - 1];
      const changes: ReleaseChanges = !previous
        ? {kind: 'first'}
        : previous.instructions && r.instructions
          ? {kind: 'read', ...instructionChanges(previous.instructions, r.instructions)}
          : {kind: 'not read'};
      return {version: r.version, tag: r.tag, date: r.date, commit: r.commit, changes};
    })
    .reverse();
}

const hex = (n: number | null) => (n === null ? '' : ` (${byteHex(n)})`);

/** One change as the page writes it: the instruction's name (which the page sets as code) and the words around it. */
export interface ChangeEntry {
  before: string;
  name: string;
  after: string;
}

export function changeEntries(changes: ReleaseChanges): ChangeEntry[] {
  if (changes.kind !== 'read') return [];
  return [
    ...changes.added.map((c) => ({before: 'added ', name: c.name, after: hex(c.ins)})),
    ...changes.removed.map((c) => ({before: 'removed ', name: c.name, after: hex(c.ins)})),
    ...changes.renumbered.map((c) => ({before: '', name: c.name, after: ` renumbered ${byteHex(c.from)} → ${byteHex(c.to)}`})),
  ];
}

/** A change as plain text ("added INS_SIGN (0x02)"). */
export const changeText = (entry: ChangeEntry): string => entry.before + entry.name + entry.after;

/** One line per change, as plain text. */
export function changeLines(changes: ReleaseChanges): string[] {
  return changeEntries(changes).map(changeText);
}
