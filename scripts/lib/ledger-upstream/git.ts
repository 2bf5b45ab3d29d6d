/**
 * The few git reads the upstream check needs, on a clone (or a bare snapshot) of an app's repository.
 * Read-only: nothing here checks out, fetches or writes.
 */
import {execFileSync} from 'node:child_process';

function git(dir: string, args: string[]): string {
  return execFileSync('git', ['-C', dir, ...args], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024});
}

function tryGit(dir: string, args: string[]): string | undefined {
  try {
    return git(dir, args);
  } catch {
    return undefined;
  }
}

/** The full hash a ref names (a branch, remote branch, tag or hash), or undefined. */
export function resolve(dir: string, ref: string): string | undefined {
  return tryGit(dir, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])?.trim() || undefined;
}

/**
 * The newest commit of `branch`: the remote-tracking branch of a clone (origin/<branch>) when there is
 * one, else the local branch (a bare snapshot, or a repository a test made).
 */
export function branchHead(dir: string, branch: string): string | undefined {
  return resolve(dir, `refs/remotes/origin/${branch}`) ?? resolve(dir, `refs/heads/${branch}`);
}

/** The branch HEAD points at (a snapshot's default branch). */
export function defaultBranch(dir: string): string | undefined {
  return (
    tryGit(dir, ['symbolic-ref', '--short', 'refs/remotes/origin/HEAD'])
      ?.trim()
      .replace(/^origin\//, '') ||
    tryGit(dir, ['symbolic-ref', '--short', 'HEAD'])?.trim() ||
    undefined
  );
}

/** A file's text at a commit, or undefined when the commit has no such file. */
export function show(dir: string, commit: string, path: string): string | undefined {
  return tryGit(dir, ['show', `${commit}:${path}`]);
}

/** The commit a submodule (gitlink) points at in `commit`, or undefined when `path` is not one. */
export function submoduleCommit(dir: string, commit: string, path: string): string | undefined {
  const line = tryGit(dir, ['ls-tree', commit, '--', path])?.trim();
  const m = line?.match(/^160000 commit ([0-9a-f]{40})\t/);
  return m?.[1];
}

/** Committer date of a commit, YYYY-MM-DD in the commit's own time zone (as apps.json records it). */
export function commitDate(dir: string, commit: string): string {
  return git(dir, ['show', '-s', '--format=%cd', '--date=short', commit]).trim();
}

/** Whether `ancestor` is reachable from `commit`. */
export function isAncestor(dir: string, ancestor: string, commit: string): boolean {
  try {
    execFileSync('git', ['-C', dir, 'merge-base', '--is-ancestor', ancestor, commit], {stdio: 'ignore'});
    return true;
  } catch {
    return false;
  }
}

/** What `to` adds to `from` (an ancestor): how many commits, and the files that differ. */
export function changesSince(dir: string, from: string, to: string): {ahead: number; changedFiles: string[]} {
  return {
    ahead: Number(git(dir, ['rev-list', '--count', `${from}..${to}`]).trim()),
    changedFiles: git(dir, ['diff', '--name-only', from, to]).split('\n').filter(Boolean),
  };
}

export interface Tag {
  name: string;
  commit: string;
  /** Committer date of the tagged commit (commitDate). */
  date: string;
}

/**
 * Every tag of the repository with the commit it names (annotated tags peeled) and that commit's date,
 * in one git call. A tag whose commit the clone cannot read (a snapshot without it) is left out.
 */
export function tags(dir: string): Tag[] {
  const format =
    '%(refname:short)%09%(*objectname)%09%(objectname)%09%(*committerdate:short)%09%(committerdate:short)%09%(objecttype)%09%(*objecttype)';
  const out = tryGit(dir, ['for-each-ref', `--format=${format}`, 'refs/tags']) ?? '';
  return out
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      const [name, peeled, object, peeledDate, objectDate, type, peeledType] = line.split('\t');
      const commit = peeled || object;
      const date = peeledDate || objectDate;
      if ((peeledType || type) !== 'commit' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return [];
      return [{name, commit, date}];
    });
}
