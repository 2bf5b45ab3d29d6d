/**
 * Lisk app (named "Lisk Legacy" on the device): commands from Zondax/ledger-lisk docs/APDUSPEC.md, checked against the
 * code at the commit in codeCheck: app/src/coin.h (class 0x60, INS_SIGN_MSG, INS_CLAIM_MSG), ledger-zxlib's
 * app/common/app_main.h (INS_GET_VERSION, INS_GET_ADDR, INS_SIGN), app/src/apdu_handler.c (dispatch, path rules,
 * chunking, GET_VERSION), app/src/crypto.c (the address answer) and app/src/common/actions.h (what is signed).
 */
import type {ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';
import {
  confirm,
  deviceInfoCorrection,
  getDeviceInfo,
  getVersion,
  ignored,
  initAddLast,
  messageField,
  pathField,
  payloadDesc,
  version12,
} from '../shared/common';
import {ledgerRepository} from '../../../src/data/chains';
import {statusWordsFrom} from '../shared/statusWords';
import statusWordsCheck from './statusWords';

const path = pathField(
  "A count byte (3), then 44'/134'/<account'> as little-endian components; another count or too few bytes gets 0x6700, another purpose or coin type 0x6984 (the third component is not checked)",
);
const signature = {name: 'SIG', bytes: 64, description: 'Ed25519 signature'} as const;
const messageRule =
  'The bytes must not start with LSK_TX_ (the app answers 0x6984, "Unexpected tag init"): transactions go through INS_SIGN.';

const spec: ApduSpec = {
  folder: 'lisk',
  appName: 'Lisk',
  repo: ledgerRepository('lisk'),
  sourceFile: 'docs/APDUSPEC.md',
  cla: 0x60,
  coinType: 134,
  defaultPath: "m/44'/134'/0'",
  path: {encoding: 'u32le', lengthPrefix: true, minComponents: 3, maxComponents: 3},
  chunkSize: 250,
  commands: [
    getDeviceInfo,
    getVersion(version12),
    {
      id: 'getAddr',
      name: 'INS_GET_ADDR',
      ins: 0x01,
      summary: 'Returns the Ed25519 public key and the lisk32 address of a path.',
      p1: confirm,
      p2: ignored,
      payload: [path],
      response: [
        {name: 'PK', bytes: 32, description: 'Ed25519 public key'},
        {name: 'ADDR', bytes: 41, show: 'ascii', description: "lisk32 address: 'lsk' and 38 characters (LISK32_ADDRESS_LEN)"},
      ],
    },
    {
      id: 'sign',
      name: 'INS_SIGN',
      specName: 'INS_SIGN_ED25519',
      ins: 0x02,
      summary:
        'Shows a transaction on the device and signs it: the path alone in the first APDU, then the tagged transaction in chunks. The signature covers the SHA-256 hash of everything sent after the path.',
      p1: payloadDesc,
      p2: ignored,
      payload: [
        path,
        messageField(
          'The ASCII tag LSK_TX_, the 4-byte chain ID, then the encoded transaction',
          '4c534b5f54585f000000000a03706f731206756e6c6f636b18e2a08785deddfda0fe0120a9dba9cbf6e0d7a8012a20bfbef2a36e17ca75b66fd56adea8dd04ed234cd4188aca42fc8a7299d8eaadd83200',
        ),
      ],
      chunking: initAddLast,
      response: [signature],
    },
    {
      id: 'signMsg',
      name: 'INS_SIGN_MSG',
      ins: 0x03,
      summary:
        'Signs a message: the path first, then the message in chunks. The signature covers the SHA-256 hash of the message, which the device shows (correctly only for messages under 256 bytes: see Pitfalls).',
      p1: payloadDesc,
      p2: ignored,
      payload: [path, messageField('Message bytes', '68656c6c6f')],
      chunking: initAddLast,
      response: [signature],
      notes: [messageRule],
    },
    {
      id: 'claimMsg',
      name: 'INS_CLAIM_MSG',
      ins: 0x04,
      summary:
        'Signs a claim message as sent: the path first, then the message in chunks. Unlike INS_SIGN_MSG, the Ed25519 signature covers the message bytes themselves, while the device shows a SHA-256 hash of them (as for INS_SIGN_MSG).',
      p1: payloadDesc,
      p2: ignored,
      payload: [path, messageField('Claim message bytes', '68656c6c6f')],
      chunking: initAddLast,
      response: [signature],
      notes: [messageRule],
    },
  ],
  ...statusWordsFrom(statusWordsCheck),
  corrections: [
    "The specification describes the path as three big-endian components with 44'/1' for testnet; `extractHDPath` (`app/src/apdu_handler.c`) reads a count byte that must be 3, then three little-endian components, and accepts only 44'/134' (`coin.h` sets `HDPATH_1_TESTNET` to 134' too). This page and the builder use the app's layout.",
    'The specification lists an 8-byte `GET_VERSION` answer with TEST 0xFF in test mode; the handler writes 12 bytes, ending with the 4-byte target id, sets TEST to 0x01 in a test build (`APP_TESTING`) and always writes 0 as LOCKED. The decoder on this page expects all 12 bytes.',
    "The specification calls the address a 'DOT address' of open length; `crypto_fillAddress` (`app/src/crypto.c`) writes the 32-byte public key and the 41-character lisk32 address.",
    'The specification names the signing instruction `INS_SIGN_ED25519` with a 65-byte answer; the code dispatches `INS_SIGN` (ledger-zxlib `app_main.h`) and `app_sign` (`app/src/common/actions.h`) answers the 64-byte Ed25519 signature.',
    'The specification does not list `INS_CLAIM_MSG` (0x04); `coin.h` defines it and `apdu_handler.c` dispatches it.',
    deviceInfoCorrection('9e9cb2b'),
  ],
  codeCheck: {
    commit: '6729c7c37570239cacdee27f3546f5dec3f6c91e',
    files: [
      'app/src/coin.h',
      'app/src/apdu_handler.c',
      'app/src/crypto.c',
      'app/src/common/actions.h',
      'deps/ledger-zxlib (9e9cb2b) app/common/app_main.h',
    ],
    versionAnswer: {bytes: 12, file: 'app/src/apdu_handler.c'},
    omitted: ['INS_TEST (0xFF) exists only in test builds (APP_TESTING).'],
    defines: [
      {path: 'app/src/coin.h', defines: {CLA: 0x60, INS_SIGN_MSG: 0x03, INS_CLAIM_MSG: 0x04}},
      {
        repo: 'Zondax/ledger-zxlib',
        commit: '9e9cb2b21fdf94a6b1f7d71ee6f89ca8101712ce',
        path: 'app/common/app_main.h',
        defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02, INS_TEST: 0xff},
      },
    ],
    dispatchers: [
      {
        path: 'app/src/apdu_handler.c',
        classes: ['CLA'],
        cases: ['INS_GET_VERSION', 'INS_GET_ADDR', 'INS_SIGN', 'INS_SIGN_MSG', 'INS_CLAIM_MSG'],
      },
    ],
    beforeDispatcher: ['getDeviceInfo'],
  },
};

export default spec;
