/**
 * Status words of the Starkware app as its code defines them at the commit below, read in the files it
 * compiles; specWords is the
 * table of docs/APDU.md at the same commit, as written. Shape: packages/docs-core/src/ledger/apdu/statusWordsCheckSchema.ts.
 */
import type {StatusWordsCheck} from '@zondax/docs-core/ledger/apdu/statusWordsCheck';

const check: StatusWordsCheck = {
  commit: 'd5912d76b54158dd2644cc37e658bd1e5de03e6d',
  files: [
    {
      path: 'app/src/constants.rs',
      defines: {
        'ApduError::ExecutionError': 0x6400,
        'ApduError::WrongLength': 0x6700,
        'ApduError::ApduCodeEmptyBuffer': 0x6982,
        'ApduError::OutputBufferTooSmall': 0x6983,
        'ApduError::DataInvalid': 0x6984,
        'ApduError::ApduCodeConditionsNotSatisfied': 0x6985,
        'ApduError::CommandNotAllowed': 0x6986,
        'ApduError::BadKeyExample': 0x6a80,
        'ApduError::InvalidP1P2': 0x6b00,
        'ApduError::InsNotSupported': 0x6d00,
        'ApduError::ClaNotSupported': 0x6e00,
        'ApduError::Unknown': 0x6f00,
        'ApduError::SignVerifyError': 0x6f01,
        'ApduError::Success': 0x9000,
        'ApduError::Busy': 0x9001,
      },
    },
    {
      path: 'deps/zxlib/actions.h',
      defines: {
        APDU_CODE_DATA_INVALID: 0x6984,
        APDU_CODE_COMMAND_NOT_ALLOWED: 0x6986,
      },
    },
  ],
  // No `exceptions`: once the app has started, app/c/main.c answers an unhandled exception with the 2-byte exception
  // code as data and 0x6400, not with 0x6800 | (exception & 0x7FF) (only before start-up completes).
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
