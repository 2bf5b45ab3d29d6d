/**
 * Every build setting read from the environment, in one place: its name, its default and what it
 * changes. docusaurus.config.ts and the plugins take their values from readSettings(); nothing else
 * reads process.env for the site's build. The README's settings table is checked against this list
 * (tests/unit/build-settings.test.ts), so a new setting is one entry here plus one README row.
 */

import type {AlgoliaSettings} from '../search/backend';

export interface SettingDefinition {
  /** Shown in the README's table. */
  default: string;
  meaning: string;
}

export const settingDefinitions = {
  BASE_URL: {default: '/', meaning: 'Base URL the site is served under'},
  CI: {default: 'unset', meaning: '`true`: broken links, broken anchors and duplicate routes are build errors'},
  STRICT_LINKS: {default: 'unset', meaning: '`true`: the same strict link checks outside CI'},
  SECTIONS: {default: 'all sections', meaning: 'Comma-separated section ids to build only those (fast authoring)'},
  LAST_UPDATE: {default: 'on', meaning: "`false` leaves out the 'Last updated' dates from git (to measure their cost)"},
  DISABLE_THEME_SWITCH: {default: 'off', meaning: '`true` removes the theme switch (theme storage is then cleared)'},
  DOC_VISUALIZATION_TEST: {default: 'false', meaning: '`true` shows `/visualize-document` in the navbar and hides search'},
  DOCS_AUTH_URL: {default: 'empty', meaning: 'Docs authentication service URL (a custom field)'},
  ANALYTICS_GTAG_ID: {default: 'empty (no analytics)', meaning: 'Analytics measurement id; the tag loads only after consent'},
  ANALYTICS_SCRIPT_URL: {default: 'https://www.googletagmanager.com/gtag/js', meaning: 'Where the analytics tag is loaded from'},
  KLARO_SCRIPT_URL: {default: 'empty (bundled copy)', meaning: 'Where the consent manager is loaded from'},
  ALGOLIA_APP_ID: {
    default: 'empty',
    meaning:
      'Hosted search: Algolia application id (all three ALGOLIA_* set = hosted; the local index is still written, for the assistant tools)',
  },
  ALGOLIA_SEARCH_API_KEY: {default: 'empty', meaning: 'Hosted search: search-only API key'},
  ALGOLIA_INDEX_NAME: {default: 'empty', meaning: 'Hosted search: index name'},
  MCP_ALLOWED_ORIGINS: {
    default: 'the site origin',
    meaning:
      'Browser origins (comma-separated) whose pages may call the MCP endpoint `/mcp` of the edge Worker (`build-hosting/wrangler.jsonc`, its variable of the same name)',
  },
  DOCS_INTERNALS: {
    default: 'auto',
    meaning:
      "Framework internals (`src/internals`): `auto` on only with the Docusaurus and rspack versions they were written for (else off, with a warning); `on` forces them; `off` uses Docusaurus's own routing",
  },
} as const satisfies Record<string, SettingDefinition>;

export type SettingName = keyof typeof settingDefinitions;
type Env = Readonly<Record<string, string | undefined>>;

export interface Settings {
  baseUrl: string;
  strictLinks: boolean;
  /** undefined: every section. */
  onlySections: string[] | undefined;
  showLastUpdate: boolean;
  disableThemeSwitch: boolean;
  docVisualizationTest: 'true' | 'false';
  docsAuthUrl: string;
  analyticsGtagId: string;
  analyticsScriptUrl: string;
  klaroScriptUrl: string;
  /** The ALGOLIA_* values, trimmed; src/search/backend.ts decides hosted or local from them. */
  algolia: AlgoliaSettings;
  /** The src/internals layer: src/internals/index.ts resolves 'auto' against the installed versions. */
  docsInternals: InternalsSetting;
  /** MCP_ALLOWED_ORIGINS, each 'scheme://host[:port]' in lower case; empty: the site origin (src/plugins/hosting/cloudflare.ts). */
  mcpAllowedOrigins: string[];
}

export type InternalsSetting = 'auto' | 'on' | 'off';
const internalsSettings: readonly string[] = ['auto', 'on', 'off'] satisfies InternalsSetting[];

/** DOCS_INTERNALS, unset meaning auto; any other value stops the build rather than guess. */
function readInternals(value: string | undefined): InternalsSetting {
  const setting = value?.trim() || settingDefinitions.DOCS_INTERNALS.default;
  if (!internalsSettings.includes(setting)) throw new Error(`DOCS_INTERNALS must be auto, on or off, not ${JSON.stringify(value)}`);
  return setting as InternalsSetting;
}

const isTrue = (value: string | undefined) => value === 'true';

/** MCP_ALLOWED_ORIGINS: origins separated by commas or spaces; anything that is not an origin stops the build rather than guess. */
function readOrigins(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(/[\s,]+/)
    .map((o) => o.trim().toLowerCase().replace(/\/+$/, ''))
    .filter(Boolean);
  const bad = origins.filter((o) => !/^https?:\/\/[^/?#\s]+$/.test(o));
  if (bad.length)
    throw new Error(`MCP_ALLOWED_ORIGINS takes origins such as https://docs.example.com, not ${JSON.stringify(bad.join(', '))}`);
  return origins;
}

export function readSettings(env: Env = process.env): Settings {
  const sectionList = env.SECTIONS?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    baseUrl: env.BASE_URL || settingDefinitions.BASE_URL.default,
    strictLinks: isTrue(env.CI) || isTrue(env.STRICT_LINKS),
    onlySections: sectionList && sectionList.length > 0 ? sectionList : undefined,
    showLastUpdate: env.LAST_UPDATE !== 'false',
    disableThemeSwitch: isTrue(env.DISABLE_THEME_SWITCH),
    docVisualizationTest: isTrue(env.DOC_VISUALIZATION_TEST) ? 'true' : 'false',
    docsAuthUrl: env.DOCS_AUTH_URL ?? '',
    analyticsGtagId: env.ANALYTICS_GTAG_ID ?? '',
    analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL || settingDefinitions.ANALYTICS_SCRIPT_URL.default,
    klaroScriptUrl: env.KLARO_SCRIPT_URL ?? '',
    algolia: {
      appId: env.ALGOLIA_APP_ID?.trim() ?? '',
      searchApiKey: env.ALGOLIA_SEARCH_API_KEY?.trim() ?? '',
      indexName: env.ALGOLIA_INDEX_NAME?.trim() ?? '',
    },
    docsInternals: readInternals(env.DOCS_INTERNALS),
    mcpAllowedOrigins: readOrigins(env.MCP_ALLOWED_ORIGINS),
  };
}

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
