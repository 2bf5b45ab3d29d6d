/**
 * Aleph Zero app: facts from Zondax/ledger-alephzero docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names checked against the dispatcher (app/src/apdu_handler.c) at commit b5b9bcf544d8a6859734dcda18352ad9c6644cc0.
 */
import {substrateSpec} from '../shared/substrate';

export default substrateSpec({
  folder: 'alephzero',
  appName: 'Aleph Zero',
  cla: 0xa4,
  coinType: 643,
  newer: true,
});
