/**
 * Built HTML → DocSearch-shaped records, the way the DocSearch crawler's Docusaurus
 * template does it: lvl0 = section (or page group), lvl1 = page title, lvl2–lvl6 =
 * headings of the article, content = paragraphs, list items and table rows.
 * Navbar, footer, sidebar, breadcrumbs, table of contents and code blocks are skipped.
 *
 * Both search backends use these records: the local index is built from them and
 * scripts/upload-algolia.mjs sends the very same records to Algolia.
 */
import {createHash} from 'node:crypto';
import {promises as fs} from 'node:fs';
import path from 'node:path';
import {parseDocument} from 'htmlparser2';
import type {ChildNode, Element} from 'domhandler';
import {sections} from '../data/sections';
import {chains, landingChains, landingPath} from '../data/chains';
import {siteCatalog} from '../data/chainCatalog';
import {chainsOfSection} from '@zondax/docs-core/chains/catalog';
import {provider} from '../data/site';
import {compareVersionNumbers} from '@zondax/docs-core/ledger/supported/versions.mjs';
import {apiReference} from '@zondax/docs-core/openapi/reference';
import {apiReferencePage} from '../data/apiReference';
import {apiReferenceRecords} from './apiRecords';

export type {Hierarchy, LevelKey, RecordType, SearchRecord} from '@zondax/docs-core/search/record';
import type {Hierarchy, LevelKey, RecordType, SearchRecord} from '@zondax/docs-core/search/record';

export const LEVELS: LevelKey[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
export const LEVEL_WEIGHT: Record<RecordType, number> = {lvl1: 100, lvl2: 90, lvl3: 80, lvl4: 70, lvl5: 60, lvl6: 50, content: 0};

/** Elements whose text never becomes a record. */
const SKIP_TAGS = new Set([
  'script',
  'style',
  'svg',
  'button',
  'pre',
  'noscript',
  'template',
  'nav',
  'aside',
  'footer',
  'iframe',
  'select',
  'input',
  'textarea',
]);
/** Class fragments of theme chrome inside the content area. */
const SKIP_CLASSES = [
  'theme-doc-toc',
  'table-of-contents',
  'theme-doc-footer',
  'pagination-nav',
  'theme-doc-breadcrumbs',
  'hash-link',
  'theme-edit-this-page',
  'theme-last-updated',
  'docusaurus-mermaid-container',
  'mermaid',
  'navbar',
  'footer',
  'menu',
  'admonitionHeading',
  'theme-doc-version-badge',
  'theme-doc-version-banner',
  'tabs',
  'card',
];

function attr(el: Element, name: string): string | undefined {
  return el.attribs?.[name];
}

function hasSkipClass(el: Element): boolean {
  const cls = attr(el, 'class');
  if (!cls) return false;
  const list = cls.split(/\s+/);
  return list.some((c) => SKIP_CLASSES.some((s) => c === s || c.startsWith(`${s}_`) || (c.startsWith(`${s}-`) && s.startsWith('theme'))));
}

/**
 * The attribute a component puts on what the page shows about itself rather than says (the offline panel, the
 * code-check note under a doc): never a record, as DocSearch's crawler config would exclude it by selector.
 */
export const SEARCH_SKIP_ATTRIBUTE = 'data-search-skip';
/**
 * On a table cell: its record names the cell's column (its `data-label`) before its text, for a value that says
 * nothing without it ("Chunked: no", "In spec file: listed" where the row read "… · 0x01 · no").
 */
export const SEARCH_LABEL_ATTRIBUTE = 'data-search-label';

function isSkipped(el: Element): boolean {
  if (SKIP_TAGS.has(el.name)) return true;
  if (attr(el, SEARCH_SKIP_ATTRIBUTE) !== undefined) return true;
  if (attr(el, 'aria-hidden') === 'true' || attr(el, 'hidden') !== undefined) return true;
  if (attr(el, 'role') === 'tablist') return true;
  return hasSkipClass(el);
}

function isElement(node: ChildNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

/**
 * Elements that sit inside a run of words ("the <code>x</code>s", "<a>link</a>"). Any other
 * element — a span styled as a line of a card, a div, a cell — ends a word: its text is kept
 * apart from its neighbours ("Ledger apps" + "Hardware-wallet apps", not "Ledger appsHardware-wallet").
 */
const PHRASING = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);
/** Soft word boundary: a space, unless punctuation follows. */
const BOUNDARY = '\u0001';
/** The comma between two items of a list, set right after the item before it whatever space the HTML has there. */
const LIST_COMMA = '\u0002';

/** The element siblings of a dt or dd, in document order (a dl's items, or a div's inside it). */
function elementSiblings(node: Element): Element[] {
  return (node.parent?.children ?? []).filter(isElement);
}

/**
 * The terms of a description: the run of dt elements before it, past the other descriptions of the same terms
 * ("a, b" for two terms of one value; both values of `<dt>Method<dd>x<dd>y` are methods).
 */
function termBefore(dd: Element): string {
  const siblings = elementSiblings(dd);
  const terms: string[] = [];
  let i = siblings.indexOf(dd) - 1;
  while (i >= 0 && siblings[i].name === 'dd') i--;
  for (; i >= 0 && siblings[i].name === 'dt'; i--) {
    const text = textOf(siblings[i]);
    if (text) terms.unshift(text);
  }
  return terms.join(', ');
}

/** Whether a description follows a term in its list, after any further terms. */
function descriptionFollows(dt: Element): boolean {
  const siblings = elementSiblings(dt);
  let i = siblings.indexOf(dt) + 1;
  while (i < siblings.length && siblings[i].name === 'dt') i++;
  return siblings[i]?.name === 'dd';
}

/** The element just before a node among its parent's children (text between them aside). */
function previousElement(node: Element): Element | undefined {
  let prev = node.prev;
  while (prev && !isElement(prev)) prev = prev.prev;
  return prev ?? undefined;
}

/** Visible text of a node, without skipped chrome; `stop` elements (nested lists, tables) are left out. */
export function textOf(node: ChildNode, stop?: (el: Element) => boolean): string {
  const parts: string[] = [];
  const walk = (n: ChildNode) => {
    if (n.type === 'text') {
      parts.push(n.data);
      return;
    }
    if (!isElement(n)) return;
    if (isSkipped(n) || (stop && stop(n))) return;
    if (n.name === 'br') parts.push(' ');
    // Items of a list inside the text read as a list ("Nano S, Nano S Plus, Stax"), not one run of words.
    if (n.name === 'li' && n !== node && previousElement(n)?.name === 'li') parts.push(LIST_COMMA);
    // Two links side by side with nothing between them (a row of buttons) are two names, not one word.
    if (n.name === 'a' && n.prev && isElement(n.prev) && n.prev.name === 'a') parts.push(BOUNDARY);
    const boundary = !PHRASING.has(n.name);
    if (boundary) parts.push(BOUNDARY);
    for (const c of n.children) walk(c);
    if (boundary) parts.push(BOUNDARY);
  };
  walk(node);
  return clean(parts.join(''));
}

const isCell = (e: Element) => e.name === 'td' || e.name === 'th';

/** A row's cells in order: without end tags htmlparser2 nests a th that follows a td inside that td. */
function rowCells(row: Element): Element[] {
  const cells: Element[] = [];
  const visit = (parent: Element) => {
    for (const c of parent.children)
      if (isElement(c) && isCell(c)) {
        cells.push(c);
        visit(c);
      }
  };
  visit(row);
  return cells;
}

/** Between a table row's cells in its record, as the site writes a pallet and its method ("Balances · transfer"). */
const ROW_SEPARATOR = ' · ';

/**
 * A cell holding only marks (the supported-methods tables' ✓ and –, each an image named "XL: yes"). Without their
 * column headers a result's snippet read "transfer_keep_alive | ✓ | ✓ | ✓ | …"; the page shows which device has what.
 */
function isMarkCell(cell: Element): boolean {
  let marks = 0;
  for (const c of cell.children) {
    if (isElement(c) && attr(c, 'role') === 'img') marks++;
    else if (c.type !== 'text' || c.data.trim()) return false;
  }
  return marks > 0;
}

const isTablePart = (e: Element) => e.name === 'tr' || e.name === 'tbody' || e.name === 'thead' || e.name === 'tfoot' || e.name === 'table';

function clean(s: string): string {
  // \u0001 is BOUNDARY, the marker textOf puts between elements, and \u0002 LIST_COMMA: control characters on
  // purpose, since page text never holds one.
  /* eslint-disable no-control-regex */
  return decodeEntities(s)
    .replace(/[\s\u0001]*\u0002/g, ',')
    .replace(/\u0001+(?=[\s\u0001]*[.,;:!?)\]}])/g, '')
    .replace(/[\u0001\u200b\u00a0\s]+/g, ' ')
    .trim();
  /* eslint-enable no-control-regex */
}

/**
 * Identifier-like tokens of a code block: snake_case and SCREAMING_CASE, camelCase and
 * PascalCase with two humps or more, dotted paths, short hex codes and long CLI flags.
 * Plain words, numbers and long hashes are left out: prose already covers the first two
 * and nobody types the third.
 */
const CODE_IDENTIFIER =
  /--[a-z][a-z0-9-]{1,38}|\b0x[0-9a-fA-F]{2,8}\b|\b[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+|\b[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+\b|\b[a-z]+[0-9]*(?:[A-Z][a-z0-9]*)+\b|\b[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+\b/g;
const MAX_CODE_TERMS = 80;
/** Host names in URLs are dotted too, but no reader looks one up as an identifier. */
const HOST = /\.(com|io|ch|org|net|app|dev|xyz|tech)$/;

export function codeIdentifiers(code: string): string[] {
  const out = new Set<string>();
  for (const m of code.matchAll(CODE_IDENTIFIER)) {
    const id = m[0].replace(/\.+$/, '');
    if (id.length < 4 || id.length > 40 || (/^\d/.test(id) && !/^0x/i.test(id)) || HOST.test(id)) continue;
    out.add(id);
    if (out.size >= MAX_CODE_TERMS) break;
  }
  return [...out];
}

/** Raw text of a code block (pre/code are skipped by textOf). */
function rawText(node: ChildNode): string {
  if (node.type === 'text') return node.data;
  if (!isElement(node)) return '';
  if (node.name === 'br') return '\n';
  if (node.name === 'button') return '';
  return node.children.map(rawText).join('');
}

function decodeEntities(s: string): string {
  // htmlparser2 decodes entities already; this only normalises leftovers.
  return s.replace(/&nbsp;/g, ' ');
}

function findAll(node: ChildNode, pred: (el: Element) => boolean, out: Element[] = []): Element[] {
  if (isElement(node)) {
    if (pred(node)) out.push(node);
    for (const c of node.children) findAll(c, pred, out);
  } else if ('children' in node && Array.isArray((node as {children?: ChildNode[]}).children)) {
    for (const c of (node as unknown as {children: ChildNode[]}).children) findAll(c, pred, out);
  }
  return out;
}

function findFirst(node: ChildNode, pred: (el: Element) => boolean): Element | undefined {
  return findAll(node, pred)[0];
}

function metaContent(doc: ChildNode, name: string): string | undefined {
  const el = findFirst(doc, (e) => e.name === 'meta' && (attr(e, 'name') === name || attr(e, 'property') === name));
  return el ? attr(el, 'content') : undefined;
}

export interface PageInfo {
  /** Path of the page, starting with '/', no trailing index.html. */
  pathname: string;
}

/** lvl0 of a page: its section's title, a chain group for ledger-apps, or a page group. */
export function pageGroup(pathname: string, docusaurusTag: string, breadcrumbs: string[]): string {
  const docsMatch = /^docs-(.+)-current$/.exec(docusaurusTag);
  if (docsMatch) {
    const section = sections.find((s) => s.id === docsMatch[1]);
    if (section) {
      if (section.id === 'ledger-apps') {
        const folder = pathname.split('/')[2];
        const chain = chains.find((c) => c.ledgerFolder === folder);
        if (chain) return `${section.title}: ${chain.name}`;
        if (breadcrumbs.length > 1) return `${section.title}: ${breadcrumbs[0]}`;
      }
      return section.title;
    }
  }
  const bare = pathname.replace(/\/$/, '');
  if (landingChains.some((c) => landingPath(c) === bare)) return 'Chains';
  return 'Pages';
}

/** pageRank of a chain's landing page (older versioned pages have negative ranks, every other page 0). */
export const LANDING_PAGE_RANK = 1;

/** The chain a page documents: its ledger-apps folder, or its /{Chain} landing page. */
export function chainOfPage(pathname: string): string | undefined {
  const bare = pathname.replace(/\/$/, '');
  const base = sections.find((s) => s.id === 'ledger-apps')!.routeBasePath;
  const folder = bare.startsWith(`${base}/`) ? bare.slice(base.length + 1).split('/')[0] : undefined;
  if (folder) return chains.find((c) => c.ledgerFolder === folder)?.name;
  return landingChains.find((c) => landingPath(c) === bare)?.name;
}

/**
 * Every chain a page is about (the `chain` facet): the chain it documents, else the chains related
 * to its section in src/data/chains.ts (a Filecoin signing tools page is about Filecoin).
 */
export function chainsOfPage(pathname: string, docusaurusTag: string): string[] {
  const own = chainOfPage(pathname);
  if (own) return [own];
  const section = /^docs-(.+)-current$/.exec(docusaurusTag)?.[1];
  return section ? chainsOfSection(siteCatalog, section) : [];
}

/** A record's objectID: a short hash of what tells it apart from the others. */
export function hashId(...parts: string[]): string {
  return createHash('sha1').update(parts.join('\u0000')).digest('hex').slice(0, 16);
}

export interface ExtractOptions {
  /** Origin used for absolute record URLs (DocSearch records carry absolute URLs). */
  origin?: string;
}

/** Records of one built HTML page. Returns [] for pages that must not be indexed. */
export function extractRecords(html: string, page: PageInfo, options: ExtractOptions = {}): SearchRecord[] {
  const origin = (options.origin ?? provider.docsUrl).replace(/\/$/, '');
  const doc = parseDocument(html, {decodeEntities: true}) as unknown as ChildNode;
  const robots = metaContent(doc, 'robots');
  if (robots && /noindex/i.test(robots)) return [];
  const language = metaContent(doc, 'docsearch:language') ?? metaContent(doc, 'docusaurus_locale') ?? 'en';
  const tag = metaContent(doc, 'docsearch:docusaurus_tag') ?? 'default';
  const versionMeta = metaContent(doc, 'docsearch:version');
  const version = versionMeta
    ? versionMeta
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : [];

  const article = findFirst(doc, (e) => e.name === 'article');
  const main = findFirst(doc, (e) => e.name === 'main');
  const root: Element | undefined = article ?? main;
  if (!root) return [];

  const breadcrumbs = findAll(doc, (e) => (attr(e, 'class') ?? '').split(/\s+/).includes('breadcrumbs__item'))
    .map((li) => textOf(li))
    .filter(Boolean);

  const h1 = findFirst(root, (e) => e.name === 'h1');
  const titleEl = findFirst(doc, (e) => e.name === 'title');
  const pageTitle = (h1 && textOf(h1)) || (titleEl ? textOf(titleEl).replace(/\s*\|\s*[^|]*$/, '') : '') || page.pathname;
  const urlWithoutAnchor = `${origin}${page.pathname}`;
  const chain = chainsOfPage(page.pathname, tag);
  // A chain's landing page stands for the chain (its app's version, devices and pages): ranked up (DocSearch's
  // pageRank) when a query names that chain, by the local engine; Algolia uses it as its custom ranking.
  const pageRank = landingChains.some((c) => landingPath(c) === page.pathname.replace(/\/$/, '')) ? LANDING_PAGE_RANK : 0;
  const hierarchy: Hierarchy = {
    lvl0: pageGroup(page.pathname, tag, breadcrumbs),
    lvl1: pageTitle,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };

  const records: SearchRecord[] = [];
  let anchor: string | null = null;
  let position = 0;
  const push = (type: RecordType, content: string | null) => {
    const url = anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor;
    records.push({
      objectID: hashId(urlWithoutAnchor, type, String(position), content ?? ''),
      url,
      url_without_anchor: urlWithoutAnchor,
      anchor,
      type,
      hierarchy: {...hierarchy},
      content,
      language,
      docusaurus_tag: tag,
      version,
      ...(chain.length > 0 ? {chain} : {}),
      weight: {pageRank, level: LEVEL_WEIGHT[type], position: position++},
    });
  };
  push('lvl1', null);
  // Code identifiers go to the record of the heading above the block (the page record before any heading).
  let headingRecord = records[0];
  const addCode = (node: Element) => {
    const ids = codeIdentifiers(rawText(node));
    if (ids.length === 0) return;
    const known = new Set(headingRecord.code ? headingRecord.code.split(' ') : []);
    for (const id of ids) if (known.size < MAX_CODE_TERMS) known.add(id);
    headingRecord.code = [...known].join(' ');
  };

  const isList = (e: Element) =>
    e.name === 'ul' ||
    e.name === 'ol' ||
    e.name === 'table' ||
    e.name === 'pre' ||
    (e.name === 'div' && /codeBlock/.test(attr(e, 'class') ?? ''));
  const walk = (node: ChildNode) => {
    if (!isElement(node)) return;
    if (node.name === 'pre') {
      addCode(node);
      return;
    }
    if (isSkipped(node)) return;
    const name = node.name;
    const heading = /^h([2-6])$/.exec(name);
    if (heading) {
      const level = Number(heading[1]);
      const text = textOf(node);
      if (!text) return;
      const key = `lvl${level}` as LevelKey;
      hierarchy[key] = text;
      for (let l = level + 1; l <= 6; l++) hierarchy[`lvl${l}` as LevelKey] = null;
      anchor = attr(node, 'id') ?? findFirst(node, (e) => attr(e, 'id') !== undefined)?.attribs.id ?? anchor;
      push(key as RecordType, null);
      headingRecord = records[records.length - 1];
      return;
    }
    if (name === 'h1') return;
    if (name === 'p' || name === 'summary') {
      const text = textOf(node);
      if (text) push('content', text);
      return;
    }
    if (name === 'dt' || name === 'dd') {
      // A value read alone ("29 November 2026") does not say what it is: each description carries its term
      // ("Checked against the code: 29 November 2026 …"), and a term is a record of its own only when no
      // description follows it.
      const text = textOf(node);
      if (!text) return;
      if (name === 'dt') {
        if (!descriptionFollows(node)) push('content', text);
        return;
      }
      const term = termBefore(node);
      push('content', term ? `${term}: ${text}` : text);
      return;
    }
    if (name === 'li') {
      const text = textOf(node, isList);
      if (text) push('content', text);
      for (const c of node.children) if (isElement(c) && isList(c)) walk(c);
      return;
    }
    if (name === 'tr') {
      // Minified HTML omits end tags; htmlparser2 then nests a following tbody in the last th.
      // Row headers (<th scope=row>: a status word, a parameter name) belong to the row's text.
      const cells = rowCells(node).filter((c) => c.name === 'td' || (c.name === 'th' && attr(c, 'scope') === 'row'));
      if (!cells.some((c) => c.name === 'td')) cells.length = 0;
      if (cells.length > 0) {
        const text = cells
          .filter((c) => !isMarkCell(c))
          .map((c) => {
            const text = textOf(c, (e) => e !== c && (isTablePart(e) || isCell(e)));
            const label = attr(c, SEARCH_LABEL_ATTRIBUTE) !== undefined ? attr(c, 'data-label') : undefined;
            return text && label ? `${label}: ${text}` : text;
          })
          .filter(Boolean)
          .join(ROW_SEPARATOR);
        if (text) push('content', text);
      }
      for (const c of node.children) if (isElement(c)) for (const inner of findAll(c, isTablePart)) if (inner.name === 'tr') walk(inner);
      return;
    }
    for (const c of node.children) walk(c);
  };
  for (const c of root.children) walk(c);
  return records;
}

/** /a/b/index.html → /a/b ; /a/b.html → /a/b ; /index.html → / */
export function pathnameOfFile(relativeFile: string): string {
  const p = `/${relativeFile.split(path.sep).join('/')}`;
  if (p === '/index.html') return '/';
  return p.replace(/\/index\.html$/, '').replace(/\.html$/, '');
}

async function listHtml(dir: string, rel = ''): Promise<string[]> {
  const out: string[] = [];
  const entries = await fs.readdir(path.join(dir, rel), {withFileTypes: true});
  for (const e of entries) {
    const r = rel ? path.join(rel, e.name) : e.name;
    if (e.isDirectory()) {
      if (e.name === 'assets' || e.name === 'search-index' || e.name === 'img') continue;
      out.push(...(await listHtml(dir, r)));
    } else if (e.name.endsWith('.html')) {
      out.push(r);
    }
  }
  return out;
}

/** Pages that are not content: the not-found page and the search page itself. */
const EXCLUDED_PATHS = new Set(['/404', '/search']);

/** Records of a whole build directory, deduplicated across versioned ledger pages. */
export async function buildRecords(buildDir: string, options: ExtractOptions = {}): Promise<SearchRecord[]> {
  const files = (await listHtml(buildDir)).sort();
  const all: SearchRecord[] = [];
  for (const file of files) {
    const pathname = pathnameOfFile(file);
    if (EXCLUDED_PATHS.has(pathname)) continue;
    const html = await fs.readFile(path.join(buildDir, file), 'utf8');
    const records = extractRecords(html, {pathname}, options);
    all.push(...records);
    if (pathname === apiReferencePage.path) {
      const document = JSON.parse(await fs.readFile(path.join(buildDir, apiReferencePage.document), 'utf8'));
      all.push(...apiReferenceRecords(apiReference(document), records, {identifiers: codeIdentifiers, levelWeight: LEVEL_WEIGHT, hashId}));
    }
  }
  return dedupeVersionedPages(all);
}

/**
 * The ledger-apps supported_{version} pages repeat the same tables across dozens of
 * firmware versions. The newest page of each chain (supported_latest, or the highest
 * version) is kept whole; an older page keeps its title and only the records whose
 * text differs from the next newer page ("what changed"), and is ranked down.
 */
export function dedupeVersionedPages(records: SearchRecord[]): SearchRecord[] {
  const byPage = new Map<string, SearchRecord[]>();
  for (const r of records) {
    const list = byPage.get(r.url_without_anchor);
    if (list) list.push(r);
    else byPage.set(r.url_without_anchor, [r]);
  }
  const groups = new Map<string, {url: string; version: number[] | 'latest'}[]>();
  for (const url of byPage.keys()) {
    const v = versionedPage(url);
    if (!v) continue;
    const list = groups.get(v.group) ?? [];
    list.push({url, version: v.version});
    groups.set(v.group, list);
  }
  const drop = new Set<SearchRecord>();
  for (const list of groups.values()) {
    if (list.length < 2) continue;
    list.sort((a, b) => compareVersions(b.version, a.version)); // newest first
    for (let i = 1; i < list.length; i++) {
      const newer = byPage.get(list[i - 1].url)!;
      const seen = new Set(newer.map(recordText));
      const page = byPage.get(list[i].url)!;
      for (const r of page) {
        r.weight.pageRank = -i;
        if (r.type !== 'lvl1' && seen.has(recordText(r))) drop.add(r);
      }
    }
  }
  return records.filter((r) => !drop.has(r));
}

function recordText(r: SearchRecord): string {
  return [r.type, r.hierarchy.lvl2, r.hierarchy.lvl3, r.hierarchy.lvl4, r.hierarchy.lvl5, r.hierarchy.lvl6, r.content].join('\u0001');
}

/** /ledger-apps/{chain}/supported_{x.y} or supported_latest → group and version. */
export function versionedPage(url: string): {group: string; version: number[] | 'latest'} | undefined {
  const m = /^(.*\/ledger-apps\/[^/]+\/)supported[_-]([^/#]+?)\/?$/i.exec(url);
  if (!m) return undefined;
  const raw = m[2].toLowerCase();
  if (raw === 'latest') return {group: m[1], version: 'latest'};
  const nums = raw
    .split(/[._-]/)
    .filter((s) => /^\d+$/.test(s))
    .map(Number);
  if (nums.length === 0) return undefined;
  return {group: m[1], version: nums};
}

/** 'latest' is newer than any numbered version. */
function compareVersions(a: number[] | 'latest', b: number[] | 'latest'): number {
  if (a === 'latest') return b === 'latest' ? 0 : 1;
  if (b === 'latest') return -1;
  return compareVersionNumbers(a, b);
}
