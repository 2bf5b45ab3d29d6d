/**
 * Every app's APDU specification, keyed by ledger-apps folder (chains.ts ledgerFolder).
 * For tables that need one fact per chain (class byte, default path). Pages that show one app
 * import its data file directly, so this map only lands in the bundles that ask for it.
 */
import type {ApduSpec} from './schema';
import acala from '../../../data/ledger-apps/acala/apdu';
import alephzero from '../../../data/ledger-apps/alephzero/apdu';
import algorand from '../../../data/ledger-apps/algorand/apdu';
import arweave from '../../../data/ledger-apps/arweave/apdu';
import astar from '../../../data/ledger-apps/astar/apdu';
import avalanche from '../../../data/ledger-apps/avalanche/apdu';
import axelar from '../../../data/ledger-apps/axelar/apdu';
import casper from '../../../data/ledger-apps/casper/apdu';
import centrifuge from '../../../data/ledger-apps/centrifuge/apdu';
import cosmos from '../../../data/ledger-apps/cosmos/apdu';
import crypto from '../../../data/ledger-apps/crypto/apdu';
import darwinia from '../../../data/ledger-apps/darwinia/apdu';
import edgeware from '../../../data/ledger-apps/edgeware/apdu';
import filecoin from '../../../data/ledger-apps/filecoin/apdu';
import hydradx from '../../../data/ledger-apps/hydradx/apdu';
import icp from '../../../data/ledger-apps/icp/apdu';
import karura from '../../../data/ledger-apps/karura/apdu';
import khala from '../../../data/ledger-apps/khala/apdu';
import kusama from '../../../data/ledger-apps/kusama/apdu';
import namada from '../../../data/ledger-apps/namada/apdu';
import nodle from '../../../data/ledger-apps/nodle/apdu';
import oasis from '../../../data/ledger-apps/oasis/apdu';
import parallel from '../../../data/ledger-apps/parallel/apdu';
import phala from '../../../data/ledger-apps/phala/apdu';
import polkadex from '../../../data/ledger-apps/polkadex/apdu';
import polkadot from '../../../data/ledger-apps/polkadot/apdu';
import polymesh from '../../../data/ledger-apps/polymesh/apdu';
import stacks from '../../../data/ledger-apps/stacks/apdu';
import starkware from '../../../data/ledger-apps/starkware/apdu';
import statemine from '../../../data/ledger-apps/statemine/apdu';
import statemint from '../../../data/ledger-apps/statemint/apdu';
import tendermint from '../../../data/ledger-apps/tendermint/apdu';
import tezos from '../../../data/ledger-apps/tezos/apdu';
import xxnetwork from '../../../data/ledger-apps/xxnetwork/apdu';
import zcash from '../../../data/ledger-apps/zcash/apdu';

export const apduSpecs: Readonly<Record<string, ApduSpec>> = {
  acala,
  alephzero,
  algorand,
  arweave,
  astar,
  avalanche,
  axelar,
  casper,
  centrifuge,
  cosmos,
  crypto,
  darwinia,
  edgeware,
  filecoin,
  hydradx,
  icp,
  karura,
  khala,
  kusama,
  namada,
  nodle,
  oasis,
  parallel,
  phala,
  polkadex,
  polkadot,
  polymesh,
  stacks,
  starkware,
  statemine,
  statemint,
  tendermint,
  tezos,
  xxnetwork,
  zcash,
};

export type {ApduSpec, ApduCommand, PayloadField, ResponseField, StatusWord} from './schema';
export {parsePath, formatPath, serializePath} from './bip44';
export {buildApdus, findCommand, parseHex, toHex} from './encode';
export {decodeResponse, explainStatusWord, commonStatusWords} from './decode';

/** Class byte as the usual 0x-prefixed hex text, e.g. 0x99. */
export function claHex(spec: Pick<ApduSpec, 'cla'>): string {
  return `0x${spec.cla.toString(16).toUpperCase().padStart(2, '0')}`;
}
