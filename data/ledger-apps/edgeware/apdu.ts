/**
 * Edgeware app: facts from Zondax/ledger-edgeware docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names checked against the dispatcher (app/src/apdu_handler.c) at commit 265dc33b6bca3008a9029436f23b9b95cb0c7c7e.
 */
import {substrateSpec} from '../shared/substrate';

export default substrateSpec({
  folder: 'edgeware',
  appName: 'Edgeware',
  cla: 0x94,
  coinType: 523,
  newer: false,
  corrections: [
    'The published specification lists separate Sr25519 instructions (INS 0x11 and 0x12) and a shorter version answer; the app source handles address and signing through INS 0x01 and 0x02 with the scheme in P2 and answers 12 bytes to GET_VERSION, which is what this page shows.',
    'The published specification also lists allow-list instructions; the current app source does not dispatch them, so they are left out.',
  ],
});
