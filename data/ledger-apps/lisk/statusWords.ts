/**
 * Status words of the Lisk app as its code defines them at the commit below, read in the files it compiles
 * (ledger-zxlib through the deps/ledger-zxlib submodule, at the commit the app pins); specWords is the table of
 * docs/APDUSPEC.md at the same commit, as written. Shape: packages/docs-core/src/ledger/apdu/statusWordsCheckSchema.ts.
 */
import type {StatusWordsCheck} from '@zondax/docs-core/ledger/apdu/statusWordsCheck';
import {zxlibApduCodes} from '../shared/zxlibApduCodes';

const check: StatusWordsCheck = {
  commit: '6729c7c37570239cacdee27f3546f5dec3f6c91e',
  zxlib: {path: 'deps/ledger-zxlib', commit: '9e9cb2b21fdf94a6b1f7d71ee6f89ca8101712ce'},
  files: [zxlibApduCodes('9e9cb2b21fdf94a6b1f7d71ee6f89ca8101712ce')],
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
