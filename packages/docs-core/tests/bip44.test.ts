import {describe, expect, it} from 'vitest';
import {formatPath, parsePath, serializePath} from '@zondax/docs-core/ledger/apdu/bip44';
import {toHex} from '@zondax/docs-core/ledger/apdu/encode';

const rules = {minComponents: 5, maxComponents: 5};

describe('parsePath', () => {
  it('parses hardened and normal segments, with or without m/', () => {
    const a = parsePath("m/44'/434'/0'/0'/0'", rules);
    expect(a).toEqual({ok: true, components: [0x8000002c, 0x800001b2, 0x80000000, 0x80000000, 0x80000000]});
    expect(parsePath("44h/118H/0'/0/1")).toEqual({ok: true, components: [0x8000002c, 0x80000076, 0x80000000, 0, 1]});
  });

  it('round-trips through formatPath', () => {
    const parsed = parsePath("m/44'/354'/2'/0/7");
    expect(parsed.ok && formatPath(parsed.components)).toBe("m/44'/354'/2'/0/7");
  });

  it('rejects bad input with a message, never throwing', () => {
    const error = (text: string, r = rules) => {
      const result = parsePath(text, r);
      return result.ok ? null : result.error;
    };
    expect(error('')).toMatch(/Enter a derivation path/);
    expect(error('m/')).toMatch(/no segments/);
    expect(error("m/44'//0'/0'/0'")).toBe('Segment 2 is empty (two slashes in a row or a trailing slash).');
    expect(error("m/44'/abc/0'/0'/0'")).toMatch(/^Segment 2 \("abc"\) is not a number/);
    expect(error("m/44''/434'/0'/0'/0'")).toMatch(/^Segment 1 \("44''"\) has a misplaced hardened marker/);
    expect(error("m/4'4/434'/0'/0'/0'")).toMatch(/misplaced hardened marker/);
    expect(error("m/44'/2147483648/0'/0'/0'")).toMatch(/^Segment 2 \(2147483648\) is out of range/);
    expect(error("m/44'/434'/0'")).toBe('This app expects 5 path segments; the path has 3.');
    expect(error("m/44'/877'/0'/0/0'", {minComponents: 3, maxComponents: 5, allHardened: true} as never)).toMatch(
      /^Segment 4 \(0\) must be hardened/,
    );
  });
});

describe('serializePath', () => {
  it('writes little-endian components without a count (the C apps)', () => {
    const p = parsePath("m/44'/118'/0'/0/0");
    expect(p.ok && toHex(serializePath(p.components, {encoding: 'u32le', lengthPrefix: false}))).toBe(
      '2c00008076000080000000800000000000000000',
    );
  });

  it('writes a count byte and big-endian components (the Rust apps)', () => {
    const p = parsePath("m/44'/1729'/0'/0'");
    expect(p.ok && toHex(serializePath(p.components, {encoding: 'u32be', lengthPrefix: true}))).toBe('048000002c800006c18000000080000000');
  });
});

describe('long bad segments', () => {
  it('quotes at most 24 characters of the segment', () => {
    const result = parsePath('ab'.repeat(300));
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error).toBe(`Segment 1 ("${'ab'.repeat(12)}…") is not a number; use digits with an optional ' for hardened.`);
  });
});
