/**
 * Ethereum-compatible commands (class 0xE0) that some of the provider's apps answer next to their own
 * set, in the Ethereum app's wire format: a count byte and big-endian path components, one byte stream
 * cut into chunks with P1 0x00 on the first APDU and 0x80 on the others (P1_ETH_FIRST / P1_ETH_MORE).
 * Checked in ledger-zxlib evm/apdu_handler_evm.c, evm/crypto_evm.c, evm/parser_impl_evm.c and
 * evm/evm_eip191.c (Filecoin, zxlib 7fbd5d3), in app/src/apdu_handler.c, app/src/crypto.c and
 * app/src/parser_impl_eth.c of the Oasis app, and in the Avalanche app (app/src/apdu_handler.c, whose
 * Ethereum handlers hand the payload to the Rust code in app/rust/src/handlers/eth/). The C handlers check
 * that the path starts 44'/60' (0x6984 otherwise), refuse a P2 other than 0 on the signing commands (0x6B00)
 * and answer V, R, S followed by the DER signature; Avalanche's Rust code does none of the three (see
 * EthVariant). The number of path components each app takes is the app's ethPath call.
 */
import type {ApduCommand, CommandPath, PayloadField, ResponseField} from '@zondax/docs-core/ledger/apdu/schema';
import {confirm} from './common';

/** Where an app departs from the C handlers described above. */
export interface EthVariant {
  /** False where the app takes any path (Avalanche: parse_bip32_eth checks no prefix). */
  checksPrefix?: boolean;
  /** False where the signing commands never read P2 (Avalanche). */
  readsP2?: boolean;
  /** False where the signature is V, R and S only, without the DER copy (Avalanche). */
  der?: boolean;
  /** Chain id of the example transaction: one the app accepts. Without it the form starts empty. */
  chainId?: number;
}

export function ethPath(minComponents: number, maxComponents: number): CommandPath {
  return {rules: {encoding: 'u32be', lengthPrefix: true, minComponents, maxComponents}, defaultPath: "m/44'/60'/0'/0/0", coinType: 60};
}

function pathField(checksPrefix: boolean): PayloadField {
  return {
    id: 'path',
    name: 'PATH',
    kind: 'path',
    bytes: 'var',
    description: checksPrefix
      ? "Count byte, then big-endian components; the path must start 44'/60' (0x6984 otherwise)"
      : 'Count byte, then big-endian components; the app does not check the prefix',
  };
}
const ethChunking = {
  layout: 'fields+data',
  p1: {first: 0x00, middle: 0x80, last: 0x80, single: 0x00},
} as const satisfies ApduCommand['chunking'];
const p1Stream = {meaning: 'Chunk position: 0x00 first APDU, 0x80 every later one'};
const p2 = (readsP2: boolean) => (readsP2 ? {meaning: 'Must be 0x00 (0x6B00 otherwise)', value: 0} : {meaning: 'Not read', ignored: true});
/**
 * V of a transaction signature in all three apps. A legacy transaction without a chain id: Oasis gives 27 + parity,
 * Filecoin 35 + parity, and Avalanche refuses it (parser/coreth/native/legacy.rs) unless the transaction is over 16,384
 * bytes and streamed blind (handlers/eth/signing.rs), where it gives 27 + parity.
 */
const txV = 'Parity (0 or 1) for typed transactions; for a legacy transaction with a chain id, the low byte of 35 + parity + 2 × chain id';
/** V of a personal-message signature: 27 + parity (zxlib evm/parser_impl_evm.c _computeV, Avalanche personal_msg.rs). */
const msgV = '27 + parity';
function signature(der: boolean, v: string): ResponseField[] {
  return [
    {name: 'V', bytes: 1, description: v},
    {name: 'R', bytes: 32, description: 'Signature R'},
    {name: 'S', bytes: 32, description: 'Signature S'},
    ...(der ? [{name: 'SIG_DER', bytes: 'rest', description: 'The same signature in DER form'} as const] : []),
  ];
}

/** RLP byte string of a non-negative integer (big-endian, no leading zeros). */
function rlpUint(value: number): string {
  if (value === 0) return '80';
  if (value < 0x80) return value.toString(16).padStart(2, '0');
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  return (0x80 + hex.length / 2).toString(16) + hex;
}

/**
 * An unsigned EIP-155 legacy transfer, RLP-encoded: nonce 0, gas price 20 gwei, gas 21000, to the zero
 * address, value 0, no data, then the chain id and two empty fields.
 */
export function eip155Transfer(chainId: number): string {
  const body = `80${'8504a817c800'}${'825208'}94${'00'.repeat(20)}8080${rlpUint(chainId)}8080`;
  return (0xc0 + body.length / 2).toString(16) + body;
}

export function ethGetAddress(path: CommandPath, id = 'getAddrEth', {checksPrefix = true}: EthVariant = {}): ApduCommand {
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
    payload: [pathField(checksPrefix)],
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

export function ethSignTransaction(
  path: CommandPath,
  id = 'signEth',
  {checksPrefix = true, readsP2 = true, der = true, chainId}: EthVariant = {},
): ApduCommand {
  return {
    id,
    name: 'INS_SIGN_ETH',
    cla: 0xe0,
    ins: 0x04,
    summary:
      'Signs an RLP-encoded Ethereum transaction (legacy, EIP-2930 or EIP-1559). Path and transaction form one stream: the first APDU holds the path and the start of the transaction, whose RLP header gives the app the length; the app stops reading when it has the whole transaction.',
    p1: p1Stream,
    p2: p2(readsP2),
    payload: [
      pathField(checksPrefix),
      {
        id: 'message',
        name: 'RLP_TX',
        kind: 'message',
        bytes: 'var',
        placement: 'data',
        description:
          chainId === undefined
            ? 'RLP-encoded unsigned transaction'
            : `RLP-encoded unsigned transaction; the example is a zero-value legacy transfer with chain id ${chainId}`,
        ...(chainId === undefined ? {} : {example: eip155Transfer(chainId)}),
      },
    ],
    path,
    chunking: ethChunking,
    response: signature(der, txV),
  };
}

export function ethSignPersonalMessage(
  path: CommandPath,
  id = 'signPersonalMessageEth',
  {checksPrefix = true, readsP2 = true, der = true}: EthVariant = {},
): ApduCommand {
  return {
    id,
    name: 'INS_SIGN_PERSONAL_MESSAGE',
    cla: 0xe0,
    ins: 0x08,
    summary:
      'Signs an EIP-191 personal message with an Ethereum key (the app hashes "\\x19Ethereum Signed Message:\\n", the length in decimal and the message): the path, a 4-byte big-endian message length and the message form one stream cut into chunks; the first APDU must hold the path and the length.',
    p1: p1Stream,
    p2: p2(readsP2),
    payload: [
      pathField(checksPrefix),
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
    response: signature(der, msgV),
  };
}
