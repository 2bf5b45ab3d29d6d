/**
 * Which code a documentation page was last read against, written into its front matter as `code_check` by the
 * parseFrontMatter hook (docusaurus.config.ts), so each page carries only its own and the doc bundle carries no
 * table of them (src/components/chrome/CodeCheckNote shows it). The source: the page's section entry in
 * src/data/codeChecks.ts or, for a Ledger app's hand-written page, the app's record in data/ledger-apps/apps.json.
 * Pages generated from data (supported_*) and pages of no single app (the Ledger overview) get none: their facts
 * carry their own sources.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {checkedAt} from '@zondax/docs-core/ledger/apdu/checkedAt';
import {packageVersionUrl} from '@zondax/docs-core/packageRegistry';
import type {AppInfo} from '@zondax/docs-core/ledger/supported/schema';
import type {CodeCheckAnswer} from '@zondax/docs-core/snapshot/format';
import appsJson from '../../data/ledger-apps/apps.json';
import {sectionCodeChecks, type CodeCheck, type CodePackage, type CodeSource} from '../data/codeChecks';
import {repoTreeUrl} from '../data/site';

const apps = appsJson as Record<string, AppInfo>;

/** A section's or an app's check, as a page shows it. */
export interface DocCodeCheck {
  checkedAt: CodeCheck['checkedAt'];
  sources: Pick<CodeSource, 'repository' | 'commit' | 'date'>[];
  packages?: CodePackage[];
}

/** The check of a page, given its section and its path inside the section's folder ('zcash/build', 'quickstart'). */
export function codeCheckOfPage(sectionId: string, pagePath: string): DocCodeCheck | undefined {
  if (sectionId === 'ledger-apps') {
    const [folder, page] = pagePath.split('/');
    const app = page && !page.startsWith('supported_') ? apps[folder] : undefined;
    // The app's check as its APDU page and landing page state it (docs-core checkedAt).
    const checked = checkedAt(app);
    if (!app || !checked) return undefined;
    return {
      checkedAt: checked.date,
      sources: [{repository: checked.repository as CodeSource['repository'], commit: checked.commit, date: app.date}],
    };
  }
  const check = (sectionCodeChecks as Partial<Record<string, CodeCheck>>)[sectionId];
  if (!check) return undefined;
  const sources = check.sources.map(({repository, commit, date}) => ({repository, commit, date}));
  return {checkedAt: check.checkedAt, sources, ...(check.packages?.length ? {packages: check.packages.map((p) => ({...p}))} : {})};
}

/** A page's check as the MCP tools answer it (get_page): each source with its repository's tree at the commit, each package with its version's page. */
export function codeCheckAnswer(check: DocCodeCheck): CodeCheckAnswer {
  return {
    checkedAt: check.checkedAt,
    sources: check.sources.map((s) => ({...s, url: repoTreeUrl(s.repository, s.commit)})),
    ...(check.packages ? {packages: check.packages.map((p) => ({...p, url: packageVersionUrl(p.name, p.version)}))} : {}),
  };
}

type FrontMatter = {[key: string]: unknown};

const pageCheckedAtKey = 'code_checked_at';

/**
 * The day a page was read (or written) on its own against the same commits as its section or app, when that came
 * after their check: front matter `code_checked_at: YYYY-MM-DD`. Only a later day replaces theirs.
 */
function pageCheckedAt(frontMatter: FrontMatter, filePath: string): string | undefined {
  const value = frontMatter[pageCheckedAtKey];
  if (value === undefined) return undefined;
  // YAML reads an unquoted date as a Date.
  const day = value instanceof Date ? value.toISOString().slice(0, 10) : value;
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day))
    throw new Error(`${filePath}: ${pageCheckedAtKey} is not a YYYY-MM-DD day`);
  return day;
}

/**
 * A page file's own day (`code_checked_at` in its front matter), for the tests, which read the file where the build
 * has Docusaurus's parsed front matter: parsed as Docusaurus parses it (gray-matter), then checked as the build checks it.
 */
export function ownCheckedAtOfFile(filePath: string): string | undefined {
  return pageCheckedAt(matter(readFileSync(filePath, 'utf8')).data, filePath);
}

/** Adds code_check to the front matter of a page under docsDir (docs/<section>/<page>.md[x]); other files are left alone. */
export function withCodeCheck(frontMatter: FrontMatter, filePath: string, docsDir: string): FrontMatter {
  const relative = path.relative(docsDir, path.resolve(filePath));
  if (relative.startsWith('..') || path.isAbsolute(relative)) return frontMatter;
  const [sectionId, ...rest] = relative.split(path.sep);
  if (!rest.length) return frontMatter;
  const check = codeCheckOfPage(sectionId, rest.join('/').replace(/\.mdx?$/, ''));
  if (!check) return frontMatter;
  const ownDay = pageCheckedAt(frontMatter, filePath);
  return {...frontMatter, code_check: ownDay && ownDay > check.checkedAt ? {...check, checkedAt: ownDay} : check};
}
