/**
 * Crypto.org Chain app: facts from Zondax/ledger-crypto docs/APDUSPEC.md, checked against the code at
 * the commit in codeCheck: app/src/coin_cro.h (default build, COIN=CRO, class 0x08), app/src/coin_dcro.h
 * (COIN=DCRO build, class 0xE8), app/src/common/app_main.h (INS values, GET_VERSION), app/src/common/app_main.c
 * (path check, chunks, GET_DEVICE_INFO), app/src/apdu_handler.c, app/src/crypto.c and app/src/parser_impl.c.
 */
import type {ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';
import {confirm, getDeviceInfo, getVersion, initAddLast, messageField, pathField, version9, version9Correction} from '../shared/common';
import {ledgerRepository} from '../../../src/data/chains';
import {statusWordsFrom} from '../shared/statusWords';
import statusWordsCheck from './statusWords';

const spec: ApduSpec = {
  folder: 'crypto',
  appName: 'Crypto.org Chain',
  repo: ledgerRepository('crypto'),
  sourceFile: 'docs/APDUSPEC.md',
  cla: 0x08,
  otherCla: [{cla: 0xe8, use: 'The DCRO build of the app (COIN=DCRO, coin_dcro.h), a separate app'}],
  coinType: 394,
  defaultPath: "m/44'/394'/0'/0/0",
  path: {encoding: 'u32le', lengthPrefix: false, minComponents: 5, maxComponents: 5},
  chunkSize: 250,
  commands: [
    getVersion(version9),
    {
      id: 'getAddrSecp256k1',
      name: 'INS_GET_ADDR_SECP256K1',
      ins: 0x01,
      summary: 'Returns the uncompressed public key and the address as text.',
      p1: confirm,
      p2: {meaning: 'Not used', ignored: true},
      payload: [pathField("Derivation path, five components: 44'/394' (or 44'/1' for testnet), then 0' or 1', then 0, then any index")],
      response: [
        {name: 'PK', bytes: 65, description: 'Uncompressed secp256k1 public key'},
        {
          name: 'ADDR',
          bytes: 'rest',
          show: 'ascii',
          description: 'Address as text: bech32 for a transfer path, 40 hex characters for a staking path',
        },
      ],
      notes: [
        "extractHDPath (app/src/common/app_main.c) accepts 44'/394' or 44'/1', a third component of 0' (transfer address) or 1' (staking address) and a fourth of 0, and answers 0x6984 to any other path (0x6700 when fewer than 20 path bytes arrive). With 44'/1' the transfer address uses the testnet prefix (tcro, or dcro in the DCRO build).",
      ],
    },
    {
      id: 'signSecp256k1',
      name: 'INS_SIGN_SECP256K1',
      ins: 0x02,
      summary: 'Signs a transaction: the path in the first APDU, then the data in chunks.',
      p1: {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'},
      p2: {meaning: 'Must be 0x00 (the app answers 0x6B00 otherwise)', value: 0},
      payload: [
        pathField(),
        messageField(
          'TxAux in the chain binary encoding: one byte for the kind (0 enclave, 1 public), one for the transaction type, then the transaction (fixed-size integers little-endian)',
          // The unjail vector "unjail_formatting_issue" of tests/testvectors/manual.json (public, type 1): nonce 6937538000,
          // staking address, attributes with chain id 0x2a and app version 1.
          '0101d06d829d0100000000f516097810e46313772b6f65fbecb2cafd7ef0f2002a0100000000000000',
        ),
      ],
      chunking: initAddLast,
      response: [
        {name: 'V', bytes: 1, description: 'Recovery id'},
        {name: 'R', bytes: 32, description: 'secp256k1 signature R'},
        {name: 'S', bytes: 32, description: 'secp256k1 signature S'},
        {name: 'SIG_DER', bytes: 'rest', description: 'The same signature in DER form'},
      ],
      notes: [
        'The app signs the BLAKE3 hash of the data after its first two bytes (calculateDigest in app/src/apdu_handler.c). The example is the unjail test vector "unjail_formatting_issue" of tests/testvectors/manual.json.',
        'The parser (app/src/parser_impl.c) takes a withdraw-unbonded transaction (kind 0, type 2) or an unbond, unjail or node-join transaction (kind 1, type 0, 1 or 2), and nothing may follow it. When it refuses the data, the answer is its error message as ASCII text followed by 0x6984.',
      ],
    },
    getDeviceInfo,
  ],
  ...statusWordsFrom(statusWordsCheck),
  corrections: [
    version9Correction,
    'The specification answers `INS_GET_ADDR_SECP256K1` with length-prefixed raw and text addresses; `app/src/crypto.c` (`crypto_fillAddress_secp256k1_transfer` and `_staking`) sends the public key followed directly by the address text, with no length bytes, which this page shows.',
    'The specification lists the `INS_SIGN_SECP256K1` answer as R, S and V, then the DER signature; `app/src/crypto.c` (`signature_t`) writes V first, then R and S, which this page shows. It also leaves P2 out, while every chunk with a P2 other than 0 is refused with 0x6B00 (`process_chunk` in `app/src/common/app_main.c`).',
    'The specification does not list `GET_DEVICE_INFO`; `app/src/common/main.c` calls `handle_generic_apdu` (`app/src/common/app_main.c`) before the dispatcher, and it answers E0 01 00 00.',
  ],
  codeCheck: {
    commit: '61688909a85103d3e238788d2d5aadcfd0b28b62',
    files: ['app/src/coin_cro.h', 'app/src/coin_dcro.h', 'app/src/common/app_main.h', 'app/src/apdu_handler.c', 'app/src/crypto.c'],
    versionAnswer: {bytes: 9, file: 'app/src/common/app_main.h'},
    // One build per class: CLA is 0x08 with coin_cro.h (COIN=CRO, the default), 0xE8 with coin_dcro.h (COIN=DCRO).
    defines: [
      {path: 'app/src/coin_cro.h', defines: {CLA: 0x08}},
      {path: 'app/src/coin_dcro.h', defines: {CLA: 0xe8}},
      {path: 'app/src/common/app_main.h', defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR_SECP256K1: 0x01, INS_SIGN_SECP256K1: 0x02}},
    ],
    dispatchers: [
      {path: 'app/src/apdu_handler.c', classes: ['CLA'], cases: ['INS_GET_VERSION', 'INS_GET_ADDR_SECP256K1', 'INS_SIGN_SECP256K1']},
    ],
    beforeDispatcher: ['getDeviceInfo'],
  },
};

export default spec;
