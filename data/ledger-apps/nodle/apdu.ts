/**
 * Nodle app: facts from Zondax/ledger-nodle docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names and bytes: checked in the code at the commit in namesCheck (the files it lists).
 */
import {substrateSpec} from '../shared/substrate';
import statusWordsCheck from './statusWords';

export default substrateSpec({
  folder: 'nodle',
  appName: 'Nodle',
  cla: 0x98,
  coinType: 1003,
  newer: true,
  corrections: [
    "The specification's `INS_SIGN` and `INS_SIGN_RAW` tables give the path's first two components as plain 44 and 1003; the code accepts only 44' and 1003' (hardened) and answers 0x6984 to anything else, as its `INS_GET_ADDR` table says.",
  ],
  // Balances transfer_keep_alive of 1 NODL to account 0x0102..20: immortal era, nonce 0, tip 0, spec version 25, tx version 9, genesis hash as
  // genesis and block hash. Accepted by parser_parse and parser_validate at the commit below.
  signExample:
    '0203000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f200700e8764817000000190000000900000097da7ede98d7bad4e36b4d734b6055425a3be036da2a332ea5a7037656427a2197da7ede98d7bad4e36b4d734b6055425a3be036da2a332ea5a7037656427a21',
  namesCheck: {
    commit: '475768c4f7fb7791c2712e83ec3ad3447d0c6753',
    dispatcher: 'app/src/apdu_handler.c',
    dispatched: ['INS_GET_VERSION', 'INS_GET_ADDR', 'INS_SIGN_RAW', 'INS_SIGN'],
    files: [
      {path: 'app/src/substrate/substrate_coin.h', defines: {CLA: 0x98, INS_SIGN_RAW: 0x03}},
      {
        repo: 'Zondax/ledger-zxlib',
        commit: '7f80d18afcf509f5028d226e36bc206624601229',
        path: 'app/common/app_main.h',
        defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02},
      },
    ],
    beforeDispatcher: ['getDeviceInfo'],
  },
  statusWordsCheck,
});
