/**
 * What the build and the pages about a section say of it besides the list in sections.ts: its one-sentence summary and
 * the name of its sidebar. Apart from that list because the browser's main bundle carries the list (the navbar, every
 * doc page) and needs neither: here they cost only the pages that show a summary (about 0.9 KiB brotli of every page's
 * JavaScript otherwise). The type holds the keys to the list's section ids, none missing and none other.
 */
import type {Section, SectionId} from './sections';

export interface SectionFacts {
  /** One sentence for cards, llms.txt, social cards and meta descriptions. */
  summary: string;
  /** Name of the section's sidebar (SPEC 3: sidebars are named per section). */
  sidebarId: string;
}

export const sectionFacts = {
  'beryx-explorer-docs': {
    summary: 'User guide for the Beryx block explorer for Filecoin: accounts, tipsets, transactions, contracts, mempool and wallet.',
    sidebarId: 'beryxExplorerSidebar',
  },
  drand: {
    summary: 'Work on drand, the distributed randomness beacon: goals, architecture overview and the contributions made to it.',
    sidebarId: 'drandSidebar',
  },
  'fevm-solidity': {
    summary: 'Calling Filecoin built-in actors from Solidity on the FEVM through precompiles: design, benchmarks and reports.',
    sidebarId: 'fevmSoliditySidebar',
  },
  'filecoin-solidity': {
    summary: 'Solidity libraries that let FEVM smart contracts call Filecoin built-in actors such as Market, Miner and DataCap.',
    sidebarId: 'filecoinSoliditySidebar',
  },
  'filecoin-gas': {
    summary: 'FilGas, a service that estimates Filecoin gas prices from recent chain data, and how it works.',
    sidebarId: 'filecoinGasSidebar',
  },
  'filecoin-signing-tools': {
    summary: 'Rust and WebAssembly library to derive keys, build and sign Filecoin messages offline.',
    sidebarId: 'signingToolsSidebar',
  },
  'filecoin-virtual-machine': {
    summary: 'Writing Filecoin Virtual Machine actors in AssemblyScript with the fvm-as-sdk: setup, examples and testing.',
    sidebarId: 'fvmSidebar',
  },
  'ic-push-metrics': {
    summary:
      'Pushing metrics and logs from Internet Computer nodes (HostOS and GuestOS) with Vector: the changes made and how they are tested.',
    sidebarId: 'icPushMetricsSidebar',
  },
  'icp-client-cpp': {
    summary: 'A C and C++ agent for the Internet Computer, including a hello-world walkthrough and Unreal Engine integration.',
    sidebarId: 'icpClientCppSidebar',
  },
  'icp-icrc3-evm-adapter': {
    summary: 'Exposing ICRC-3 transaction logs of Internet Computer canisters to EVM tooling through an adapter proxy and indexer.',
    sidebarId: 'icrc3Sidebar',
  },
  'ledger-apps': {
    summary: 'Hardware-wallet app specifications per chain: APDU protocol, build instructions and supported transactions per version.',
    sidebarId: 'ledgerAppsSidebar',
  },
  namadexer: {
    summary: 'An indexer for the Namada blockchain that stores blocks and transactions in PostgreSQL and serves them over a JSON API.',
    sidebarId: 'namadexerSidebar',
  },
  ping: {
    summary: 'Ping, listed under Tools: what is publicly known about it and the documented Zondax tools to use meanwhile.',
    sidebarId: 'pingSidebar',
  },
  'polkadot-hybrid-host-node': {
    summary: 'Research and proof of concept for a Polkadot host node that mixes existing and rewritten components.',
    sidebarId: 'hybridHostSidebar',
  },
  'polkadot-migration-app': {
    summary: 'Moving funds from chain-specific Ledger apps to the generic Polkadot app: what changes and how to migrate.',
    sidebarId: 'migrationAppSidebar',
  },
  'tee-signer': {
    summary: 'Signing keys kept in a trusted execution environment: hardware choice, board setup, secure boot and development.',
    sidebarId: 'teeSidebar',
  },
  'vault-k8s-canister': {
    summary: 'Keeping Kubernetes secrets in an Internet Computer canister, with an operator that syncs them into a cluster.',
    sidebarId: 'vaultSidebar',
  },
  zemu: {
    summary: 'Zemu, the framework to test Ledger apps end to end against the Speculos emulator with screen snapshots.',
    sidebarId: 'zemuSidebar',
  },
} as const satisfies Record<SectionId, SectionFacts>;

export type SectionWithFacts = Section & SectionFacts;

/** A section of the list with its facts (for the build, and for the pages that show a summary). */
export function withFacts(section: Section): SectionWithFacts {
  return {...section, ...sectionFacts[section.id as SectionId]};
}
