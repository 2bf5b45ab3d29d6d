import {describe, expect, it} from 'vitest';
import {apduParts} from '@zondax/docs-core/ledger/apdu/parts';
import {buildApdus, exampleFields} from '@zondax/docs-core/ledger/apdu/encode';
import {apduSpecs} from '../../src/ledger/apdu';

describe('apduParts', () => {
  it('splits the header and spaces the data bytes', () => {
    expect(apduParts('5504000003aabbcc')).toEqual([
      {field: 'CLA', bytes: '55'},
      {field: 'INS', bytes: '04'},
      {field: 'P1', bytes: '00'},
      {field: 'P2', bytes: '00'},
      {field: 'Lc', bytes: '03'},
      {field: 'data', bytes: 'aa bb cc'},
    ]);
  });

  it('has no data part when Lc is zero', () => {
    expect(apduParts('E000000000')?.map((p) => p.field)).toEqual(['CLA', 'INS', 'P1', 'P2', 'Lc']);
  });

  it('refuses what is not a whole short APDU', () => {
    expect(apduParts('55040000')).toBeNull(); // no Lc
    expect(apduParts('5504000002aa')).toBeNull(); // Lc says 2, one byte follows
    expect(apduParts('5504000001aabb')).toBeNull(); // a byte too many
    expect(apduParts('55040000zz')).toBeNull();
  });

  it("reads back every APDU the builder makes from each command's example inputs", () => {
    let checked = 0;
    for (const spec of Object.values(apduSpecs)) {
      for (const command of spec.commands) {
        const built = buildApdus(spec, command, {fields: exampleFields(spec, command)});
        if (!built.ok) continue;
        for (const a of built.apdus) {
          const parts = apduParts(a);
          expect(parts, `${spec.folder} ${command.name}: ${a}`).not.toBeNull();
          expect(parts![1].bytes).toBe(command.ins.toString(16).padStart(2, '0'));
          expect(parts!.map((p) => p.bytes.replace(/ /g, '')).join('')).toBe(a.toLowerCase());
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});
