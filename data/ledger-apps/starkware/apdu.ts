/**
 * StarkEx/StarkNet app: commands from Zondax/ledger-starkware docs/APDU.md, checked against the code at
 * the commit in codeCheck: app/src/constants.rs (class, INS values, path prefix), app/src/dispatcher.rs,
 * app/src/handlers (answers, confirmation flags) and app/src/utils/buffer_upload.rs (chunking).
 * Paths are read by Zondax's BIP32Path::read: a count byte, then big-endian components.
 */
import type {ApduSpec, PayloadField} from '@zondax/docs-core/ledger/apdu/schema';
import {getRustAppVersion} from '../shared/common';
import {ledgerRepository} from '../../../src/data/chains';
import {statusWordsFrom} from '../shared/statusWords';
import statusWordsCheck from './statusWords';

const path: PayloadField = {
  id: 'path',
  name: 'PATH',
  kind: 'path',
  bytes: 'var',
  description:
    "Count byte (2 to 10), then big-endian components starting 2645'/579218131'; the payload must end with the last component (0x6984 otherwise)",
};
const blindSigningNote =
  'Blind signing is off at start-up; while it is off the app answers 0x6985 to every APDU of this command. The user turns it on in the app\'s idle menu ("Signing mode: insecure").';
const chunks = {layout: 'fields', p1: {first: 0, middle: 1, last: 2}} as const;
const rsv = [
  {name: 'R', bytes: 32, description: 'Signature R'},
  {name: 'S', bytes: 32, description: 'Signature S'},
  {name: 'V', bytes: 1, description: 'Parity (recovery id)'},
] as const;

const spec: ApduSpec = {
  folder: 'starkware',
  appName: 'Starkware',
  repo: ledgerRepository('starkware'),
  sourceFile: 'docs/APDU.md',
  cla: 0xff,
  coinType: null,
  defaultPath: "m/2645'/579218131'/0'/0'",
  path: {encoding: 'u32be', lengthPrefix: true, minComponents: 2, maxComponents: 10},
  chunkSize: 250,
  commands: [
    getRustAppVersion(0x00),
    {
      id: 'getAddress',
      name: 'INS_GET_PUBLIC_KEY',
      specName: 'GetAddress',
      ins: 0x01,
      summary: "Returns the Stark public key for a path under 2645'/579218131'.",
      p1: {
        meaning: 'Show on the device',
        options: [
          {value: 0, label: 'No'},
          {value: 1, label: 'Yes'},
        ],
      },
      p2: {meaning: 'Not used', ignored: true},
      payload: [path],
      response: [
        {name: 'PK_LEN', bytes: 1, show: 'uint-be', description: 'Public key length'},
        {name: 'PKEY', bytes: {from: 'PK_LEN'}, description: 'Stark public key as an uncompressed point (0x04, X, Y; 65 bytes)'},
      ],
    },
    {
      id: 'sign',
      name: 'INS_SIGN',
      specName: 'Sign',
      ins: 0x02,
      summary:
        'Signs the SHA-256 hash of the data (blind signing must be enabled in the app settings): the path first, then the data in chunks. The device shows the hash for approval.',
      p1: {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'},
      p2: {meaning: 'Not used', ignored: true},
      payload: [
        path,
        {id: 'message', name: 'DATA', kind: 'message', bytes: 'var', placement: 'data', example: '00', description: 'Data to sign'},
      ],
      chunking: chunks,
      response: [...rsv, {name: 'SIG_HASH', bytes: 32, description: 'SHA-256 hash that was signed'}],
      notes: [
        blindSigningNote,
        'P2, the path and the data share one buffer of 8,191 bytes (app/src/handlers/mod.rs); a chunk that overflows it gets 0x6984.',
      ],
    },
    {
      id: 'signFelt',
      name: 'INS_SIGN_FELT',
      ins: 0x20,
      summary:
        'Signs one 32-byte field element as it is (blind signing must be enabled): the path first, then the felt. P2 of the first APDU decides whether the device asks for approval.',
      p1: {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'},
      p2: {
        meaning: 'Ask for approval on the device (read from the first APDU)',
        options: [
          {value: 1, label: 'Yes'},
          {value: 0, label: 'No: sign at once'},
        ],
      },
      payload: [
        path,
        {
          id: 'message',
          name: 'FELT',
          kind: 'message',
          bytes: 'var',
          placement: 'data',
          example: '00'.repeat(31) + '01',
          description: 'The field element, exactly 32 bytes',
        },
      ],
      chunking: chunks,
      response: [...rsv],
      notes: [blindSigningNote, 'A FELT of another length gets 0x6984 after the last chunk (app/src/handlers/signing/felt.rs).'],
    },
  ],
  ...statusWordsFrom(statusWordsCheck),
  corrections: [
    'The specification leaves the class byte "to be determined" (0xFF); `app/src/constants.rs` defines 0xFF. The debug script `zemu/debug/debug.mjs` declares a CLA constant of 0x80 that it never uses (its requests go through the JS client, which sends 0xFF).',
    'The specification does not list `INS_SIGN_FELT` (INS 0x20), which `app/src/dispatcher.rs` handles, and orders the answer of Sign (`INS_SIGN`) as hash then signature; `app/src/handlers/signing.rs` writes R, S, V and then the hash.',
    'The specification gives TEST 0xFF in test mode; `app/src/handlers/version.rs` writes 0 for TEST and LOCKED in every build.',
    'The specification lists 0x6D00 (INS not supported); `app/src/dispatcher.rs` answers an unknown instruction with 0x6986, or hands it to a debug handler in builds with the dev feature.',
  ],
  codeCheck: {
    commit: 'd5912d76b54158dd2644cc37e658bd1e5de03e6d',
    files: [
      'app/src/constants.rs',
      'app/src/dispatcher.rs',
      'app/src/handlers/signing.rs',
      'app/src/handlers/signing/felt.rs',
      'app/src/handlers/version.rs',
      'app/src/utils/buffer_upload.rs',
    ],
    versionAnswer: {bytes: 9, file: 'app/src/handlers/version.rs'},
    omitted: ['Dev builds (feature "dev") answer any other INS with a debug handler.'],
    defines: [
      {
        path: 'app/src/constants.rs',
        defines: {CLA: 0xff, INS_GET_VERSION: 0x00, INS_GET_PUBLIC_KEY: 0x01, INS_SIGN: 0x02, INS_SIGN_FELT: 0x20},
      },
    ],
    dispatchers: [
      {path: 'app/src/dispatcher.rs', classes: ['CLA'], cases: ['INS_GET_VERSION', 'INS_GET_PUBLIC_KEY', 'INS_SIGN', 'INS_SIGN_FELT']},
    ],
  },
};

export default spec;
