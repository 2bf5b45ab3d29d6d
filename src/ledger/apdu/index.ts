/**
 * Every app's APDU specification, keyed by ledger-apps folder (chains.ts ledgerFolder).
 * For tables that need one fact per chain (class byte, default path). Pages that show one app
 * import its data file directly, so this map only lands in the bundles that ask for it.
 * The map is generated from src/data/chains.ts by `npm run generate` (index.generated.ts, git-ignored).
 */
export {apduSpecs} from './index.generated';
export type {ApduSpec, ApduCommand, PayloadField, ResponseField, StatusWord} from '@zondax/docs-core/ledger/apdu/schema';
export {parsePath, formatPath, serializePath} from '@zondax/docs-core/ledger/apdu/bip44';
export {buildApdus, findCommand, parseHex, toHex} from '@zondax/docs-core/ledger/apdu/encode';
export {decodeResponse, explainStatusWord, commonStatusWords} from '@zondax/docs-core/ledger/apdu/decode';
export {claHex} from '@zondax/docs-core/ledger/apdu/hex';
