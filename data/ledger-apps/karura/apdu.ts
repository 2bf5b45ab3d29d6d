/**
 * Karura app: facts from Zondax/ledger-karura docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names and bytes: checked in the code at the commit in namesCheck (the files it lists).
 */
import {substrateSpec} from '../shared/substrate';
import statusWordsCheck from './statusWords';

export default substrateSpec({
  folder: 'karura',
  appName: 'Karura',
  cla: 0x9a,
  coinType: 686,
  newer: false,
  // Balances transfer_keep_alive of 1 KAR to account 0x0102..20: immortal era, nonce 0, tip 0, spec version 2160, tx version 3, genesis hash as
  // genesis and block hash. Accepted by parser_parse and parser_validate at the commit below.
  signExample:
    '0a03000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20070010a5d4e80000007008000003000000baf5aabe40646d11f0ee8abbdc64f4a4b7674925cba08e4a05ff9ebed6e2126bbaf5aabe40646d11f0ee8abbdc64f4a4b7674925cba08e4a05ff9ebed6e2126b',
  corrections: [
    "The specification does not mention the account setting: `app/Makefile` builds with `APP_ACCOUNT_MODE_ENABLED`, and when the Crowdloan account is chosen in the app's menu, `extractHDPath` (`app/src/apdu_handler.c`) swaps the coin type 686' for 434' (`HDPATH_1_RECOVERY`) after checking the path. Requests must still carry 44'/686', but keys, addresses and signatures then come from paths under 44'/434'.",
  ],
  // The pinned ledger-zxlib's include/zxmacros_ledger.h defines IS_UX_ALLOWED as false outside Nano S, S Plus and X.
  lockedOn: ['Stax'],
  namesCheck: {
    commit: '2f54673db82ef637eb671077479d5907a8467d16',
    dispatcher: 'app/src/apdu_handler.c',
    dispatched: ['INS_GET_VERSION', 'INS_GET_ADDR', 'INS_SIGN'],
    files: [
      {path: 'app/src/substrate/substrate_coin.h', defines: {CLA: 0x9a}},
      {
        repo: 'Zondax/ledger-zxlib',
        commit: '09865a538baec6320a4c2536a6558bdf8be8cd78',
        path: 'app/common/app_main.h',
        defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02},
      },
    ],
    // The pinned ledger-zxlib's app/common/app_main.c: app_main calls handle_generic_apdu (E0 01 00 00) before handleApdu.
    beforeDispatcher: ['getDeviceInfo'],
  },
  statusWordsCheck,
});
