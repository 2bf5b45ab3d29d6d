/**
 * Tezos app (Rust): facts from Zondax/ledger-tezos docs/APDUSPEC.md, checked against
 * rust/app/src/dispatcher.rs (class and INS values) and rust/bolos-common/src/bip32.rs
 * (path: count byte, then big-endian components).
 */
import type {ApduSpec, ParamSpec} from '../../../src/ledger/apdu/schema';
import {basicStatusWords, getVersion, version9} from '../shared/common';

const curve: ParamSpec = {
  meaning: 'Curve',
  options: [
    {value: 0, label: 'Ed25519'},
    {value: 1, label: 'secp256k1'},
    {value: 2, label: 'secp256r1'},
    {value: 3, label: 'Ed25519 (BIP32 derivation)'},
  ],
};
const path = {id: 'path', name: 'PATH', kind: 'path', bytes: 'var', description: 'Component count (1 byte), then each component as 4 big-endian bytes; usually 44\'/1729\'/…'} as const;
const pkResponse = [
  {name: 'PK_LEN', bytes: 1, show: 'uint-be', description: 'Public key length'},
  {name: 'PKEY', bytes: {from: 'PK_LEN'}, description: 'Public key'},
] as const;

const spec: ApduSpec = {
  folder: 'tezos',
  appName: 'Tezos',
  repo: 'Zondax/ledger-tezos',
  sourceFile: 'docs/APDUSPEC.md',
  cla: 0x80,
  coinType: 1729,
  defaultPath: "m/44'/1729'/0'/0'",
  path: {encoding: 'u32be', lengthPrefix: true, minComponents: 1, maxComponents: 10},
  chunkSize: 250,
  commands: [
    getVersion(version9, 0x10, 'GetVersion'),
    {
      id: 'getAddr',
      name: 'INS_GET_ADDR',
      ins: 0x11,
      summary: 'Returns the public key and the base58 address for a path and curve.',
      p1: {meaning: 'Show on the device', options: [{value: 0, label: 'No'}, {value: 1, label: 'Yes'}]},
      p2: curve,
      payload: [path],
      response: [...pkResponse, {name: 'ADDR_HUMAN', bytes: 'rest', show: 'ascii', description: 'Address, base58'}],
    },
    {
      id: 'sign',
      name: 'INS_SIGN',
      ins: 0x12,
      summary: 'Signs an operation: the path in the first APDU, then the operation bytes in chunks. Returns the Blake2b hash that was signed and the signature.',
      p1: {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'},
      p2: curve,
      payload: [path, {id: 'message', name: 'DATA', kind: 'message', bytes: 'var', placement: 'data', example: '03', description: 'Operation bytes to sign'}],
      chunking: {layout: 'fields', p1: {first: 0, middle: 1, last: 2}},
      response: [
        {name: 'SIG_HASH', bytes: 32, description: 'Blake2b hash used as the signed message'},
        {name: 'SIG', bytes: 'rest', description: 'Signature'},
      ],
    },
    {
      id: 'authorizeBaking',
      name: 'INS_AUTHORIZE_BAKING',
      ins: 0xa1,
      summary: 'Authorizes a key for baking (baking builds of the app). Requires approval on the device.',
      p1: {meaning: 'Confirmation, mandatory', value: 1},
      p2: curve,
      payload: [path],
      response: [...pkResponse],
    },
    {
      id: 'deauthorizeBaking',
      name: 'INS_DEAUTHORIZE_BAKING',
      ins: 0xac,
      summary: 'Removes the baking authorization. Requires approval on the device.',
      p1: {meaning: 'Confirmation, mandatory', value: 1},
      p2: {meaning: 'Not used', ignored: true},
    },
    {
      id: 'queryAuthKey',
      name: 'INS_QUERY_AUTH_KEY',
      ins: 0xa7,
      summary: 'Returns the path of the key authorized for baking.',
      p1: {meaning: 'Fixed', value: 0},
      p2: {meaning: 'Not used', ignored: true},
      response: [{name: 'PATH', bytes: 'rest', description: 'Component count (1 byte) and components of the authorized path'}],
    },
    {
      id: 'queryAuthKeyWithCurve',
      name: 'INS_QUERY_AUTH_KEY_WITH_CURVE',
      ins: 0xad,
      summary: 'Returns the curve and the path of the key authorized for baking.',
      p1: {meaning: 'Fixed', value: 0},
      p2: {meaning: 'Not used', ignored: true},
      response: [
        {name: 'CURVE', bytes: 1, show: 'uint-be', description: 'Curve identifier (0 = Ed25519, ...)'},
        {name: 'PATH', bytes: 'rest', description: 'Component count and components'},
      ],
    },
  ],
  statusWords: basicStatusWords,
};

export default spec;
