/**
 * Arweave app: facts from Zondax/ledger-arweave docs/APDUSPEC.md, checked against the code at the
 * commit in codeCheck: app/src/coin.h (class 0x44, INS_GET_SIG 0x10, INS_GET_PK 0x20) and
 * app/src/apdu_handler.c. Keys are RSA-4096 and no path travels in the APDUs.
 */
import type {ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';
import {deviceInfoCorrection, getDeviceInfo, getVersion, version9, version9Correction} from '../shared/common';
import {ledgerRepository} from '../../../src/data/chains';
import {statusWordsFrom} from '../shared/statusWords';
import statusWordsCheck from './statusWords';

const half = {
  meaning: 'Which half of the 512-byte value',
  options: [
    {value: 0, label: 'Index 0: bytes 0-255'},
    {value: 1, label: 'Index 1: bytes 256-511'},
  ],
};

const spec: ApduSpec = {
  folder: 'arweave',
  appName: 'Arweave',
  repo: ledgerRepository('arweave'),
  sourceFile: 'docs/APDUSPEC.md',
  cla: 0x44,
  coinType: 472,
  // No command carries a path: crypto_store.c derives the seed of its RSA primes at 44'/472'/0'/0'/0' (Ed25519 derivation).
  defaultPath: "m/44'/472'/0'/0'/0'",
  path: {encoding: 'u32le', lengthPrefix: false, minComponents: 5, maxComponents: 5},
  chunkSize: 250,
  commands: [
    getDeviceInfo,
    getVersion(version9),
    {
      id: 'getAddress',
      name: 'INS_GET_ADDR',
      specName: 'GET_ADDRESS',
      ins: 0x01,
      summary: 'Returns the wallet address (43 characters, base64url). The payload is empty.',
      p1: {
        meaning: 'Show on the device',
        options: [
          {value: 0, label: 'No'},
          {value: 1, label: 'Yes'},
        ],
      },
      p2: {meaning: 'Not used', ignored: true},
      response: [{name: 'ADDR', bytes: 43, show: 'ascii', description: 'Address: base64url of the SHA-256 of the RSA modulus'}],
      notes: ['A non-empty payload gets 0x6986 (the same holds for INS_GET_SIG and INS_GET_PK).'],
    },
    {
      id: 'sign',
      name: 'INS_SIGN',
      specName: 'SIGN',
      ins: 0x02,
      summary:
        'Shows and signs a transaction. The first APDU is empty (there is no path); the serialized transaction follows in chunks. Returns the 48-byte deep hash; fetch the RSA signature with INS_GET_SIG.',
      p1: {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'},
      p2: {meaning: 'Must be 0x00 (the app answers 0x6B00 otherwise)', value: 0},
      payload: [
        {
          id: 'message',
          name: 'DATA',
          kind: 'message',
          bytes: 'var',
          placement: 'data',
          example: '0001',
          description:
            'Transaction fields, each after a 2-byte big-endian length: format, owner, target, quantity, reward, last_tx; then a 2-byte tag count and each tag as name and value (each length-prefixed); then data size and data root',
        },
      ],
      chunking: {layout: 'fields', p1: {first: 0, middle: 1, last: 2}},
      response: [{name: 'HASH', bytes: 48, description: 'Deep hash of the transaction'}],
      notes: [
        'The format must be the one character "2" and the owner must be the 512-byte RSA modulus of this device (read it with INS_GET_PK); the app refuses any other owner with 0x6984. At most 16 tags.',
        "The builder's example is a placeholder, not a valid transaction: a valid one has to carry your device's own key as owner.",
        'Until the app has finished creating its RSA key on first start (on the Nano models after the user starts it from the device), every class-0x44 command except GET_VERSION answers 0x6987 (app/src/apdu_handler.c, app/src/common/main.c).',
      ],
    },
    {
      id: 'getSig',
      name: 'INS_GET_SIG',
      specName: 'GET_SIG',
      ins: 0x10,
      summary: 'Reads one half of the RSA-4096 signature after a successful SIGN. Reading index 1 erases the stored signature.',
      p1: {meaning: 'Not used', ignored: true},
      p2: half,
      response: [{name: 'SIG_PART', bytes: 256, description: 'Signature bytes 256*i to 256*(i+1)'}],
      notes: ['Without a stored signature, or with P2 above 1, the app answers 0x6985 (app/src/crypto_store.c crypto_signature_part).'],
    },
    {
      id: 'getPk',
      name: 'INS_GET_PK',
      specName: 'GET_PK',
      ins: 0x20,
      summary: 'Reads one half of the RSA-4096 public key (the transaction "owner").',
      p1: {meaning: 'Not used', ignored: true},
      p2: half,
      response: [{name: 'PK_PART', bytes: 256, description: 'Public key bytes 256*i to 256*(i+1)'}],
      notes: ['With P2 above 1 the app answers 0x6985 (app/src/crypto_store.c crypto_pubkey_part).'],
    },
  ],
  ...statusWordsFrom(statusWordsCheck),
  corrections: [
    version9Correction,
    'The specification says SIGN does not use P2; `process_chunk` in `app/src/apdu_handler.c` answers 0x6B00 unless P2 is 0x00.',
    'The specification ends the SIGN data with `data_size` and an unprefixed data field; the parser (`_read` in `app/src/parser_impl.c`) reads `data_size` and then a data root, each after a 2-byte length, and it requires format "2" and a 512-byte owner.',
    deviceInfoCorrection('4dc9c52'),
  ],
  codeCheck: {
    commit: 'b3f7ab68f5d59602a683f351eafc5151acca3ba0',
    files: ['app/src/coin.h', 'app/src/apdu_handler.c'],
    versionAnswer: {bytes: 9, file: 'app/src/apdu_handler.c'},
    defines: [
      {path: 'app/src/coin.h', defines: {CLA: 0x44, INS_GET_SIG: 0x10, INS_GET_PK: 0x20}},
      {
        repo: 'Zondax/ledger-zxlib',
        commit: '4dc9c5271c2a5060546a78db0bfa01233bf56021',
        path: 'app/common/app_main.h',
        defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02, INS_TEST: 0xff},
      },
    ],
    dispatchers: [
      {
        path: 'app/src/apdu_handler.c',
        classes: ['CLA'],
        cases: ['INS_GET_VERSION', 'INS_GET_ADDR', 'INS_SIGN', 'INS_GET_SIG', 'INS_GET_PK'],
      },
    ],
    beforeDispatcher: ['getDeviceInfo'],
  },
};

export default spec;
