/**
 * Namada app: facts from Zondax/ledger-namada docs/APDUSPEC.md, checked against the code at the
 * commit in codeCheck: app/src/coin.h (class 0x57, coin type 877, INS values), app/src/apdu_handler.c
 * (dispatch, GET_VERSION; path: count byte, 3 to 5 little-endian components, all hardened),
 * app/src/crypto.c (the INS_GET_ADDR, INS_SIGN, INS_GET_KEYS and randomness answers) and
 * app/src/crypto_helper.c (the length bytes in the address answer; BIP-44 paths for the Ed25519
 * commands, ZIP-32 paths for the shielded keys). INS_GET_ADDR, INS_SIGN and INS_GET_VERSION come
 * from the ledger-zxlib submodule's app/common/app_main.h.
 */
import type {ApduCommand, ApduSpec, ResponseField} from '@zondax/docs-core/ledger/apdu/schema';
import {getDeviceInfo, getVersion, initAddLast, messageField, version12} from '../shared/common';
import {ledgerRepository} from '../../../src/data/chains';
import {statusWordsFrom} from '../shared/statusWords';
import statusWordsCheck from './statusWords';

const path = {
  id: 'path',
  name: 'PATH',
  kind: 'path',
  bytes: 'var',
  description: "Component count (1 byte), then 3 to 5 hardened components starting 44'/877' (mainnet) or 44'/1' (testnet)",
} as const;
/** The shielded (MASP) key commands derive from a ZIP-32 path: 32'/877' or 32'/1', the account in the third component. */
const zip32Field = {
  ...path,
  description:
    "Component count (1 byte), then 3 to 5 hardened components starting 32'/877' (mainnet) or 32'/1' (testnet); the keys depend only on the third, the account",
} as const;
const zip32 = {
  rules: {encoding: 'u32le', lengthPrefix: true, minComponents: 3, maxComponents: 5, allHardened: true},
  defaultPath: "m/32'/877'/0'",
  coinType: 877,
} as const;
/** tests_zemu/tests/common.ts tx_empty_memo (439 bytes), signed in the zemu test "Sign transaction with empty memo" (tests_zemu/tests/transactions.test.ts). */
const signExample =
  '1e0000006c6f63616c2e3630646637376431616663346631643138326232356438370123000000323032342d31322d30335431393a31373a33372e3330333030303030302b30303a303023000000323032342d31322d30335431383a31373a33372e3330333030303030302b30303a30300100000023b071cddbb7e3d2d2dbbdc9577f433874802b0b5a84d0d6b89e7e68299223f81c4f4de107bb6045e0f23df4687b22246ab12d76d35438a0c877ed01b3b79fa6e0532400bbdfbc8c62c25bcc96b24b6128d6cf0ba65b6ab868c1ce03f3096ce900010a00000000000000000000000000000000000000000000000000000000000000060083ee299bfa3030ccb27effeb8d63f150a7292dcc0039c1a4bea74c320ab04be5b218369d8c1ae21e41f27edee173ce5e6a51015a4da086010000000000030000000169e9310fc72944fd0100000000000203985877af1c57d700fb27556dd0ea5088a633a6be175f9692b0e82f2f0c60f191a6844f87f6387ea3011100000074785f72657665616c5f706b2e7761736d0081e8b658f1422a25210000000039c1a4bea74c320ab04be5b218369d8c1ae21e41f27edee173ce5e6a51015a4d';
const ignored = {meaning: 'Not used', ignored: true};
const masp = 'Only in builds with MASP support (every device but the Nano S).';

/** The randomness commands: no payload; each call draws new values and keeps them for the shielded transaction. */
function randomness(id: string, name: string, ins: number, what: string, response: ResponseField[]): ApduCommand {
  return {
    id,
    name,
    ins,
    summary: `Draws fresh randomness for one ${what} of a shielded (MASP) transaction, keeps it in the app for the signing step and returns it so the client can build the proofs. Call it once per ${what}, before the transaction is sent for signing; sent after INS_SIGN_MASP_SPENDS it answers 0x6984 and clears the buffers, spend signatures included. ${masp}`,
    p1: ignored,
    p2: ignored,
    payload: [],
    response,
  };
}

const spec: ApduSpec = {
  folder: 'namada',
  appName: 'Namada',
  repo: ledgerRepository('namada'),
  sourceFile: 'docs/APDUSPEC.md',
  cla: 0x57,
  coinType: 877,
  defaultPath: "m/44'/877'/0'/0'/0'",
  path: {encoding: 'u32le', lengthPrefix: true, minComponents: 3, maxComponents: 5, allHardened: true},
  chunkSize: 250,
  commands: [
    getDeviceInfo,
    getVersion(version12),
    {
      id: 'getAddr',
      name: 'INS_GET_ADDR',
      ins: 0x01,
      summary: 'Returns the raw public key, the encoded public key and the address for a path.',
      p1: {
        meaning: 'Show on the device',
        options: [
          {value: 0, label: 'No'},
          {value: 1, label: 'Yes'},
        ],
      },
      p2: ignored,
      payload: [path],
      // app/src/crypto.c crypto_fillAddress: rawPubkey(33) | pubkey len(1) | pubkey | address len(1) | address.
      response: [
        {name: 'RAW_PUBKEY', bytes: 33, description: 'Scheme prefix (0 = Ed25519, the only key this command derives) and the 32-byte key'},
        {name: 'ENCODED_PUBKEY_LEN', bytes: 1, show: 'uint-be', description: 'Length of the encoded public key'},
        {
          name: 'ENCODED_PUBKEY',
          bytes: {from: 'ENCODED_PUBKEY_LEN'},
          show: 'ascii',
          description: "Public key in bech32m: tpknam1… on 44'/877' paths, testtpknam1… on 44'/1' paths",
        },
        {name: 'ADDRESS_LEN', bytes: 1, show: 'uint-be', description: 'Length of the address'},
        {
          name: 'ADDRESS',
          bytes: {from: 'ADDRESS_LEN'},
          show: 'ascii',
          description: "Address in bech32m: tnam1… (45 characters) on 44'/877' paths, testtnam1… (49) on 44'/1' paths",
        },
      ],
      notes: [
        'Each text part of the answer follows its own length byte: the encoded public key, then the address.',
        "A path that does not start 44'/877' or 44'/1' is refused with 0x6400 (app/src/crypto_helper.c verify_bip32_path).",
      ],
    },
    {
      id: 'sign',
      name: 'INS_SIGN',
      ins: 0x02,
      summary:
        'Signs a transaction: the path in the first APDU, the transaction in chunks. Returns the public key, salts and signatures for the raw and the wrapper parts, and indices for verification.',
      p1: {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'},
      p2: ignored,
      payload: [path, messageField('Transaction bytes', signExample)],
      chunking: initAddLast,
      // app/src/crypto.c crypto_sign writes the fields; app/src/common/actions.h app_sign always sends 191 bytes.
      response: [
        {name: 'PUBKEY', bytes: 33, description: 'Scheme prefix (0 = Ed25519) and public key'},
        {name: 'RAW_SALT', bytes: 8, description: 'Salt of the raw signature (the app leaves it zero)'},
        {name: 'RAW_SIGNATURE', bytes: 65, description: 'Scheme prefix (0 = Ed25519) and raw signature'},
        {name: 'WRAPPER_SALT', bytes: 8, description: 'Salt of the wrapper signature (the app leaves it zero)'},
        {name: 'WRAPPER_SIGNATURE', bytes: 65, description: 'Scheme prefix (0 = Ed25519) and wrapper signature'},
        {name: 'RAW_INDICES_LEN', bytes: 1, show: 'uint-be', description: 'Number of section indices of the raw signature'},
        {name: 'RAW_INDICES', bytes: {from: 'RAW_INDICES_LEN'}, description: 'Section indices the raw signature covers, one byte each'},
        {name: 'WRAPPER_INDICES_LEN', bytes: 1, show: 'uint-be', description: 'Number of section indices of the wrapper signature'},
        {
          name: 'WRAPPER_INDICES',
          bytes: {from: 'WRAPPER_INDICES_LEN'},
          description: 'Section indices the wrapper signature covers, one byte each',
        },
        {name: 'PADDING', bytes: 'rest', description: 'Zero bytes up to the fixed 191-byte answer'},
      ],
      notes: [
        "When the transaction does not parse, the app answers 0x6984 preceded by the parser's error message in ASCII (app/src/apdu_handler.c).",
        "The first APDU takes any hardened path; a path that does not start 44'/877' or 44'/1' fails only when the app signs, after the review, with 0x6F01 (crypto_sign calls verify_bip32_path, app/src/common/actions.h app_sign).",
        'The example is tx_empty_memo of tests_zemu/tests/common.ts (439 bytes, chain id local.60df77d1afc4f1d182b25d87), which the zemu test "Sign transaction with empty memo" (tests_zemu/tests/transactions.test.ts) signs with 0x9000 at the default path.',
      ],
    },
    {
      id: 'getKeys',
      name: 'INS_GET_KEYS',
      ins: 0x03,
      summary: 'Returns shielded (MASP) keys for a ZIP-32 path: the payment address, the viewing key, or the proof generation key.',
      p1: {
        meaning: 'Show on the device',
        options: [
          {value: 0, label: 'No'},
          {value: 1, label: 'Yes'},
        ],
      },
      p2: {
        meaning: 'Keys to return; 3 or more answers 0x6B00',
        options: [
          {value: 0, label: 'Public address'},
          {value: 1, label: 'View key'},
          {value: 2, label: 'Proof generation key'},
        ],
      },
      payload: [zip32Field],
      path: zip32,
      // app/src/crypto.c copyKeys writes the keys, crypto_fillMASP sets the answer length.
      response: [
        {
          name: 'KEYS',
          bytes: 'rest',
          description:
            'P2 = 0: diversifier (11) and pk_d (32), 43 bytes. P2 = 1: 196 bytes, the extended full viewing key (path length 1, parent tag 4, last path component 4 little-endian, chain code 32, ak, nk and ovk 32 each, dk 32) then 27 zero bytes. P2 = 2: ak and nsk, 32 each',
        },
      ],
      notes: [
        'The viewing key leaves the device only with P1 = 1 (shown and approved); with P1 = 0 the app answers 0x6B00.',
        "A path that does not start 32'/877' or 32'/1' is refused with 0x6400 (app/src/crypto_helper.c verify_zip32_path).",
        masp,
      ],
    },
    randomness('getSpendRand', 'INS_GET_SPEND_RAND', 0x04, 'spend', [
      {name: 'RCV', bytes: 32, description: 'Value commitment randomness (rcv)'},
      {name: 'ALPHA', bytes: 32, description: 'Spend authorization randomizer (alpha)'},
    ]),
    randomness('getOutputRand', 'INS_GET_OUTPUT_RAND', 0x05, 'output', [
      {name: 'RCV', bytes: 32, description: 'Value commitment randomness (rcv)'},
      {name: 'RCM', bytes: 32, description: 'Note commitment randomness (rcm / rseed)'},
    ]),
    randomness('getConvertRand', 'INS_GET_CONVERT_RAND', 0x06, 'convert', [
      {name: 'RCV', bytes: 32, description: 'Value commitment randomness (rcv)'},
    ]),
    {
      id: 'signMaspSpends',
      name: 'INS_SIGN_MASP_SPENDS',
      ins: 0x07,
      summary: `Signs the spends of a shielded transaction with the keys of a ZIP-32 path: the path first, then the transaction in chunks. Needs the randomness drawn first; fetch each spend signature with INS_EXTRACT_SPEND_SIGN. ${masp}`,
      p1: {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'},
      p2: ignored,
      payload: [zip32Field, messageField('Shielded transaction bytes', '00')],
      path: zip32,
      chunking: initAddLast,
      response: [{name: 'HASH', bytes: 32, description: 'SHA-256 of the transaction bytes received'}],
    },
    {
      id: 'extractSpendSign',
      name: 'INS_EXTRACT_SPEND_SIGN',
      ins: 0x08,
      summary: `Returns the next spend signature computed by INS_SIGN_MASP_SPENDS. ${masp}`,
      p1: ignored,
      p2: ignored,
      response: [
        {name: 'RBAR', bytes: 32, description: 'rbar'},
        {name: 'SBAR', bytes: 32, description: 'sbar'},
      ],
    },
    {
      id: 'cleanBuffers',
      name: 'INS_CLEAN_BUFFERS',
      specName: 'INS_CLEAN_RANDOMNESS_BUFFERS',
      ins: 0x09,
      summary: `Clears the randomness buffers kept for a shielded transaction. ${masp}`,
      p1: ignored,
      p2: ignored,
    },
  ],
  ...statusWordsFrom(statusWordsCheck),
  corrections: [
    "The specification shows 44'/877' paths for `INS_GET_KEYS` and `INS_SIGN_MASP_SPENDS`; `app/src/crypto.c` derives their keys only from 32'/877' or 32'/1' paths (`verify_zip32_path`), which this page uses.",
    'The specification gives `INS_GET_KEYS` a 32-byte address and a view key, OVK, IVK and DK; `app/src/crypto.c` answers a 43-byte payment address, a 196-byte block holding the 169-byte extended full viewing key, or ak and nsk.',
    'The specification gives every path five components; `extractHDPath` (`app/src/apdu_handler.c`) takes 3 to 5, all hardened.',
    'The specification says the first `INS_SIGN` and `INS_SIGN_MASP_SPENDS` packet carries the path and the sizes of the Code and Data fields; `extractHDPath` requires the data of that APDU to be exactly the count byte and the path (0x6700 otherwise).',
    'The specification lists the `INS_GET_ADDR` answer as the raw public key, the encoded public key and a 45-byte address; `crypto_fillAddress` (`app/src/crypto.c`) and `crypto_encodeRawPubkey` and `crypto_encodeAddress` (`app/src/crypto_helper.c`) write a length byte before the encoded public key and another before the address. The response fields follow the code.',
  ],
  codeCheck: {
    commit: '6ba48d1bf946cd409a7eceeaba59b5c4cc9ddce2',
    files: [
      'app/src/coin.h',
      'app/src/apdu_handler.c',
      'app/src/crypto.c',
      'app/src/crypto_helper.c',
      'deps/ledger-zxlib (3308050) app/common/app_main.h',
    ],
    versionAnswer: {bytes: 12, file: 'app/src/apdu_handler.c'},
    omitted: ['INS_TEST (0xFF) exists only in test builds (APP_TESTING).'],
    defines: [
      {
        path: 'app/src/coin.h',
        defines: {
          CLA: 0x57,
          INS_GET_KEYS: 0x03,
          INS_GET_SPEND_RAND: 0x04,
          INS_GET_OUTPUT_RAND: 0x05,
          INS_GET_CONVERT_RAND: 0x06,
          INS_SIGN_MASP_SPENDS: 0x07,
          INS_EXTRACT_SPEND_SIGN: 0x08,
          INS_CLEAN_BUFFERS: 0x09,
        },
      },
      {
        repo: 'Zondax/ledger-zxlib',
        commit: '3308050649718c3ac298fdbdcd8ba4ef2515b9f9',
        path: 'app/common/app_main.h',
        defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02, INS_TEST: 0xff},
      },
    ],
    // The MASP cases are compiled with COMPILE_MASP (app/Makefile: every device but the Nano S); INS_TEST only with APP_TESTING.
    dispatchers: [
      {
        path: 'app/src/apdu_handler.c',
        classes: ['CLA'],
        cases: [
          'INS_GET_VERSION',
          'INS_GET_ADDR',
          'INS_SIGN',
          'INS_GET_KEYS',
          'INS_GET_SPEND_RAND',
          'INS_GET_OUTPUT_RAND',
          'INS_GET_CONVERT_RAND',
          'INS_SIGN_MASP_SPENDS',
          'INS_EXTRACT_SPEND_SIGN',
          'INS_CLEAN_BUFFERS',
        ],
      },
    ],
    beforeDispatcher: ['getDeviceInfo'],
  },
};

export default spec;
