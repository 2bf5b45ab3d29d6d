/**
 * Oasis app: facts from Zondax/ledger-oasis docs/APDUSPEC.md, checked against the code at the commit
 * in codeCheck: app/src/consumer/coin_consumer.h (class 0x05 and 0xE0, coin type 474), app/src/coin.h
 * (INS values) and app/src/apdu_handler.c (dispatch, chunking, Ethereum paths, GET_VERSION).
 */
import type {ApduCommand, ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';
import {getVersion, initAddLast, pathField, version9, version9Correction} from '../shared/common';
import {ethGetAddress, ethPath, ethSignTransaction} from '../shared/eth';
import {ledgerRepository} from '../../../src/data/chains';
import {statusWordsFrom} from '../shared/statusWords';
import statusWordsCheck from './statusWords';

const show = {
  meaning: 'Show on the device',
  options: [
    {value: 0, label: 'No'},
    {value: 1, label: 'Yes'},
  ],
};
const ignored = {meaning: 'Not used', ignored: true};
const chunkP1 = {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'};
const p2Zero = {meaning: 'Must be 0x00 (the app answers 0x6B00 otherwise)', value: 0};
const eth = ethPath(1, 10);

/** The specification drops the INS_ prefix the code's names carry (app/src/coin.h). */
const specName = (name: string) => name.replace(/^INS_/, '');

function getAddr(id: string, name: string, ins: number, what: string, pk: number, addr: string): ApduCommand {
  return {
    id,
    name,
    specName: specName(name),
    ins,
    summary: `Returns the ${what} public key and address for a path.`,
    p1: show,
    p2: ignored,
    payload: [pathField()],
    response: [
      {name: 'PK', bytes: pk, description: 'Public key'},
      {name: 'ADDR', bytes: 'rest', show: 'ascii', description: addr},
    ],
  };
}

function signRuntime(id: string, name: string, ins: number, what: string): ApduCommand {
  return {
    id,
    name,
    specName: specName(name),
    ins,
    summary: `Signs a ParaTime (runtime) transaction with ${what}: the path first, then CBOR metadata (runtime id, chain context, optional Ethereum destination) followed by the CBOR transaction, in chunks.`,
    p1: chunkP1,
    p2: p2Zero,
    payload: [
      pathField(),
      {id: 'meta', name: 'META', kind: 'bytes', bytes: 'var', placement: 'data', description: 'CBOR metadata', example: 'a0'},
      {id: 'message', name: 'MESSAGE', kind: 'message', bytes: 'var', placement: 'data', description: 'CBOR transaction', example: 'a0'},
    ],
    chunking: initAddLast,
    response: [{name: 'SIG', bytes: 'rest', description: 'Signature (64 bytes for Ed25519 and Sr25519)'}],
  };
}

const spec: ApduSpec = {
  folder: 'oasis',
  appName: 'Oasis',
  repo: ledgerRepository('oasis'),
  sourceFile: 'docs/APDUSPEC.md',
  cla: 0x05,
  otherCla: [{cla: 0xe0, use: "Ethereum-compatible address and transaction signing for Sapphire and Emerald accounts (path 44'/60')"}],
  coinType: 474,
  defaultPath: "m/44'/474'/0'/0'/0'",
  path: {encoding: 'u32le', lengthPrefix: false, minComponents: 3, maxComponents: 5},
  chunkSize: 250,
  commands: [
    getVersion(version9),
    getAddr('getAddrEd25519', 'INS_GET_ADDR_ED25519', 0x01, 'Ed25519', 32, 'Bech32 address'),
    {
      id: 'signEd25519',
      name: 'INS_SIGN_ED25519',
      specName: 'SIGN_ED25519',
      ins: 0x02,
      summary:
        'Signs a consensus transaction: the path first, then a length-prefixed signature context and the CBOR transaction, in chunks of 250 bytes.',
      p1: chunkP1,
      p2: p2Zero,
      payload: [
        pathField(),
        {
          id: 'context',
          name: 'CONTEXT',
          kind: 'ascii',
          bytes: 'var',
          lengthPrefix: 'u8',
          placement: 'data',
          description: 'Signature context after a one-byte length (CtxLen)',
          example: 'oasis-core/consensus: tx for chain ',
        },
        {id: 'message', name: 'MESSAGE', kind: 'message', bytes: 'var', placement: 'data', description: 'CBOR transaction', example: 'a0'},
      ],
      chunking: initAddLast,
      response: [{name: 'SIG', bytes: 'rest', description: 'Ed25519 signature (64 bytes)'}],
    },
    getAddr('getAddrSr25519', 'INS_GET_ADDR_SR25519', 0x03, 'Sr25519', 32, 'Bech32 address'),
    {
      ...getAddr('getAddrSecp256k1', 'INS_GET_ADDR_SECP256K1', 0x04, "secp256k1 (Ethereum-compatible, path 44'/60')", 33, 'Hex address'),
      payload: [pathField("Derivation path starting 44'/60'")],
    },
    signRuntime('signRtEd25519', 'INS_SIGN_RT_ED25519', 0x05, 'an Ed25519 key'),
    signRuntime('signRtSr25519', 'INS_SIGN_RT_SR25519', 0x06, 'an Sr25519 key'),
    signRuntime('signRtSecp256k1', 'INS_SIGN_RT_SECP256K1', 0x07, "a secp256k1 key (path 44'/60')"),
    ethGetAddress(eth),
    {
      ...ethSignTransaction(eth),
      // The code has no name of its own for this command: 0x04 under CLA_ETH reaches the INS_GET_ADDR_SECP256K1 case.
      name: 'INS_GET_ADDR_SECP256K1',
      notes: [
        "The app has no separate name for this command. With class 0xE0, byte 0x04 reaches the same INS_GET_ADDR_SECP256K1 case of the dispatcher (app/src/apdu_handler.c) as the secp256k1 address request, and that case hands it to the Ethereum signing handler. The provider's shared EVM code in ledger-zxlib (evm/coin_evm.h), which other apps use, calls the same byte INS_SIGN_ETH; Oasis's own code does not use that name.",
      ],
    },
  ],
  ...statusWordsFrom(statusWordsCheck),
  corrections: [
    version9Correction,
    "Paths have three components (ADR 0008: 44'/474'/account', the third hardened) or five; app/src/apdu_handler.c tells them apart by the payload length and rejects other lengths.",
    'Under class 0xE0 the app answers INS 0x02 (Ethereum address) and INS 0x04 (Ethereum transaction), with big-endian paths and P1 0x00/0x80 (app/src/apdu_handler.c); the specification does not list them.',
  ],
  codeCheck: {
    commit: '3761a1f1d28134cef88f5ef4b6b17617dd6d0fde',
    files: ['app/src/consumer/coin_consumer.h', 'app/src/coin.h', 'app/src/apdu_handler.c'],
    versionAnswer: {bytes: 9, file: 'app/src/apdu_handler.c'},
    defines: [
      {path: 'app/src/consumer/coin_consumer.h', defines: {CLA: 0x05, CLA_ETH: 0xe0}},
      {
        path: 'app/src/coin.h',
        defines: {
          INS_GET_ADDR_ED25519: 0x01,
          INS_SIGN_ED25519: 0x02,
          INS_GET_ADDR_SR25519: 0x03,
          INS_GET_ADDR_SECP256K1: 0x04,
          INS_SIGN_RT_ED25519: 0x05,
          INS_SIGN_RT_SR25519: 0x06,
          INS_SIGN_RT_SECP256K1: 0x07,
          INS_GET_ADDR_ETH: 0x02,
        },
      },
      {
        repo: 'Zondax/ledger-zxlib',
        commit: '2e05d44a19bf8efcdd1ab4bdbe67238fe17e8fb4',
        path: 'app/common/app_main.h',
        defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02, INS_TEST: 0xff},
      },
    ],
    // INS_GET_ADDR_ETH is tested by an if before the switch; the INS_GET_ADDR_SECP256K1 case signs an Ethereum transaction when the class is CLA_ETH.
    dispatchers: [
      {
        path: 'app/src/apdu_handler.c',
        classes: ['CLA', 'CLA_ETH'],
        cases: [
          'INS_GET_ADDR_ETH',
          'INS_GET_VERSION',
          'INS_GET_ADDR_ED25519',
          'INS_SIGN_ED25519',
          'INS_SIGN_RT_ED25519',
          'INS_GET_ADDR_SECP256K1',
          'INS_SIGN_RT_SECP256K1',
          'INS_GET_ADDR_SR25519',
          'INS_SIGN_RT_SR25519',
        ],
      },
    ],
  },
};

export default spec;
