import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import {themes as prismThemes} from 'prism-react-renderer';
import {sections, sectionRedirects} from './src/data/sections';
import {limits, provider, readBuildSettings} from './src/data/site';
import {sidebarItemsGenerator} from './src/config/sidebar';
import chainLandingPages from './src/plugins/chain-landing-pages';

const settings = readBuildSettings();
/** CI treats broken links/anchors and duplicate routes as errors; local authoring keeps SPEC 8's warnings. */
const strict = process.env.CI === 'true' || process.env.STRICT_LINKS === 'true';
/**
 * Authors can build a subset of sections for speed: SECTIONS=zemu,ping npm run build.
 * Links into left-out sections then show as broken-link warnings.
 */
const onlySections = process.env.SECTIONS?.split(',').map((s) => s.trim()).filter(Boolean);
const builtSections = onlySections ? sections.filter((s) => onlySections.includes(s.id)) : sections;

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
  customFields: {
    docVisualizationTest: settings.docVisualizationTest,
    docsAuthUrl: settings.docsAuthUrl,
  },
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
  ],
  themeConfig: {
    colorMode: {defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: limits.tocMinHeadingLevel, maxHeadingLevel: limits.tocMaxHeadingLevel},
    navbar: {
      title: provider.name,
      logo: {alt: `${provider.name} Docs home`, src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 28, height: 28},
      items: [
        {href: provider.sourceOrg, label: 'GitHub', position: 'right'},
      ],
    },
    prism: {theme: prismThemes.github, darkTheme: prismThemes.dracula, additionalLanguages: ['rust', 'bash', 'solidity', 'toml', 'json', 'yaml', 'go', 'cpp']},
    mermaid: {theme: {light: 'neutral', dark: 'dark'}},
  } satisfies Preset.ThemeConfig,
};

export default config;
