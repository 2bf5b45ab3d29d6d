#!/usr/bin/env node
/**
 * Cold production build benchmark (not a test): prints build seconds, peak memory,
 * number of HTML pages and JS bytes, so the cost of content growth is visible.
 *   npm run bench:build            (writes bench-results/build.json too)
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const outDir = path.resolve(process.env.BENCH_OUT_DIR ?? 'build');

function walk(dir, out = []) {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

spawnSync('npx', ['docusaurus', 'clear'], {stdio: 'ignore'});
const started = process.hrtime.bigint();
// GNU time reports the peak resident set size of the build process tree's largest member.
const run = spawnSync('/usr/bin/time', ['-f', '%M %U %S', 'npx', 'docusaurus', 'build', '--out-dir', outDir], {
  encoding: 'utf8',
  maxBuffer: 1 << 28,
});
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
if (run.status !== 0) {
  console.error(run.stdout.slice(-4000), run.stderr.slice(-4000));
  process.exit(run.status ?? 1);
}
const [peakKb, userSeconds, systemSeconds] = run.stderr.trim().split('\n').pop().split(' ').map(Number);
const files = walk(outDir);
const html = files.filter((f) => f.endsWith('.html'));
const js = files.filter((f) => f.endsWith('.js'));
const jsBytes = js.reduce((sum, f) => sum + statSync(f).size, 0);

const result = {
  coldBuildSeconds: Number(seconds.toFixed(1)),
  peakMemoryMiB: Math.round(peakKb / 1024),
  // CPU seconds show the build's own cost when the machine is shared (wall time then includes waiting).
  cpuSeconds: Number((userSeconds + systemSeconds).toFixed(1)),
  htmlPages: html.length,
  jsFiles: js.length,
  jsBytes,
  budgetSeconds: 120,
};
mkdirSync('bench-results', {recursive: true});
writeFileSync('bench-results/build.json', JSON.stringify(result, null, 2));
console.log(
  `cold build:   ${result.coldBuildSeconds} s (budget ${result.budgetSeconds} s, ratio ${(result.coldBuildSeconds / result.budgetSeconds).toFixed(2)})`,
);
console.log(`CPU time:     ${result.cpuSeconds} s (user + system, ${os.cpus().length} cores)`);
console.log(`peak memory:  ${result.peakMemoryMiB} MiB`);
console.log(`HTML pages:   ${result.htmlPages}`);
console.log(`JS:           ${result.jsFiles} files, ${(jsBytes / 1024).toFixed(0)} KiB`);
if (result.coldBuildSeconds > result.budgetSeconds) {
  console.error(`BUDGET BREACHED: cold build ${result.coldBuildSeconds} s > ${result.budgetSeconds} s`);
  process.exit(1);
}
