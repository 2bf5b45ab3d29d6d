/**
 * Kusama app: facts from Zondax/ledger-kusama docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names and bytes: checked in the code at the commit in namesCheck (the files it lists).
 */
import {substrateSpec} from '../shared/substrate';
import statusWordsCheck from './statusWords';

export default substrateSpec({
  folder: 'kusama',
  appName: 'Kusama',
  cla: 0x99,
  coinType: 434,
  newer: true,
  // Balances transfer_keep_alive of 1 KSM to account 0x0102..20: immortal era, nonce 0, tip 0, spec version 1002005, tx version 26; mode byte 0
  // after the tip and metadata hash None at the end (tx version 26 layout); genesis hash as genesis and block hash. Accepted by parser_parse and
  // parser_validate at the commit below.
  signExample:
    '0403000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20070010a5d4e800000000154a0f001a000000b0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafeb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe00',
  corrections: [
    "The specification does not mention the recovery mode: `app/Makefile` builds with `APP_SECRET_MODE_ENABLED`, and once that mode is switched on from the app's menu (after a warning), `extractHDPath` (`app/src/apdu_handler.c`) swaps the coin type 434' for 354' (`HDPATH_1_RECOVERY`) after checking the path. Requests must still carry 44'/434'; `handleSign` and `handleSignRaw` switch the mode off when a signing request's last chunk arrives.",
  ],
  namesCheck: {
    commit: '1da9159b96cd4e81891df2659e965594a6c96465',
    dispatcher: 'app/src/apdu_handler.c',
    dispatched: ['INS_GET_VERSION', 'INS_GET_ADDR', 'INS_SIGN_RAW', 'INS_SIGN'],
    files: [
      {path: 'app/src/substrate/substrate_coin.h', defines: {CLA: 0x99, INS_SIGN_RAW: 0x03}},
      {
        repo: 'Zondax/ledger-zxlib',
        commit: 'dca3f65cbcda72034a2ee89e74573e2318428298',
        path: 'app/common/app_main.h',
        defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02},
      },
    ],
    beforeDispatcher: ['getDeviceInfo'],
  },
  statusWordsCheck,
});
