/**
 * The single hand-kept list of chains (SPEC 2.1, 2.3, 2.5). Add a chain with
 * `npm run new:chain <Name>`: it inserts the entry here and scaffolds the files below.
 *
 * Everything else about a chain is derived from its entry or checked against it:
 * - landing pages and the chain grid read this list directly; the navbar's tiles come from it through the
 *   chain-landing-pages plugin's global data (chainTiles below), so every page's code does not carry it;
 * - `logo` is the one record of the logo's source and licence; scripts/copy-chain-logos.mjs
 *   writes static/img/chains/<slug>-{light,dark}.svg from it;
 * - `ledgerRepo` is the one record of the Ledger app's repository: the APDU data files
 *   (data/ledger-apps/<folder>/apdu.ts) take it from ledgerRepository(), and the generator
 *   checks that data/ledger-apps/apps.json names the same repository for its snapshot;
 * - `npm run generate` (scripts/generate-ledger-pages.mjs, run before build, start and typecheck)
 *   loads this file through jiti, the TypeScript loader Docusaurus itself uses for its config,
 *   writes src/ledger/apdu/index.generated.ts (the APDU data of every ledgerFolder) and refuses to
 *   run while a folder under data/ledger-apps or docs/ledger-apps, an apps.json entry or a logo file
 *   does not match this list, or a scaffold still holds its to-do markers (scripts/lib/chain-check.mjs).
 * The generator is plain Node (no TypeScript), so it cannot import this module directly; jiti keeps
 * this file the only list instead of a second JSON copy for the script.
 *
 * The spec has two lists that differ: landing pages and navbar tiles include Lisk
 * but not Statemint; ledger-apps folders include Statemint but not Lisk. Their
 * union is the 36 chains the spec counts while listing 35 names in each list
 * (tests/spec/spec-routes.ts transcribes them; tests/unit/data.test.ts compares).
 * A chain therefore has a landing page, a ledger-apps folder, or both. The site
 * also documents the provider's Lisk app (Zondax/ledger-lisk), which the spec's
 * folder list leaves out: a reader who picks Lisk in the Chains menu gets its
 * commands rather than a page saying there are none (specLedgerFoldersBeyond).
 */
import {ledgerAppPath, type SectionId} from './sections';
import {logoSources, type ChainLogoSource} from './chainLogos';
import {provider, repoUrl} from './site';

export interface Chain {
  /** Display name, e.g. 'Aleph Zero'. */
  name: string;
  /** Where the navbar/landing logo comes from (licence in chainLogos.ts). */
  logo: ChainLogoSource;
  /** Landing page path segment with the spec's exact casing ('/Aleph-Zero'); absent for folder-only chains. */
  landing?: string;
  /** Folder under /ledger-apps, data/ledger-apps and docs/ledger-apps; absent for chains without a documented app. */
  ledgerFolder?: string;
  /** Repository of the Ledger app: a name in the provider's organisation, or 'owner/name' elsewhere. */
  ledgerRepo?: string;
  /** The chain's own website. */
  website?: string;
  /** One or two sentences for the landing page. */
  description: string;
  /**
   * Other names readers and assistants call the chain by, each one the site states (the description or the website
   * names it): the assistant tools accept them wherever they take a chain ('Internet Computer' is ICP).
   */
  aliases?: readonly string[];
  /** Sections beyond ledger-apps that concern this chain. */
  related: SectionId[];
}

/** Shorthand for the common case: landing segment, folder and repo follow the name. */
function both(
  landing: string,
  folder: string,
  c: Omit<Chain, 'landing' | 'ledgerFolder' | 'ledgerRepo'>,
  repo = `ledger-${folder}`,
): Chain {
  return {...c, landing, ledgerFolder: folder, ledgerRepo: repo};
}

const {net, token, whiteToken, monogram} = logoSources;
const substrate = 'A Substrate-based network';

// One chain per line, in name order: npm run new:chain inserts a line here, and a diff shows one chain per line.
// prettier-ignore
export const chains: readonly Chain[] = [
  both('Acala', 'acala', {name: 'Acala', logo: net('acala'), website: 'https://acala.network', description: `${substrate} in the Polkadot ecosystem focused on decentralised finance: a stablecoin, liquid staking and an exchange.`, related: ['polkadot-migration-app']}),
  both('Aleph-Zero', 'alephzero', {name: 'Aleph Zero', logo: token('AZERO'), website: 'https://alephzero.org', description: 'A proof-of-stake chain built with Substrate that uses its own AlephBFT consensus for fast finality.', related: []}),
  both('Algorand', 'algorand', {name: 'Algorand', logo: net('algorand'), website: 'https://algorand.co', description: 'A pure proof-of-stake layer-1 blockchain with native assets and smart contracts.', related: []}),
  both('Arweave', 'arweave', {name: 'Arweave', logo: net('arweave'), website: 'https://arweave.org', description: 'A network for permanent data storage, paid for once up front.', related: []}),
  both('Astar', 'astar', {name: 'Astar', logo: net('astar'), website: 'https://astar.network', description: `${substrate} and Polkadot parachain that runs both EVM and WebAssembly smart contracts.`, related: ['polkadot-migration-app']}),
  both('Avalanche', 'avalanche', {name: 'Avalanche', logo: net('avalanche'), website: 'https://www.avax.network', description: 'A smart-contract platform made of several chains (X, P and C) with sub-second finality.', related: []}, 'ava-labs/ledger-avalanche'),
  both('Axelar', 'axelar', {name: 'Axelar', logo: token('AXL'), website: 'https://axelar.network', description: 'A Cosmos SDK chain that carries messages and tokens between blockchains.', related: []}),
  both('Casper', 'casper', {name: 'Casper', logo: whiteToken('CSPR'), website: 'https://casper.network', description: 'A proof-of-stake blockchain with upgradable WebAssembly smart contracts.', related: []}),
  both('Centrifuge', 'centrifuge', {name: 'Centrifuge', logo: token('CFG'), website: 'https://centrifuge.io', description: `${substrate} that brings real-world assets such as invoices on chain as collateral.`, related: ['polkadot-migration-app']}),
  both('Cosmos', 'cosmos', {name: 'Cosmos', logo: net('cosmos'), website: 'https://cosmos.network', description: 'The Cosmos Hub and the wider family of chains built with the Cosmos SDK.', aliases: ['Cosmos Hub'], related: []}),
  both('Crypto', 'crypto', {name: 'Crypto', logo: token('CRO'), website: 'https://crypto.org', description: 'Crypto.org Chain, a Cosmos SDK chain for payments and finance.', aliases: ['Crypto.org', 'Crypto.org Chain'], related: []}),
  both('Darwinia', 'darwinia', {name: 'Darwinia', logo: net('darwinia'), website: 'https://darwinia.network', description: `${substrate} that builds cross-chain messaging infrastructure.`, related: ['polkadot-migration-app']}),
  both('Edgeware', 'edgeware', {name: 'Edgeware', logo: token('EDG'), description: `${substrate} with on-chain governance and WebAssembly smart contracts.`, related: ['polkadot-migration-app']}),
  both('Filecoin', 'filecoin', {name: 'Filecoin', logo: net('filecoin'), website: 'https://filecoin.io', description: 'A decentralised storage network where storage providers are paid in FIL to store and prove data.', related: ['filecoin-signing-tools', 'filecoin-virtual-machine', 'fevm-solidity', 'filecoin-solidity', 'filecoin-gas', 'beryx-explorer-docs', 'drand']}),
  both('Hydradx', 'hydradx', {name: 'Hydradx', logo: token('HDX'), website: 'https://hydration.net', description: `${substrate} Polkadot parachain running an omnipool liquidity protocol.`, aliases: ['Hydration'], related: ['polkadot-migration-app']}),
  both('ICP', 'icp', {name: 'ICP', logo: token('ICP'), website: 'https://internetcomputer.org', description: 'The Internet Computer, a network of subnets running WebAssembly canisters that serve web content directly.', aliases: ['Internet Computer'], related: ['icp-client-cpp', 'ic-push-metrics', 'icp-icrc3-evm-adapter', 'vault-k8s-canister']}),
  both('Karura', 'karura', {name: 'Karura', logo: net('karura'), website: 'https://karura.network', description: `${substrate} Kusama parachain, the sister network of Acala for decentralised finance.`, related: ['polkadot-migration-app']}),
  both('Khala', 'khala', {name: 'Khala', logo: monogram('KH'), website: 'https://phala.network', description: `${substrate} Kusama parachain of the Phala network for confidential off-chain computation.`, related: ['polkadot-migration-app']}),
  both('Kusama', 'kusama', {name: 'Kusama', logo: whiteToken('KSM'), website: 'https://kusama.network', description: 'The canary network of Polkadot, where new runtime features ship first.', related: ['polkadot-migration-app', 'polkadot-hybrid-host-node']}),
  both('Lisk', 'lisk', {name: 'Lisk', logo: net('lisk'), website: 'https://lisk.com', description: 'A blockchain application platform, now an Ethereum layer 2. Its Ledger app, named Lisk Legacy on the device, signs transactions of the original Lisk chain.', aliases: ['Lisk Legacy'], related: []}),
  both('Namada', 'namada', {name: 'Namada', logo: monogram('NA'), website: 'https://namada.net', description: 'A proof-of-stake chain for shielded, private transfers of many assets.', related: ['namadexer']}),
  both('Nodle', 'nodle', {name: 'Nodle', logo: token('NODL'), website: 'https://www.nodle.com', description: `${substrate} Polkadot parachain that rewards smartphones for providing IoT connectivity.`, related: ['polkadot-migration-app']}),
  both('Oasis', 'oasis', {name: 'Oasis', logo: token('ROSE'), website: 'https://oasisprotocol.org', description: 'A proof-of-stake network with confidential ParaTimes for private smart contracts.', related: []}),
  both('Parallel', 'parallel', {name: 'Parallel', logo: token('PARA'), website: 'https://parallel.fi', description: `${substrate} Polkadot parachain for lending and staking.`, related: ['polkadot-migration-app']}),
  both('Phala', 'phala', {name: 'Phala', logo: token('PHA'), website: 'https://phala.network', description: `${substrate} Polkadot parachain for confidential off-chain computation.`, related: ['polkadot-migration-app']}),
  both('Polkadex', 'polkadex', {name: 'Polkadex', logo: whiteToken('PDEX'), website: 'https://polkadex.trade', description: `${substrate} order-book exchange chain.`, related: ['polkadot-migration-app']}),
  both('Polkadot', 'polkadot', {name: 'Polkadot', logo: net('polkadot'), website: 'https://polkadot.com', description: 'A sharded network whose relay chain secures many parachains with shared security.', related: ['polkadot-migration-app', 'polkadot-hybrid-host-node']}),
  both('Polymesh', 'polymesh', {name: 'Polymesh', logo: token('POLYX'), website: 'https://polymesh.network', description: `${substrate} built for regulated securities, with identity at the protocol level.`, related: ['polkadot-migration-app']}),
  both('Stacks', 'stacks', {name: 'Stacks', logo: net('stacks'), website: 'https://www.stacks.co', description: 'A layer that brings smart contracts written in Clarity to Bitcoin.', related: []}),
  both('Starkware', 'starkware', {name: 'Starkware', logo: net('starknet'), website: 'https://starkware.co', description: 'StarkNet, a validity-rollup layer 2 on Ethereum using STARK proofs.', aliases: ['StarkNet'], related: []}),
  both('Statemine', 'statemine', {name: 'Statemine', logo: monogram('SM'), description: 'The asset parachain of Kusama (now Kusama Asset Hub) for fungible and non-fungible tokens.', aliases: ['Kusama Asset Hub'], related: ['polkadot-migration-app']}),
  {name: 'Statemint', logo: monogram('ST'), ledgerFolder: 'statemint', ledgerRepo: 'ledger-statemint', description: 'The asset parachain of Polkadot (now Polkadot Asset Hub).', aliases: ['Polkadot Asset Hub'], related: ['polkadot-migration-app']},
  both('Tendermint', 'tendermint', {name: 'Tendermint', logo: monogram('TM'), website: 'https://cometbft.com', description: "The BFT consensus engine behind Cosmos chains, now continued as CometBFT. Its Ledger app, Tendermint validator, signs a validator's consensus votes.", aliases: ['CometBFT', 'Tendermint validator'], related: []}),
  both('Tezos', 'tezos', {name: 'Tezos', logo: token('XTZ'), website: 'https://tezos.com', description: 'A self-amending proof-of-stake blockchain with on-chain governance.', related: []}),
  both('Xxnetwork', 'xxnetwork', {name: 'Xxnetwork', logo: monogram('XX'), website: 'https://xx.network', description: `${substrate} with quantum-resistant signatures and a mixnet for private messaging.`, aliases: ['xx network'], related: ['polkadot-migration-app']}),
  both('Zcash', 'zcash', {name: 'Zcash', logo: token('ZEC'), website: 'https://z.cash', description: 'A privacy-focused cryptocurrency with shielded transactions based on zero-knowledge proofs.', related: []}),
];

/** Chains with a landing page and a navbar tile (SPEC 2.1, 2.5): 35. */
export const landingChains = chains.filter((c): c is Chain & {landing: string} => c.landing !== undefined);

/** Chains with a ledger-apps folder: the spec's 35 (SPEC 2.3) and Lisk. */
export const ledgerChains = chains.filter((c): c is Chain & {ledgerFolder: string} => c.ledgerFolder !== undefined);

/**
 * owner/name of the Ledger app repository of a ledger-apps folder, e.g. 'Zondax/ledger-acala'.
 * The APDU data files call this instead of repeating the repository.
 */
export function ledgerRepository(folder: string): string {
  const chain = ledgerChains.find((c) => c.ledgerFolder === folder);
  if (!chain)
    throw new Error(`No chain in src/data/chains.ts has ledgerFolder '${folder}': add one (npm run new:chain) or fix the folder name.`);
  return repoUrl(chain.ledgerRepo ?? `ledger-${folder}`).slice(provider.sourceHost.length + 1);
}

export function landingPath(chain: Chain & {landing: string}): string {
  return `/${chain.landing}`;
}

/** Chains with a Ledger app but no landing page (Statemint): the home grid links them to the app's specification. */
export const appOnlyChains = ledgerChains.filter((c) => c.landing === undefined);

/** Where a chain's tile in the home grid leads: its landing page, else its app's APDU specification. */
export function chainGridPath(chain: Chain): string {
  if (chain.landing !== undefined) return landingPath({...chain, landing: chain.landing});
  if (chain.ledgerFolder !== undefined) return ledgerAppPath(chain.ledgerFolder, 'APDUSPEC');
  throw new Error(`Chain ${chain.name} has neither a landing page nor a ledger-apps folder`);
}

/** A navbar tile (SPEC 2.5): what the Chains menus show of a chain with a landing page. */
export interface ChainTile {
  name: string;
  path: string;
}

/**
 * The navbar's tiles. Every page's code draws the menus, so they get these from the chain-landing-pages
 * plugin's global data (src/components/chrome/ChainsMenu/useChainTiles.ts) instead of importing this
 * module: the descriptions, websites and repositories here stay out of the code every page loads.
 */
export const chainTiles = (): ChainTile[] => landingChains.map((chain) => ({name: chain.name, path: landingPath(chain)}));
