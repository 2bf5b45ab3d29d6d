/**
 * Tezos app (Rust): facts from Zondax/ledger-tezos docs/APDUSPEC.md, checked against the code at the
 * commit in codeCheck: rust/app/src/dispatcher.rs (class, INS values, which build answers what),
 * rust/app/src/handlers/version.rs and legacy/version.rs (version answers) and
 * rust/bolos-common/src/bip32.rs (path: count byte, then big-endian components).
 */
import type {ApduCommand, ApduSpec, ParamSpec} from '@zondax/docs-core/ledger/apdu/schema';
import {getVersion, version9} from '../shared/common';
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
const pkResponse = [
  {name: 'PK_LEN', bytes: 1, show: 'uint-be', description: 'Public key length'},
  {name: 'PKEY', bytes: {from: 'PK_LEN'}, description: 'Public key'},
] as const;

const signChunks = {layout: 'fields', p1: {first: 0, middle: 1, last: 2}} as const satisfies ApduCommand['chunking'];

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
    getVersion(version9, 0x10, {specName: 'GetVersion'}),
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
      payload: [path],
      response: [...pkResponse, {name: 'ADDR_HUMAN', bytes: 'rest', show: 'ascii', description: 'Address, base58'}],
    },
    {
      id: 'sign',
      name: 'INS_SIGN',
      ins: 0x12,
      summary:
        'Signs an operation: the path in the first APDU, then the operation bytes in chunks. Returns the Blake2b hash that was signed and the signature.',
      p1: {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'},
      p2: curve,
      payload: [
        path,
        {
          id: 'message',
          name: 'DATA',
          kind: 'message',
          bytes: 'var',
          placement: 'data',
          example: '03',
          description: 'Operation bytes to sign',
        },
      ],
      chunking: signChunks,
      response: [
        {name: 'SIG_HASH', bytes: 32, description: 'Blake2b hash used as the signed message'},
        {name: 'SIG', bytes: 'rest', description: 'Signature'},
      ],
    },
    {
      id: 'bakerSign',
      name: 'INS_BAKER_SIGN',
      ins: 0xaf,
      summary:
        'Signs a block or an endorsement with the authorized baking key (baking builds only), with the chunking of INS_SIGN. The path and curve must match the key stored by INS_AUTHORIZE_BAKING, and the app updates its high-water mark so that it does not sign the same level twice.',
      p1: {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'},
      p2: curve,
      payload: [
        path,
        {
          id: 'message',
          name: 'DATA',
          kind: 'message',
          bytes: 'var',
          placement: 'data',
          example: '11',
          description: 'Block or endorsement bytes to sign',
        },
      ],
      chunking: signChunks,
      response: [
        {name: 'SIG_HASH', bytes: 32, description: 'Blake2b hash used as the signed message'},
        {name: 'SIG', bytes: 'rest', description: 'Signature'},
      ],
    },
    {
      id: 'authorizeBaking',
      name: 'INS_AUTHORIZE_BAKING',
      ins: 0xa1,
      summary: 'Authorizes a key for baking (baking builds of the app). Requires approval on the device.',
      p1: {meaning: 'Confirmation, mandatory', value: 1},
      p2: curve,
      payload: [path],
      response: [...pkResponse],
    },
    {
      id: 'deauthorizeBaking',
      name: 'INS_DEAUTHORIZE_BAKING',
      ins: 0xac,
      summary: 'Removes the baking authorization. Requires approval on the device.',
      p1: {meaning: 'Confirmation, mandatory', value: 1},
      p2: {meaning: 'Not used', ignored: true},
    },
    {
      id: 'queryAuthKey',
      name: 'INS_QUERY_AUTH_KEY',
      ins: 0xa7,
      summary: 'Returns the path of the key authorized for baking.',
      p1: {meaning: 'Fixed', value: 0},
      p2: {meaning: 'Not used', ignored: true},
      response: [{name: 'PATH', bytes: 'rest', description: 'Component count (1 byte) and components of the authorized path'}],
    },
    {
      id: 'queryAuthKeyWithCurve',
      name: 'INS_QUERY_AUTH_KEY_WITH_CURVE',
      ins: 0xad,
      summary: 'Returns the curve and the path of the key authorized for baking.',
      p1: {meaning: 'Fixed', value: 0},
      p2: {meaning: 'Not used', ignored: true},
      response: [
        {name: 'CURVE', bytes: 1, show: 'uint-be', description: 'Curve identifier (0 = Ed25519, ...)'},
        {name: 'PATH', bytes: 'rest', description: 'Component count and components'},
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
    legacy('legacyPromptPublicKey', 'INS_LEGACY_PROMPT_PUBLIC_KEY', 0x03, 'shows the address and returns the public key.'),
    legacy('legacySign', 'INS_LEGACY_SIGN', 0x04, 'signs an operation.'),
    legacy('legacySignUnsafe', 'INS_LEGACY_SIGN_UNSAFE', 0x05, 'signs data that is already hashed.', 'wallet'),
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
    legacy('legacyHmac', 'INS_LEGACY_HMAC', 0x0e, 'computes an HMAC with a device key.', 'baking'),
    legacy('legacySignWithHash', 'INS_LEGACY_SIGN_WITH_HASH', 0x0f, 'signs an operation and also returns its hash.'),
  ],
  ...statusWordsFrom(statusWordsCheck),
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
