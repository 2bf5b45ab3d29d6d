/**
 * Status words of the Internet Computer app as its code defines them at the commit below, read in the files it
 * compiles (ledger-zxlib through the deps/ledger-zxlib submodule, at the commit the app pins); specWords is the
 * table of docs/APDUSPEC.md at the same commit, as written. Shape: packages/docs-core/src/ledger/apdu/statusWordsCheckSchema.ts.
 */
import type {StatusWordsCheck} from '@zondax/docs-core/ledger/apdu/statusWordsCheck';
import {zxlibApduCodes} from '../shared/zxlibApduCodes';

const check: StatusWordsCheck = {
  commit: 'c9ea5d7c28a3a2d43a7280478296a4b4da02329e',
  zxlib: {path: 'deps/ledger-zxlib', commit: '36c27b3be04d901498b471023a1efab431ff22ab'},
  files: [zxlibApduCodes('36c27b3be04d901498b471023a1efab431ff22ab')],
  exceptions: ['app/src/apdu_handler.c'],
  specWords: [
    {code: 0x6400, text: 'Execution Error'},
    {code: 0x6700, text: 'Wrong buffer length'},
    {code: 0x6982, text: 'Empty buffer'},
    {code: 0x6983, text: 'Output buffer too small'},
    {code: 0x6984, text: 'Data is invalid'},
    {code: 0x6985, text: 'Conditions not satisfied'},
    {code: 0x6986, text: 'Command not allowed'},
    {code: 0x6987, text: 'Tx is not initialized'},
    {code: 0x6a80, text: 'Bad key handle'},
    {code: 0x6b00, text: 'P1/P2 are invalid'},
    {code: 0x6d00, text: 'INS not supported'},
    {code: 0x6e00, text: 'CLA not supported'},
    {code: 0x6f00, text: 'Unknown'},
    {code: 0x6f01, text: 'Sign / verify error'},
    {code: 0x9000, text: 'Success'},
    {code: 0x9001, text: 'Busy'},
  ],
};

export default check;
