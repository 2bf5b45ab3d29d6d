/**
 * The single list of documentation sections (SPEC 2.2) and navbar projects (SPEC 2.5).
 * docusaurus.config.ts creates one docs plugin instance per section; the navbar,
 * home page, chain landing pages, redirects and route tests all derive from here.
 */
import {repoUrl} from './site';

export const categories = ['Security', 'Integration', 'Data Infrastructure', 'Protocol Engineering', 'Tools'] as const;
export type Category = (typeof categories)[number];

export interface Section {
  /** Docs plugin id; also the folder under docs/. */
  id: string;
  /** Base path of the section, starting with '/' and without trailing slash. */
  routeBasePath: `/${string}`;
  title: string;
  /** One sentence for cards, llms.txt and meta descriptions. */
  summary: string;
  /** Repository name inside the provider's source organisation. */
  repository: string;
  /** Name of the section's sidebar (SPEC 3: sidebars are named per section). */
  sidebarId: string;
  /**
   * Path of the section's entry page relative to routeBasePath ('' = the base path itself).
   * When it is not '', the bare base path redirects to it so the section has no dead root.
   */
  entry: string;
}

export const sections = [
  {
    id: 'beryx-explorer-docs',
    routeBasePath: '/beryx-explorer-docs',
    title: 'Beryx Explorer',
    summary: 'User guide for the Beryx block explorer for Filecoin: accounts, tipsets, transactions, contracts, mempool and wallet.',
    repository: 'web-beryx-explorer',
    sidebarId: 'beryxExplorerSidebar',
    entry: '',
  },
  {
    id: 'drand',
    routeBasePath: '/drand',
    title: 'drand',
    summary: 'Work on drand, the distributed randomness beacon: goals, architecture overview and the contributions made to it.',
    repository: 'drand',
    sidebarId: 'drandSidebar',
    entry: 'introduction',
  },
  {
    id: 'fevm-solidity',
    routeBasePath: '/fevm-solidity',
    title: 'FEVM Solidity precompiles',
    summary: 'Calling Filecoin built-in actors from Solidity on the FEVM through precompiles: design, benchmarks and reports.',
    repository: 'fevm-solidity-precompiles',
    sidebarId: 'fevmSoliditySidebar',
    entry: 'fevm-solidity-precompiles',
  },
  {
    id: 'filecoin-solidity',
    routeBasePath: '/fevm/filecoin-solidity',
    title: 'Filecoin Solidity',
    summary: 'Solidity libraries that let FEVM smart contracts call Filecoin built-in actors such as Market, Miner and DataCap.',
    repository: 'filecoin-solidity',
    sidebarId: 'filecoinSoliditySidebar',
    entry: '',
  },
  {
    id: 'filecoin-gas',
    routeBasePath: '/filecoin-gas',
    title: 'Filecoin gas estimator',
    summary: 'FilGas, a service that estimates Filecoin gas prices from recent chain data, and how it works.',
    repository: 'filecoin-gas',
    sidebarId: 'filecoinGasSidebar',
    entry: 'filgas/',
  },
  {
    id: 'filecoin-signing-tools',
    routeBasePath: '/filecoin-signing-tools',
    title: 'Filecoin signing tools',
    summary: 'Rust and WebAssembly library to derive keys, build and sign Filecoin messages offline.',
    repository: 'filecoin-signing-tools',
    sidebarId: 'signingToolsSidebar',
    entry: '',
  },
  {
    id: 'filecoin-virtual-machine',
    routeBasePath: '/filecoin-virtual-machine',
    title: 'Filecoin Virtual Machine',
    summary: 'Writing Filecoin Virtual Machine actors in AssemblyScript with the fvm-as-sdk: setup, examples and testing.',
    repository: 'fvm-as-sdk',
    sidebarId: 'fvmSidebar',
    entry: 'fvm-as-sdk/',
  },
  {
    id: 'ic-push-metrics',
    routeBasePath: '/ic-push-metrics',
    title: 'IC push metrics',
    summary:
      'Pushing metrics and logs from Internet Computer nodes (HostOS and GuestOS) with Vector: the changes made and how they are tested.',
    repository: 'ic',
    sidebarId: 'icPushMetricsSidebar',
    entry: 'introduction',
  },
  {
    id: 'icp-client-cpp',
    routeBasePath: '/icp-client-cpp',
    title: 'ICP client for C++',
    summary: 'A C and C++ agent for the Internet Computer, including a hello-world walkthrough and Unreal Engine integration.',
    repository: 'icp-client-cpp',
    sidebarId: 'icpClientCppSidebar',
    entry: 'overview',
  },
  {
    id: 'icp-icrc3-evm-adapter',
    routeBasePath: '/icp-icrc3-evm-adapter',
    title: 'ICRC-3 EVM adapter',
    summary: 'Exposing ICRC-3 transaction logs of Internet Computer canisters to EVM tooling through an adapter proxy and indexer.',
    repository: 'icp-icrc3-evm-adapter',
    sidebarId: 'icrc3Sidebar',
    entry: 'overview',
  },
  {
    id: 'ledger-apps',
    routeBasePath: '/ledger-apps',
    title: 'Ledger apps',
    summary: 'Hardware-wallet app specifications per chain: APDU protocol, build instructions and supported transactions per version.',
    repository: 'ledger-zxlib',
    sidebarId: 'ledgerAppsSidebar',
    entry: 'overview',
  },
  {
    id: 'namadexer',
    routeBasePath: '/namadexer',
    title: 'Namadexer',
    summary: 'An indexer for the Namada blockchain that stores blocks and transactions in PostgreSQL and serves them over a JSON API.',
    repository: 'namadexer',
    sidebarId: 'namadexerSidebar',
    // With its slash, as the doc's slug has it: clean-URL servers answer '/namadexer/index' with a
    // redirect to '/namadexer', while every static host serves '/namadexer/index/' from its folder.
    entry: 'index/',
  },
  {
    id: 'ping',
    routeBasePath: '/ping',
    title: 'Ping',
    summary: 'Ping, listed under Tools: what is publicly known about it and the documented Zondax tools to use meanwhile.',
    repository: 'ping',
    sidebarId: 'pingSidebar',
    entry: '',
  },
  {
    id: 'polkadot-hybrid-host-node',
    routeBasePath: '/polkadot-hybrid-host-node',
    title: 'Polkadot hybrid host node',
    summary: 'Research and proof of concept for a Polkadot host node that mixes existing and rewritten components.',
    repository: 'mayon',
    sidebarId: 'hybridHostSidebar',
    entry: '',
  },
  {
    id: 'polkadot-migration-app',
    routeBasePath: '/polkadot-migration-app',
    title: 'Polkadot migration app',
    summary: 'Moving funds from chain-specific Ledger apps to the generic Polkadot app: what changes and how to migrate.',
    repository: 'polkadot-web-migration',
    sidebarId: 'migrationAppSidebar',
    entry: '',
  },
  {
    id: 'tee-signer',
    routeBasePath: '/tee-signer',
    title: 'TEE signer',
    summary: 'Signing keys kept in a trusted execution environment: hardware choice, board setup, secure boot and development.',
    repository: 'tee-base',
    sidebarId: 'teeSidebar',
    entry: 'intro',
  },
  {
    id: 'vault-k8s-canister',
    routeBasePath: '/vault-k8s-canister',
    title: 'Vault K8s canister',
    summary: 'Keeping Kubernetes secrets in an Internet Computer canister, with an operator that syncs them into a cluster.',
    repository: 'vault-k8s-canister',
    sidebarId: 'vaultSidebar',
    entry: '',
  },
  {
    id: 'zemu',
    routeBasePath: '/zemu',
    title: 'Zemu',
    summary: 'Zemu, the framework to test Ledger apps end to end against the Speculos emulator with screen snapshots.',
    repository: 'zemu',
    sidebarId: 'zemuSidebar',
    entry: '',
  },
] as const satisfies readonly Section[];

export type SectionId = (typeof sections)[number]['id'];

export {sectionOfPath} from '@zondax/docs-core/paths/sections';

export function sectionById(id: SectionId): Section {
  const found = sections.find((s) => s.id === id);
  if (!found) throw new Error(`Unknown section ${id}`);
  return found;
}

/** Absolute path of a section's entry page (the page the navbar and cards link to). */
export function sectionEntryPath(section: Section): string {
  return section.entry === '' ? section.routeBasePath : `${section.routeBasePath}/${section.entry}`;
}

/** Absolute path of a page inside a section: sectionPagePath('drand', 'introduction/goals'). */
export function sectionPagePath(id: SectionId, page: string): string {
  return `${sectionById(id).routeBasePath}/${page}`;
}

export function sectionRepositoryUrl(section: Section): string {
  return repoUrl(section.repository);
}

/**
 * Redirects from bare section base paths to their entry page (SPEC 2.1: /filecoin-gas/ → /filecoin-gas/filgas/),
 * so a section has no dead root.
 */
export function sectionRedirects(): {from: string; to: string}[] {
  return sections.filter((s) => s.entry !== '').map((s) => ({from: s.routeBasePath, to: sectionEntryPath(s)}));
}

/** A navbar project (SPEC 2.5): a section's entry page, a top-level page, or a 'coming soon' item. */
export type Project =
  | {name: string; category: Category; section: SectionId; description: string}
  | {name: string; category: Category; to: `/${string}`; description: string}
  | {name: string; category: Category; comingSoon: true; description: string};

export const projects = [
  {name: 'Ledger Apps', category: 'Security', section: 'ledger-apps', description: 'Hardware-wallet apps for 35 chains'},
  {name: 'TEE Signer', category: 'Security', section: 'tee-signer', description: 'Keys in a trusted execution environment'},
  {
    name: 'Filecoin Signing Tools',
    category: 'Security',
    section: 'filecoin-signing-tools',
    description: 'Offline Filecoin key and message signing',
  },
  {
    name: 'Vault K8s Canister',
    category: 'Security',
    section: 'vault-k8s-canister',
    description: 'Kubernetes secrets on the Internet Computer',
  },
  {name: 'Multi-party signer', category: 'Security', comingSoon: true, description: 'Threshold signing service'},
  {name: 'Zemu', category: 'Integration', section: 'zemu', description: 'Emulator-based Ledger app testing'},
  {name: 'ICP Client C++', category: 'Integration', section: 'icp-client-cpp', description: 'Internet Computer agent for C and C++'},
  {name: 'Namadexer', category: 'Integration', section: 'namadexer', description: 'Indexer for the Namada chain'},
  {name: 'Beryx API', category: 'Data Infrastructure', to: '/beryx-api', description: 'Filecoin data API'},
  {name: 'Beryx Explorer', category: 'Data Infrastructure', to: '/beryx-explorer', description: 'Filecoin block explorer'},
  {name: 'Filecoin Gas', category: 'Data Infrastructure', section: 'filecoin-gas', description: 'Gas price estimation service'},
  {
    name: 'Polkadot Hybrid Host Node',
    category: 'Data Infrastructure',
    section: 'polkadot-hybrid-host-node',
    description: 'Research on a hybrid Polkadot host',
  },
  {
    name: 'FVM as SDK',
    category: 'Protocol Engineering',
    section: 'filecoin-virtual-machine',
    description: 'AssemblyScript SDK for FVM actors',
  },
  {
    name: 'FEVM Solidity Precompiles',
    category: 'Protocol Engineering',
    section: 'fevm-solidity',
    description: 'Built-in actors from Solidity',
  },
  {
    name: 'Filecoin Solidity',
    category: 'Protocol Engineering',
    section: 'filecoin-solidity',
    description: 'Solidity libraries for Filecoin actors',
  },
  {name: 'drand', category: 'Protocol Engineering', section: 'drand', description: 'Distributed randomness beacon'},
  {name: 'IC Push Metrics', category: 'Protocol Engineering', section: 'ic-push-metrics', description: 'Metrics pushing for IC nodes'},
  {
    name: 'ICRC-3 EVM Adapter',
    category: 'Protocol Engineering',
    section: 'icp-icrc3-evm-adapter',
    description: 'ICRC-3 logs for EVM tools',
  },
  {name: 'Ping', category: 'Tools', section: 'ping', description: 'Status and related tools'},
  {name: 'Polkadot Migration App', category: 'Tools', section: 'polkadot-migration-app', description: 'Move funds to the Polkadot app'},
] as const satisfies readonly Project[];

/** Where a project links to, or undefined for a 'coming soon' item. */
export function projectHref(project: Project): string | undefined {
  if ('section' in project) return sectionEntryPath(sectionById(project.section));
  if ('to' in project) return project.to;
  return undefined;
}

export function projectsByCategory(): {category: Category; projects: Project[]}[] {
  return categories.map((category) => ({
    category,
    projects: projects.filter((p) => p.category === category),
  }));
}
