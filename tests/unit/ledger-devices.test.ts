/** Prose device lists come from data/ledger-apps/apps.json, the list the chain landing pages show (issue 41). */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {appDevices, deviceSentence} from '../../src/components/mdx/LedgerDevices/devices';
import appsJson from '../../data/ledger-apps/apps.json';

describe('LedgerDevices', () => {
  it('reads the app entry of apps.json', () => {
    expect(appDevices('polkadot')).toEqual(appsJson.polkadot.devices);
    expect(() => appDevices('no-such-app')).toThrow(/no device list/);
  });

  it('writes the list as a sentence', () => {
    expect(deviceSentence(['Nano S Plus', 'Nano X', 'Stax'])).toBe('Nano S Plus, Nano X or Stax');
    expect(deviceSentence(['Nano X', 'Stax'], 'and')).toBe('Nano X and Stax');
    expect(deviceSentence(['Stax'])).toBe('Stax');
  });

  it('the migration assistant names its devices through the component, not by hand', () => {
    const page = readFileSync(path.resolve(__dirname, '../../docs/polkadot-migration-app/getting-started.md'), 'utf8');
    const row = page.split('\n').find((l) => l.startsWith('| Ledger device'))!;
    expect(row).toContain('<LedgerDevices folder="polkadot" />');
    expect(row).not.toMatch(/Nano|Stax|Flex|Apex/);
  });
});
