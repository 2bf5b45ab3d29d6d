/**
 * Kusama app: facts from Zondax/ledger-kusama docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names checked against the dispatcher (app/src/apdu_handler.c) at commit 1da9159b96cd4e81891df2659e965594a6c96465.
 */
import {substrateSpec} from '../shared/substrate';

export default substrateSpec({
  folder: 'kusama',
  appName: 'Kusama',
  cla: 0x99,
  coinType: 434,
  newer: true,
});
