/**
 * The claim "this list covers every instruction" is made only for apps whose data records the
 * code it was checked against (repository, files, commit). Pure, so the page and the tests share it.
 */
import type {ApduSpec} from './schema';
import {treeUrl} from '../../sourceHost';

export interface CodeCheckStatement {
  /** Sentence before the link. */
  text: string;
  /** Link label: owner/name at the short commit. */
  label: string;
  /** The commit's tree on GitHub. */
  url: string;
  /** Sentence after the link: the files read, and what was left out. */
  detail: string;
}

export function codeCheckStatement(spec: Pick<ApduSpec, 'repo' | 'commands' | 'codeCheck'>): CodeCheckStatement | null {
  const check = spec.codeCheck;
  if (!check) return null;
  const repo = check.repo ?? spec.repo;
  // A command a generic handler answers (GET_DEVICE_INFO) is on the page but not among the dispatcher's cases.
  const generic = new Set(check.beforeDispatcher ?? []);
  const n = spec.commands.filter((c) => !generic.has(c.id)).length;
  const genericNames = spec.commands.filter((c) => generic.has(c.id)).map((c) => c.name);
  const besides = genericNames.length
    ? ` besides ${genericNames.join(' and ')}, which a generic handler answers before the dispatcher,`
    : '';
  const files = check.files.map((f) => `${f}`).join(', ');
  const omitted = check.omitted?.length ? ` Left out: ${check.omitted.join(' ')}` : '';
  return {
    text: `The ${n} commands below${besides} are every instruction the app dispatches in`,
    label: `${repo}@${check.commit.slice(0, 7)}`,
    url: treeUrl(repo, check.commit),
    detail: `, checked in ${files}.${omitted}`,
  };
}
