/**
 * Splits a response (data + SW1-SW2) into the fields the spec lists and explains the status
 * word. Like the encoder it reports problems as values instead of throwing.
 */
import {parseHex, toHex} from './encode';
import type {ApduCommand, ApduSpec, ResponseField, StatusWord} from './schema';
import {sdkException, unhandledExceptionWord} from './statusWordsCheck';

/**
 * Status words shared by the provider's apps (ledger-zxlib's include/apdu_codes.h, which the C apps build on; the Rust
 * apps define the same values but 0x6987). An app's own list wins; this one explains codes an app's document leaves out.
 */
export const commonStatusWords: readonly StatusWord[] = [
  {code: 0x9000, description: 'Success'},
  {code: 0x9001, description: 'Device is busy'},
  {code: 0x6400, description: 'Execution error'},
  {code: 0x6700, description: 'Wrong buffer length'},
  {code: 0x6982, description: 'Empty buffer'},
  {code: 0x6983, description: 'Output buffer too small'},
  {code: 0x6984, description: 'Data is invalid'},
  {code: 0x6985, description: 'Conditions not satisfied'},
  {code: 0x6986, description: 'Command not allowed (transaction rejected)'},
  {code: 0x6987, description: 'Transaction is not initialized'},
  {code: 0x6a80, description: 'Bad key handle'},
  {code: 0x6b00, description: 'P1/P2 are invalid'},
  {code: 0x6d00, description: 'INS not supported'},
  {code: 0x6e00, description: 'CLA not supported'},
  {code: 0x6f00, description: 'Unknown error'},
  {code: 0x6f01, description: 'Sign / verify error'},
];

/** Where clientStatusWords are named: the provider's JavaScript client library (@zondax/ledger-substrate builds on it). */
export const clientStatusWordsSource = {
  repo: 'Zondax/ledger-js',
  path: 'src/consts.ts',
  commit: 'bb2b83e1f33f2a8bb94459206205e25a04d7bf3c',
};

/**
 * Status words no app's own code defines (none of the 36 apps' sources at their recorded commits), with the names the
 * client library gives them: a reader meets them in its errors (ResponseError's returnCode and errorMessage); 0x5515 is
 * a locked device's answer. Explained after an app's list and the shared one.
 */
export const clientStatusWords: readonly StatusWord[] = [
  {code: 0x5501, description: 'User refused on device'},
  {code: 0x5515, description: 'Device locked'},
  {code: 0x6611, description: 'Device not onboarded'},
  {code: 0x6802, description: 'Error deriving keys'},
  {code: 0x6d02, description: 'Unknown APDU'},
  {code: 0x6d07, description: 'Device not onboarded'},
  {code: 0x6e01, description: 'The app does not seem to be open'},
];

/** What a reader should check first for the codes people hit most. */
const hints: Record<number, string> = {
  0x5515: 'Unlock the device with its PIN, open the app and send the command again.',
  0x6611: 'Set the device up first (PIN and recovery phrase).',
  0x6802:
    "Most apps answer an SDK exception they do not handle as 0x6800 plus its number, which makes this exception 2: the app's response decoder says whether it does.",
  0x6d07: 'Set the device up first (PIN and recovery phrase).',
  0x6e00: 'The open app does not answer to this CLA: open the right app on the device, or check the class byte.',
  0x6e01: 'Open the app on the device before sending commands.',
  0x6d00: 'The app does not know this INS: check the instruction byte and the app version.',
  0x6984: "The app rejected the payload, often a derivation path outside the app's coin type or a transaction it cannot parse.",
  0x6985: 'Usually the request was refused on the device, or a precondition (such as an earlier step) is missing.',
  0x6986: 'Usually the user rejected the operation on the device.',
  0x6987: 'A data chunk arrived before the first (init) chunk: restart the exchange with P1 = init.',
  0x6700: 'The payload length does not match what the command expects (path length, field sizes).',
  0x6b00: 'P1 or P2 holds a value this command does not accept.',
};

/**
 * The client library's name for `code` when that is what explains it: no app list names the code, and the app's code
 * does not make it an SDK exception (the library's 0x6802 is exception 2 of an app that maps them).
 */
export function clientStatusWordFor(
  code: number,
  spec?: Pick<ApduSpec, 'statusWords'> & Partial<Pick<ApduSpec, 'statusWordsCheck'>>,
): StatusWord | undefined {
  if (spec?.statusWords.some((s) => s.code === code) || commonStatusWords.some((s) => s.code === code)) return undefined;
  if (sdkException(code, spec?.statusWordsCheck) !== undefined) return undefined;
  return clientStatusWords.find((s) => s.code === code);
}

export interface StatusWordInfo {
  code: number;
  hex: string;
  success: boolean;
  description: string;
  hint?: string;
}

export function explainStatusWord(
  code: number,
  spec?: Pick<ApduSpec, 'statusWords'> & Partial<Pick<ApduSpec, 'statusWordsCheck'>>,
): StatusWordInfo {
  const own = spec?.statusWords.find((s) => s.code === code);
  const common = commonStatusWords.find((s) => s.code === code);
  const hex = `0x${code.toString(16).toUpperCase().padStart(4, '0')}`;
  // Issue 62: an app whose handler maps unhandled exceptions to 0x6800 | (e & 0x7FF) (statusWordsCheck.exceptions).
  const exception = own || common ? undefined : sdkException(code, spec?.statusWordsCheck);
  const client = clientStatusWordFor(code, spec);
  const description =
    own?.description ??
    common?.description ??
    (exception !== undefined
      ? `SDK exception ${exception} (0x${exception.toString(16).toUpperCase()}), which the app did not handle: it answers ${unhandledExceptionWord}`
      : (client?.description ?? 'Not a status word this app documents'));
  // The app's own reading of an SDK exception needs no hint meant for the client library's name of the same word.
  return {code, hex, success: code === 0x9000, description, hint: exception === undefined ? hints[code] : undefined};
}

export interface DecodedField {
  name: string;
  hex: string;
  /** Readable value when the field's `show` asks for one (ASCII text, integer). */
  text?: string;
  description: string;
}

export type DecodeResult = {ok: false; error: string} | {ok: true; status: StatusWordInfo; fields: DecodedField[]; notes: string[]};

function show(field: ResponseField, bytes: Uint8Array): string | undefined {
  switch (field.show) {
    case 'ascii':
      return Array.from(bytes, (b) => (b >= 0x20 && b <= 0x7e ? String.fromCharCode(b) : '.')).join('');
    case 'uint-be':
    case 'uint-le': {
      const ordered = field.show === 'uint-le' ? Array.from(bytes).reverse() : Array.from(bytes);
      return ordered.reduce((n, b) => n * 256 + b, 0).toString();
    }
    default:
      return undefined;
  }
}

function uintBE(bytes: Uint8Array): number {
  return Array.from(bytes).reduce((n, b) => n * 256 + b, 0);
}

/** Decodes `hex` (response data followed by SW1-SW2) against `command`'s response layout. */
export function decodeResponse(spec: ApduSpec, command: ApduCommand | undefined, hex: string): DecodeResult {
  const parsed = parseHex(hex);
  if (!parsed.ok) return {ok: false, error: parsed.error};
  const bytes = parsed.bytes;
  if (bytes.length < 2) return {ok: false, error: 'A response ends with two status bytes (SW1-SW2); paste at least 2 bytes, such as 9000.'};
  const status = explainStatusWord((bytes[bytes.length - 2] << 8) | bytes[bytes.length - 1], spec);
  const data = bytes.subarray(0, bytes.length - 2);
  const notes: string[] = [];

  if (!status.success) {
    // On errors the provider's apps may put a short text (such as a parser error) before the status word.
    const fields = data.length
      ? [
          {
            name: 'ERROR_DATA',
            hex: toHex(data),
            text: show({name: '', bytes: 'rest', show: 'ascii', description: ''}, data),
            description: 'Data returned with the error',
          },
        ]
      : [];
    return {ok: true, status, fields, notes};
  }
  const layout = command?.response ?? [];
  if (!layout.length) {
    if (data.length) notes.push(`${data.length} data byte(s) before the status word; this command documents no response fields.`);
    return {ok: true, status, fields: data.length ? [{name: 'DATA', hex: toHex(data), description: 'Response data'}] : [], notes};
  }

  const fields: DecodedField[] = [];
  const values = new Map<string, Uint8Array>();
  let offset = 0;
  for (let i = 0; i < layout.length; i++) {
    const field = layout[i];
    let size: number;
    if (typeof field.bytes === 'number') size = field.bytes;
    else if (field.bytes === 'rest') {
      // Whatever is left, minus the fixed-size fields that follow.
      const after = layout.slice(i + 1).reduce((n, f) => n + (typeof f.bytes === 'number' ? f.bytes : 0), 0);
      size = Math.max(0, data.length - offset - after);
    } else {
      const source = values.get(field.bytes.from);
      if (!source) {
        notes.push(`Cannot size ${field.name}: its length field ${field.bytes.from} was not decoded.`);
        break;
      }
      size = uintBE(source);
    }
    if (offset + size > data.length) {
      notes.push(`The response ends before ${field.name} (${size} byte(s) expected, ${data.length - offset} left).`);
      break;
    }
    const slice = data.subarray(offset, offset + size);
    values.set(field.name, slice);
    fields.push({name: field.name, hex: toHex(slice), text: show(field, slice), description: field.description});
    offset += size;
  }
  if (offset < data.length && fields.length === layout.length) {
    notes.push(`${data.length - offset} byte(s) left over after the documented fields: ${toHex(data.subarray(offset))}.`);
  }
  return {ok: true, status, fields, notes};
}
