#!/usr/bin/env node
/**
 * The JavaScript a page costs, brotli-compressed with Node's zlib at quality 11: the scripts its HTML
 * loads, and every script the page runs until the network is quiet (its HTML's scripts plus the chunks
 * they load: page components, route data; prefetches are not run and are left out).
 * Used to compare builds, e.g. the framework internals on and off (src/internals/README.md):
 *   node scripts/page-js-size.mjs /tmp/build-internals /tmp/build-internals-off [/zemu/quickstart] [port]
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {brotliSize} from './lib/brotliSize.mjs';
import {serveBuild} from './lib/serveBuild.mjs';

const [, , ...args] = process.argv;
// Build folders are the arguments that are folders with an index.html (so the route '/' is not the file system's root);
// then an optional route and port.
const dirs = args.filter((a) => existsSync(a) && statSync(a).isDirectory() && existsSync(path.join(a, 'index.html')));
const route = args.find((a) => !dirs.includes(a) && a.startsWith('/')) ?? '/zemu/quickstart';
const port = Number(args.find((a) => /^\d+$/.test(a)) ?? 3318);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function measure(dir) {
  const htmlFile = [path.join(dir, route, 'index.html'), path.join(dir, `${route}.html`)].find((f) => existsSync(f));
  const inHtml = [...new Set(readFileSync(htmlFile, 'utf8').match(/\/assets\/js\/[^"' >]+\.js/g) ?? [])];
  const server = await serveBuild(dir, port);
  // As the browser tests run it (scripts/lib/chromium.ts): Debian's Chromium in its own headless mode.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const ran = new Set();
    page.on('request', (request) => {
      const {pathname} = new URL(request.url());
      if (request.resourceType() === 'script' && pathname.startsWith('/assets/js/')) ran.add(pathname);
    });
    await page.goto(`http://127.0.0.1:${port}${route}`);
    // Hydrated (core's HasHydratedDataAttribute), then quiet: every chunk the page needed is in.
    // eslint-disable-next-line no-undef -- runs in the page, where document exists
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', null, {timeout: 60_000});
    await page.waitForLoadState('networkidle');
    const sum = (files) => files.reduce((total, f) => total + brotliSize(path.join(dir, f)), 0);
    return {htmlBytes: sum(inHtml), ranBytes: sum([...ran]), ran: [...ran].map((f) => path.basename(f))};
  } finally {
    await browser.close();
    server.kill();
  }
}

const results = [];
for (const dir of dirs) {
  const m = await measure(dir);
  results.push(m);
  console.log(
    `${dir} ${route}: HTML's scripts ${kib(m.htmlBytes)}, all scripts run ${kib(m.ranBytes)} (${m.ranBytes} B) brotli-11 (${m.ran.join(', ')})`,
  );
}
if (results.length === 2) {
  const [a, b] = results;
  console.log(
    `difference (first − second): HTML's scripts ${kib(a.htmlBytes - b.htmlBytes)}, all scripts run ${kib(a.ranBytes - b.ranBytes)}`,
  );
}
