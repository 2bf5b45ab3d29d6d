/**
 * Status words of the Avalanche app as its code defines them at the commit below, read in the files it
 * compiles (ledger-zxlib through the deps/ledger-zxlib submodule, at the commit the app pins); specWords is the
 * table of docs/APDUSPEC.md at the same commit, as written. Shape: packages/docs-core/src/ledger/apdu/statusWordsCheckSchema.ts.
 */
import type {StatusWordsCheck} from '@zondax/docs-core/ledger/apdu/statusWordsCheck';
import {zxlibApduCodes} from '../shared/zxlibApduCodes';

const check: StatusWordsCheck = {
  commit: '6d2d950b9af5bb5fca18eb4a370b991f169e192f',
  zxlib: {path: 'deps/ledger-zxlib', commit: 'e01a96ae23bbd9acc8d20e14bf206888e0023389'},
  files: [
    {
      path: 'app/rust/src/constants.rs',
      defines: {
        'ApduError::ExecutionError': 0x6400,
        'ApduError::WrongLength': 0x6700,
        'ApduError::ApduCodeEmptyBuffer': 0x6982,
        'ApduError::OutputBufferTooSmall': 0x6983,
        'ApduError::DataInvalid': 0x6a80,
        'ApduError::ApduCodeConditionsNotSatisfied': 0x6985,
        'ApduError::CommandNotAllowed': 0x6986,
        'ApduError::BadKeyExample': 0x6a81,
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
      path: 'app/src/commands.h',
      defines: {
        APDU_RESPONSE_OK: 0x9000,
        APDU_RESPONSE_ERROR_NO_INFO: 0x6a00,
        APDU_RESPONSE_INVALID_DATA: 0x6a80,
        APDU_RESPONSE_INSUFFICIENT_MEMORY: 0x6a84,
        APDU_RESPONSE_INVALID_INS: 0x6d00,
        APDU_RESPONSE_INVALID_P1_P2: 0x6b00,
        APDU_RESPONSE_CONDITION_NOT_SATISFIED: 0x6985,
        APDU_RESPONSE_REF_DATA_NOT_FOUND: 0x6a88,
        APDU_RESPONSE_UNKNOWN: 0x6f00,
        ERR_APDU_EMPTY: 0x6982,
        ERR_APDU_SIZE_MISMATCH: 0x6983,
      },
    },
    zxlibApduCodes('e01a96ae23bbd9acc8d20e14bf206888e0023389'),
  ],
  exceptions: ['app/src/apdu_handler.c', 'app/src/handler.c'],
  specWords: [
    {code: 0x6400, text: 'Execution Error'},
    {code: 0x6700, text: 'Wrong Length'},
    {code: 0x6982, text: 'Empty buffer'},
    {code: 0x6983, text: 'Output buffer too small'},
    {code: 0x6a80, text: 'Data Invalid'},
    {code: 0x6985, text: 'Conditions not satisfied'},
    {code: 0x6986, text: 'Command not allowed'},
    {code: 0x6b00, text: 'Invalid P1/P2'},
    {code: 0x6d00, text: 'INS not supported'},
    {code: 0x6e00, text: 'CLA not supported'},
    {code: 0x6f00, text: 'Unknown'},
    {code: 0x9000, text: 'Success'},
    {code: 0x9001, text: 'Busy'},
  ],
};

export default check;
