/**
 * BIP32/BIP44 derivation paths as typed by people ("m/44'/434'/0'/0'/0'") turned into the
 * 32-bit components an app expects. Returns errors as values: the builder shows them next to
 * the input and must never throw while someone is typing.
 */
import type {PathRules} from './schema';

export const HARDENED = 0x80000000;
const MAX_INDEX = 0x7fffffff;

export type PathResult = {ok: true; components: number[]} | {ok: false; error: string};

/** Parses a textual path. Accepts an optional leading "m/", and ', h or H as the hardened marker. */
export function parsePath(text: string, rules?: Pick<PathRules, 'minComponents' | 'maxComponents' | 'allHardened'>): PathResult {
  const trimmed = text.trim();
  if (trimmed === '') return {ok: false, error: "Enter a derivation path, for example m/44'/434'/0'/0'/0'."};
  const body = trimmed.replace(/^m\//i, '');
  if (/^m$/i.test(trimmed) || body === '') return {ok: false, error: 'The path has no segments after "m/".'};
  const segments = body.split('/');
  // Quote at most 24 characters of a bad segment: pasted garbage must not flood the form.
  const quote = (seg: string) => (seg.length > 24 ? `${seg.slice(0, 24)}…` : seg);
  const components: number[] = [];
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i].trim();
    const n = i + 1;
    if (seg === '') return {ok: false, error: `Segment ${n} is empty (two slashes in a row or a trailing slash).`};
    const match = /^(\d+)(['hH]?)$/.exec(seg);
    if (!match) {
      // Tell a misplaced or doubled hardened marker apart from plain garbage: both are common typos.
      if (/^\d*['hH]+\d*['hH]*$/.test(seg) && /\d/.test(seg)) {
        return {
          ok: false,
          error: `Segment ${n} ("${quote(seg)}") has a misplaced hardened marker: write one ' right after the number, as in 44'.`,
        };
      }
      return {ok: false, error: `Segment ${n} ("${quote(seg)}") is not a number; use digits with an optional ' for hardened.`};
    }
    const index = Number(match[1]);
    if (!Number.isSafeInteger(index) || index > MAX_INDEX) {
      return {
        ok: false,
        error: `Segment ${n} (${match[1]}) is out of range: an index goes from 0 to ${MAX_INDEX}; mark it with ' to harden it instead of adding 2^31.`,
      };
    }
    const hardened = match[2] !== '';
    if (rules?.allHardened && !hardened) {
      return {ok: false, error: `Segment ${n} (${seg}) must be hardened: this app accepts hardened indexes only (write ${seg}').`};
    }
    components.push(hardened ? (index | HARDENED) >>> 0 : index);
  }
  if (rules) {
    const {minComponents: min, maxComponents: max} = rules;
    if (components.length < min || components.length > max) {
      const want = min === max ? `${min}` : `${min} to ${max}`;
      return {ok: false, error: `This app expects ${want} path segments; the path has ${components.length}.`};
    }
  }
  return {ok: true, components};
}

/** Formats components back to text (m/44'/434'/0'/0'/0'). */
export function formatPath(components: readonly number[]): string {
  return ['m', ...components.map((c) => (c >= HARDENED ? `${c - HARDENED}'` : `${c}`))].join('/');
}

/** Wire form of a path: optional count byte, then each component as 4 bytes in the app's byte order. */
export function serializePath(components: readonly number[], rules: Pick<PathRules, 'encoding' | 'lengthPrefix'>): Uint8Array {
  const out = new Uint8Array((rules.lengthPrefix ? 1 : 0) + components.length * 4);
  const view = new DataView(out.buffer);
  let offset = 0;
  if (rules.lengthPrefix) out[offset++] = components.length;
  for (const c of components) {
    view.setUint32(offset, c, rules.encoding === 'u32le');
    offset += 4;
  }
  return out;
}

/** Purpose and coin type of a BIP44 path, when the first two segments are hardened. */
export function bip44Prefix(components: readonly number[]): {purpose: number; coinType: number} | null {
  if (components.length < 2 || components[0] < HARDENED || components[1] < HARDENED) return null;
  return {purpose: components[0] - HARDENED, coinType: components[1] - HARDENED};
}
