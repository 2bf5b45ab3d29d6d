/**
 * Casper app: commands from Zondax/ledger-casper docs/APDUSPEC.md, checked against the code at the
 * commit in codeCheck: app/src/coin.h (class 0x11, INS values), app/src/apdu_handler.c (dispatch,
 * chunking, GET_VERSION) and app/src/crypto.c (answers).
 */
import type {ApduCommand, ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';
import {
  confirm,
  deviceInfoCorrection,
  getDeviceInfo,
  getVersion,
  initAddLast,
  messageField,
  pathField,
  version9,
  version9Correction,
} from '../shared/common';
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
    getDeviceInfo,
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
        '000111111111111111111111111111111111111111111111111111111111111111110068e5cf8b01000040771b00000000000100000000000000fa24001ddcb530c6a605192499a44f30e1e429a825ee33b071272aa32a546c8c0000000006000000636173706572383731c5bf1a439af0887ede72927d73b771adee2ca844e787aea503ccd7a07f00000000000100000006000000616d6f756e74050000000400e1f50508050300000006000000616d6f756e74050000000400f9029508020000006964090000000101000000000000000d050600000074617267657420000000aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa0f2000000000000000',
      ),
      specName: 'INS_SIGN_SECP256K1',
      notes: [
        'The app checks that the deploy hash is the Blake2b-256 of the header and the body hash the Blake2b-256 of payment and session. The payment must be module bytes with exactly one runtime argument, amount, of type U512 (app/src/parser_impl_deploy.c, parser_special.c); the app does not check that the module bytes are empty.',
        'The example is a deploy built for this page: format 0x00, a native transfer of 2.5 CSPR (amount, id, target) with a 0.1 CSPR payment on chain casper, and no approvals.',
      ],
    },
    {
      ...sign(
        'signMsg',
        'INS_SIGN_MSG',
        0x03,
        'Signs a text message: the path first, then the message in chunks. The message must start with "Casper Message:" and a line feed; the device shows its Blake2b-256 hash, and the app signs the SHA-256 of the whole message, prefix included.',
        'Message bytes, starting with the ASCII prefix "Casper Message:" and a line feed (the app answers 0x6984 without it)',
        '436173706572204d6573736167653a0a48656c6c6f',
      ),
      notes: [
        'INS_SIGN_MSG and INS_SIGN_WASM do not reset the format that the last INS_SIGN read (app/src/parser_message.c, app/src/parser_wasm.c); after an INS_SIGN whose format byte was 0x01, signed or not, they run with the version-1 setting, and a message then gets a wrong digest (app/src/common/actions.h app_sign, app/src/crypto.c crypto_sign). Sign messages and Wasm deploys in a fresh app session, or after an INS_SIGN with format 0x00.',
      ],
    },
    {
      ...sign(
        'signWasm',
        'INS_SIGN_WASM',
        0x04,
        "Signs a deploy that carries a Wasm module, which can be far larger than the app's buffer: the path first, then the deploy in chunks, which the device counts on screen while they arrive. The device shows the deploy and body hashes; the app checks only the deploy hash against the header and signs its SHA-256.",
        'Casper-serialized deploy with its Wasm module, without a format byte; the session must be module bytes',
        '0111111111111111111111111111111111111111111111111111111111111111110068e5cf8b01000040771b00000000000100000000000000835edaa854b136014376c130337cad0a72a1defabb0da26671006a4efb3730540000000006000000636173706572de4e219f8f368e9023f3eb76b2ab45374fa9b6a6b358ab6cd12435e72c840c3a00000000000100000006000000616d6f756e74050000000400e1f5050800080000000061736d010000000000000000000000',
      ),
      notes: ['The example is a deploy built for this page whose session is an 8-byte Wasm header with no arguments.'],
    },
  ],
  ...statusWordsFrom(statusWordsCheck),
  corrections: [
    version9Correction,
    'The specification shows class byte 0x06 (the Filecoin value); `app/src/coin.h` defines 0x11, which this page uses.',
    'The specification answers `INS_GET_ADDR_SECP256K1` with the 33-byte public key only; `app/src/crypto.c` (`crypto_fillAddress`, `answer_t`) appends the 68-character address text, which this page shows.',
    'For `INS_SIGN_SECP256K1` the specification marks P2 as not used, puts no format byte before the serialized data and answers R and S only; `process_chunk` in `app/src/apdu_handler.c` answers 0x6B00 unless P2 is 0x00, `parser_parse` in `app/src/parser.c` reads the format byte first, and `crypto_sign` in `app/src/crypto.c` answers R, S, V and the DER signature.',
    'The specification does not describe `INS_SIGN_MSG` (0x03) and `INS_SIGN_WASM` (0x04); `app/src/apdu_handler.c` handles both with the path-first init/add/last chunking of `INS_SIGN`, and answers R, S, V and the DER signature like it (`app/src/crypto.c`).',
    deviceInfoCorrection('9867499'),
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
    beforeDispatcher: ['getDeviceInfo'],
  },
};

export default spec;
