/**
 * Casper app: commands from Zondax/ledger-casper docs/APDUSPEC.md, checked against the code at the
 * commit in codeCheck: app/src/coin.h (class 0x11, INS values), app/src/apdu_handler.c (dispatch,
 * chunking, GET_VERSION) and app/src/crypto.c (answers).
 */
import type {ApduCommand, ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';
import {confirm, getVersion, initAddLast, messageField, pathField, version9, version9Correction} from '../shared/common';
import {ledgerRepository} from '../../../src/data/chains';
import {statusWordsFrom} from '../shared/statusWords';
import statusWordsCheck from './statusWords';

const chunkP1 = {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'};
const p2Zero = {meaning: 'Must be 0x00 (the app answers 0x6B00 otherwise)', value: 0};
const signature = [
  {name: 'R', bytes: 32, description: 'secp256k1 signature R'},
  {name: 'S', bytes: 32, description: 'secp256k1 signature S'},
  {name: 'V', bytes: 1, description: 'Recovery id'},
  {name: 'SIG_DER', bytes: 'rest', description: 'The same signature in DER form'},
] as const;

function sign(id: string, name: string, ins: number, summary: string, what: string, example: string): ApduCommand {
  return {
    id,
    name,
    ins,
    summary,
    p1: chunkP1,
    p2: p2Zero,
    payload: [pathField(), messageField(what, example)],
    chunking: initAddLast,
    response: [...signature],
  };
}

const spec: ApduSpec = {
  folder: 'casper',
  appName: 'Casper',
  repo: ledgerRepository('casper'),
  sourceFile: 'docs/APDUSPEC.md',
  cla: 0x11,
  coinType: 506,
  defaultPath: "m/44'/506'/0'/0/0",
  path: {encoding: 'u32le', lengthPrefix: false, minComponents: 5, maxComponents: 5},
  chunkSize: 250,
  commands: [
    getVersion(version9),
    {
      id: 'getAddrSecp256k1',
      name: 'INS_GET_ADDR',
      specName: 'INS_GET_ADDR_SECP256K1',
      ins: 0x01,
      summary: 'Returns the compressed secp256k1 public key for a path and its Casper account address.',
      p1: confirm,
      p2: {meaning: 'Not used', ignored: true},
      payload: [pathField("Derivation path, five components starting 44'/506'")],
      response: [
        {name: 'PK', bytes: 33, description: 'Compressed public key'},
        {
          name: 'ADDR',
          bytes: 68,
          show: 'ascii',
          description: 'Account address as text: 02 (the secp256k1 tag), then the key in checksummed hex (mixed case)',
        },
      ],
    },
    {
      ...sign(
        'signSecp256k1',
        'INS_SIGN',
        0x02,
        'Signs a Casper deploy or transaction (v1): the path first, then one format byte (0x00 deploy, 0x01 version-1 transaction) and the serialized bytes, in chunks. The app signs the SHA-256 of the deploy or transaction hash.',
        'Format byte (0x00 deploy, 0x01 version-1 transaction), then the Casper-serialized deploy or transaction (app/src/parser.c, parser_parse)',
        '00',
      ),
      specName: 'INS_SIGN_SECP256K1',
    },
    sign(
      'signMsg',
      'INS_SIGN_MSG',
      0x03,
      'Signs a message shown on the device: the path first, then the message in chunks.',
      'Message bytes',
      '48656c6c6f',
    ),
    sign(
      'signWasm',
      'INS_SIGN_WASM',
      0x04,
      "Signs a deploy that carries a Wasm module, which can be far larger than the app's buffer: the path first, then the deploy in chunks, which the device counts on screen while they arrive.",
      'Casper-serialized deploy with its Wasm module',
      '00',
    ),
  ],
  ...statusWordsFrom(statusWordsCheck),
  corrections: [
    version9Correction,
    'The specification shows class byte 0x06 (the Filecoin value); app/src/coin.h defines 0x11, which this page uses.',
    'The specification answers INS_GET_ADDR_SECP256K1 with the 33-byte public key only; app/src/crypto.c (crypto_fillAddress, answer_t) appends the 68-character address text, which this page shows.',
    'The specification does not describe INS_SIGN_MSG (0x03) and INS_SIGN_WASM (0x04); app/src/apdu_handler.c handles both with the path-first init/add/last chunking of INS_SIGN, and answers R, S, V and the DER signature like it (app/src/crypto.c).',
  ],
  codeCheck: {
    commit: 'b576b977e2884d056583ac794bbe73ddeb1e4260',
    files: ['app/src/coin.h', 'app/src/apdu_handler.c', 'app/src/crypto.c'],
    versionAnswer: {bytes: 9, file: 'app/src/apdu_handler.c'},
    defines: [
      {path: 'app/src/coin.h', defines: {CLA: 0x11, INS_SIGN_MSG: 0x03, INS_SIGN_WASM: 0x04}},
      {
        repo: 'Zondax/ledger-zxlib',
        commit: '9867499715141ff77abbebdd8ff45316ab14e7ce',
        path: 'app/common/app_main.h',
        defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02, INS_TEST: 0xff},
      },
    ],
    dispatchers: [
      {
        path: 'app/src/apdu_handler.c',
        classes: ['CLA'],
        cases: ['INS_GET_VERSION', 'INS_GET_ADDR', 'INS_SIGN', 'INS_SIGN_MSG', 'INS_SIGN_WASM'],
      },
    ],
  },
};

export default spec;
