#!/usr/bin/env node
/**
 * Merges the per-chunk results of tests/e2e/a11y-sweep.spec.ts (test-results/a11y-sitemap/*.json)
 * into one report: URLs checked per colour mode and the violations grouped by rule, with their URLs.
 *   node scripts/a11y-summary.mjs [outputDir=test-results]    (exits 1 when there is any violation)
 */
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(process.argv[2] ?? 'test-results', 'a11y-sitemap');
if (!fs.existsSync(dir)) {
  console.error(`no results in ${dir}: run the page sweep (tests/e2e/a11y-sweep.spec.ts) first`);
  process.exit(2);
}
const checked = {light: 0, dark: 0};
const rules = {};
for (const file of fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const {mode, urls, findings} = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  checked[mode] += urls.length;
  for (const [rule, f] of Object.entries(findings)) {
    const r = (rules[rule] ??= {impact: f.impact, help: f.help, light: [], dark: []});
    r[mode].push(...Object.keys(f.pages));
  }
}
console.log(`axe over the sitemap: ${checked.light} URLs in light mode, ${checked.dark} in dark mode`);
const entries = Object.entries(rules);
console.log(
  `violations: ${entries.length} rules, ${entries.reduce((n, [, r]) => n + r.light.length + r.dark.length, 0)} page×mode findings`,
);
for (const [rule, r] of entries) {
  console.log(`\n${rule} (${r.impact}): ${r.help}`);
  for (const mode of ['light', 'dark']) {
    if (r[mode].length) console.log(`  ${mode} (${r[mode].length}): ${r[mode].slice(0, 20).join(' ')}${r[mode].length > 20 ? ' …' : ''}`);
  }
}
process.exit(entries.length ? 1 : 0);
