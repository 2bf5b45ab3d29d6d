import type {Config, LoadContext, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import {prismThemes} from './src/config/prismThemes';
import {sections, sectionRedirects} from './src/data/sections';
import {withFacts} from './src/data/sectionFacts';
import {limits, provider} from './src/data/site';
import {docEditUrl} from './src/config/editUrl';
import {buildCommit} from './src/config/buildCommit';
import {clientBuildSettings, readSettings} from './src/config/buildSettings';
import {announcement} from './src/data/announcement';
import path from 'node:path';
import {sidebarItemsGenerator} from './src/config/sidebar';
import {sectionSidebarFile} from './src/config/sectionSidebars';
import {fasterKeyFor, installedCoreVersion} from './src/config/fasterFlag';
import {inlineLogo} from './src/config/inlineLogo';
import {firstPaintBodyEndTag, firstPaintHeadTag, scriptsAfterPaintTag, ssrTemplateWithScriptsAfterPaint} from './src/config/firstPaint';
import {noticeHtmlTags} from './src/consent/notice';
import chainLandingPages from './src/plugins/chain-landing-pages';
import sharedChunks from './src/plugins/shared-chunks';
import localSearch from './src/plugins/local-search';
import contentSecurityPolicy from './src/plugins/csp';
import prismOnDemand from './src/plugins/prism-on-demand';
import {internalsPlugins} from './src/internals';
import remarkImportHighlighter from './src/plugins/prism-on-demand/remarkImportHighlighter';
import remarkComponentToc from './src/plugins/component-toc/remarkComponentToc';
import {componentTocModules} from './src/plugins/component-toc/components';
import {additionalLanguages} from './src/plugins/prism-on-demand/languages';
import markdownExport from './src/plugins/markdown-export';
import mcpSnapshot from './src/plugins/mcp-snapshot';
import socialCards from './src/plugins/social-cards';
import serviceWorker from './src/plugins/service-worker';
import webAppManifest from './src/plugins/web-app-manifest';
import offlineBundles from './src/plugins/offline-bundles';
import {socialImagePath} from './src/plugins/markdown-export/paths';
import remarkMermaidSource from './src/plugins/markdown-export/remarkMermaidSource';
import rehypeTableLabels from './src/plugins/table-labels';
import {gitLastUpdates, withLastUpdate} from './src/config/lastUpdate';
import {withCodeCheck} from './src/config/codeCheck';
import {logSearchBackend, resolveSearchBackend} from './src/search/backend';

/** Every environment setting, read once (src/config/buildSettings.ts lists them with their defaults). */
const settings = readSettings();
/** CI treats broken links/anchors and duplicate routes as errors; local authoring keeps SPEC 8's warnings. */
const strict = settings.strictLinks;
/**
 * Authors can build a subset of sections for speed: SECTIONS=zemu,ping npm run build.
 * Links into left-out sections then show as broken-link warnings.
 */
const onlySections = settings.onlySections;
const builtSections = onlySections ? sections.filter((s) => onlySections.includes(s.id)) : sections;

/** Search backend (src/search/backend.ts): hosted Algolia when configured, else the local index built with the site. */
const search = resolveSearchBackend(settings.algolia, {language: 'en', docsPluginIds: builtSections.map((s) => s.id)});
logSearchBackend(search);

/**
 * 'Last updated' dates: one git call for all docs instead of one per file (src/config/lastUpdate.ts).
 * LAST_UPDATE=false leaves them out (to measure their cost with npm run bench:build).
 */
const showLastUpdate = settings.showLastUpdate;
const lastUpdates = {
  siteDir: __dirname,
  contentDir: `${__dirname}/docs`,
  times: showLastUpdate ? gitLastUpdates(__dirname, ['docs', 'data']) : new Map<string, number>(),
};

const docsPlugins: PluginConfig[] = builtSections.map((section) => [
  '@docusaurus/plugin-content-docs',
  {
    id: section.id,
    path: `docs/${section.id}`,
    routeBasePath: section.routeBasePath.slice(1),
    // One generated sidebar file per section (src/config/sectionSidebars.ts), named by its sidebarId. Relative to
    // the site (as Docusaurus resolves it): the options reach the bundles (main.js too with the internals layer off),
    // which must not name the build machine's folders.
    sidebarPath: path.relative(
      __dirname,
      sectionSidebarFile(withFacts(section), path.join(__dirname, 'node_modules/.cache/section-sidebars')),
    ),
    sidebarItemsGenerator,
    breadcrumbs: true,
    versions: {current: {label: 'Next'}},
    // 'Edit this page': the site's source repository + the doc's source, or a generated page's data (src/config/editUrl.ts).
    editUrl: docEditUrl(__dirname),
    showLastUpdateTime: showLastUpdate,
    // Keeps each Mermaid diagram's source in the static HTML for the Markdown export.
    beforeDefaultRemarkPlugins: [remarkMermaidSource],
    // Pages with a code block import Prism; the others never download it (src/plugins/prism-on-demand).
    // Headings drawn by components (the APDU specification) join the table of contents (src/plugins/component-toc).
    remarkPlugins: [remarkImportHighlighter, [remarkComponentToc, {components: componentTocModules}]],
    // Names each Markdown table for its scrolling region (src/components/mdx/TableScroll).
    rehypePlugins: [rehypeTableLabels],
  } satisfies DocsOptions,
]);

const config: Config = {
  title: `${provider.name} Docs`,
  tagline: provider.tagline,
  favicon: 'img/favicon.svg',
  url: provider.docsUrl,
  baseUrl: settings.baseUrl,
  organizationName: provider.name,
  projectName: 'docs',
  onBrokenLinks: strict ? 'throw' : 'warn',
  onBrokenAnchors: strict ? 'throw' : 'warn',
  onBrokenMarkdownLinks: strict ? 'throw' : 'warn',
  onDuplicateRoutes: strict ? 'throw' : 'warn',
  i18n: {defaultLocale: 'en', locales: ['en']},
  // No paint of a half-parsed page, and no script run before that paint (src/config/firstPaint.ts).
  headTags: [firstPaintHeadTag],
  ssrTemplate: ssrTemplateWithScriptsAfterPaint,
  future: {
    v4: true,
    // `experimental_faster` up to 3.9, `faster` from 3.10 (src/config/fasterFlag.ts): the rehearsal of an upgrade changes packages only.
    [fasterKeyFor(installedCoreVersion())]: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      rspackBundler: true,
      mdxCrossCompilerCache: true,
      ssgWorkerThreads: true,
      // Off: the persistent cache keeps the previous build's generated site config, so a build with
      // other settings (Algolia keys, docVisualizationTest) would ship the old values to the browser.
      rspackPersistentCache: false,
    },
  },
  markdown: {
    mermaid: true,
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      // The code the page was checked against (src/config/codeCheck.ts), shown under it.
      const frontMatter = withCodeCheck(result.frontMatter, params.filePath, path.join(__dirname, 'docs'));
      if (!showLastUpdate) return {...result, frontMatter};
      return {...result, frontMatter: withLastUpdate(frontMatter, params.filePath, params.fileContent, lastUpdates)};
    },
  },
  // buildCommit: named by 'Report a problem with this page' (src/components/mdx/ReportProblem) and the MCP snapshot.
  customFields: {...clientBuildSettings(settings), buildCommit: buildCommit(__dirname)},
  // The storage fallback comes first: later modules and the app may read local storage.
  // routeLoading: which routes have rendered, for the offline notice (the internals' client module comes with their plugins).
  // webmcp: the assistant tools an agent in the browser may call, where the browser offers WebMCP (src/webmcp).
  clientModules: [
    './src/storage/clientModule.ts',
    './src/consent/clientModule.ts',
    './src/routing/routeLoading.ts',
    './src/routing/keepFragment.ts',
    './src/routing/progressBar.ts',
    './src/webmcp/clientModule.ts',
    './src/css/printInLight.ts',
  ],
  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        pages: {remarkPlugins: [remarkImportHighlighter], rehypePlugins: [rehypeTableLabels]},
        theme: {customCss: './src/css/custom.css'},
        // lastmod: the docs' git dates (off with LAST_UPDATE=false, else the sitemap plugin would run git once per doc itself).
        sitemap: {lastmod: showLastUpdate ? 'date' : null, changefreq: null, priority: null},
      } satisfies Preset.Options,
    ],
  ],
  themes: ['@docusaurus/theme-mermaid'],
  plugins: [
    ...docsPlugins,
    ['@docusaurus/plugin-client-redirects', {redirects: onlySections ? [] : sectionRedirects()} satisfies RedirectOptions],
    chainLandingPages,
    // Code shared by several pages is fetched once (see the plugin).
    sharedChunks,
    // Prism loads with the pages that have code blocks, not in main.js (see the plugin).
    prismOnDemand,
    // Framework internals (src/internals/README.md): route data by section, route components built on first
    // use, no tslib in main.js, idle prefetching. DOCS_INTERNALS=off (or other framework versions) leaves them out.
    ...internalsPlugins(settings.docsInternals),
    // Markdown twin of every doc page, /llms.txt, /llms-full.txt, per-section llms.txt.
    markdownExport,
    // OpenGraph/Twitter images: one per section and a default (themeConfig.image).
    socialCards,
    // The local search index, with either backend: the modal and /search read it unless hosted Algolia is configured;
    // the assistants' search_docs (the MCP server, the edge Worker, the page's WebMCP tools) always does.
    localSearch,
    // The MCP server's snapshot inside the build (<outDir>/mcp-snapshot/: page list, ledger-apps data; packages/docs-mcp and
    // packages/docs-edge) and its discovery document (/.well-known/mcp).
    mcpSnapshot,
    // After the app's HTML: the consent notice, shown by an inline script when undecided (src/consent/notice.ts),
    // then the script that starts the app after the first paint and the marker that ends render blocking
    // (src/config/firstPaint.ts), so the notice is in the first paint.
    () => ({name: 'body-end', injectHtmlTags: () => ({postBodyTags: [...noticeHtmlTags(), scriptsAfterPaintTag, firstPaintBodyEndTag]})}),
    // Offline reading (src/pwa): the service worker, registered after load, keeping the pages and files the
    // reader uses; the web app manifest and its icons from the site's logo.
    serviceWorker,
    webAppManifest,
    // What "Keep this section offline" downloads, per section and chain page, with sizes (/offline/<id>.json).
    offlineBundles,
    // Last: hashes the inline scripts of the built HTML into a CSP meta tag and every host's config
    // (src/plugins/hosting: build/_headers, vercel.json, .htaccess; build-hosting/ nginx, Caddy and the Cloudflare Worker).
    (context: LoadContext) => contentSecurityPolicy(context, {mcpAllowedOrigins: settings.mcpAllowedOrigins}),
  ],
  themeConfig: {
    // SPEC 4: default light; the reader's choice is light, dark or system. 'System' is the absence of a
    // stored 'theme' value, which follows prefers-color-scheme live only with respectPrefersColorScheme.
    colorMode: {defaultMode: 'light', respectPrefersColorScheme: true, disableSwitch: settings.disableThemeSwitch},
    announcementBar: announcement,
    // Default social card (built by src/plugins/social-cards); doc pages use their section's card.
    image: socialImagePath('default').slice(1),
    metadata: [{property: 'og:site_name', content: `${provider.name} Docs`}],
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    // SPEC 2.7, 7: DocSearch modal and /search page; local index or hosted Algolia (src/search/backend.ts).
    algolia: search.algolia,
    tableOfContents: {minHeadingLevel: limits.tocMinHeadingLevel, maxHeadingLevel: limits.tocMaxHeadingLevel},
    navbar: {
      title: provider.name,
      logo: {
        alt: `${provider.name} Docs home`,
        src: inlineLogo('img/logo.svg'),
        srcDark: inlineLogo('img/logo-dark.svg'),
        width: 28,
        height: 28,
      },
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
    // Code colours meet 4.5:1 in both modes (src/config/accessibleColors.ts).
    // Grammars beyond prism-react-renderer's; a page loads only those of its code blocks (src/plugins/prism-on-demand).
    prism: {theme: prismThemes.light, darkTheme: prismThemes.dark, additionalLanguages},
    mermaid: {theme: {light: 'neutral', dark: 'dark'}},
  } satisfies Preset.ThemeConfig,
};

export default config;
