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
    answeredByDevice: ['getDeviceInfo'],
  },
  statusWordsCheck,
});
