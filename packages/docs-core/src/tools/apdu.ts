/**
 * The APDU tools: the spec a page renders, the builder's bytes and the decoder's reading. Every answer
 * comes from src/ledger/apdu (encode.ts, decode.ts), the code behind <ApduSpec> and <ApduBuilder>.
 */
import {z} from 'zod';
import {buildApdus, commandPath, exampleFields} from '../ledger/apdu/encode';
import {commonStatusWords, decodeResponse, explainStatusWord, type DecodedField, type StatusWordInfo} from '../ledger/apdu/decode';
import type {ApduCommand, ApduSpec} from '../ledger/apdu/schema';
import type {Snapshot} from '../snapshot/snapshot';
import {resolveCommand, resolveLedgerFolder} from './resolve';
import {ToolInputError} from './toolError';
import {chainArg, commandArg, defineTool, jsonAnswer, MAX_FIELDS, MAX_INPUT_CHARS} from './define';

const byteHex = (n: number) => `0x${n.toString(16).toUpperCase().padStart(2, '0')}`;

function specOf(snapshot: Snapshot, chain: string): ApduSpec {
  return snapshot.apdu[resolveLedgerFolder(snapshot, chain)];
}

/** The APDUSPEC page of a chain folder, whose builder and decoder these tools mirror. */
function specPageUrl(snapshot: Snapshot, folder: string): string | undefined {
  return snapshot.manifest.pages.find((p) => p.permalink.toLowerCase().endsWith(`/${folder}/apduspec`))?.url;
}

function describeCommand(spec: ApduSpec, command: ApduCommand) {
  const path = commandPath(spec, command);
  return {
    ...command,
    cla: byteHex(command.cla ?? spec.cla),
    ins: byteHex(command.ins),
    pathRules: path.rules,
    defaultPath: path.defaultPath,
    coinType: path.coinType,
    exampleFields: exampleFields(spec, command),
  };
}

export function getApduSpec(snapshot: Snapshot, chain: string, commandText?: string) {
  const spec = specOf(snapshot, chain);
  const commands = commandText ? [resolveCommand(spec, commandText)] : spec.commands;
  return {
    chain: spec.folder,
    app: spec.appName,
    repository: `https://github.com/${spec.repo}`,
    sourceFile: spec.sourceFile,
    page: specPageUrl(snapshot, spec.folder),
    cla: byteHex(spec.cla),
    chunkSize: spec.chunkSize,
    commands: commands.map((c) => describeCommand(spec, c)),
    statusWords: spec.statusWords.map((s) => ({
      code: `0x${s.code.toString(16).toUpperCase().padStart(4, '0')}`,
      description: s.description,
    })),
  };
}

export interface BuildApduInput {
  chain: string;
  command: string;
  fields?: Record<string, string>;
  p1?: number;
  p2?: number;
}

export function buildApdu(snapshot: Snapshot, input: BuildApduInput): {apdus: string[]; warnings: string[]; page?: string} {
  const spec = specOf(snapshot, input.chain);
  const command = resolveCommand(spec, input.command);
  const known = (command.payload ?? []).filter((f) => !f.lengthOf);
  const unknown = Object.keys(input.fields ?? {}).filter((id) => !known.some((f) => f.id === id));
  if (unknown.length) {
    throw new ToolInputError(
      `${command.name} has no field ${unknown.map((u) => `"${u}"`).join(', ')}. Its fields: ${known.map((f) => `${f.id} (${f.kind})`).join(', ') || 'none'}.`,
    );
  }
  const result = buildApdus(spec, command, {p1: input.p1, p2: input.p2, fields: input.fields ?? {}});
  if (!result.ok) {
    const examples = exampleFields(spec, command);
    const hint = Object.keys(examples).length ? ` Example fields: ${JSON.stringify(examples)}.` : '';
    throw new ToolInputError(`${result.errors.map((e) => `${e.field}: ${e.message}`).join(' ')}${hint}`);
  }
  return {apdus: result.apdus, warnings: result.warnings, page: specPageUrl(snapshot, spec.folder)};
}

export function decodeApduResponse(
  snapshot: Snapshot,
  input: {chain: string; command: string; hex: string},
): {command: string; status: StatusWordInfo; fields: DecodedField[]; notes: string[]} {
  const spec = specOf(snapshot, input.chain);
  const command = resolveCommand(spec, input.command);
  const result = decodeResponse(spec, command, input.hex);
  if (!result.ok) throw new ToolInputError(result.error);
  return {command: command.name, status: result.status, fields: result.fields, notes: result.notes};
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

export function statusWord(snapshot: Snapshot, code: string | number, chain?: string): StatusWordInfo & {documentedBy: string} {
  const value = parseStatusCode(code);
  const spec = chain?.trim() ? specOf(snapshot, chain) : undefined;
  const info = explainStatusWord(value, spec);
  const documentedBy = spec?.statusWords.some((s) => s.code === value)
    ? `the ${spec.appName} app`
    : commonStatusWords.some((s) => s.code === value)
      ? 'the status words every app shares'
      : 'no app';
  return {...info, documentedBy};
}

export const getApduSpecTool = defineTool({
  name: 'get_apdu_spec',
  title: 'APDU specification of a Ledger app',
  description: () => "Commands of a chain's Ledger app: CLA, INS, P1/P2, payload layout, response layout, chunking and status words.",
  inputSchema: {chain: chainArg, command: commandArg.optional()},
  answer: async (snapshot, {chain, command}) => jsonAnswer(getApduSpec(snapshot, chain, command)),
});

export const buildApduTool = defineTool({
  name: 'build_apdu',
  title: 'Build command APDUs',
  description: () =>
    "The exact APDU bytes (hex, one per exchange, chunked where the app chunks) that the page's builder makes. Field values are text as typed in the builder: paths like m/44'/461'/0'/0/0, numbers, hex for bytes.",
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
    code: z.union([z.string().min(1).max(8), z.number().int().min(0).max(0xffff)]).describe("Status word, e.g. '0x6985', '6985' or 27013"),
    chain: chainArg.optional(),
  },
  answer: async (snapshot, {code, chain}) => jsonAnswer(statusWord(snapshot, code, chain)),
});
