/**
 * Centrifuge app: facts from Zondax/ledger-centrifuge docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names and bytes: checked in the code at the commit in namesCheck (the files it lists).
 */
import {substrateSpec} from '../shared/substrate';
import statusWordsCheck from './statusWords';

export default substrateSpec({
  folder: 'centrifuge',
  appName: 'Centrifuge',
  cla: 0x93,
  coinType: 747,
  newer: false,
  // Balances transfer_keep_alive of 1 CFG to account 0x0102..20: immortal era, nonce 0, tip 0, spec version 10070, tx version 1,
  // genesis hash as genesis and block hash. Accepted by parser_parse and parser_validate at the commit below.
  signExample:
    '1403000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f2013000064a7b3b6e00d0000005627000001000000b3db41421702df9a7fcac62b53ffeac85f7853cc4e689e0b93aeb3db18c09d82b3db41421702df9a7fcac62b53ffeac85f7853cc4e689e0b93aeb3db18c09d82',
  corrections: [
    "The specification does not mention the account setting: `app/Makefile` builds with `APP_ACCOUNT_MODE_ENABLED`, and when the Crowdloan account is chosen in the app's menu, `extractHDPath` (`app/src/apdu_handler.c`) swaps the coin type 747' for 354' (`HDPATH_1_RECOVERY`) after checking the path. Requests must still carry 44'/747', but keys, addresses and signatures then come from paths under 44'/354'.",
  ],
  namesCheck: {
    commit: '977ab8d648130210d0b8d0f7b4a7c918c9c58cd0',
    dispatcher: 'app/src/apdu_handler.c',
    dispatched: ['INS_GET_VERSION', 'INS_GET_ADDR', 'INS_SIGN'],
    files: [
      {path: 'app/src/substrate/substrate_coin.h', defines: {CLA: 0x93}},
      {path: 'app/src/common/app_main.h', defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02}},
    ],
    // app/src/common/app_main.c: app_main calls handle_generic_apdu (E0 01 00 00) before handleApdu.
    beforeDispatcher: ['getDeviceInfo'],
  },
  statusWordsCheck,
});
