/**
 * Aleph Zero app: facts from Zondax/ledger-alephzero docs/APDUSPEC.md, checked against app/src/substrate/substrate_coin.h.
 * Instruction names and bytes: checked in the code at the commit in namesCheck (the files it lists).
 */
import {substrateSpec} from '../shared/substrate';
import statusWordsCheck from './statusWords';

export default substrateSpec({
  folder: 'alephzero',
  appName: 'Aleph Zero',
  cla: 0xa4,
  coinType: 643,
  newer: true,
  // Balances transfer_keep_alive of 1 AZERO to account 0x0102..20: immortal era, nonce 0, tip 0, spec version 73, tx version 18, genesis hash as
  // genesis and block hash. Accepted by parser_parse and parser_validate at the commit below.
  signExample:
    '0503000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20070010a5d4e8000000490000001200000070255b4d28de0fc4e1a193d7e175ad1ccef431598211c55538f1018651a0344e70255b4d28de0fc4e1a193d7e175ad1ccef431598211c55538f1018651a0344e',
  namesCheck: {
    commit: 'b5b9bcf544d8a6859734dcda18352ad9c6644cc0',
    dispatcher: 'app/src/apdu_handler.c',
    dispatched: ['INS_GET_VERSION', 'INS_GET_ADDR', 'INS_SIGN_RAW', 'INS_SIGN'],
    files: [
      {path: 'app/src/substrate/substrate_coin.h', defines: {CLA: 0xa4, INS_SIGN_RAW: 0x03}},
      {
        repo: 'Zondax/ledger-zxlib',
        commit: '50df5b5c1551ff99ad06716d0772a4a4be2cbb35',
        path: 'app/common/app_main.h',
        defines: {INS_GET_VERSION: 0x00, INS_GET_ADDR: 0x01, INS_SIGN: 0x02},
      },
    ],
    beforeDispatcher: ['getDeviceInfo'],
  },
  statusWordsCheck,
});
