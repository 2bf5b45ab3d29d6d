/**
 * What ../shared/SPEC.md states, transcribed as test expectations (SPEC 2.1, 2.2, 2.3, 2.5).
 * The site derives its routes from src/data; these lists exist only so tests can check that
 * the data still says what the spec says. Paths are relative to each section's base path.
 */
export const specTopLevelPages = ['/', '/search', '/OpenAPI', '/markdown-page', '/beryx-api/', '/beryx-explorer/', '/fvm', '/ProtocolLabs'];

export const specChainLandings = [
  'Acala', 'Aleph-Zero', 'Algorand', 'Arweave', 'Astar', 'Avalanche', 'Axelar', 'Casper', 'Centrifuge', 'Cosmos',
  'Crypto', 'Darwinia', 'Edgeware', 'Filecoin', 'Hydradx', 'ICP', 'Karura', 'Khala', 'Kusama', 'Lisk', 'Namada',
  'Nodle', 'Oasis', 'Parallel', 'Phala', 'Polkadex', 'Polkadot', 'Polymesh', 'Stacks', 'Starkware', 'Statemine',
  'Tendermint', 'Tezos', 'Xxnetwork', 'Zcash',
];

export const specNavbarChainNames = [
  'Acala', 'Algorand', 'Aleph Zero', 'Arweave', 'Astar', 'Avalanche', 'Axelar', 'Casper', 'Centrifuge', 'Cosmos',
  'Crypto', 'Darwinia', 'Edgeware', 'Filecoin', 'Hydradx', 'ICP', 'Karura', 'Khala', 'Kusama', 'Lisk', 'Namada',
  'Nodle', 'Oasis', 'Parallel', 'Phala', 'Polkadex', 'Polkadot', 'Polymesh', 'Stacks', 'Starkware', 'Statemine',
  'Tendermint', 'Tezos', 'Xxnetwork', 'Zcash',
];

export const specLedgerFolders = [
  'acala', 'alephzero', 'algorand', 'arweave', 'astar', 'avalanche', 'axelar', 'casper', 'centrifuge', 'cosmos',
  'crypto', 'darwinia', 'edgeware', 'filecoin', 'hydradx', 'icp', 'karura', 'khala', 'kusama', 'namada', 'nodle',
  'oasis', 'parallel', 'phala', 'polkadex', 'polkadot', 'polymesh', 'stacks', 'starkware', 'statemine', 'statemint',
  'tendermint', 'tezos', 'xxnetwork', 'zcash',
];

/** SPEC 2.5 Projects dropdown: category → link targets ('coming soon' has none). */
export const specNavbarProjects: Record<string, string[]> = {
  Security: ['/ledger-apps/overview', '/tee-signer/intro', '/filecoin-signing-tools', '/vault-k8s-canister'],
  Integration: ['/zemu', '/icp-client-cpp/overview', '/namadexer/index'],
  'Data Infrastructure': ['/beryx-api', '/beryx-explorer', '/filecoin-gas/filgas', '/polkadot-hybrid-host-node'],
  'Protocol Engineering': [
    '/filecoin-virtual-machine/fvm-as-sdk/', '/fevm-solidity/fevm-solidity-precompiles', '/fevm/filecoin-solidity',
    '/drand/introduction', '/ic-push-metrics/introduction', '/icp-icrc3-evm-adapter/overview',
  ],
  Tools: ['/ping', '/polkadot-migration-app'],
};

/** SPEC 2.2: pages per section base path ('' is the section root). */
export const specSectionPages: Record<string, string[]> = {
  '/beryx-explorer-docs': ['', 'getting-started', 'contract-verifier', 'interact', 'leaderboard', 'mempool', 'recent-activity', 'wallet', 'explorer/accounts', 'explorer/block', 'explorer/smart-contracts', 'explorer/tipsets', 'explorer/transactions'],
  '/drand': ['introduction/', 'introduction/goals', 'introduction/overview', 'contribution/overview', 'contribution/technicals', 'contribution/conclusion'],
  '/fevm-solidity': ['fevm-solidity-precompiles/intro', 'fevm-solidity-precompiles/benchmark', 'fevm-solidity-precompiles/conclusions', 'fevm-solidity-precompiles/deploy-it', 'fevm-solidity-precompiles/run-it', 'fevm-solidity-precompiles/structure', 'fevm-solidity-precompiles/tech-involved', 'report/milestone_1', 'report/milestone_2'],
  '/fevm/filecoin-solidity': ['introduction', 'assumptions', 'tech-involved', 'api', 'actors/Account', 'actors/DataCap', 'actors/Market', 'actors/Miner', 'actors/Power', 'actors/VerifRegistry', 'use-it', 'deploy-it', 'mocks/deals', 'mocks/use-it', 'report/milestone_1', 'report/milestone_2'],
  '/filecoin-gas': ['external', 'filgas/intro', 'filgas/project-struct', 'filgas/under-the-hood'],
  '/filecoin-signing-tools': ['', 'rs_native_api', 'wasm_api'],
  '/filecoin-virtual-machine': ['client', 'examples/erc20', 'examples/fns', 'examples/hello-world', 'examples/lottery', 'extras', 'fvm-as-sdk/how-to-start', 'fvm-as-sdk/introduction', 'fvm-as-sdk/local-fvm', 'fvm-as-sdk/run-it', 'fvm-as-sdk/structure', 'fvm-as-sdk/test-it', 'fvm-as-sdk/use-it', 'report', 'resources', 'start-coding/build_project', 'start-coding/new_project', 'start-coding/start_coding', 'start-coding/test-project'],
  '/ic-push-metrics': ['introduction', 'changes', 'tests'],
  '/icp-client-cpp': ['overview', 'helloworld', 'library', 'unreal'],
  '/icp-icrc3-evm-adapter': ['overview', 'architecture', 'canisters/counter', 'canisters/dex', 'canisters/logger', 'components/evm-adapter-proxy', 'components/subquery-indexer', 'guides/setup-and-deployment', 'guides/usage'],
  '/ledger-apps': ['overview'],
  '/namadexer': ['index', 'overview', 'deployment', 'development', 'indexer', 'server', 'telemetry'],
  // SPEC also lists 'usage'; no public source describes Ping, so that page is not written (see the note on issue 8).
  '/ping': [''],
  '/polkadot-hybrid-host-node': ['', 'Build', 'integration/codebase', 'integration/testing', 'introduction/background', 'introduction/overview', 'poc/async', 'poc/core_primitives_rewrite', 'poc/mayon', 'poc/nix', 'report/milestone_1', 'research/existing_ressources', 'research/proposed_approach'],
  '/polkadot-migration-app': ['', 'introduction', 'getting-started', 'migration-scenarios', 'faq'],
  '/tee-signer': ['intro', 'QuickStart', 'faq', 'HardwareSelection'],
  '/vault-k8s-canister': ['', 'concept', 'design', 'research', 'canister/dev', 'operator/dev', 'operator/overall_project_arch'],
  '/zemu': ['', 'quickstart', 'advanced-moves'],
};

export const specRedirects = [{from: '/filecoin-gas/', to: '/filecoin-gas/filgas/'}];
