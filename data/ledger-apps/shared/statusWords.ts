/**
 * What each status-word identifier of the provider's apps means, and the list an app's page, decoder and
 * MCP tools show, derived from its status-word record (data/ledger-apps/<folder>/statusWords.ts, issue 62).
 *
 * A meaning is written once per identifier, from the identifier and the code that sends it; an app whose
 * code defines one code under several identifiers (Avalanche's 0x6A80: the Rust parser's DataInvalid and
 * zxlib's APDU_CODE_BAD_KEY_HANDLE) shows each meaning. tests/unit/ledger-status-words.test.ts fails on an
 * identifier without a meaning here.
 */
import type {ApduSpec, StatusWord} from '@zondax/docs-core/ledger/apdu/schema';
import {definedCodes, definersOf, meaningWords, type StatusWordsCheck} from '@zondax/docs-core/ledger/apdu/statusWordsCheck';

/** ledger-zxlib include/apdu_codes.h (every C app on this site compiles it, from its submodule or its copy of the library). */
const zxlib: Record<string, string> = {
  APDU_CODE_OK: 'Success',
  APDU_CODE_BUSY: 'Device is busy',
  APDU_CODE_EXECUTION_ERROR: 'Execution error',
  APDU_CODE_WRONG_LENGTH: 'Wrong buffer length',
  APDU_CODE_EMPTY_BUFFER: 'Empty buffer',
  APDU_CODE_OUTPUT_BUFFER_TOO_SMALL: 'Output buffer too small',
  APDU_CODE_DATA_INVALID: 'Data is invalid',
  APDU_CODE_CONDITIONS_NOT_SATISFIED: 'Conditions not satisfied',
  APDU_CODE_COMMAND_NOT_ALLOWED: 'Command not allowed',
  APDU_CODE_TX_NOT_INITIALIZED: 'Transaction is not initialized',
  APDU_CODE_BAD_KEY_HANDLE: 'Bad key handle',
  APDU_CODE_INVALIDP1P2: 'P1/P2 are invalid',
  APDU_CODE_INS_NOT_SUPPORTED: 'INS not supported',
  APDU_CODE_CLA_NOT_SUPPORTED: 'CLA not supported',
  APDU_CODE_UNKNOWN: 'Unknown error',
  APDU_CODE_SIGN_VERIFY_ERROR: 'Sign / verify error',
};

/** The ApduError enum of the Rust apps (Tezos, Starkware, Avalanche's Rust parser). */
const rust: Record<string, string> = {
  'ApduError::ExecutionError': zxlib.APDU_CODE_EXECUTION_ERROR,
  'ApduError::WrongLength': zxlib.APDU_CODE_WRONG_LENGTH,
  'ApduError::ApduCodeEmptyBuffer': zxlib.APDU_CODE_EMPTY_BUFFER,
  'ApduError::OutputBufferTooSmall': zxlib.APDU_CODE_OUTPUT_BUFFER_TOO_SMALL,
  'ApduError::DataInvalid': zxlib.APDU_CODE_DATA_INVALID,
  'ApduError::ApduCodeConditionsNotSatisfied': zxlib.APDU_CODE_CONDITIONS_NOT_SATISFIED,
  'ApduError::CommandNotAllowed': zxlib.APDU_CODE_COMMAND_NOT_ALLOWED,
  'ApduError::BadKeyExample': 'Bad key (the enum calls it an example)',
  'ApduError::InvalidP1P2': zxlib.APDU_CODE_INVALIDP1P2,
  'ApduError::InsNotSupported': zxlib.APDU_CODE_INS_NOT_SUPPORTED,
  'ApduError::ClaNotSupported': zxlib.APDU_CODE_CLA_NOT_SUPPORTED,
  'ApduError::Unknown': zxlib.APDU_CODE_UNKNOWN,
  'ApduError::SignVerifyError': zxlib.APDU_CODE_SIGN_VERIFY_ERROR,
  'ApduError::Success': zxlib.APDU_CODE_OK,
  'ApduError::Busy': zxlib.APDU_CODE_BUSY,
};

/** Avalanche's app/src/commands.h (its Ethereum handlers). */
const avalancheEth: Record<string, string> = {
  APDU_RESPONSE_OK: 'Success',
  APDU_RESPONSE_ERROR_NO_INFO: 'Error without further information',
  APDU_RESPONSE_INVALID_DATA: 'Invalid data',
  APDU_RESPONSE_INSUFFICIENT_MEMORY: 'Not enough memory',
  APDU_RESPONSE_INVALID_INS: 'INS not supported',
  APDU_RESPONSE_INVALID_P1_P2: 'P1/P2 are invalid',
  APDU_RESPONSE_CONDITION_NOT_SATISFIED: 'Conditions not satisfied',
  APDU_RESPONSE_REF_DATA_NOT_FOUND: 'Referenced data not found',
  APDU_RESPONSE_UNKNOWN: 'Unknown error',
  ERR_APDU_EMPTY: 'Empty APDU',
  ERR_APDU_SIZE_MISMATCH: 'APDU length does not match its data',
};

/** Algorand's app/src/common/parser.h: the arbitrary-data signing errors and the path check. */
const algorand: Record<string, string> = {
  APDU_CODE_INVALID_SCOPE: 'Invalid scope (arbitrary data)',
  APDU_CODE_FAILED_DECODING: 'Decoding failed (arbitrary data)',
  APDU_CODE_INVALID_SIGNER: 'Invalid signer (arbitrary data)',
  APDU_CODE_MISSING_DOMAIN: 'Missing domain (arbitrary data)',
  APDU_CODE_MISSING_AUTHENTICATED_DATA: 'Missing authenticated data (arbitrary data)',
  APDU_CODE_BAD_JSON: 'Bad JSON (arbitrary data)',
  APDU_CODE_FAILED_DOMAIN_AUTH: 'Domain authentication failed (arbitrary data)',
  APDU_CODE_FAILED_HD_PATH: "HD path rejected: it does not start with 44'/283'",
};

/** Zcash's app/src/apdu_errors.h: one code per check of INS_CHECKANDSIGN (app/src/handlers/handler_signing.h). */
const zcash: Record<string, string> = {
  APDU_CODE_DATA_TOO_LONG: 'Data too long',
  APDU_CODE_EXTRACT_TRANSACTION_FAIL: 'Extracting the transaction failed',
  APDU_CODE_HASH_MSG_BUF_FAIL: 'Hashing the message buffer failed',
  APDU_CODE_UNPROCESSED_TX: 'Not every spend and output was extracted before signing',
  APDU_CODE_PREVOUT_INVALID: 'Prevouts check failed',
  APDU_CODE_SEQUENCE_INVALID: 'Sequence check failed',
  APDU_CODE_OUTPUTS_INVALID: 'Outputs check failed',
  APDU_CODE_JOINSPLIT_INVALID: 'Joinsplit check failed',
  APDU_CODE_SPEND_INVALID: 'Sapling spend check failed',
  APDU_CODE_OUTPUT_CONTENT_INVALID: 'Sapling output check failed',
  APDU_CODE_ENCRYPTION_INVALID: 'Encryption check failed',
  APDU_CODE_CHECK_SIGN_TR_FAIL: 'Signing or checking the transparent inputs failed',
  APDU_SIGN_SPEND_FAIL: 'Signing the Sapling spends failed',
  APDU_CODE_BAD_VALUEBALANCE: 'Value balance check failed',
  APDU_CODE_UNHANDLED_TX_VERSION: 'Transaction version not handled (Sapling and NU5 only)',
};

/** Every identifier's meaning. Namada's app/src/coin.h defines APDU_CODE_CHECK_SIGN_TR_FAIL with Zcash's value. */
export const statusWordMeanings: Readonly<Record<string, string>> = {...zxlib, ...rust, ...avalancheEth, ...algorand, ...zcash};

/**
 * The meaning of a code in an app: each identifier's meaning in the order of the files read, once
 * ('Invalid data' adds nothing to 'Data is invalid': the same words carry the meaning).
 */
export function describeCode(check: Pick<StatusWordsCheck, 'files'>, code: number): string {
  const meanings: string[] = [];
  for (const {name} of definersOf(check, code)) {
    const meaning = statusWordMeanings[name];
    if (!meaning) throw new Error(`No meaning for the status-word identifier ${name}: add it to data/ledger-apps/shared/statusWords.ts`);
    const words = [...meaningWords(meaning)].sort().join(' ');
    if (!meanings.some((m) => [...meaningWords(m)].sort().join(' ') === words)) meanings.push(meaning);
  }
  return meanings.join('; ');
}

/** Every status word the app's code defines, with its meaning, ascending. */
export function statusWordsOf(check: StatusWordsCheck): StatusWord[] {
  return definedCodes(check).map((code) => ({code, description: describeCode(check, code)}));
}

/** The fields an app's spec takes from its record: the list and the record itself. */
export function statusWordsFrom(check: StatusWordsCheck): Pick<ApduSpec, 'statusWords' | 'statusWordsCheck'> {
  return {statusWords: statusWordsOf(check), statusWordsCheck: check};
}
