/**
 * Encoder and decoder against recorded exchanges. The recorded vectors come from LedgerHQ/ledger-live
 * test datasets, which replay real device traffic for the provider's apps:
 * - Internet Computer: libs/coin-modules/coin-internet_computer (bridge dataset, "internet_computer seed 1")
 * - Osmosis on the Cosmos app: the osmosis bridge dataset ("osmo seed 1")
 * - Algorand: libs/coin-modules/coin-algorand/src/test/bridge.dataset.ts ("algorand seed 1")
 */
import {describe, expect, it} from 'vitest';
import {apduSpecs, buildApdus, decodeResponse, explainStatusWord, findCommand, parseHex} from '../../src/ledger/apdu';
import type {BuildInput} from '@zondax/docs-core/ledger/apdu/encode';

function build(folder: string, id: string, input: BuildInput = {}) {
  const spec = apduSpecs[folder];
  const command = findCommand(spec, id);
  if (!command) throw new Error(`no command ${id} in ${folder}`);
  return buildApdus(spec, command, input);
}

function apdus(folder: string, id: string, input: BuildInput = {}): string[] {
  const result = build(folder, id, input);
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('; '));
  return result.apdus;
}

function errors(folder: string, id: string, input: BuildInput = {}): string[] {
  const result = build(folder, id, input);
  return result.ok ? [] : result.errors.map((e) => `${e.field}: ${e.message}`);
}

const icpResponse =
  '04eaa9806ccad97e5319c32a847d001666141319bb8859541c1af183763ee4fb61ae771095fe21765547bb4252f10c5797b88f46553f0c0fa924a873937cc0aef2' +
  '70d693d3254cc0b6730e03e9f6691e409ea9ed6e8ff90d9897b3cb9e02' +
  'e018d81c6da0016f94b6119a3195d87b9e2fbd1ee72ac00f518ddfacfa9e44bd' +
  '6d72716a347a747132326a35676a6b6d7963336867647164356833677368736174327536323375703765677a726635747a6f706165' +
  '9000';

describe('encoding recorded vectors', () => {
  it("ICP INS_GET_ADDR for m/44'/223'/0'/0/0 and /0/1", () => {
    expect(apdus('icp', 'getAddr', {fields: {path: "m/44'/223'/0'/0/0"}})).toEqual(['11010000142c000080df000080000000800000000000000000']);
    expect(apdus('icp', 'getAddr', {fields: {path: "m/44'/223'/0'/0/1"}})).toEqual(['11010000142c000080df000080000000800000000001000000']);
    expect(apdus('icp', 'getAddr', {fields: {path: "m/44'/223'/1'/0/0"}})).toEqual(['11010000142c000080df000080010000800000000000000000']);
  });

  it('Cosmos INS_GET_ADDR_SECP256K1 with HRP "osmo" and "umee"', () => {
    expect(apdus('cosmos', 'getAddrSecp256k1', {fields: {hrp: 'osmo', path: "m/44'/118'/0'/0/0"}})).toEqual([
      '5504000019046f736d6f2c00008076000080000000800000000000000000',
    ]);
    expect(apdus('cosmos', 'getAddrSecp256k1', {fields: {hrp: 'umee', path: "m/44'/118'/0'/0/0"}})).toEqual([
      '550400001904756d65652c00008076000080000000800000000000000000',
    ]);
  });

  it('Algorand INS_GET_PUBLIC_KEY for account 0', () => {
    expect(apdus('algorand', 'getPublicKey', {fields: {account: '0'}})).toEqual(['800300000400000000']);
    expect(apdus('algorand', 'getPublicKey', {fields: {account: '0x80000000'}})).toEqual(['800300000480000000']);
  });
});

describe('chunking rules', () => {
  const message = 'ab'.repeat(300);

  it('Substrate INS_SIGN: path alone first, then 250-byte chunks with P1 add/last', () => {
    const out = apdus('kusama', 'sign', {p2: 1, fields: {path: "m/44'/434'/0'/0'/0'", message}});
    expect(out).toHaveLength(3);
    expect(out[0]).toBe('99020001142c000080b2010080000000800000008000000080');
    expect(out[1].slice(0, 10)).toBe('99020101fa');
    expect(out[1].length).toBe(10 + 500);
    expect(out[2]).toBe('9902020132' + 'ab'.repeat(50));
  });

  it('generic Polkadot INS_SIGN: path and little-endian blob length, then blob and metadata', () => {
    const out = apdus('polkadot', 'sign', {fields: {path: "m/44'/354'/0'/0'/0'", blob: '0102', metadata: '0304'}});
    expect(out).toEqual(['f902000016' + '2c000080620100800000008000000080000000800200', 'f902020004' + '01020304']);
  });

  it('Algorand INS_SIGN_MSGPACK: single APDU uses P1 0x01, P2 0x00; longer ones flag with 0x80', () => {
    expect(apdus('algorand', 'signMsgpack', {fields: {account: '0', message: 'aabb'}})).toEqual(['800801000600000000aabb']);
    const long = apdus('algorand', 'signMsgpack', {fields: {account: '1', message: 'cd'.repeat(500)}});
    expect(long.map((a) => a.slice(4, 8))).toEqual(['0180', '8080', '8000']);
    expect(long[0].slice(10, 18)).toBe('00000001');
  });

  it('Zcash INS_INIT_TX: the first APDU is empty', () => {
    expect(apdus('zcash', 'initTx', {p2: 5, fields: {message: '00000000'}})).toEqual(['85a0000500', '85a002050400000000']);
  });

  it('Namada: a count byte before little-endian hardened components', () => {
    expect(apdus('namada', 'getAddr', {fields: {path: "m/44'/877'/0'/0'/0'"}})).toEqual([
      '5701000015052c0000806d030080000000800000008000000080',
    ]);
  });

  it('Tezos: a count byte before big-endian components', () => {
    expect(apdus('tezos', 'getAddr', {p2: 1, fields: {path: "m/44'/1729'/0'/0'"}})).toEqual([
      '80110001' + '11' + '048000002c800006c18000000080000000',
    ]);
  });
});

describe('builder rejects bad input with a clear message', () => {
  it('bad path segment, hardened marker, range and count', () => {
    expect(errors('kusama', 'getAddr', {fields: {path: "m/44'/x/0'/0'/0'"}})).toEqual([
      'path: Segment 2 ("x") is not a number; use digits with an optional \' for hardened.',
    ]);
    expect(errors('kusama', 'getAddr', {fields: {path: "m/'44/434'/0'/0'/0'"}})[0]).toMatch(/misplaced hardened marker/);
    expect(errors('kusama', 'getAddr', {fields: {path: "m/44'/434'/0'/0'/4294967295"}})[0]).toMatch(/out of range/);
    expect(errors('kusama', 'getAddr', {fields: {path: "m/44'/434'"}})).toEqual([
      'path: This app expects 5 path segments; the path has 2.',
    ]);
    expect(errors('namada', 'getAddr', {fields: {path: "m/44'/877'/0'/0/0"}})[0]).toMatch(/must be hardened/);
  });

  it('values out of range and odd-length hex', () => {
    expect(errors('algorand', 'getPublicKey', {fields: {account: '4294967296'}})).toEqual([
      'account: ACCOUNT must be between 0 and 4294967295; got 4294967296.',
    ]);
    expect(errors('algorand', 'getPublicKey', {fields: {account: '-1'}})[0]).toMatch(/whole number/);
    expect(errors('kusama', 'sign', {fields: {message: 'abc'}})).toEqual([
      'message: MESSAGE: Odd-length hex: 3 digits; every byte needs two.',
    ]);
    expect(errors('kusama', 'sign', {fields: {message: 'zz'}})[0]).toMatch(/"z" at position 1 is not a hex digit/);
    expect(errors('cosmos', 'getAddrSecp256k1', {fields: {hrp: 'x'.repeat(84)}})).toEqual(['hrp: HRP takes at most 83 bytes; got 84.']);
    expect(errors('zcash', 'getAddrSaplingDiv', {fields: {account: '0x80000000', div: '00'}})).toEqual([
      'div: DIV must be exactly 11 bytes; got 1.',
    ]);
    // Zcash's ZIP32 account must carry the hardened bit (handler_path.h): the builder refuses one without it.
    expect(errors('zcash', 'getAddrSaplingDiv', {fields: {account: '0', div: '71635f26c1b4a2332abeb7'}})).toEqual([
      'account: ZIP32_ACCOUNT must be between 2147483648 and 4294967295; got 0.',
    ]);
  });

  it('P1/P2 outside the documented options, empty messages, reference-only commands', () => {
    expect(errors('kusama', 'getAddr', {p2: 7})[0]).toMatch(/^p2: P2 0x07 is not one of the values/);
    expect(errors('kusama', 'sign', {fields: {message: ''}})).toEqual(['message: MESSAGE is required.']);
    expect(errors('avalanche', 'ethSignEip712')[0]).toMatch(/reference only/);
  });

  it("warns, without failing, when the coin type differs from the app's", () => {
    const result = build('kusama', 'getAddr', {fields: {path: "m/44'/354'/0'/0'/0'"}});
    expect(result.ok && result.warnings[0]).toMatch(/Coin type 354' differs from this app's 434'/);
  });

  it('uses the default path when the path is left empty', () => {
    expect(apdus('acala', 'getAddr')).toEqual(['9b01000014' + '2c000080130300800000008000000080' + '00000080']);
  });
});

describe('decoding responses', () => {
  it('splits the recorded ICP address answer into its fields', () => {
    const result = decodeResponse(apduSpecs.icp, findCommand(apduSpecs.icp, 'getAddr'), icpResponse);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.status).toMatchObject({code: 0x9000, success: true, description: 'Success'});
    expect(result.fields.map((f) => f.name)).toEqual(['PK', 'PRINCIPAL', 'ACCOUNT_ID', 'PRINCIPAL_TEXT']);
    expect(result.fields[0].hex).toHaveLength(130);
    expect(result.fields[1].hex).toBe('70d693d3254cc0b6730e03e9f6691e409ea9ed6e8ff90d9897b3cb9e02');
    expect(result.fields[2].hex).toBe('e018d81c6da0016f94b6119a3195d87b9e2fbd1ee72ac00f518ddfacfa9e44bd');
    expect(result.fields[3].text).toBe('mrqj4ztq22j5gjkmyc3hgdqd5h3gshsat2u623up7egzrf5tzopae');
    expect(result.notes).toEqual([]);
  });

  it('splits the recorded Osmosis address answer (Cosmos app)', () => {
    const hex =
      '02dc75cfe8137450ae2259dc7f29fd8767951956cc943adb4387e91c37a058a9f06f736d6f3137676d6378796335636364356b77717161747067666467683338307732686337377a6d307a779000';
    const result = decodeResponse(apduSpecs.cosmos, findCommand(apduSpecs.cosmos, 'getAddrSecp256k1'), hex);
    expect(result.ok && result.fields.map((f) => f.text ?? f.hex)).toEqual([
      '02dc75cfe8137450ae2259dc7f29fd8767951956cc943adb4387e91c37a058a9f0',
      'osmo17gmcxyc5ccd5kwqqatpgfdgh380w2hc77zm0zw',
    ]);
  });

  it("issue 63: splits Namada's address answer into the raw key, the encoded key and the address, each text after its length byte", () => {
    // The expected values of Zondax/ledger-namada tests_zemu/tests/standard.test.ts at the commit the data was checked at (6ba48d1).
    const raw = '0039c1a4bea74c320ab04be5b218369d8c1ae21e41f27edee173ce5e6a51015a4d';
    const pubkey = 'tpknam1qquurf975axryz4sf0jmyxpknkxp4cs7g8e8ahhpw089u6j3q9dy6qssdhz';
    const address = 'tnam1qq6qyugak0gd4up6lma8z8wr88w3pq9lgvfhw6yu';
    const text = (t: string) => Buffer.from(t, 'ascii').toString('hex');
    const byte = (n: number) => n.toString(16).padStart(2, '0');
    const hex = raw + byte(pubkey.length) + text(pubkey) + byte(address.length) + text(address) + '9000';
    const result = decodeResponse(apduSpecs.namada, findCommand(apduSpecs.namada, 'getAddr'), hex);
    if (!result.ok) throw new Error(result.error);
    expect(result.fields.map((f) => [f.name, f.text ?? f.hex])).toEqual([
      ['RAW_PUBKEY', raw],
      ['ENCODED_PUBKEY_LEN', String(pubkey.length)],
      ['ENCODED_PUBKEY', pubkey],
      ['ADDRESS_LEN', '45'],
      ['ADDRESS', address],
    ]);
    expect(result.notes).toEqual([]);
  });

  it('reads the recorded Algorand public key (32 bytes)', () => {
    const result = decodeResponse(
      apduSpecs.algorand,
      findCommand(apduSpecs.algorand, 'getPublicKey'),
      'c8b672d16c497bb097a48f09a9cccf0c4c7d6391acb7a4e7cd3f236fadbef9c49000',
    );
    expect(result.ok && result.fields[0]).toMatchObject({
      name: 'PUBLIC_KEY',
      hex: 'c8b672d16c497bb097a48f09a9cccf0c4c7d6391acb7a4e7cd3f236fadbef9c4',
    });
  });

  it('decodes a 12-byte Substrate version answer and a length-prefixed device info answer', () => {
    const version = decodeResponse(apduSpecs.kusama, findCommand(apduSpecs.kusama, 'getVersion'), '00001900da000300' + '33100004' + '9000');
    expect(version.ok && version.fields.map((f) => f.text ?? f.hex)).toEqual(['0', '25', '218', '3', '0', '33100004']);
    const info = decodeResponse(
      apduSpecs.kusama,
      findCommand(apduSpecs.kusama, 'getDeviceInfo'),
      '33100004' + '05' + '312e362e30' + '00' + '04' + '312e3132' + '9000',
    );
    expect(info.ok && info.fields.filter((f) => f.text && /\./.test(f.text)).map((f) => f.text)).toEqual(['1.6.0', '1.12']);
  });

  it('explains real status words', () => {
    expect(explainStatusWord(0x9000)).toMatchObject({hex: '0x9000', success: true, description: 'Success'});
    expect(explainStatusWord(0x6985).description).toBe('Conditions not satisfied');
    expect(explainStatusWord(0x6984, apduSpecs.kusama)).toMatchObject({description: 'Data is invalid'});
    expect(explainStatusWord(0x6984, apduSpecs.kusama).hint).toMatch(/derivation path/);
    expect(explainStatusWord(0x6e00, apduSpecs.cosmos).hint).toMatch(/open the right app/);
    expect(explainStatusWord(0x6d00).description).toBe('INS not supported');
    expect(explainStatusWord(0x6986).hint).toMatch(/rejected/);
    // Read in the code (issue 62): the Rust parser's DataInvalid and zxlib's APDU_CODE_BAD_KEY_HANDLE share 0x6A80.
    expect(explainStatusWord(0x6a80, apduSpecs.avalanche).description).toBe('Data is invalid; Bad key handle');
    expect(explainStatusWord(0x1234)).toMatchObject({hex: '0x1234', success: false, description: 'Not a status word this app documents'});
    // No app's code defines these; the client library names them, and a reader pastes them from its errors.
    expect(explainStatusWord(0x5515, apduSpecs.kusama)).toMatchObject({
      description: 'Device locked',
      hint: expect.stringMatching(/^Unlock the device/),
    });
    expect(explainStatusWord(0x6e01).description).toBe('The app does not seem to be open');
    // The app's code comes first: Filecoin maps unhandled SDK exceptions to 0x6800 | e, so its 0x6802 is exception 2.
    expect(explainStatusWord(0x6802).description).toBe('Error deriving keys');
    expect(explainStatusWord(0x6802, apduSpecs.filecoin)).toMatchObject({
      description: expect.stringMatching(/^SDK exception 2 /),
      hint: undefined,
    });
  });

  it('shows error text sent before an error status word', () => {
    const result = decodeResponse(apduSpecs.kusama, findCommand(apduSpecs.kusama, 'sign'), '556e6578706563746564206669656c64' + '6984');
    expect(result.ok && result.status.code).toBe(0x6984);
    expect(result.ok && result.fields[0].text).toBe('Unexpected field');
  });

  it('reports short, odd or malformed input instead of throwing', () => {
    expect(decodeResponse(apduSpecs.kusama, undefined, '90')).toEqual({
      ok: false,
      error: 'A response ends with two status bytes (SW1-SW2); paste at least 2 bytes, such as 9000.',
    });
    expect(decodeResponse(apduSpecs.kusama, undefined, '900')).toEqual({
      ok: false,
      error: 'Odd-length hex: 3 digits; every byte needs two.',
    });
    const short = decodeResponse(apduSpecs.icp, findCommand(apduSpecs.icp, 'getAddr'), '04aa9000');
    expect(short.ok && short.notes[0]).toMatch(/ends before PK/);
    expect(parseHex('0x90 00')).toEqual({ok: true, bytes: new Uint8Array([0x90, 0x00])});
  });
});
