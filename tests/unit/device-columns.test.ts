import {describe, expect, it} from 'vitest';
import {readdirSync, readFileSync, existsSync} from 'node:fs';
import {join} from 'node:path';
import {deviceColumnMeaning} from '@zondax/docs-core/ledger/supported/deviceColumns';

const root = join(__dirname, '../../data/ledger-apps');

/** Every device column name used by a supported-methods list in data/ledger-apps. */
function columnNames(): Set<string> {
  const names = new Set<string>();
  for (const folder of readdirSync(root)) {
    const dir = join(root, folder, 'supported');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const data = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {devices: {label: string}[]};
      data.devices.forEach((d) => names.add(d.label));
    }
  }
  return names;
}

describe("supported-methods device columns are explained in the chain pages' device names (issue 43)", () => {
  it('every column name of the lists has a meaning (a new name fails here: add what it stands for, checked in the app repository)', () => {
    const unexplained = [...columnNames()].filter((name) => !deviceColumnMeaning(name));
    expect(unexplained).toEqual([]);
  });

  it('the meanings use the device names of apps.json, and the XL columns say they are the full-parser build', () => {
    expect(deviceColumnMeaning('Nano SP/X')).toBe('Nano S Plus and Nano X');
    expect(deviceColumnMeaning('Nano SP/X - Stax')).toBe('Nano S Plus, Nano X and Stax');
    expect(deviceColumnMeaning('Nano S XL')).toMatch(/^Nano S, .*full parser/);
    expect(deviceColumnMeaning('XL')).toMatch(/full parser/);
    const apps = JSON.parse(readFileSync(join(root, 'apps.json'), 'utf8')) as Record<string, {devices: string[]}>;
    const known = new Set(Object.values(apps).flatMap((a) => a.devices));
    for (const name of ['Nano S', 'Nano S Plus', 'Nano X', 'Stax']) expect(known.has(name)).toBe(true);
    expect(deviceColumnMeaning('Nano X')).toBeUndefined();
  });
});
