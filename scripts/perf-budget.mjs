#!/usr/bin/env node
/**
 * Performance benchmark, run by hand (not in CI: a timing is a figure, not a test).
 * Lighthouse 12 in Debian's Chromium, mobile and desktop presets,
 * over one page of each type of the production build, plus a stock Docusaurus 3.8.1 classic site
 * built in the same run for the JavaScript comparison. Prints the figures, writes
 * bench-results/lighthouse.json and exits 1 when a budget is breached.
 *
 *   npm run build && npm run bench:lighthouse
 *   BUILD_DIR=/tmp/build-x npm run bench:lighthouse
 *
 * Budgets (every page type, median of PERF_RUNS=3 runs, Lighthouse's default simulated throttling):
 *   mobile: performance ≥ 95, accessibility 100, best practices 100, SEO 100; desktop: performance 100;
 *   CLS 0 in every run; JS transferred by the docs page ≤ 80 % of the stock site's docs page.
 *
 * Both sites are served the way a static host serves them (clean URLs, gzip), by the same server.
 * The stock site is generated from the npm registry at run time (npx create-docusaurus@3.8.1) and
 * cached under $PERF_STOCK_DIR (default <tmp>/zondax-perf-stock-3.8.1): nothing third-party is committed.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(root, 'build'));
const runs = Number(process.env.PERF_RUNS ?? 3);
const stockDir = path.resolve(process.env.PERF_STOCK_DIR ?? path.join(os.tmpdir(), 'zondax-perf-stock-3.8.1'));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

export const budgets = {
  mobile: {performance: 95, accessibility: 100, 'best-practices': 100, seo: 100},
  desktop: {performance: 100},
  cls: 0,
  jsRatioVsStock: 0.8,
};

// ---------------------------------------------------------------------------------------------
// A static host on 127.0.0.1: clean URLs, directory index, 404.html, gzip for text, the build's
// catch-all _headers block (the CSP plugin writes one).

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp',
  '.ico': 'image/x-icon', '.xml': 'application/xml', '.txt': 'text/plain; charset=utf-8', '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2', '.yaml': 'text/yaml', '.webmanifest': 'application/manifest+json',
};

function catchAllHeaders(dir) {
  const file = path.join(dir, '_headers');
  if (!fs.existsSync(file)) return {};
  const headers = {};
  let inCatchAll = false;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) inCatchAll = line.trim() === '/*';
    else if (inCatchAll) headers[line.slice(0, line.indexOf(':')).trim()] = line.slice(line.indexOf(':') + 1).trim();
  }
  return headers;
}

function resolveFile(dir, pathname) {
  const rel = decodeURIComponent(pathname).replace(/^\/+/, '');
  const base = path.join(dir, rel);
  if (!base.startsWith(dir)) return undefined;
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function serve(dir) {
  const extra = catchAllHeaders(dir);
  const gzipped = new Map();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let file = resolveFile(dir, url.pathname);
    let status = 200;
    if (!file) {
      file = path.join(dir, '404.html');
      status = 404;
    }
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    let body = fs.readFileSync(file);
    const headers = {...extra, 'Content-Type': type, 'Cache-Control': file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate'};
    if (/text|javascript|json|svg|xml|yaml|manifest/.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(body, {level: 9}));
      body = gzipped.get(file);
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({server, origin: `http://127.0.0.1:${server.address().port}`})));
}

// ---------------------------------------------------------------------------------------------
// The pages: one of each type, found in the build so content changes do not break the script.

function walkHtml(dir, out = []) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walkHtml(full, out);
    else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

function routeOf(file) {
  const rel = path.relative(buildDir, file).split(path.sep).join('/');
  // The site's own URL form: no trailing slash (canonical URLs), except the root.
  return `/${rel.replace(/\/?index\.html$/, '').replace(/\.html$/, '')}`;
}

/** Text length of a page's article: the longest documentation page is the long-page case. */
function articleTextLength(html) {
  const start = html.indexOf('<article');
  if (start < 0) return 0;
  return html.slice(start, html.indexOf('</article>', start)).replace(/<[^>]+>/g, '').length;
}

async function pickPages() {
  const {chains} = await loadTs(path.join(root, 'src/data/chains.ts'));
  const files = walkHtml(buildDir);
  const docs = files
    .filter((f) => !f.includes(`${path.sep}ledger-apps${path.sep}`) && !f.includes(`${path.sep}__test__`))
    .map((f) => ({f, html: fs.readFileSync(f, 'utf8')}))
    // Diagram pages load mermaid by design (only they do); the docs-page budget measures the pages without.
    .filter(({html}) => html.includes('docs-doc-page') && !html.includes('http-equiv="refresh"') && !html.includes('```mermaid') && !/data-mermaid-source|language-mermaid|docusaurus-mermaid/.test(html))
    .map(({f, html}) => ({route: routeOf(f), length: articleTextLength(html)}))
    .sort((a, b) => b.length - a.length);
  // The heaviest 'supported methods' page of the ledger apps (latest version): the worst case of its type.
  const supported = files
    .filter((f) => /[\\/]ledger-apps[\\/][^\\/]+[\\/]supported_latest[\\/]index\.html$/.test(f))
    .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)
    .map(routeOf);
  // src/data/chains.ts: `landing` is the /{Landing} segment; Polkadot first (the best-known chain), else the first built.
  const landings = chains.filter((c) => c.landing && resolveFile(buildDir, `/${c.landing}`)).map((c) => `/${c.landing}`);
  const landing = landings.find((r) => r === '/Polkadot') ?? landings[0];
  const pages = [
    {type: 'home', route: '/'},
    {type: 'long doc', route: process.env.PERF_DOC_PAGE ?? docs[0]?.route},
    {type: 'ledger supported', route: process.env.PERF_SUPPORTED_PAGE ?? supported[0]},
    {type: 'chain landing', route: process.env.PERF_LANDING_PAGE ?? landing},
    {type: 'search', route: '/search'},
  ];
  for (const p of pages) if (!p.route) throw new Error(`no page of type "${p.type}" in ${buildDir}`);
  return pages;
}

async function loadTs(file) {
  // jiti 1 (a dependency of the site): a require() that compiles TypeScript.
  const {default: jiti} = await import('jiti');
  return jiti(path.join(root, 'package.json'), {interopDefault: true})(file);
}

// ---------------------------------------------------------------------------------------------
// The stock Docusaurus 3.8.1 classic site, generated, installed and built once per cache dir.

function run(cmd, args, cwd, env = {}) {
  const r = spawnSync(cmd, args, {cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 1 << 28, env: {...process.env, CI: 'true', ...env}});
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}:\n${r.stdout?.slice(-3000)}\n${r.stderr?.slice(-3000)}`);
}

function ensureStockSite() {
  const site = path.join(stockDir, 'site');
  const built = path.join(site, 'build', 'docs', 'intro', 'index.html');
  if (fs.existsSync(built)) return path.join(site, 'build');
  console.log(`stock Docusaurus 3.8.1: generating, installing and building in ${site} (cached for later runs)`);
  fs.rmSync(site, {recursive: true, force: true});
  fs.mkdirSync(stockDir, {recursive: true});
  run('npx', ['--yes', 'create-docusaurus@3.8.1', 'site', 'classic', '--typescript', '--skip-install'], stockDir);
  const pkgFile = path.join(site, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
  // The same webpackbar override as this site (webpackbar 6 breaks with the installed webpack).
  pkg.overrides = {...pkg.overrides, webpackbar: '^7.0.0'};
  fs.writeFileSync(pkgFile, JSON.stringify(pkg, null, 2));
  run('npm', ['install', '--no-audit', '--no-fund'], site);
  run('npx', ['docusaurus', 'build'], site);
  return path.join(site, 'build');
}

/**
 * The same stock site with plain Markdown pages added until it has as many HTML pages as this
 * site. Docusaurus ships every route's entry in main.js and every chunk's name in the runtime, so
 * that part of a page's JavaScript grows with the page count, not with features; this reference
 * shows how much of the gap to the 5-page stock site is size alone. Reported, not a budget.
 */
function ensureScaledStockSite(pageCount) {
  const base = path.dirname(ensureStockSite());
  const site = path.join(stockDir, `site-${pageCount}-pages`);
  const built = path.join(site, 'build', 'docs', 'intro', 'index.html');
  if (fs.existsSync(built)) return path.join(site, 'build');
  console.log(`stock Docusaurus 3.8.1 with ${pageCount} pages: building in ${site} (cached for later runs)`);
  fs.rmSync(site, {recursive: true, force: true});
  fs.cpSync(base, site, {recursive: true, filter: (src) => !/[\\/](node_modules|build|\.docusaurus)$/.test(src)});
  fs.symlinkSync(path.join(base, 'node_modules'), path.join(site, 'node_modules'));
  const extra = Math.max(0, pageCount - walkHtml(path.join(base, 'build')).length);
  const dir = path.join(site, 'src', 'pages', 'scale');
  fs.mkdirSync(dir, {recursive: true});
  for (let i = 1; i <= extra; i++) {
    const n = String(i).padStart(4, '0');
    fs.writeFileSync(path.join(dir, `page-${n}.md`), `# Page ${n}\n\n## Overview\n\nA page that exists so the route table has ${pageCount} entries.\n\n## Details\n\n- item one\n- item two\n`);
  }
  // The node_modules (and so webpack's cache folder) are the stock site's: a cached build of the
  // 5-page site would be reused for this one, so the persistent cache is off.
  run('npx', ['docusaurus', 'build'], site, {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'});
  return path.join(site, 'build');
}

// ---------------------------------------------------------------------------------------------
// Lighthouse.

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

let chrome;
function killChrome() {
  try {
    chrome?.kill();
  } catch {
    /* already gone */
  }
}
// Never leave a browser behind when the run is interrupted.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    killChrome();
    process.exit(130);
    setTimeout(() => process.exit(130), 3000).unref();
  });
}
async function lighthouseOnce(url, preset) {
  chrome ??= await chromeLauncher.launch({chromePath, chromeFlags});
  const flags = {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories};
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
      const lhr = result?.lhr;
      if (!lhr) throw new Error('no result');
      if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      return lhr;
    } catch (error) {
      // A crashed or wedged browser is the machine's fault, not the page's: restart it and retry once.
      if (attempt >= 2) throw error;
      console.warn(`  retrying ${url} (${preset}): ${error.message}`);
      killChrome();
      chrome = await chromeLauncher.launch({chromePath, chromeFlags});
      flags.port = chrome.port;
    }
  }
}

function figures(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((i) => i.resourceType === 'Script');
  return {
    scores: Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsBytes: scripts.reduce((n, i) => n + (i.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    failing: categories.flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
        .map((ref) => `${c}/${ref.id}`),
    ),
  };
}

async function measure(origin, route, preset) {
  const each = [];
  for (let i = 0; i < runs; i++) each.push(figures(await lighthouseOnce(origin + route, preset)));
  return {
    runs: each,
    scores: Object.fromEntries(categories.map((c) => [c, median(each.map((r) => r.scores[c]))])),
    lcpMs: median(each.map((r) => r.lcpMs)),
    tbtMs: median(each.map((r) => r.tbtMs)),
    cls: median(each.map((r) => r.cls)),
    clsMax: Math.max(...each.map((r) => r.cls)),
    jsBytes: median(each.map((r) => r.jsBytes)),
    jsFiles: median(each.map((r) => r.jsFiles)),
    failing: [...new Set(each.flatMap((r) => r.failing))],
  };
}

// ---------------------------------------------------------------------------------------------

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
function printRow(label, preset, m, route) {
  const s = m.scores;
  console.log(
    `${label.padEnd(18)} ${preset.padEnd(8)} ${String(s.performance).padStart(4)} ${String(s.accessibility).padStart(4)} ${String(s['best-practices']).padStart(3)} ${String(s.seo).padStart(4)} ${m.lcpMs.toFixed(0).padStart(8)} ${m.tbtMs.toFixed(0).padStart(7)} ${m.clsMax.toFixed(3).padStart(6)}   ${kib(m.jsBytes)} (${m.jsFiles} files)  ${route}`,
  );
}
const breaches = [];
const report = {buildDir, runs, budgets, pages: [], stock: undefined};

if (process.argv.includes('--prepare-stock')) {
  // Only generate/install/build the cached stock site (CI can do this while the site builds).
  console.log(`stock site build: ${ensureStockSite()}`);
  process.exit(0);
}
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`no build in ${buildDir}: run npm run build first (or set BUILD_DIR)`);
  process.exit(2);
}
const pages = await pickPages();
const stockBuild = ensureStockSite();
const site = await serve(buildDir);
const stock = await serve(stockBuild);

try {
  console.log(`Lighthouse ${(await import('lighthouse/package.json', {with: {type: 'json'}})).default.version}, ${chromePath}, median of ${runs} runs, simulated throttling\n`);
  const header = 'page type          preset   perf a11y  bp  seo   LCP ms  TBT ms   CLS     JS transferred';
  console.log(header);
  for (const page of pages) {
    const entry = {...page};
    for (const preset of ['mobile', 'desktop']) {
      const m = await measure(site.origin, page.route, preset);
      entry[preset] = m;
      const s = m.scores;
      printRow(page.type, preset, m, page.route);
      const limits = budgets[preset];
      for (const [category, min] of Object.entries(limits)) {
        if (s[category] < min) breaches.push(`${page.type} ${page.route} ${preset}: ${category} ${s[category]} < ${min} (failing audits: ${m.failing.filter((f) => f.startsWith(category)).join(', ') || 'none below 1'})`);
      }
      if (m.clsMax > budgets.cls) breaches.push(`${page.type} ${page.route} ${preset}: CLS ${m.clsMax.toFixed(4)} > ${budgets.cls} (worst of ${runs} runs)`);
    }
    report.pages.push(entry);
  }

  const docPage = report.pages.find((p) => p.type === 'long doc');
  // The stock site's scores too (not budgets): what the same browser, machine and throttling give
  // Docusaurus itself, so a shortfall can be told apart from the framework's own floor.
  console.log('\nreference, not budgets:');
  const stockDoc = await measure(stock.origin, '/docs/intro', 'mobile');
  printRow('stock docs page', 'mobile', stockDoc, '/docs/intro');
  const stockDesktop = await measure(stock.origin, '/docs/intro', 'desktop');
  printRow('stock docs page', 'desktop', stockDesktop, '/docs/intro');
  report.stock = {route: '/docs/intro', mobile: stockDoc, desktop: stockDesktop};
  const ratio = docPage.mobile.jsBytes / stockDoc.jsBytes;
  report.jsRatioVsStock = Number(ratio.toFixed(3));
  console.log(`\nJS transferred on first load of a documentation page (mobile, gzip):`);
  console.log(`  this site  ${docPage.route}: ${kib(docPage.mobile.jsBytes)} (${docPage.mobile.jsFiles} files)`);
  console.log(`  stock Docusaurus 3.8.1 classic /docs/intro: ${kib(stockDoc.jsBytes)} (${stockDoc.jsFiles} files)`);
  console.log(`  ratio ${(ratio * 100).toFixed(1)} % (budget ≤ ${budgets.jsRatioVsStock * 100} %)`);
  if (ratio > budgets.jsRatioVsStock) breaches.push(`docs page JS ${kib(docPage.mobile.jsBytes)} is ${(ratio * 100).toFixed(1)} % of stock ${kib(stockDoc.jsBytes)} (> ${budgets.jsRatioVsStock * 100} %)`);

  const pageCount = walkHtml(buildDir).length;
  const scaled = await serve(ensureScaledStockSite(pageCount));
  try {
    const scaledDoc = await measure(scaled.origin, '/docs/intro', 'mobile');
    const scaledRatio = docPage.mobile.jsBytes / scaledDoc.jsBytes;
    report.stockSamePageCount = {pages: pageCount, route: '/docs/intro', mobile: scaledDoc, jsRatio: Number(scaledRatio.toFixed(3))};
    console.log(`  stock with ${pageCount} pages (reference, not a budget) /docs/intro: ${kib(scaledDoc.jsBytes)} (${scaledDoc.jsFiles} files), ratio ${(scaledRatio * 100).toFixed(1)} %`);
    printRow(`stock, ${pageCount} pages`, 'mobile', scaledDoc, '/docs/intro');
  } finally {
    scaled.server.close();
  }
} finally {
  killChrome();
  site.server.close();
  stock.server.close();
}

report.breaches = breaches;
fs.mkdirSync(path.join(root, 'bench-results'), {recursive: true});
fs.writeFileSync(path.join(root, 'bench-results', 'lighthouse.json'), JSON.stringify(report, null, 2));
if (breaches.length) {
  console.error(`\nBUDGET BREACHED (${breaches.length}):\n  ${breaches.join('\n  ')}`);
  process.exit(1);
}
console.log('\nall performance budgets met');
