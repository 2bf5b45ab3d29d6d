/** Polkadot app (generic Polkadot template): facts from Zondax/ledger-polkadot docs/APDUSPEC.md and app/src/coin.h. */
import {genericSubstrateSpec} from '../shared/substrate';

export default genericSubstrateSpec({folder: 'polkadot', appName: 'Polkadot', coinType: 354, ss58Example: '0'});
