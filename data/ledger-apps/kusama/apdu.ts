/** Kusama app: facts from Zondax/ledger-kusama docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h. */
import {substrateSpec} from '../shared/substrate';

export default substrateSpec({
  folder: 'kusama',
  appName: 'Kusama',
  cla: 0x99,
  coinType: 434,
  newer: true,
});
