/** Statemine app: facts from Zondax/ledger-statemine docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h. */
import {substrateSpec} from '../shared/substrate';

export default substrateSpec({
  folder: 'statemine',
  appName: 'Statemine',
  cla: 0x97,
  coinType: 434,
  newer: true,
});
