/**
 * report_doc_problem: the issue a reader would file from the page's "Report a problem" link, as a URL the
 * assistant gives its user. The section is the one holding the quote (or named by the path's #anchor).
 * Nothing is sent: the answer says so.
 */
import {z} from 'zod';
import {markdownSections} from '../markdown/sections';
import {apiReferenceSection} from '../openapi/reference';
import {problemIssueUrl, reportLimits} from '../reports/problemIssue';
import type {Snapshot} from '../snapshot/snapshot';
import {defineTool, jsonAnswer} from './define';
import {getPage, landingChainOf, landingPageOf, pageAnchor, type ReadablePage} from './getPage';
import {ToolInputError} from './toolError';

/** Text as a reader sees it, to find a quote in Markdown: links, emphasis, code marks and escapes dropped, spacing and case aside. */
const squash = (text: string) =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>])/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * The page a report is about, with its Markdown to find the section in. A chain's landing page of a build without
 * its twin is still reported, as its own "Report a problem" link reports it: its headings are then unknown, so a
 * #anchor the reader gave stays on the page's URL, unnamed.
 */
async function pageToReport(snapshot: Snapshot, text: string): Promise<{page: ReadablePage; markdown: string}> {
  try {
    return await getPage(snapshot, text);
  } catch (error) {
    const chain = landingChainOf(snapshot, text);
    if (!chain) throw error;
    const anchor = /#(.+)$/.exec(text)?.[1];
    const page = landingPageOf(snapshot, chain);
    return {page: {...page, url: `${page.url}${anchor ? `#${anchor}` : ''}`}, markdown: ''};
  }
}

export async function reportDocProblem(snapshot: Snapshot, input: {page: string; problem: string; quote?: string}) {
  const {page, markdown} = await pageToReport(snapshot, input.page);
  const sections = markdownSections(markdown);
  const anchor = input.page.includes('#') ? input.page.slice(input.page.indexOf('#') + 1) : undefined;
  // The section by the page's own anchor (an APDU page's cmd-<id>), the twin's heading id or Redoc's anchor on /OpenAPI.
  let section = anchor
    ? (sections.find((s) => pageAnchor(snapshot, page, s) === anchor || s.id === anchor) ?? apiReferenceSection(markdown, sections, anchor))
    : undefined;
  const quote = input.quote?.trim();
  if (quote && !section) {
    // The innermost section whose text holds the quote (spacing and case aside).
    const wanted = squash(quote).slice(0, 80);
    section = sections.filter((s) => squash(markdown.slice(s.start, s.end)).includes(wanted)).sort((a, b) => b.level - a.level)[0];
  }
  if (!input.problem.trim()) throw new ToolInputError('Say what is wrong in problem: the issue needs it.');
  const {repository} = snapshot.manifest.docsSource;
  const sectionAnchor = section && pageAnchor(snapshot, page, section);
  const issueUrl = problemIssueUrl(repository, {
    pageUrl: page.url,
    pageTitle: page.title,
    section: section && {title: section.title, id: sectionAnchor!},
    problem: input.problem,
    quote,
    commit: snapshot.manifest.commit,
  });
  return {
    issueUrl,
    page: section ? `${page.url}#${sectionAnchor}` : page.url,
    note: `Nothing was sent. Give this URL to the user: it opens a new issue on ${repository} with the report filled in, to check and submit there.`,
  };
}

export const reportDocProblemTool = defineTool({
  name: 'report_doc_problem',
  title: 'Report a wrong or unclear page',
  description: () =>
    "A prefilled new-issue URL on the documentation's source repository for a problem with one page (its URL, section, the problem, the quoted text and the build's commit). Nothing is sent: the user opens the URL and submits the issue.",
  inputSchema: {
    page: z.string().min(1).max(512).describe("The page's path or URL, e.g. '/zemu/quickstart' (a #anchor names the section)"),
    problem: z.string().min(1).max(reportLimits.problem).describe('What is wrong or unclear'),
    quote: z.string().max(reportLimits.quote).optional().describe('The text of the page the problem is about, quoted'),
  },
  answer: async (snapshot, args) => jsonAnswer(await reportDocProblem(snapshot, args)),
});
