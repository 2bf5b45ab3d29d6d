/**
 * What the page says about a names check (schema.ts namesCheck): where the names and bytes were read,
 * and the instructions the specification lists that the code never dispatches. It says nothing about
 * completeness, which only codeCheck records. Pure, so the page and the tests share it.
 */
import type {ApduSpec, CodeFile, NamesCheck} from './schema';
import {treeUrl} from '../../sourceHost';
import {byteHex} from './hex';

export interface NamesCheckStatement {
  /** Sentence before the link. */
  text: string;
  /** Link label: owner/name at the short commit. */
  label: string;
  /** The commit's tree on GitHub. */
  url: string;
  /** Sentence after the link: the files read. */
  detail: string;
  /** Why instructions of the specification are missing, or null when none are. */
  notDispatched: string | null;
}

function fileLabel(file: CodeFile): string {
  return file.repo ? `${file.path} of ${file.repo}@${file.commit?.slice(0, 7)}` : file.path;
}

/** Every value an identifier has in the files read (one file per build may define it differently), with the file. */
export function definitionsIn(files: CodeFile[], name: string): {value: number; file: CodeFile}[] {
  return files.flatMap((file) => (Object.hasOwn(file.defines, name) ? [{value: file.defines[name], file}] : []));
}

/** The value an identifier has in the files the check read, and the file that defines it. */
export function definitionOf(check: NamesCheck, name: string): {value: number; file: CodeFile} | undefined {
  return definitionsIn(check.files, name)[0];
}

export function namesCheckStatement(spec: Pick<ApduSpec, 'repo' | 'namesCheck'>): NamesCheckStatement | null {
  const check = spec.namesCheck;
  if (!check) return null;
  const missing = (check.notDispatched ?? []).map((name) => {
    const found = definitionOf(check, name);
    return {name, found};
  });
  const listed = missing.map(({name, found}) => `${name} (${found ? byteHex(found.value) : '?'})`).join(', ');
  const where = [...new Set(missing.map(({found}) => (found ? fileLabel(found.file) : '')).filter(Boolean))].join(', ');
  return {
    text: "The names and the CLA and INS bytes below were checked in the app's code at",
    label: `${spec.repo}@${check.commit.slice(0, 7)}`,
    url: treeUrl(spec.repo, check.commit),
    detail: `: defined in ${check.files.map(fileLabel).join(' and ')}, dispatched in ${check.dispatcher}.`,
    notDispatched: missing.length
      ? `The published specification also lists ${listed}. The code defines them (${where}), but ${check.dispatcher} has no case for them, so the app answers 0x6D00 (instruction not supported) and they are not listed here: where the specification file and the code disagree, this page follows the code.`
      : null,
  };
}
