/**
 * Stacks app: facts from Zondax/ledger-stacks docs/APDUSPEC.md, checked against
 * app/src/coin_standard.h (class 0x09, coin type 5757).
 */
import type {ApduSpec} from '../../../src/ledger/apdu/schema';
import {basicStatusWords, confirm, getVersion, initAddLast, messageField, pathField, version5} from '../shared/common';

const ignored = {meaning: 'Not used', ignored: true};
const secpSig = [
  {name: 'R', bytes: 32, description: 'secp256k1 signature R'},
  {name: 'S', bytes: 32, description: 'secp256k1 signature S'},
  {name: 'V', bytes: 1, description: 'Recovery id'},
  {name: 'SIG_DER', bytes: 'rest', description: 'The same signature in DER form'},
] as const;

const spec: ApduSpec = {
  folder: 'stacks',
  appName: 'Stacks',
  repo: 'Zondax/ledger-stacks',
  sourceFile: 'docs/APDUSPEC.md',
  cla: 0x09,
  coinType: 5757,
  defaultPath: "m/44'/5757'/0'/0/0",
  path: {encoding: 'u32le', lengthPrefix: false, minComponents: 5, maxComponents: 5},
  chunkSize: 250,
  commands: [
    getVersion(version5),
    {
      id: 'getAddrSecp256k1',
      name: 'INS_GET_ADDR_SECP256K1',
      ins: 0x01,
      summary: 'Returns the public key and the Stacks address, as raw bytes and as text.',
      p1: confirm,
      p2: ignored,
      payload: [pathField('Derivation path, five components starting 44\'/5757\'')],
      response: [
        {name: 'PK', bytes: 65, description: 'Public key'},
        {name: 'ADDR_RAW_LEN', bytes: 1, show: 'uint-be', description: 'Length of ADDR_RAW'},
        {name: 'ADDR_RAW', bytes: {from: 'ADDR_RAW_LEN'}, description: 'Address as raw bytes'},
        {name: 'ADDR_HUMAN_LEN', bytes: 1, show: 'uint-be', description: 'Length of ADDR_HUMAN'},
        {name: 'ADDR_HUMAN', bytes: {from: 'ADDR_HUMAN_LEN'}, show: 'ascii', description: 'Address as text'},
      ],
    },
    {
      id: 'signSecp256k1',
      name: 'INS_SIGN_SECP256K1',
      ins: 0x02,
      summary: 'Signs a serialized Stacks transaction: the path first, then the bytes in chunks.',
      p1: {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'},
      p2: ignored,
      payload: [pathField(), messageField('Serialized transaction', '00')],
      chunking: initAddLast,
      response: [...secpSig],
    },
    {
      id: 'getAuthPubkey',
      name: 'INS_GET_AUTH_PUBKEY',
      ins: 0x03,
      summary: 'Returns the public key and address for an identity path (4 levels, m/888\'/0\'/<account>) or an app path (6 levels).',
      p1: {meaning: 'Retrieval mode', value: 0},
      p2: ignored,
      payload: [{id: 'path', name: 'PATH', kind: 'path', bytes: 'var', description: 'Each level as a 4-byte little-endian integer'}],
      response: [{name: 'RESULT', bytes: 'rest', description: 'Public key and address'}],
      buildable: false,
      notes: ['This command takes 4- or 6-level paths, unlike the 5-level paths the other commands use; the builder does not generate it.'],
    },
    {
      id: 'signJwt',
      name: 'INS_SIGN_JWT_SECP256K1',
      ins: 0x04,
      summary: 'Signs a JWT: P1 is the chunk index starting at 1, P2 the number of chunks; the first chunk starts with the path.',
      p1: {meaning: 'Chunk index, from 1'},
      p2: {meaning: 'Total number of chunks'},
      response: [
        {name: 'POST_SIGN_HASH', bytes: 32, description: 'Hash after signing'},
        {name: 'SIG_COMPACT', bytes: 65, description: 'Compact signature'},
        {name: 'SIG_DER', bytes: 'rest', description: 'DER signature'},
      ],
      buildable: false,
      notes: ['This command numbers its chunks in P1/P2 instead of using init/add/last; the builder does not generate it.'],
    },
    {
      id: 'getMasterKeyFingerprint',
      name: 'INS_GET_MASTER_KEY_FINGERPRINT',
      ins: 0x06,
      summary: 'Returns the BIP32 fingerprint of the master key: the first 4 bytes of RIPEMD160(SHA256(master public key)).',
      p1: ignored,
      p2: ignored,
      response: [{name: 'FINGERPRINT', bytes: 4, description: 'Master key fingerprint'}],
    },
  ],
  statusWords: basicStatusWords,
};

export default spec;
