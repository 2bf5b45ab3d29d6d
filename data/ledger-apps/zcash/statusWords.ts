/**
 * Status words of the Zcash app as its code defines them at the commit below, read in the files it
 * compiles (ledger-zxlib through the deps/ledger-zxlib submodule, at the commit the app pins); specWords is the
 * table of docs/APDUSPEC.md at the same commit, as written. Shape: packages/docs-core/src/ledger/apdu/statusWordsCheckSchema.ts.
 */
import type {StatusWordsCheck} from '@zondax/docs-core/ledger/apdu/statusWordsCheck';
import {zxlibApduCodes} from '../shared/zxlibApduCodes';

const check: StatusWordsCheck = {
  commit: 'b8fa48af2881608b1aaaeb09258d03107e4206bc',
  zxlib: {path: 'deps/ledger-zxlib', commit: '0172a430279045bfd5103e51d3975a3fbb9dc4b4'},
  files: [
    {
      path: 'app/src/apdu_errors.h',
      defines: {
        APDU_CODE_DATA_TOO_LONG: 0x6988,
        APDU_CODE_EXTRACT_TRANSACTION_FAIL: 0x6989,
        APDU_CODE_HASH_MSG_BUF_FAIL: 0x6990,
        APDU_CODE_UNPROCESSED_TX: 0x6991,
        APDU_CODE_PREVOUT_INVALID: 0x6992,
        APDU_CODE_SEQUENCE_INVALID: 0x6993,
        APDU_CODE_OUTPUTS_INVALID: 0x6994,
        APDU_CODE_JOINSPLIT_INVALID: 0x6995,
        APDU_CODE_SPEND_INVALID: 0x6996,
        APDU_CODE_OUTPUT_CONTENT_INVALID: 0x6997,
        APDU_CODE_ENCRYPTION_INVALID: 0x6998,
        APDU_CODE_CHECK_SIGN_TR_FAIL: 0x6999,
        APDU_SIGN_SPEND_FAIL: 0x69a0,
        APDU_CODE_BAD_VALUEBALANCE: 0x69a1,
        APDU_CODE_UNHANDLED_TX_VERSION: 0x69a2,
      },
    },
    zxlibApduCodes('0172a430279045bfd5103e51d3975a3fbb9dc4b4'),
  ],
  exceptions: ['app/src/apdu_handler.c'],
  specWords: [
    {code: 0x6400, text: 'Execution Error'},
    {code: 0x6700, text: 'Wrong buffer length'},
    {code: 0x6982, text: 'Empty buffer'},
    {code: 0x6983, text: 'Output buffer too small'},
    {code: 0x6984, text: 'Data is invalid'},
    {code: 0x6986, text: 'Command not allowed'},
    {code: 0x6987, text: 'Tx is not initialized'},
    {code: 0x6b00, text: 'P1/P2 are invalid'},
    {code: 0x6d00, text: 'INS not supported'},
    {code: 0x6e00, text: 'CLA not supported'},
    {code: 0x6f00, text: 'Unknown'},
    {code: 0x6f01, text: 'Sign / verify error'},
    {code: 0x9000, text: 'Success'},
  ],
};

export default check;
