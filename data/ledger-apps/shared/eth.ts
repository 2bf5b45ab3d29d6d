/**
 * Ethereum-compatible commands (class 0xE0) that some of the provider's apps answer next to their own
 * set, in the Ethereum app's wire format: a count byte and big-endian path components starting
 * 44'/60', one byte stream cut into chunks with P1 0x00 on the first APDU and 0x80 on the others
 * (P1_ETH_FIRST / P1_ETH_MORE). Checked in ledger-zxlib evm/apdu_handler_evm.c (Filecoin) and in
 * app/src/apdu_handler.c of the Oasis app.
 */
import type {ApduCommand, CommandPath} from '@zondax/docs-core/ledger/apdu/schema';
import {confirm} from './common';

export function ethPath(minComponents: number, maxComponents: number): CommandPath {
  return {rules: {encoding: 'u32be', lengthPrefix: true, minComponents, maxComponents}, defaultPath: "m/44'/60'/0'/0/0", coinType: 60};
}

const pathField = {
  id: 'path',
  name: 'PATH',
  kind: 'path',
  bytes: 'var',
  description: "Count byte, then big-endian components; the app checks 44'/60'",
} as const;
const ethChunking = {
  layout: 'fields+data',
  p1: {first: 0x00, middle: 0x80, last: 0x80, single: 0x00},
} as const satisfies ApduCommand['chunking'];
const p1Stream = {meaning: 'Chunk position: 0x00 first APDU, 0x80 every later one'};
const p2Zero = {meaning: 'Must be 0x00', value: 0};
const vrs = [
  {name: 'V', bytes: 1, description: 'Recovery id'},
  {name: 'R', bytes: 32, description: 'Signature R'},
  {name: 'S', bytes: 32, description: 'Signature S'},
] as const;

export function ethGetAddress(path: CommandPath, id = 'getAddrEth'): ApduCommand {
  return {
    id,
    name: 'INS_GET_ADDR_ETH',
    cla: 0xe0,
    ins: 0x02,
    summary:
      'Returns the public key and the Ethereum address (as hex text) of an Ethereum path, optionally after showing it on the device.',
    p1: confirm,
    p2: {
      meaning: 'Return the chain code',
      options: [
        {value: 0, label: 'No chain code'},
        {value: 1, label: 'With chain code'},
      ],
    },
    payload: [pathField],
    path,
    response: [
      {name: 'PK_LEN', bytes: 1, show: 'uint-be', description: 'Public key length'},
      {name: 'PK', bytes: {from: 'PK_LEN'}, description: 'Uncompressed secp256k1 public key'},
      {name: 'ADDR_LEN', bytes: 1, show: 'uint-be', description: 'Address length'},
      {name: 'ADDR', bytes: {from: 'ADDR_LEN'}, show: 'ascii', description: 'Address as hex text, without 0x'},
      {name: 'CHAIN_CODE', bytes: 'rest', description: 'Chain code (32 bytes) when P2 = 0x01, otherwise empty'},
    ],
  };
}

export function ethSignTransaction(path: CommandPath, id = 'signEth'): ApduCommand {
  return {
    id,
    name: 'INS_SIGN_ETH',
    cla: 0xe0,
    ins: 0x04,
    summary:
      'Signs an RLP-encoded Ethereum transaction. Path and transaction form one stream: the first APDU starts with the path, the app reads the RLP length from the first bytes and stops when it has them all.',
    p1: p1Stream,
    p2: p2Zero,
    payload: [
      pathField,
      {
        id: 'message',
        name: 'RLP_TX',
        kind: 'message',
        bytes: 'var',
        placement: 'data',
        description: 'RLP-encoded unsigned transaction',
        example: 'e4808504a817c8008252089400000000000000000000000000000000000000008080018080',
      },
    ],
    path,
    chunking: ethChunking,
    response: [...vrs],
  };
}

export function ethSignPersonalMessage(path: CommandPath, id = 'signPersonalMessageEth'): ApduCommand {
  return {
    id,
    name: 'INS_SIGN_PERSONAL_MESSAGE',
    cla: 0xe0,
    ins: 0x08,
    summary:
      'Signs an EIP-191 personal message with an Ethereum key: the path, a 4-byte big-endian message length and the message form one stream cut into chunks.',
    p1: p1Stream,
    p2: p2Zero,
    payload: [
      pathField,
      {
        id: 'messageLen',
        name: 'MSG_LEN',
        kind: 'u32be',
        bytes: 4,
        lengthOf: 'message',
        placement: 'data',
        description: 'Message length, 32-bit big-endian (filled in)',
      },
      {
        id: 'message',
        name: 'MESSAGE',
        kind: 'message',
        bytes: 'var',
        placement: 'data',
        description: 'Message bytes',
        example: '48656c6c6f',
      },
    ],
    path,
    chunking: ethChunking,
    response: [...vrs],
  };
}
