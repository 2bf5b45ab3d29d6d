/**
 * Statemine app: facts from Zondax/ledger-statemine docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names checked against the dispatcher (app/src/apdu_handler.c) at commit 6b972843b803644f4f14fab62b55c8037d66d264.
 */
import {substrateSpec} from '../shared/substrate';

export default substrateSpec({
  folder: 'statemine',
  appName: 'Statemine',
  cla: 0x97,
  coinType: 434,
  newer: true,
});
