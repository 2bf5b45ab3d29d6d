#!/usr/bin/env node
/**
 * Performance benchmark, run by hand (not a CI step: a timing is a figure, not a test).
 * Lighthouse 12 in Debian's Chromium, mobile and desktop presets, Lighthouse's default simulated
 * throttling, over one page of each type of a production build, side by side with a stock
 * Docusaurus 3.8.1 site (classic + @docusaurus/faster) that carries the same documentation pages:
 * the Markdown twins this site's build publishes (e.g. /zemu/quickstart.md) become pages of the
 * stock site. Runs are interleaved (run 1 of every page and site, then run 2, …) so that the load
 * of a busy machine falls on both sites alike; figures are medians of PERF_RUNS=5.
 *
 *   npm run build && npm run bench:lighthouse
 *   BUILD_DIR=/tmp/build-x PERF_RUNS=3 PERF_PAGES="typical doc,home" npm run bench:lighthouse
 *
 * Budgets (issue "no heavier than stock Docusaurus on the same page"), each printed as met or missed
 * with its ratio: JavaScript transferred by the typical doc page ≤ 100 % of stock's same page; TBT ≤
 * stock's on the pages it also carries; mobile performance ≥ 98, desktop performance 100, CLS 0,
 * accessibility, best practices and SEO 100 and mobile LCP ≤ 1.3 s on every page type.
 * Writes bench-results/lighthouse.json (both sites' figures, every run, the load average).
 *
 * Both sites are served the way a static host serves them (clean URLs, brotli or gzip), by the same
 * server. The stock site is generated from the npm registry (npx create-docusaurus@3.8.1, npm
 * install) once and cached under $PERF_STOCK_DIR (default <tmp>/zondax-perf-stock-3.8.1); later
 * runs only rebuild it when the twin pages change, offline.
 */
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {loadLighthouse} from './lighthouse/load.mjs';
import {median} from './lib/stats.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(root, 'build'));
const runs = Number(process.env.PERF_RUNS ?? 5);
const stockDir = path.resolve(process.env.PERF_STOCK_DIR ?? path.join(os.tmpdir(), 'zondax-perf-stock-3.8.1'));
const {chromiumExecutable: chromePath, chromiumArgs: chromeFlags} = await loadTs(path.join(root, 'scripts/lib/chromium.ts'));
// Not among the project's dependencies: installed apart, on first use (scripts/lighthouse/load.mjs).
const {lighthouse, lighthouseVersion, desktopConfig, chromeLauncher} = await loadLighthouse();
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const presets = (process.env.PERF_PRESETS ?? 'mobile,desktop').split(',');

export const budgets = {
  jsVsStock: 1.0,
  tbtVsStock: 1.0,
  mobile: {performance: 98, accessibility: 100, 'best-practices': 100, seo: 100},
  desktop: {performance: 100, accessibility: 100, 'best-practices': 100, seo: 100},
  cls: 0,
  lcpMs: 1300,
};

// ---------------------------------------------------------------------------------------------
// A static host on 127.0.0.1: clean URLs, directory index, 404.html, gzip for text, the build's
// catch-all _headers block (the CSP plugin writes one).

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.yaml': 'text/yaml',
  '.webmanifest': 'application/manifest+json',
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
  const encoded = new Map();
  /** Bytes of each path's last response body as sent (compressed): JavaScript on the wire without headers. */
  const bodyBytes = new Map();
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
    const headers = {
      ...extra,
      'Content-Type': type,
      'Cache-Control': file.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
    };
    const accepted = req.headers['accept-encoding'] ?? '';
    // Brotli as static hosts serve it (what the issue's figures use), else gzip.
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    if (encoding && /text|javascript|json|svg|xml|yaml|manifest/.test(type)) {
      const key = `${encoding}:${file}`;
      if (!encoded.has(key))
        encoded.set(
          key,
          encoding === 'br'
            ? zlib.brotliCompressSync(body, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}})
            : zlib.gzipSync(body, {level: 9}),
        );
      body = encoded.get(key);
      headers['Content-Encoding'] = encoding;
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = body.length;
    bodyBytes.set(url.pathname, body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({server, bodyBytes, origin: `http://127.0.0.1:${server.address().port}`})),
  );
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

/** The build's Markdown twin of a documentation page (src/plugins/markdown-export), if it has one. */
const twinOf = (route) => [path.join(buildDir, `${route}.md`)].find((f) => fs.existsSync(f));

async function pickPages() {
  const {chains} = await loadTs(path.join(root, 'src/data/chains.ts'));
  const files = walkHtml(buildDir);
  const docs = files
    .filter((f) => !f.includes(`${path.sep}ledger-apps${path.sep}`) && !f.includes(`${path.sep}__test__`))
    .map((f) => ({f, html: fs.readFileSync(f, 'utf8')}))
    // Diagram pages load mermaid by design (only they do): the long-page case is a page without.
    .filter(
      ({html}) =>
        html.includes('docs-doc-page') &&
        !html.includes('http-equiv="refresh"') &&
        !/data-mermaid-source|language-mermaid|docusaurus-mermaid/.test(html),
    )
    .map(({f, html}) => ({route: routeOf(f), length: articleTextLength(html)}))
    .sort((a, b) => b.length - a.length);
  // The heaviest 'supported methods' page of the ledger apps (latest version): the worst case of its type.
  const supported = files
    .filter((f) => /[\\/]ledger-apps[\\/][^\\/]+[\\/]supported_latest[\\/]index\.html$/.test(f))
    .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)
    .map(routeOf);
  const apdu = files
    .filter((f) => /[\\/]ledger-apps[\\/][^\\/]+[\\/]APDUSPEC[\\/]index\.html$/.test(f))
    .map(routeOf)
    .sort();
  // src/data/chains.ts: `landing` is the /{Landing} segment; Polkadot first (the best-known chain), else the first built.
  const landings = chains.filter((c) => c.landing && resolveFile(buildDir, `/${c.landing}`)).map((c) => `/${c.landing}`);
  const pick = (env, preferred, found) => process.env[env] ?? (preferred && resolveFile(buildDir, preferred) ? preferred : found);
  const pages = [
    {type: 'home', route: '/'},
    // The issue's typical page: the Zemu quickstart (1,190 words, bash and TypeScript blocks).
    {type: 'typical doc', route: pick('PERF_DOC_PAGE', '/zemu/quickstart', docs[Math.floor(docs.length / 2)]?.route)},
    {type: 'longest doc', route: pick('PERF_LONG_PAGE', undefined, docs[0]?.route)},
    {type: 'supported', route: pick('PERF_SUPPORTED_PAGE', undefined, supported[0])},
    {type: 'chain landing', route: pick('PERF_LANDING_PAGE', '/Polkadot', landings[0])},
    {type: 'search', route: process.env.PERF_SEARCH_PAGE ?? '/search?q=sign'},
    {type: 'APDU spec', route: pick('PERF_APDU_PAGE', '/ledger-apps/zcash/APDUSPEC', apdu[0])},
  ];
  const only = process.env.PERF_PAGES?.split(',').map((t) => t.trim());
  const chosen = pages.filter((p) => !only || only.includes(p.type));
  for (const p of chosen) if (!p.route) throw new Error(`no page of type "${p.type}" in ${buildDir}`);
  for (const p of chosen) if (p.type.endsWith(' doc')) p.twin = twinOf(p.route);
  return chosen;
}

async function loadTs(file) {
  // jiti 1 (a dependency of the site): a require() that compiles TypeScript.
  const {default: jiti} = await import('jiti');
  return jiti(path.join(root, 'package.json'), {interopDefault: true})(file);
}

// ---------------------------------------------------------------------------------------------
// The stock Docusaurus 3.8.1 site: classic template + @docusaurus/faster, generated and installed
// once (the only step that needs the registry), rebuilt when the twin pages change.

function run(cmd, args, cwd, env = {}) {
  const r = spawnSync(cmd, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    env: {...process.env, CI: 'true', ...env},
  });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}:\n${r.stdout?.slice(-3000)}\n${r.stderr?.slice(-3000)}`);
}

function ensureStockInstall() {
  const site = path.join(stockDir, 'site');
  if (fs.existsSync(path.join(site, 'node_modules', '@docusaurus', 'faster', 'package.json'))) return site;
  console.log(`stock Docusaurus 3.8.1: generating and installing in ${site} (cached for later runs)`);
  fs.rmSync(site, {recursive: true, force: true});
  fs.mkdirSync(stockDir, {recursive: true});
  run('npx', ['--yes', 'create-docusaurus@3.8.1', 'site', 'classic', '--typescript', '--skip-install'], stockDir);
  const pkgFile = path.join(site, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
  pkg.dependencies['@docusaurus/faster'] = '3.8.1';
  // The same webpackbar override as this site (webpackbar 6 breaks with the installed webpack).
  pkg.overrides = {...pkg.overrides, webpackbar: '^7.0.0'};
  fs.writeFileSync(pkgFile, JSON.stringify(pkg, null, 2));
  const configFile = path.join(site, 'docusaurus.config.ts');
  const config = fs.readFileSync(configFile, 'utf8');
  if (!config.includes('experimental_faster'))
    fs.writeFileSync(configFile, config.replace(/future: \{/, 'future: {\n    experimental_faster: true,'));
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], site);
  return site;
}

/**
 * The stock site with the twin pages added under docs/twin/. `.md` files are CommonMark there
 * (markdown.format 'detect'), as the twins are plain Markdown, not MDX.
 */
function ensureStockBuild(twins) {
  const site = ensureStockInstall();
  const hash = crypto.createHash('sha256');
  for (const t of twins) hash.update(t.name).update(fs.readFileSync(t.file));
  const out = path.join(stockDir, 'builds', hash.digest('hex').slice(0, 12));
  if (fs.existsSync(path.join(out, 'index.html'))) return out;
  console.log(`stock Docusaurus 3.8.1: building with ${twins.map((t) => t.name).join(', ')} into ${out}`);
  const twinDir = path.join(site, 'docs', 'twin');
  fs.rmSync(twinDir, {recursive: true, force: true});
  fs.mkdirSync(twinDir, {recursive: true});
  for (const t of twins) fs.copyFileSync(t.file, path.join(twinDir, `${t.name}.md`));
  const configFile = path.join(site, 'docusaurus.config.ts');
  const config = fs.readFileSync(configFile, 'utf8');
  if (!config.includes("format: 'detect'"))
    fs.writeFileSync(configFile, config.replace(/future: \{/, "markdown: {format: 'detect'},\n  future: {"));
  run('npx', ['docusaurus', 'build', '--out-dir', out], site);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Lighthouse.

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
  });
}
/**
 * Every run is a first visit in a browser of its own (chrome-launcher gives each launch a new profile), as
 * with the Lighthouse CLI: with one browser for all runs, a run could find the service worker that an earlier
 * run registered.
 */
async function freshBrowser() {
  killChrome();
  chrome = await chromeLauncher.launch({chromePath, chromeFlags});
}

async function lighthouseOnce(url, preset) {
  await freshBrowser();
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
      await freshBrowser();
      flags.port = chrome.port;
    }
  }
}

/**
 * `jsBytes`: the scripts' compressed bodies as the server sent them. Lighthouse's transferSize
 * (`jsTransferBytes`) adds each response's headers: over this HTTP/1.1 server the site's
 * Content-Security-Policy (~1.3 KB, from _headers; the stock site has none) counted once per script,
 * which HTTP/2 and HTTP/3 hosts send in full once per connection (HPACK/QPACK). The budget is on JavaScript.
 */
function figures(lhr, bodyBytes) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((i) => i.resourceType === 'Script');
  const body = (i) => bodyBytes.get(new URL(i.url).pathname) ?? i.transferSize ?? 0;
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const lcpPhases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items;
  return {
    scores: Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsBytes: scripts.reduce((n, i) => n + body(i), 0),
    jsTransferBytes: scripts.reduce((n, i) => n + (i.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    lcpElement: lcpElement ? `${lcpElement.nodeLabel ?? ''} (${lcpElement.selector ?? ''})`.slice(0, 160) : undefined,
    lcpPhases: lcpPhases?.map((p) => `${p.phase ?? p.label}: ${Math.round(p.timing ?? 0)} ms`),
    failing: categories.flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
        .map((ref) => `${c}/${ref.id}`),
    ),
  };
}

function summary(each) {
  return {
    runs: each,
    scores: Object.fromEntries(categories.map((c) => [c, median(each.map((r) => r.scores[c]))])),
    fcpMs: median(each.map((r) => r.fcpMs)),
    lcpMs: median(each.map((r) => r.lcpMs)),
    tbtMs: median(each.map((r) => r.tbtMs)),
    cls: median(each.map((r) => r.cls)),
    clsMax: Math.max(...each.map((r) => r.cls)),
    jsBytes: median(each.map((r) => r.jsBytes)),
    jsTransferBytes: median(each.map((r) => r.jsTransferBytes)),
    jsFiles: median(each.map((r) => r.jsFiles)),
    failing: [...new Set(each.flatMap((r) => r.failing))],
  };
}

// ---------------------------------------------------------------------------------------------

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
function printRow(label, preset, m, route) {
  const s = m.scores;
  console.log(
    `${label.padEnd(20)} ${preset.padEnd(8)} ${String(s.performance).padStart(4)} ${String(s.accessibility).padStart(4)} ${String(s['best-practices']).padStart(3)} ${String(s.seo).padStart(4)} ${m.fcpMs.toFixed(0).padStart(6)} ${m.lcpMs.toFixed(0).padStart(7)} ${m.tbtMs.toFixed(0).padStart(7)} ${m.clsMax.toFixed(3).padStart(6)}   ${kib(m.jsBytes)} (${m.jsFiles} files; ${kib(m.jsTransferBytes)} with headers)  ${route}`,
  );
}

if (process.argv.includes('--prepare-stock')) {
  // Only generate and install the cached stock site.
  console.log(`stock site: ${ensureStockInstall()}`);
  process.exit(0);
}
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`no build in ${buildDir}: run npm run build first (or set BUILD_DIR)`);
  process.exit(2);
}
const pages = await pickPages();
const twinned = pages.filter((p) => p.twin);
const stockBuild = twinned.length
  ? ensureStockBuild(twinned.map((p) => ({name: p.route.replace(/^\//, '').replace(/\//g, '-'), file: p.twin})))
  : undefined;
for (const p of twinned) p.stockRoute = `/docs/twin/${p.route.replace(/^\//, '').replace(/\//g, '-')}`;
const site = await serve(buildDir);
const stock = stockBuild ? await serve(stockBuild) : undefined;
const report = {
  buildDir,
  runs,
  presets,
  budgets,
  lighthouse: undefined,
  loadavgStart: loadavg(),
  loadavgEnd: undefined,
  pages: [],
  budgetResults: [],
};

try {
  report.lighthouse = lighthouseVersion;
  console.log(
    `Lighthouse ${report.lighthouse}, ${chromePath}, ${runs} interleaved runs (medians), simulated throttling, load average ${report.loadavgStart}\n`,
  );
  // Interleaved: every page and site once per round, so a busy spell hits both sites alike.
  const raw = new Map();
  const key = (who, type, preset) => `${who}|${type}|${preset}`;
  for (let round = 1; round <= runs; round++) {
    for (const page of pages) {
      for (const preset of presets) {
        const targets = [['site', site, page.route], ...(page.stockRoute ? [['stock', stock, page.stockRoute]] : [])];
        for (const [who, server, route] of targets) {
          const k = key(who, page.type, preset);
          if (!raw.has(k)) raw.set(k, []);
          raw.get(k).push(figures(await lighthouseOnce(server.origin + route, preset), server.bodyBytes));
        }
      }
    }
    console.log(`  round ${round}/${runs} done (load average ${loadavg()})`);
  }

  console.log('\npage type            preset   perf a11y  bp  seo FCP ms  LCP ms  TBT ms    CLS   JS transferred (compressed bodies)');
  for (const page of pages) {
    const entry = {type: page.type, route: page.route, site: {}, stock: page.stockRoute ? {route: page.stockRoute} : undefined};
    for (const preset of presets) {
      entry.site[preset] = summary(raw.get(key('site', page.type, preset)));
      printRow(page.type, preset, entry.site[preset], page.route);
      if (entry.stock) {
        entry.stock[preset] = summary(raw.get(key('stock', page.type, preset)));
        printRow(`  stock, same page`, preset, entry.stock[preset], page.stockRoute);
      }
    }
    report.pages.push(entry);
  }

  // Budgets: value against limit, with the ratio (value / limit, or this site / stock).
  const results = report.budgetResults;
  const check = (name, page, value, limit, met, unit = '') =>
    results.push({name, page, value, limit, ratio: Number((limit ? value / limit : value === 0 ? 1 : Infinity).toFixed(3)), met, unit});
  for (const entry of report.pages) {
    const m = entry.site.mobile;
    const d = entry.site.desktop;
    if (m) {
      check(
        'mobile performance ≥ 98',
        entry.type,
        m.scores.performance,
        budgets.mobile.performance,
        m.scores.performance >= budgets.mobile.performance,
      );
      check('mobile LCP ≤ 1.3 s', entry.type, Math.round(m.lcpMs), budgets.lcpMs, m.lcpMs <= budgets.lcpMs, ' ms');
      if (entry.stock?.mobile) {
        check(
          'TBT ≤ stock (mobile)',
          entry.type,
          Math.round(m.tbtMs),
          Math.round(entry.stock.mobile.tbtMs),
          m.tbtMs <= entry.stock.mobile.tbtMs * budgets.tbtVsStock,
          ' ms',
        );
        if (entry.type === 'typical doc')
          check(
            'JS transferred ≤ stock (bodies)',
            entry.type,
            m.jsBytes,
            entry.stock.mobile.jsBytes,
            m.jsBytes <= entry.stock.mobile.jsBytes * budgets.jsVsStock,
            ' B',
          );
      }
    }
    if (d)
      check(
        'desktop performance 100',
        entry.type,
        d.scores.performance,
        budgets.desktop.performance,
        d.scores.performance >= budgets.desktop.performance,
      );
    for (const [preset, f] of Object.entries(entry.site)) {
      for (const c of ['accessibility', 'best-practices', 'seo'])
        check(`${c} 100 (${preset})`, entry.type, f.scores[c], 100, f.scores[c] >= 100);
      check(`CLS 0 (${preset}, worst run)`, entry.type, Number(f.clsMax.toFixed(4)), budgets.cls, f.clsMax <= budgets.cls);
    }
  }
  console.log('\nbudgets (ratio = this site / limit or / stock on the same page):');
  for (const r of results) {
    console.log(
      `  ${r.met ? 'met   ' : 'MISSED'} ${r.name.padEnd(30)} ${r.page.padEnd(14)} ${String(r.value).padStart(7)}${r.unit} vs ${r.limit}${r.unit}  ratio ${Number.isFinite(r.ratio) ? `${(r.ratio * 100).toFixed(1)} %` : '∞'}`,
    );
  }
} finally {
  killChrome();
  site.server.close();
  stock?.server.close();
}

report.loadavgEnd = loadavg();
console.log(`\nload average at the end: ${report.loadavgEnd}`);
fs.mkdirSync(path.join(root, 'bench-results'), {recursive: true});
fs.writeFileSync(path.join(root, 'bench-results', 'lighthouse.json'), JSON.stringify(report, null, 2));
const missed = report.budgetResults.filter((r) => !r.met);
console.log(
  missed.length
    ? `\n${missed.length} of ${report.budgetResults.length} budgets missed`
    : `\nall ${report.budgetResults.length} budgets met`,
);
process.exit(missed.length ? 1 : 0);
