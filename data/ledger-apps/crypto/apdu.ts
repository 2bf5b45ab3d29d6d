/**
 * Crypto.org Chain app: facts from Zondax/ledger-crypto docs/APDUSPEC.md, checked against the code at
 * the commit in codeCheck: app/src/coin_cro.h (mainnet build, class 0x08), app/src/coin_dcro.h
 * (testnet build, class 0xE8), app/src/common/app_main.h (INS values, GET_VERSION) and app/src/apdu_handler.c.
 */
import type {ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';
import {confirm, getVersion, initAddLast, messageField, pathField, version9, version9Correction} from '../shared/common';
import {ledgerRepository} from '../../../src/data/chains';
import {statusWordsFrom} from '../shared/statusWords';
import statusWordsCheck from './statusWords';

const spec: ApduSpec = {
  folder: 'crypto',
  appName: 'Crypto.org Chain',
  repo: ledgerRepository('crypto'),
  sourceFile: 'docs/APDUSPEC.md',
  cla: 0x08,
  otherCla: [{cla: 0xe8, use: 'Testnet build of the app (coin_dcro.h)'}],
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
      summary: 'Returns the public key and the address as text.',
      p1: confirm,
      p2: {meaning: 'Not used', ignored: true},
      payload: [pathField("Derivation path, five components starting 44'/394'")],
      response: [
        {name: 'PK', bytes: 65, description: 'Uncompressed secp256k1 public key'},
        {
          name: 'ADDR',
          bytes: 'rest',
          show: 'ascii',
          description: 'Address as text: bech32 for a transfer path, 40 hex characters for a staking path',
        },
      ],
    },
    {
      id: 'signSecp256k1',
      name: 'INS_SIGN_SECP256K1',
      ins: 0x02,
      summary: 'Signs a transaction: the path in the first APDU, then the data in chunks.',
      p1: {meaning: 'Chunk position: 0 = init, 1 = add, 2 = last'},
      p2: {meaning: 'Must be 0x00 (the app answers 0x6B00 otherwise)', value: 0},
      payload: [pathField(), messageField('Data to sign', '7b7d')],
      chunking: initAddLast,
      response: [
        {name: 'V', bytes: 1, description: 'Recovery id'},
        {name: 'R', bytes: 32, description: 'secp256k1 signature R'},
        {name: 'S', bytes: 32, description: 'secp256k1 signature S'},
        {name: 'SIG_DER', bytes: 'rest', description: 'The same signature in DER form'},
      ],
    },
  ],
  ...statusWordsFrom(statusWordsCheck),
  corrections: [
    version9Correction,
    'The specification answers INS_GET_ADDR_SECP256K1 with length-prefixed raw and text addresses; app/src/crypto.c (crypto_fillAddress_secp256k1_transfer and _staking) sends the public key followed directly by the address text, with no length bytes, which this page shows.',
    'The specification lists the INS_SIGN_SECP256K1 answer as R, S and V, then the DER signature; app/src/crypto.c (signature_t) writes V first, then R and S, which this page shows. It also leaves P2 out, while every chunk with a P2 other than 0 is refused with 0x6B00 (process_chunk in app/src/common/app_main.c).',
  ],
  codeCheck: {
    commit: '61688909a85103d3e238788d2d5aadcfd0b28b62',
    files: ['app/src/coin_cro.h', 'app/src/coin_dcro.h', 'app/src/common/app_main.h', 'app/src/apdu_handler.c', 'app/src/crypto.c'],
    versionAnswer: {bytes: 9, file: 'app/src/common/app_main.h'},
    // One build per class: CLA is 0x08 with coin_cro.h (mainnet), 0xE8 with coin_dcro.h (testnet).
    defines: [
      {path: 'app/src/coin_cro.h', defines: {CLA: 0x08}},
      {path: 'app/src/coin_dcro.h', defines: {CLA: 0xe8}},
      {path: 'app/src/common/app_main.h', defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR_SECP256K1: 0x01, INS_SIGN_SECP256K1: 0x02}},
    ],
    dispatchers: [
      {path: 'app/src/apdu_handler.c', classes: ['CLA'], cases: ['INS_GET_VERSION', 'INS_GET_ADDR_SECP256K1', 'INS_SIGN_SECP256K1']},
    ],
  },
};

export default spec;
