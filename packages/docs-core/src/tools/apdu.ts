/**
 * The APDU tools: the spec a page renders, the builder's bytes and the decoder's reading. Every answer
 * comes from ledger/apdu (encode.ts, decode.ts), the code behind the page's <ApduSpec> and <ApduBuilder>,
 * and cites the page section it mirrors.
 */
import {z} from 'zod';
import {exampleFields} from '../ledger/apdu/encode';
import {
  clientStatusWordFor,
  clientStatusWordsSource,
  commonStatusWords,
  decodeResponse,
  explainStatusWord,
  type DecodedField,
  type StatusWordInfo,
} from '../ledger/apdu/decode';
import type {ApduCommand, ApduSpec} from '../ledger/apdu/schema';
import type {Snapshot} from '../snapshot/snapshot';
import {resolveCommand, resolveCommands, resolveLedgerFolder} from './resolve';
import {listOf, ToolInputError} from './toolError';
import {chainArg, commandArg, defineTool, jsonAnswer, MAX_FIELDS, MAX_INPUT_CHARS, type ToolAnswer} from './define';
import {budgetChars, count, DEFAULT_MAX_TOKENS, maxTokensArg} from './budget';
import {commandAnchor} from '../ledger/apdu/headings';
import {buildFromState, buildStateHref, typedFields, type BuildState} from '../ledger/apdu/buildChoice';
import {definersOf, fileLabel, hexWord, valuesOf} from '../ledger/apdu/statusWordsCheck';
import {byteHex} from '../ledger/apdu/hex';
import {apduToolApp} from '../apps/apduApp';
import {repositoryUrl} from '../sourceHost';

function specOf(snapshot: Snapshot, chain: string): ApduSpec {
  return snapshot.apdu[resolveLedgerFolder(snapshot, chain)];
}

/** The APDUSPEC page of a chain folder, whose builder and decoder these tools mirror. */
function specPageUrl(snapshot: Snapshot, folder: string): string | undefined {
  return snapshot.manifest.pages.find((p) => p.permalink.toLowerCase().endsWith(`/${folder}/apduspec`))?.url;
}

/** A command's section on its page ('…/APDUSPEC#cmd-sign'). */
function commandUrl(snapshot: Snapshot, spec: ApduSpec, command: ApduCommand): string | undefined {
  const page = specPageUrl(snapshot, spec.folder);
  return page && `${page}#${commandAnchor(command)}`;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One command, without what the app states once for all (its class byte, its path rules): those appear
 * on a command only where it differs, so a whole app's answer is not the path rules thirty times over.
 */
function describeCommand(snapshot: Snapshot, spec: ApduSpec, command: ApduCommand) {
  const {id, name, cla, ins, path, ...rest} = command;
  const defaults = exampleFields(spec, command);
  return {
    id,
    name,
    ...(cla !== undefined && cla !== spec.cla ? {cla: byteHex(cla)} : {}),
    ins: byteHex(ins),
    url: commandUrl(snapshot, spec, command),
    ...rest,
    ...(path && !same(path, {rules: spec.path, defaultPath: spec.defaultPath, coinType: spec.coinType}) ? {path} : {}),
    ...(Object.keys(defaults).length ? {builderDefaults: defaults} : {}),
  };
}

export function getApduSpec(snapshot: Snapshot, chain: string, commandText?: string) {
  const spec = specOf(snapshot, chain);
  const commands = commandText ? resolveCommands(spec, commandText) : spec.commands;
  return {
    chain: spec.folder,
    app: spec.appName,
    url: specPageUrl(snapshot, spec.folder),
    repository: repositoryUrl(spec.repo),
    sourceFile: spec.sourceFile,
    cla: byteHex(spec.cla),
    ...(spec.otherCla ? {otherCla: spec.otherCla.map((o) => ({cla: byteHex(o.cla), use: o.use}))} : {}),
    chunkSize: spec.chunkSize,
    path: {rules: spec.path, defaultPath: spec.defaultPath, coinType: spec.coinType},
    commands: commands.map((c) => describeCommand(snapshot, spec, c)),
    statusWords: spec.statusWords.map((s) => ({code: hexWord(s.code), description: s.description})),
    ...(spec.corrections ? {corrections: spec.corrections} : {}),
  };
}

/**
 * The whole spec when it fits the budget, else every command in one line (id, name, INS, summary, URL):
 * the assistant then asks for the command it needs.
 */
function specAnswer(snapshot: Snapshot, chain: string, command: string | undefined, maxTokens: number | undefined): ToolAnswer {
  const spec = getApduSpec(snapshot, chain, command);
  const whole = JSON.stringify(spec);
  if (whole.length <= budgetChars(maxTokens) || command) return {text: whole};
  const outline = {
    ...spec,
    commands: spec.commands.map(({id, name, ins, summary, url}) => ({id, name, ins, summary, url})),
    cut: `The whole specification is ${count(whole.length)} characters, over the budget of ${count(maxTokens ?? DEFAULT_MAX_TOKENS)} tokens: each command is summarised. Ask get_apdu_spec with command for one command's layout, or raise maxTokens.`,
  };
  return {text: JSON.stringify(outline)};
}

export interface BuildApduInput {
  chain: string;
  command: string;
  fields?: Record<string, string>;
  p1?: number;
  p2?: number;
}

export interface BuiltApdu {
  apdus: string[];
  warnings: string[];
  /** What the page's builder would have filled in for what the call left out: every field and P1/P2 it chose. */
  defaultsUsed: Array<{field: string; value: string}>;
  /** The command's section on its page. */
  url?: string;
  /** The page's builder opened on this command. */
  builderUrl?: string;
}

/** P1 or P2 a command lets the caller choose (options), which the builder starts on its first option. */
function chosenParam(command: ApduCommand, name: 'p1' | 'p2'): string | undefined {
  const chunked = name === 'p1' ? command.chunking?.p1 : command.chunking?.p2;
  const param = command[name];
  if (chunked || command.chunking?.numbered || param.value !== undefined || !param.options) return undefined;
  return `${byteHex(param.options[0].value)} (${param.options[0].label})`;
}

/** What a build_apdu call opens the builder on: the command, every field's text and P1/P2, and what was assumed. */
export interface BuilderInput {
  command: ApduCommand;
  /** The builder's form values: the call's fields over the builder's starting values. */
  state: BuildState;
  defaultsUsed: BuiltApdu['defaultsUsed'];
}

/**
 * The builder's values for a call: left-out fields take the builder's starting values (the example, the default
 * path) and P1/P2 its first option, listed in defaultsUsed. One function for build_apdu's answer and for the MCP
 * App's frame (apps/apduApp.ts), so the frame opens on exactly the values the answer's bytes were made from.
 */
export function builderInput(spec: ApduSpec, input: Omit<BuildApduInput, 'chain'>): BuilderInput {
  const command = resolveCommand(spec, input.command);
  const known = typedFields(command);
  const given = input.fields ?? {};
  const unknown = Object.keys(given).filter((id) => !known.some((f) => f.id === id));
  if (unknown.length) {
    throw new ToolInputError(
      `${command.name} has no field ${unknown.map((u) => `"${u}"`).join(', ')}. Its fields: ${known.map((f) => `${f.id} (${f.kind})`).join(', ') || 'none'}.`,
    );
  }
  const defaults = exampleFields(spec, command);
  const defaultsUsed = Object.entries(defaults)
    .filter(([id, value]) => !(id in given) && value !== '')
    .map(([field, value]) => ({field, value}));
  for (const name of ['p1', 'p2'] as const) {
    const value = input[name] === undefined ? chosenParam(command, name) : undefined;
    if (value) defaultsUsed.push({field: name, value});
  }
  const byte = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {command, state: {commandId: command.id, fields: {...defaults, ...given}, p1: byte(input.p1), p2: byte(input.p2)}, defaultsUsed};
}

/**
 * The bytes the page's builder shows for the same command and values. Left-out fields take the builder's
 * starting values (the example, the default path) and P1/P2 its first option, and the answer lists them,
 * so a call with only what it cares about gets exactly the page's bytes and knows what was assumed.
 */
export function buildApdu(snapshot: Snapshot, input: BuildApduInput): BuiltApdu {
  const spec = specOf(snapshot, input.chain);
  const {command, state, defaultsUsed} = builderInput(spec, input);
  const result = buildFromState(spec, command, state);
  if (!result.ok) {
    const defaults = exampleFields(spec, command);
    const hint = Object.keys(defaults).length ? ` Example fields: ${JSON.stringify(defaults)}.` : '';
    throw new ToolInputError(`${result.errors.map((e) => `${e.field}: ${e.message}`).join(' ')}${hint}`);
  }
  const page = specPageUrl(snapshot, spec.folder);
  return {
    apdus: result.apdus,
    warnings: result.warnings,
    defaultsUsed,
    url: commandUrl(snapshot, spec, command),
    // The site's builder opened on these values (only those that differ from its starting values are in the link).
    builderUrl: page && buildStateHref(page, spec, state),
  };
}

export function decodeApduResponse(
  snapshot: Snapshot,
  input: {chain: string; command: string; hex: string},
): {command: string; status: StatusWordInfo; fields: DecodedField[]; notes: string[]; url?: string} {
  const spec = specOf(snapshot, input.chain);
  const command = resolveCommand(spec, input.command);
  const result = decodeResponse(spec, command, input.hex);
  if (!result.ok) throw new ToolInputError(result.error);
  return {
    command: command.name,
    status: result.status,
    fields: result.fields,
    notes: result.notes,
    url: commandUrl(snapshot, spec, command),
  };
}

/** A status word typed as 0x6985, 6985 (hex, as the apps and logs write it) or a decimal number. */
export function parseStatusCode(code: string | number): number {
  const value =
    typeof code === 'number' ? code : /^(0x)?[0-9a-f]{1,4}$/i.test(code.trim()) ? parseInt(code.trim().replace(/^0x/i, ''), 16) : NaN;
  if (!Number.isInteger(value) || value < 0 || value > 0xffff) {
    throw new ToolInputError(`"${code}" is not a status word: give two bytes in hex, such as 0x6985 or 9000.`);
  }
  return value;
}

/** Where a status word is explained: the Status words section of each app's page that lists it. */
function statusWordPages(snapshot: Snapshot, code: number, only?: ApduSpec): Array<{app: string; url: string}> {
  const specs = only ? [only] : Object.values(snapshot.apdu);
  return specs.flatMap((spec) => {
    const page = specPageUrl(snapshot, spec.folder);
    return page && spec.statusWords.some((s) => s.code === code) ? [{app: spec.appName, url: `${page}#status-words`}] : [];
  });
}

/**
 * The code an identifier of an app's code gives ('APDU_CODE_COMMAND_NOT_ALLOWED' → 0x6986), in any letter case, read
 * from the files each app's status words were checked in (one app's when a chain is given); undefined when no file
 * defines it, an error when apps give it different values.
 */
function codeOfIdentifier(snapshot: Snapshot, name: string, spec: ApduSpec | undefined): number | undefined {
  const specs = spec ? [spec] : Object.values(snapshot.apdu);
  const codes = new Set(specs.flatMap((s) => (s.statusWordsCheck ? valuesOf(s.statusWordsCheck, name.trim()) : [])));
  if (codes.size > 1) {
    throw new ToolInputError(
      `${name.trim()} has more than one value across the apps (${listOf([...codes].map(hexWord))}): give a chain to read it in one app's code.`,
    );
  }
  return codes.values().next().value;
}

export function statusWord(
  snapshot: Snapshot,
  code: string | number,
  chain?: string,
): StatusWordInfo & {documentedBy: string; definedAs?: string[]; inSpecFile?: boolean; pages: Array<{app: string; url: string}>} {
  const spec = chain?.trim() ? specOf(snapshot, chain) : undefined;
  // C defines (APDU_CODE_DATA_INVALID) and Rust paths (ApduError::DataInvalid), as the answers' definedAs names them.
  const identifier =
    typeof code === 'string' && /^[A-Z_]\w*(::[A-Z_]\w*)*$/i.test(code.trim()) && !/^(0x)?[0-9a-f]{1,4}$/i.test(code.trim());
  const named = identifier ? codeOfIdentifier(snapshot, code, spec) : undefined;
  if (identifier && named === undefined) {
    throw new ToolInputError(
      `"${code.trim()}" is not a status word or an identifier ${spec ? `the ${spec.appName} app's` : "any app's"} code defines: give two bytes in hex, such as 0x6985 or 9000, or an identifier an answer lists under definedAs.`,
    );
  }
  const value = named ?? parseStatusCode(code);
  const info = explainStatusWord(value, spec);
  const documentedBy = spec?.statusWords.some((s) => s.code === value)
    ? `the ${spec.appName} app`
    : commonStatusWords.some((s) => s.code === value)
      ? 'the status words every app shares'
      : clientStatusWordFor(value, spec)
        ? `no app: the client library ${clientStatusWordsSource.repo} names it`
        : 'no app';
  const found = statusWordPages(snapshot, value, spec);
  const pages = {pages: found.slice(0, 12), ...(found.length > 12 ? {morePages: found.length - 12} : {})};
  // Issue 62: where the app's code defines the word, and whether its specification file lists it.
  const check = spec?.statusWordsCheck;
  const definedAs = check ? definersOf(check, value).map((d) => `${d.name} (${fileLabel(d.file)})`) : [];
  if (!check || definedAs.length === 0) return {...info, documentedBy, ...pages};
  return {...info, documentedBy, definedAs, inSpecFile: check.specWords.some((w) => w.code === value), ...pages};
}

export const getApduSpecTool = defineTool({
  app: apduToolApp,
  name: 'get_apdu_spec',
  title: 'APDU specification of a Ledger app',
  description: () => "Commands of a chain's Ledger app: CLA, INS, P1/P2, payload layout, response layout, chunking and status words.",
  inputSchema: {chain: chainArg, command: commandArg.optional(), maxTokens: maxTokensArg},
  answer: async (snapshot, {chain, command, maxTokens}) => specAnswer(snapshot, chain, command, maxTokens),
});

export const buildApduTool = defineTool({
  app: apduToolApp,
  name: 'build_apdu',
  title: 'Build command APDUs',
  description: () =>
    "The exact APDU bytes (hex, one per exchange, chunked where the app chunks) that the page's builder makes. Field values are text as typed in the builder: paths like m/44'/461'/0'/0/0, numbers, hex for bytes. A field or P1/P2 left out takes the builder's starting value, listed in defaultsUsed.",
  inputSchema: {
    chain: chainArg,
    command: commandArg,
    fields: z
      .record(z.string().max(64), z.string().max(MAX_INPUT_CHARS))
      .refine((fields) => Object.keys(fields).length <= MAX_FIELDS, `At most ${MAX_FIELDS} fields`)
      .optional()
      .describe('Payload field id → value (ids from get_apdu_spec)'),
    p1: z.number().int().min(0).max(255).optional().describe('P1 when the command offers a choice (default: its first option)'),
    p2: z.number().int().min(0).max(255).optional().describe('P2 when the command offers a choice (default: its first option)'),
  },
  answer: async (snapshot, args) => jsonAnswer(buildApdu(snapshot, args)),
});

export const decodeApduResponseTool = defineTool({
  app: apduToolApp,
  name: 'decode_apdu_response',
  title: 'Decode an APDU response',
  description: () => "Reads a response (data followed by SW1-SW2, in hex) with the command's response layout, as the page's decoder does.",
  inputSchema: {
    chain: chainArg,
    command: commandArg,
    hex: z.string().min(1).max(MAX_INPUT_CHARS).describe('Response bytes in hex, ending with the status word'),
  },
  answer: async (snapshot, args) => jsonAnswer(decodeApduResponse(snapshot, args)),
});

export const statusWordTool = defineTool({
  name: 'status_word',
  title: 'Explain a status word',
  description: () => 'What a status word (SW1-SW2) means, for one app when a chain is given, with a hint for the common failures.',
  inputSchema: {
    code: z
      .union([z.string().min(1).max(64), z.number().int().min(0).max(0xffff)])
      .describe("Status word, e.g. '0x6985', '6985' or 27013, or the identifier an app's code gives it ('APDU_CODE_COMMAND_NOT_ALLOWED')"),
    chain: chainArg.optional(),
  },
  answer: async (snapshot, {code, chain}) => jsonAnswer(statusWord(snapshot, code, chain)),
});
