/**
 * Relevance queries written from the reader's point of view: what someone would type,
 * and the page(s) that answer it. A query passes when one of `expect` (a path, or a
 * RegExp on the path) is among the top 5 distinct pages returned.
 * Used by tests/build/search-relevance.test.ts and scripts/bench-search.mjs.
 */
export interface RelevanceQuery {
  query: string;
  expect: Array<string | RegExp>;
  why?: string;
}

export const relevanceQueries: RelevanceQuery[] = [
  // Zemu / Ledger app testing
  {query: 'zemu quickstart', expect: ['/zemu/quickstart']},
  {query: 'test ledger app with emulator', expect: ['/zemu', '/zemu/quickstart']},
  {query: 'zemu advanced moves', expect: ['/zemu/advanced-moves']},
  // Namadexer
  {query: 'namadexer deployment', expect: ['/namadexer/deployment']},
  {query: 'namadexer telemetry', expect: ['/namadexer/telemetry']},
  {query: 'namadexer server endpoints', expect: ['/namadexer/server']},
  {query: 'indexer configuration', expect: ['/namadexer/indexer']},
  // Filecoin gas / signing tools
  {query: 'filecoin gas estimator', expect: ['/filecoin-gas/filgas', '/filecoin-gas/filgas/intro']},
  {query: 'how is gas estimated under the hood', expect: ['/filecoin-gas/filgas/under-the-hood']},
  {query: 'wasm api', expect: ['/filecoin-signing-tools/wasm_api']},
  {query: 'transactionSignLotus', expect: ['/filecoin-signing-tools/wasm_api'], why: 'identifier, whole'},
  {query: 'rust native api', expect: ['/filecoin-signing-tools/rs_native_api']},
  // Filecoin Solidity / FEVM / FVM
  {query: 'storage market actor', expect: ['/fevm/filecoin-solidity/actors/Market']},
  {query: 'datacap', expect: ['/fevm/filecoin-solidity/actors/DataCap']},
  {query: 'verified registry', expect: ['/fevm/filecoin-solidity/actors/VerifRegistry']},
  {query: 'miner actor', expect: ['/fevm/filecoin-solidity/actors/Miner']},
  {query: 'mock deals', expect: ['/fevm/filecoin-solidity/mocks/deals']},
  {query: 'precompiles benchmark', expect: ['/fevm-solidity/fevm-solidity-precompiles/benchmark']},
  {query: 'erc20 token example', expect: ['/filecoin-virtual-machine/examples/erc20']},
  {query: 'filecoin name service', expect: ['/filecoin-virtual-machine/examples/fns']},
  {query: 'lottery', expect: ['/filecoin-virtual-machine/examples/lottery']},
  {query: 'test on a local fvm', expect: ['/filecoin-virtual-machine/fvm-as-sdk/local-fvm']},
  {query: 'create a new project', expect: ['/filecoin-virtual-machine/start-coding/new_project']},
  // drand, IC, ICP
  {query: 'randomness beacon', expect: ['/drand/introduction', '/drand/introduction/overview']},
  {query: 'drand protocol phases', expect: ['/drand/introduction/goals']},
  {query: 'drand pull requests', expect: ['/drand/contribution/technicals']},
  {query: 'push metrics testing', expect: ['/ic-push-metrics/tests']},
  {query: 'changes to ic-os', expect: ['/ic-push-metrics/changes']},
  {query: 'hello world c++', expect: ['/icp-client-cpp/helloworld']},
  {query: 'unreal engine', expect: ['/icp-client-cpp/unreal']},
  {query: 'icrc-3 adapter architecture', expect: ['/icp-icrc3-evm-adapter/architecture']},
  {query: 'subquery indexer', expect: ['/icp-icrc3-evm-adapter/components/subquery-indexer']},
  {query: 'dex canister', expect: ['/icp-icrc3-evm-adapter/canisters/dex']},
  {query: 'canistr logger', expect: ['/icp-icrc3-evm-adapter/canisters/logger'], why: 'typo'},
  // Ledger apps
  {query: 'ledger apps overview', expect: ['/ledger-apps/overview']},
  {query: 'ledgr apps', expect: ['/ledger-apps/overview'], why: 'typo'},
  {query: 'zcash apdu', expect: ['/ledger-apps/zcash/APDUSPEC']},
  {query: 'INS_GET_ADDR_SAPLING', expect: ['/ledger-apps/zcash/APDUSPEC'], why: 'identifier, whole'},
  {query: 'zcash shielded transaction workflow', expect: ['/ledger-apps/zcash/zcash_workflow']},
  {query: 'build the cosmos app', expect: ['/ledger-apps/cosmos/build']},
  {query: 'cosmos transaction format', expect: ['/ledger-apps/cosmos/TXSPEC']},
  {query: 'tendermint validator vote', expect: ['/ledger-apps/tendermint/TXSPEC']},
  {query: 'polkadot app formats values', expect: ['/ledger-apps/polkadot/format']},
  {query: 'debug starkware app', expect: ['/ledger-apps/starkware/debug']},
  {
    query: 'kusama supported methods',
    expect: ['/ledger-apps/kusama/supported_latest'],
    why: 'latest version, not one of dozens of old ones',
  },
  {query: 'nodle supported transactions', expect: ['/ledger-apps/nodle/supported_latest'], why: 'latest version first'},
  {query: 'acala balances transfer', expect: ['/ledger-apps/acala/supported_latest'], why: 'method table of the latest version'},
  {query: '0x6985', expect: [/^\/ledger-apps\/[^/]+\/APDU/], why: 'status word'},
  {query: 'aleph zero', expect: ['/Aleph-Zero', /^\/ledger-apps\/alephzero\//]},
  // Polkadot, TEE, vault, Beryx, ping
  {query: 'polkadot migration faq', expect: ['/polkadot-migration-app/faq']},
  {query: 'migration scenarios', expect: ['/polkadot-migration-app/migration-scenarios']},
  {query: 'reproducible builds nix', expect: ['/polkadot-hybrid-host-node/poc/nix']},
  {query: 'asio async rust', expect: ['/polkadot-hybrid-host-node/poc/async']},
  {query: 'mayon repository', expect: ['/polkadot-hybrid-host-node/poc/mayon']},
  {query: 'tee signer quickstart', expect: ['/tee-signer/QuickStart']},
  {query: 'rust trusted applications', expect: ['/tee-signer/Development/rust-trusted-applications']},
  {query: 'kubernetes secrets canister', expect: ['/vault-k8s-canister', /^\/vault-k8s-canister\//]},
  {query: 'beryx mempool', expect: ['/beryx-explorer-docs/mempool']},
  {query: 'verify a contract', expect: ['/beryx-explorer-docs/contract-verifier']},
  {query: 'tipsets', expect: ['/beryx-explorer-docs/explorer/tipsets']},
  {query: 'ping check services are reachable', expect: ['/ping']},
];
