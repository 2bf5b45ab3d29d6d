/**
 * Algorand app: facts from Zondax/ledger-algorand docs/APDUSPEC.md, checked against the code at the
 * commit in codeCheck: app/src/coin.h (class 0x80, INS values, P1/P2 flags, path 44'/283') and
 * app/src/apdu_handler.c (dispatch, chunking, GET_VERSION). Transaction chunks use P1/P2 flags
 * instead of init/add/last.
 */
import type {ApduCommand, ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';
import {deviceInfoCorrection, getDeviceInfo, getVersion, pathField, version12} from '../shared/common';
import {ledgerRepository} from '../../../src/data/chains';
import {statusWordsFrom} from '../shared/statusWords';
import statusWordsCheck from './statusWords';

function getKey(id: string, name: string, ins: number, summary: string): ApduCommand {
  return {
    id,
    name,
    ins,
    summary,
    p1: {
      meaning: 'Show on the device',
      options: [
        {value: 0, label: 'No'},
        {value: 1, label: 'Yes'},
      ],
    },
    p2: {meaning: 'Not used', ignored: true},
    payload: [
      {
        id: 'account',
        name: 'ACCOUNT',
        kind: 'u32be',
        bytes: 4,
        optional: true,
        example: '0',
        description: 'Account number, 32-bit big-endian; hardened by the app',
      },
    ],
    response: [
      {name: 'PUBLIC_KEY', bytes: 32, description: 'Ed25519 public key'},
      {
        name: 'ADDRESS',
        bytes: 'rest',
        show: 'ascii',
        description: ins === 0x03 ? 'Algorand address, only after confirmation on the device' : 'Algorand address',
      },
    ],
  };
}

const spec: ApduSpec = {
  folder: 'algorand',
  appName: 'Algorand',
  repo: ledgerRepository('algorand'),
  sourceFile: 'docs/APDUSPEC.md',
  cla: 0x80,
  coinType: 283,
  defaultPath: "m/44'/283'/0'/0/0",
  path: {encoding: 'u32le', lengthPrefix: false, minComponents: 5, maxComponents: 5},
  chunkSize: 250,
  commands: [
    getDeviceInfo,
    getVersion(version12),
    getKey(
      'getPublicKey',
      'INS_GET_PUBLIC_KEY',
      0x03,
      "Returns the Ed25519 public key of account n, derived at 44'/283'/n'/0/0 (an empty payload means account 0). Without confirmation the answer is the key alone, as U2F-era clients expect; after confirmation on the device the address follows.",
    ),
    getKey(
      'getAddress',
      'INS_GET_ADDRESS',
      0x04,
      "Returns the Ed25519 public key and the address of account n, derived at 44'/283'/n'/0/0 (an empty payload means account 0).",
    ),
    {
      id: 'signMsgpack',
      name: 'INS_SIGN_MSGPACK',
      ins: 0x08,
      summary:
        'Signs a msgpack-encoded transaction for an account. The account number leads the first chunk; P1 and P2 flag first and further chunks.',
      p1: {
        meaning: 'First chunk: 0x01 when the account number is present (0x00 keeps the path of the previous command); later chunks: 0x80',
      },
      p2: {meaning: '0x80 while more chunks follow, 0x00 on the last one'},
      payload: [
        {id: 'account', name: 'ACCOUNT', kind: 'u32be', bytes: 4, example: '0', description: 'Account number, 32-bit big-endian'},
        {
          id: 'message',
          name: 'MSGPACK',
          kind: 'message',
          bytes: 'var',
          placement: 'data',
          example:
            '88a3616d74cd03e8a3666565cd03e8a26676cd03e8a26768c420c061c4d8fc1dbdded2d7604be4568e3f6d041987ac37bde4b620b5ab39248adfa26c76cd07d0a3726376c4202222222222222222222222222222222222222222222222222222222222222222a3736e64c4201111111111111111111111111111111111111111111111111111111111111111a474797065a3706179',
          description: 'msgpack-encoded transaction (a map; the example is a payment with amt, fee, fv, gh, lv, rcv, snd and type)',
        },
      ],
      chunking: {
        layout: 'fields+data',
        p1: {first: 0x01, middle: 0x80, last: 0x80, single: 0x01},
        p2: {first: 0x80, middle: 0x80, last: 0x00, single: 0x00},
      },
      response: [{name: 'SIGNATURE', bytes: 64, description: 'Ed25519 signature'}],
      notes: [
        'The app signs the two bytes "TX" followed by the msgpack bytes, as Algorand transactions are signed.',
        'The parser requires type, snd, gh, fv and lv (and rcv for a payment); snd, rcv and gh must be 32-byte bin8 values.',
      ],
    },
    {
      id: 'signArbitraryData',
      name: 'INS_SIGN_DATA',
      specName: 'INS_SIGN_ARBITRARY_DATA',
      ins: 0x10,
      summary:
        "Signs structured arbitrary data (signer, scope, encoding, JSON data, domain, request id, authenticated data). The first APDU carries only the path (five little-endian components starting 44'/283'); the data follows in chunks.",
      p1: {meaning: 'Chunk position: 0 = first, 1 = more, 2 = last'},
      p2: {meaning: 'Not read by the app (the specification sends 0x00)', ignored: true},
      payload: [
        pathField(),
        {
          id: 'message',
          name: 'DATA',
          kind: 'message',
          bytes: 'var',
          placement: 'data',
          example:
            '1eccfd1ec05e4125fae690cec2a77839a9a36235dd6e2eafba79ca25c0da60f8010100177b226368616c6c656e6765223a226578616d706c65227d000b6578616d706c652e636f6d00000020a379a6f6eeafb9a55e378c118034e2751e682fab9f2d30ab13d2125586ce1947',
          description:
            'Signer public key (32), scope (1, must be 1), encoding (1, must be 1), then data (canonical JSON), domain, request id and authenticated data, each after a 2-byte big-endian length',
        },
      ],
      chunking: {layout: 'fields', p1: {first: 0, middle: 1, last: 2}},
      response: [{name: 'SIGNATURE', bytes: 64, description: 'Signature over sha256(data) and sha256(authenticated data)'}],
      notes: [
        'The builder chunks the data exactly as you enter it; the length fields inside it are part of what you enter.',
        "The signer must be the public key of the path in the first APDU on your device, or the app answers 0x698A. The example's signer is the account-0 key of the seed the repository's tests use; replace it with your key (from INS_GET_ADDRESS).",
        'The data must be a JSON object whose top-level keys are sorted, with no spaces outside keys and values and only printable ASCII (0x20-0x7E, so no line breaks); the domain may not be empty and must be printable ASCII; the authenticated data must start with sha256(domain) (app/src/parser_impl.c, app/src/json/parser_json.c). The example uses {"challenge":"example"}, domain example.com, no request id and the 32-byte domain hash as authenticated data.',
        'The first APDU must hold at least the 20 path bytes; anything after them is dropped.',
      ],
    },
  ],
  ...statusWordsFrom(statusWordsCheck),
  corrections: [
    'The specification lists a `GET_VERSION` answer without the target id and with TEST = 0xFF in test mode; `app/src/apdu_handler.c` writes 12 bytes: TEST (0x01 in `APP_TESTING` builds), 2-byte big-endian MAJOR, MINOR and PATCH, LOCKED and the 4-byte target id.',
    'The specification gives `INS_GET_PUBLIC_KEY` a 65-byte public key and a 58-byte address; `app/src/crypto.c` (`crypto_fillAddress`) writes the 32-byte Ed25519 key and the address text, and `handle_get_public_key` in `app/src/apdu_handler.c` cuts the answer to the key alone unless the address was shown on the device.',
    '`app/src/coin.h` defines `INS_GET_ADDRESS` (0x04), which the specification does not list; it shares the handler of `INS_GET_PUBLIC_KEY` and always answers key and address.',
    "The specification says a first `INS_SIGN_MSGPACK` chunk with P1 = 0x00 (no account number) signs with account 0; `process_chunk_legacy` in `app/src/apdu_handler.c` sets the path only when P1 = 0x01, so with 0x00 the app signs with the path the previous command left in `hdPath` (all zeros right after the app starts, outside the APPPATH 44'/283' that `app/Makefile` declares).",
    deviceInfoCorrection('2eb0529'),
  ],
  codeCheck: {
    commit: '06c096dbcc56a364a55a1796dd89dea4b71de963',
    files: ['app/src/coin.h', 'app/src/apdu_handler.c'],
    versionAnswer: {bytes: 12, file: 'app/src/apdu_handler.c'},
    defines: [
      {
        path: 'app/src/coin.h',
        defines: {
          CLA: 0x80,
          INS_GET_VERSION: 0x00,
          INS_GET_PUBLIC_KEY: 0x03,
          INS_GET_ADDRESS: 0x04,
          INS_SIGN_MSGPACK: 0x08,
          INS_SIGN_DATA: 0x10,
        },
      },
    ],
    dispatchers: [
      {
        path: 'app/src/apdu_handler.c',
        classes: ['CLA'],
        cases: ['INS_SIGN_MSGPACK', 'INS_SIGN_DATA', 'INS_GET_ADDRESS', 'INS_GET_PUBLIC_KEY', 'INS_GET_VERSION'],
      },
    ],
    beforeDispatcher: ['getDeviceInfo'],
  },
};

export default spec;
