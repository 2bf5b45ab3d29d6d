/**
 * Acala app: facts from Zondax/ledger-acala docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names checked against the dispatcher (app/src/apdu_handler.c) at commit 53ac9d0225c37b24427526ad1f04e6aacbd2daaf.
 */
import {substrateSpec} from '../shared/substrate';

export default substrateSpec({
  folder: 'acala',
  appName: 'Acala',
  cla: 0x9b,
  coinType: 787,
  newer: true,
});
