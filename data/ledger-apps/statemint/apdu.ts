/**
 * Statemint app: facts from Zondax/ledger-statemint docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names and bytes: checked in the code at the commit in namesCheck (the files it lists).
 */
import {substrateSpec} from '../shared/substrate';
import statusWordsCheck from './statusWords';

export default substrateSpec({
  folder: 'statemint',
  appName: 'Statemint',
  cla: 0x96,
  coinType: 354,
  newer: true,
  // Balances transfer_keep_alive of 1 DOT to account 0x0102..20: immortal era, nonce 0, tip 0, spec version 10100, tx version 14, no fee asset
  // (0x00 after the tip), genesis hash as genesis and block hash. Accepted by parser_parse and parser_validate at the commit below.
  signExample:
    '0a03000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f200700e40b540200000000742700000e00000068d56f15f85d3136970ec16946040bc1752654e906147f7e43e9d539d7c3de2f68d56f15f85d3136970ec16946040bc1752654e906147f7e43e9d539d7c3de2f',
  namesCheck: {
    commit: '49e0d2c703d6bd533bcefa9f11b6a012a35a1011',
    dispatcher: 'app/src/apdu_handler.c',
    dispatched: ['INS_GET_VERSION', 'INS_GET_ADDR', 'INS_SIGN_RAW', 'INS_SIGN'],
    files: [
      {path: 'app/src/substrate/substrate_coin.h', defines: {CLA: 0x96, INS_SIGN_RAW: 0x03}},
      {
        repo: 'Zondax/ledger-zxlib',
        commit: '579367b8a07f35fad4d9ba2aee61090e42036766',
        path: 'app/common/app_main.h',
        defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02},
      },
    ],
    beforeDispatcher: ['getDeviceInfo'],
  },
  statusWordsCheck,
});
