#!/usr/bin/env node
/**
 * A long search session on one /search page (issue 44.4): the same page answers QUERIES queries typed
 * one after another (default 900), and the main thread's work per 100 queries is printed for the first
 * hundred and the last, with their ratio (budget ≤ 1.2: a page must not get slower the longer a reader
 * searches). Main-thread task time (Chromium's Performance.getMetrics TaskDuration) is the measure;
 * the wall time per 100 is printed too, and includes the page's 300 ms typing pause per query.
 * A figure, not a test: ~6 minutes for 900 queries.
 *   BUILD_DIR=/tmp/build-x [QUERIES=900] npm run bench:search-session
 */
import {serveBuild} from './lib/serveBuild.mjs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import jitiFactory from 'jiti';
import {chromium} from '@playwright/test';

/* global document -- the callbacks given to page.waitForFunction and page.evaluate run in the page */

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const jiti = jitiFactory(fileURLToPath(import.meta.url), {interopDefault: true});
const {relevanceQueries} = jiti(path.join(root, 'scripts/lib/search-relevance-queries.ts'));
const {chromiumExecutable, chromiumArgs} = jiti(path.join(root, 'scripts/lib/chromium.ts'));

const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(root, 'build'));
const total = Math.max(200, Number(process.env.QUERIES ?? 900));
const port = Number(process.env.BENCH_PORT ?? 3290);
const BUDGET_RATIO = 1.2;

const server = await serveBuild(buildDir, port);
const browser = await chromium.launch({executablePath: chromiumExecutable, args: chromiumArgs});
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  await page.goto(`http://127.0.0.1:${port}/search`);
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
  const input = page.locator('main input[type=search]');
  // Distinct queries (a number at the end), so no answer is a repeat of the one before.
  const words = relevanceQueries.map((q) => q.query);
  const blocks = [];
  let block = {task: await taskSeconds(), wall: Date.now()};
  for (let i = 0; i < total; i++) {
    const query = `${words[i % words.length]} ${i}`;
    await input.fill(query);
    await page.waitForFunction((q) => document.title.includes(q) && !document.querySelector('[class*=loadingSpinner]'), query, {
      polling: 10,
    });
    if ((i + 1) % 100 === 0) {
      const next = {task: await taskSeconds(), wall: Date.now()};
      const done = {from: i - 98, to: i + 1, taskMs: (next.task - block.task) * 1000, wallMs: next.wall - block.wall};
      blocks.push(done);
      console.log(`queries ${done.from}-${done.to}: main-thread work ${done.taskMs.toFixed(0)} ms, wall ${done.wallMs} ms`);
      block = next;
    }
  }
  const first = blocks[0];
  const last = blocks.at(-1);
  const ratio = last.taskMs / first.taskMs;
  const heads = await page.evaluate(() => document.head.querySelectorAll('link[rel=prefetch]').length);
  console.log(
    `Long search session, ${total} queries on one /search page: main-thread work per 100 queries ${first.taskMs.toFixed(0)} ms ` +
      `(queries 1-100) → ${last.taskMs.toFixed(0)} ms (queries ${last.from}-${last.to}), ratio ${ratio.toFixed(2)} ` +
      `(budget ≤ ${BUDGET_RATIO}: ${ratio <= BUDGET_RATIO ? 'met' : 'MISSED'}); wall ratio ${(last.wallMs / first.wallMs).toFixed(2)}; ` +
      `${heads} prefetch links in <head> at the end`,
  );
  process.exitCode = ratio <= BUDGET_RATIO ? 0 : 1;
} finally {
  await browser.close();
  server.kill();
}
