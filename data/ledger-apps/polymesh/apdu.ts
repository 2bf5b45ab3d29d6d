/**
 * Polymesh app (generic Polkadot template): facts from Zondax/ledger-polymesh docs/APDUSPEC.md and app/src/coin.h.
 * Instruction names and bytes: checked in the code at the commit in namesCheck (the files it lists).
 */
import {genericSubstrateSpec} from '../shared/substrate';
import statusWordsCheck from './statusWords';

export default genericSubstrateSpec({
  folder: 'polymesh',
  appName: 'Polymesh',
  coinType: 595,
  ss58Example: '12',
  namesCheck: {
    commit: '3738ce87b160ee82a279556684b7eb7ec0f07cef',
    dispatcher: 'app/src/apdu_handler.c',
    dispatched: ['INS_GET_VERSION', 'INS_GET_ADDR', 'INS_SIGN_RAW', 'INS_SIGN'],
    files: [
      {path: 'app/src/coin.h', defines: {CLA: 0xf9, INS_SIGN_RAW: 0x03}},
      {
        repo: 'Zondax/ledger-zxlib',
        commit: '1d9f0dcdcfee5bc3de2dc7a79905a5f483f7f369',
        path: 'app/common/app_main.h',
        defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02},
      },
    ],
    beforeDispatcher: ['getDeviceInfo'],
  },
  statusWordsCheck,
});
