/**
 * Nodle app: facts from Zondax/ledger-nodle docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names checked against the dispatcher (app/src/apdu_handler.c) at commit 475768c4f7fb7791c2712e83ec3ad3447d0c6753.
 */
import {substrateSpec} from '../shared/substrate';

export default substrateSpec({
  folder: 'nodle',
  appName: 'Nodle',
  cla: 0x98,
  coinType: 1003,
  newer: true,
});
