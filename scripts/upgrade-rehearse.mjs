#!/usr/bin/env node
/**
 * Upgrade rehearsal: `npm run upgrade:rehearse -- <version>` answers "can this site move to
 * Docusaurus <version>?" with a printed report, without touching this checkout.
 *
 * 1. A throwaway git work tree of HEAD (the committed site) in the system's temp folder.
 * 2. Every @docusaurus/* package of package.json (dependencies, devDependencies, overrides) at <version>;
 *    `npm install` there (the temporary lock changes, this one never does).
 * 3. `npm run generate` and a strict production build (CI=true: broken links and anchors are errors).
 *    The build prints what the framework-internals layer did (src/internals: on, or off with the
 *    versions it was written for): its lines are quoted in the report.
 * 4. The smoke e2e tests (tagged @smoke: home, a doc page, an APDU page, search, the not-found page)
 *    against that build, in Debian's Chromium.
 * 5. For every ejected or replaced theme file (src/theme, header "… from @docusaurus/<package> 3.8.1 …"),
 *    whether upstream changed that file between the installed version and <version>: an eject
 *    whose upstream changed needs a look before the move.
 *
 * Not part of CI's 15 minutes: it installs a second dependency tree (~2–4 minutes) and builds the
 * whole site once more. Options: --keep leaves the temporary tree in place; --port N for the smoke
 * tests' server (default 3290).
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const version = args.find((a) => /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(a));
const keep = args.includes('--keep');
const port = Number(args[args.indexOf('--port') + 1]) || 3290;

if (!version) {
  console.error('Usage: npm run upgrade:rehearse -- <version> [--keep] [--port N]   (e.g. 3.10.2)');
  process.exit(2);
}

const report = [];
const note = (line) => {
  report.push(line);
  console.log(`[rehearse] ${line}`);
};
const seconds = (started) => `${Math.round((Date.now() - started) / 1000)} s`;

/** Runs a command in the rehearsal tree, output kept in a log file; returns {ok, log}. */
function run(cwd, name, command, argv, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, argv, {cwd, env: {...process.env, ...env}, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
  const log = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  writeFileSync(path.join(cwd, `rehearse-${name}.log`), log);
  note(`${name}: ${result.status === 0 ? 'passed' : `FAILED (exit ${result.status})`} in ${seconds(started)}`);
  return {ok: result.status === 0, log};
}

const installed = JSON.parse(readFileSync(path.join(root, 'node_modules/@docusaurus/core/package.json'), 'utf8')).version;
const published = spawnSync('npm', ['view', `@docusaurus/core@${version}`, 'version'], {encoding: 'utf8'});
if (published.status !== 0 || published.stdout.trim() !== version) {
  console.error(`[rehearse] @docusaurus/core@${version} is not on the npm registry: ${published.stderr.trim() || 'no such version'}`);
  process.exit(2);
}

const dir = mkdtempSync(path.join(os.tmpdir(), `docs-upgrade-${version}-`));
execFileSync('git', ['worktree', 'add', '--detach', dir, 'HEAD'], {cwd: root, stdio: 'ignore'});
note(
  `Docusaurus ${installed} → ${version} in ${dir} (a work tree of HEAD ${execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: root, encoding: 'utf8'}).trim()})`,
);

let ok = false;
try {
  const pkgFile = path.join(dir, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  const moved = [];
  for (const field of ['dependencies', 'devDependencies', 'overrides']) {
    for (const name of Object.keys(pkg[field] ?? {})) {
      if (name.startsWith('@docusaurus/')) {
        pkg[field][name] = version;
        moved.push(`${field}.${name}`);
      }
    }
  }
  writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  note(`package.json: ${moved.length} entries set to ${version}`);

  const install = run(dir, 'install', 'npm', ['install', '--no-audit', '--no-fund']);
  const build =
    install.ok &&
    run(dir, 'generate', 'npm', ['run', 'generate']).ok &&
    run(dir, 'build', 'npx', ['docusaurus', 'build'], {CI: 'true', ANALYTICS_GTAG_ID: 'G-E2ETEST00'});
  if (build) {
    // The config is loaded more than once per build: each line once.
    const said = new Set(
      build.log
        .split('\n')
        .filter((l) => /\[internals\]|\[search\]|\[ERROR\]|Error:/.test(l))
        .map((l) => l.trim()),
    );
    for (const line of [...said].slice(0, 20)) note(`  build said: ${line}`);
  }
  const smoke =
    build &&
    build.ok &&
    run(dir, 'smoke-e2e', 'npx', ['playwright', 'test', '--grep', '@smoke', '--reporter', 'line'], {
      CI: 'true',
      BUILD_DIR: 'build',
      E2E_PORT: String(port),
    });
  if (smoke) {
    const summary = smoke.log.split('\n').filter((l) => /\d+ (passed|failed|flaky|skipped)/.test(l));
    for (const line of summary) note(`  smoke: ${line.trim()}`);
  }

  for (const line of upstreamChanges(dir)) note(line);
  ok = Boolean(install.ok && build && build.ok && smoke && smoke.ok);
  note(
    ok
      ? `RESULT: Docusaurus ${version} builds and passes the smoke e2e.`
      : `RESULT: not ready for ${version} (see the logs rehearse-*.log in ${dir}).`,
  );
} finally {
  if (!keep && ok) {
    // `git worktree remove` can leave ignored files behind (seen: node_modules and build, 300 MB); the
    // folder is ours, so it goes entirely and git forgets the work tree.
    spawnSync('git', ['worktree', 'remove', '--force', dir], {cwd: root, stdio: 'ignore'});
    rmSync(dir, {recursive: true, force: true});
    spawnSync('git', ['worktree', 'prune'], {cwd: root, stdio: 'ignore'});
  } else note(`kept ${dir} (remove with: git worktree remove --force ${dir})`);
}
process.exit(ok ? 0 : 1);

/** Ejected/replaced theme files whose upstream source changed between the two installed versions. */
function upstreamChanges(rehearsal) {
  const out = [];
  const files = [];
  const walk = (d) => {
    for (const entry of readdirSync(d, {withFileTypes: true})) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(entry.name)) files.push(p);
    }
  };
  walk(path.join(root, 'src/theme'));
  for (const file of files) {
    const header = readFileSync(file, 'utf8').slice(0, 600);
    if (!/\b(ejected|replaces|based on)\b/i.test(header)) continue;
    // The header names the upstream file, on one line or across the comment's line break.
    const m = /@docusaurus\/(theme-[a-z-]+) 3\.8\.1[\s*(]+(?:src\/)?(?:theme\/)?([A-Za-z/]+)/.exec(header);
    if (!m) continue;
    const [, pkgName, upstreamPath] = m;
    const source = (base) => {
      for (const ext of ['/index.tsx', '.tsx', '/index.ts', '.ts']) {
        const p = path.join(base, 'node_modules/@docusaurus', pkgName, 'src/theme', `${upstreamPath}${ext}`);
        if (existsSync(p)) return readFileSync(p, 'utf8');
      }
      return undefined;
    };
    const before = source(root);
    const after = source(rehearsal);
    const ours = path.relative(root, file);
    if (before === undefined || after === undefined)
      out.push(`  eject ${ours}: upstream ${pkgName}/${upstreamPath} not found in ${before === undefined ? installed : version}`);
    else if (before === after) out.push(`  eject ${ours}: upstream ${pkgName}/${upstreamPath} unchanged`);
    else {
      const a = new Set(before.split('\n'));
      const changed = after.split('\n').filter((l) => !a.has(l)).length;
      out.push(`  eject ${ours}: upstream ${pkgName}/${upstreamPath} CHANGED (${changed} new or changed lines): review before moving`);
    }
  }
  return out;
}
