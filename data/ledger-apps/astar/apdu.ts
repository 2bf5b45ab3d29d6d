/** Astar app: facts from Zondax/ledger-astar docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h. */
import {substrateSpec} from '../shared/substrate';

export default substrateSpec({
  folder: 'astar',
  appName: 'Astar',
  cla: 0xa9,
  coinType: 810,
  newer: true,
});
