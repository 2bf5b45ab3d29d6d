/**
 * Phala app: facts from Zondax/ledger-phala docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names and bytes: checked in the code at the commit in namesCheck (the files it lists).
 */
import {substrateSpec} from '../shared/substrate';
import statusWordsCheck from './statusWords';

export default substrateSpec({
  folder: 'phala',
  appName: 'Phala',
  cla: 0xaf,
  coinType: 354,
  newer: false,
  // Balances transfer_keep_alive of 1 PHA to account 0x0102..20: immortal era, nonce 0, tip 0, spec version 1167, tx version 3,
  // genesis hash as genesis and block hash. Accepted by parser_parse and parser_validate at the commit below.
  signExample:
    '2803000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20070010a5d4e80000008f040000030000001bb969d85965e4bb5a651abbedf21a54b6b31a21f66b5401cc3f1e286268d7361bb969d85965e4bb5a651abbedf21a54b6b31a21f66b5401cc3f1e286268d736',
  namesCheck: {
    commit: '44a30d72b2f9743447187dbc26ec69c91f1ccc3e',
    dispatcher: 'app/src/apdu_handler.c',
    dispatched: ['INS_GET_VERSION', 'INS_GET_ADDR', 'INS_SIGN'],
    files: [
      {path: 'app/src/substrate/substrate_coin.h', defines: {CLA: 0xaf}},
      {path: 'app/src/common/app_main.h', defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02}},
    ],
    // app/src/common/app_main.c: app_main calls handle_generic_apdu (E0 01 00 00) before handleApdu.
    beforeDispatcher: ['getDeviceInfo'],
  },
  statusWordsCheck,
});
