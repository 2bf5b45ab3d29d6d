/**
 * Statemine app: facts from Zondax/ledger-statemine docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names and bytes: checked in the code at the commit in namesCheck (the files it lists).
 */
import {substrateSpec} from '../shared/substrate';
import statusWordsCheck from './statusWords';

export default substrateSpec({
  folder: 'statemine',
  appName: 'Statemine',
  cla: 0x97,
  coinType: 434,
  newer: true,
  namesCheck: {
    commit: '6b972843b803644f4f14fab62b55c8037d66d264',
    dispatcher: 'app/src/apdu_handler.c',
    dispatched: ['INS_GET_VERSION', 'INS_GET_ADDR', 'INS_SIGN_RAW', 'INS_SIGN'],
    files: [
      {path: 'app/src/substrate/substrate_coin.h', defines: {CLA: 0x97, INS_SIGN_RAW: 0x03}},
      {
        repo: 'Zondax/ledger-zxlib',
        commit: '579367b8a07f35fad4d9ba2aee61090e42036766',
        path: 'app/common/app_main.h',
        defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02},
      },
    ],
    answeredByDevice: ['getDeviceInfo'],
  },
  statusWordsCheck,
});
