/**
 * Where an app's status words come from (issue 62): not the specification file's table but the code the
 * app compiles, the ledger-zxlib `include/apdu_codes.h` at the submodule commit it pins (or the copy in
 * its tree) plus the app's own definitions, each file read at a commit with the values it gives
 * (statusWordsCheckSchema.ts).
 *
 * The record (data/ledger-apps/<folder>/statusWords.ts) is what was read; the page's table, the decoder,
 * the Send panel and the MCP tools use the list derived from it (data/ledger-apps/shared/statusWords.ts),
 * and tests/unit/ledger-status-words.test.ts holds each app's list to its record. Pure, so the page, the
 * MCP server and the tests share it.
 */
import type {StatusWordsCheck, StatusWordsFile} from './statusWordsCheckSchema';
import {blobUrl, treeUrl} from '../../sourceHost';
import {andList} from '../../text/andList';

export type {StatusWordsCheck, StatusWordsFile};

export const hexWord = (code: number): string => `0x${code.toString(16).toUpperCase().padStart(4, '0')}`;
/** A status word as hexWord writes it, found in a sentence (one capture group, so split keeps the words). */
export const hexWordInText = /(0x[0-9A-F]{4})/;

/** Every code the files define, ascending. */
export function definedCodes(check: Pick<StatusWordsCheck, 'files'>): number[] {
  return [...new Set(check.files.flatMap((f) => Object.values(f.defines)))].sort((a, b) => a - b);
}

/** The identifiers that give `code` its value, with the file of each. */
export function definersOf(check: Pick<StatusWordsCheck, 'files'>, code: number): {name: string; file: StatusWordsFile}[] {
  return check.files.flatMap((file) =>
    Object.entries(file.defines)
      .filter(([, value]) => value === code)
      .map(([name]) => ({name, file})),
  );
}

/** The values the files give an identifier, compared in any letter case ('apdu_code_ok' is APDU_CODE_OK). */
export function valuesOf(check: Pick<StatusWordsCheck, 'files'>, identifier: string): number[] {
  const wanted = identifier.toUpperCase();
  return check.files.flatMap((file) =>
    Object.entries(file.defines)
      .filter(([name]) => name.toUpperCase() === wanted)
      .map(([, value]) => value),
  );
}

/** A file as the page names it: its path, and for another repository the repository at the short commit. */
export function fileLabel(file: Pick<StatusWordsFile, 'repo' | 'commit' | 'path'>): string {
  return file.repo ? `${file.path} of ${file.repo}@${file.commit?.slice(0, 7)}` : file.path;
}

const stopWords = new Set(['is', 'are', 'the', 'a', 'an', 'of', 'error', 'code', 'not', 'too', 'supported', 'invalid', 'failed', 'fail']);
/** The words that carry a meaning ('Tx is not initialized' → transaction, initialized). */
export function meaningWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .map((w) => (w === 'tx' ? 'transaction' : w))
      .filter((w) => w && !stopWords.has(w)),
  );
}

/**
 * Whether a specification file's text for a code says what the code's own meaning says: they share a word
 * that carries meaning ('Data invalid' and 'Data is invalid' do; 'Wrong buffer length' and 'Execution
 * error' do not). A text with no such word ('Invalid', 'Not supported') is taken to agree.
 */
export function sameMeaning(specText: string, description: string): boolean {
  const spec = meaningWords(specText);
  if (spec.size === 0) return true;
  const own = meaningWords(description);
  return [...spec].some((w) => own.has(w));
}

export interface StatusWordRow {
  code: number;
  description: string;
  /** Identifiers that define the code, e.g. APDU_CODE_DATA_INVALID. */
  definedAs: string[];
  /** What the specification file says of the code: not listed, listed with the same meaning, or with another (its text). */
  spec: {listed: false} | {listed: true; text: string; sameMeaning: boolean};
}

export interface StatusWordsComparison {
  rows: StatusWordRow[];
  /** Codes the code defines that the specification file does not list. */
  missingFromSpec: number[];
  /** Rows of the specification file whose code the code does not define, or defines with another meaning. */
  specOnly: {code: number; text: string}[];
  otherMeaning: {code: number; text: string; description: string}[];
}

/** The page's table and notes: each status word of the code beside what the specification file says of it. */
export function compareStatusWords(
  check: Pick<StatusWordsCheck, 'files' | 'specWords'>,
  statusWords: readonly {code: number; description: string}[],
): StatusWordsComparison {
  const defined = new Set(definedCodes(check));
  const rows: StatusWordRow[] = statusWords.map(({code, description}) => {
    const listed = check.specWords.filter((w) => w.code === code);
    const agreeing = listed.find((w) => sameMeaning(w.text, description));
    return {
      code,
      description,
      definedAs: definersOf(check, code).map((d) => d.name),
      spec: listed.length ? {listed: true, text: (agreeing ?? listed[0]).text, sameMeaning: agreeing !== undefined} : {listed: false},
    };
  });
  const otherMeaning = check.specWords.flatMap((w) => {
    const row = rows.find((r) => r.code === w.code);
    return row && !sameMeaning(w.text, row.description) ? [{code: w.code, text: w.text, description: row.description}] : [];
  });
  return {
    rows,
    missingFromSpec: rows.filter((r) => !r.spec.listed).map((r) => r.code),
    specOnly: check.specWords.filter((w) => !defined.has(w.code)),
    otherMeaning,
  };
}

/** The SDK exception a 0x68xx word stands for, when the app maps unhandled exceptions that way. */
export function sdkException(code: number, check?: Pick<StatusWordsCheck, 'exceptions'>): number | undefined {
  if (!check?.exceptions?.length || code < 0x6800 || code > 0x6fff) return undefined;
  return code & 0x7ff;
}

export interface StatusWordsStatement {
  /** Sentence before the link. */
  text: string;
  /** Link label: owner/name at the short commit. */
  label: string;
  /** The commit's tree on GitHub. */
  url: string;
  /** The files read, each with a link to it at its commit. */
  files: {label: string; url: string}[];
  /** After the files: how the app gets ledger-zxlib. */
  via: string;
  /**
   * What the specification file lists differently, or null when it lists every word with its meaning: the file,
   * linked at the commit read, then what it says (the sentence is `${file.label} ${says}`).
   */
  spec: {file: {label: string; url: string}; says: string} | null;
  /**
   * The files whose handler sends an exception the app does not catch to the host as `unhandledExceptionWord`, each
   * with a link to it at the commit read; null when the record names no such handler.
   */
  exceptions: {label: string; url: string}[] | null;
}

/** The status word an app with an exception handler answers for an exception it does not catch (decode.ts reads it back). */
export const unhandledExceptionWord = '0x6800 | (exception & 0x7FF)';

/** What the page says above and below the status-word table. Null for an app without a record. */
export function statusWordsStatement(spec: {
  repo: string;
  sourceFile: string;
  statusWordsCheck?: StatusWordsCheck;
  statusWords: readonly {code: number; description: string}[];
}): StatusWordsStatement | null {
  const check = spec.statusWordsCheck;
  if (!check) return null;
  const compared = compareStatusWords(check, spec.statusWords);
  const total = spec.statusWords.length;
  const via = check.zxlib
    ? check.zxlib.commit
      ? ` (ledger-zxlib is the ${check.zxlib.path} submodule, at the commit the app pins)`
      : ` (ledger-zxlib is a copy in ${check.zxlib.path})`
    : '';
  const listed = total - compared.missingFromSpec.length;
  /** A file of the app's repository, linked at the commit read. */
  const appFile = (path: string) => ({label: path, url: blobUrl(spec.repo, check.commit, path)});
  // Each clause says what the specification file does; the first names it, the ones after say "It".
  const clauses: string[] = [];
  if (check.specWords.length === 0) clauses.push('has no status-word table.');
  else if (compared.missingFromSpec.length)
    clauses.push(`lists ${listed} of these ${total}; the last column marks the ${compared.missingFromSpec.length} it leaves out.`);
  for (const w of compared.otherMeaning)
    clauses.push(
      `${clauses.length ? 'also ' : ''}gives ${hexWord(w.code)} as "${w.text}", which the code defines as ${w.description.toLowerCase()}.`,
    );
  if (compared.specOnly.length)
    clauses.push(
      `lists ${andList(compared.specOnly.map((w) => `${hexWord(w.code)} ("${w.text}")`))}, which the code does not define; the decoder does not show ${compared.specOnly.length === 1 ? 'it' : 'them'} as this app's.`,
    );
  return {
    text: `The ${total} status words below are every one the app's code defines, read at`,
    label: `${spec.repo}@${check.commit.slice(0, 7)}`,
    url: treeUrl(spec.repo, check.commit),
    files: check.files.map((f) => ({
      label: fileLabel(f),
      url: blobUrl(f.repo ?? spec.repo, f.commit ?? check.commit, f.path),
    })),
    via,
    spec: clauses.length
      ? {
          file: appFile(spec.sourceFile),
          says: clauses.map((c, i) => (i === 0 ? c : `It ${c}`)).join(' '),
        }
      : null,
    exceptions: check.exceptions?.length ? check.exceptions.map(appFile) : null,
  };
}
