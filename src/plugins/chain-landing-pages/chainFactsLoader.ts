/**
 * Node side of @zondax/docs-core/chains/facts.ts: reads a chain's data files (apps.json, the APDU data, the supported-methods
 * lists, clients.ts). Used at build time by the chain-landing plugin and by the tests; never bundled.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {apduSpecs} from '../../ledger/apdu/index';
import type {AppInfo} from '@zondax/docs-core/ledger/supported/schema';
import appsJson from '../../../data/ledger-apps/apps.json';
import {clientLibraries} from '../../../data/ledger-apps/clients';
import {chainFacts, type ChainFacts, type SupportedFile} from '@zondax/docs-core/chains/facts';
import type {ReleasesFile} from '@zondax/docs-core/ledger/releases';

const dataRoot = path.join(__dirname, '../../../data/ledger-apps');

export function readSupportedFiles(folder: string, root = dataRoot): SupportedFile[] {
  const dir = path.join(root, folder, 'supported');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((file) => ({file, data: JSON.parse(readFileSync(path.join(dir, file), 'utf8'))}));
}

/** The app's release history (issue 62), written by `npm run ledger:upstream -- <clones> --releases`. */
export function readReleasesFile(folder: string, root = dataRoot): ReleasesFile | undefined {
  const file = path.join(root, folder, 'releases.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ReleasesFile) : undefined;
}

/** Facts of a ledger-apps folder; undefined for chains without one (Lisk). */
export function loadChainFacts(folder: string | undefined): ChainFacts | undefined {
  if (!folder) return undefined;
  const spec = apduSpecs[folder];
  if (!spec) throw new Error(`No APDU data for ledger-apps folder '${folder}'`);
  const app = (appsJson as Record<string, AppInfo | undefined>)[folder];
  return chainFacts({
    folder,
    spec,
    app,
    supported: readSupportedFiles(folder),
    clients: clientLibraries[folder],
    releases: readReleasesFile(folder),
  });
}
