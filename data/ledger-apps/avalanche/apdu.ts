/**
 * Avalanche app: commands from ava-labs/ledger-avalanche docs/APDUSPEC.md (the app is developed by
 * the provider in the Ava Labs organisation), checked against the code at the commit in codeCheck:
 * app/src/coin.h (class bytes, INS values, P1 steps of INS_SIGN_HASH), app/src/apdu_handler.c (both
 * dispatchers, paths, chunking, GET_VERSION) and the Rust parser (app/rust/src: path lists, root path).
 * Paths are a count byte followed by big-endian components (Zondax's BIP32Path::read).
 */
import type {ApduSpec, CommandPath, PayloadField} from '@zondax/docs-core/ledger/apdu/schema';
import {getVersion, version12} from '../shared/common';
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
  description: "Root path: count byte 3, then 44'/9000'/account' as big-endian components",
};
const keyAddress: PayloadField[] = [
  {
    id: 'hrp',
    name: 'HRP',
    kind: 'ascii',
    bytes: 'var',
    lengthPrefix: 'u8',
    max: 24,
    optional: true,
    description: 'Human-readable prefix after a length byte (0 to 24); empty means "avax"',
  },
  {
    id: 'chainId',
    name: 'CHAIN_ID',
    kind: 'bytes',
    bytes: 'var',
    lengthPrefix: 'u8',
    optional: true,
    description: 'Chain id after a length byte (0 or 32 bytes); empty means the P-Chain',
  },
  {id: 'path', name: 'PATH', kind: 'path', bytes: 'var', description: 'Count byte, then up to 6 big-endian components'},
];
const eth = ethPath(1, 6);

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
    getVersion(version12, 0x00, {specName: null}),
    {
      id: 'getWalletId',
      name: 'AVX_INS_GET_WALLET_ID',
      specName: 'INS_GET_WALLET_ID',
      ins: 0x01,
      summary: 'Returns a 6-byte identifier of the wallet (the device seed).',
      p1: show,
      p2: {meaning: 'Not used', ignored: true},
      response: [{name: 'WALLET_ID', bytes: 6, description: 'Wallet id'}],
    },
    {
      id: 'getPublicKey',
      name: 'AVX_GET_PUBLIC_KEY',
      specName: 'INS_GET_PUBLIC_KEY',
      ins: 0x02,
      summary: 'Returns the compressed public key, its hash and the address for an HRP, a chain id and a path.',
      p1: show,
      p2: curve,
      payload: keyAddress,
      response: [
        {name: 'PK_LEN', bytes: 1, show: 'uint-be', description: 'Public key length'},
        {name: 'PKEY', bytes: {from: 'PK_LEN'}, description: 'Compressed public key'},
        {name: 'PKEY_HASH', bytes: 20, description: 'RIPEMD160(SHA256(PKEY))'},
        {name: 'ADDR', bytes: 'rest', show: 'ascii', description: 'Address'},
      ],
      notes: [
        'With P2 = 0x01 (Ed25519) app/src/apdu_handler.c reads the path alone (count byte and components) as the whole payload: leave HRP and CHAIN_ID out of such requests.',
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
      payload: keyAddress,
      response: [
        {name: 'PK_LEN', bytes: 1, show: 'uint-be', description: 'Public key length'},
        {name: 'PKEY', bytes: {from: 'PK_LEN'}, description: 'Compressed public key'},
        {name: 'CHAIN_CODE', bytes: 32, description: 'Chain code'},
      ],
    },
    {
      id: 'signHash',
      name: 'AVX_SIGN_HASH',
      specName: 'INS_SIGN_HASH',
      ins: 0x04,
      summary:
        "Signs one 32-byte hash with several keys. The first APDU (P1 0x01) carries the root path and the hash and asks for approval; each following APDU carries the two-component suffix of one key (P1 0x03, the last one 0x02) and is answered with that key's signature.",
      p1: {meaning: 'Step: 0x01 = first (root path and hash), 0x03 = next key, 0x02 = last key'},
      p2: curve,
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
      response: [{name: 'SIG', bytes: 65, description: 'Signature of the key named in this APDU (after the first step)'}],
      notes: [
        'After AVX_SIGN or AVX_SIGN_MSG has been approved, the app keeps the hash: send only the suffix APDUs (P1 0x03 and 0x02) to collect the signatures.',
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
      p2: curve,
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
          optional: true,
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
          example: '0000',
          description: 'Serialized Avalanche transaction',
        },
      ],
      path: root,
      chunking: {layout: 'fields', p1: {first: 0, middle: 1, last: 2}},
      notes: ['Leave CHANGE_PATHS empty to send a count of zero.'],
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
    {...ethGetAddress(eth, 'ethGetPublicKey'), name: 'INS_ETH_GET_PUBLIC_KEY'},
    {...ethSignTransaction(eth, 'ethSign'), name: 'INS_ETH_SIGN'},
    {
      id: 'ethGetAppConfiguration',
      name: 'INS_ETH_GET_APP_CONFIGURATION',
      cla: 0xe0,
      ins: 0x06,
      summary: 'Ethereum app configuration request; the answer (4 bytes) tells wallets which features the C-Chain side supports.',
      p1: {meaning: 'Not used', ignored: true},
      p2: {meaning: 'Not used', ignored: true},
      response: [{name: 'CONFIGURATION', bytes: 4, description: "Flags and version, in the Ethereum app's format"}],
    },
    {...ethSignPersonalMessage(eth, 'ethSignPersonalMessage'), name: 'INS_SIGN_ETH_MSG'},
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
    'The specification lists a 5-byte INS_GET_VERSION answer; avax_dispatch in app/src/apdu_handler.c sends INS 0x00 to the C handler, which writes 12 bytes: TEST, 2-byte big-endian MAJOR, MINOR and PATCH, LOCKED and the 4-byte target id.',
    'The specification gives P1 of INS_SIGN_HASH as 0 = init; app/src/coin.h and the handler use 0x01 for the first step (FIRST_MESSAGE), 0x03 for the next ones and 0x02 for the last.',
    'The specification gives the number of change paths in INS_SIGN as 4 bytes; the Rust parser (parse_path_list) reads one byte.',
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
  },
};

export default spec;
