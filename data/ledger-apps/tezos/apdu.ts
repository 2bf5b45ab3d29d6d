/**
 * Tezos app (Rust): facts from Zondax/ledger-tezos docs/APDUSPEC.md, checked against the code at the
 * commit in codeCheck: rust/app/src/dispatcher.rs (class, INS values, which build answers what),
 * rust/app/src/handlers/version.rs and legacy/version.rs (version answers) and
 * rust/bolos-common/src/bip32.rs (path: count byte, then big-endian components).
 */
import type {ApduCommand, ApduSpec, CommandPath, ParamSpec} from '@zondax/docs-core/ledger/apdu/schema';
import {getRustAppVersion} from '../shared/common';
import {ledgerRepository} from '../../../src/data/chains';
import {statusWordsFrom} from '../shared/statusWords';
import statusWordsCheck from './statusWords';

const curve: ParamSpec = {
  meaning: 'Curve',
  options: [
    {value: 0, label: 'Ed25519'},
    {value: 1, label: 'secp256k1'},
    {value: 2, label: 'secp256r1'},
    {value: 3, label: 'Ed25519 (BIP32 derivation)'},
  ],
};
const path = {
  id: 'path',
  name: 'PATH',
  kind: 'path',
  bytes: 'var',
  description: "Component count (1 byte), then each component as 4 big-endian bytes; usually 44'/1729'/…",
} as const;
/** The address commands read the path into a six-component buffer (BIP32Path::<6> in handlers/public_key.rs). */
const addressPath: CommandPath = {
  rules: {encoding: 'u32be', lengthPrefix: true, minComponents: 1, maxComponents: 6},
  defaultPath: "m/44'/1729'/0'/0'",
  coinType: 1729,
};
const pkResponse = [
  {name: 'PK_LEN', bytes: 1, show: 'uint-be', description: 'Public key length: 33 for the Ed25519 curves, 65 for secp256k1 and secp256r1'},
  {
    name: 'PKEY',
    bytes: {from: 'PK_LEN'},
    description: 'Public key: Ed25519 compressed (0x02, then 32 bytes); secp256k1 and secp256r1 uncompressed (0x04, X, Y)',
  },
] as const;
const signResponse = [
  {name: 'SIG_HASH', bytes: 32, description: 'Blake2b hash of the data, the message that was signed'},
  {
    name: 'SIG',
    bytes: 'rest',
    description:
      'Ed25519: 64 bytes. secp256k1 and secp256r1: DER, with the parity of the nonce point in bit 0 of the first byte (0x30 or 0x31)',
  },
] as const;

/** handlers/baking/queryauth.rs: P1 >= 1 shows the baking address first; 0 answers at once. */
const showAuthKey: ParamSpec = {
  meaning: 'Show the authorized address on the device',
  options: [
    {value: 0, label: 'No'},
    {value: 1, label: 'Yes'},
  ],
};
const signChunks = {layout: 'fields', p1: {first: 0, middle: 1, last: 2}} as const satisfies ApduCommand['chunking'];
/** utils/buffer_upload.rs keeps the P2 of the first APDU and ignores it on the others. */
const signCurve: ParamSpec = {...curve, meaning: 'Curve, read from the first APDU only'};

/**
 * Instructions of the earlier Tezos app (Obsidian Systems' ledger-app-tezos) that the Rust app still
 * answers for existing clients; their wire format is that app's, not restated here.
 */
function legacy(id: string, name: string, ins: number, summary: string, build?: 'baking' | 'wallet'): ApduCommand {
  const only = build ? ` ${build === 'baking' ? 'Baking' : 'Wallet'} builds only.` : '';
  return {
    id,
    name,
    // The specification's legacy table drops LEGACY from the names the dispatcher uses.
    specName: name.replace('INS_LEGACY_', 'INS_'),
    ins,
    summary: `Legacy API: ${summary}${only}`,
    p1: {meaning: 'As in the legacy Tezos app'},
    p2: {meaning: 'As in the legacy Tezos app'},
    buildable: false,
    notes: [
      'Kept for clients of the earlier Tezos app (github.com/obsidiansystems/ledger-app-tezos); use the 0x1x instructions above for new integrations.',
    ],
  };
}

const spec: ApduSpec = {
  folder: 'tezos',
  appName: 'Tezos',
  repo: ledgerRepository('tezos'),
  sourceFile: 'docs/APDUSPEC.md',
  cla: 0x80,
  coinType: 1729,
  defaultPath: "m/44'/1729'/0'/0'",
  path: {encoding: 'u32be', lengthPrefix: true, minComponents: 1, maxComponents: 10},
  chunkSize: 250,
  commands: [
    getRustAppVersion(0x10),
    {
      id: 'getAddr',
      name: 'INS_GET_ADDRESS',
      specName: 'INS_GET_ADDR',
      ins: 0x11,
      summary: 'Returns the public key and the base58 address for a path and curve.',
      p1: {
        meaning: 'Show on the device',
        options: [
          {value: 0, label: 'No'},
          {value: 1, label: 'Yes'},
        ],
      },
      p2: curve,
      payload: [{...path, description: "Component count (1 byte), then 1 to 6 components as 4 big-endian bytes each; usually 44'/1729'/…"}],
      path: addressPath,
      response: [...pkResponse, {name: 'ADDR_HUMAN', bytes: 'rest', show: 'ascii', description: 'Address, base58 (tz1, tz2 or tz3)'}],
      notes: ['Any non-zero P1 shows the address; the answer then comes after approval on the device.'],
    },
    {
      id: 'sign',
      name: 'INS_SIGN',
      ins: 0x12,
      summary:
        'Signs an operation: the path in the first APDU, then the operation bytes in chunks. After approval on the device, returns the Blake2b hash that was signed and the signature.',
      p1: {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'},
      p2: signCurve,
      payload: [
        path,
        {
          id: 'message',
          name: 'DATA',
          kind: 'message',
          bytes: 'var',
          placement: 'data',
          example: '05010000000568656c6c6f',
          description:
            'A watermark byte, then the data: 0x03 and an operation (32-byte branch, then the operations), or 0x05 and packed Michelson data',
        },
      ],
      chunking: signChunks,
      response: [...signResponse],
      notes: [
        'handlers/signing.rs accepts the watermarks 0x03 (the device shows the parsed operation) and 0x05 (the device shows only the hash, "Sign Michelson"). The other watermarks the parser knows (0x01, 0x02, 0x04, 0x11, 0x12, 0x13) answer 0x6986; any other first byte, or no data, answers 0x6984.',
        'An operation shorter than its 32-byte branch answers 0x6984 at once. The operations after the branch are parsed only for the display: if they do not parse, the device shows an error screen and the answer, 0x6984, comes when the user leaves it.',
        'The hash covers all the data after the path, watermark byte included; the app signs that hash. The example, built for this page, is 0x05 and the Michelson string "hello" packed (tag 0x01, 4-byte big-endian length, bytes).',
        "P1 also accepts the earlier app's packet types, read as init (0x80), add (0x03) or last (0x81, 0x83); any other P1 answers 0x6B00.",
      ],
    },
    {
      id: 'bakerSign',
      name: 'INS_BAKER_SIGN',
      ins: 0xaf,
      summary:
        'Signs a block or an endorsement with the authorized baking key (baking builds only), with the chunking of INS_SIGN, without review on the device. The path and curve must match the stored baking key (0x6984 otherwise, 0x6985 when no key is stored). Blocks and endorsements must pass the high-water-mark check (see the notes), and the app then raises the mark.',
      p1: {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'},
      p2: signCurve,
      payload: [
        path,
        {
          id: 'message',
          name: 'DATA',
          kind: 'message',
          bytes: 'var',
          placement: 'data',
          example: '13' + '7a06a770' + '00'.repeat(32) + '15' + '0000' + '00000001' + '00000000' + '00'.repeat(32),
          description:
            'A watermark byte, then the data: 0x01 or 0x11 and a block header, 0x02, 0x12 or 0x13 and an endorsement, or 0x03 and a delegation or reveal operation',
        },
      ],
      chunking: signChunks,
      response: [...signResponse],
      notes: [
        'The example is a Tenderbake endorsement (0x13), built for this page: chain id (mainnet), 32-byte branch, tag 0x15, slot, level 1, round 0 and the 32-byte payload hash. The app refuses it (0x6984) unless the level is above the stored one, or equal with a higher round, or equal in level and round with no endorsement signed yet (parser/baking/tenderbake.rs). That is against a Tenderbake mark; the mark that INS_LEGACY_SETUP and INS_LEGACY_RESET write is of the older Emmy kind, which any Tenderbake block or endorsement passes.',
        'Blocks and endorsements need a stored high-water mark: INS_LEGACY_SETUP and INS_LEGACY_RESET write one, INS_AUTHORIZE_BAKING does not. Without one they answer 0x6400.',
        'A delegation or reveal (watermark 0x03) is shown on the device and signed after approval; other operations answer 0x6986.',
      ],
    },
    {
      id: 'authorizeBaking',
      name: 'INS_AUTHORIZE_BAKING',
      ins: 0xa1,
      summary:
        'Authorizes a key for baking (baking builds of the app) and returns its public key. Requires approval on the device; P1 = 0 answers 0x6985.',
      p1: {meaning: 'Confirmation, mandatory', value: 1},
      p2: curve,
      payload: [path],
      response: [...pkResponse],
    },
    {
      id: 'deauthorizeBaking',
      name: 'INS_DEAUTHORIZE_BAKING',
      ins: 0xac,
      summary:
        'Removes the baking authorization. Requires approval on the device; P1 = 0 answers 0x6985, and so does a device with no authorized key.',
      p1: {meaning: 'Confirmation, mandatory', value: 1},
      p2: {meaning: 'Not used', ignored: true},
    },
    {
      id: 'queryAuthKey',
      name: 'INS_QUERY_AUTH_KEY',
      ins: 0xa7,
      summary: 'Returns the path of the key authorized for baking; 0x6985 when no key is authorized.',
      p1: showAuthKey,
      p2: {meaning: 'Not used', ignored: true},
      response: [{name: 'PATH', bytes: 'rest', description: 'Component count (1 byte), then each component as 4 big-endian bytes'}],
    },
    {
      id: 'queryAuthKeyWithCurve',
      name: 'INS_QUERY_AUTH_KEY_WITH_CURVE',
      ins: 0xad,
      summary: 'Returns the curve and the path of the key authorized for baking; 0x6985 when no key is authorized.',
      p1: showAuthKey,
      p2: {meaning: 'Not used', ignored: true},
      response: [
        {name: 'CURVE', bytes: 1, show: 'uint-be', description: 'Curve identifier, as in P2 of INS_AUTHORIZE_BAKING (0 = Ed25519, ...)'},
        {name: 'PATH', bytes: 'rest', description: 'Component count (1 byte), then each component as 4 big-endian bytes'},
      ],
    },
    {
      id: 'legacyGetVersion',
      name: 'INS_LEGACY_GET_VERSION',
      specName: 'INS_VERSION',
      ins: 0x00,
      summary: 'Legacy version request: answers the build kind and the version in 4 bytes.',
      p1: {meaning: 'Not used', ignored: true},
      p2: {meaning: 'Not used', ignored: true},
      payload: [],
      response: [
        {name: 'BAKING', bytes: 1, show: 'uint-be', description: '1 for the baking build, 0 for the wallet build'},
        {name: 'MAJOR', bytes: 1, show: 'uint-be', description: 'Version major'},
        {name: 'MINOR', bytes: 1, show: 'uint-be', description: 'Version minor'},
        {name: 'PATCH', bytes: 1, show: 'uint-be', description: 'Version patch'},
      ],
    },
    legacy('legacyAuthorizeBaking', 'INS_LEGACY_AUTHORIZE_BAKING', 0x01, 'authorizes a baking key.', 'baking'),
    legacy('legacyGetPublicKey', 'INS_LEGACY_GET_PUBLIC_KEY', 0x02, 'returns a public key without showing it.'),
    legacy(
      'legacyPromptPublicKey',
      'INS_LEGACY_PROMPT_PUBLIC_KEY',
      0x03,
      'shows the address, then returns the public key and the address.',
    ),
    legacy(
      'legacySign',
      'INS_LEGACY_SIGN',
      0x04,
      'signs as INS_SIGN does but answers only the signature; in the baking build it signs as INS_BAKER_SIGN does.',
    ),
    legacy(
      'legacySignUnsafe',
      'INS_LEGACY_SIGN_UNSAFE',
      0x05,
      'signs as INS_LEGACY_SIGN does: this app hashes the data and checks its watermark, although the earlier app took data already hashed.',
      'wallet',
    ),
    legacy('legacyReset', 'INS_LEGACY_RESET', 0x06, 'resets the high-water mark.', 'baking'),
    legacy('legacyQueryAuthKey', 'INS_LEGACY_QUERY_AUTH_KEY', 0x07, 'returns the authorized baking path.', 'baking'),
    legacy('legacyQueryMainHwm', 'INS_LEGACY_QUERY_MAIN_HWM', 0x08, 'returns the main chain high-water mark.', 'baking'),
    {
      id: 'legacyGit',
      name: 'INS_LEGACY_GIT',
      specName: 'INS_GIT',
      ins: 0x09,
      summary: 'Legacy request for the commit the app was built from: 8 characters of the commit hash and a zero byte.',
      p1: {meaning: 'Not used', ignored: true},
      p2: {meaning: 'Not used', ignored: true},
      payload: [],
      response: [
        {name: 'COMMIT', bytes: 8, show: 'ascii', description: 'First 8 characters of the commit hash'},
        {name: 'NUL', bytes: 1, description: 'Zero terminator'},
      ],
    },
    legacy('legacySetup', 'INS_LEGACY_SETUP', 0x0a, 'sets up baking (key, chain id, high-water marks).', 'baking'),
    legacy('legacyQueryAllHwm', 'INS_LEGACY_QUERY_ALL_HWM', 0x0b, 'returns all high-water marks.', 'baking'),
    legacy('legacyDeauthorize', 'INS_LEGACY_DEAUTHORIZE', 0x0c, 'removes the baking authorization.', 'baking'),
    legacy(
      'legacyQueryAuthKeyWithCurve',
      'INS_LEGACY_QUERY_AUTH_KEY_WITH_CURVE',
      0x0d,
      'returns the curve and path of the baking key.',
      'baking',
    ),
    legacy(
      'legacyHmac',
      'INS_LEGACY_HMAC',
      0x0e,
      'computes an HMAC-SHA256 of the data with a key derived from the key at the given path.',
      'baking',
    ),
    legacy(
      'legacySignWithHash',
      'INS_LEGACY_SIGN_WITH_HASH',
      0x0f,
      'signs and answers the hash and the signature, as INS_SIGN does; in the baking build it signs as INS_BAKER_SIGN does.',
    ),
  ],
  ...statusWordsFrom(statusWordsCheck),
  corrections: [
    'The specification gives the GetVersion TEST byte as 0xFF in test mode; `handlers/version.rs` always writes 0 there, and 0 in LOCKED.',
    'The legacy table marks `INS_SIGN_UNSAFE` as taking data already hashed; `handlers/legacy/signing.rs` hashes the data and checks its watermark as `INS_LEGACY_SIGN` does.',
  ],
  codeCheck: {
    commit: '0b57dd9a5003da7b606e1b2d295fb2780734ef1d',
    files: [
      'rust/app/src/dispatcher.rs',
      'rust/app/src/handlers/version.rs',
      'rust/app/src/handlers/legacy/version.rs',
      'rust/bolos-common/src/bip32.rs',
    ],
    versionAnswer: {bytes: 9, file: 'rust/app/src/handlers/version.rs'},
    omitted: ['INS 0xF0 to 0xF3 (hash, exception, echo and blind-sign tests) exist only in dev builds (feature "dev").'],
    defines: [
      {
        path: 'rust/app/src/dispatcher.rs',
        defines: {
          CLA: 0x80,
          INS_LEGACY_AUTHORIZE_BAKING: 0x01,
          INS_LEGACY_RESET: 0x06,
          INS_LEGACY_QUERY_AUTH_KEY: 0x07,
          INS_LEGACY_QUERY_MAIN_HWM: 0x08,
          INS_LEGACY_SETUP: 0x0a,
          INS_LEGACY_QUERY_ALL_HWM: 0x0b,
          INS_LEGACY_DEAUTHORIZE: 0x0c,
          INS_LEGACY_QUERY_AUTH_KEY_WITH_CURVE: 0x0d,
          INS_LEGACY_HMAC: 0x0e,
          INS_AUTHORIZE_BAKING: 0xa1,
          INS_DEAUTHORIZE_BAKING: 0xac,
          INS_QUERY_AUTH_KEY: 0xa7,
          INS_QUERY_AUTH_KEY_WITH_CURVE: 0xad,
          INS_BAKER_SIGN: 0xaf,
          INS_LEGACY_SIGN_UNSAFE: 0x05,
          INS_LEGACY_GET_VERSION: 0x00,
          INS_LEGACY_GET_PUBLIC_KEY: 0x02,
          INS_LEGACY_PROMPT_PUBLIC_KEY: 0x03,
          INS_LEGACY_SIGN: 0x04,
          INS_LEGACY_GIT: 0x09,
          INS_LEGACY_SIGN_WITH_HASH: 0x0f,
          INS_GET_VERSION: 0x10,
          INS_GET_ADDRESS: 0x11,
          INS_SIGN: 0x12,
          INS_DEV_HASH: 0xf0,
          INS_DEV_EXCEPT: 0xf1,
          INS_DEV_ECHO_UI: 0xf2,
          INS_BLIND_SIGN: 0xf3,
        },
      },
    ],
    // Cases of both production builds: the baking ones (feature "baking") and INS_LEGACY_SIGN_UNSAFE (feature "wallet"); the INS_DEV_* ones are dev-only.
    dispatchers: [
      {
        path: 'rust/app/src/dispatcher.rs',
        classes: ['CLA'],
        cases: [
          'INS_LEGACY_RESET',
          'INS_LEGACY_QUERY_MAIN_HWM',
          'INS_LEGACY_QUERY_ALL_HWM',
          'INS_AUTHORIZE_BAKING',
          'INS_DEAUTHORIZE_BAKING',
          'INS_QUERY_AUTH_KEY',
          'INS_QUERY_AUTH_KEY_WITH_CURVE',
          'INS_BAKER_SIGN',
          'INS_LEGACY_AUTHORIZE_BAKING',
          'INS_LEGACY_DEAUTHORIZE',
          'INS_LEGACY_QUERY_AUTH_KEY',
          'INS_LEGACY_QUERY_AUTH_KEY_WITH_CURVE',
          'INS_LEGACY_SETUP',
          'INS_LEGACY_HMAC',
          'INS_LEGACY_SIGN_UNSAFE',
          'INS_LEGACY_GET_VERSION',
          'INS_LEGACY_GET_PUBLIC_KEY',
          'INS_LEGACY_PROMPT_PUBLIC_KEY',
          'INS_GET_ADDRESS',
          'INS_LEGACY_GIT',
          'INS_LEGACY_SIGN',
          'INS_LEGACY_SIGN_WITH_HASH',
          'INS_SIGN',
          'INS_GET_VERSION',
        ],
      },
    ],
  },
};

export default spec;
