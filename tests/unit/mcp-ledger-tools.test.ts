/**
 * The MCP server's ledger tools (packages/docs-mcp) against the site's own ledger data: a snapshot is
 * written from data/ledger-apps the way the build's mcp-snapshot plugin writes it, and every answer is
 * compared with what the page components compute (src/ledger/apdu, src/ledger/supported).
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {useLedgerSnapshot} from './fixtures/ledgerSnapshot';
import {apduSpecs, buildApdus, decodeResponse, explainStatusWord, findCommand} from '../../src/ledger/apdu';
import {exampleFields} from '@zondax/docs-core/ledger/apdu/encode';
import {diffVersions} from '@zondax/docs-core/ledger/supported/diff';
import supportedIndex from '../../src/ledger/supported/index.generated.json';
import {buildApdu, decodeApduResponse, getApduSpec, parseStatusCode, statusWord} from '@zondax/docs-core/tools/apdu';
import {diffMethods, supportedMethods} from '@zondax/docs-core/tools/supportedMethods';
import {ToolInputError} from '@zondax/docs-core/tools/toolError';

const ledger = useLedgerSnapshot();

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

describe('build_apdu: the bytes of the page builder', () => {
  it('every buildable command of every app, with the fields the builder starts with, gives buildApdus bytes', () => {
    let checked = 0;
    for (const [folder, spec] of Object.entries(apduSpecs)) {
      for (const command of spec.commands) {
        const fields = exampleFields(spec, command);
        const expected = buildApdus(spec, command, {fields});
        if (!expected.ok) {
          expect(() => buildApdu(ledger.current, {chain: folder, command: command.id, fields})).toThrow(ToolInputError);
          continue;
        }
        expect(buildApdu(ledger.current, {chain: folder, command: command.id, fields}).apdus, `${folder} ${command.id}`).toEqual(
          expected.apdus,
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("recorded device exchanges (the codec tests' vectors), by chain name and instruction name", () => {
    expect(buildApdu(ledger.current, {chain: 'ICP', command: 'INS_GET_ADDR', fields: {path: "m/44'/223'/0'/0/1"}}).apdus).toEqual([
      '11010000142c000080df000080000000800000000001000000',
    ]);
    expect(
      buildApdu(ledger.current, {chain: 'cosmos', command: 'getAddrSecp256k1', fields: {hrp: 'osmo', path: "m/44'/118'/0'/0/0"}}).apdus,
    ).toEqual(['5504000019046f736d6f2c00008076000080000000800000000000000000']);
  });

  it("Lisk paths: a count byte, then three little-endian components, as the app's JavaScript client writes them", () => {
    // serializePath in Zondax/ledger-lisk js/src/common.ts: [3, 44' LE, 134' LE, 0' LE]; aliases reach the same app.
    const getAddr = {command: 'INS_GET_ADDR', fields: {path: "m/44'/134'/0'"}};
    expect(buildApdu(ledger.current, {chain: 'Lisk', ...getAddr}).apdus).toEqual(['600100000d032c0000808600008000000080']);
    expect(buildApdu(ledger.current, {chain: 'Lisk Legacy', ...getAddr}).apdus).toEqual(['600100000d032c0000808600008000000080']);
  });

  it('chunks where the app chunks (Kusama INS_SIGN: path, then 250-byte slices)', () => {
    const out = buildApdu(ledger.current, {
      chain: 'Kusama',
      command: 'sign',
      p2: 1,
      fields: {path: "m/44'/434'/0'/0'/0'", message: 'ab'.repeat(300)},
    });
    expect(out.apdus).toHaveLength(3);
    expect(out.apdus[0]).toBe('99020001142c000080b2010080000000800000008000000080');
    expect(out.apdus[2]).toBe('9902020132' + 'ab'.repeat(50));
  });

  it('bad input is a ToolInputError naming what is accepted', () => {
    expect(() => buildApdu(ledger.current, {chain: 'Narnia', command: 'getVersion'})).toThrow(/Unknown chain "Narnia".*filecoin/);
    expect(() => buildApdu(ledger.current, {chain: 'filecoin', command: 'INS_FLY'})).toThrow(/no command "INS_FLY".*getVersion/);
    expect(() => buildApdu(ledger.current, {chain: 'kusama', command: 'sign', fields: {message: 'abc'}})).toThrow(/Odd-length hex/);
    expect(() => buildApdu(ledger.current, {chain: 'kusama', command: 'sign', fields: {mesage: 'ab'}})).toThrow(/no field "mesage"/);
    expect(() => buildApdu(ledger.current, {chain: 'kusama', command: 'getAddr', p2: 7, fields: {path: "m/44'/434'/0'/0'/0'"}})).toThrow(
      /P2 0x07 is not one of the values/,
    );
  });
});

describe('decode_apdu_response and status_word: the page decoder', () => {
  it('decodes as decodeResponse does, field by field', () => {
    const spec = apduSpecs.filecoin;
    const hex = '00000a0b0c' + '00' + '9000';
    const expected = decodeResponse(spec, findCommand(spec, 'getVersion'), hex);
    expect(expected.ok).toBe(true);
    const got = decodeApduResponse(ledger.current, {chain: 'Filecoin', command: 'getVersion', hex});
    if (expected.ok)
      expect(got).toEqual({command: 'INS_GET_VERSION', status: expected.status, fields: expected.fields, notes: expected.notes});
  });

  it('malformed hex and a response without a status word are errors', () => {
    expect(() => decodeApduResponse(ledger.current, {chain: 'filecoin', command: 'getVersion', hex: '90zz'})).toThrow(/"z" at position 3/);
    expect(() => decodeApduResponse(ledger.current, {chain: 'filecoin', command: 'getVersion', hex: '90'})).toThrow(/two status bytes/);
  });

  it("status words in every spelling, with the app's own meaning when a chain is given", () => {
    expect(parseStatusCode('0x6985')).toBe(0x6985);
    expect(parseStatusCode('6985')).toBe(0x6985);
    expect(parseStatusCode(0x9000)).toBe(0x9000);
    expect(() => parseStatusCode('0x1FFFF')).toThrow(ToolInputError);
    expect(() => parseStatusCode('hello')).toThrow(ToolInputError);
    const own = apduSpecs.filecoin.statusWords[0];
    expect(statusWord(ledger.current, own.code, 'filecoin')).toMatchObject({
      ...explainStatusWord(own.code, apduSpecs.filecoin),
      documentedBy: 'the Filecoin app',
    });
    expect(statusWord(ledger.current, '0x6985')).toMatchObject({success: false, documentedBy: 'the status words every app shares'});
    expect(statusWord(ledger.current, '5515', 'kusama')).toMatchObject({
      description: 'Device locked',
      documentedBy: 'no app: the client library Zondax/ledger-js names it',
    });
    expect(statusWord(ledger.current, '0x6802', 'filecoin')).toMatchObject({
      documentedBy: 'no app',
      description: expect.stringMatching(/^SDK exception 2 /),
    });
    expect(statusWord(ledger.current, '9000').success).toBe(true);
  });

  it("a status word by the identifier an app's code gives it, as its definedAs lists it, in any letter case", () => {
    const byName = statusWord(ledger.current, 'apdu_code_command_not_allowed', 'filecoin');
    expect(byName).toEqual(statusWord(ledger.current, '0x6986', 'filecoin'));
    expect(byName.definedAs?.[0]).toMatch(/^APDU_CODE_COMMAND_NOT_ALLOWED /);
    expect(statusWord(ledger.current, 'APDU_CODE_COMMAND_NOT_ALLOWED').hex).toBe('0x6986');
    // A Rust path two apps give different values needs the chain; with it, the app's own value.
    expect(() => statusWord(ledger.current, 'ApduError::DataInvalid')).toThrow(
      /^ApduError::DataInvalid has more than one value across the apps \(0x[0-9A-F]{4} and 0x[0-9A-F]{4}\): give a chain/,
    );
    expect(statusWord(ledger.current, 'apduerror::datainvalid', 'tezos').hex).toBe('0x6984');
    expect(statusWord(ledger.current, 'ApduError::DataInvalid', 'avalanche').hex).toBe('0x6A80');
    expect(() => statusWord(ledger.current, 'SW_OK')).toThrow(
      /^"SW_OK" is not a status word or an identifier any app's code defines: give/,
    );
    expect(() => statusWord(ledger.current, 'SW_OK', 'filecoin')).toThrow(/an identifier the Filecoin app's code defines/);
  });
});

describe('get_apdu_spec', () => {
  const ids = (chain: string, command: string) => getApduSpec(ledger.current, chain, command).commands.map((c) => c.id);

  it('lists every command with CLA/INS in hex, P1/P2, payload, response and the status words', () => {
    const spec = getApduSpec(ledger.current, 'Filecoin');
    expect(spec.commands.map((c) => c.id)).toEqual(apduSpecs.filecoin.commands.map((c) => c.id));
    expect(spec.cla).toBe(`0x${apduSpecs.filecoin.cla.toString(16).toUpperCase().padStart(2, '0')}`);
    const one = getApduSpec(ledger.current, 'filecoin', 'INS_GET_ADDR_SECP256K1').commands;
    expect(one).toHaveLength(1);
    const addr = apduSpecs.filecoin.commands.find((c) => c.name === 'INS_GET_ADDR_SECP256K1')!;
    expect(one[0]).toMatchObject({ins: '0x01', p1: addr.p1, response: addr.response});
    expect(spec.statusWords).toHaveLength(apduSpecs.filecoin.statusWords.length);
  });

  it('a command as an assistant names it: without INS_, in snake case, or the start of one name', () => {
    expect(ids('cosmos', 'get_version')).toEqual(['getVersion']);
    expect(ids('cosmos', 'SIGN_SECP256K1')).toEqual(['signSecp256k1']);
    // Cosmos has one signing command, so 'sign' can only mean it; Kusama's own INS_SIGN wins over its INS_SIGN_RAW.
    expect(ids('cosmos', 'sign')).toEqual(['signSecp256k1']);
    expect(ids('kusama', 'sign')).toEqual(['sign']);
    // Words of an id: 'version' is getVersion; 'address' is the one address command of Cosmos, two of Filecoin's.
    expect(ids('cosmos', 'version')).toEqual(['getVersion']);
    expect(ids('cosmos', 'address')).toEqual(['getAddrSecp256k1']);
    expect(ids('filecoin', 'address')).toEqual(['getAddrSecp256k1', 'getAddrEth']);
    expect(() => buildApdu(ledger.current, {chain: 'filecoin', command: 'address'})).toThrow(/"address" is more than one command/);
    expect(() => getApduSpec(ledger.current, 'cosmos', 'si')).toThrow(/no command "si"/);
  });

  it('a name several commands share: get_apdu_spec answers each, build_apdu asks which by id', () => {
    // Filecoin answers INS_SIGN_PERSONAL_MESSAGE under its own class byte and under 0xE0 (two commands).
    const both = getApduSpec(ledger.current, 'filecoin', 'INS_SIGN_PERSONAL_MESSAGE').commands;
    expect(both.map((c) => [c.id, c.cla])).toEqual([
      ['signPersonalMessage', undefined],
      ['signPersonalMessageEth', '0xE0'],
    ]);
    expect(() => buildApdu(ledger.current, {chain: 'filecoin', command: 'INS_SIGN_PERSONAL_MESSAGE'})).toThrow(
      /"INS_SIGN_PERSONAL_MESSAGE" is more than one command of the Filecoin app: signPersonalMessage \(INS_SIGN_PERSONAL_MESSAGE\) and signPersonalMessageEth \(INS_SIGN_PERSONAL_MESSAGE, class 0xE0\)\. Give its id\./,
    );
    expect(ids('filecoin', 'sign')).toEqual(apduSpecs.filecoin.commands.filter((c) => c.id.startsWith('sign')).map((c) => c.id));
    expect(buildApdu(ledger.current, {chain: 'filecoin', command: 'signPersonalMessageEth', fields: {message: '00'}}).apdus[0]).toMatch(
      /^e008/,
    );
  });
});

describe('supported_methods and diff_methods: the supported_* pages', () => {
  const [folder, entry] = Object.entries(supportedIndex).find(([, e]) => e.versions.length >= 2)!;

  it('latest by default, a version as the page titles write it, and the same pallets as the data file', async () => {
    const latest = await supportedMethods(ledger.current, folder);
    expect(latest.version).toBe(entry.latest);
    const older = entry.versions[1];
    const listed = await supportedMethods(ledger.current, folder, `${older}.x`);
    expect(listed.pallets).toEqual(readJson(`data/ledger-apps/${folder}/supported/${older}.json`).pallets);
  });

  it('diff_methods is diffVersions of the two lists', async () => {
    const [to, from] = entry.versions;
    const expected = diffVersions(
      readJson(`data/ledger-apps/${folder}/supported/${from}.json`),
      readJson(`data/ledger-apps/${folder}/supported/${to}.json`),
    );
    expect(await diffMethods(ledger.current, folder, from, to)).toEqual({chain: folder, from, to, ...expected});
  });

  it('a pallet and a version as an assistant names them: any case, singular, a major version alone', async () => {
    const kusama = supportedIndex.kusama;
    const pallets = async (name: string) => (await supportedMethods(ledger.current, 'kusama', undefined, name)).pallets.map((p) => p.name);
    expect(await pallets('balance')).toEqual(['Balances']);
    expect(await pallets('conviction voting')).toEqual(['ConvictionVoting']);
    expect(await pallets('STAKING')).toEqual(['Staking']);
    await expect(pallets('balancez')).rejects.toThrow(/has no pallet "balancez"\. Pallets: .*Balances/);
    // A major version with one list is that list; one with several is a question back naming them.
    const majors = new Map<string, string[]>();
    for (const v of kusama.versions) majors.set(v.split('.')[0], [...(majors.get(v.split('.')[0]) ?? []), v]);
    const [single, [only]] = [...majors].find(([, vs]) => vs.length === 1)!;
    const [shared, several] = [...majors].find(([, vs]) => vs.length > 1)!;
    expect((await supportedMethods(ledger.current, 'kusama', `v${single}`)).version).toBe(only);
    await expect(supportedMethods(ledger.current, 'kusama', shared)).rejects.toThrow(
      new RegExp(
        `^"${shared}" is more than one version of the kusama app: ${several.map((v) => v.replace('.', '\\.')).join('.*')}\\. Give the whole version\\.$`,
      ),
    );
  });

  it('unknown versions and chains without lists are errors', async () => {
    await expect(supportedMethods(ledger.current, folder, '0.0')).rejects.toThrow(/Unknown version "0.0"/);
    await expect(supportedMethods(ledger.current, 'filecoin')).rejects.toThrow(/publishes no supported-methods list/);
    await expect(diffMethods(ledger.current, folder, 'latest', 'latest')).rejects.toThrow(/same list/);
  });
});
