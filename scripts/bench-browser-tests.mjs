#!/usr/bin/env node
/**
 * Where do the browser tests' CPU seconds go, and how many would Debian's old headless shell save? CI's longest
 * step is the browser tests, and on 2 cores they are CPU-bound (both cores busy throughout), so CPU seconds, not
 * wall time, say what a change saves. This runs one slice of the suite, side by side in one run, under
 * /usr/bin/chromium (the anchor: the browser every test uses, in its new headless mode) and under Debian's
 * chromium-headless-shell (the same Chromium release without the browser's UI layer; installed here when
 * missing, as root), and prints CPU seconds by process kind with the ratio to the anchor. The slice: three
 * interaction specs (navbar, search, colour modes: many short tests, each a new page) and the page sweep over
 * BENCH_SWEEP_URLS (few long tests: axe, diagrams and code on each page), whose costs differ in kind.
 * Rounds alternate the two browsers (BENCH_ROUNDS, default 1); figures are medians over rounds.
 *
 *   npm run build && npm run bench:browser-tests        BUILD_DIR=/tmp/build-x for another build
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {countCpu} from './lib/procCpu.mjs';
import {median} from './lib/stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(root, 'build'));
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const sweepUrls =
  process.env.BENCH_SWEEP_URLS ??
  '/,/zemu/quickstart,/ledger-apps/filecoin/APDUSPEC,/beryx-explorer-docs/mempool,/drand/contribution/overview,/Filecoin';
const specs = ['tests/e2e/navbar.spec.ts', 'tests/e2e/search.spec.ts', 'tests/e2e/theme.spec.ts', 'tests/e2e/a11y-sweep.spec.ts'];
const shell = '/usr/bin/chromium-headless-shell';
const browsers = [
  {name: 'chromium (anchor)', executable: '/usr/bin/chromium'},
  {name: 'headless shell', executable: shell},
];

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`${buildDir} has no index.html: build the site first (npm run build), or set BUILD_DIR.`);
  process.exit(1);
}
if (!fs.existsSync(shell)) {
  if (process.getuid?.() !== 0) {
    console.error(`${shell} is missing: apt-get install -y chromium-headless-shell (as root), then run this again.`);
    process.exit(1);
  }
  console.log('Installing Debian’s chromium-headless-shell (apt-get)…');
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium-headless-shell'],
  ]) {
    const apt = spawnSync('apt-get', args, {stdio: 'inherit', env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'}});
    if (apt.status !== 0) process.exit(apt.status ?? 1);
  }
}

/** The kind of a process, from its command line; null for what is not part of the test run. */
function kindOf(command) {
  if (/chromium/.test(command)) {
    const type = /--type=([a-z-]+)/.exec(command)?.[1];
    if (type === 'renderer') return 'browser: renderers (pages, axe)';
    if (type === 'gpu-process') return 'browser: GPU process (compositing)';
    if (type) return 'browser: utility and zygote (network, storage)';
    return 'browser: main process';
  }
  if (/playwright\/lib\/worker|playwright test/.test(command)) return 'Playwright (runner and workers)';
  if (/serve-build\.mjs/.test(command)) return 'static server';
  return null;
}

const runs = new Map(browsers.map((b) => [b.name, []]));
for (let round = 1; round <= rounds; round++) {
  for (const browser of browsers) {
    console.log(`\n== round ${round}/${rounds}: ${browser.name} (${browser.executable})`);
    const counter = countCpu(kindOf);
    // Not spawnSync: the counter samples on this process's timers while the tests run.
    const status = await new Promise((resolve) =>
      spawn('npx', ['playwright', 'test', ...specs, '--reporter=dot', '--retries=0'], {
        cwd: root,
        stdio: 'inherit',
        env: {...process.env, CI: '', CHROMIUM_PATH: browser.executable, BUILD_DIR: buildDir, E2E_PORT: '4731', A11Y_URLS: sweepUrls},
      }).on('exit', resolve),
    );
    const figures = counter.stop();
    if (status !== 0) {
      console.error(`The slice failed under ${browser.name} (exit ${status}): its figures would not compare.`);
      process.exit(1);
    }
    runs.get(browser.name).push(figures);
  }
}

const kinds = [...new Set([...runs.values()].flat().flatMap((f) => Object.keys(f.byKind)))].sort();
const medianOf = (name, pick) => median(runs.get(name).map(pick));
const rows = [
  ...kinds.map((kind) => [kind, (f) => f.byKind[kind] ?? 0]),
  [
    'not attributed (processes that exited between samples, the rest of the machine)',
    (f) => f.busySeconds - Object.values(f.byKind).reduce((a, b) => a + b, 0),
  ],
  ['all CPU seconds (busy time of the machine)', (f) => f.busySeconds],
  ['wall seconds', (f) => f.wallSeconds],
];
const [anchor, other] = browsers.map((b) => b.name);
console.log(
  `\nBrowser tests, one slice (${specs.map((s) => path.basename(s)).join(', ')}; sweep over ${sweepUrls.split(',').length} pages), medians of ${rounds} round(s)`,
);
console.log(`${'CPU seconds by process kind'.padEnd(84)} ${anchor.padStart(18)} ${other.padStart(15)}  ratio`);
for (const [label, pick] of rows) {
  const a = medianOf(anchor, pick);
  const b = medianOf(other, pick);
  console.log(`${label.padEnd(84)} ${a.toFixed(1).padStart(18)} ${b.toFixed(1).padStart(15)}  ${a > 0 ? (b / a).toFixed(2) : '-'}`);
}
