/**
 * Astar app: facts from Zondax/ledger-astar docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names and bytes: checked in the code at the commit in namesCheck (the files it lists).
 */
import {substrateSpec} from '../shared/substrate';
import statusWordsCheck from './statusWords';

export default substrateSpec({
  folder: 'astar',
  appName: 'Astar',
  cla: 0xa9,
  coinType: 810,
  newer: true,
  // Balances transfer_keep_alive of 1 ASTR to account 0x0102..20: immortal era, nonce 0, tip 0, spec version 83, tx version 2, genesis hash as
  // genesis and block hash. Accepted by parser_parse and parser_validate at the commit below.
  signExample:
    '1f03000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f2013000064a7b3b6e00d00000053000000020000009eb76c5184c4ab8679d2d5d819fdf90b9c001403e9e17da2e14b6d8aec4029c69eb76c5184c4ab8679d2d5d819fdf90b9c001403e9e17da2e14b6d8aec4029c6',
  corrections: [
    "The specification does not mention the account setting: `app/Makefile` builds with `APP_ACCOUNT_MODE_ENABLED`, and when the Crowdloan account is chosen in the app's menu, `extractHDPath` (`app/src/apdu_handler.c`) swaps the coin type 810' for 354' (`HDPATH_1_RECOVERY`) after checking the path. Requests must still carry 44'/810', but keys, addresses and signatures then come from paths under 44'/354'.",
  ],
  namesCheck: {
    commit: '5cd7c70c66ad4f4f9dcb68d74628c60b80c933b4',
    dispatcher: 'app/src/apdu_handler.c',
    dispatched: ['INS_GET_VERSION', 'INS_GET_ADDR', 'INS_SIGN_RAW', 'INS_SIGN'],
    files: [
      {path: 'app/src/substrate/substrate_coin.h', defines: {CLA: 0xa9, INS_SIGN_RAW: 0x03}},
      {
        repo: 'Zondax/ledger-zxlib',
        commit: '50df5b5c1551ff99ad06716d0772a4a4be2cbb35',
        path: 'app/common/app_main.h',
        defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02},
      },
    ],
    beforeDispatcher: ['getDeviceInfo'],
  },
  statusWordsCheck,
});
