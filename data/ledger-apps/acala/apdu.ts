/**
 * Acala app: facts from Zondax/ledger-acala docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names and bytes: checked in the code at the commit in namesCheck (the files it lists).
 */
import {substrateSpec} from '../shared/substrate';
import statusWordsCheck from './statusWords';

export default substrateSpec({
  folder: 'acala',
  appName: 'Acala',
  cla: 0x9b,
  coinType: 787,
  newer: true,
  // Balances transfer_keep_alive of 1 ACA to account 0x0102..20: immortal era, nonce 0, tip 0, spec version 2230, tx version 3, genesis hash as
  // genesis and block hash. Accepted by parser_parse and parser_validate at the commit below.
  signExample:
    '0a03000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20070010a5d4e8000000b608000003000000fc41b9bd8ef8fe53d58c7ea67c794c7ec9a73daf05e6d54b14ff6342c99ba64cfc41b9bd8ef8fe53d58c7ea67c794c7ec9a73daf05e6d54b14ff6342c99ba64c',
  corrections: [
    "The specification does not mention the account setting: `app/Makefile` builds with `APP_ACCOUNT_MODE_ENABLED`, and when the Crowdloan account is chosen in the app's menu, `extractHDPath` (`app/src/apdu_handler.c`) swaps the coin type 787' for 354' (`HDPATH_1_RECOVERY`) after checking the path. Requests must still carry 44'/787', but keys, addresses and signatures then come from paths under 44'/354'.",
  ],
  namesCheck: {
    commit: '53ac9d0225c37b24427526ad1f04e6aacbd2daaf',
    dispatcher: 'app/src/apdu_handler.c',
    dispatched: ['INS_GET_VERSION', 'INS_GET_ADDR', 'INS_SIGN_RAW', 'INS_SIGN'],
    files: [
      {path: 'app/src/substrate/substrate_coin.h', defines: {CLA: 0x9b, INS_SIGN_RAW: 0x03}},
      {
        repo: 'Zondax/ledger-zxlib',
        commit: 'f19112bb6340721c276af459924b3c4261c0291a',
        path: 'app/common/app_main.h',
        defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02},
      },
    ],
    beforeDispatcher: ['getDeviceInfo'],
  },
  statusWordsCheck,
});
