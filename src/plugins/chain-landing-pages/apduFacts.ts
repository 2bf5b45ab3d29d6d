/**
 * The three APDU facts per app that the Ledger apps overview's table shows (src/components/mdx/LedgerChainTable).
 * Computed at build time and handed to the page as @generated/chain-landing-pages/default/apduFacts.json, so the
 * overview ships these figures, not every app's full specification (about 180 KB more script).
 */
import {apduSpecs} from '../../ledger/apdu/index';

export interface ApduFacts {
  cla: number;
  coinType: number | null;
  defaultPath: string;
}

export const apduFactsFile = 'apduFacts.json';

export function apduFacts(): Record<string, ApduFacts> {
  return Object.fromEntries(
    Object.entries(apduSpecs).map(([folder, spec]) => [folder, {cla: spec.cla, coinType: spec.coinType, defaultPath: spec.defaultPath}]),
  );
}
