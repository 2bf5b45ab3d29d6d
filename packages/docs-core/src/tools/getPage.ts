/** get_page: a page's Markdown twin (the .md the site publishes beside it) and its canonical URL. */
import {z} from 'zod';
import type {Snapshot} from '../snapshot/snapshot';
import type {CodeCheckAnswer, SnapshotPage} from '../snapshot/format';
import {landingPageTitle, type CatalogChain} from '../chains/catalog';
import {apduPageFolder} from '../paths/ledger-pages';
import {markdownPathFor} from '../paths/markdown-path.mjs';
import {pageUrl} from './getChain';
import {listOf, ToolInputError} from './toolError';
import {defineTool} from './define';
import {budgetChars, count, cutPoint, DEFAULT_MAX_TOKENS, maxTokensArg} from './budget';
import {findSection, markdownSections, matchingSections, type MarkdownSection} from '../markdown/sections';
import {commandAnchor, commandLabel} from '../ledger/apdu/headings';
import {apiReferenceSection, isRedocAnchor} from '../openapi/reference';

/** The permalink a reader may give in many forms: full URL, path, with .md, a trailing slash, an anchor. */
export function permalinkOf(snapshot: Snapshot, text: string): string {
  let p = text.trim();
  const origin = snapshot.manifest.site.url.replace(/\/+$/, '');
  if (/^https?:\/\//i.test(p)) {
    try {
      p = new URL(p).pathname;
    } catch {
      throw new ToolInputError(`"${text}" is not a URL or a path of this site.`);
    }
  } else if (p.startsWith(origin)) p = p.slice(origin.length);
  p = p.split(/[?#]/)[0].replace(/\.md$/i, '').replace(/\/+$/, '');
  if (!p.startsWith('/')) p = `/${p}`;
  return p;
}

type LandingChain = CatalogChain & {landingPath: string};

/** The chains with a landing page (/Filecoin). */
function landingChains(snapshot: Snapshot): LandingChain[] {
  return snapshot.manifest.catalog.chains.filter((c): c is LandingChain => Boolean(c.landingPath));
}

/** The chain whose landing page a path or URL names ('/Filecoin', 'https://…/filecoin#at-a-glance'), if any. */
export function landingChainOf(snapshot: Snapshot, text: string): LandingChain | undefined {
  const wanted = permalinkOf(snapshot, text).toLowerCase();
  return landingChains(snapshot).find((c) => c.landingPath.toLowerCase() === wanted);
}

/** A page get_page reads: a doc page of the snapshot, a page of the site's own, or a chain's landing page. */
export type ReadablePage = Pick<SnapshotPage, 'permalink' | 'markdownFile' | 'url' | 'title' | 'checkedAgainst'> &
  Partial<Pick<SnapshotPage, 'description'>> & {
    /** Set on a chain's landing page (made from the chain's facts, not a docs section's page). */
    chain?: LandingChain;
  };

/** Every page get_page reads, in that order: the docs sections' pages, the site's own, the chains' landing pages. */
export function readablePages(snapshot: Snapshot): ReadablePage[] {
  return [...snapshot.manifest.pages, ...snapshot.manifest.sitePages, ...landingChains(snapshot).map((c) => landingPageOf(snapshot, c))];
}

/** A chain's landing page, whose Markdown twin the site publishes beside it (/Filecoin → Filecoin.md). */
export function landingPageOf(snapshot: Snapshot, chain: LandingChain): ReadablePage {
  return {
    permalink: chain.landingPath,
    markdownFile: markdownPathFor(chain.landingPath).replace(/^\/+/, ''),
    url: pageUrl(snapshot, chain.landingPath)!,
    title: landingPageTitle(chain.name),
    chain,
  };
}

export function findPage(snapshot: Snapshot, text: string): ReadablePage {
  const wanted = permalinkOf(snapshot, text);
  const clean = (permalink: string) => permalink.replace(/\/+$/, '') || '/';
  // The docs sections' pages and the site's own (the home page, /fvm, …): search finds both.
  const pages: ReadablePage[] = [...snapshot.manifest.pages, ...snapshot.manifest.sitePages];
  const page =
    pages.find((p) => clean(p.permalink) === wanted) ?? pages.find((p) => clean(p.permalink).toLowerCase() === wanted.toLowerCase());
  if (page) return page;
  const chain = landingChainOf(snapshot, text);
  if (chain) return landingPageOf(snapshot, chain);
  // Words rather than a path ('zemu quickstart'): the one page whose path or title has every word.
  let named: ReadablePage[] = [];
  if (/\s/.test(text.trim()) && !/^https?:/i.test(text.trim())) {
    const words = text
      .trim()
      .toLowerCase()
      .split(/[\s/]+/)
      .filter(Boolean);
    named = pages.filter((p) => words.every((w) => p.permalink.toLowerCase().includes(w) || p.title.toLowerCase().includes(w)));
    if (named.length === 1) return named[0];
  }
  const last = wanted.split('/').pop()?.toLowerCase() ?? '';
  const near = (named.length > 0 ? named : last ? pages.filter((p) => p.permalink.toLowerCase().includes(last)) : []).slice(0, 5);
  throw new ToolInputError(
    `No page at "${text}".${near.length ? ` Pages with a similar path: ${near.map((p) => p.permalink).join(', ')}.` : ''} search_docs finds pages by topic.`,
  );
}

export async function getPage(snapshot: Snapshot, path: string): Promise<{page: ReadablePage; markdown: string}> {
  const page = findPage(snapshot, path);
  try {
    return {page, markdown: await snapshot.readMarkdown(page)};
  } catch {
    const {chain} = page;
    // A build made before chain pages had twins: get_chain has the same facts.
    if (chain)
      throw new ToolInputError(
        `${chain.landingPath} is the ${chain.name} landing page, and this build has no Markdown twin of it: get_chain with chain "${chain.name}" answers with its facts${chain.folder ? `, and get_page reads its app's pages under ${snapshot.manifest.catalog.ledger.routeBasePath}/${chain.folder}/` : ''}.`,
      );
    throw new ToolInputError(`The Markdown twin of ${page.permalink} (${page.markdownFile}) is missing from the build.`);
  }
}

/** The anchor a reader's URL names ('…/quickstart#2-start-options'), if any. */
function anchorOf(text: string): string | undefined {
  const hash = text.indexOf('#');
  return hash >= 0 && hash < text.length - 1 ? decodeURIComponent(text.slice(hash + 1)) : undefined;
}

/** The APDU data of an APDU specification page (`apduPageFolder`). */
function apduSpecOf(snapshot: Snapshot, page: ReadablePage) {
  const folder = apduPageFolder(page.permalink, snapshot.manifest.catalog.ledger.routeBasePath);
  return folder ? snapshot.apdu[folder] : undefined;
}

/** An APDU page's command anchor ('cmd-getversion') as the heading its twin writes ('INS_GET_VERSION (INS 0x00)'). */
function commandSectionTitle(snapshot: Snapshot, page: ReadablePage, wanted: string): string | undefined {
  const spec = apduSpecOf(snapshot, page);
  // The page's anchor (cmd-signpersonalmessageeth) or the command id get_apdu_spec gives (signPersonalMessageEth).
  const anchor = `cmd-${wanted.replace(/^#/, '').replace(/^cmd-/i, '').toLowerCase()}`;
  const command = spec?.commands.find((c) => commandAnchor(c) === anchor);
  return command && spec ? commandLabel(command, spec.commands) : undefined;
}

/**
 * The anchor the page itself gives a section of its twin: the heading's id, except on an APDU page, whose command
 * headings the site anchors as cmd-<id> (the twin's heading id would name no place on the page).
 */
export function pageAnchor(snapshot: Snapshot, page: ReadablePage, section: Pick<MarkdownSection, 'id' | 'title'>): string {
  const spec = apduSpecOf(snapshot, page);
  const command = spec?.commands.find((c) => commandLabel(c, spec.commands) === section.title);
  return command ? commandAnchor(command) : section.id;
}

export interface PageAnswer {
  url: string;
  title: string;
  section?: {id: string; title: string};
  /** The characters returned, as offsets in the page (or section) text. */
  from: number;
  to: number;
  total: number;
  /** Pass this back as `cursor` (with the same path and section) for the text after `to`. */
  nextCursor?: string;
  /** The code the page was last checked against (hand-written pages). */
  checkedAgainst?: CodeCheckAnswer;
}

export interface PageInput {
  path: string;
  section?: string;
  cursor?: string;
  maxTokens?: number;
}

/** A page, or one section of it, cut to the budget at a paragraph outside code; the cursor continues it. */
export async function readPage(
  snapshot: Snapshot,
  input: PageInput,
): Promise<{text: string; answer: PageAnswer; sections: MarkdownSection[]}> {
  const {page, markdown} = await getPage(snapshot, input.path);
  const sections = markdownSections(markdown);
  const wanted = input.section?.trim() || anchorOf(input.path);
  let body = markdown;
  let section: MarkdownSection | undefined;
  if (wanted) {
    const commandTitle = commandSectionTitle(snapshot, page, wanted);
    // Redoc's anchor (tag/…/operation/…) before the title rules, which would read its words; a bare operation id
    // after them, as a heading's anchor can be one too.
    const redoc = isRedocAnchor(wanted) ? apiReferenceSection(markdown, sections, wanted) : undefined;
    const named = redoc ? [redoc] : matchingSections(sections, wanted);
    const byOperationId = named.length === 0 ? apiReferenceSection(markdown, sections, wanted) : undefined;
    const matches = byOperationId ? [byOperationId] : named;
    section = matches.length === 1 ? matches[0] : commandTitle ? findSection(sections, commandTitle) : undefined;
    if (!section && matches.length > 1) {
      throw new ToolInputError(
        `"${wanted}" is more than one section of ${page.permalink}: ${listOf(
          matches.map((s) => `${s.id} (${s.title})`),
          60,
        )}. Give its id.`,
      );
    }
    if (!section) {
      const listed = sections.map((s) => `${s.id} (${s.title})`);
      throw new ToolInputError(
        `${page.permalink} has no section "${wanted}". ${listed.length ? `Its sections: ${listOf(listed, 60)}.` : 'It has no headings below its title.'}`,
      );
    }
    body = markdown.slice(section.start, section.end);
  }
  const from = input.cursor === undefined ? 0 : Number(input.cursor);
  if (!Number.isInteger(from) || from < 0 || from >= Math.max(body.length, 1)) {
    throw new ToolInputError(
      `The cursor "${input.cursor}" is not a place in ${page.permalink}${section ? ` section ${section.id}` : ''}: pass back the nextCursor of the previous answer, with the same path and section.`,
    );
  }
  const rest = body.slice(from);
  const keep = cutPoint(rest, budgetChars(input.maxTokens));
  const to = from + keep;
  return {
    text: rest.slice(0, keep),
    sections,
    answer: {
      url: section ? `${page.url}#${pageAnchor(snapshot, page, section)}` : page.url,
      title: page.title,
      ...(section ? {section: {id: section.id, title: section.title}} : {}),
      from,
      to,
      total: body.length,
      ...(to < body.length ? {nextCursor: String(to)} : {}),
      ...(page.checkedAgainst ? {checkedAgainst: page.checkedAgainst} : {}),
    },
  };
}

function pageText(input: PageInput, {text, answer, sections}: Awaited<ReturnType<typeof readPage>>): string {
  const head = [`Canonical URL: ${answer.url}`];
  if (answer.section) head.push(`Section: ${answer.section.title}`);
  const checked = answer.checkedAgainst;
  if (checked) {
    const read = [
      ...checked.sources.map((s) => `${s.repository} at ${s.commit.slice(0, 7)} (${s.url})`),
      ...(checked.packages ?? []).map((p) => `the published ${p.registry} package ${p.name} ${p.version} (${p.url})`),
    ];
    head.push(`Checked against the code on ${checked.checkedAt}: ${read.join(', ')}.`);
  }
  const cut = answer.nextCursor !== undefined;
  if (answer.from > 0 || cut)
    head.push(
      `Characters ${count(answer.from)}–${count(answer.to)} of ${count(answer.total)}${cut ? '; the rest follows with the cursor below' : ''}.`,
    );
  const parts = [head.join('\n'), text.trimEnd()];
  if (cut) {
    const next = {
      path: input.path.split('#')[0],
      ...(answer.section ? {section: answer.section.id} : {}),
      cursor: answer.nextCursor,
      ...(input.maxTokens ? {maxTokens: input.maxTokens} : {}),
    };
    parts.push(`[Cut to fit ${count(input.maxTokens ?? DEFAULT_MAX_TOKENS)} tokens. Continue with get_page ${JSON.stringify(next)}.]`);
    if (!answer.section && answer.from === 0 && sections.length) {
      parts.push(
        `[Or read one section (get_page with section): ${listOf(
          sections.filter((s) => s.level <= 3).map((s) => `${s.id} (${s.title})`),
          40,
        )}.]`,
      );
    }
  }
  return parts.join('\n\n');
}

export const getPageTool = defineTool({
  name: 'get_page',
  title: 'Read a page',
  description: () =>
    "A page's Markdown (the .md twin the site publishes) with its canonical URL, whole or one section, within a size budget; a long page continues with the cursor the answer gives. Give a path ('/zemu/quickstart') or a URL of the site.",
  inputSchema: {
    path: z
      .string()
      .min(1)
      .max(512)
      .describe(
        "Page path or URL, e.g. '/ledger-apps/filecoin/APDUSPEC' (a #anchor picks that section), or words naming one page ('zemu quickstart')",
      ),
    section: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .describe(
        "One section: its heading's anchor ('2-start-options', 'cmd-getversion'), its title or words of it ('start options'), on an APDU page a command id ('getVersion'), on /OpenAPI an operation id or Redoc's anchor ('tag/Events/operation/getEventsBySelector')",
      ),
    cursor: z
      .string()
      .max(16)
      .optional()
      .describe('Where to continue: the nextCursor of the previous answer for the same path and section'),
    maxTokens: maxTokensArg,
  },
  answer: async (snapshot, args) => {
    const read = await readPage(snapshot, args);
    return {text: pageText(args, read), structured: {...read.answer}};
  },
});
