/**
 * Polkadot app (generic Polkadot template): facts from Zondax/ledger-polkadot docs/APDUSPEC.md and app/src/coin.h.
 * Instruction names and bytes: checked in the code at the commit in namesCheck (the files it lists).
 */
import {genericSubstrateSpec} from '../shared/substrate';
import statusWordsCheck from './statusWords';

export default genericSubstrateSpec({
  folder: 'polkadot',
  appName: 'Polkadot',
  coinType: 354,
  ss58Example: '0',
  namesCheck: {
    commit: '6c0b2a322966a80d131c2889f032a2fc2f026063',
    dispatcher: 'app/src/apdu_handler.c',
    dispatched: ['INS_GET_VERSION', 'INS_GET_ADDR', 'INS_SIGN_RAW', 'INS_SIGN'],
    files: [
      {path: 'app/src/coin.h', defines: {CLA: 0xf9, INS_SIGN_RAW: 0x03}},
      {
        repo: 'Zondax/ledger-zxlib',
        commit: '36c27b3be04d901498b471023a1efab431ff22ab',
        path: 'app/common/app_main.h',
        defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02},
      },
    ],
    beforeDispatcher: ['getDeviceInfo'],
  },
  statusWordsCheck,
});
