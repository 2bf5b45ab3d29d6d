/**
 * Avalanche app: commands from ava-labs/ledger-avalanche docs/APDUSPEC.md (the app is developed by
 * the provider in the Ava Labs organisation), checked against the code at the commit in codeCheck:
 * app/src/coin.h (class bytes, INS values, P1 steps of INS_SIGN_HASH), app/src/apdu_handler.c (both
 * dispatchers, paths, chunking, GET_VERSION) and the Rust parser (app/rust/src: path lists, root path).
 * Paths are a count byte followed by big-endian components (Zondax's BIP32Path::read).
 */
import type {ApduSpec, CommandPath, PayloadField} from '@zondax/docs-core/ledger/apdu/schema';
import {deviceInfoCorrection, getDeviceInfo, getVersion, version12} from '../shared/common';
import {ethGetAddress, ethPath, ethSignPersonalMessage, ethSignTransaction} from '../shared/eth';
import {ledgerRepository} from '../../../src/data/chains';
import {statusWordsFrom} from '../shared/statusWords';
import statusWordsCheck from './statusWords';

const show = {
  meaning: 'Show on the device',
  options: [
    {value: 0, label: 'No'},
    {value: 1, label: 'Yes'},
  ],
};
const curve = {
  meaning: 'Curve',
  options: [
    {value: 0, label: 'secp256k1 (default)'},
    {value: 1, label: 'Ed25519'},
  ],
};
const chunkP1 = {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'};
/** AVX_SIGN_HASH reads P2 on the next/last steps only, where app_sign_hash signs with that curve. */
const hashCurve = {
  meaning: 'Curve of the signature, read on the next and last steps (the first step ignores it)',
  options: curve.options,
};
/** Signing commands take a three-component root path (BIP32_PATH_PREFIX_DEPTH); keys are root + a two-component suffix. */
const root: CommandPath = {
  rules: {encoding: 'u32be', lengthPrefix: true, minComponents: 3, maxComponents: 3},
  defaultPath: "m/44'/9000'/0'",
  coinType: 9000,
};
const rootPath: PayloadField = {
  id: 'path',
  name: 'ROOT_PATH',
  kind: 'path',
  bytes: 'var',
  description:
    "Root path: count byte 3, then three big-endian components, normally 44'/9000'/account' (the app needs three and does not check their values)",
};
/**
 * HRP and CHAIN_ID each go after a length byte, which the app always reads (Rust read_slice): length 0 picks
 * "avax" and the P-Chain. The form sends the byte only with a value, so the examples give both defaults.
 */
const hrpField = (optional: boolean): PayloadField => ({
  id: 'hrp',
  name: 'HRP',
  kind: 'ascii',
  bytes: 'var',
  lengthPrefix: 'u8',
  max: 24,
  example: 'avax',
  ...(optional ? {optional} : {}),
  description: optional
    ? 'Human-readable prefix after a length byte (up to 24 ASCII characters; length 0 means "avax"). Leave empty only with P2 = 0x01: the form then sends no length byte'
    : 'Human-readable prefix after a length byte (up to 24 ASCII characters; length 0 means "avax")',
});
const chainIdField = (optional: boolean): PayloadField => ({
  id: 'chainId',
  name: 'CHAIN_ID',
  kind: 'bytes',
  bytes: 'var',
  lengthPrefix: 'u8',
  length: 32,
  example: '00'.repeat(32),
  ...(optional ? {optional} : {}),
  description: optional
    ? 'Chain id after a length byte (32 bytes, or length 0 for the P-Chain, whose id is 32 zero bytes). Leave empty only with P2 = 0x01'
    : 'Chain id after a length byte (32 bytes, or length 0 for the P-Chain, whose id is 32 zero bytes)',
});
/** tests_zemu/tests/p_chain_vectors.ts REMOVE_SUBNET_VALIDATOR (206 bytes), signed in tests_zemu/tests/p_sign.test.ts. */
const removeSubnetValidator =
  '0000000000170000000100000000000000000000000000000000000000000000000000000000000000000000000000000001ffeeddccbbaa9988ffeeddccbbaa9988ffeeddccbbaa9988ffeeddccbbaa99880000000121e67317cbc4be2aeb00677ad6462778a8f52274b9d605df2591b23027a87dff0000000500000000000f4240000000010000000500000000112233445566778811223344556677881122334401020304050607081112131415161718212223242526272831323334353637380000000a0000000100000003';
const keyPath: PayloadField = {
  id: 'path',
  name: 'PATH',
  kind: 'path',
  bytes: 'var',
  description: 'Count byte, then up to 6 big-endian components',
};
const eth = ethPath(1, 6);
/** The Rust handlers (app/rust/src/handlers/eth/) check no path prefix, never read P2 when signing and answer V, R, S only. */
const ethVariant = {checksPrefix: false, readsP2: false, der: false};

const spec: ApduSpec = {
  folder: 'avalanche',
  appName: 'Avalanche',
  repo: ledgerRepository('avalanche'),
  sourceFile: 'docs/APDUSPEC.md',
  cla: 0x80,
  otherCla: [{cla: 0xe0, use: "Ethereum-compatible instruction set for the C-Chain (the Ethereum app's API)"}],
  coinType: 9000,
  defaultPath: "m/44'/9000'/0'/0/0",
  path: {encoding: 'u32be', lengthPrefix: true, minComponents: 1, maxComponents: 6},
  chunkSize: 250,
  commands: [
    getDeviceInfo,
    getVersion(version12, 0x00, {specName: null}),
    {
      id: 'getWalletId',
      name: 'AVX_INS_GET_WALLET_ID',
      specName: 'INS_GET_WALLET_ID',
      ins: 0x01,
      summary: 'Returns a 6-byte identifier of the wallet (the device seed).',
      p1: show,
      p2: {meaning: 'Not used', ignored: true},
      response: [
        {
          name: 'WALLET_ID',
          bytes: 6,
          description: 'Wallet id: the first 6 bytes of an HMAC-SHA256 (key "wallet-id") of the uncompressed public key of m/44\'/9000\'',
        },
      ],
    },
    {
      id: 'getPublicKey',
      name: 'AVX_GET_PUBLIC_KEY',
      specName: 'INS_GET_PUBLIC_KEY',
      ins: 0x02,
      summary: 'Returns the compressed public key, its hash and the address for an HRP, a chain id and a path.',
      p1: show,
      p2: curve,
      payload: [hrpField(true), chainIdField(true), keyPath],
      response: [
        {name: 'PK_LEN', bytes: 1, show: 'uint-be', description: 'Public key length (33)'},
        {name: 'PKEY', bytes: {from: 'PK_LEN'}, description: 'Compressed public key'},
        {name: 'PKEY_HASH', bytes: 20, description: 'RIPEMD160(SHA256(PKEY))'},
        {
          name: 'ADDR',
          bytes: 'rest',
          show: 'ascii',
          description:
            'Address text: the chain alias (P for the zero chain id) or the CB58 chain id, a dash, then PKEY_HASH in bech32 with the HRP',
        },
      ],
      notes: [
        'With P2 = 0x01 (Ed25519) app/src/apdu_handler.c reads the path alone as the whole payload: a count byte of at most 5, then exactly that many components. Leave HRP and CHAIN_ID empty in such requests. The key is derived from five components, missing ones taken as 0 (app/src/crypto.c).',
        'The Ed25519 answer (app/src/crypto.c crypto_fill_ed25519_address) differs from the fields above: a length byte (32), the 32-byte public key, 33 address bytes (0x00, then SHA-256 of the key) and a 4-byte checksum (the last 4 bytes of SHA-256 of those 33 bytes), 70 bytes in all.',
      ],
    },
    {
      id: 'getExtendedPublicKey',
      name: 'AVX_INS_GET_EXTENDED_PUBLIC_KEY',
      specName: 'INS_GET_EXTENDED_PUBLIC_KEY',
      ins: 0x03,
      summary: 'Returns the compressed public key and the chain code for a path.',
      p1: show,
      p2: {meaning: 'Not used', ignored: true},
      payload: [hrpField(false), chainIdField(false), keyPath],
      // xpub.rs reads the second component to choose the path shown on the device: a one-component path is refused.
      path: {
        rules: {encoding: 'u32be', lengthPrefix: true, minComponents: 2, maxComponents: 6},
        defaultPath: "m/44'/9000'/0'",
        coinType: 9000,
      },
      response: [
        {name: 'PK_LEN', bytes: 1, show: 'uint-be', description: 'Public key length'},
        {name: 'PKEY', bytes: {from: 'PK_LEN'}, description: 'Compressed public key'},
        {name: 'CHAIN_CODE', bytes: 32, description: 'Chain code'},
      ],
      notes: [
        "With P1 = 1 the device shows the address for the HRP and chain id and a fixed path label: m/44'/9000'/0' when the second component is 9000', otherwise m/44'/60'/0', whatever the rest of the path (app/rust/src/handlers/public_key/xpub.rs).",
      ],
    },
    {
      id: 'signHash',
      name: 'AVX_SIGN_HASH',
      specName: 'INS_SIGN_HASH',
      ins: 0x04,
      summary:
        "Signs one 32-byte hash with several keys. The first APDU (P1 0x01) carries the root path and the hash and asks for approval; each following APDU carries the two-component suffix of one key (P1 0x03, the last one 0x02) and is answered with that key's signature.",
      // handleSignAvaxHash: any P1 but FIRST_MESSAGE goes to app_sign_hash; only LAST_MESSAGE clears the stored hash.
      p1: {meaning: 'Step: 0x01 = first (root path and hash), 0x03 = next key, 0x02 = last key; any value but 0x01 is taken as a key step'},
      p2: hashCurve,
      payload: [
        rootPath,
        {
          id: 'hash',
          name: 'HASH',
          kind: 'bytes',
          bytes: 32,
          length: 32,
          placement: 'first',
          example: '00'.repeat(32),
          description: 'The 32-byte hash to sign',
        },
        {
          id: 'suffixes',
          name: 'PATH_SUFFIXES',
          kind: 'pathList',
          bytes: 'var',
          components: 2,
          placement: 'data',
          example: '0/0\n0/1',
          description:
            'One two-component suffix per key (e.g. 0/0 for the first receive key); each is sent in its own APDU as count byte 2 and two big-endian components',
        },
      ],
      path: root,
      chunking: {layout: 'fields', p1: {first: 0x01, middle: 0x03, last: 0x02}, size: 9},
      response: [
        {
          name: 'SIG',
          bytes: 'rest',
          description:
            'Signature of the key named in this APDU (after the first step): 65 bytes, R (32), S (32) and V (1), with P2 = 0x00 (secp256k1); 64 bytes with P2 = 0x01 (Ed25519)',
        },
      ],
      notes: [
        'After AVX_SIGN or AVX_SIGN_MSG has been approved, the app keeps the hash: send only the suffix APDUs (P1 0x03 and 0x02) to collect the signatures.',
        'The first step needs exactly three root components followed by exactly 32 bytes. A key step answers 0x6400 when no hash is stored or its suffix does not have two components (app/src/common/actions.h app_sign_hash); the step with P1 0x02 clears the stored hash after signing.',
      ],
    },
    {
      id: 'sign',
      name: 'AVX_SIGN',
      specName: 'INS_SIGN',
      ins: 0x05,
      summary:
        'Shows an X-, P- or C-Chain (atomic) transaction for approval. The first APDU carries the root path; the data chunks carry the list of change paths and then the transaction. After approval, fetch the signatures with AVX_SIGN_HASH (next/last steps).',
      p1: chunkP1,
      p2: {meaning: 'Not read: the curve is P2 of the AVX_SIGN_HASH steps that fetch the signatures', ignored: true},
      payload: [
        rootPath,
        {
          id: 'changePaths',
          name: 'CHANGE_PATHS',
          kind: 'pathList',
          bytes: 'var',
          components: 2,
          lengthPrefix: 'u8',
          placement: 'data',
          example: '0/0',
          description:
            'Suffixes of the change addresses, whose outputs the device does not ask about: a one-byte count, then per path a count byte 2 and two big-endian components',
        },
        {
          id: 'message',
          name: 'TRANSACTION',
          kind: 'message',
          bytes: 'var',
          placement: 'data',
          example: removeSubnetValidator,
          description: 'Serialized Avalanche transaction',
        },
      ],
      path: root,
      chunking: {layout: 'fields', p1: {first: 0, middle: 1, last: 2}},
      notes: [
        'The app also accepts a count of zero change paths, which this form cannot send: it always sends at least one path. A suffix that matches no output changes nothing.',
        "The TRANSACTION example is REMOVE_SUBNET_VALIDATOR of tests_zemu/tests/p_chain_vectors.ts (206 bytes, a mainnet P-Chain RemoveSubnetValidatorTx), which the zemu test '[full] sign p-chain remove_subnet_validator' (tests_zemu/tests/p_sign.test.ts) signs with 0x9000 under the root path 44'/9000'/0'.",
      ],
    },
    {
      id: 'signMsg',
      name: 'AVX_SIGN_MSG',
      specName: 'INS_SIGN_MSG',
      ins: 0x06,
      summary:
        'Shows an Avalanche personal message for approval: the root path first, then the message (with its header) in chunks. After approval, fetch the signatures with AVX_SIGN_HASH (next/last steps).',
      p1: chunkP1,
      p2: {meaning: 'Not used', ignored: true},
      payload: [
        rootPath,
        {
          id: 'message',
          name: 'MESSAGE',
          kind: 'message',
          bytes: 'var',
          placement: 'data',
          example: '1a4176616c616e636865205369676e6564204d6573736167653a0a0000000568656c6c6f',
          description: 'The header "\\x1AAvalanche Signed Message:\\n", the message length (4 bytes, big-endian) and the message',
        },
      ],
      path: root,
      chunking: {layout: 'fields', p1: {first: 0, middle: 1, last: 2}},
    },
    // The Avalanche specification leaves the Ethereum instructions out: names are the dispatcher's (app/src/coin.h).
    {...ethGetAddress(eth, 'ethGetPublicKey', ethVariant), name: 'INS_ETH_GET_PUBLIC_KEY'},
    {
      ...ethSignTransaction(eth, 'ethSign', {...ethVariant, chainId: 43114}),
      name: 'INS_ETH_SIGN',
      notes: [
        'A legacy transaction that the app parses must carry an EIP-155 chain id, and not 1 or 37 (app/rust/src/parser/coreth/native/legacy.rs); the example uses 43114, the C-Chain. A transaction longer than 16384 bytes is not parsed: the app hashes it as it arrives and signs it only with blind signing enabled (app/rust/src/handlers/eth/signing.rs).',
      ],
    },
    {
      id: 'ethGetAppConfiguration',
      name: 'INS_ETH_GET_APP_CONFIGURATION',
      cla: 0xe0,
      ins: 0x06,
      summary: "Ethereum app configuration request, answered in the Ethereum app's 4-byte format so that Ethereum clients go on.",
      p1: {meaning: 'Not used', ignored: true},
      p2: {meaning: 'Not used', ignored: true},
      // app_eth_configuration in app/src/common/actions.h.
      response: [
        {
          name: 'CONFIGURATION',
          bytes: 4,
          description:
            "Flags byte 0x02 (the Ethereum app's flag for external ERC-20 data), then the Avalanche app's major, minor and patch version",
        },
      ],
    },
    {...ethSignPersonalMessage(eth, 'ethSignPersonalMessage', ethVariant), name: 'INS_SIGN_ETH_MSG'},
    ...(
      [
        [
          'ethProvideErc20',
          'INS_ETH_PROVIDE_ERC20',
          0x0a,
          'Accepted and answered with 0x9000 so that Ethereum clients can go on; the app does not use the token information.',
        ],
        [
          'ethSignEip712',
          'INS_SIGN_EIP_712_MESSAGE',
          0x0c,
          'EIP-712 typed-data signing, handled by the Ethereum app code built into the app (builds with FEATURE_ETH).',
        ],
        [
          'ethProvideNft',
          'INS_PROVIDE_NFT_INFORMATION',
          0x14,
          'Receives NFT information that Ethereum clients send before a contract call (about 90 bytes).',
        ],
        [
          'ethSetPlugin',
          'INS_SET_PLUGIN',
          0x16,
          'Accepted and answered with 0x9000 so that Ethereum clients go on to send token information.',
        ],
        ['ethEip712StructDef', 'INS_EIP712_STRUCT_DEF', 0x1a, 'EIP-712 structure definitions (builds with FEATURE_ETH).'],
        ['ethEip712StructImpl', 'INS_EIP712_STRUCT_IMPL', 0x1c, 'EIP-712 structure values (builds with FEATURE_ETH).'],
        ['ethEip712Filtering', 'INS_EIP712_FILTERING', 0x1e, 'EIP-712 filtering (builds with FEATURE_ETH).'],
      ] as const
    ).map(([id, name, ins, summary]) => ({
      id,
      name,
      cla: 0xe0,
      ins,
      summary,
      p1: {meaning: 'As in the Ethereum app'},
      p2: {meaning: 'As in the Ethereum app'},
      buildable: false,
      notes: ["These follow the Ethereum app's protocol (LedgerHQ app-ethereum), which this page does not restate."],
    })),
  ],
  ...statusWordsFrom(statusWordsCheck),
  corrections: [
    'The specification lists a 9-byte `INS_GET_VERSION` answer with 1-byte MAJOR, MINOR and PATCH and a TEST byte of 0xFF in test mode; `avax_dispatch` in `app/src/apdu_handler.c` sends INS 0x00 to `handle_getversion`, which writes 12 bytes: TEST (0x01 in `APP_TESTING` builds), 2-byte big-endian MAJOR, MINOR and PATCH, LOCKED and the 4-byte target id.',
    'The specification keeps HRP and ChainID in the `INS_GET_PUBLIC_KEY` payload for Ed25519 (marked unused); with P2 = 0x01 `handleGetAddr` (`app/src/apdu_handler.c` `extractHDPathEd25519`) reads the path at the start of the payload and answers 0x6700 unless the payload is exactly the count byte and its components.',
    'The specification gives P1 of `INS_SIGN_HASH` as 0 = init; `app/src/coin.h` and the handler use 0x01 for the first step (`FIRST_MESSAGE`), 0x03 for the next ones and 0x02 for the last.',
    'The specification gives the number of change paths in `INS_SIGN` as 4 bytes; the Rust parser (`parse_path_list`) reads one byte.',
    'The specification gives SIG of `INS_SIGN_HASH` as 65 bytes; with P2 = 0x01 (Ed25519) `app_sign_hash` in `app/src/common/actions.h` sends the 64-byte Ed25519 signature.',
    'The specification gives P2 of `INS_SIGN` as the curve and calls P2 of `INS_SIGN_HASH` ignored; in the code it is the other way round: `handleSignAvaxTx` never reads P2, and `app_sign_hash` signs with the curve in P2 of each next or last step.',
    'The specification calls ADDR of `INS_GET_PUBLIC_KEY` a CB58 address; the Rust code (`handlers/public_key/ui.rs`) writes the chain alias or CB58 chain id, a dash and a bech32 address.',
    deviceInfoCorrection('e01a96a'),
  ],
  codeCheck: {
    commit: '6d2d950b9af5bb5fca18eb4a370b991f169e192f',
    files: [
      'app/src/coin.h',
      'app/src/apdu_handler.c',
      'app/src/commands.h',
      'app/rust/src/ffi.rs',
      'app/rust/src/ffi/context.rs',
      'app/rust/src/parser/utils/path_wrapper.rs',
      'app/rust/src/handlers/eth/personal_msg.rs',
    ],
    versionAnswer: {bytes: 12, file: 'app/src/apdu_handler.c'},
    omitted: ['INS_TEST exists only in test builds (APP_TESTING).'],
    defines: [
      {
        path: 'app/src/coin.h',
        defines: {
          CLA: 0x80,
          AVX_CLA: 0x80,
          ETH_CLA: 0xe0,
          AVX_INS_GET_VERSION: 0x00,
          AVX_INS_GET_WALLET_ID: 0x01,
          AVX_GET_PUBLIC_KEY: 0x02,
          AVX_INS_GET_EXTENDED_PUBLIC_KEY: 0x03,
          AVX_SIGN_HASH: 0x04,
          AVX_SIGN: 0x05,
          AVX_SIGN_MSG: 0x06,
          INS_ETH_GET_PUBLIC_KEY: 0x02,
          INS_ETH_SIGN: 0x04,
          INS_ETH_GET_APP_CONFIGURATION: 0x06,
          INS_SET_PLUGIN: 0x16,
          INS_PROVIDE_NFT_INFORMATION: 0x14,
          INS_ETH_PROVIDE_ERC20: 0x0a,
          INS_SIGN_ETH_MSG: 0x08,
        },
      },
      {
        path: 'app/src/commands.h',
        defines: {
          CLA_ETH: 0xe0,
          INS_GET_PUBLIC_KEY: 0x02,
          INS_GET_APP_CONFIGURATION: 0x06,
          INS_SIGN_PERSONAL_MESSAGE: 0x08,
          INS_PROVIDE_ERC20_TOKEN_INFORMATION: 0x0a,
          INS_SIGN_EIP_712_MESSAGE: 0x0c,
          INS_GET_ETH2_PUBLIC_KEY: 0x0e,
          INS_SET_ETH2_WITHDRAWAL_INDEX: 0x10,
          INS_SET_EXTERNAL_PLUGIN: 0x12,
          INS_PROVIDE_NFT_INFORMATION: 0x14,
          INS_SET_PLUGIN: 0x16,
          INS_PERFORM_PRIVACY_OPERATION: 0x18,
          INS_EIP712_STRUCT_DEF: 0x1a,
          INS_EIP712_STRUCT_IMPL: 0x1c,
          INS_EIP712_FILTERING: 0x1e,
          INS_ENS_GET_CHALLENGE: 0x20,
          INS_ENS_PROVIDE_INFO: 0x22,
          COMMON_CLA: 0xb0,
        },
      },
      {
        repo: 'Zondax/ledger-zxlib',
        commit: 'e01a96ae23bbd9acc8d20e14bf206888e0023389',
        path: 'app/common/app_main.h',
        defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02, INS_TEST: 0xff},
      },
    ],
    // The EIP-712 cases are compiled with FEATURE_ETH, which app/Makefile.erc20 defines in every build; INS_TEST only with APP_TESTING.
    dispatchers: [
      {
        path: 'app/src/apdu_handler.c',
        function: 'avax_dispatch',
        classes: ['AVX_CLA'],
        cases: [
          'INS_GET_VERSION',
          'AVX_GET_PUBLIC_KEY',
          'AVX_SIGN',
          'AVX_SIGN_HASH',
          'AVX_SIGN_MSG',
          'AVX_INS_GET_EXTENDED_PUBLIC_KEY',
          'AVX_INS_GET_WALLET_ID',
        ],
      },
      {
        path: 'app/src/apdu_handler.c',
        function: 'eth_dispatch',
        classes: ['ETH_CLA'],
        cases: [
          'INS_SIGN_EIP_712_MESSAGE',
          'INS_EIP712_STRUCT_DEF',
          'INS_EIP712_STRUCT_IMPL',
          'INS_EIP712_FILTERING',
          'INS_ETH_GET_APP_CONFIGURATION',
          'INS_PROVIDE_NFT_INFORMATION',
          'INS_SET_PLUGIN',
          'INS_ETH_PROVIDE_ERC20',
          'INS_ETH_SIGN',
          'INS_SIGN_ETH_MSG',
          'INS_ETH_GET_PUBLIC_KEY',
        ],
      },
    ],
    beforeDispatcher: ['getDeviceInfo'],
  },
};

export default spec;
