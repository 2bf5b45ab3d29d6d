/**
 * Filecoin app: commands from Zondax/ledger-filecoin docs/APDUSPEC.md, checked against the code at the
 * commit in codeCheck: app/src/coin.h (class 0x06, coin type 461, INS values), app/src/apdu_handler.c
 * (dispatch, GET_VERSION answer, chunking) and app/src/parser_raw_bytes.c (raw-bytes length). The
 * Ethereum-compatible commands under class 0xE0 come from the ledger-zxlib submodule (evm/).
 */
import type {ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';
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
import {ethGetAddress, ethPath, ethSignPersonalMessage, ethSignTransaction} from '../shared/eth';
import {ledgerRepository} from '../../../src/data/chains';
import {statusWordsFrom} from '../shared/statusWords';
import statusWordsCheck from './statusWords';

const chunkP1 = {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'};
const p2Zero = {meaning: 'Must be 0x00 (the app answers 0x6B00 otherwise)', value: 0};
const unused = {meaning: 'Not used', ignored: true};
const secpSig = [
  {name: 'R', bytes: 32, description: 'secp256k1 signature R'},
  {name: 'S', bytes: 32, description: 'secp256k1 signature S'},
  {name: 'V', bytes: 1, description: 'Recovery id'},
  {name: 'SIG_DER', bytes: 'rest', description: 'The same signature in DER form'},
] as const;
/* "Filecoin Sign Bytes:\n" followed by "hello": the prefix the app requires before raw bytes. */
const rawExample = '46696c65636f696e205369676e2042797465733a0a68656c6c6f';
/*
 * A CBOR message as app/src/parser_impl.c _read takes it: a 10-item array of version 0, to f01 and from f02
 * (ID addresses), nonce 0, value 0, gas limit 10000, gas fee cap 0, gas premium 0, method 0 and empty params.
 */
const txExample = '8a00420001420002004019271040400040';
const eth = ethPath(3, 5);

const spec: ApduSpec = {
  folder: 'filecoin',
  appName: 'Filecoin',
  repo: ledgerRepository('filecoin'),
  sourceFile: 'docs/APDUSPEC.md',
  cla: 0x06,
  otherCla: [{cla: 0xe0, use: "Ethereum-compatible commands for FEVM accounts (path 44'/60')"}],
  coinType: 461,
  defaultPath: "m/44'/461'/0'/0/0",
  path: {encoding: 'u32le', lengthPrefix: false, minComponents: 5, maxComponents: 5},
  chunkSize: 250,
  commands: [
    getDeviceInfo,
    getVersion(version9),
    {
      id: 'getAddrSecp256k1',
      name: 'INS_GET_ADDR_SECP256K1',
      ins: 0x01,
      summary: "Returns the uncompressed public key and the secp256k1 address (f1…, or t1… on a 44'/1' path), as bytes and as text.",
      p1: confirm,
      p2: unused,
      payload: [pathField("Derivation path, five components starting 44'/461' (or 44'/1' for testnet), the third hardened")],
      response: [
        {name: 'PK', bytes: 65, description: 'Uncompressed secp256k1 public key'},
        {name: 'ADDR_B_LEN', bytes: 1, show: 'uint-be', description: 'Length of ADDR_B (21)'},
        {
          name: 'ADDR_B',
          bytes: {from: 'ADDR_B_LEN'},
          description: 'Address as bytes: protocol byte 0x01 and the 20-byte BLAKE2b hash of the public key',
        },
        {name: 'ADDR_S_LEN', bytes: 1, show: 'uint-be', description: 'Length of ADDR_S (41)'},
        {name: 'ADDR_S', bytes: {from: 'ADDR_S_LEN'}, show: 'ascii', description: 'Address as text'},
      ],
    },
    {
      id: 'signSecp256k1',
      name: 'INS_SIGN_SECP256K1',
      ins: 0x02,
      summary:
        'Signs a Filecoin transaction (a CBOR-encoded message, which the app parses and shows before signing): the path first, then the CBOR bytes in chunks.',
      p1: chunkP1,
      p2: p2Zero,
      payload: [pathField(), messageField('CBOR-encoded message', txExample)],
      chunking: initAddLast,
      response: [...secpSig],
    },
    {
      id: 'signRawBytes',
      name: 'INS_SIGN_RAW_BYTES',
      ins: 0x07,
      summary:
        'Signs arbitrary bytes (blind signing must be enabled): the path first, then an LEB128 length and the bytes, which start with the text "Filecoin Sign Bytes:" and a newline.',
      p1: chunkP1,
      p2: p2Zero,
      payload: [
        pathField(),
        {
          id: 'length',
          name: 'LEN',
          kind: 'leb128',
          bytes: 'var',
          lengthOf: 'message',
          placement: 'data',
          description: 'Length of the message, prefix included, as an unsigned LEB128 varint (filled in); at most 16,384',
        },
        messageField('Message: the prefix "Filecoin Sign Bytes:\\n" (hex 46696c…0a) followed by the bytes to sign', rawExample),
      ],
      chunking: initAddLast,
      response: [...secpSig],
      notes: [
        'The first data chunk must hold the length, the whole prefix and at least two more bytes; otherwise the app answers 0x6984 (app/src/parser_raw_bytes.c). The app hashes the bytes as they arrive and signs a BLAKE2b-256 digest of them; the device shows that digest, not the bytes.',
      ],
    },
    {
      id: 'signPersonalMessage',
      name: 'INS_SIGN_PERSONAL_MESSAGE',
      ins: 0x08,
      summary:
        'Signs an FVM personal message (EIP-191 style: the BLAKE2b-256 hash of "\\x19Filecoin Signed Message:\\n", the length in decimal and the message) with a Filecoin key: the path first, then a 4-byte big-endian length and the message in chunks.',
      p1: chunkP1,
      p2: p2Zero,
      payload: [
        pathField(),
        {
          id: 'messageLen',
          name: 'MSG_LEN',
          kind: 'u32be',
          bytes: 4,
          lengthOf: 'message',
          placement: 'data',
          description: 'Message length, 32-bit big-endian (filled in); must equal the bytes sent and be at most 4096',
        },
        messageField('Message bytes', '48656c6c6f'),
      ],
      chunking: initAddLast,
      response: [...secpSig],
      notes: [
        'A message with a byte outside printable ASCII needs blind signing enabled (app/src/fvm_eip191.c); the device then shows it in hex.',
      ],
    },
    ethGetAddress(eth),
    {
      ...ethSignTransaction(eth, 'signEth', {chainId: 314}),
      notes: [
        'The app accepts only the chain ids 314 (mainnet) and 314159 (calibration) when a transaction carries one (app/src/evm/parser_impl_evm_specific.c); a legacy transaction may also leave it out.',
        'Only an ERC-20 transfer is shown field by field; any other transaction, a plain value transfer included, is shown as its hash and needs blind signing enabled (printGenericAppSpecific in the same file).',
      ],
    },
    // Named as the code names it: the same INS_SIGN_PERSONAL_MESSAGE case serves both classes (app/src/apdu_handler.c).
    ethSignPersonalMessage(eth),
  ],
  ...statusWordsFrom(statusWordsCheck),
  corrections: [
    version9Correction,
    'The specification describes the data of `INS_SIGN_RAW_BYTES` as a 4-byte size followed by the data; `app/src/parser_raw_bytes.c` reads an unsigned LEB128 length and requires the message to start with "Filecoin Sign Bytes:\\n", which this page follows.',
    'The specification gives the FVM personal message (class 0x06) a V, R, S answer; the app signs it with the same code as raw bytes and answers R, S, V and the DER signature.',
    'For the Ethereum commands the specification shows paths without a count byte, P1 0/1/2 and a first APDU holding only the path for `INS_SIGN_ETH`, and 65-byte signatures; ledger-zxlib `evm/apdu_handler_evm.c` reads a count byte first, takes P1 0x00 then 0x80 on one stream whose first APDU also carries the start of the transaction, and `evm/crypto_evm.c` answers V, R, S followed by the DER signature.',
    deviceInfoCorrection('7fbd5d3'),
  ],
  codeCheck: {
    commit: '715736cfe80357ef646d4ce8c95736373cb7cdcb',
    files: [
      'app/src/coin.h',
      'app/src/apdu_handler.c',
      'app/src/fvm_eip191.c',
      'app/src/parser_raw_bytes.c',
      'deps/ledger-zxlib (7fbd5d3) evm/coin_evm.h and evm/apdu_handler_evm.c',
    ],
    versionAnswer: {bytes: 9, file: 'app/src/apdu_handler.c'},
    defines: [
      {
        path: 'app/src/coin.h',
        defines: {CLA: 0x06, INS_GET_VERSION: 0x00, INS_GET_ADDR_SECP256K1: 0x01, INS_SIGN_SECP256K1: 0x02, INS_SIGN_RAW_BYTES: 0x07},
      },
      {
        repo: 'Zondax/ledger-zxlib',
        commit: '7fbd5d3a533514cd61b07aec25fb103dfb2f5843',
        path: 'evm/coin_evm.h',
        defines: {CLA_ETH: 0xe0, INS_SIGN_ETH: 0x04, INS_GET_ADDR_ETH: 0x02, INS_SIGN_PERSONAL_MESSAGE: 0x08},
      },
    ],
    // INS_GET_ADDR_ETH is tested by an if before the switch (it shares 0x02 with INS_SIGN_SECP256K1); INS_SIGN_ETH answers class 0xE0 only.
    dispatchers: [
      {
        path: 'app/src/apdu_handler.c',
        classes: ['CLA', 'CLA_ETH'],
        cases: [
          'INS_GET_ADDR_ETH',
          'INS_GET_VERSION',
          'INS_GET_ADDR_SECP256K1',
          'INS_SIGN_SECP256K1',
          'INS_SIGN_RAW_BYTES',
          'INS_SIGN_ETH',
          'INS_SIGN_PERSONAL_MESSAGE',
        ],
      },
    ],
    beforeDispatcher: ['getDeviceInfo'],
  },
};

export default spec;
