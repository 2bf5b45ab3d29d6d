/**
 * Polkadot app (generic Polkadot template): facts from Zondax/ledger-polkadot docs/APDUSPEC.md and app/src/coin.h.
 * Instruction names checked against the dispatcher (app/src/apdu_handler.c) at commit 6c0b2a322966a80d131c2889f032a2fc2f026063.
 */
import {genericSubstrateSpec} from '../shared/substrate';

export default genericSubstrateSpec({folder: 'polkadot', appName: 'Polkadot', coinType: 354, ss58Example: '0'});
