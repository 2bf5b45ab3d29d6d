/**
 * Status words of the Crypto.org Chain app as its code defines them at the commit below, read in the files it
 * compiles (the copy of ledger-zxlib in deps/ledger-zxlib); specWords is the
 * table of docs/APDUSPEC.md at the same commit, as written. Shape: packages/docs-core/src/ledger/apdu/statusWordsCheckSchema.ts.
 */
import type {StatusWordsCheck} from '@zondax/docs-core/ledger/apdu/statusWordsCheck';

const check: StatusWordsCheck = {
  commit: '61688909a85103d3e238788d2d5aadcfd0b28b62',
  zxlib: {path: 'deps/ledger-zxlib'},
  files: [
    {
      path: 'deps/ledger-zxlib/include/apdu_codes.h',
      defines: {
        APDU_CODE_OK: 0x9000,
        APDU_CODE_BUSY: 0x9001,
        APDU_CODE_EXECUTION_ERROR: 0x6400,
        APDU_CODE_WRONG_LENGTH: 0x6700,
        APDU_CODE_EMPTY_BUFFER: 0x6982,
        APDU_CODE_OUTPUT_BUFFER_TOO_SMALL: 0x6983,
        APDU_CODE_DATA_INVALID: 0x6984,
        APDU_CODE_CONDITIONS_NOT_SATISFIED: 0x6985,
        APDU_CODE_COMMAND_NOT_ALLOWED: 0x6986,
        APDU_CODE_BAD_KEY_HANDLE: 0x6a80,
        APDU_CODE_INVALIDP1P2: 0x6b00,
        APDU_CODE_INS_NOT_SUPPORTED: 0x6d00,
        APDU_CODE_CLA_NOT_SUPPORTED: 0x6e00,
        APDU_CODE_UNKNOWN: 0x6f00,
        APDU_CODE_SIGN_VERIFY_ERROR: 0x6f01,
      },
    },
  ],
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
