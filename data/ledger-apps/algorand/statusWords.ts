/**
 * Status words of the Algorand app as its code defines them at the commit below, read in the files it
 * compiles (ledger-zxlib through the deps/ledger-zxlib submodule, at the commit the app pins); specWords is the
 * table of docs/APDUSPEC.md at the same commit, as written. Shape: packages/docs-core/src/ledger/apdu/statusWordsCheckSchema.ts.
 */
import type {StatusWordsCheck} from '@zondax/docs-core/ledger/apdu/statusWordsCheck';
import {zxlibApduCodes} from '../shared/zxlibApduCodes';

const check: StatusWordsCheck = {
  commit: '06c096dbcc56a364a55a1796dd89dea4b71de963',
  zxlib: {path: 'deps/ledger-zxlib', commit: '2eb05295a1b92ea8d46da4494411a754d958d070'},
  files: [
    {
      path: 'app/src/common/parser.h',
      defines: {
        APDU_CODE_INVALID_SCOPE: 0x6988,
        APDU_CODE_FAILED_DECODING: 0x6989,
        APDU_CODE_INVALID_SIGNER: 0x698a,
        APDU_CODE_MISSING_DOMAIN: 0x698b,
        APDU_CODE_MISSING_AUTHENTICATED_DATA: 0x698c,
        APDU_CODE_BAD_JSON: 0x698d,
        APDU_CODE_FAILED_DOMAIN_AUTH: 0x698e,
        APDU_CODE_FAILED_HD_PATH: 0x698f,
      },
    },
    zxlibApduCodes('2eb05295a1b92ea8d46da4494411a754d958d070'),
  ],
  exceptions: ['app/src/apdu_handler.c'],
  specWords: [
    {code: 0x6400, text: 'Execution Error'},
    {code: 0x6982, text: 'Empty buffer'},
    {code: 0x6983, text: 'Output buffer too small'},
    {code: 0x6984, text: 'Data invalid'},
    {code: 0x6986, text: 'Command not allowed'},
    {code: 0x6987, text: 'Tx not initialized'},
    {code: 0x6d00, text: 'INS not supported'},
    {code: 0x6e00, text: 'CLA not supported'},
    {code: 0x6f00, text: 'Unknown'},
    {code: 0x9000, text: 'Success'},
    {code: 0x6988, text: 'Invalid scope'},
    {code: 0x6989, text: 'Failed decoding'},
    {code: 0x698a, text: 'Invalid signer'},
    {code: 0x698b, text: 'Missing domain'},
    {code: 0x698c, text: 'Missing authenticated data'},
    {code: 0x698d, text: 'Bad JSON'},
    {code: 0x698e, text: 'Failed domain authentication'},
    {code: 0x698f, text: 'Failed HD path'},
  ],
};

export default check;
