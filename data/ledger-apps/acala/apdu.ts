/** Acala app: facts from Zondax/ledger-acala docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h. */
import {substrateSpec} from '../shared/substrate';

export default substrateSpec({
  folder: 'acala',
  appName: 'Acala',
  cla: 0x9b,
  coinType: 787,
  newer: true,
});
