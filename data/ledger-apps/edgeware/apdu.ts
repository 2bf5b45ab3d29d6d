/**
 * Edgeware app: facts from Zondax/ledger-edgeware docs/APDUSPEC.md, checked against app/src/coin.h (this older copy of the template has no substrate_coin.h).
 * Instruction names and bytes: checked in the code at the commit in namesCheck (the files it lists).
 */
import {substrateSpec} from '../shared/substrate';
import statusWordsCheck from './statusWords';

export default substrateSpec({
  folder: 'edgeware',
  appName: 'Edgeware',
  cla: 0x94,
  coinType: 523,
  newer: false,
  addressP2Checked: true,
  // Balances transfer_keep_alive of 1 EDG to account 0x0102..20: immortal era, nonce 0, tip 0, spec version 46, tx version 1,
  // genesis hash as genesis and block hash. Accepted by parser_parse and parser_validate at the commit below.
  signExample:
    '0603000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f2013000064a7b3b6e00d0000002e00000001000000742a2ca70c2fda6cee4f8df98d64c4c670a052d9568058982dad9d5a7a135c5b742a2ca70c2fda6cee4f8df98d64c4c670a052d9568058982dad9d5a7a135c5b',
  corrections: [
    "The specification marks P2 of `INS_GET_ADDR` as ignored; in this app's copy of the template, `get_key_type` (`app/src/common/actions.h`) maps only P2 = 0 (and 1 in Sr25519 builds) to a key type, so any other P2 makes the address request fail with 0x6984.",
  ],
  namesCheck: {
    commit: '265dc33b6bca3008a9029436f23b9b95cb0c7c7e',
    dispatcher: 'app/src/apdu_handler.c',
    dispatched: ['INS_GET_VERSION', 'INS_GET_ADDR', 'INS_SIGN'],
    files: [
      {path: 'app/src/coin.h', defines: {CLA: 0x94}},
      {
        path: 'app/src/common/app_main.h',
        defines: {
          INS_GET_VERSION: 0x00,
          INS_GET_ADDR: 0x01,
          INS_SIGN: 0x02,
          INS_ALLOWLIST_GET_PUBKEY: 0x90,
          INS_ALLOWLIST_SET_PUBKEY: 0x91,
          INS_ALLOWLIST_GET_HASH: 0x92,
          INS_ALLOWLIST_UPLOAD: 0x93,
        },
      },
    ],
    notDispatched: ['INS_ALLOWLIST_GET_PUBKEY', 'INS_ALLOWLIST_SET_PUBKEY', 'INS_ALLOWLIST_GET_HASH', 'INS_ALLOWLIST_UPLOAD'],
    // app/src/common/app_main.c: app_main calls handle_generic_apdu (E0 01 00 00) before handleApdu.
    beforeDispatcher: ['getDeviceInfo'],
  },
  statusWordsCheck,
});
