/**
 * Status words of the Khala app as its code defines them at the commit below, read in the files it
 * compiles (ledger-zxlib through the deps/ledger-zxlib submodule, at the commit the app pins); specWords is the
 * table of docs/APDUSPEC.md at the same commit, as written. Shape: packages/docs-core/src/ledger/apdu/statusWordsCheckSchema.ts.
 */
import type {StatusWordsCheck} from '@zondax/docs-core/ledger/apdu/statusWordsCheck';
import {zxlibApduCodes} from '../shared/zxlibApduCodes';

const check: StatusWordsCheck = {
  commit: 'f4b1389d795639c74d889f304f9ffebeeba5ca3e',
  zxlib: {path: 'deps/ledger-zxlib', commit: '5008bbb140a4e644fd45939db992e9845f069b13'},
  files: [zxlibApduCodes('5008bbb140a4e644fd45939db992e9845f069b13')],
  exceptions: ['app/src/apdu_handler.c', 'app/src/common/app_main.c'],
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
