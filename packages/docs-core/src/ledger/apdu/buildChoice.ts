/**
 * What an APDU page's builder is opened on, kept in the page URL so a built APDU can be shared and reopened
 * exactly, and survives a reload: `?build=<command id>&<field id>=<value>…&p1=<byte>#apdu-builder`.
 * Query parameters rather than the hash, because the hash belongs to the page's heading anchors (table of
 * contents, `#cmd-sign` links). Only the values that differ from the builder's starting values are written:
 * a "Build this command" link is `?build=<id>` alone, and a shared link stays as short as what was changed.
 */
import {buildApdus, exampleFields, type BuildResult} from './encode';
import type {ApduCommand, ApduSpec, PayloadField} from './schema';

export const buildParam = 'build';

/** Query parameters of the builder besides the fields: the P1 and P2 a command lets the reader choose. */
export const paramKeys = ['p1', 'p2'] as const;

/** Names no payload field may take: they already mean something in a builder URL (tests/unit holds the data to it). */
export const reservedFieldIds: readonly string[] = [buildParam, ...paramKeys];

/** The builder's element id; one builder per APDU page, so one fixed id that links can name. */
export const builderAnchor = 'apdu-builder';

/**
 * Longest query a builder URL carries. Above it (a long transaction pasted into a message field) only the
 * command is written: servers and proxies refuse request lines much longer than 8 KiB (nginx's default).
 */
export const maxBuildQueryChars = 6_000;

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

/** The command a builder opens on without a choice: the first buildable one that takes a path (its bytes show the path encoding). */
export function defaultBuilderCommand(spec: Pick<ApduSpec, 'commands'>): ApduCommand {
  const buildable = spec.commands.filter((c) => c.buildable !== false);
  return buildable.find((c) => (c.payload ?? []).some((f) => f.kind === 'path')) ?? buildable[0] ?? spec.commands[0];
}

/** The builder's values, as the form holds them: text per field, P1/P2 as typed ('' = the command's first option). */
export interface BuildState {
  commandId: string;
  fields: Record<string, string>;
  p1: string;
  p2: string;
}

/** The fields a reader types (length fields are filled in). */
export const typedFields = (command: Pick<ApduCommand, 'payload'>): PayloadField[] => (command.payload ?? []).filter((f) => !f.lengthOf);

/** What the builder shows when it opens on `command`: each field's example (the default path for paths), P1/P2 unchosen. */
export function startingState(spec: ApduSpec, command: ApduCommand): BuildState {
  return {commandId: command.id, fields: exampleFields(spec, command), p1: '', p2: ''};
}

/** A byte the builder's P1/P2 input holds as text ('' = unchosen; decimal, or hex with 0x). */
export function parseByteText(text: string): number | undefined {
  const t = text.trim();
  return t === '' ? undefined : /^0x/i.test(t) ? parseInt(t, 16) : Number(t);
}

/**
 * The bytes of a builder state: buildApdus over the form's text. The page's builder, the MCP App frame and
 * build_apdu (tools/apdu.ts) all make their bytes here.
 */
export function buildFromState(spec: ApduSpec, command: ApduCommand, state: BuildState): BuildResult {
  return buildApdus(spec, command, {p1: parseByteText(state.p1), p2: parseByteText(state.p2), fields: state.fields});
}

/**
 * The builder state a URL asks for: the command (parseBuildChoice), its fields by id over their starting values,
 * and P1/P2. Parameters that name no field of that command are ignored; undefined without a command.
 */
export function parseBuildState(search: string, spec: ApduSpec): BuildState | undefined {
  const commandId = parseBuildChoice(search, spec.commands);
  const command = commandId === undefined ? undefined : spec.commands.find((c) => c.id === commandId);
  if (!command) return undefined;
  const params = new URLSearchParams(search);
  const state = startingState(spec, command);
  for (const field of typedFields(command)) {
    const value = params.get(field.id);
    if (value !== null) state.fields[field.id] = value;
  }
  for (const key of paramKeys) state[key] = params.get(key)?.trim() ?? '';
  return state;
}

/** Every query parameter a builder of `spec` may write: the choice, P1/P2 and each command's field ids. */
function builderKeys(spec: Pick<ApduSpec, 'commands'>): Set<string> {
  return new Set([buildParam, ...paramKeys, ...spec.commands.flatMap((c) => typedFields(c).map((f) => f.id))]);
}

/**
 * `search` with the builder state: the builder's earlier parameters removed, then `build`, each field that
 * differs from its starting value, and P1/P2 when chosen; other parameters kept in their order. Over
 * maxBuildQueryChars, only the command (the values are then not in the link: `complete` says so).
 */
export function withBuildState(search: string, spec: ApduSpec, state: BuildState): {search: string; complete: boolean} {
  const command = spec.commands.find((c) => c.id === state.commandId);
  const params = new URLSearchParams(search);
  const mine = builderKeys(spec);
  for (const key of [...params.keys()]) if (mine.has(key)) params.delete(key);
  const base = new URLSearchParams(params);
  params.set(buildParam, state.commandId);
  const onlyCommand = `?${params.toString()}`;
  if (!command) return {search: onlyCommand, complete: true};
  const start = startingState(spec, command);
  let changed = false;
  for (const field of typedFields(command)) {
    const value = state.fields[field.id] ?? '';
    if (value !== start.fields[field.id]) {
      params.set(field.id, value);
      changed = true;
    }
  }
  for (const key of paramKeys) {
    const value = state[key].trim();
    // The first option is what an unchosen P1/P2 means: choosing it changes nothing.
    if (value !== '' && value !== String(command[key].options?.[0]?.value)) {
      params.set(key, value);
      changed = true;
    }
  }
  const full = `?${params.toString()}`;
  if (!changed) return {search: onlyCommand, complete: true};
  const extra = full.length - `?${base.toString()}`.length;
  return extra > maxBuildQueryChars ? {search: onlyCommand, complete: false} : {search: full, complete: true};
}

/** A link to a page's builder opened on `state` (the MCP tools' builderUrl, the MCP App's "Open on the site"). */
export function buildStateHref(pageUrl: string, spec: ApduSpec, state: BuildState): string {
  return `${pageUrl}${withBuildState('', spec, state).search}#${builderAnchor}`;
}
