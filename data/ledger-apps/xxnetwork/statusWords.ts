/**
 * Status words of the xx network app as its code defines them at the commit below, read in the files it
 * compiles (ledger-zxlib through the deps/ledger-zxlib submodule, at the commit the app pins); specWords is the
 * table of docs/APDUSPEC.md at the same commit, as written. Shape: packages/docs-core/src/ledger/apdu/statusWordsCheckSchema.ts.
 */
import type {StatusWordsCheck} from '@zondax/docs-core/ledger/apdu/statusWordsCheck';
import {zxlibApduCodes} from '../shared/zxlibApduCodes';

const check: StatusWordsCheck = {
  commit: 'e49f6c704330b5b8ad388bff47e7772858b3279a',
  zxlib: {path: 'deps/ledger-zxlib', commit: '7d6c141e69ef179d8fe2d2151bae22915c26abde'},
  files: [zxlibApduCodes('7d6c141e69ef179d8fe2d2151bae22915c26abde')],
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
