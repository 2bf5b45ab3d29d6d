/** Nodle app: facts from Zondax/ledger-nodle docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h. */
import {substrateSpec} from '../shared/substrate';

export default substrateSpec({
  folder: 'nodle',
  appName: 'Nodle',
  cla: 0x98,
  coinType: 1003,
  newer: true,
});
