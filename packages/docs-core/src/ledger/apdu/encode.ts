/**
 * Builds the exact command APDU(s) for one command of an app spec. Pure and total: bad input
 * comes back as field errors, so the React form can show them as the user types.
 */
import {bip44Prefix, formatPath, parsePath, serializePath} from './bip44';
import type {ApduCommand, ApduSpec, CommandPath, ParamSpec, PayloadField} from './schema';

export type HexResult = {ok: true; bytes: Uint8Array} | {ok: false; error: string};

/** Hex text to bytes. Tolerates a 0x prefix and whitespace, which people paste from logs. */
export function parseHex(text: string): HexResult {
  const clean = text.trim().replace(/^0x/i, '').replace(/\s+/g, '');
  const bad = clean.search(/[^0-9a-fA-F]/);
  if (bad >= 0) return {ok: false, error: `"${clean[bad]}" at position ${bad + 1} is not a hex digit (0-9, a-f).`};
  if (clean.length % 2 !== 0) return {ok: false, error: `Odd-length hex: ${clean.length} digits; every byte needs two.`};
  const bytes = new Uint8Array(clean.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(clean.slice(i * 2, i * 2 + 2), 16);
  return {ok: true, bytes};
}

export function toHex(bytes: Uint8Array | readonly number[]): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface FieldError {
  /** Payload field id, 'p1', 'p2' or 'command'. */
  field: string;
  message: string;
}

export interface BuildInput {
  /** Chosen P1/P2 values when the command offers options. */
  p1?: number;
  p2?: number;
  /** Text per payload field id, as typed in the form. */
  fields?: Record<string, string>;
}

export type BuildResult = {ok: true; apdus: string[]; warnings: string[]} | {ok: false; errors: FieldError[]};

const widths = {u8: 1, u16le: 2, u16be: 2, u32le: 4, u32be: 4} as const;
type IntKind = keyof typeof widths;

function isIntKind(kind: PayloadField['kind']): kind is IntKind {
  return kind in widths;
}

function writeInt(value: number, kind: IntKind): Uint8Array {
  const out = new Uint8Array(widths[kind]);
  const view = new DataView(out.buffer);
  if (kind === 'u8') out[0] = value;
  else if (kind === 'u16le' || kind === 'u16be') view.setUint16(0, value, kind === 'u16le');
  else view.setUint32(0, value, kind === 'u32le');
  return out;
}

function parseInteger(text: string): number | null {
  const t = text.trim();
  if (/^0x[0-9a-f]+$/i.test(t)) return parseInt(t.slice(2), 16);
  if (/^\d+$/.test(t)) return Number(t);
  return null;
}

/** Unsigned LEB128, as the Filecoin app reads the length of raw bytes to sign. */
export function leb128(value: number): Uint8Array {
  const out: number[] = [];
  let rest = value;
  do {
    const low = rest % 128;
    rest = Math.floor(rest / 128);
    out.push(rest > 0 ? low | 0x80 : low);
  } while (rest > 0);
  return new Uint8Array(out);
}

/** The path rules, default path and coin type that apply to one command (its own, or the app's). */
export function commandPath(spec: ApduSpec, command: ApduCommand): CommandPath {
  return command.path ?? {rules: spec.path, defaultPath: spec.defaultPath, coinType: spec.coinType};
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

type Encoded = {ok: true; bytes: Uint8Array; raw: Uint8Array; warning?: string} | {ok: false; error: string};

/** Encodes one non-computed field. `raw` is the value without its length prefix (for lengthOf). */
function encodeField(field: PayloadField, text: string, path: CommandPath): Encoded {
  if (field.kind === 'pathList') {
    const entries = text.split(/[\s,]+/).filter((t) => t !== '');
    if (entries.length === 0 && !field.optional) return {ok: false, error: `${field.name}: enter at least one path.`};
    if (entries.length > 255) return {ok: false, error: `${field.name}: at most 255 paths.`};
    const count = field.components;
    const rules = count ? {...path.rules, minComponents: count, maxComponents: count, allHardened: false} : path.rules;
    const parts: Uint8Array[] = [];
    for (let i = 0; i < entries.length; i++) {
      const parsed = parsePath(entries[i], rules);
      if (!parsed.ok) return {ok: false, error: `${field.name}, path ${i + 1}: ${parsed.error}`};
      parts.push(serializePath(parsed.components, rules));
    }
    const raw = concat(parts);
    const bytes = field.lengthPrefix === 'u8' ? concat([new Uint8Array([entries.length]), raw]) : raw;
    return {ok: true, bytes, raw};
  }
  if (field.kind === 'path') {
    const parsed = parsePath(text === '' ? path.defaultPath : text, path.rules);
    if (!parsed.ok) return parsed;
    const bytes = serializePath(parsed.components, path.rules);
    const prefix = bip44Prefix(parsed.components);
    const expected = path.coinType;
    const warning =
      expected !== null && prefix && prefix.purpose === 44 && prefix.coinType !== expected
        ? `Coin type ${prefix.coinType}' differs from this app's ${expected}'; the app may answer 0x6984 (data invalid) for ${formatPath(parsed.components)}.`
        : undefined;
    return {ok: true, bytes, raw: bytes, warning};
  }
  if (field.kind === 'leb128') return {ok: false, error: `${field.name} is a length field; it is filled in.`};
  if (isIntKind(field.kind)) {
    const value = parseInteger(text);
    if (value === null) return {ok: false, error: `Enter a whole number (decimal, or hex with 0x) for ${field.name}.`};
    const limit = 2 ** (8 * widths[field.kind]) - 1;
    const min = field.min ?? 0;
    const max = Math.min(field.max ?? limit, limit);
    if (value < min || value > max) return {ok: false, error: `${field.name} must be between ${min} and ${max}; got ${value}.`};
    const bytes = writeInt(value, field.kind);
    return {ok: true, bytes, raw: bytes};
  }
  let raw: Uint8Array;
  if (field.kind === 'ascii') {
    const bad = [...text].findIndex((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) > 0x7e);
    if (bad >= 0) return {ok: false, error: `${field.name} accepts printable ASCII only; character ${bad + 1} is not.`};
    raw = new Uint8Array([...text].map((ch) => ch.charCodeAt(0)));
  } else {
    const hex = parseHex(text);
    if (!hex.ok) return {ok: false, error: `${field.name}: ${hex.error}`};
    raw = hex.bytes;
  }
  if (raw.length === 0 && !field.optional) return {ok: false, error: `${field.name} is required.`};
  if (field.length !== undefined && raw.length !== field.length) {
    return {ok: false, error: `${field.name} must be exactly ${field.length} bytes; got ${raw.length}.`};
  }
  if (field.min !== undefined && raw.length < field.min)
    return {ok: false, error: `${field.name} needs at least ${field.min} bytes; got ${raw.length}.`};
  if (field.max !== undefined && raw.length > field.max)
    return {ok: false, error: `${field.name} takes at most ${field.max} bytes; got ${raw.length}.`};
  const bytes = field.lengthPrefix === 'u8' ? concat([new Uint8Array([raw.length]), raw]) : raw;
  return {ok: true, bytes, raw};
}

/** Resolves a P1/P2 byte that the chunking rules do not set. */
function paramValue(param: ParamSpec, chosen: number | undefined, name: 'p1' | 'p2', errors: FieldError[]): number {
  if (param.value !== undefined) return param.value;
  if (param.options) {
    if (chosen === undefined) return param.options[0].value;
    if (!param.options.some((o) => o.value === chosen)) {
      errors.push({
        field: name,
        message: `${name.toUpperCase()} 0x${chosen.toString(16).padStart(2, '0')} is not one of the values this command accepts.`,
      });
    }
    return chosen;
  }
  if (chosen !== undefined && (!Number.isInteger(chosen) || chosen < 0 || chosen > 255)) {
    errors.push({field: name, message: `${name.toUpperCase()} must be a byte (0 to 255).`});
    return 0;
  }
  return chosen ?? 0;
}

function apdu(cla: number, ins: number, p1: number, p2: number, data: Uint8Array): string {
  return toHex([cla, ins, p1, p2, data.length]) + toHex(data);
}

function slices(data: Uint8Array, size: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let i = 0; i < data.length; i += size) out.push(data.subarray(i, i + size));
  return out;
}

export function findCommand(spec: ApduSpec, id: string): ApduCommand | undefined {
  return spec.commands.find((c) => c.id === id);
}

/** Builds the APDU sequence for `command` with the form values in `input`. */
/** The form's starting text per field: each field's example, the app's default path for paths. */
export function exampleFields(spec: ApduSpec, command: ApduCommand): Record<string, string> {
  const values: Record<string, string> = {};
  for (const f of command.payload ?? []) {
    if (f.lengthOf) continue;
    values[f.id] = f.kind === 'path' ? commandPath(spec, command).defaultPath : (f.example ?? '');
  }
  return values;
}

export function buildApdus(spec: ApduSpec, command: ApduCommand, input: BuildInput = {}): BuildResult {
  if (command.buildable === false) {
    return {
      ok: false,
      errors: [
        {
          field: 'command',
          message: `${command.name} is listed for reference only: its published layout leaves wire details open, so no bytes are generated for it.`,
        },
      ],
    };
  }
  const errors: FieldError[] = [];
  const warnings: string[] = [];
  const fields = command.payload ?? [];
  const path = commandPath(spec, command);
  const encoded = new Map<string, {bytes: Uint8Array; raw: Uint8Array}>();

  for (const field of fields) {
    if (field.lengthOf) continue;
    const text = input.fields?.[field.id] ?? '';
    if (text.trim() === '' && field.optional) {
      encoded.set(field.id, {bytes: new Uint8Array(0), raw: new Uint8Array(0)});
      continue;
    }
    const result = encodeField(field, field.kind === 'ascii' ? text : text.trim(), path);
    if (!result.ok) errors.push({field: field.id, message: result.error});
    else {
      encoded.set(field.id, result);
      if (result.warning) warnings.push(result.warning);
    }
  }
  // Length fields are filled from the field they measure, after that field is known.
  for (const field of fields) {
    if (!field.lengthOf) continue;
    const target = encoded.get(field.lengthOf);
    if (!target) continue;
    if (field.kind === 'leb128') {
      encoded.set(field.id, {bytes: leb128(target.raw.length), raw: new Uint8Array(0)});
      continue;
    }
    if (!isIntKind(field.kind)) continue;
    const limit = 2 ** (8 * widths[field.kind]) - 1;
    if (target.raw.length > limit)
      errors.push({field: field.lengthOf, message: `Too long: ${field.name} can describe at most ${limit} bytes.`});
    else encoded.set(field.id, {bytes: writeInt(target.raw.length, field.kind), raw: new Uint8Array(0)});
  }

  const chunking = command.chunking;
  const p1 = chunking?.p1 ? 0 : paramValue(command.p1, input.p1, 'p1', errors);
  const p2 = chunking?.p2 ? 0 : paramValue(command.p2, input.p2, 'p2', errors);
  if (errors.length) return {ok: false, errors};

  const placement = (f: PayloadField) => f.placement ?? (f.kind === 'message' ? 'data' : 'first');
  const pick = (where: 'first' | 'data') =>
    concat(fields.filter((f) => placement(f) === where).map((f) => encoded.get(f.id)?.bytes ?? new Uint8Array(0)));
  const first = pick('first');
  const data = pick('data');
  const cla = command.cla ?? spec.cla;

  if (!chunking) {
    const payload = concat([first, data]);
    if (payload.length > 255)
      return {
        ok: false,
        errors: [{field: 'command', message: `The payload is ${payload.length} bytes; a single APDU carries at most 255.`}],
      };
    return {ok: true, apdus: [apdu(cla, command.ins, p1, p2, payload)], warnings};
  }

  const size = chunking.size ?? spec.chunkSize;
  if (chunking.numbered) {
    // P1 counts the packets from 1, P2 says how many there are.
    const parts = slices(chunking.layout === 'fields' ? data : concat([first, data]), size);
    const all = chunking.layout === 'fields' ? [first, ...parts] : parts;
    if (parts.length === 0)
      return {ok: false, errors: [{field: 'command', message: 'The message is empty: this command needs at least one data byte.'}]};
    if (all.length > 255)
      return {ok: false, errors: [{field: 'command', message: `The payload needs ${all.length} APDUs; P2 can count at most 255.`}]};
    return {ok: true, apdus: all.map((part, i) => apdu(cla, command.ins, i + 1, all.length, part)), warnings};
  }
  type Position = 'first' | 'middle' | 'last' | 'single';
  const byteFor = (pos: Position, positions: typeof chunking.p1, fixed: number) =>
    positions ? (pos === 'single' ? (positions.single ?? positions.first) : positions[pos]) : fixed;
  const make = (pos: Position, body: Uint8Array) =>
    apdu(cla, command.ins, byteFor(pos, chunking.p1, p1), byteFor(pos, chunking.p2, p2), body);

  if (chunking.layout === 'fields') {
    if (data.length === 0)
      return {
        ok: false,
        errors: [{field: 'command', message: 'The message is empty: this command needs at least one data chunk after the first APDU.'}],
      };
    if (first.length > 255)
      return {ok: false, errors: [{field: 'command', message: `The first APDU would carry ${first.length} bytes; at most 255 fit.`}]};
    const parts = slices(data, size);
    return {
      ok: true,
      apdus: [make('first', first), ...parts.map((part, i) => make(i === parts.length - 1 ? 'last' : 'middle', part))],
      warnings,
    };
  }
  const stream = concat([first, data]);
  const parts = slices(stream, size);
  if (parts.length <= 1) return {ok: true, apdus: [make('single', stream)], warnings};
  return {ok: true, apdus: parts.map((part, i) => make(i === 0 ? 'first' : i === parts.length - 1 ? 'last' : 'middle', part)), warnings};
}
