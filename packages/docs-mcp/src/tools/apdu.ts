/**
 * The APDU tools: the spec a page renders, the builder's bytes and the decoder's reading. Every answer
 * comes from src/ledger/apdu (encode.ts, decode.ts), the code behind <ApduSpec> and <ApduBuilder>.
 */
import {buildApdus, commandPath, exampleFields} from '../../../../src/ledger/apdu/encode';
import {
  commonStatusWords,
  decodeResponse,
  explainStatusWord,
  type DecodedField,
  type StatusWordInfo,
} from '../../../../src/ledger/apdu/decode';
import type {ApduCommand, ApduSpec} from '../../../../src/ledger/apdu/schema';
import {definersOf, fileLabel} from '../../../../src/ledger/apdu/statusWordsCheck';
import type {Snapshot} from '../loadSnapshot';
import {resolveCommand, resolveLedgerFolder} from '../resolve';
import {ToolInputError} from '../toolError';

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

export function statusWord(
  snapshot: Snapshot,
  code: string | number,
  chain?: string,
): StatusWordInfo & {documentedBy: string; definedAs?: string[]; inSpecFile?: boolean} {
  const value = parseStatusCode(code);
  const spec = chain?.trim() ? specOf(snapshot, chain) : undefined;
  const info = explainStatusWord(value, spec);
  const documentedBy = spec?.statusWords.some((s) => s.code === value)
    ? `the ${spec.appName} app`
    : commonStatusWords.some((s) => s.code === value)
      ? 'the status words every app shares'
      : 'no app';
  // Issue 62: where the app's code defines the word, and whether its specification file lists it.
  const check = spec?.statusWordsCheck;
  const definedAs = check ? definersOf(check, value).map((d) => `${d.name} (${fileLabel(d.file)})`) : [];
  if (!check || definedAs.length === 0) return {...info, documentedBy};
  return {...info, documentedBy, definedAs, inSpecFile: check.specWords.some((w) => w.code === value)};
}
