/**
 * Zcash app: facts from Zondax/ledger-zcash docs/APDUSPEC.md, checked against the code at the commit
 * in codeCheck: app/src/coin.h (class 0x85, coin type 133, INS values), app/src/apdu_handler.c
 * (dispatch) and app/src/handlers/handler_version.h (GET_VERSION). Sapling key commands take a
 * ZIP32 account, not a BIP44 path.
 */
import type {ApduCommand, ApduSpec, PayloadField} from '@zondax/docs-core/ledger/apdu/schema';
import {getDeviceInfo, getVersion, pathField, version9} from '../shared/common';
import {ledgerRepository} from '../../../src/data/chains';
import {statusWordsFrom} from '../shared/statusWords';
import statusWordsCheck from './statusWords';

const ignored = {meaning: 'Not used', ignored: true};
const show = {
  meaning: 'Show on the device',
  options: [
    {value: 0, label: 'No'},
    {value: 1, label: 'Yes'},
  ],
};
/**
 * Viewing-key requests: app/src/handlers/handler_keys.h does not read P1; it asks on the device until one such
 * request has been approved in this session (keys_permission_granted, app/src/common/actions.h), and always in
 * expert mode. The specification asks for P1 = 1.
 */
const viewingKeyApproval = {
  meaning:
    'Not read: the device asks for approval until one viewing-key request has been approved since the app started, and every time in expert mode',
  ignored: true,
};
/** handlers/handler_path.h extractHDPathSapling: a little-endian u32 that must have the hardened bit, else 0x6984. */
const account: PayloadField = {
  id: 'account',
  name: 'ZIP32_ACCOUNT',
  kind: 'u32le',
  bytes: 4,
  min: 0x80000000,
  example: '0x80000000',
  description: 'ZIP32 account, 32-bit little-endian, with the hardened bit set (0x80000000 + n); an account without it answers 0x6984',
};
/** crypto.c crypto_fillAddress_with_diversifier_sapling refuses an invalid diversifier (0x6984); this one is valid. */
const div: PayloadField = {
  id: 'div',
  name: 'DIV',
  kind: 'bytes',
  bytes: 11,
  length: 11,
  example: '71635f26c1b4a2332abeb7',
  description: 'Diversifier (11 bytes); one that is not a valid Sapling diversifier answers 0x6984',
};
const startIndex: PayloadField = {
  id: 'div',
  name: 'DIV',
  kind: 'bytes',
  bytes: 11,
  length: 11,
  example: '00'.repeat(11),
  description: 'Starting index (11 bytes); see the note: this build does not use it',
};
/**
 * A minimal init message that crypto_extracttx_sapling accepts: one transparent input of 20000 zatoshi at
 * 44'/133'/0'/0/0 and one transparent output of 10000, so that the difference is the ZIP-317 fee of 10000.
 */
const p2pkhScript = '1976a914' + '00'.repeat(20) + '88ac';
const tIn = '2c000080' + '85000080' + '00000080' + '00000000' + '00000000' + p2pkhScript + '204e000000000000';
const tOut = p2pkhScript + '1027000000000000';
const initExample = '01010000' + tIn + tOut;
const txVersion = {
  meaning: 'Transaction version',
  options: [
    {value: 4, label: 'Sapling (v4)'},
    {value: 5, label: 'NU5 (v5)'},
  ],
};

function emptyCommand(id: string, name: string, ins: number, summary: string, response: ApduCommand['response']): ApduCommand {
  return {id, name, ins, summary, p1: ignored, p2: ignored, response};
}

const spec: ApduSpec = {
  folder: 'zcash',
  appName: 'Zcash',
  repo: ledgerRepository('zcash'),
  sourceFile: 'docs/APDUSPEC.md',
  cla: 0x85,
  coinType: 133,
  defaultPath: "m/44'/133'/0'/0/0",
  path: {encoding: 'u32le', lengthPrefix: false, minComponents: 5, maxComponents: 5},
  chunkSize: 250,
  commands: [
    getDeviceInfo,
    getVersion(version9, 0x00, {specName: null}),
    {
      id: 'getAddrSecp256k1',
      name: 'INS_GET_ADDR_SECP256K1',
      ins: 0x01,
      summary: 'Returns the compressed public key and the transparent (t-) address for a BIP44 path.',
      p1: show,
      p2: ignored,
      payload: [
        pathField(
          "Five components, each 4 bytes little-endian, no count byte; the path must start 44'/133' (or 44'/1' for testnet), else 0x6984",
        ),
      ],
      response: [
        {name: 'PK', bytes: 33, description: 'Compressed public key'},
        {name: 'ADDR', bytes: 'rest', show: 'ascii', description: 'Transparent address'},
      ],
    },
    {
      id: 'getAddrSapling',
      name: 'INS_GET_ADDR_SAPLING',
      ins: 0x11,
      summary: 'Returns the shielded (z-) address of a ZIP32 account with its default diversifier.',
      p1: show,
      p2: ignored,
      payload: [account],
      response: [
        {name: 'ADDR_RAW', bytes: 43, description: 'Raw address: diversifier (11) and diversified key (32)'},
        {name: 'ADDR_BECH32', bytes: 'rest', show: 'ascii', description: 'Bech32 address'},
      ],
    },
    {
      id: 'getAddrSaplingDiv',
      name: 'INS_GET_ADDR_SAPLING_DIV',
      ins: 0x10,
      summary: 'Returns the shielded address of a ZIP32 account for a given diversifier.',
      p1: show,
      p2: ignored,
      payload: [account, div],
      response: [
        {name: 'ADDR_RAW', bytes: 43, description: 'Diversifier (11) and diversified key (32)'},
        {name: 'ADDR_BECH32', bytes: 'rest', show: 'ascii', description: 'Bech32 address'},
      ],
    },
    {
      id: 'getDivList',
      name: 'INS_GET_DIV_LIST',
      ins: 0x09,
      summary: 'Returns the valid diversifiers among the 20 indexes from a starting index; invalid ones come back as zero bytes.',
      p1: ignored,
      p2: ignored,
      payload: [account, startIndex],
      response: [{name: 'DIV_LIST_RAW', bytes: 220, description: '20 diversifiers of 11 bytes'}],
      notes: [
        "The payload must be exactly 15 bytes (else 0x6986), but at this commit handleGetDiversifierList reads only the account (extractHDPathSapling): the list starts from the 11 bytes that earlier commands left in the app's shared path state (hdPath in app/src/coin.h: INS_GET_ADDR_SAPLING_DIV writes its diversifier there and INS_GET_ADDR_SECP256K1 overwrites the first 8; all zero after start-up), not from the index sent.",
      ],
    },
    {
      id: 'getIvk',
      name: 'INS_GET_IVK',
      ins: 0xf0,
      summary: 'Returns the incoming viewing key and the default diversifier; the device may ask for approval first (see P1).',
      p1: viewingKeyApproval,
      p2: ignored,
      payload: [account],
      response: [
        {name: 'IVK_RAW', bytes: 32, description: 'Incoming viewing key'},
        {name: 'DIV', bytes: 11, description: 'Default diversifier'},
      ],
    },
    {
      id: 'getOvk',
      name: 'INS_GET_OVK',
      ins: 0xf1,
      summary: 'Returns the outgoing viewing key; the device may ask for approval first (see P1).',
      p1: viewingKeyApproval,
      p2: ignored,
      payload: [account],
      response: [{name: 'OVK_RAW', bytes: 32, description: 'Outgoing viewing key'}],
    },
    {
      id: 'getFvk',
      name: 'INS_GET_FVK',
      ins: 0xf3,
      summary: 'Returns the full viewing key (ak, nk, ovk); the device may ask for approval first (see P1).',
      p1: viewingKeyApproval,
      p2: ignored,
      payload: [account],
      response: [
        {name: 'AK_RAW', bytes: 32, description: 'ak'},
        {name: 'NK_RAW', bytes: 32, description: 'nk'},
        {name: 'OVK_RAW', bytes: 32, description: 'ovk'},
      ],
    },
    {
      id: 'getNf',
      name: 'INS_GET_NF',
      ins: 0xf2,
      summary: 'Returns the nullifier of a note from its position and commitment, with the approval rule of the viewing-key commands.',
      p1: viewingKeyApproval,
      p2: ignored,
      payload: [
        account,
        {
          id: 'position',
          name: 'POSITION',
          kind: 'bytes',
          bytes: 8,
          length: 8,
          example: '0000000000000000',
          description: 'Note position, 64-bit little-endian (copied into a uint64_t on the device), as 16 hex digits',
        },
        {
          id: 'cm',
          name: 'CM',
          kind: 'bytes',
          bytes: 32,
          length: 32,
          example: 'df7e8d004bd4e32f2fb022efd5aa4bcdc7c89f919bbac9309d6e21ca83ce93ea',
          description: 'Note commitment: the encoding of a Jubjub point',
        },
      ],
      response: [{name: 'NF_RAW', bytes: 32, description: 'Nullifier'}],
      notes: [
        "The payload must be exactly 44 bytes, else 0x6986. CM must decode as a Jubjub point: the Rust code (app/rust/src/cryptoops.rs bytes_to_extended) unwraps the decoding, and on other bytes the panic handler (app/rust/src/lib.rs) loops, so the app stops answering. The example commitment is the one of the app's Zemu nullifier test.",
      ],
    },
    {
      id: 'initTx',
      name: 'INS_INIT_TX',
      ins: 0xa0,
      summary:
        'Starts a shielded transaction. The first APDU is empty; the init message (counts of transparent and shielded inputs and outputs, then their data) follows in chunks. The device shows the transaction for approval; the inputs minus the outputs must equal the ZIP-317 fee.',
      p1: {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'},
      p2: {
        meaning: 'Not read by the app: only INS_CHECKANDSIGN reads the transaction version (app/src/handlers/handler_signing.h)',
        ignored: true,
      },
      payload: [
        {
          id: 'message',
          name: 'INIT_MESSAGE',
          kind: 'message',
          bytes: 'var',
          placement: 'data',
          example: initExample,
          description:
            'Four count bytes (t_in, t_out, s_in, s_out, at most 5 each), then t_in × 54 bytes (path as 5 u32 LE, 26-byte script, u64 LE value), t_out × 34 (script, value), s_in × 55 (u32 LE account, 11-byte diversifier, 32-byte pkd, value), s_out × 85 (diversifier, pkd, value, memo type, OVK flag 0x00 or 0x01, 32-byte OVK)',
        },
      ],
      chunking: {layout: 'fields', p1: {first: 0, middle: 1, last: 2}},
      response: [{name: 'HASH', bytes: 32, description: 'SHA-256 of the init message'}],
      notes: [
        "The example has one transparent input of 20000 zatoshi at 44'/133'/0'/0/0 and one transparent output of 10000, whose difference is the ZIP-317 fee for that shape (crypto.c crypto_extracttx_sapling, refactor/zip-0317.c). All-zero counts, one shielded output without spends, spends with fewer than two outputs, a wrong length or a wrong fee answer 0x6989 with a 1-byte error code as data.",
      ],
    },
    emptyCommand(
      'extractSpend',
      'INS_EXTRACT_SPEND',
      0xa1,
      'Returns the proof generation key and randomness for the next shielded spend (after INS_INIT_TX). The payload must be empty (else 0x6986).',
      [
        {name: 'PGK_RAW', bytes: 64, description: 'Proof generation key (ak, nsk)'},
        {name: 'RCV_RAW', bytes: 32, description: 'rcv'},
        {name: 'ALPHA_RAW', bytes: 32, description: 'alpha'},
      ],
    ),
    emptyCommand(
      'extractOutput',
      'INS_EXTRACT_OUTPUT',
      0xa2,
      'Returns the randomness for the next shielded output (after the spends). The payload must be empty (else 0x6986).',
      [
        {name: 'RCV_RAW', bytes: 32, description: 'rcv'},
        {name: 'RSEED_RAW', bytes: 32, description: 'rseed'},
        {name: 'HASH_SEED', bytes: 'rest', description: 'hash_seed, only when the output has no OVK'},
      ],
    ),
    {
      id: 'checkAndSign',
      name: 'INS_CHECKANDSIGN',
      ins: 0xa3,
      summary:
        'Checks the complete transaction against what was approved and signs it. The first APDU is empty; the transaction blob follows in chunks.',
      p1: {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'},
      p2: {...txVersion, meaning: 'Transaction version, read from the last APDU; any other value answers 0x69A2'},
      payload: [
        {
          id: 'message',
          name: 'TRANSACTION_BLOB',
          kind: 'message',
          bytes: 'var',
          placement: 'data',
          description: 'Transparent, spend and output data to check, then the 220-byte sighash data',
        },
      ],
      chunking: {layout: 'fields', p1: {first: 0, middle: 1, last: 2}},
      response: [{name: 'HASH', bytes: 32, description: 'SHA-256 of the transaction blob'}],
    },
    {
      id: 'extractSpendSig',
      name: 'INS_EXTRACT_SPENDSIG',
      ins: 0xa4,
      summary: 'Returns the next RedJubjub spend signature after INS_CHECKANDSIGN. The payload must be empty (else 0x6986).',
      p1: ignored,
      p2: ignored,
      response: [{name: 'SIGNATURE', bytes: 64, description: 'RedJubjub signature (R, S)'}],
    },
    {
      id: 'extractTransSig',
      name: 'INS_EXTRACT_TRANSSIG',
      ins: 0xa5,
      summary:
        'Returns the next secp256k1 signature for a transparent input after INS_CHECKANDSIGN. The payload must be empty (else 0x6986).',
      p1: ignored,
      p2: ignored,
      response: [{name: 'SECP256K1', bytes: 64, description: 'Signature (R, S)'}],
    },
  ],
  ...statusWordsFrom(statusWordsCheck),
  corrections: [
    'The specification asks for P1 = 1 (confirmation) on `INS_GET_IVK`, `INS_GET_OVK` and `INS_GET_FVK`; `app/src/handlers/handler_keys.h` ignores P1 and asks for approval until a viewing-key request has been approved once since the app started, and always in expert mode.',
    'The specification lists a 12-byte `GET_VERSION` answer with 2-byte version numbers and TEST = 0x01 in test mode; `app/src/handlers/handler_version.h` writes 9 bytes: TEST (0xFF in DEBUG builds, else 0), 1-byte MAJOR, MINOR and PATCH, LOCKED (always 0) and the 4-byte target id.',
    'The specification gives `INS_INIT_TX` a P2 transaction version; `handleInitTX` (`app/src/handlers/handler_signing.h`) does not read P2. Only `INS_CHECKANDSIGN` reads it, from its last APDU.',
    'The specification asks for P1 = 0 on `INS_EXTRACT_SPENDSIG` and `INS_EXTRACT_TRANSSIG`, and L != 0 on `INS_EXTRACT_TRANSSIG`; their handlers do not read P1 and answer 0x6986 unless the APDU is exactly 5 bytes with L = 0.',
    'The specification counts 85 bytes per shielded output of the init message, but its field table adds up to 84, with a 32-byte OVK that is all zeros for none; the code reads 85 bytes (`app/src/refactor/index_sapling.h` `OUTPUT_INPUT_LEN`): after the memo type a flag byte, 0x00 for no OVK or 0x01, then the 32-byte OVK; any other flag answers 0x6989.',
    'The specification has `INS_GET_DIV_LIST` search from the 11-byte starting index; at this commit the handler reads only the account and does not copy the index (see the command note).',
  ],
  codeCheck: {
    commit: 'b8fa48af2881608b1aaaeb09258d03107e4206bc',
    files: ['app/src/coin.h', 'app/src/apdu_handler.c', 'app/src/handlers/handler_version.h', 'app/src/handlers/handler_keys.h'],
    versionAnswer: {bytes: 9, file: 'app/src/handlers/handler_version.h'},
    defines: [
      {
        path: 'app/src/coin.h',
        defines: {
          CLA: 0x85,
          INS_GET_VERSION: 0x00,
          INS_GET_ADDR_SECP256K1: 0x01,
          INS_GET_ADDR_SAPLING_DIV: 0x10,
          INS_GET_ADDR_SAPLING: 0x11,
          INS_GET_DIV_LIST: 0x09,
          INS_INIT_TX: 0xa0,
          INS_EXTRACT_SPEND: 0xa1,
          INS_EXTRACT_OUTPUT: 0xa2,
          INS_CHECKANDSIGN: 0xa3,
          INS_EXTRACT_SPENDSIG: 0xa4,
          INS_EXTRACT_TRANSSIG: 0xa5,
          INS_GET_IVK: 0xf0,
          INS_GET_OVK: 0xf1,
          INS_GET_NF: 0xf2,
          INS_GET_FVK: 0xf3,
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
          'INS_GET_IVK',
          'INS_GET_OVK',
          'INS_GET_NF',
          'INS_GET_FVK',
          'INS_INIT_TX',
          'INS_EXTRACT_SPEND',
          'INS_EXTRACT_OUTPUT',
          'INS_CHECKANDSIGN',
          'INS_EXTRACT_SPENDSIG',
          'INS_EXTRACT_TRANSSIG',
          'INS_GET_ADDR_SAPLING',
          'INS_GET_DIV_LIST',
          'INS_GET_ADDR_SAPLING_DIV',
        ],
      },
    ],
    beforeDispatcher: ['getDeviceInfo'],
  },
};

export default spec;
