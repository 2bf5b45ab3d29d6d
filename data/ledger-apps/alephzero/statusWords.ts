/**
 * Status words of the Aleph Zero app as its code defines them at the commit below, read in the files it
 * compiles (ledger-zxlib through the deps/ledger-zxlib submodule, at the commit the app pins); specWords is the
 * table of docs/APDUSPEC.md at the same commit, as written. Shape: packages/docs-core/src/ledger/apdu/statusWordsCheckSchema.ts.
 */
import type {StatusWordsCheck} from '@zondax/docs-core/ledger/apdu/statusWordsCheck';
import {zxlibApduCodes} from '../shared/zxlibApduCodes';

const check: StatusWordsCheck = {
  commit: 'b5b9bcf544d8a6859734dcda18352ad9c6644cc0',
  zxlib: {path: 'deps/ledger-zxlib', commit: '50df5b5c1551ff99ad06716d0772a4a4be2cbb35'},
  files: [zxlibApduCodes('50df5b5c1551ff99ad06716d0772a4a4be2cbb35')],
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
