/**
 * Centrifuge app: facts from Zondax/ledger-centrifuge docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names checked against the dispatcher (app/src/apdu_handler.c) at commit 977ab8d648130210d0b8d0f7b4a7c918c9c58cd0.
 */
import {substrateSpec} from '../shared/substrate';

export default substrateSpec({
  folder: 'centrifuge',
  appName: 'Centrifuge',
  cla: 0x93,
  coinType: 747,
  newer: false,
  corrections: [
    'The published specification lists separate Sr25519 instructions (INS 0x11 and 0x12) and a shorter version answer; the app source handles address and signing through INS 0x01 and 0x02 with the scheme in P2 and answers 12 bytes to GET_VERSION, which is what this page shows.',
  ],
});
