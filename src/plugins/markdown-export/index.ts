import {existsSync, promises as fs} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, LoadedVersion, DocMetadata} from '@docusaurus/plugin-content-docs';
import {sectionRepositoryUrl, sections} from '../../data/sections';
import {withFacts, type SectionWithFacts} from '../../data/sectionFacts';
import {provider} from '../../data/site';
import {landingChains, landingPath} from '../../data/chains';
import {landingPageTitle} from '@zondax/docs-core/chains/catalog';
import {apiReference, apiReferenceMarkdown} from '@zondax/docs-core/openapi/reference';
import {apiReferencePage} from '../../data/apiReference';
import {pageHtmlToMarkdown} from './htmlToMarkdown';
import {
  llmsFullTxt,
  llmsTxt,
  sectionLlmsTxt,
  sectionPageList,
  type PageEntry,
  type PageGroup,
  type SectionPages,
  type SiteFacts,
  twinHeader,
  underTitle,
} from './llms';
import {llmsFullTxtPath, llmsTxtPath, markdownPathFor, sectionLlmsTxtPath} from './paths';
import {sitePageEntry, sitePagePermalinks, type PluginContent} from './sitePages';

type SidebarItem = LoadedVersion['sidebars'][string][number];

/**
 * After the build, for every page of every docs section, every chain landing page (src/data/chains.ts) and every
 * page of the site's own (src/pages): reads the built HTML, converts the article to Markdown (htmlToMarkdown.ts)
 * and writes it beside the page as <path>.md; then writes /llms.txt, /llms-full.txt and one llms.txt per section
 * (llms.ts), in sidebar order, then the chain pages and the site's own pages. It reads the HTML only (other plugins
 * that rewrite pages replace them atomically).
 */
export default function markdownExport(context: LoadContext): Plugin {
  return {
    name: 'markdown-export',
    async postBuild({outDir, plugins}) {
      const started = Date.now();
      const {url: origin, baseUrl, title, tagline} = context.siteConfig;
      const site: SiteFacts = {title, tagline: tagline || provider.tagline, origin, baseUrl};
      const file = builtFile(outDir, baseUrl);

      const index: SectionPages[] = [];
      const exported: PageEntry[] = [];
      for (const section of sections) {
        const plugin = plugins.find((p) => p.name === 'docusaurus-plugin-content-docs' && p.options.id === section.id);
        if (!plugin) continue; // left out of this build (SECTIONS=...)
        const {loadedVersions} = plugin.content as LoadedContent;
        for (const version of loadedVersions) {
          const pages = sectionPagesOf(withFacts(section), version);
          exported.push(...sectionPageList(pages), ...pages.unlisted);
          if (version.isLast) index.push(pages);
        }
      }

      // The chain landing pages (src/plugins/chain-landing-pages): their facts, releases and the pages about the chain.
      const chainPages: PageEntry[] = landingChains.map((chain) => ({
        title: landingPageTitle(chain.name),
        description: chain.description,
        permalink: `${baseUrl.replace(/\/+$/, '')}${landingPath(chain)}`,
      }));
      exported.push(...chainPages);
      // The site's own pages (src/pages): the home page, /fvm, the Beryx pages, … (only those with HTML, so each gets its twin).
      const sitePages = await builtSitePages(plugins, outDir, context.siteConfig);
      exported.push(...sitePages);

      const markdownOf = new Map<string, string>();
      let missing = 0;
      for (const page of exported) {
        const html = builtHtml(file, page.permalink);
        if (!html) {
          missing += 1;
          continue;
        }
        const pageUrl = `${origin.replace(/\/+$/, '')}${page.permalink}`;
        const markdown = await withSupplement(
          outDir,
          baseUrl,
          page.permalink,
          pageHtmlToMarkdown(await fs.readFile(html, 'utf8'), {pageUrl}),
        );
        markdownOf.set(page.permalink, markdown);
        const target = file(markdownPathFor(page.permalink));
        await fs.mkdir(path.dirname(target), {recursive: true});
        // The twin says where its page is and which MCP server answers from these pages (llms-full.txt has its own Source line).
        await fs.writeFile(target, underTitle(markdown, twinHeader(site, pageUrl)));
      }

      const chainsBuilt = chainPages.filter((page) => markdownOf.has(page.permalink));
      await fs.writeFile(file(`${baseUrl}${llmsTxtPath.slice(1)}`), llmsTxt(site, index, chainsBuilt, sitePages));
      for (const s of index) {
        const target = file(sectionLlmsTxtPath(`${baseUrl.replace(/\/+$/, '')}${s.section.routeBasePath}`));
        await fs.mkdir(path.dirname(target), {recursive: true});
        await fs.writeFile(target, sectionLlmsTxt(site, s));
      }
      const full = [...index.flatMap((s) => sectionPageList(s)), ...chainsBuilt, ...sitePages].flatMap((entry) => {
        const markdown = markdownOf.get(entry.permalink);
        return markdown ? [{entry, markdown}] : [];
      });
      await fs.writeFile(file(`${baseUrl}${llmsFullTxtPath.slice(1)}`), llmsFullTxt(site, full));

      console.log(
        `[markdown-export] ${markdownOf.size} Markdown pages (${chainsBuilt.length} chain pages, ${sitePages.length} of the site's own), llms.txt for ${index.length} sections${missing ? `, ${missing} pages without HTML` : ''} (${Date.now() - started} ms)`,
      );
    },
  };
}

/**
 * What a page draws in the browser only, for its twin: the API reference's operations (Redoc renders them from the
 * OpenAPI document; the HTML holds the page's introduction only).
 */
async function withSupplement(outDir: string, baseUrl: string, permalink: string, markdown: string): Promise<string> {
  if (permalink.replace(/\/+$/, '') !== `${baseUrl.replace(/\/+$/, '')}${apiReferencePage.path}`) return markdown;
  const document = JSON.parse(await fs.readFile(path.join(outDir, apiReferencePage.document), 'utf8'));
  return `${markdown.trimEnd()}\n\n${apiReferenceMarkdown(apiReference(document))}`;
}

/** The file of the build a site path (with the base URL) names. */
function builtFile(outDir: string, baseUrl: string): (sitePath: string) => string {
  return (sitePath) => path.join(outDir, sitePath.slice(baseUrl.length - 1));
}

/** The HTML file a static host serves for a page, or undefined when the build has none. */
function builtHtml(file: (sitePath: string) => string, permalink: string): string | undefined {
  const html = file(htmlPathFor(permalink, (p) => existsSync(file(p))));
  return existsSync(html) ? html : undefined;
}

/** The site's own pages (src/pages) that the build in outDir has, each named by its head (sitePages.ts). */
export async function builtSitePages(
  plugins: readonly PluginContent[],
  outDir: string,
  {baseUrl, title}: Pick<LoadContext['siteConfig'], 'baseUrl' | 'title'>,
): Promise<PageEntry[]> {
  const file = builtFile(outDir, baseUrl);
  const pages: PageEntry[] = [];
  for (const permalink of sitePagePermalinks(plugins)) {
    const html = builtHtml(file, permalink);
    if (html) pages.push(sitePageEntry(await fs.readFile(html, 'utf8'), permalink, title));
  }
  return pages;
}

/** The HTML file a static host serves for a permalink: /a/b → a/b/index.html or a/b.html. */
function htmlPathFor(permalink: string, exists: (sitePath: string) => boolean): string {
  const clean = permalink.replace(/\/+$/, '');
  // A doc with id 'index' (/namadexer/index) is <route>/index.html; <route>.html is then the
  // redirect page of its folder (src/data/sections.ts sectionRedirects), not the doc.
  if (clean.endsWith('/index') && exists(`${clean}/index.html`)) return `${clean}/index.html`;
  return exists(`${clean}.html`) ? `${clean}.html` : `${clean}/index.html`;
}

/** A section's pages in sidebar order, grouped by top-level category, plus the pages the sidebar leaves out. */
export function sectionPagesOf(
  section: SectionWithFacts,
  version: Pick<LoadedVersion, 'docs' | 'sidebars'>,
): SectionPages & {unlisted: PageEntry[]} {
  const byId = new Map(version.docs.map((d) => [d.id, d]));
  const seen = new Set<string>();
  const entry = (doc: DocMetadata): PageEntry => ({title: doc.title, description: doc.description, permalink: doc.permalink});
  const groups: PageGroup[] = [{label: null, pages: []}];

  const walk = (items: readonly SidebarItem[], group: PageGroup, prefix: string) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') {
        const doc = byId.get(item.id);
        if (doc && !seen.has(doc.permalink) && !doc.unlisted) {
          seen.add(doc.permalink);
          group.pages.push({...entry(doc), title: prefix + doc.title});
        }
      } else if (item.type === 'category') {
        const target = prefix === '' && group.label === null ? {label: item.label, pages: []} : group;
        if (target !== group) groups.push(target);
        const inner = target === group ? `${prefix}${item.label}: ` : '';
        if (item.link?.type === 'doc') {
          const doc = byId.get(item.link.id);
          if (doc && !seen.has(doc.permalink) && !doc.unlisted) {
            seen.add(doc.permalink);
            target.pages.push({...entry(doc), title: inner + doc.title});
          }
        } else if (item.link?.type === 'generated-index' && !seen.has(item.link.permalink)) {
          seen.add(item.link.permalink);
          target.pages.push({
            title: inner + (item.link.title ?? item.label),
            description: item.link.description ?? item.description ?? '',
            permalink: item.link.permalink,
          });
        }
        walk(item.items, target, inner);
      }
    }
  };
  const sidebar = version.sidebars[section.sidebarId] ?? Object.values(version.sidebars)[0] ?? [];
  walk(sidebar, groups[0], '');

  const rest = version.docs.filter((d) => !seen.has(d.permalink));
  return {
    section,
    repositoryUrl: sectionRepositoryUrl(section),
    groups: groups.filter((g) => g.pages.length > 0),
    others: rest.filter((d) => !d.unlisted).map(entry),
    unlisted: rest.filter((d) => d.unlisted).map(entry),
  };
}
