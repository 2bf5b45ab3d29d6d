/**
 * Splits a short APDU (as buildApdus writes it: one Lc byte, no Le) into the fields the
 * specification pages lay out, so the builder can show CLA | INS | P1 | P2 | Lc | data.
 */
export type ApduField = 'CLA' | 'INS' | 'P1' | 'P2' | 'Lc' | 'data';

export interface ApduPart {
  field: ApduField;
  /** Lower-case hex, one space between bytes. */
  bytes: string;
}

const header: readonly ApduField[] = ['CLA', 'INS', 'P1', 'P2', 'Lc'];

const spaced = (hex: string) => hex.match(/../g)!.join(' ');

/** The parts of `hex`, or null when it is not a whole short APDU whose Lc matches its data. */
export function apduParts(hex: string): ApduPart[] | null {
  const h = hex.replace(/\s+/g, '').toLowerCase();
  if (!/^(?:[0-9a-f]{2}){5,}$/.test(h)) return null;
  const lc = parseInt(h.slice(8, 10), 16);
  const data = h.slice(10);
  if (data.length !== lc * 2) return null;
  const parts: ApduPart[] = header.map((field, i) => ({field, bytes: h.slice(i * 2, i * 2 + 2)}));
  if (data) parts.push({field: 'data', bytes: spaced(data)});
  return parts;
}
