/**
 * The commit the site is built from, for the "Report a problem with this page" link and the MCP snapshot:
 * a report then names the exact text the reader saw. Null outside a git checkout (an exported tarball).
 */
import {execFileSync} from 'node:child_process';

export function buildCommit(cwd: string): string | null {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
    return /^[0-9a-f]{40}$/.test(commit) ? commit : null;
  } catch {
    return null;
  }
}
