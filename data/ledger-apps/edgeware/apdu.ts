/**
 * Edgeware app: facts from Zondax/ledger-edgeware docs/APDUSPEC.md, checked against app/src/coin.h (this older copy of the template has no substrate_coin.h).
 * Instruction names and bytes: checked in the code at the commit in namesCheck (the files it lists).
 */
import {substrateSpec} from '../shared/substrate';
import statusWordsCheck from './statusWords';

export default substrateSpec({
  folder: 'edgeware',
  appName: 'Edgeware',
  cla: 0x94,
  coinType: 523,
  newer: false,
  corrections: [
    'The published specification lists separate Sr25519 instructions (INS 0x11 and 0x12) and a shorter version answer; the app source handles address and signing through INS 0x01 and 0x02 with the scheme in P2 and answers 12 bytes to GET_VERSION, which is what this page shows.',
  ],
  namesCheck: {
    commit: '265dc33b6bca3008a9029436f23b9b95cb0c7c7e',
    dispatcher: 'app/src/apdu_handler.c',
    dispatched: ['INS_GET_VERSION', 'INS_GET_ADDR', 'INS_SIGN'],
    files: [
      {path: 'app/src/coin.h', defines: {CLA: 0x94}},
      {
        path: 'app/src/common/app_main.h',
        defines: {
          INS_GET_VERSION: 0x00,
          INS_GET_ADDR: 0x01,
          INS_SIGN: 0x02,
          INS_ALLOWLIST_GET_PUBKEY: 0x90,
          INS_ALLOWLIST_SET_PUBKEY: 0x91,
          INS_ALLOWLIST_GET_HASH: 0x92,
          INS_ALLOWLIST_UPLOAD: 0x93,
        },
      },
    ],
    notDispatched: ['INS_ALLOWLIST_GET_PUBKEY', 'INS_ALLOWLIST_SET_PUBKEY', 'INS_ALLOWLIST_GET_HASH', 'INS_ALLOWLIST_UPLOAD'],
  },
  statusWordsCheck,
});
