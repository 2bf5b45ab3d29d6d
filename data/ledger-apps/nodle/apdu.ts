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
    answeredByDevice: ['getDeviceInfo'],
  },
  statusWordsCheck,
});
