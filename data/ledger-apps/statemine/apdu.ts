/**
 * Statemine app: facts from Zondax/ledger-statemine docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names and bytes: checked in the code at the commit in namesCheck (the files it lists).
 */
import {substrateSpec} from '../shared/substrate';
import statusWordsCheck from './statusWords';

export default substrateSpec({
  folder: 'statemine',
  appName: 'Statemine',
  cla: 0x97,
  coinType: 434,
  newer: true,
  // Balances transfer_keep_alive of 1 KSM to account 0x0102..20: immortal era, nonce 0, tip 0, spec version 10100, tx version 14, no fee asset
  // (0x00 after the tip), genesis hash as genesis and block hash. Accepted by parser_parse and parser_validate at the commit below.
  signExample:
    '0a03000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20070010a5d4e800000000742700000e00000048239ef607d7928874027a43a67689209727dfb3d3dc5e5b03a39bdc2eda771a48239ef607d7928874027a43a67689209727dfb3d3dc5e5b03a39bdc2eda771a',
  namesCheck: {
    commit: '6b972843b803644f4f14fab62b55c8037d66d264',
    dispatcher: 'app/src/apdu_handler.c',
    dispatched: ['INS_GET_VERSION', 'INS_GET_ADDR', 'INS_SIGN_RAW', 'INS_SIGN'],
    files: [
      {path: 'app/src/substrate/substrate_coin.h', defines: {CLA: 0x97, INS_SIGN_RAW: 0x03}},
      {
        repo: 'Zondax/ledger-zxlib',
        commit: '579367b8a07f35fad4d9ba2aee61090e42036766',
        path: 'app/common/app_main.h',
        defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02},
      },
    ],
    beforeDispatcher: ['getDeviceInfo'],
  },
  statusWordsCheck,
});
