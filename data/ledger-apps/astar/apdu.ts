/**
 * Astar app: facts from Zondax/ledger-astar docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names checked against the dispatcher (app/src/apdu_handler.c) at commit 5cd7c70c66ad4f4f9dcb68d74628c60b80c933b4.
 */
import {substrateSpec} from '../shared/substrate';

export default substrateSpec({
  folder: 'astar',
  appName: 'Astar',
  cla: 0xa9,
  coinType: 810,
  newer: true,
});
