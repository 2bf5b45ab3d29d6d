/**
 * Oasis app: facts from Zondax/ledger-oasis docs/APDUSPEC.md, checked against the code at the commit
 * in codeCheck: app/src/consumer/coin_consumer.h (class 0x05 and 0xE0, coin type 474), app/src/coin.h
 * (INS values), app/src/apdu_handler.c (dispatch, chunking, paths, GET_VERSION), app/src/crypto.c (the
 * address and signature answers) and app/src/parser_impl_eth.c (the EVM chain ids).
 */
import type {ApduCommand, ApduSpec, PayloadField} from '@zondax/docs-core/ledger/apdu/schema';
import {deviceInfoCorrection, getDeviceInfo, getVersion, initAddLast, pathField, version9, version9Correction} from '../shared/common';
import {ethGetAddress, ethPath, ethSignTransaction} from '../shared/eth';
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
const ignored = {meaning: 'Not used', ignored: true};
const chunkP1 = {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'};
const p2Zero = {meaning: 'Must be 0x00 (the app answers 0x6B00 otherwise)', value: 0};
const eth = ethPath(1, 10);
/** The Ethereum transaction command, with a Sapphire (23294) legacy transfer as example: chain id 1 is refused. */
const ethSign = ethSignTransaction(eth, 'signEth', {chainId: 23294});
/** app/src/apdu_handler.c extractHDPath: 12 or 20 bytes (3 or 5 components), no count byte. */
const pathRules = {encoding: 'u32le', lengthPrefix: false, minComponents: 3, maxComponents: 5} as const;
/** The secp256k1 commands of class 0x05 take the same path rules; Ethereum-compatible accounts use 44'/60'. */
const secpPath = {rules: pathRules, defaultPath: "m/44'/60'/0'/0/0", coinType: 60};
const secpPathField = pathField(
  "Derivation path, 44'/60' for Ethereum-compatible accounts (the app takes 44'/474', 44'/60' or 44'/354' here); the key is always derived from five components, missing ones as 0",
);
/** The dispatcher sends INS_SIGN_ED25519 and INS_SIGN_RT_ED25519 to the same handler (handleSignEd25519). */
const sameHandler =
  'INS_SIGN_ED25519 (0x02) and INS_SIGN_RT_ED25519 (0x05) reach the same handler in app/src/apdu_handler.c; the parser (app/src/consumer/parser_impl_con.c _readContext) takes the data as runtime metadata when it starts with a CBOR map, else as a length-prefixed signature context.';
const rsv = [
  {name: 'R', bytes: 32, description: 'secp256k1 signature R'},
  {name: 'S', bytes: 32, description: 'secp256k1 signature S'},
  {name: 'V', bytes: 1, description: 'Recovery id'},
] as const;

/**
 * tests_zemu/tests/adr0014.test.ts, the three 'consensus - withdraw' tests (ed25519, sr25519, secp256k1): the same
 * metadata (158 bytes) and transaction (170 bytes), given there in base64.
 */
const withdrawMeta =
  'a26a72756e74696d655f69647840303030303030303030303030303030303030303030303030303030303030303030303030303030303030303030303030653265616139396663303038663837666d636861696e5f636f6e74657874784062623364373438646566353562646662373937613261633533656536656531343165353463643261623264633233373566346130373033613137386536653535';
const withdrawTx =
  'a3617601626169a262736981a2656e6f6e6365006c616464726573735f73706563a1697369676e6174757265a16765643235353139582035c3f3356dd85364feba0354b545ada109d1bdb38bf5d6126817db8c72cfd69163666565a266616d6f756e7482404072636f6e73656e7375735f6d65737361676573016463616c6ca264626f6479a166616d6f756e74824040666d6574686f6472636f6e73656e7375732e5769746864726177';
const runtimeExampleNote = (scheme: string) =>
  `The META and MESSAGE examples come from the zemu test 'sign ${scheme} consensus - withdraw' (tests_zemu/tests/adr0014.test.ts), which expects 0x9000: metadata for the Emerald ParaTime (EMERALD_MAIN_RUNID) with the mainnet chain context (MAINNET_GENESIS_HASH, app/src/coin.h), then a consensus.Withdraw transaction.`;

/** The specification drops the INS_ prefix the code's names carry (app/src/coin.h). */
const specName = (name: string) => name.replace(/^INS_/, '');

function getAddr(id: string, name: string, ins: number, what: string, pk: number, addr: string): ApduCommand {
  return {
    id,
    name,
    specName: specName(name),
    ins,
    summary: `Returns the ${what} public key and address for a path.`,
    p1: show,
    p2: ignored,
    payload: [pathField()],
    response: [
      {name: 'PK', bytes: pk, description: 'Public key'},
      {name: 'ADDR', bytes: 'rest', show: 'ascii', description: addr},
    ],
  };
}

function signRuntime(
  id: string,
  name: string,
  ins: number,
  what: string,
  scheme: string,
  response: ApduCommand['response'],
  {path = pathField(), notes = []}: {path?: PayloadField; notes?: string[]} = {},
): ApduCommand {
  return {
    id,
    name,
    specName: specName(name),
    ins,
    summary: `Signs a ParaTime (runtime) transaction with ${what}: the path first, then CBOR metadata (runtime id, chain context, optional Ethereum destination) followed by the CBOR transaction, in chunks.`,
    p1: chunkP1,
    p2: p2Zero,
    payload: [
      path,
      {
        id: 'meta',
        name: 'META',
        kind: 'bytes',
        bytes: 'var',
        placement: 'data',
        description:
          'CBOR map with text-string values: runtime_id and chain_context in hex, optionally orig_to (an Ethereum address as 40 hex characters, with or without 0x)',
        example: withdrawMeta,
      },
      {
        id: 'message',
        name: 'MESSAGE',
        kind: 'message',
        bytes: 'var',
        placement: 'data',
        description: 'CBOR transaction',
        example: withdrawTx,
      },
    ],
    chunking: initAddLast,
    response,
    notes: [runtimeExampleNote(scheme), ...notes],
  };
}

const spec: ApduSpec = {
  folder: 'oasis',
  appName: 'Oasis',
  repo: ledgerRepository('oasis'),
  sourceFile: 'docs/APDUSPEC.md',
  cla: 0x05,
  otherCla: [{cla: 0xe0, use: "Ethereum-compatible address and transaction signing for Sapphire and Emerald accounts (path 44'/60')"}],
  coinType: 474,
  defaultPath: "m/44'/474'/0'/0'/0'",
  path: pathRules,
  chunkSize: 250,
  commands: [
    getDeviceInfo,
    getVersion(version9),
    getAddr('getAddrEd25519', 'INS_GET_ADDR_ED25519', 0x01, 'Ed25519', 32, 'Bech32 address (oasis1…)'),
    {
      id: 'signEd25519',
      name: 'INS_SIGN_ED25519',
      specName: 'SIGN_ED25519',
      ins: 0x02,
      summary:
        'Signs a consensus transaction: the path first, then a length-prefixed signature context and the CBOR transaction, in chunks.',
      p1: chunkP1,
      p2: p2Zero,
      payload: [
        pathField(),
        {
          id: 'context',
          name: 'CONTEXT',
          kind: 'ascii',
          bytes: 'var',
          lengthPrefix: 'u8',
          placement: 'data',
          description: 'Signature context after a one-byte length (CtxLen)',
          example: 'oasis-core/consensus: tx for chain bb3d748def55bdfb797a2ac53ee6ee141e54cd2ab2dc2375f4a0703a178e6e55',
        },
        {
          id: 'message',
          name: 'MESSAGE',
          kind: 'message',
          bytes: 'var',
          placement: 'data',
          description: 'CBOR transaction (the example: a staking.Transfer of 1 ROSE, nonce 0, zero fee)',
          example:
            'a463666565a2636761730066616d6f756e744064626f6479a262746f5500111111111111111111111111111111111111111166616d6f756e74443b9aca00656e6f6e636500666d6574686f64707374616b696e672e5472616e73666572',
        },
      ],
      chunking: initAddLast,
      response: [{name: 'SIG', bytes: 64, description: 'Ed25519 signature'}],
      notes: [
        "The consensus context is the prefix 'oasis-core/consensus: tx for chain ' followed by the chain context (the example uses the mainnet one from app/src/coin.h); the prefix alone is refused.",
        sameHandler,
      ],
    },
    getAddr('getAddrSr25519', 'INS_GET_ADDR_SR25519', 0x03, 'Sr25519', 32, 'Bech32 address (oasis1…)'),
    {
      ...getAddr('getAddrSecp256k1', 'INS_GET_ADDR_SECP256K1', 0x04, "secp256k1 (Ethereum-compatible, path 44'/60')", 33, 'Hex address'),
      payload: [secpPathField],
      path: secpPath,
      response: [
        {name: 'PK', bytes: 33, description: 'Compressed secp256k1 public key'},
        {name: 'ADDR', bytes: 'rest', show: 'ascii', description: 'Ethereum address as 40 lower-case hex characters, without 0x'},
      ],
    },
    signRuntime(
      'signRtEd25519',
      'INS_SIGN_RT_ED25519',
      0x05,
      'an Ed25519 key',
      'ed25519',
      [{name: 'SIG', bytes: 64, description: 'Ed25519 signature'}],
      {
        notes: [sameHandler],
      },
    ),
    signRuntime('signRtSr25519', 'INS_SIGN_RT_SR25519', 0x06, 'an Sr25519 key', 'sr25519', [
      {name: 'SIG', bytes: 64, description: 'Sr25519 signature'},
    ]),
    {
      ...signRuntime('signRtSecp256k1', 'INS_SIGN_RT_SECP256K1', 0x07, "a secp256k1 key (path 44'/60')", 'secp256k1', [...rsv], {
        path: secpPathField,
      }),
      path: secpPath,
    },
    {
      ...ethGetAddress(eth),
      p2: {
        meaning: 'Chain code flag: 0 or 1, other values answer 0x6B00; the app never adds a chain code to the answer',
        options: [
          {value: 0, label: 'No chain code'},
          {value: 1, label: 'With chain code (not returned)'},
        ],
      },
      // app/src/crypto.c crypto_fillEthAddress: the answer is 65-byte key and 40-character address, each after a length byte (107 bytes).
      response: [
        {name: 'PK_LEN', bytes: 1, show: 'uint-be', description: 'Public key length (65)'},
        {name: 'PK', bytes: {from: 'PK_LEN'}, description: 'Uncompressed secp256k1 public key'},
        {name: 'ADDR_LEN', bytes: 1, show: 'uint-be', description: 'Address length (40)'},
        {name: 'ADDR', bytes: {from: 'ADDR_LEN'}, show: 'ascii', description: 'Address as lower-case hex text, without 0x'},
      ],
      notes: [
        // app/src/apdu_handler.c handleApdu: with P1 != 0 handleGetEthAddr returns without a THROW and the switch then
        // runs the INS_SIGN_ED25519 case (also 0x02), whose failure writes its status word over the answer's first two bytes.
        'With P1 = 1 the answer sent after approval is damaged: the dispatcher goes on into the INS_SIGN_ED25519 case (the same byte, 0x02), which fails (0x6987 with P2 = 0, 0x6B00 with P2 = 1) and writes that status word over the first two bytes, where PK_LEN and the first key byte belong. The rest is intact: read it at fixed offsets, or ask with P1 = 0.',
        'The key is derived from the first five path components whatever the count byte says (app/src/crypto.c crypto_extractPublicKeySecp256k1 uses HDPATH_LEN_DEFAULT), while the Ethereum signing command derives from all the components sent; with fewer than five, the missing ones are whatever the previous command left. Use five-component paths.',
      ],
    },
    {
      ...ethSign,
      // The code has no name of its own for this command: 0x04 under CLA_ETH reaches the INS_GET_ADDR_SECP256K1 case.
      name: 'INS_GET_ADDR_SECP256K1',
      // app/src/crypto.c crypto_sign_eth: V moved in front of R and S, the DER signature left after them.
      response: ethSign.response!.map((f) =>
        f.name === 'V'
          ? {
              ...f,
              description: 'Parity for typed transactions, 27 + parity without a chain id, else the low byte of 35 + parity + 2 × chain id',
            }
          : f,
      ),
      notes: [
        'A transaction that carries a chain id must use one of the Oasis EVM chain ids 23294, 23295, 42261, 42262 or 26863 (app/src/parser_impl_eth.c readChainID); a legacy transaction without a chain id is accepted. The example is a legacy transfer with chain id 23294 (Sapphire).',
        'The device shows a blind-signing warning and the Keccak-256 hash of the transaction, not its fields (app/src/parser_impl_eth.c _getItemEth).',
        "The app has no separate name for this command. With class 0xE0, byte 0x04 reaches the same INS_GET_ADDR_SECP256K1 case of the dispatcher (app/src/apdu_handler.c) as the secp256k1 address request, and that case hands it to the Ethereum signing handler. The provider's shared EVM code in ledger-zxlib (evm/coin_evm.h), which other apps use, calls the same byte INS_SIGN_ETH; Oasis's own code does not use that name.",
      ],
    },
  ],
  ...statusWordsFrom(statusWordsCheck),
  corrections: [
    version9Correction,
    "Paths have three components (ADR 0008: 44'/474'/account', the third hardened) or five; `app/src/apdu_handler.c` tells them apart by the payload length and rejects other lengths.",
    'The specification gives `SIGN_RT_SECP256K1` a 64-byte signature; `app/src/crypto.c` `crypto_signSecp256k1` answers 65 bytes, R, S and the recovery id V.',
    'Under class 0xE0 the app answers INS 0x02 (Ethereum address) and INS 0x04 (Ethereum transaction), with big-endian paths and P1 0x00/0x80 (`app/src/apdu_handler.c`); the specification does not list them.',
    "The specification says the first three path components are hardened automatically; the app hardens nothing: `extractHDPath` (`app/src/apdu_handler.c`) requires the first two to be sent as 44' and 474', 60' or 354' and, in a three-component path, the third to be hardened (0x6984 otherwise).",
    'The specification marks P2 of the signing commands as not used; `process_chunk` (`app/src/apdu_handler.c`) answers 0x6B00 unless it is 0.',
    'The specification gives `runtime_id` and `chain_context` as 32-byte values and `orig_to` as a 20-byte address; the parser (`app/src/consumer/parser_impl_con.c` `_readRuntimeMeta`) reads all three as CBOR text strings: `runtime_id` and `chain_context` in hex, `orig_to` as 40 hex characters with or without 0x.',
    deviceInfoCorrection('2e05d44'),
  ],
  codeCheck: {
    commit: '3761a1f1d28134cef88f5ef4b6b17617dd6d0fde',
    files: ['app/src/consumer/coin_consumer.h', 'app/src/coin.h', 'app/src/apdu_handler.c'],
    versionAnswer: {bytes: 9, file: 'app/src/apdu_handler.c'},
    defines: [
      {path: 'app/src/consumer/coin_consumer.h', defines: {CLA: 0x05, CLA_ETH: 0xe0}},
      {
        path: 'app/src/coin.h',
        defines: {
          INS_GET_ADDR_ED25519: 0x01,
          INS_SIGN_ED25519: 0x02,
          INS_GET_ADDR_SR25519: 0x03,
          INS_GET_ADDR_SECP256K1: 0x04,
          INS_SIGN_RT_ED25519: 0x05,
          INS_SIGN_RT_SR25519: 0x06,
          INS_SIGN_RT_SECP256K1: 0x07,
          INS_GET_ADDR_ETH: 0x02,
        },
      },
      {
        repo: 'Zondax/ledger-zxlib',
        commit: '2e05d44a19bf8efcdd1ab4bdbe67238fe17e8fb4',
        path: 'app/common/app_main.h',
        defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02, INS_TEST: 0xff},
      },
    ],
    // INS_GET_ADDR_ETH is tested by an if before the switch; the INS_GET_ADDR_SECP256K1 case signs an Ethereum transaction when the class is CLA_ETH.
    dispatchers: [
      {
        path: 'app/src/apdu_handler.c',
        classes: ['CLA', 'CLA_ETH'],
        cases: [
          'INS_GET_ADDR_ETH',
          'INS_GET_VERSION',
          'INS_GET_ADDR_ED25519',
          'INS_SIGN_ED25519',
          'INS_SIGN_RT_ED25519',
          'INS_GET_ADDR_SECP256K1',
          'INS_SIGN_RT_SECP256K1',
          'INS_GET_ADDR_SR25519',
          'INS_SIGN_RT_SR25519',
        ],
      },
    ],
    beforeDispatcher: ['getDeviceInfo'],
  },
};

export default spec;
