/**
 * The code each section's hand-written pages were last read against, claim by claim: where a page and the
 * code disagreed the page was corrected, and where a repository's own docs and its code disagree the page
 * follows the code and says so. One entry per section, listing every repository its pages describe, at the
 * commit read and the branch that commit is on.
 *
 * Shown under every hand-written page of the section (src/components/chrome/CodeCheckNote), and re-read once a
 * week by `npm run docs:upstream` (scripts/lib/docs-upstream.ts), which reports each source whose branch has
 * moved past the commit read, so the section is read again. When you re-read a section, update its commits
 * and checkedAt in the same change as the pages; a single page read again later against the same commits names
 * its own day in its front matter (`code_checked_at`, src/config/codeCheck.ts).
 *
 * The Ledger apps' pages take theirs from data/ledger-apps/apps.json (one app, one commit, kept by
 * `npm run ledger:upstream`). Ping has no entry: it has no public repository to read.
 */
import type {PackageRegistry} from '@zondax/docs-core/packageRegistry';
import type {SectionId} from './sections';

export interface CodeSource {
  /** owner/name on the source host (src/data/site.ts). */
  repository: `${string}/${string}`;
  /** The branch the pages follow; the upstream check compares its newest commit with `commit`. */
  branch: string;
  /** The commit read, in full. */
  commit: string;
  /** The commit's date, YYYY-MM-DD. */
  date: string;
}

/**
 * A published package the pages were read against where the registry is ahead of the repository's history as read
 * (a release whose source commit is not on the branch): its files are the code that runs for a reader who installs
 * it, and a published version never changes. The upstream check reports a newer latest version.
 */
export interface CodePackage {
  registry: PackageRegistry;
  name: string;
  /** The version read, exact. */
  version: string;
}

export interface CodeCheck {
  /** The day the pages were read against the sources, YYYY-MM-DD. */
  checkedAt: string;
  sources: readonly CodeSource[];
  packages?: readonly CodePackage[];
}

/** Sections whose pages no public code describes, or that record their checks elsewhere (see above). */
export const sectionsWithoutCodeCheck = ['ledger-apps', 'ping'] as const satisfies readonly SectionId[];

type CheckedSection = Exclude<SectionId, (typeof sectionsWithoutCodeCheck)[number]>;

const source = (repository: CodeSource['repository'], branch: string, commit: string, date: string): CodeSource => ({
  repository,
  branch,
  commit,
  date,
});

const beryxExplorer = source('Zondax/web-beryx-explorer', 'master', '81b097c7a40590df99494e7208f3221b8305bd93', '2024-11-21');

export const sectionCodeChecks: Record<CheckedSection, CodeCheck> = {
  'beryx-explorer-docs': {checkedAt: '2026-12-07', sources: [beryxExplorer]},
  drand: {
    checkedAt: '2026-12-07',
    sources: [source('drand/drand', 'master', 'f45e7e0435299e45a7ea5c321e2963cd2c81605f', '2026-03-12')],
  },
  'fevm-solidity': {
    checkedAt: '2026-12-01',
    sources: [
      source('Zondax/fevm-solidity-precompiles', 'main', '82fd71f83473854907222d5ede107a1fcc18283d', '2023-05-23'),
      source('Zondax/builtin-actors', 'misc/precompiles', '056798c50a7bbb8d0e2b2e894e54de7f9562b86b', '2022-11-03'),
    ],
  },
  'filecoin-solidity': {
    checkedAt: '2026-12-07',
    sources: [source('Zondax/filecoin-solidity', 'master', '5ef1c9087a1b4aca9880d7f3ff1a083f574eef7f', '2023-08-29')],
  },
  'filecoin-gas': {
    checkedAt: '2026-12-07',
    sources: [
      beryxExplorer,
      source('filecoin-project/lotus', 'master', 'b835fab702ebce57abd7e6d0c3326bbd1e18c008', '2026-08-06'),
      // FIP-0115, the base-fee rule the intro states (FIPS/fip-0115.md).
      source('filecoin-project/FIPs', 'master', 'dd5075fe097672b2af4e72d16507efdc7f03f1c7', '2026-08-05'),
    ],
  },
  'filecoin-signing-tools': {
    checkedAt: '2026-12-07',
    sources: [source('Zondax/filecoin-signing-tools', 'master', '2b0f25fc606efe6207d2dcf6e28afa51d91c0cff', '2023-10-30')],
  },
  'filecoin-virtual-machine': {
    checkedAt: '2026-12-01',
    sources: [
      source('Zondax/fvm-as-sdk', 'master', '122f04f912473111826e9e64dc80bc38faf681cd', '2022-10-12'),
      source('Zondax/fvm-as-bindgen', 'master', '2add37d08904d903dc4d1d85b27b1c557dcbb59f', '2022-10-11'),
      source('Zondax/assemblyscript-cbor', 'master', '84c560d4f45c5ae5737e4158112da18b38d6dc3c', '2022-08-18'),
      source('Zondax/fil-hello-world-actor-as', 'master', '193866e72d7ae718513c1aa6ab487ea101fe2cfc', '2022-08-18'),
      source('Zondax/fil-erc20-actor-as', 'main', '11c2c01f0286a7c18fe059c2d7d5f34866d92675', '2022-08-18'),
      source('Zondax/fil-fns-actor-as', 'main', '0fcabbd9d715503d3d8cbfc89e6b6f80a5466afd', '2022-08-18'),
      source('Zondax/fil-lottery-actor-as', 'main', '00ab98caaec561464782bcdfbec237b0ae541259', '2022-08-18'),
      source('Zondax/fvm-client-tool', 'master', '8e26a5fb2b3570da613fb491fb6d88198bba93fe', '2022-08-20'),
    ],
  },
  'ic-push-metrics': {
    checkedAt: '2026-12-07',
    sources: [source('Zondax/ic', 'metrics', '5f27f75f252a95d8d7f057253db6fb0d7cbad340', '2024-10-24')],
  },
  'icp-client-cpp': {
    checkedAt: '2026-12-07',
    sources: [source('Zondax/icp-client-cpp', 'main', 'c69aa4d920b39a42b031be7d8e96e28a71e16ac9', '2025-03-18')],
  },
  'icp-icrc3-evm-adapter': {
    checkedAt: '2026-12-07',
    sources: [source('Zondax/icp-icrc3-evm-adapter', 'main', '45bbe479f5167e73657776d61fa24004b09d475c', '2024-12-13')],
  },
  namadexer: {
    checkedAt: '2026-12-07',
    sources: [source('Zondax/namadexer', 'main', 'f8b68b0c7e282fdea51e5ce7fa7f8370da7982fd', '2024-04-24')],
  },
  'polkadot-hybrid-host-node': {
    checkedAt: '2026-12-07',
    sources: [
      source('Zondax/mayon', 'main', 'bfb7f1da367f7dc7fa270927a8efeeae5c29fc8a', '2023-03-19'),
      // The Polkadot fork that builds on mayon (integration/codebase.md).
      source('Zondax/polkadot', 'poc_hybrid', '8076c17949afdc9a725bc20695bbc63396b6c50a', '2023-03-23'),
    ],
  },
  'polkadot-migration-app': {
    checkedAt: '2026-12-07',
    sources: [source('Zondax/polkadot-web-migration', 'main', 'ef49bfa7c98e45d6e2b0250a008f06252079a5a6', '2025-12-16')],
  },
  'tee-signer': {
    checkedAt: '2026-12-01',
    sources: [
      source('Zondax/buildroot-zondax', 'master', 'a37b6533e1db943e195c8dfe39a36b0baccd0b1a', '2022-11-28'),
      source('Zondax/tee-base', 'master', 'f772a7205d62befb49b910d54ace1321f3415bd1', '2022-07-28'),
      source('Zondax/tee-substrate-service', 'master', 'f0e94bb8ebd94cf8692e34a460f729248f2275ad', '2022-07-28'),
      source('Zondax/hello-rustee', 'master', 'e4db2b5b3c1b94e8098e4ed5239a9a0bc2cade83', '2022-01-26'),
    ],
  },
  'vault-k8s-canister': {
    checkedAt: '2026-12-07',
    sources: [source('Zondax/vault-k8s-canister', 'master', 'd05f89b3fa53cde8d3bd674c84b3ab6f7758848a', '2023-12-21')],
  },
  // 0.68.0 and 0.68.1 are on npm but not on main as read (its newest tag is v0.67.3): the pages describe 0.68.1.
  zemu: {
    checkedAt: '2026-12-07',
    sources: [source('Zondax/zemu', 'main', '10b4294724f4583cd30e3ff9619378d798469ab5', '2026-05-01')],
    packages: [{registry: 'npm', name: '@zondax/zemu', version: '0.68.1'}],
  },
};
