#!/usr/bin/env node
/**
 * Does the service worker slow down the pages it controls? Repeat visits in Debian's Chromium, side by
 * side in one run: the same production build served twice on 127.0.0.1, once as built and once without
 * its sw.js (so the worker never registers there). Each round, for each variant, in a fresh browser
 * context: open the section page, wait until the worker controls it (or as long, without one), then
 *   - "next page": a full load of the typical doc page (the section's shared files are now cached);
 *   - "reload": a reload of that page;
 *   - "new tab": that page again in a new tab, as a later visit opens it.
 * Figures are medians over BENCH_SW_ROUNDS (default 7) interleaved rounds, unthrottled: time to first
 * byte, first contentful paint and largest contentful paint, with the ratio worker / no worker.
 * Writes bench-results/service-worker.json (every round).
 *
 *   BUILD_DIR=/tmp/build-x npm run bench:service-worker
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import jitiFactory from 'jiti';
import {chromium} from '@playwright/test';
import {serveBuild} from './lib/serveBuild.mjs';
import {median} from './lib/stats.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(root, 'build'));
const rounds = Number(process.env.BENCH_SW_ROUNDS ?? 7);
const firstPage = process.env.BENCH_SW_FIRST ?? '/zemu/';
const typicalPage = process.env.BENCH_SW_PAGE ?? '/zemu/quickstart';
const jiti = jitiFactory(fileURLToPath(import.meta.url), {interopDefault: true});
const {chromiumExecutable, chromiumArgs} = jiti(path.join(root, 'scripts/lib/chromium.ts'));

if (!fs.existsSync(path.join(buildDir, 'sw.js'))) {
  console.error(`${buildDir} has no sw.js: build the site first (npm run build), or set BUILD_DIR.`);
  process.exit(1);
}

// The variant without a worker: the same files (hard links, no copy), minus sw.js.
const bareDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-sw-bare-'));
const copied = spawnSync('cp', ['-al', `${buildDir}/.`, bareDir]);
if (copied.status !== 0) spawnSync('cp', ['-a', `${buildDir}/.`, bareDir]);
fs.rmSync(path.join(bareDir, 'sw.js'));

const variants = [
  {name: 'worker', dir: buildDir, port: 4711},
  {name: 'no worker', dir: bareDir, port: 4712},
];
const servers = await Promise.all(variants.map((v) => serveBuild(v.dir, v.port)));
const browser = await chromium.launch({executablePath: chromiumExecutable, args: chromiumArgs});

/** Navigation timing and paint entries of the page now open, once its largest paint is final. */
async function paintFigures(page) {
  await page.waitForLoadState('load');
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let lcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = Math.max(lcp, entry.startTime);
        }).observe({type: 'largest-contentful-paint', buffered: true});
        setTimeout(() => {
          const nav = performance.getEntriesByType('navigation')[0];
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
          resolve({ttfb: nav.responseStart, fcp, lcp, controlled: navigator.serviceWorker?.controller !== null});
        }, 300);
      }),
  );
}

async function visit({name, port}) {
  const context = await browser.newContext({viewport: {width: 1440, height: 900}});
  const page = await context.newPage();
  const origin = `http://127.0.0.1:${port}`;
  await page.goto(origin + firstPage, {waitUntil: 'load'});
  // Registration waits 3 s after load and an idle moment; the variant without a worker waits as long.
  const started = Date.now();
  if (name === 'worker') {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {timeout: 20_000, polling: 100});
  }
  await page.waitForTimeout(Math.max(0, 4500 - (Date.now() - started)) + 500);
  await page.goto(origin + typicalPage, {waitUntil: 'load'});
  const next = await paintFigures(page);
  await page.reload({waitUntil: 'load'});
  const reload = await paintFigures(page);
  await page.close();
  // A later visit: the page in a new tab of the same profile.
  const tab = await context.newPage();
  await tab.goto(origin + typicalPage, {waitUntil: 'load'});
  const newTab = await paintFigures(tab);
  await context.close();
  if (name === 'worker' && !(next.controlled && reload.controlled && newTab.controlled))
    throw new Error('the worker did not control the measured pages');
  return {next, reload, newTab};
}

const results = Object.fromEntries(variants.map((v) => [v.name, []]));
try {
  for (let round = 0; round < rounds; round += 1) {
    // Alternate which variant goes first, so neither always runs on a warmer machine.
    const order = round % 2 === 0 ? variants : [...variants].reverse();
    for (const variant of order) results[variant.name].push(await visit(variant));
  }
} finally {
  await browser.close();
  for (const server of servers) server.kill();
  fs.rmSync(bareDir, {recursive: true, force: true});
}

const rows = [];
for (const step of ['next', 'reload', 'newTab']) {
  for (const metric of ['ttfb', 'fcp', 'lcp']) {
    const worker = median(results.worker.map((r) => r[step][metric]));
    const bare = median(results['no worker'].map((r) => r[step][metric]));
    rows.push({step, metric, worker, bare, ratio: worker / bare});
  }
}
console.log(`Service worker, repeat visits of ${typicalPage} after ${firstPage}: medians of ${rounds} rounds (ms), unthrottled Chromium`);
console.log(`${'step'.padEnd(10)} ${'metric'.padEnd(6)} ${'worker'.padStart(8)} ${'no worker'.padStart(10)}  ratio`);
for (const row of rows) {
  console.log(
    `${{next: 'next page', reload: 'reload', newTab: 'new tab'}[row.step].padEnd(10)} ${row.metric.toUpperCase().padEnd(6)} ${row.worker.toFixed(0).padStart(8)} ${row.bare.toFixed(0).padStart(10)}  ${row.ratio.toFixed(2)}`,
  );
}
console.log(
  'Every round, FCP worker / no worker (next page):',
  results.worker.map((r, i) => `${r.next.fcp.toFixed(0)}/${results['no worker'][i].next.fcp.toFixed(0)}`).join(' '),
);
fs.mkdirSync(path.join(root, 'bench-results'), {recursive: true});
fs.writeFileSync(
  path.join(root, 'bench-results/service-worker.json'),
  `${JSON.stringify({buildDir, firstPage, typicalPage, rounds, loadAverage: os.loadavg(), medians: rows, runs: results}, null, 2)}\n`,
);
