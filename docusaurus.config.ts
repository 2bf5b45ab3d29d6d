import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import {themes as prismThemes} from 'prism-react-renderer';
import {sections, sectionRedirects} from './src/data/sections';
import {limits, provider, readBuildSettings} from './src/data/site';
import {announcement} from './src/data/announcement';
import {sidebarItemsGenerator} from './src/config/sidebar';
import chainLandingPages from './src/plugins/chain-landing-pages';
import localSearch from './src/plugins/local-search';
import {logSearchBackend, resolveSearchBackend} from './src/search/backend';

const settings = readBuildSettings();
/** CI treats broken links/anchors and duplicate routes as errors; local authoring keeps SPEC 8's warnings. */
const strict = process.env.CI === 'true' || process.env.STRICT_LINKS === 'true';
/**
 * Authors can build a subset of sections for speed: SECTIONS=zemu,ping npm run build.
 * Links into left-out sections then show as broken-link warnings.
 */
const onlySections = process.env.SECTIONS?.split(',').map((s) => s.trim()).filter(Boolean);
const builtSections = onlySections ? sections.filter((s) => onlySections.includes(s.id)) : sections;

/** Search backend (src/search/backend.ts): hosted Algolia when configured, else the local index built with the site. */
const search = resolveSearchBackend(process.env, {language: 'en', docsPluginIds: builtSections.map((s) => s.id)});
logSearchBackend(search);

const docsPlugins: PluginConfig[] = builtSections.map((section) => [
  '@docusaurus/plugin-content-docs',
  {
    id: section.id,
    path: `docs/${section.id}`,
    routeBasePath: section.routeBasePath.slice(1),
    sidebarPath: `./sidebars/${section.id}.ts`,
    sidebarItemsGenerator,
    breadcrumbs: true,
    versions: {current: {label: 'Next'}},
  } satisfies DocsOptions,
]);

const config: Config = {
  title: `${provider.name} Docs`,
  tagline: provider.tagline,
  favicon: 'img/favicon.svg',
  url: provider.docsUrl,
  baseUrl: process.env.BASE_URL ?? '/',
  organizationName: provider.name,
  projectName: 'docs',
  onBrokenLinks: strict ? 'throw' : 'warn',
  onBrokenAnchors: strict ? 'throw' : 'warn',
  onBrokenMarkdownLinks: strict ? 'throw' : 'warn',
  onDuplicateRoutes: strict ? 'throw' : 'warn',
  i18n: {defaultLocale: 'en', locales: ['en']},
  future: {
    v4: true,
    experimental_faster: true,
  },
  markdown: {mermaid: true},
  customFields: {...settings},
  clientModules: ['./src/consent/clientModule.ts'],
  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],
  themes: ['@docusaurus/theme-mermaid'],
  plugins: [
    ...docsPlugins,
    ['@docusaurus/plugin-client-redirects', {redirects: onlySections ? [] : sectionRedirects()} satisfies RedirectOptions],
    chainLandingPages,
    ...(search.mode === 'local' ? [localSearch] : []),
  ],
  themeConfig: {
    // SPEC 4: default light; the reader's choice is light, dark or system. 'System' is the absence of a
    // stored 'theme' value, which follows prefers-color-scheme live only with respectPrefersColorScheme.
    colorMode: {defaultMode: 'light', respectPrefersColorScheme: true, disableSwitch: false},
    announcementBar: announcement,
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    // SPEC 2.7, 7: DocSearch modal and /search page; local index or hosted Algolia (src/search/backend.ts).
    algolia: search.algolia,
    tableOfContents: {minHeadingLevel: limits.tocMinHeadingLevel, maxHeadingLevel: limits.tocMaxHeadingLevel},
    navbar: {
      title: provider.name,
      logo: {alt: `${provider.name} Docs home`, src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 28, height: 28},
      // Custom item types: src/theme/NavbarItem/ComponentTypes.tsx. Projects and Chains read
      // src/data/sections.ts and src/data/chains.ts; the visualize link shows only while
      // customFields.docVisualizationTest is 'true' (search is then hidden by src/theme/Navbar/Search).
      items: [
        {type: 'custom-projects', position: 'left'},
        {type: 'custom-chains', position: 'left'},
        {type: 'custom-visualize-link', position: 'right'},
        {type: 'custom-source-link', position: 'right'},
      ],
    },
    // Columns and links: src/data/footer.ts, rendered by src/theme/Footer.
    footer: {style: 'dark'},
    prism: {theme: prismThemes.github, darkTheme: prismThemes.dracula, additionalLanguages: ['rust', 'bash', 'solidity', 'toml', 'json', 'yaml', 'go', 'cpp']},
    mermaid: {theme: {light: 'neutral', dark: 'dark'}},
  } satisfies Preset.ThemeConfig,
};

export default config;
