/** The upstream check's report, as printed (text) and as the scheduled workflow's issue (Markdown). */
import type {CheckResult} from './check';

const short = (commit: string) => commit.slice(0, 7);

function headline(r: CheckResult): string {
  const from = `${r.recorded.version ?? '?'} @${short(r.recorded.commit)}`;
  if (!r.head) return `${r.folder} (${r.repository}) ${from}`;
  if (r.head.commit === r.recorded.commit) return `${r.folder} (${r.repository}) ${from}`;
  return `${r.folder} (${r.repository}) ${from} → ${r.head.version ?? '?'} @${short(r.head.commit)} of ${r.head.date}`;
}

const groups: {key: CheckResult['classification']; title: string}[] = [
  {key: 'material', title: 'material changes, for a person (never applied)'},
  {key: 'unreadable', title: 'not checked'},
  {key: 'safe', title: 'version or commit only (--apply rewrites commit, date and version)'},
  {key: 'current', title: 'current'},
];

export function textReport(results: readonly CheckResult[], {clones, date}: {clones: string; date: string}): string {
  const lines = [`Ledger upstream check of ${date}: ${results.length} apps, clones in ${clones}`];
  for (const {key, title} of groups) {
    const those = results.filter((r) => r.classification === key);
    if (!those.length) continue;
    lines.push('', `${title} (${those.length}):`);
    for (const r of those) {
      lines.push(`  ${headline(r)}${r.notes.length ? `: ${r.notes.join('; ')}` : ''}`);
      for (const c of r.changes) lines.push(`    - [${c.kind}] ${c.text}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export function markdownReport(results: readonly CheckResult[], {date}: {date: string}): string {
  const count = (k: CheckResult['classification']) => results.filter((r) => r.classification === k).length;
  const lines = [
    `Upstream check of ${date} over ${results.length} Ledger apps (\`npm run ledger:upstream\`): ${count('current')} current, ${count('safe')} version or commit only, ${count('material')} with material changes, ${count('unreadable')} not checked.`,
  ];
  for (const {key, title} of groups) {
    const those = results.filter((r) => r.classification === key);
    if (!those.length || key === 'current') continue;
    lines.push('', `### ${title[0].toUpperCase()}${title.slice(1)}`, '');
    for (const r of those) {
      lines.push(`- **${r.folder}**: ${headline(r).replace(`${r.folder} `, '')}${r.notes.length ? ` (${r.notes.join('; ')})` : ''}`);
      for (const c of r.changes) lines.push(`  - ${c.kind}: ${c.text}`);
    }
  }
  const current = results.filter((r) => r.classification === 'current');
  if (current.length) lines.push('', `Current: ${current.map((r) => r.folder).join(', ')}.`);
  return `${lines.join('\n')}\n`;
}

/** True when a person has something to do: material changes, apps not checked, or records to apply. */
export function needsAttention(results: readonly CheckResult[]): boolean {
  return results.some((r) => r.classification !== 'current');
}
