/**
 * Status words of the Filecoin app as its code defines them at the commit below, read in the files it
 * compiles (ledger-zxlib through the deps/ledger-zxlib submodule, at the commit the app pins); specWords is the
 * table of docs/APDUSPEC.md at the same commit, as written. Shape: packages/docs-core/src/ledger/apdu/statusWordsCheckSchema.ts.
 */
import type {StatusWordsCheck} from '@zondax/docs-core/ledger/apdu/statusWordsCheck';
import {zxlibApduCodes} from '../shared/zxlibApduCodes';

const check: StatusWordsCheck = {
  commit: '715736cfe80357ef646d4ce8c95736373cb7cdcb',
  zxlib: {path: 'deps/ledger-zxlib', commit: '7fbd5d3a533514cd61b07aec25fb103dfb2f5843'},
  files: [zxlibApduCodes('7fbd5d3a533514cd61b07aec25fb103dfb2f5843')],
  exceptions: ['app/src/apdu_handler.c'],
  specWords: [
    {code: 0x6400, text: 'Execution Error'},
    {code: 0x6982, text: 'Empty buffer'},
    {code: 0x6983, text: 'Output buffer too small'},
    {code: 0x6986, text: 'Command not allowed'},
    {code: 0x6d00, text: 'INS not supported'},
    {code: 0x6e00, text: 'CLA not supported'},
    {code: 0x6f00, text: 'Unknown'},
    {code: 0x9000, text: 'Success'},
  ],
};

export default check;
