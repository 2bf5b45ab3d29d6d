/**
 * llms.txt files (https://llmstxt.org): an H1 with the site name, a blockquote summary, a
 * short paragraph, then H2 sections of "- [title](url): notes" lists. Built from the docs
 * sections (src/data/sections.ts) and their sidebars, in sidebar order. Pure: the plugin
 * (index.ts) gathers the pages, the unit tests call these directly.
 */
import type {SectionWithFacts} from '../../data/sectionFacts';
import {mcpDiscoveryUrl} from '@zondax/docs-core/paths/mcp';
import {mcpAddHttpCommand, mcpServer, mcpUrl} from '../../data/mcpServer';
import {llmsFullTxtPath, llmsTxtPath, markdownPathFor, sectionLlmsTxtPath} from './paths';

export interface PageEntry {
  title: string;
  /** One-line summary (front matter description or the first paragraph). */
  description: string;
  /** Full path of the page, with base URL. */
  permalink: string;
}

export interface PageGroup {
  /** Top-level sidebar category, or null for the section's top-level pages. */
  label: string | null;
  pages: PageEntry[];
}

export interface SectionPages {
  section: Pick<SectionWithFacts, 'id' | 'title' | 'summary' | 'routeBasePath'>;
  /** Absolute URL of the section's source repository. */
  repositoryUrl: string;
  /** Pages in sidebar order, grouped by top-level category. */
  groups: PageGroup[];
  /** Routable pages the sidebar does not list. */
  others: PageEntry[];
}

export interface SiteFacts {
  /** Site title, e.g. "Zondax Docs". */
  title: string;
  tagline: string;
  /** Origin the permalinks are appended to, e.g. https://docs.zondax.ch */
  origin: string;
  /** Base URL of the site ('/' by default); llms files live under it. */
  baseUrl: string;
}

/** Pages of a section, in reading order. */
export function sectionPageList(s: SectionPages): PageEntry[] {
  return [...s.groups.flatMap((g) => g.pages), ...s.others];
}

const maxSummaryLength = 200;

/** A description on one line, cut at a word boundary when it is long. */
export function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxSummaryLength) return flat;
  const cut = flat.slice(0, maxSummaryLength);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), maxSummaryLength - 40)).replace(/[\s,;:.]+$/, '')}…`;
}

function url(site: SiteFacts, sitePath: string): string {
  return `${site.origin.replace(/\/+$/, '')}${sitePath}`;
}

/** Site path of a file at the root of the site, under the base URL. */
function rootFile(site: SiteFacts, file: string): string {
  return `${site.baseUrl.replace(/\/+$/, '')}${file}`;
}

/** Link text must not break the [text](url) syntax. */
function linkText(text: string): string {
  return text.replace(/([[\]\\])/g, '\\$1');
}

function pageLine(site: SiteFacts, page: PageEntry, prefix = ''): string {
  const notes = oneLine(page.description);
  return `- [${linkText(prefix + page.title)}](${url(site, markdownPathFor(page.permalink))})${notes ? `: ${notes}` : ''}`;
}

function sectionIndexUrl(site: SiteFacts, s: SectionPages): string {
  return url(site, sectionLlmsTxtPath(`${site.baseUrl.replace(/\/+$/, '')}${s.section.routeBasePath}`));
}

const howToRead = (site: SiteFacts) =>
  `Every page listed here is also published as Markdown at its URL with \`.md\` appended. ` +
  `[llms-full.txt](${url(site, rootFile(site, llmsFullTxtPath))}) holds every page in one file; each section has its own llms.txt.`;

/**
 * The MCP server that answers from the same pages: its URL on this site first (derived from the site origin), with
 * its discovery document; then how to run it from a clone (packages/docs-mcp).
 */
export function mcpServerNote(site: SiteFacts): string {
  const url = mcpUrl(site.origin, site.baseUrl);
  return (
    `An MCP server answers from the same pages at ${url} (Streamable HTTP, no account): search with the site's ranking, ` +
    `any page's Markdown, and Ledger APDUs built and decoded as the APDU pages do. Add it with ` +
    `\`${mcpAddHttpCommand(url)}\`; its description and tools are at ${mcpDiscoveryUrl(site.origin)}. ` +
    `To run it offline, in a clone of ${mcpServer.repository} run \`${mcpServer.setup}\`, then \`${mcpServer.start}\` ` +
    `(stdio; \`--http\` for Streamable HTTP on 127.0.0.1), or add it with \`${mcpServer.addCommand}\`.`
  );
}

/** The line under a Markdown twin's title: where the page is, and the MCP server that answers from the same pages. */
export function twinHeader(site: SiteFacts, pageUrl: string): string {
  return `> Source: ${pageUrl} · MCP server for these docs: ${mcpUrl(site.origin, site.baseUrl)}`;
}

/** The heading of the chain pages in /llms.txt, after the sections. */
export const chainsHeading = '## Chains';
/** The heading of the site's own pages (the home page, /fvm, the Beryx pages, …) in /llms.txt, last. */
export const sitePagesHeading = '## Other pages';

const counted = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** "18 documentation sections, 35 chain pages and 8 other pages." (the parts a build has). */
function countsLine(sections: number, chains: number, others: number): string {
  const parts = [counted(sections, 'documentation section')];
  if (chains > 0) parts.push(counted(chains, 'chain page'));
  if (others > 0) parts.push(counted(others, 'other page'));
  return `${parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0]}.`;
}

/**
 * /llms.txt: every section with its summary, then every page with a one-line summary; then the chain pages
 * (one per chain: its Ledger app's version, devices, derivation path and releases, and the pages about it); last, the
 * site's own pages.
 */
export function llmsTxt(
  site: SiteFacts,
  index: readonly SectionPages[],
  chains: readonly PageEntry[] = [],
  others: readonly PageEntry[] = [],
): string {
  const counts = countsLine(index.length, chains.length, others.length);
  const out = [`# ${site.title}`, '', `> ${oneLine(site.tagline)}`, '', `${counts} ${howToRead(site)}`, '', mcpServerNote(site), ''];
  for (const s of index) {
    out.push(`## ${s.section.title}`, '');
    out.push(`- [${linkText(s.section.title)} section index](${sectionIndexUrl(site, s)}): ${oneLine(s.section.summary)}`);
    for (const group of s.groups) for (const page of group.pages) out.push(pageLine(site, page, group.label ? `${group.label}: ` : ''));
    for (const page of s.others) out.push(pageLine(site, page));
    out.push('');
  }
  if (chains.length > 0) out.push(chainsHeading, '', ...chains.map((page) => pageLine(site, page)), '');
  if (others.length > 0) out.push(sitePagesHeading, '', ...others.map((page) => pageLine(site, page)), '');
  return `${out.join('\n').trimEnd()}\n`;
}

/** /<section>/llms.txt: the section's pages, one H2 per top-level sidebar category. */
export function sectionLlmsTxt(site: SiteFacts, s: SectionPages): string {
  const out = [
    `# ${s.section.title}`,
    '',
    `> ${oneLine(s.section.summary)}`,
    '',
    `Part of [${linkText(site.title)}](${url(site, rootFile(site, llmsTxtPath))}). Source repository: ${s.repositoryUrl}. ${howToRead(site)}`,
    '',
  ];
  for (const group of s.groups) {
    if (group.pages.length === 0) continue;
    out.push(`## ${group.label ?? 'Pages'}`, '', ...group.pages.map((p) => pageLine(site, p)), '');
  }
  if (s.others.length > 0) out.push('## Optional', '', ...s.others.map((p) => pageLine(site, p)), '');
  return `${out.join('\n').trimEnd()}\n`;
}

/** /llms-full.txt: the Markdown of every page, section by section, then the chain pages and the site's own, each with its source URL. */
export function llmsFullTxt(site: SiteFacts, pages: readonly {entry: PageEntry; markdown: string}[]): string {
  const out = [
    `# ${site.title}`,
    '',
    `> ${oneLine(site.tagline)}`,
    '',
    `The full text of all ${pages.length} pages. Index: ${url(site, rootFile(site, llmsTxtPath))}`,
    '',
  ];
  for (const {entry, markdown} of pages) {
    out.push('---', '', withSource(markdown, url(site, entry.permalink)).trimEnd(), '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/** The page's Markdown with `line` as a paragraph under its first H1, or first when there is none. */
export function underTitle(markdown: string, line: string): string {
  const lines = markdown.split('\n');
  const titleAt = lines.findIndex((l) => /^# /.test(l));
  if (titleAt === -1) return `${line}\n\n${markdown}`;
  lines.splice(titleAt + 1, 0, '', line);
  return lines.join('\n');
}

/** The page's Markdown with a "Source:" line under its title. */
export function withSource(markdown: string, pageUrl: string): string {
  return underTitle(markdown, `Source: ${pageUrl}`);
}
