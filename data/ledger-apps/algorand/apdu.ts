/**
 * Algorand app: facts from Zondax/ledger-algorand docs/APDUSPEC.md, checked against app/src/coin.h
 * (class 0x80, INS values, path 44'/283'). Transaction chunks use P1/P2 flags instead of init/add/last.
 */
import type {ApduSpec} from '../../../src/ledger/apdu/schema';
import {getVersion, pathField, statusWords, version5} from '../shared/common';

const spec: ApduSpec = {
  folder: 'algorand',
  appName: 'Algorand',
  repo: 'Zondax/ledger-algorand',
  sourceFile: 'docs/APDUSPEC.md',
  cla: 0x80,
  coinType: 283,
  defaultPath: "m/44'/283'/0'/0/0",
  path: {encoding: 'u32le', lengthPrefix: false, minComponents: 5, maxComponents: 5},
  chunkSize: 250,
  commands: [
    getVersion(version5),
    {
      id: 'getPublicKey',
      name: 'INS_GET_PUBLIC_KEY',
      ins: 0x03,
      summary: 'Returns the public key and address of account n, derived at 44\'/283\'/n\'/0/0. An empty payload means account 0.',
      p1: {meaning: 'Show on the device', options: [{value: 0, label: 'No'}, {value: 1, label: 'Yes'}]},
      p2: {meaning: 'Not used', ignored: true},
      payload: [{id: 'account', name: 'ACCOUNT', kind: 'u32be', bytes: 4, optional: true, example: '0', description: 'Account number, 32-bit big-endian; hardened by the app'}],
      response: [
        {name: 'PUBLIC_KEY', bytes: 32, description: 'Ed25519 public key'},
        {name: 'ADDRESS', bytes: 'rest', show: 'ascii', description: 'Algorand address'},
      ],
      notes: ['The specification lists a 65-byte key field; an Ed25519 key is 32 bytes and the decoder splits after 32.'],
    },
    {
      id: 'signMsgpack',
      name: 'INS_SIGN_MSGPACK',
      ins: 0x08,
      summary: 'Signs a msgpack-encoded transaction for an account. The account number leads the first chunk; P1 and P2 flag first and further chunks.',
      p1: {meaning: 'First chunk: 0x01 when the account number is present; later chunks: 0x80'},
      p2: {meaning: '0x80 while more chunks follow, 0x00 on the last one'},
      payload: [
        {id: 'account', name: 'ACCOUNT', kind: 'u32be', bytes: 4, example: '0', description: 'Account number, 32-bit big-endian'},
        {id: 'message', name: 'MSGPACK', kind: 'message', bytes: 'var', placement: 'data', example: '82a3616d74cd03e8a474797065a3706179', description: 'msgpack-encoded transaction'},
      ],
      chunking: {layout: 'fields+data', p1: {first: 0x01, middle: 0x80, last: 0x80, single: 0x01}, p2: {first: 0x80, middle: 0x80, last: 0x00, single: 0x00}},
      response: [{name: 'SIGNATURE', bytes: 64, description: 'Ed25519 signature'}],
    },
    {
      id: 'signArbitraryData',
      name: 'INS_SIGN_ARBITRARY_DATA',
      ins: 0x10,
      summary: 'Signs structured arbitrary data (signer, scope, encoding, JSON data, domain, request id, authenticated data). The first APDU carries only the path.',
      p1: {meaning: 'Chunk position: 0 = first, 1 = more, 2 = last'},
      p2: {meaning: 'Fixed', value: 0},
      payload: [pathField(), {id: 'message', name: 'DATA', kind: 'message', bytes: 'var', placement: 'data', description: 'Signer (32), scope (1), encoding (1), then length-prefixed data, domain, request id and authenticated data'}],
      chunking: {layout: 'fields', p1: {first: 0, middle: 1, last: 2}},
      response: [{name: 'SIGNATURE', bytes: 64, description: 'Signature over sha256(data) and sha256(authenticated data)'}],
      buildable: false,
      notes: ['The 2-byte length fields inside the data are documented without their byte order, so the builder does not generate this command.'],
    },
  ],
  statusWords: [
    ...statusWords(0x6400, 0x6982, 0x6983, 0x6984, 0x6986, 0x6987),
    {code: 0x6988, description: 'Invalid scope (arbitrary data)'},
    {code: 0x6989, description: 'Failed decoding (arbitrary data)'},
    {code: 0x698a, description: 'Invalid signer (arbitrary data)'},
    {code: 0x698b, description: 'Missing domain (arbitrary data)'},
    {code: 0x698c, description: 'Missing authenticated data (arbitrary data)'},
    {code: 0x698d, description: 'Bad JSON (arbitrary data)'},
    {code: 0x698e, description: 'Failed domain authentication (arbitrary data)'},
    {code: 0x698f, description: 'Failed HD path (arbitrary data)'},
    ...statusWords(0x6d00, 0x6e00, 0x6f00, 0x9000),
  ],
};

export default spec;
