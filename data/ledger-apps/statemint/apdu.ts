/** Statemint app: facts from Zondax/ledger-statemint docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h. */
import {substrateSpec} from '../shared/substrate';

export default substrateSpec({
  folder: 'statemint',
  appName: 'Statemint',
  cla: 0x96,
  coinType: 354,
  newer: true,
});
