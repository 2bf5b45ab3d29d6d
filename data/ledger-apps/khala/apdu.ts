/**
 * Khala app: facts from Zondax/ledger-khala docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names and bytes: checked in the code at the commit in namesCheck (the files it lists).
 */
import {substrateSpec} from '../shared/substrate';
import statusWordsCheck from './statusWords';

export default substrateSpec({
  folder: 'khala',
  appName: 'Khala',
  cla: 0xb1,
  coinType: 434,
  newer: false,
  // Balances transfer_keep_alive of 1 PHA to account 0x0102..20: immortal era, nonce 0, tip 0, spec version 1190, tx version 5,
  // genesis hash as genesis and block hash. Accepted by parser_parse and parser_validate at the commit below.
  signExample:
    '2803000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20070010a5d4e8000000a604000005000000d43540ba6d3eb4897c28a77d48cb5b729fea37603cbbfc7a86a73b72adb3be8dd43540ba6d3eb4897c28a77d48cb5b729fea37603cbbfc7a86a73b72adb3be8d',
  namesCheck: {
    commit: 'f4b1389d795639c74d889f304f9ffebeeba5ca3e',
    dispatcher: 'app/src/apdu_handler.c',
    dispatched: ['INS_GET_VERSION', 'INS_GET_ADDR', 'INS_SIGN'],
    files: [
      {path: 'app/src/substrate/substrate_coin.h', defines: {CLA: 0xb1}},
      {path: 'app/src/common/app_main.h', defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02}},
    ],
    // app/src/common/app_main.c: app_main calls handle_generic_apdu (E0 01 00 00) before handleApdu.
    beforeDispatcher: ['getDeviceInfo'],
  },
  statusWordsCheck,
});
