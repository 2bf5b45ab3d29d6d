/**
 * Every private shape of Docusaurus or rspack that src/internals depends on, each with the version it
 * was written for. A check that finds another shape throws `contractBroken(...)`: the build fails with
 * the contract's name and version instead of shipping a site that cannot find its pages. Turning the
 * layer off (DOCS_INTERNALS=off) is always a way out. The README beside this file says where each
 * contract is checked and which test feeds it the wrong shape.
 *
 * One export per contract, so the browser bundle keeps only the one its code checks.
 */

export interface Contract {
  /** What is relied on, as the failure names it. */
  readonly name: string;
  /** The package and version the code was written for. */
  readonly writtenFor: string;
}

/** The versions the whole layer was written for; `DOCS_INTERNALS=auto` turns it off on any other. */
export const writtenFor = {docusaurusCore: '3.8.1', rspackMinor: '1.7'} as const;

const core = `@docusaurus/core@${writtenFor.docusaurusCore}`;
const rspack = `@rspack/core@${writtenFor.rspackMinor}`;

export const registryJs: Contract = {name: 'generated registry.js shape', writtenFor: core};
export const routesJs: Contract = {name: 'generated routes.js shape', writtenFor: core};
export const routeKeys: Contract = {name: 'routesChunkNames.json `path-hash` keys', writtenFor: core};
export const docsGlobalData: Contract = {
  name: 'docs plugin global data shape (versions[].docs)',
  writtenFor: `@docusaurus/plugin-content-docs@${writtenFor.docusaurusCore}`,
};
export const siteConfigModule: Contract = {
  name: 'generated docusaurus.config.mjs is a comment and `export default` of the site config as JSON',
  writtenFor: core,
};
export const preloadImport: Contract = {name: 'core client imports ./preload', writtenFor: core};
export const componentCreator: Contract = {name: 'deep import @docusaurus/ComponentCreator', writtenFor: core};
export const runtimeChunkFilename: Contract = {name: 'runtime __webpack_require__.u chunk-name map', writtenFor: rspack};
export const runtimeChunkAsset: Contract = {name: 'runtime __webpack_require__.gca chunk-asset map', writtenFor: `${rspack} + ${core}`};
export const generatedMerge: Contract = {
  name: 'runtime Object.assign into @generated routes, routesChunkNames and registry',
  writtenFor: core,
};
export const tslibAlias: Contract = {
  name: 'tslib helper alias (@docusaurus/utils-common uses only __importDefault)',
  writtenFor: `@docusaurus/utils-common@${writtenFor.docusaurusCore}`,
};

export const prismClientModule: Contract = {
  name: 'client module lib/prism-include-languages.js (imports Prism from prism-react-renderer into main.js)',
  writtenFor: `@docusaurus/theme-classic@${writtenFor.docusaurusCore}`,
};

export const translationDescriptions: Contract = {
  name: "translation descriptions written as translate({description: '…'}) and <Translate description=\"…\"> in the theme's lib files",
  writtenFor: `@docusaurus/theme-classic@${writtenFor.docusaurusCore}`,
};

/*
 * Seams the site cannot do without, so they are used with the layer on or off: the theme's own state
 * hooks (the swizzled navbar, announcement bar and code block need them and Docusaurus exports them only
 * as internal) and two generated modules (the route table, the site config). Each is imported from
 * client/ only, and checked where it is read.
 */
export const themeInternalHooks: Contract = {
  name: '@docusaurus/theme-common/internal hooks (useNavbarMobileSidebar, useNavbarSecondaryMenu, useLockBodyScroll, useAnnouncementBar, useCodeBlockContext)',
  writtenFor: `@docusaurus/theme-common@${writtenFor.docusaurusCore}`,
};
export const generatedRouteTable: Contract = {name: '@generated/routes is the route tree ({path, routes?}[])', writtenFor: core};
export const generatedSiteConfig: Contract = {name: '@generated/docusaurus.config is the site config (customFields)', writtenFor: core};
/** Read by client/colourModeTabs.ts: without it a second tab can undo the reader's colour-mode choice. */
export const colourModeNoPersist: Contract = {
  name: "useColorMode().setColorMode(choice, {persist: false}) applies a choice without storing it; the provider's storage listener stores what it receives",
  writtenFor: `@docusaurus/theme-common@${writtenFor.docusaurusCore}`,
};

/** Every contract, for the README and the tests. */
export const allContracts = [
  registryJs,
  routesJs,
  routeKeys,
  docsGlobalData,
  siteConfigModule,
  preloadImport,
  componentCreator,
  runtimeChunkFilename,
  runtimeChunkAsset,
  generatedMerge,
  tslibAlias,
  prismClientModule,
  translationDescriptions,
  themeInternalHooks,
  generatedRouteTable,
  generatedSiteConfig,
  colourModeNoPersist,
] as const;

/** How failures name a contract: '@docusaurus/core@3.8.1 generated registry.js shape'. */
export const contractLabel = (contract: Contract) => `${contract.writtenFor} ${contract.name}`;

/** The error a broken contract fails with: names the contract, the version it expects and what was found. */
export function contractBroken(contract: Contract, found: string): Error {
  return new Error(
    `Framework contract broken: ${contractLabel(contract)}: ${found} (expected the shape of ${contract.writtenFor}). ` +
      'Update src/internals for the new shape (src/internals/README.md), or build with DOCS_INTERNALS=off.',
  );
}
