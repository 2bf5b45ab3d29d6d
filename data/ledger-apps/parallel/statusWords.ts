/**
 * Status words of the Parallel app as its code defines them at the commit below, read in the files it
 * compiles (ledger-zxlib through the deps/ledger-zxlib submodule, at the commit the app pins); specWords is the
 * table of docs/APDUSPEC.md at the same commit, as written. Shape: packages/docs-core/src/ledger/apdu/statusWordsCheckSchema.ts.
 */
import type {StatusWordsCheck} from '@zondax/docs-core/ledger/apdu/statusWordsCheck';
import {zxlibApduCodes} from '../shared/zxlibApduCodes';

const check: StatusWordsCheck = {
  commit: 'b0e0206bd57423da22b4fad4ed14963b93ca2fa8',
  zxlib: {path: 'deps/ledger-zxlib', commit: '08fa5d82b4b71ad371961547defda0aa26a01e19'},
  files: [zxlibApduCodes('08fa5d82b4b71ad371961547defda0aa26a01e19')],
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
