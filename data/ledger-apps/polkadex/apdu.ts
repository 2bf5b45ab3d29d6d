/**
 * Polkadex app: facts from Zondax/ledger-polkadex docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names and bytes: checked in the code at the commit in namesCheck (the files it lists).
 */
import {substrateSpec} from '../shared/substrate';
import statusWordsCheck from './statusWords';

export default substrateSpec({
  folder: 'polkadex',
  appName: 'Polkadex',
  cla: 0xa0,
  coinType: 799,
  newer: false,
  corrections: [
    'The published specification lists separate Sr25519 instructions (INS 0x11 and 0x12) and a shorter version answer; the app source handles address and signing through INS 0x01 and 0x02 with the scheme in P2 and answers 12 bytes to GET_VERSION, which is what this page shows.',
  ],
  namesCheck: {
    commit: '7e6ffaca64654fb93765ae4601543da2880dbcf9',
    dispatcher: 'app/src/apdu_handler.c',
    dispatched: ['INS_GET_VERSION', 'INS_GET_ADDR', 'INS_SIGN'],
    files: [
      {path: 'app/src/substrate/substrate_coin.h', defines: {CLA: 0xa0}},
      {
        repo: 'Zondax/ledger-zxlib',
        commit: '24de99f4b85f54a8fe65cc8df438c510808acc20',
        path: 'app/common/app_main.h',
        defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02},
      },
    ],
  },
  statusWordsCheck,
});
