// `npm pack` step (prepack): copies what the server reads from a site build into the package, so the
// tarball runs with no repository around it. From the build's snapshot (<build>/mcp-snapshot: page list, search
// settings, APDU specs, supported-methods lists) and from the build itself only the search index and the
// Markdown twins the page list names. `--clean` (postpack) removes the copy again, so a clone's server
// keeps reading the clone's own build.
//
// BUILD_DIR picks the build (default: build/ at the repository root; a relative path is taken from
// where npm was run).
import {cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {embeddedBuildDir, snapshotDirFor, snapshotManifestFile} from '../src/dataDirs.mjs';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(packageDir, '../..');
const dataDir = path.dirname(embeddedBuildDir(packageDir));

if (process.argv.includes('--clean')) {
  rmSync(dataDir, {recursive: true, force: true});
  process.exit(0);
}

const buildDir = path.resolve(process.env.INIT_CWD ?? repoRoot, process.env.BUILD_DIR ?? path.join(repoRoot, 'build'));
const snapshotDir = snapshotDirFor(buildDir);
const manifestFile = path.join(snapshotDir, snapshotManifestFile);
if (!existsSync(manifestFile)) {
  console.error(`[docs-mcp] No MCP snapshot at ${snapshotDir}: build the site first (npm run build), or set BUILD_DIR.`);
  process.exit(1);
}

const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
// The snapshot names its build; the copy must come from that same build.
const namedBuild = path.resolve(snapshotDir, manifest.buildDir);
const toBuild = embeddedBuildDir(packageDir);
const toSnapshot = snapshotDirFor(toBuild);

rmSync(dataDir, {recursive: true, force: true});
cpSync(snapshotDir, toSnapshot, {recursive: true});
writeFileSync(path.join(toSnapshot, snapshotManifestFile), JSON.stringify({...manifest, buildDir: path.relative(toSnapshot, toBuild)}));

if (manifest.searchIndexDir !== null) {
  cpSync(path.join(namedBuild, manifest.searchIndexDir), path.join(toBuild, manifest.searchIndexDir), {recursive: true});
}
for (const page of manifest.pages) {
  const target = path.join(toBuild, page.markdownFile);
  mkdirSync(path.dirname(target), {recursive: true});
  cpSync(path.join(namedBuild, page.markdownFile), target);
}

/** Bytes under a folder, for the log line. */
const sizeOf = (target) =>
  statSync(target).isDirectory()
    ? readdirSync(target).reduce((sum, name) => sum + sizeOf(path.join(target, name)), 0)
    : statSync(target).size;

console.log(
  `[docs-mcp] embedded ${namedBuild} in data/: ${manifest.pages.length} pages, search index ${
    manifest.searchIndexDir === null ? 'none (a build older than the index written with hosted search too)' : manifest.searchIndexDir
  }, ${(sizeOf(dataDir) / 1e6).toFixed(1)} MB`,
);
