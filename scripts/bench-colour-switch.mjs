#!/usr/bin/env node
/**
 * How long does the colour-mode switch hold the page? Its interaction to next paint (the click's Event Timing
 * duration, which INP reports) in Debian's Chromium on each page type, side by side in one run with the typical
 * doc page as the anchor, and the ratio to it. Each round opens every page in a fresh context, waits until
 * nothing on it is busy (aria-busy: the OpenAPI viewer until Redoc has rendered), then switches to dark and back.
 * Figures are medians over BENCH_SWITCH_ROUNDS (default 5) rounds of both clicks, unthrottled; 200 ms and less is
 * what Core Web Vitals call good. Writes bench-results/colour-switch.json (every click).
 *
 *   BUILD_DIR=/tmp/build-x npm run bench:colour-switch
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import jitiFactory from 'jiti';
import {chromium} from '@playwright/test';
import {serveBuild} from './lib/serveBuild.mjs';
import {median} from './lib/stats.mjs';
/* global window, document -- the callbacks given to page.addInitScript, page.waitForFunction and page.evaluate run in the page */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(root, 'build'));
const rounds = Number(process.env.BENCH_SWITCH_ROUNDS ?? 5);
const port = 4721;
const jiti = jitiFactory(fileURLToPath(import.meta.url), {interopDefault: true});
const {chromiumExecutable, chromiumArgs} = jiti(path.join(root, 'scripts/lib/chromium.ts'));

const anchor = {type: 'typical doc page', path: '/zemu/quickstart'};
const pages = [
  anchor,
  {type: 'home', path: '/'},
  {type: 'APDU specification', path: '/ledger-apps/cosmos/APDUSPEC'},
  {type: 'supported-methods page', path: '/ledger-apps/alephzero/supported_9.30.x'},
  {type: 'OpenAPI reference', path: '/OpenAPI'},
];

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`${buildDir} has no index.html: build the site first (npm run build), or set BUILD_DIR.`);
  process.exit(1);
}

const server = await serveBuild(buildDir, port);
const browser = await chromium.launch({executablePath: chromiumExecutable, args: chromiumArgs});

/** The two clicks' durations (ms) on one page: to dark, then back to light. */
async function switchTwice(pagePath) {
  const context = await browser.newContext({viewport: {width: 1440, height: 900}});
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.localStorage.setItem('theme', 'light');
    window.clickDurations = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'click') window.clickDurations.push(entry.duration);
    }).observe({type: 'event', durationThreshold: 16, buffered: true});
  });
  await page.goto(`http://127.0.0.1:${port}${pagePath}`);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {timeout: 30_000});
  const toggle = page.locator('.navbar__items--right').getByRole('button', {name: /^Switch between dark and light mode/});
  for (const mode of ['dark', 'light']) {
    await page.waitForTimeout(500);
    await toggle.click();
    await page.waitForFunction((m) => document.documentElement.dataset.theme === m, mode);
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {timeout: 30_000});
  }
  // Event Timing reports an entry after the frame it ends in; a short wait lets the second one arrive.
  await page.waitForTimeout(500);
  const durations = await page.evaluate(() => window.clickDurations);
  await context.close();
  // A click under the 16 ms threshold has no entry: it counts as 16.
  return [0, 1].map((i) => durations[i] ?? 16);
}

const results = Object.fromEntries(pages.map((p) => [p.path, []]));
try {
  for (let round = 0; round < rounds; round += 1) {
    // Alternate the order, so no page always runs on a warmer machine.
    for (const p of round % 2 === 0 ? pages : [...pages].reverse()) results[p.path].push(...(await switchTwice(p.path)));
  }
} finally {
  await browser.close();
  server.kill();
}

const anchorMedian = median(results[anchor.path]);
console.log(`Colour-mode switch, interaction to next paint: medians of ${rounds * 2} clicks (ms), unthrottled Chromium, 1440×900`);
console.log(`${'page'.padEnd(24)} ${'median'.padStart(7)} ${'max'.padStart(6)}  ratio to the ${anchor.type}`);
const medians = pages.map((p) => {
  const m = median(results[p.path]);
  console.log(
    `${p.type.padEnd(24)} ${m.toFixed(0).padStart(7)} ${Math.max(...results[p.path])
      .toFixed(0)
      .padStart(6)}  ${(m / anchorMedian).toFixed(2)}`,
  );
  return {...p, median: m, ratio: m / anchorMedian};
});
fs.mkdirSync(path.join(root, 'bench-results'), {recursive: true});
fs.writeFileSync(
  path.join(root, 'bench-results/colour-switch.json'),
  `${JSON.stringify({buildDir, rounds, anchor: anchor.path, loadAverage: os.loadavg(), medians, clicks: results}, null, 2)}\n`,
);
