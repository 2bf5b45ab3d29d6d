/**
 * The APDU data against the apps' code: instruction lists without duplicates, the GET_VERSION layout
 * as long as the handler's answer (recorded per app in codeCheck), a version answer built from each
 * layout decoding without left-over bytes, and signing payloads cut into the P1 sequence each app's
 * code expects. Expected bytes below are written out from the handlers named in each data file.
 */
import {describe, expect, it} from 'vitest';
import {apduSpecs, buildApdus, decodeResponse, findCommand} from '../../src/ledger/apdu';
import type {BuildInput} from '@zondax/docs-core/ledger/apdu/encode';
import {codeCheckStatement} from '@zondax/docs-core/ledger/apdu/codeCheck';
import type {ApduCommand, ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';

/** Every app that is not built from the Substrate templates: each must record the code it was checked against. */
const checkedApps = [
  'algorand',
  'arweave',
  'avalanche',
  'axelar',
  'casper',
  'cosmos',
  'crypto',
  'filecoin',
  'icp',
  'namada',
  'oasis',
  'stacks',
  'starkware',
  'tendermint',
  'tezos',
  'zcash',
];

function apdus(folder: string, id: string, input: BuildInput = {}): string[] {
  const spec = apduSpecs[folder];
  const command = findCommand(spec, id);
  if (!command) throw new Error(`no command ${id} in ${folder}`);
  const result = buildApdus(spec, command, input);
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('; '));
  return result.apdus;
}

const byte = (apdu: string, i: number) => parseInt(apdu.slice(i * 2, i * 2 + 2), 16);
const p1s = (list: string[]) => list.map((a) => byte(a, 2));
const body = (apdu: string) => apdu.slice(10);

function versionCommand(spec: ApduSpec): ApduCommand {
  const command = spec.commands.find((c) => c.id === 'getVersion');
  if (!command?.response) throw new Error(`${spec.folder} has no GET_VERSION layout`);
  return command;
}

describe('instruction lists', () => {
  for (const [folder, spec] of Object.entries(apduSpecs)) {
    it(`${folder}: no INS twice under one class byte`, () => {
      const keys = spec.commands.map((c) => `${(c.cla ?? spec.cla).toString(16)}:${c.ins.toString(16)}`);
      expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    });
  }

  it('every app outside the Substrate templates records the code it was checked against', () => {
    const recorded = Object.values(apduSpecs)
      .filter((s) => s.codeCheck)
      .map((s) => s.folder);
    expect(checkedApps.filter((f) => !recorded.includes(f))).toEqual([]);
  });

  it('lists the instructions the audit found missing', () => {
    const has = (folder: string, ins: number, cla = apduSpecs[folder].cla) =>
      apduSpecs[folder].commands.some((c) => c.ins === ins && (c.cla ?? apduSpecs[folder].cla) === cla);
    expect(has('avalanche', 0x05) && has('avalanche', 0x06)).toBe(true);
    expect([0x04, 0x05, 0x06].every((ins) => has('namada', ins))).toBe(true);
    expect(has('tezos', 0xaf)).toBe(true);
    expect(has('starkware', 0x20)).toBe(true);
    expect(has('filecoin', 0x08, 0xe0) && has('filecoin', 0x08, 0x06)).toBe(true);
    expect(has('algorand', 0x04)).toBe(true);
    expect(has('tendermint', 0x02) && !has('tendermint', 0x03)).toBe(true);
    // Defined in coin_standard.h but never dispatched: documented as left out, not as a command.
    expect(has('stacks', 0x05)).toBe(false);
    expect(apduSpecs.stacks.codeCheck?.omitted?.join(' ')).toMatch(/INS_SIGN_STRUCTURED_MSG \(0x05\)/);
  });
});

describe('GET_VERSION answers', () => {
  const expected: Record<string, number> = {
    filecoin: 9,
    icp: 9,
    stacks: 9,
    cosmos: 9,
    axelar: 9,
    oasis: 9,
    casper: 9,
    arweave: 9,
    crypto: 9,
    zcash: 9,
    tezos: 9,
    starkware: 9,
    algorand: 12,
    namada: 12,
    avalanche: 12,
    tendermint: 4,
  };

  for (const folder of checkedApps) {
    it(`${folder}: the layout is as long as the handler's answer`, () => {
      const spec = apduSpecs[folder];
      const size = versionCommand(spec).response!.reduce((n, f) => n + (typeof f.bytes === 'number' ? f.bytes : NaN), 0);
      expect(spec.codeCheck?.versionAnswer.bytes).toBe(expected[folder]);
      expect(size).toBe(spec.codeCheck?.versionAnswer.bytes);
    });
  }

  for (const [folder, spec] of Object.entries(apduSpecs)) {
    it(`${folder}: an answer built from the layout decodes without left-over bytes`, () => {
      const layout = versionCommand(spec).response!;
      // 16-bit fields get values above 255 (Kusama's 26.12005.1), so a 1-byte reading would show.
      const values: Record<string, number> = {TEST: 0, MAJOR: 26, MINOR: 12005, PATCH: 1, LOCKED: 0, MODE: 0, BAKING: 0};
      const hex = layout
        .map((f) => {
          const size = f.bytes as number;
          if (f.name === 'TARGET_ID') return '33100004';
          const value = f.name === 'MINOR' && size === 1 ? 7 : values[f.name];
          return value.toString(16).padStart(size * 2, '0');
        })
        .join('');
      const result = decodeResponse(spec, versionCommand(spec), `${hex}9000`);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.notes).toEqual([]);
      const byName = Object.fromEntries(result.fields.map((f) => [f.name, f.text ?? f.hex]));
      expect(byName.MAJOR).toBe('26');
      expect(byName.MINOR).toBe(layout.find((f) => f.name === 'MINOR')!.bytes === 2 ? '12005' : '7');
      if (layout.some((f) => f.name === 'TARGET_ID')) expect(byName.TARGET_ID).toBe('33100004');
    });
  }

  it('reads Zcash and Algorand answers with their own field widths', () => {
    const zcash = decodeResponse(apduSpecs.zcash, versionCommand(apduSpecs.zcash), '000402050033100004' + '9000');
    expect(zcash.ok && zcash.fields.map((f) => f.text ?? f.hex)).toEqual(['0', '4', '2', '5', '0', '33100004']);
    const algorand = decodeResponse(
      apduSpecs.algorand,
      versionCommand(apduSpecs.algorand),
      '00' + '0002' + '0005' + '0003' + '00' + '33100004' + '9000',
    );
    expect(algorand.ok && algorand.fields.map((f) => f.text ?? f.hex)).toEqual(['0', '2', '5', '3', '0', '33100004']);
  });
});

describe("signing builders follow each app's chunk protocol", () => {
  const long = 'ab'.repeat(600);

  for (const [folder, spec] of Object.entries(apduSpecs)) {
    for (const command of spec.commands.filter((c) => c.chunking && c.buildable !== false)) {
      it(`${folder} ${command.name}: P1 sequence and chunk sizes`, () => {
        const message = command.payload?.find((f) => f.kind === 'message');
        const fields = message ? {[message.id]: long} : {};
        const result = buildApdus(spec, command, {
          fields: {...Object.fromEntries((command.payload ?? []).filter((f) => f.example).map((f) => [f.id, f.example!])), ...fields},
        });
        expect(result.ok ? [] : result.errors).toEqual([]);
        if (!result.ok) return;
        const chunking = command.chunking!;
        const size = chunking.size ?? spec.chunkSize;
        for (const a of result.apdus) {
          expect(byte(a, 0)).toBe(command.cla ?? spec.cla);
          expect(byte(a, 1)).toBe(command.ins);
          expect(body(a).length / 2).toBe(byte(a, 4));
        }
        const data = chunking.layout === 'fields' ? result.apdus.slice(1) : result.apdus;
        for (const a of data) expect(byte(a, 4)).toBeLessThanOrEqual(size);
        const seq = p1s(result.apdus);
        if (chunking.numbered) {
          expect(seq).toEqual(result.apdus.map((_, i) => i + 1));
          expect(result.apdus.map((a) => byte(a, 3))).toEqual(result.apdus.map(() => result.apdus.length));
        } else if (chunking.p1) {
          const {first, middle, last} = chunking.p1;
          expect(seq.length).toBeGreaterThan(2);
          expect(seq).toEqual([first, ...seq.slice(1, -1).map(() => middle), last]);
        }
      });
    }
  }
});

describe('signing APDUs, byte for byte', () => {
  it('Avalanche INS_SIGN: root path (3 big-endian components), then change paths and transaction', () => {
    const out = apdus('avalanche', 'sign', {fields: {path: "m/44'/9000'/0'", changePaths: '0/1', message: '0000'}});
    expect(out).toEqual([
      '80050000' + '0d' + '03' + '8000002c' + '80002328' + '80000000',
      '80050200' + '0c' + '01' + '02' + '00000000' + '00000001' + '0000',
    ]);
  });

  it('Avalanche AVX_SIGN_HASH: P1 0x01 with root path and hash, then one suffix per APDU (0x03 ... 0x02)', () => {
    const hash = '11'.repeat(32);
    const out = apdus('avalanche', 'signHash', {fields: {path: "m/44'/9000'/0'", hash, suffixes: '0/0\n0/1\n1/100'}});
    expect(out).toEqual([
      '80040100' + '2d' + '03' + '8000002c' + '80002328' + '80000000' + hash,
      '80040300' + '09' + '02' + '00000000' + '00000000',
      '80040300' + '09' + '02' + '00000000' + '00000001',
      '80040200' + '09' + '02' + '00000001' + '00000064',
    ]);
  });

  it('Avalanche AVX_SIGN_MSG: root path first, then the message with its header', () => {
    const out = apdus('avalanche', 'signMsg', {fields: {path: "m/44'/9000'/0'", message: '00'}});
    expect(out).toEqual(['800600000d038000002c8000232880000000', '800602000100']);
  });

  it('Filecoin Ethereum personal message (CLA 0xE0, INS 0x08): one stream, P1 0x00 then 0x80', () => {
    const short = apdus('filecoin', 'signPersonalMessageEth', {fields: {path: "m/44'/60'/0'/0/0", message: '48656c6c6f'}});
    expect(short).toEqual([
      'e0080000' + '1e' + '05' + '8000002c' + '8000003c' + '80000000' + '00000000' + '00000000' + '00000005' + '48656c6c6f',
    ]);
    expect(p1s(apdus('filecoin', 'signPersonalMessageEth', {fields: {message: 'cd'.repeat(400)}}))).toEqual([0x00, 0x80]);
  });

  it('Filecoin FVM personal message (CLA 0x06, INS 0x08): path first, then a big-endian length and the message', () => {
    const out = apdus('filecoin', 'signPersonalMessage', {fields: {message: '48656c6c6f'}});
    expect(out).toEqual(['06080000142c000080cd010080000000800000000000000000', '06080200' + '09' + '00000005' + '48656c6c6f']);
  });

  it('Filecoin raw bytes: an LEB128 length before the prefixed message', () => {
    const message = '46696c65636f696e205369676e2042797465733a0a' + '00'.repeat(200);
    const out = apdus('filecoin', 'signRawBytes', {fields: {message}});
    expect(body(out[1]).slice(0, 4)).toBe('dd01');
  });

  it('Namada INS_GET_SPEND_RAND and INS_SIGN_MASP_SPENDS', () => {
    expect(apdus('namada', 'getSpendRand')).toEqual(['5704000000']);
    expect(p1s(apdus('namada', 'signMaspSpends', {fields: {message: 'ab'.repeat(300)}}))).toEqual([0, 1, 2]);
  });

  it('Tezos INS_BAKER_SIGN: big-endian path first, then the operation', () => {
    expect(apdus('tezos', 'bakerSign', {p2: 0, fields: {path: "m/44'/1729'/0'/0'", message: '11'}})).toEqual([
      '80af0000' + '11' + '048000002c800006c18000000080000000',
      '80af020001' + '11',
    ]);
  });

  it('Starkware INS_SIGN_FELT: path first; P2 carries the confirmation flag in every APDU', () => {
    const felt = '00'.repeat(31) + '01';
    const out = apdus('starkware', 'signFelt', {p2: 1, fields: {path: "m/2645'/579218131'/0'/0'", message: felt}});
    expect(out).toEqual(['ff200001' + '11' + '04' + '80000a55' + 'a2862ad3' + '80000000' + '80000000', 'ff200201' + '20' + felt]);
  });

  it('Stacks INS_SIGN_JWT_SECP256K1: a three-component identity path first', () => {
    expect(apdus('stacks', 'signJwt', {fields: {message: '7b7d'}})).toEqual([
      '09040000' + '0c' + '78030080' + '00000080' + '00000080',
      '09040200027b7d',
    ]);
  });

  it('Tendermint INS_SIGN_ED25519: numbered packets', () => {
    const out = apdus('tendermint', 'signEd25519', {fields: {message: 'ab'.repeat(300)}});
    expect(out.map((a) => a.slice(0, 8))).toEqual(['56020102', '56020202']);
  });
});

describe('the "every instruction" statement', () => {
  it('is made only where the data records the code it was checked against', () => {
    expect(codeCheckStatement(apduSpecs.kusama)).toBeNull();
    const avalanche = codeCheckStatement(apduSpecs.avalanche);
    expect(avalanche?.text).toBe(
      `The ${apduSpecs.avalanche.commands.length - 1} commands below besides GET_DEVICE_INFO, which a generic handler answers before the dispatcher, are every instruction the app dispatches in`,
    );
    expect(avalanche?.url).toBe('https://github.com/ava-labs/ledger-avalanche/tree/6d2d950b9af5bb5fca18eb4a370b991f169e192f');
    expect(avalanche?.label).toBe('ava-labs/ledger-avalanche@6d2d950');
    expect(avalanche?.detail).toMatch(/app\/src\/apdu_handler\.c/);
  });

  it("does not count a command a generic handler answers as one the app dispatches (Zcash's GET_DEVICE_INFO)", () => {
    const zcash = apduSpecs.zcash;
    const generic = zcash.codeCheck?.beforeDispatcher ?? [];
    expect(generic).toEqual(['getDeviceInfo']);
    const deviceInfo = zcash.commands.find((c) => c.id === 'getDeviceInfo')!;
    expect(codeCheckStatement(zcash)?.text).toBe(
      `The ${zcash.commands.length - 1} commands below besides ${deviceInfo.name}, which a generic handler answers before the dispatcher, are every instruction the app dispatches in`,
    );
  });
});
