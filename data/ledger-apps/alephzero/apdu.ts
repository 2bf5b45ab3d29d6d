/** Aleph Zero app: facts from Zondax/ledger-alephzero docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h. */
import {substrateSpec} from '../shared/substrate';

export default substrateSpec({
  folder: 'alephzero',
  appName: 'Aleph Zero',
  cla: 0xa4,
  coinType: 643,
  newer: true,
});
