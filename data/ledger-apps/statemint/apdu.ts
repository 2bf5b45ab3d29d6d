/**
 * Statemint app: facts from Zondax/ledger-statemint docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names checked against the dispatcher (app/src/apdu_handler.c) at commit 49e0d2c703d6bd533bcefa9f11b6a012a35a1011.
 */
import {substrateSpec} from '../shared/substrate';

export default substrateSpec({
  folder: 'statemint',
  appName: 'Statemint',
  cla: 0x96,
  coinType: 354,
  newer: true,
});
