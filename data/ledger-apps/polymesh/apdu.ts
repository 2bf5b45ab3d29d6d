/**
 * Polymesh app (generic Polkadot template): facts from Zondax/ledger-polymesh docs/APDUSPEC.md and app/src/coin.h.
 * Instruction names checked against the dispatcher (app/src/apdu_handler.c) at commit 3738ce87b160ee82a279556684b7eb7ec0f07cef.
 */
import {genericSubstrateSpec} from '../shared/substrate';

export default genericSubstrateSpec({folder: 'polymesh', appName: 'Polymesh', coinType: 595, ss58Example: '12'});
