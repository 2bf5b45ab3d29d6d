/**
 * Provider identity and build-time settings. Everything that names the provider,
 * its main site or its source-hosting organisation is read from here.
 */
import type {Settings} from '../config/buildSettings';

export const provider = {
  name: 'Zondax',
  /** Main company site; footer Company/Legal links are paths on this origin. */
  mainSiteOrigin: 'https://zondax.ch',
  /** Source-hosting site and the provider's organisation on it. */
  sourceHost: 'https://github.com',
  sourceOrg: 'https://github.com/Zondax',
  /** Public URL this documentation is deployed at (canonical URLs, sitemap). */
  docsUrl: 'https://docs.zondax.ch',
  tagline: 'Developer documentation for hardware-wallet apps, signing tools and blockchain infrastructure',
} as const;

/** Repository URL: 'name' is in the provider's organisation, 'owner/name' anywhere on the source host. */
export function repoUrl(repo: string): string {
  return repo.includes('/') ? `${provider.sourceHost}/${repo}` : `${provider.sourceOrg}/${repo}`;
}

/** SPEC 9 constants that drive visible behaviour (defined in docs-core: the MCP server and workers apply them too). */
export {limits} from '@zondax/docs-core/limits';

export const searchPlaceholder = 'Search docs';

/**
 * Build-time settings read from the environment. Values are strings because
 * Docusaurus customFields are serialised into the client bundle as-is.
 */
export interface BuildSettings {
  /** 'true' shows the /visualize-document navbar link and hides search (SPEC 2.1, 2.5). */
  docVisualizationTest: 'true' | 'false';
  /** Authentication service URL for docs (SPEC 6); empty when not configured. */
  docsAuthUrl: string;
  /** Analytics measurement id (ANALYTICS_GTAG_ID); empty means no analytics tag at all. */
  analyticsGtagId: string;
  /** Where gtag.js is loaded from once the reader consents. */
  analyticsScriptUrl: string;
  /** Consent manager script on a CDN; empty means the bundled copy (default). */
  klaroScriptUrl: string;
}

/** The settings the browser needs (src/config/buildSettings.ts reads them all from the environment). */
export function clientBuildSettings(settings: Settings): BuildSettings {
  const {docVisualizationTest, docsAuthUrl, analyticsGtagId, analyticsScriptUrl, klaroScriptUrl} = settings;
  return {docVisualizationTest, docsAuthUrl, analyticsGtagId, analyticsScriptUrl, klaroScriptUrl};
}

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
