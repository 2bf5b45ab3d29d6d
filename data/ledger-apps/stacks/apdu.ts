/**
 * Stacks app: commands from Zondax/ledger-stacks docs/APDUSPEC.md, checked against the code at the
 * commit in codeCheck: app/src/coin_standard.h (class 0x09, coin type 5757, paths, INS values),
 * app/src/apdu_handler.c (dispatch, chunking, GET_VERSION) and app/src/crypto.c (answers).
 */
import type {ApduSpec, CommandPath} from '@zondax/docs-core/ledger/apdu/schema';
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

const ignored = {meaning: 'Not used', ignored: true};
const p2Zero = {meaning: 'Must be 0x00 (the app answers 0x6B00 otherwise)', value: 0};
const chunkP1 = {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'};
const signature = [
  {
    name: 'POST_SIGHASH',
    bytes: 32,
    description:
      'For a transaction, the post-sign hash (the next signer of a multisig transaction starts from it); for a message, a structured message or a JWT, the hash that was signed',
  },
  {name: 'R', bytes: 32, description: 'secp256k1 signature R'},
  {name: 'S', bytes: 32, description: 'secp256k1 signature S'},
  {name: 'V', bytes: 1, description: 'Recovery id'},
  {name: 'SIG_DER', bytes: 'rest', description: 'The same signature in DER form'},
] as const;
/* "\x17Stacks Signed Message:\n", a one-byte length (5) and "hello": app/rust/src/parser/message.rs takes this as a message. */
const messageExample = '17537461636b73205369676e6564204d6573736167653a0a0568656c6c6f';
/* base64url of {"typ":"JWT","alg":"ES256K"}, a dot and "e30" ({}), as ASCII: the header app/rust/src/parser/jwt.rs requires. */
const jwtExample = '65794a30655841694f694a4b563151694c434a68624763694f694a46557a49314e6b736966513d3d2e653330';
/** Identity paths: three little-endian components, 888'/0'/<account'> (HDPATH_LEN_AUTH). */
const identity: CommandPath = {
  rules: {encoding: 'u32le', lengthPrefix: false, minComponents: 3, maxComponents: 3},
  defaultPath: "m/888'/0'/0'",
  coinType: null,
};

const spec: ApduSpec = {
  folder: 'stacks',
  appName: 'Stacks',
  repo: ledgerRepository('stacks'),
  sourceFile: 'docs/APDUSPEC.md',
  cla: 0x09,
  coinType: 5757,
  defaultPath: "m/44'/5757'/0'/0/0",
  path: {encoding: 'u32le', lengthPrefix: false, minComponents: 5, maxComponents: 5},
  chunkSize: 250,
  commands: [
    getDeviceInfo,
    getVersion(version9),
    {
      id: 'getAddrSecp256k1',
      name: 'INS_GET_ADDR_SECP256K1',
      ins: 0x01,
      summary:
        'Returns the compressed public key and the c32 Stacks address for a path. P2 picks the address version (mainnet or testnet single-sig).',
      p1: confirm,
      p2: {
        meaning: 'Address version',
        options: [
          {value: 22, label: 'Mainnet single-sig (22, SP…)'},
          {value: 26, label: 'Testnet single-sig (26, ST…)'},
        ],
      },
      payload: [pathField("Derivation path, five components starting 44'/5757' (also 5757'/… or 44'/1' for testnet)")],
      response: [
        {name: 'PK', bytes: 33, description: 'Compressed secp256k1 public key'},
        {name: 'ADDR', bytes: 'rest', show: 'ascii', description: 'c32 address as text'},
      ],
    },
    {
      id: 'signSecp256k1',
      name: 'INS_SIGN_SECP256K1',
      ins: 0x02,
      summary:
        'Signs a serialized Stacks transaction, a message, a SIP-018 structured message or a JWT (the app tells them apart by their first bytes): the path first, then the bytes in chunks.',
      p1: chunkP1,
      p2: p2Zero,
      payload: [
        pathField(),
        messageField(
          'Serialized transaction, or a message starting "\\x17Stacks Signed Message:\\n" and a varint length (the example), or a structured message starting "SIP018"',
          messageExample,
        ),
      ],
      chunking: initAddLast,
      response: [...signature],
    },
    {
      id: 'getAuthPubkey',
      name: 'INS_GET_AUTH_PUBKEY',
      ins: 0x03,
      summary: "Returns the compressed public key of an identity path (888'/0'/<account'>), used for app authentication.",
      p1: ignored,
      p2: ignored,
      payload: [
        {
          id: 'path',
          name: 'PATH',
          kind: 'path',
          bytes: 'var',
          description: "Identity path, three little-endian components starting 888'/0'",
        },
      ],
      path: identity,
      response: [{name: 'PK', bytes: 33, description: 'Compressed secp256k1 public key'}],
    },
    {
      id: 'signJwt',
      name: 'INS_SIGN_JWT_SECP256K1',
      ins: 0x04,
      summary: 'Signs a JWT with an identity key: the identity path first, then the token bytes in chunks.',
      p1: chunkP1,
      p2: p2Zero,
      payload: [
        {
          id: 'path',
          name: 'PATH',
          kind: 'path',
          bytes: 'var',
          description: "Identity path, three little-endian components starting 888'/0'",
        },
        messageField('JWT as ASCII: base64url header (typ JWT, alg ES256K), a dot and the payload', jwtExample),
      ],
      path: identity,
      chunking: initAddLast,
      response: [...signature],
    },
    {
      id: 'getMasterKeyFingerprint',
      name: 'INS_GET_MASTER_FINGERPRINT',
      specName: 'INS_GET_MASTER_KEY_FINGERPRINT',
      ins: 0x06,
      summary:
        'Returns the BIP32 fingerprint of the master key: the first 4 bytes of the master key identifier that the device OS returns (os_perso_get_master_key_identifier, app/src/crypto.c).',
      p1: ignored,
      p2: ignored,
      response: [{name: 'FINGERPRINT', bytes: 4, description: 'Master key fingerprint'}],
    },
  ],
  ...statusWordsFrom(statusWordsCheck),
  corrections: [
    version9Correction,
    'The specification marks P2 of `INS_SIGN_SECP256K1` as not used; `process_chunk` (`app/src/apdu_handler.c`) answers 0x6B00 unless it is 0, for `INS_SIGN_JWT_SECP256K1` too.',
    'The specification treats P2 of `INS_GET_ADDR_SECP256K1` as unused; `app/src/apdu_handler.c` reads it as the address version and answers 0x6984 unless it is 22 (mainnet) or 26 (testnet).',
    'The specification gives `INS_SIGN_JWT_SECP256K1` numbered packets and 4- or 6-level paths for `INS_GET_AUTH_PUBKEY`; the code uses the usual init/add/last chunking and three-component identity paths (`HDPATH_LEN_AUTH`), which this page follows.',
    'The public key in the address answers is 33 bytes (`PK_LEN_SECP256K1`), and signatures start with the 32-byte post-sign hash (`app/src/crypto.c`).',
    'The specification gives `INS_GET_ADDR_SECP256K1` raw and text addresses with length bytes, and `INS_GET_AUTH_PUBKEY` a public key and an address; `app/src/crypto.c` answers the key and the address text with no length bytes, and the key alone for `INS_GET_AUTH_PUBKEY`.',
    deviceInfoCorrection('9357cec'),
  ],
  codeCheck: {
    commit: '5b159c755008f95e534beb8bd054db0acb442113',
    files: ['app/src/coin_standard.h', 'app/src/apdu_handler.c', 'app/src/crypto.c'],
    versionAnswer: {bytes: 9, file: 'app/src/apdu_handler.c'},
    omitted: [
      'INS_SIGN_STRUCTURED_MSG (0x05) is defined in coin_standard.h but apdu_handler.c never dispatches it, so the app answers 0x6D00; structured messages go through INS_SIGN_SECP256K1.',
    ],
    defines: [
      {
        path: 'app/src/coin_standard.h',
        defines: {
          CLA: 0x09,
          INS_GET_VERSION: 0x00,
          INS_GET_ADDR_SECP256K1: 0x01,
          INS_SIGN_SECP256K1: 0x02,
          INS_GET_AUTH_PUBKEY: 0x03,
          INS_SIGN_JWT_SECP256K1: 0x04,
          INS_SIGN_STRUCTURED_MSG: 0x05,
          INS_GET_MASTER_FINGERPRINT: 0x06,
        },
      },
    ],
    dispatchers: [
      {
        path: 'app/src/apdu_handler.c',
        classes: ['CLA'],
        cases: [
          'INS_GET_VERSION',
          'INS_GET_ADDR_SECP256K1',
          'INS_GET_AUTH_PUBKEY',
          'INS_SIGN_SECP256K1',
          'INS_SIGN_JWT_SECP256K1',
          'INS_GET_MASTER_FINGERPRINT',
        ],
      },
    ],
    beforeDispatcher: ['getDeviceInfo'],
  },
};

export default spec;
