/** Polymesh app (generic Polkadot template): facts from Zondax/ledger-polymesh docs/APDUSPEC.md and app/src/coin.h. */
import {genericSubstrateSpec} from '../shared/substrate';

export default genericSubstrateSpec({folder: 'polymesh', appName: 'Polymesh', coinType: 595, ss58Example: '12'});
