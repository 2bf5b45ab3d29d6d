/**
 * Provider identity and site-wide constants. Everything that names the provider, its main site or its
 * source-hosting organisation is read from here (build settings from the environment: src/config/buildSettings.ts).
 */

import {repositoryUrl, sourceHost, treeUrl} from '@zondax/docs-core/sourceHost';

/** The provider's organisation on the source host. */
const sourceOrgName = 'Zondax';

export const provider = {
  name: 'Zondax',
  /** Main company site; footer Company/Legal links are paths on this origin. */
  mainSiteOrigin: 'https://zondax.ch',
  /** Source-hosting site (@zondax/docs-core/sourceHost, which the tools' answers use too) and the provider's organisation on it. */
  sourceHost,
  sourceOrg: repositoryUrl(sourceOrgName),
  /** Public URL this documentation is deployed at (canonical URLs, sitemap). */
  docsUrl: 'https://docs.zondax.ch',
  tagline: 'Developer documentation for hardware-wallet apps, signing tools and blockchain infrastructure',
} as const;

/** 'name' is in the provider's organisation, 'owner/name' anywhere on the source host: owner/name either way. */
const fullName = (repo: string): string => (repo.includes('/') ? repo : `${sourceOrgName}/${repo}`);

/** Repository URL ('name' or 'owner/name'). */
export function repoUrl(repo: string): string {
  return repositoryUrl(fullName(repo));
}

/** A repository's files at one commit on the source host ('name' or 'owner/name', as repoUrl). */
export function repoTreeUrl(repo: string, commit: string): string {
  return treeUrl(fullName(repo), commit);
}

/** SPEC 9 constants that drive visible behaviour (defined in docs-core: the MCP server and workers apply them too). */
export {limits} from '@zondax/docs-core/limits';

export const searchPlaceholder = 'Search docs';

/**
 * The repository holding this site's sources: every docs page's "Edit this page" link opens
 * `${repository}/edit/${branch}/<path of the page's source>` (docusaurus.config.ts).
 */
export const docsSource = {
  repository: repoUrl('docs'),
  branch: 'main',
} as const;

/** Edit URL of a file given by its path from the site root (e.g. docs/zemu/index.md). */
export function docsSourceEditUrl(siteRelativePath = ''): string {
  return `${docsSource.repository}/edit/${docsSource.branch}/${siteRelativePath.replace(/^\/+/, '')}`;
}

/**
 * The site as an installable web app (src/plugins/web-app-manifest writes manifest.webmanifest from this;
 * and its theme-color tags). themeColor is the navbar's background in each mode
 * (Infima's surface colour: white, and --ifm-background-surface-color in src/css/custom.css for dark;
 * tests/unit/pwa.test.ts holds the dark one equal), so the browser's own bar continues the navbar.
 */
export const webApp = {
  name: `${provider.name} Docs`,
  /** At most 12 characters: home screens cut longer names. */
  shortName: `${provider.name} Docs`,
  description: provider.tagline,
  themeColor: {light: '#ffffff', dark: '#15151f'},
  backgroundColor: '#ffffff',
} as const;
