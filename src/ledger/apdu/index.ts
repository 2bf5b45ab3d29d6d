/**
 * Every app's APDU specification, keyed by ledger-apps folder (chains.ts ledgerFolder).
 * For tables that need one fact per chain (class byte, default path). Pages that show one app
 * import its data file directly, so this map only lands in the bundles that ask for it.
 * The map is generated from src/data/chains.ts by `npm run generate` (index.generated.ts, git-ignored).
 */
import type {ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';
import {byteHex} from '@zondax/docs-core/ledger/apdu/hex';

export {apduSpecs} from './index.generated';
export type {ApduSpec, ApduCommand, PayloadField, ResponseField, StatusWord} from '@zondax/docs-core/ledger/apdu/schema';
export {parsePath, formatPath, serializePath} from '@zondax/docs-core/ledger/apdu/bip44';
export {buildApdus, findCommand, parseHex, toHex} from '@zondax/docs-core/ledger/apdu/encode';
export {decodeResponse, explainStatusWord, commonStatusWords} from '@zondax/docs-core/ledger/apdu/decode';

/** Class byte as the usual 0x-prefixed hex text, e.g. 0x99. */
export function claHex(spec: Pick<ApduSpec, 'cla'>): string {
  return byteHex(spec.cla);
}
