/**
 * Lighthouse and chrome-launcher for scripts/perf-budget.mjs, from this folder's own install. They are not among
 * the project's dependencies: 129 packages (about 180 MB) that only this benchmark uses, which every `npm ci`, CI's
 * included, installed for nothing. The first run installs them from this folder's package-lock.json (npm ci, the
 * registry once), and again whenever that lock changes. package.json's override pins third-party-web: Lighthouse's
 * trace engine asks for its `latest` tag, which npm ci resolves against the registry, so each new release of it
 * would put the lock out of sync.
 */
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const stamp = path.join(here, 'node_modules', '.installed-from-lock');

function lockHash() {
  return crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(here, 'package-lock.json')))
    .digest('hex');
}

function ensureInstalled() {
  const hash = lockHash();
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) return;
  console.log('Installing Lighthouse for this benchmark (scripts/lighthouse, npm ci from its lock)…');
  const run = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {cwd: here, stdio: 'inherit'});
  if (run.status !== 0) throw new Error(`npm ci in ${here} failed (exit ${run.status})`);
  fs.writeFileSync(stamp, hash);
}

const moduleUrl = (file) => pathToFileURL(path.join(here, 'node_modules', file)).href;

/** The installed modules: lighthouse() and its version, its desktop preset and chrome-launcher. */
export async function loadLighthouse() {
  ensureInstalled();
  const lighthouseVersion = JSON.parse(fs.readFileSync(path.join(here, 'node_modules/lighthouse/package.json'), 'utf8')).version;
  const [{default: lighthouse}, {default: desktopConfig}, chromeLauncher] = await Promise.all([
    import(moduleUrl('lighthouse/core/index.js')),
    import(moduleUrl('lighthouse/core/config/desktop-config.js')),
    import(moduleUrl('chrome-launcher/dist/index.js')),
  ]);
  return {lighthouse, lighthouseVersion, desktopConfig, chromeLauncher};
}
