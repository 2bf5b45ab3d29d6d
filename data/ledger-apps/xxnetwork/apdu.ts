/**
 * xx network app: facts from Zondax/ledger-xxnetwork docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names and bytes: checked in the code at the commit in namesCheck (the files it lists).
 */
import {substrateSpec} from '../shared/substrate';
import statusWordsCheck from './statusWords';

export default substrateSpec({
  folder: 'xxnetwork',
  appName: 'xx network',
  cla: 0xa3,
  coinType: 1955,
  specCoinType: 434,
  newer: false,
  // Balances transfer_keep_alive of 1 xx to account 0x0102..20: immortal era, nonce 0, tip 0, spec version 203, tx version 1,
  // genesis hash as genesis and block hash. Accepted by parser_parse and parser_validate at the commit below.
  signExample:
    '0403000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f2002286bee000000cb0000000100000050dd5d206917bf10502c68fb4d18a59fc8aa31586f4e8856b493e43544aa82aa50dd5d206917bf10502c68fb4d18a59fc8aa31586f4e8856b493e43544aa82aa',
  corrections: [
    "The published specification still shows class byte 0x99 and coin type 434 (the Kusama app's values); the app source (`substrate_coin.h` and the Makefile) uses class 0xA3 and coin type 1955, which this page follows.",
  ],
  namesCheck: {
    commit: 'e49f6c704330b5b8ad388bff47e7772858b3279a',
    dispatcher: 'app/src/apdu_handler.c',
    dispatched: ['INS_GET_VERSION', 'INS_GET_ADDR', 'INS_SIGN'],
    files: [
      {path: 'app/src/substrate/substrate_coin.h', defines: {CLA: 0xa3}},
      {path: 'app/src/common/app_main.h', defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02}},
    ],
    // app/src/common/app_main.c: app_main calls handle_generic_apdu (E0 01 00 00) before handleApdu.
    beforeDispatcher: ['getDeviceInfo'],
  },
  statusWordsCheck,
});
