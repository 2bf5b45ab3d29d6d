/**
 * CLA byte and derivation path per ledger-apps folder, from the APDU specifications
 * (src/ledger/apdu, data/ledger-apps/<folder>/apdu.ts). Kept in one adapter so the table
 * does not depend on the shape of the full specification objects.
 */
import {apduSpecs} from '@site/src/ledger/apdu';

export interface ApduFacts {
  cla: number;
  coinType: number | null;
  defaultPath: string;
}

export const apduFacts: Readonly<Record<string, ApduFacts | undefined>> = Object.fromEntries(
  Object.entries(apduSpecs).map(([folder, spec]) => [folder, {cla: spec.cla, coinType: spec.coinType, defaultPath: spec.defaultPath}]),
);
