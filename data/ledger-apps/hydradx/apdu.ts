/**
 * HydraDX app: facts from Zondax/ledger-hydradx docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names and bytes: checked in the code at the commit in namesCheck (the files it lists).
 */
import {substrateSpec} from '../shared/substrate';
import statusWordsCheck from './statusWords';

export default substrateSpec({
  folder: 'hydradx',
  appName: 'HydraDX',
  cla: 0xab,
  coinType: 354,
  newer: false,
  // Balances transfer_keep_alive of 1 HDX to account 0x0102..20, given as a bare 32-byte AccountId (this runtime's dest has no MultiAddress
  // tag): immortal era, nonce 0, tip 0, spec version 109, tx version 1, genesis hash as genesis and block hash. Accepted by parser_parse and
  // parser_validate at the commit below.
  signExample:
    '07030102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20070010a5d4e80000006d00000001000000afdc188f45c71dacbaa0b62e16a91f726c7b8699a9748cdf715459de6b7f366dafdc188f45c71dacbaa0b62e16a91f726c7b8699a9748cdf715459de6b7f366d',
  namesCheck: {
    commit: '8686a33fcba4262d22712c2de5bc0e69e12aef6d',
    dispatcher: 'app/src/apdu_handler.c',
    dispatched: ['INS_GET_VERSION', 'INS_GET_ADDR', 'INS_SIGN'],
    files: [
      {path: 'app/src/substrate/substrate_coin.h', defines: {CLA: 0xab}},
      {path: 'app/src/common/app_main.h', defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02}},
    ],
    // app/src/common/app_main.c: app_main calls handle_generic_apdu (E0 01 00 00) before handleApdu.
    beforeDispatcher: ['getDeviceInfo'],
  },
  statusWordsCheck,
});
