/**
 * "Report a problem with this page": a new-issue URL on the docs' source repository with the page, the
 * section, the reader's words, the quoted text and the build's commit filled in. The page's link and the
 * report_doc_problem tool both make it here; nothing is sent anywhere: the reader (or the assistant's
 * user) opens the URL and files the issue on the repository's own site.
 */

export interface ProblemReport {
  /** The page's canonical URL. */
  pageUrl: string;
  pageTitle: string;
  /** The section the problem is in, when known. */
  section?: {title: string; id: string};
  /** What is wrong, in the reporter's words. */
  problem?: string;
  /** The text the problem is about, as quoted from the page. */
  quote?: string;
  /** The commit the page was built from. */
  commit?: string | null;
}

/** What the issue may carry: a few thousand characters keep the URL within what browsers and GitHub take. */
export const reportLimits = {problem: 2_000, quote: 600, title: 120} as const;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function problemIssueTitle(report: ProblemReport): string {
  const where = report.section ? `${report.pageTitle} › ${report.section.title}` : report.pageTitle;
  return clip(`Docs: problem on "${where}"`, reportLimits.title);
}

export function problemIssueBody(report: ProblemReport, repository: string): string {
  const url = report.section ? `${report.pageUrl}#${report.section.id}` : report.pageUrl;
  const lines = [`**Page:** ${url}`];
  if (report.section) lines.push(`**Section:** ${report.section.title}`);
  if (report.commit) lines.push(`**Built from:** ${repository}/commit/${report.commit}`);
  lines.push(
    '',
    '**What is wrong:**',
    report.problem?.trim() ? clip(report.problem.trim(), reportLimits.problem) : '(Describe the problem here.)',
  );
  const quote = report.quote?.trim();
  if (quote)
    lines.push(
      '',
      '**Quoted text:**',
      ...clip(quote, reportLimits.quote)
        .split('\n')
        .map((line) => `> ${line}`),
    );
  return lines.join('\n');
}

/** The new-issue URL on `repository` (https://github.com/owner/name) with title and body filled in. */
export function problemIssueUrl(repository: string, report: ProblemReport): string {
  const params = new URLSearchParams({title: problemIssueTitle(report), body: problemIssueBody(report, repository)});
  return `${repository.replace(/\/+$/, '')}/issues/new?${params.toString()}`;
}
