/**
 * Polkadex app: facts from Zondax/ledger-polkadex docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names checked against the dispatcher (app/src/apdu_handler.c) at commit 7e6ffaca64654fb93765ae4601543da2880dbcf9.
 */
import {substrateSpec} from '../shared/substrate';

export default substrateSpec({
  folder: 'polkadex',
  appName: 'Polkadex',
  cla: 0xa0,
  coinType: 799,
  newer: false,
  corrections: [
    'The published specification lists separate Sr25519 instructions (INS 0x11 and 0x12) and a shorter version answer; the app source handles address and signing through INS 0x01 and 0x02 with the scheme in P2 and answers 12 bytes to GET_VERSION, which is what this page shows.',
  ],
});
