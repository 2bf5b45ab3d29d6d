/**
 * Darwinia app: facts from Zondax/ledger-darwinia docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names and bytes: checked in the code at the commit in namesCheck (the files it lists).
 */
import {substrateSpec} from '../shared/substrate';
import statusWordsCheck from './statusWords';

export default substrateSpec({
  folder: 'darwinia',
  appName: 'Darwinia',
  cla: 0xb2,
  coinType: 354,
  newer: false,
  // Balances transfer_keep_alive of 1 RING to account 0x0102..20: immortal era, nonce 0, tip 0, spec version 5330, tx version 1,
  // genesis hash as genesis and block hash. Accepted by parser_parse and parser_validate at the commit below.
  signExample:
    '0503000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f2013000064a7b3b6e00d000000d214000001000000e71578b37a7c799b0ab4ee87ffa6f059a6b98f71f06fb8c84a8d88013a548ad6e71578b37a7c799b0ab4ee87ffa6f059a6b98f71f06fb8c84a8d88013a548ad6',
  namesCheck: {
    commit: '16062fd338a1cff140fb328ad6e7dd23872f3ea4',
    dispatcher: 'app/src/apdu_handler.c',
    dispatched: ['INS_GET_VERSION', 'INS_GET_ADDR', 'INS_SIGN'],
    files: [
      {path: 'app/src/substrate/substrate_coin.h', defines: {CLA: 0xb2}},
      {path: 'app/src/common/app_main.h', defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02}},
    ],
    // app/src/common/app_main.c: app_main calls handle_generic_apdu (E0 01 00 00) before handleApdu.
    beforeDispatcher: ['getDeviceInfo'],
  },
  statusWordsCheck,
});
