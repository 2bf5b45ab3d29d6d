/**
 * Polkadex app: facts from Zondax/ledger-polkadex docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names and bytes: checked in the code at the commit in namesCheck (the files it lists).
 */
import {substrateSpec} from '../shared/substrate';
import statusWordsCheck from './statusWords';

export default substrateSpec({
  folder: 'polkadex',
  appName: 'Polkadex',
  cla: 0xa0,
  coinType: 799,
  newer: false,
  // The pinned ledger-zxlib (24de99f) include/zxmacros_ledger.h defines IS_UX_ALLOWED as false outside Nano S, S Plus and X.
  lockedOn: ['Stax'],
  // Balances transfer_keep_alive of 1 PDEX to account 0x0102..20: immortal era, nonce 0, tip 0, spec version 276, tx version 2, genesis hash as
  // genesis and block hash. Accepted by parser_parse and parser_validate at the commit below.
  signExample:
    '0603000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20070010a5d4e800000014010000020000003920bcb4960a1eef5580cd5367ff3f430eef052774f78468852f7b9cb39f8a3c3920bcb4960a1eef5580cd5367ff3f430eef052774f78468852f7b9cb39f8a3c',
  namesCheck: {
    commit: '7e6ffaca64654fb93765ae4601543da2880dbcf9',
    dispatcher: 'app/src/apdu_handler.c',
    dispatched: ['INS_GET_VERSION', 'INS_GET_ADDR', 'INS_SIGN'],
    files: [
      {path: 'app/src/substrate/substrate_coin.h', defines: {CLA: 0xa0}},
      {
        repo: 'Zondax/ledger-zxlib',
        commit: '24de99f4b85f54a8fe65cc8df438c510808acc20',
        path: 'app/common/app_main.h',
        defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02},
      },
    ],
    // The pinned ledger-zxlib's app/common/app_main.c: app_main calls handle_generic_apdu (E0 01 00 00) before handleApdu.
    beforeDispatcher: ['getDeviceInfo'],
  },
  statusWordsCheck,
});
