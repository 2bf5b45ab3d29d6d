/**
 * Status words of the Polymesh app as its code defines them at the commit below, read in the files it
 * compiles (ledger-zxlib through the deps/ledger-zxlib submodule, at the commit the app pins); specWords is the
 * table of docs/APDUSPEC.md at the same commit, as written. Shape: packages/docs-core/src/ledger/apdu/statusWordsCheckSchema.ts.
 */
import type {StatusWordsCheck} from '@zondax/docs-core/ledger/apdu/statusWordsCheck';
import {zxlibApduCodes} from '../shared/zxlibApduCodes';

const check: StatusWordsCheck = {
  commit: '3738ce87b160ee82a279556684b7eb7ec0f07cef',
  zxlib: {path: 'deps/ledger-zxlib', commit: '1d9f0dcdcfee5bc3de2dc7a79905a5f483f7f369'},
  files: [zxlibApduCodes('1d9f0dcdcfee5bc3de2dc7a79905a5f483f7f369')],
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
