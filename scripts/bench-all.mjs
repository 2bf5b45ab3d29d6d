#!/usr/bin/env node
/**
 * `npm run bench`: the benchmarks that print figures, one after the other, each with its figures and its
 * duration, then a table of all of them. They used to run at the end of every CI run (scripts/test-all.sh),
 * where they never failed it and took about 5 minutes of a slow machine; a timing figure is a benchmark,
 * not a test, so CI no longer runs them (scripts/README.md).
 *   npm run build && npm run bench              the figures CI used to print
 *   BUILD_DIR=/tmp/build-x npm run bench         another build
 *   PERF_RUNS=5 PERF_PRESETS=mobile,desktop PERF_PAGES= npm run bench   Lighthouse's full budget run
 * Each benchmark is its own npm script and runs alone as before (npm run bench:search, bench:mcp,
 * bench:lighthouse). Exit code 1 when one of them reported a budget miss or could not run.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = process.env.BUILD_DIR ?? 'build';

/**
 * The benchmarks, with the settings CI ran them with (each overridable from the environment). Lighthouse:
 * three mobile runs of the typical doc page beside stock Docusaurus's twin (generated from the npm registry
 * and cached under PERF_STOCK_DIR, about a minute the first time), a median of three because each browser's
 * first run is the slowest; its budgets are judged on medians of five (`npm run bench:lighthouse`).
 */
const benches = [
  {name: 'search (index size, first-query latency, relevance)', script: 'bench:search', env: {}},
  {name: 'MCP server (stdio cold start, search_docs and build_apdu latency)', script: 'bench:mcp', env: {}},
  {
    name: "colour-mode switch's interaction to next paint, each page type against the typical doc page",
    script: 'bench:colour-switch',
    env: {},
  },
  {
    name: 'Lighthouse, typical doc page against stock Docusaurus',
    script: 'bench:lighthouse',
    env: {PERF_RUNS: '3', PERF_PRESETS: 'mobile', PERF_PAGES: 'typical doc'},
  },
];

const results = [];
for (const {name, script, env} of benches) {
  console.log(`\n== ${name} (npm run ${script})`);
  const started = process.hrtime.bigint();
  const run = spawnSync('npm', ['run', '--silent', script], {
    cwd: root,
    stdio: 'inherit',
    // What the caller set wins over the defaults above.
    env: {...env, ...process.env, BUILD_DIR: buildDir},
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const status = run.status ?? 1;
  console.log(
    `== ${name}: ${seconds.toFixed(0)} s, ${status === 0 ? 'budgets met' : `exit ${status} (a budget missed or it could not run)`}`,
  );
  results.push({name, script, seconds, status});
}

console.log('\n== benchmark durations');
for (const r of results)
  console.log(`${r.seconds.toFixed(0).padStart(6)}s  ${r.script.padEnd(17)} ${r.status === 0 ? 'ok    ' : `exit ${r.status}`}  ${r.name}`);
console.log(
  `${results
    .reduce((sum, r) => sum + r.seconds, 0)
    .toFixed(0)
    .padStart(6)}s  total`,
);
process.exit(results.every((r) => r.status === 0) ? 0 : 1);
