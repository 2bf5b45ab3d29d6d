/**
 * Status words of the Arweave app as its code defines them at the commit below, read in the files it
 * compiles (ledger-zxlib through the deps/ledger-zxlib submodule, at the commit the app pins); specWords is the
 * table of docs/APDUSPEC.md at the same commit, as written. Shape: packages/docs-core/src/ledger/apdu/statusWordsCheckSchema.ts.
 */
import type {StatusWordsCheck} from '@zondax/docs-core/ledger/apdu/statusWordsCheck';
import {zxlibApduCodes} from '../shared/zxlibApduCodes';

const check: StatusWordsCheck = {
  commit: 'b3f7ab68f5d59602a683f351eafc5151acca3ba0',
  zxlib: {path: 'deps/ledger-zxlib', commit: '4dc9c5271c2a5060546a78db0bfa01233bf56021'},
  files: [zxlibApduCodes('4dc9c5271c2a5060546a78db0bfa01233bf56021')],
  exceptions: ['app/src/apdu_handler.c'],
  specWords: [],
};

export default check;
