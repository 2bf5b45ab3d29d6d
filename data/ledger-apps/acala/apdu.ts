/**
 * Acala app: facts from Zondax/ledger-acala docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names and bytes: checked in the code at the commit in namesCheck (the files it lists).
 */
import {substrateSpec} from '../shared/substrate';
import statusWordsCheck from './statusWords';

export default substrateSpec({
  folder: 'acala',
  appName: 'Acala',
  cla: 0x9b,
  coinType: 787,
  newer: true,
  namesCheck: {
    commit: '53ac9d0225c37b24427526ad1f04e6aacbd2daaf',
    dispatcher: 'app/src/apdu_handler.c',
    dispatched: ['INS_GET_VERSION', 'INS_GET_ADDR', 'INS_SIGN_RAW', 'INS_SIGN'],
    files: [
      {path: 'app/src/substrate/substrate_coin.h', defines: {CLA: 0x9b, INS_SIGN_RAW: 0x03}},
      {
        repo: 'Zondax/ledger-zxlib',
        commit: 'f19112bb6340721c276af459924b3c4261c0291a',
        path: 'app/common/app_main.h',
        defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02},
      },
    ],
    answeredByDevice: ['getDeviceInfo'],
  },
  statusWordsCheck,
});
