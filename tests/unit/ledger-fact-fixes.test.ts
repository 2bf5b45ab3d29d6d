/**
 * Facts the audit of issue 62 found wrong, held to the code they were checked in:
 * - ledger-cosmos @e61cd56 and ledger-axelar @baea303, app/src/common/app_main.c process_chunk: every
 *   INS_SIGN_SECP256K1 chunk with a P2 other than 0x00 is answered 0x6B00, so the builder sends 0x00;
 * - ledger-algorand @06c096d, app/src/apdu_handler.c process_chunk_legacy: a first INS_SIGN_MSGPACK chunk
 *   with P1 = 0x00 does not set the path, so the page must not promise account 0.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {apduSpecs, buildApdus, findCommand} from '../../src/ledger/apdu';

describe('issue 62 fact fixes', () => {
  for (const folder of ['cosmos', 'axelar']) {
    it(`${folder}: INS_SIGN_SECP256K1 sends P2 = 0x00 in every chunk, whatever P2 is asked for`, () => {
      const spec = apduSpecs[folder];
      const command = findCommand(spec, 'signSecp256k1')!;
      expect(command.p2.value).toBe(0);
      const result = buildApdus(spec, command, {p2: 5, fields: {path: "m/44'/118'/0'/0/0", message: '7b7d'}});
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.apdus.length).toBeGreaterThan(1);
      for (const apdu of result.apdus) expect(apdu.slice(6, 8)).toBe('00');
      expect(spec.corrections?.some((c) => /P2 of `SIGN_SECP256K1`/.test(c) && c.includes('0x6B00'))).toBe(true);
    });
  }

  it('algorand: a first chunk with P1 = 0x00 is not said to sign with account 0', () => {
    const spec = apduSpecs.algorand;
    expect(spec.corrections?.some((c) => c.includes('process_chunk_legacy') && c.includes('previous command'))).toBe(true);
    const page = fs.readFileSync(path.resolve(__dirname, '../../docs/ledger-apps/algorand/APDUSPEC.mdx'), 'utf8');
    expect(page).not.toMatch(/account defaults to 0/);
    expect(page).toMatch(/does not reset it/);
  });
});
