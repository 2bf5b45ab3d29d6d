/**
 * The status words of ledger-zxlib's `include/apdu_codes.h`, which every C app on this site compiles through its
 * deps/ledger-zxlib submodule or a copy in its tree. The 16 defines below are identical at each of the 24 zxlib
 * commits the submodule apps pin (read at each, 2026-12-04) and in the copies of Cosmos and Edgeware; the copies of
 * Crypto and Tendermint have all of them except APDU_CODE_TX_NOT_INITIALIZED (see `without` below).
 * tests/unit/ledger-status-words.test.ts holds each app's record to the commit the app pins, so a record names its
 * pin and takes the defines from here. When an app moves to a pin whose file differs, `npm run ledger:upstream`
 * reports the values that changed, and that app's record lists its file's defines itself.
 */
import type {StatusWordsFile} from '@zondax/docs-core/ledger/apdu/statusWordsCheck';

export const zxlibRepo = 'Zondax/ledger-zxlib';
export const zxlibApduCodesPath = 'include/apdu_codes.h';

const defines: Record<string, number> = {
  APDU_CODE_OK: 0x9000,
  APDU_CODE_BUSY: 0x9001,
  APDU_CODE_EXECUTION_ERROR: 0x6400,
  APDU_CODE_WRONG_LENGTH: 0x6700,
  APDU_CODE_EMPTY_BUFFER: 0x6982,
  APDU_CODE_OUTPUT_BUFFER_TOO_SMALL: 0x6983,
  APDU_CODE_DATA_INVALID: 0x6984,
  APDU_CODE_CONDITIONS_NOT_SATISFIED: 0x6985,
  APDU_CODE_COMMAND_NOT_ALLOWED: 0x6986,
  APDU_CODE_TX_NOT_INITIALIZED: 0x6987,
  APDU_CODE_BAD_KEY_HANDLE: 0x6a80,
  APDU_CODE_INVALIDP1P2: 0x6b00,
  APDU_CODE_INS_NOT_SUPPORTED: 0x6d00,
  APDU_CODE_CLA_NOT_SUPPORTED: 0x6e00,
  APDU_CODE_UNKNOWN: 0x6f00,
  APDU_CODE_SIGN_VERIFY_ERROR: 0x6f01,
};

/** ledger-zxlib's apdu_codes.h at `commit` (the app's submodule pin), as an app's status-word record lists it. */
export const zxlibApduCodes = (commit: string): StatusWordsFile => ({
  repo: zxlibRepo,
  commit,
  path: zxlibApduCodesPath,
  defines: {...defines},
});

/**
 * The same file in an app's own copy of ledger-zxlib (no submodule: Cosmos, Edgeware, Crypto, Tendermint), read at
 * the app's commit. `without`: the defines an older copy does not have yet (Crypto's and Tendermint's copies date
 * from before APDU_CODE_TX_NOT_INITIALIZED).
 */
export const zxlibCopyApduCodes = (path: string, without: readonly string[] = []): StatusWordsFile => ({
  path,
  defines: Object.fromEntries(Object.entries(defines).filter(([name]) => !without.includes(name))),
});
