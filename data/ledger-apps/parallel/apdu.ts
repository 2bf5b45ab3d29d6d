/**
 * Parallel app: facts from Zondax/ledger-parallel docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names and bytes: checked in the code at the commit in namesCheck (the files it lists).
 */
import {substrateSpec} from '../shared/substrate';
import statusWordsCheck from './statusWords';

export default substrateSpec({
  folder: 'parallel',
  appName: 'Parallel',
  cla: 0xa6,
  coinType: 354,
  newer: false,
  // Balances transfer_keep_alive of 1 PARA to account 0x0102..20: immortal era, nonce 0, tip 0, spec version 193, tx version 17,
  // genesis hash as genesis and block hash. Accepted by parser_parse and parser_validate at the commit below.
  signExample:
    '0403000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20070010a5d4e8000000c100000011000000e61a41c53f5dcd0beb09df93b34402aada44cb05117b71059cce40a2723a4e97e61a41c53f5dcd0beb09df93b34402aada44cb05117b71059cce40a2723a4e97',
  namesCheck: {
    commit: 'b0e0206bd57423da22b4fad4ed14963b93ca2fa8',
    dispatcher: 'app/src/apdu_handler.c',
    dispatched: ['INS_GET_VERSION', 'INS_GET_ADDR', 'INS_SIGN'],
    files: [
      {path: 'app/src/substrate/substrate_coin.h', defines: {CLA: 0xa6}},
      {path: 'app/src/common/app_main.h', defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02}},
    ],
    // app/src/common/app_main.c: app_main calls handle_generic_apdu (E0 01 00 00) before handleApdu.
    beforeDispatcher: ['getDeviceInfo'],
  },
  statusWordsCheck,
});
