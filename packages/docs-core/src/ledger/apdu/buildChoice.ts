/**
 * The command an APDU page's builder is opened on, kept in the page URL so the choice can be shared
 * and survives a reload: `?build=<command id>#apdu-builder`. A query parameter rather than a hash
 * because the hash belongs to the page's heading anchors (table of contents, `#cmd-sign` links).
 */
import type {ApduCommand} from './schema';

export const buildParam = 'build';

/** The builder's element id; one builder per APDU page, so one fixed id that links can name. */
export const builderAnchor = 'apdu-builder';

type Named = Pick<ApduCommand, 'id' | 'name' | 'specName' | 'cla'>;
const codeNames = (c: Named) => [c.id, c.name];
const specNames = (c: Named) => [c.specName];

/**
 * The command a URL's query asks for, or undefined. The id is what links write; a command name
 * ('INS_GET_ADDR_SECP256K1'), its specification name (links written before a rename) or another
 * letter case is accepted too, because people type and edit shared URLs, but only when it names
 * exactly one command (or one under the app's own class byte).
 */
export function parseBuildChoice(search: string, commands: readonly Named[]): string | undefined {
  const wanted = new URLSearchParams(search).get(buildParam)?.trim();
  if (!wanted) return undefined;
  const exact = commands.find((c) => c.id === wanted);
  if (exact) return exact.id;
  const lower = wanted.toLowerCase();
  // Specification names only after ids and code names: Tezos's legacy INS_SIGN must not shadow its INS_SIGN.
  for (const names of [codeNames, specNames]) {
    const loose = commands.filter((c) => names(c).some((n) => n?.toLowerCase() === lower));
    if (loose.length === 1) return loose[0].id;
    // A name alone means the app's own class byte: Oasis's INS_GET_ADDR_SECP256K1 also names its class-0xE0 signing.
    const ownClass = loose.filter((c) => c.cla === undefined);
    if (loose.length > 0) return ownClass.length === 1 ? ownClass[0].id : undefined;
  }
  return undefined;
}

/** `search` with the build choice set to `commandId`, other parameters kept in their order. */
export function withBuildChoice(search: string, commandId: string): string {
  const params = new URLSearchParams(search);
  params.set(buildParam, commandId);
  return `?${params.toString()}`;
}

/**
 * The link of a command section's "Build this command": this page, builder scrolled into view. It
 * keeps no other query parameter: the static HTML has none to keep, and the link must not differ
 * between that HTML and the hydrated page.
 */
export function buildCommandHref(pathname: string, commandId: string): string {
  return `${pathname}${withBuildChoice('', commandId)}#${builderAnchor}`;
}
