/**
 * The single list of chains (SPEC 2.1, 2.3, 2.5).
 *
 * The spec has two lists that differ: landing pages and navbar tiles include Lisk
 * but not Statemint; ledger-apps folders include Statemint but not Lisk. Their
 * union is the 36 chains the spec counts while listing 35 names in each list.
 * A chain therefore has a landing page, a ledger-apps folder, or both.
 */
import type {SectionId} from './sections';

export interface Chain {
  /** Display name, e.g. 'Aleph Zero'. */
  name: string;
  /** Landing page path segment with the spec's exact casing ('/Aleph-Zero'); absent for folder-only chains. */
  landing?: string;
  /** Folder under /ledger-apps; absent for chains without a documented app. */
  ledgerFolder?: string;
  /** Repository of the Ledger app: a name in the provider's organisation, or 'owner/name' elsewhere. */
  ledgerRepo?: string;
  /** The chain's own website. */
  website?: string;
  /** One or two sentences for the landing page. */
  description: string;
  /** Sections beyond ledger-apps that concern this chain. */
  related: SectionId[];
}

/** Shorthand for the common case: landing segment, folder and repo follow the name. */
function both(landing: string, folder: string, c: Omit<Chain, 'landing' | 'ledgerFolder' | 'ledgerRepo'>, repo = `ledger-${folder}`): Chain {
  return {...c, landing, ledgerFolder: folder, ledgerRepo: repo};
}

const substrate = 'A Substrate-based network';

export const chains: readonly Chain[] = [
  both('Acala', 'acala', {name: 'Acala', website: 'https://acala.network', description: `${substrate} in the Polkadot ecosystem focused on decentralised finance: a stablecoin, liquid staking and an exchange.`, related: ['polkadot-migration-app']}),
  both('Aleph-Zero', 'alephzero', {name: 'Aleph Zero', website: 'https://alephzero.org', description: 'A proof-of-stake chain built with Substrate that uses its own AlephBFT consensus for fast finality.', related: []}),
  both('Algorand', 'algorand', {name: 'Algorand', website: 'https://algorand.co', description: 'A pure proof-of-stake layer-1 blockchain with native assets and smart contracts.', related: []}),
  both('Arweave', 'arweave', {name: 'Arweave', website: 'https://arweave.org', description: 'A network for permanent data storage, paid for once up front.', related: []}),
  both('Astar', 'astar', {name: 'Astar', website: 'https://astar.network', description: `${substrate} and Polkadot parachain that runs both EVM and WebAssembly smart contracts.`, related: ['polkadot-migration-app']}),
  both('Avalanche', 'avalanche', {name: 'Avalanche', website: 'https://www.avax.network', description: 'A smart-contract platform made of several chains (X, P and C) with sub-second finality.', related: []}, 'ava-labs/ledger-avalanche'),
  both('Axelar', 'axelar', {name: 'Axelar', website: 'https://axelar.network', description: 'A Cosmos SDK chain that carries messages and tokens between blockchains.', related: []}),
  both('Casper', 'casper', {name: 'Casper', website: 'https://casper.network', description: 'A proof-of-stake blockchain with upgradable WebAssembly smart contracts.', related: []}),
  both('Centrifuge', 'centrifuge', {name: 'Centrifuge', website: 'https://centrifuge.io', description: `${substrate} that brings real-world assets such as invoices on chain as collateral.`, related: ['polkadot-migration-app']}),
  both('Cosmos', 'cosmos', {name: 'Cosmos', website: 'https://cosmos.network', description: 'The Cosmos Hub and the wider family of chains built with the Cosmos SDK.', related: []}),
  both('Crypto', 'crypto', {name: 'Crypto', website: 'https://crypto.org', description: 'Crypto.org Chain, a Cosmos SDK chain for payments and finance.', related: []}),
  both('Darwinia', 'darwinia', {name: 'Darwinia', website: 'https://darwinia.network', description: `${substrate} that builds cross-chain messaging infrastructure.`, related: ['polkadot-migration-app']}),
  both('Edgeware', 'edgeware', {name: 'Edgeware', description: `${substrate} with on-chain governance and WebAssembly smart contracts.`, related: ['polkadot-migration-app']}),
  both('Filecoin', 'filecoin', {name: 'Filecoin', website: 'https://filecoin.io', description: 'A decentralised storage network where storage providers are paid in FIL to store and prove data.', related: ['filecoin-signing-tools', 'filecoin-virtual-machine', 'fevm-solidity', 'filecoin-solidity', 'filecoin-gas', 'beryx-explorer-docs', 'drand']}),
  both('Hydradx', 'hydradx', {name: 'Hydradx', website: 'https://hydration.net', description: `${substrate} Polkadot parachain running an omnipool liquidity protocol.`, related: ['polkadot-migration-app']}),
  both('ICP', 'icp', {name: 'ICP', website: 'https://internetcomputer.org', description: 'The Internet Computer, a network of subnets running WebAssembly canisters that serve web content directly.', related: ['icp-client-cpp', 'ic-push-metrics', 'icp-icrc3-evm-adapter', 'vault-k8s-canister']}),
  both('Karura', 'karura', {name: 'Karura', website: 'https://karura.network', description: `${substrate} Kusama parachain, the sister network of Acala for decentralised finance.`, related: ['polkadot-migration-app']}),
  both('Khala', 'khala', {name: 'Khala', website: 'https://phala.network', description: `${substrate} Kusama parachain of the Phala network for confidential off-chain computation.`, related: ['polkadot-migration-app']}),
  both('Kusama', 'kusama', {name: 'Kusama', website: 'https://kusama.network', description: 'The canary network of Polkadot, where new runtime features ship first.', related: ['polkadot-migration-app', 'polkadot-hybrid-host-node']}),
  {name: 'Lisk', landing: 'Lisk', website: 'https://lisk.com', description: 'A blockchain application platform, now an Ethereum layer 2. Its Ledger app is not documented on this site.', related: []},
  both('Namada', 'namada', {name: 'Namada', website: 'https://namada.net', description: 'A proof-of-stake chain for shielded, private transfers of many assets.', related: ['namadexer']}),
  both('Nodle', 'nodle', {name: 'Nodle', website: 'https://www.nodle.com', description: `${substrate} Polkadot parachain that rewards smartphones for providing IoT connectivity.`, related: ['polkadot-migration-app']}),
  both('Oasis', 'oasis', {name: 'Oasis', website: 'https://oasisprotocol.org', description: 'A proof-of-stake network with confidential ParaTimes for private smart contracts.', related: []}),
  both('Parallel', 'parallel', {name: 'Parallel', website: 'https://parallel.fi', description: `${substrate} Polkadot parachain for lending and staking.`, related: ['polkadot-migration-app']}),
  both('Phala', 'phala', {name: 'Phala', website: 'https://phala.network', description: `${substrate} Polkadot parachain for confidential off-chain computation.`, related: ['polkadot-migration-app']}),
  both('Polkadex', 'polkadex', {name: 'Polkadex', website: 'https://polkadex.trade', description: `${substrate} order-book exchange chain.`, related: ['polkadot-migration-app']}),
  both('Polkadot', 'polkadot', {name: 'Polkadot', website: 'https://polkadot.com', description: 'A sharded network whose relay chain secures many parachains with shared security.', related: ['polkadot-migration-app', 'polkadot-hybrid-host-node']}),
  both('Polymesh', 'polymesh', {name: 'Polymesh', website: 'https://polymesh.network', description: `${substrate} built for regulated securities, with identity at the protocol level.`, related: ['polkadot-migration-app']}),
  both('Stacks', 'stacks', {name: 'Stacks', website: 'https://www.stacks.co', description: 'A layer that brings smart contracts written in Clarity to Bitcoin.', related: []}),
  both('Starkware', 'starkware', {name: 'Starkware', website: 'https://starkware.co', description: 'StarkNet, a validity-rollup layer 2 on Ethereum using STARK proofs.', related: []}),
  both('Statemine', 'statemine', {name: 'Statemine', description: 'The asset parachain of Kusama (now Kusama Asset Hub) for fungible and non-fungible tokens.', related: ['polkadot-migration-app']}),
  {name: 'Statemint', ledgerFolder: 'statemint', ledgerRepo: 'ledger-statemint', description: 'The asset parachain of Polkadot (now Polkadot Asset Hub).', related: ['polkadot-migration-app']},
  both('Tendermint', 'tendermint', {name: 'Tendermint', website: 'https://cometbft.com', description: 'The BFT consensus engine behind Cosmos chains, now continued as CometBFT.', related: []}),
  both('Tezos', 'tezos', {name: 'Tezos', website: 'https://tezos.com', description: 'A self-amending proof-of-stake blockchain with on-chain governance.', related: []}),
  both('Xxnetwork', 'xxnetwork', {name: 'Xxnetwork', website: 'https://xx.network', description: `${substrate} with quantum-resistant signatures and a mixnet for private messaging.`, related: ['polkadot-migration-app']}),
  both('Zcash', 'zcash', {name: 'Zcash', website: 'https://z.cash', description: 'A privacy-focused cryptocurrency with shielded transactions based on zero-knowledge proofs.', related: []}),
];

/** Chains with a landing page and a navbar tile (SPEC 2.1, 2.5): 35. */
export const landingChains = chains.filter((c): c is Chain & {landing: string} => c.landing !== undefined);

/** Chains with a ledger-apps folder (SPEC 2.3): 35. */
export const ledgerChains = chains.filter((c): c is Chain & {ledgerFolder: string} => c.ledgerFolder !== undefined);

export function landingPath(chain: Chain & {landing: string}): string {
  return `/${chain.landing}`;
}
