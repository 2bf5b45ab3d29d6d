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
  /** Repository name inside the provider's source organisation. */
  repository: string;
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
    repository: 'web-beryx-explorer',
    entry: '',
  },
  {
    id: 'drand',
    routeBasePath: '/drand',
    title: 'drand',
    repository: 'drand',
    entry: 'introduction',
  },
  {
    id: 'fevm-solidity',
    routeBasePath: '/fevm-solidity',
    title: 'FEVM Solidity precompiles',
    repository: 'fevm-solidity-precompiles',
    entry: 'fevm-solidity-precompiles',
  },
  {
    id: 'filecoin-solidity',
    routeBasePath: '/fevm/filecoin-solidity',
    title: 'Filecoin Solidity',
    repository: 'filecoin-solidity',
    entry: '',
  },
  {
    id: 'filecoin-gas',
    routeBasePath: '/filecoin-gas',
    title: 'Filecoin gas estimator',
    repository: 'filecoin-gas',
    entry: 'filgas/',
  },
  {
    id: 'filecoin-signing-tools',
    routeBasePath: '/filecoin-signing-tools',
    title: 'Filecoin signing tools',
    repository: 'filecoin-signing-tools',
    entry: '',
  },
  {
    id: 'filecoin-virtual-machine',
    routeBasePath: '/filecoin-virtual-machine',
    title: 'Filecoin Virtual Machine',
    repository: 'fvm-as-sdk',
    entry: 'fvm-as-sdk/',
  },
  {
    id: 'ic-push-metrics',
    routeBasePath: '/ic-push-metrics',
    title: 'IC push metrics',
    repository: 'ic',
    entry: 'introduction',
  },
  {
    id: 'icp-client-cpp',
    routeBasePath: '/icp-client-cpp',
    title: 'ICP client for C++',
    repository: 'icp-client-cpp',
    entry: 'overview',
  },
  {
    id: 'icp-icrc3-evm-adapter',
    routeBasePath: '/icp-icrc3-evm-adapter',
    title: 'ICRC-3 EVM adapter',
    repository: 'icp-icrc3-evm-adapter',
    entry: 'overview',
  },
  {
    id: 'ledger-apps',
    routeBasePath: '/ledger-apps',
    title: 'Ledger apps',
    repository: 'ledger-zxlib',
    entry: 'overview',
  },
  {
    id: 'namadexer',
    routeBasePath: '/namadexer',
    title: 'Namadexer',
    repository: 'namadexer',
    // With its slash, as the doc's slug has it: clean-URL servers answer '/namadexer/index' with a
    // redirect to '/namadexer', while every static host serves '/namadexer/index/' from its folder.
    entry: 'index/',
  },
  {
    id: 'ping',
    routeBasePath: '/ping',
    title: 'Ping',
    repository: 'ping',
    entry: '',
  },
  {
    id: 'polkadot-hybrid-host-node',
    routeBasePath: '/polkadot-hybrid-host-node',
    title: 'Polkadot hybrid host node',
    repository: 'mayon',
    entry: '',
  },
  {
    id: 'polkadot-migration-app',
    routeBasePath: '/polkadot-migration-app',
    title: 'Polkadot migration app',
    repository: 'polkadot-web-migration',
    entry: '',
  },
  {
    id: 'tee-signer',
    routeBasePath: '/tee-signer',
    title: 'TEE signer',
    repository: 'tee-base',
    entry: 'intro',
  },
  {
    id: 'vault-k8s-canister',
    routeBasePath: '/vault-k8s-canister',
    title: 'Vault K8s canister',
    repository: 'vault-k8s-canister',
    entry: '',
  },
  {
    id: 'zemu',
    routeBasePath: '/zemu',
    title: 'Zemu',
    repository: 'zemu',
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

/**
 * Absolute path of a Ledger app's folder, or of a page in it: ledgerAppPath('polkadot', 'supported_latest'). The
 * section's route is read from the list above, as every other section's is.
 */
export function ledgerAppPath(folder: string, page?: string): string {
  return sectionPagePath('ledger-apps', page === undefined ? folder : `${folder}/${page}`);
}

export function sectionRepositoryUrl(section: Section): string {
  return repoUrl(section.repository);
}

/**
 * Redirects from bare section base paths to their entry page (SPEC 2.1: /filecoin-gas/ → /filecoin-gas/filgas/),
 * so a section has no dead root; and from a section's own name where its base path is another
 * (/filecoin-solidity → /fevm/filecoin-solidity), the path a reader types from the repository's name.
 */
export function sectionRedirects(): {from: string; to: string}[] {
  const roots = sections.filter((s) => s.entry !== '').map((s) => ({from: s.routeBasePath, to: sectionEntryPath(s)}));
  const byName = sections.filter((s) => `/${s.id}` !== s.routeBasePath).map((s) => ({from: `/${s.id}`, to: sectionEntryPath(s)}));
  return [...roots, ...byName];
}

/** A navbar project (SPEC 2.5): a section's entry page, a top-level page, or a 'coming soon' item. */
export type Project =
  | {name: string; category: Category; section: SectionId; description: string}
  | {name: string; category: Category; to: `/${string}`; description: string}
  | {name: string; category: Category; comingSoon: true; description: string};

/**
 * A navbar project that is a documentation section, named by the section's title: the Projects menu, the home page,
 * the footer and the page a reader lands on (its sidebar, breadcrumbs and search results) say the same name.
 */
function fromSection(section: SectionId, category: Category, description: string): Project {
  return {name: sectionById(section).title, category, section, description};
}

export const projects: readonly Project[] = [
  fromSection('ledger-apps', 'Security', 'Hardware-wallet apps for 36 chains'),
  fromSection('tee-signer', 'Security', 'Keys in a trusted execution environment'),
  fromSection('filecoin-signing-tools', 'Security', 'Offline Filecoin key and message signing'),
  fromSection('vault-k8s-canister', 'Security', 'Kubernetes secrets on the Internet Computer'),
  {name: 'Multi-party signer', category: 'Security', comingSoon: true, description: 'Threshold signing service'},
  fromSection('zemu', 'Integration', 'Emulator-based Ledger app testing'),
  fromSection('icp-client-cpp', 'Integration', 'Internet Computer agent for C and C++'),
  fromSection('namadexer', 'Integration', 'Indexer for the Namada chain'),
  {name: 'Beryx API', category: 'Data Infrastructure', to: '/beryx-api', description: 'Filecoin data API'},
  {name: 'Beryx Explorer', category: 'Data Infrastructure', to: '/beryx-explorer', description: 'Filecoin block explorer'},
  fromSection('filecoin-gas', 'Data Infrastructure', 'Gas parameters from mempool and chain data'),
  fromSection('polkadot-hybrid-host-node', 'Data Infrastructure', 'Research on a hybrid Polkadot host'),
  fromSection('filecoin-virtual-machine', 'Protocol Engineering', 'AssemblyScript SDK for FVM actors'),
  fromSection('fevm-solidity', 'Protocol Engineering', 'Built-in actors from Solidity'),
  fromSection('filecoin-solidity', 'Protocol Engineering', 'Solidity libraries for Filecoin actors'),
  fromSection('drand', 'Protocol Engineering', 'Distributed randomness beacon'),
  fromSection('ic-push-metrics', 'Protocol Engineering', 'Metrics pushing for IC nodes'),
  fromSection('icp-icrc3-evm-adapter', 'Protocol Engineering', 'ICRC-3 logs for EVM tools'),
  fromSection('ping', 'Tools', 'Status and related tools'),
  fromSection('polkadot-migration-app', 'Tools', 'Move funds to the Polkadot app'),
];

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
