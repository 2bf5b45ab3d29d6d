/**
 * Status words of the Crypto.org Chain app as its code defines them at the commit below, read in the files it
 * compiles (the copy of ledger-zxlib in deps/ledger-zxlib); specWords is the
 * table of docs/APDUSPEC.md at the same commit, as written. Shape: packages/docs-core/src/ledger/apdu/statusWordsCheckSchema.ts.
 */
import type {StatusWordsCheck} from '@zondax/docs-core/ledger/apdu/statusWordsCheck';
import {zxlibCopyApduCodes} from '../shared/zxlibApduCodes';

const check: StatusWordsCheck = {
  commit: '61688909a85103d3e238788d2d5aadcfd0b28b62',
  zxlib: {path: 'deps/ledger-zxlib'},
  files: [zxlibCopyApduCodes('deps/ledger-zxlib/include/apdu_codes.h', ['APDU_CODE_TX_NOT_INITIALIZED'])],
  exceptions: ['app/src/apdu_handler.c', 'app/src/common/main.c'],
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
