#!/usr/bin/env node
/**
 * A deployment step: copies into a new build the files under /assets/ of the deployment it replaces, so a
 * tab still running that deployment finds every script and style it may yet ask for (a diagram's renderer,
 * the Send panel, ...) instead of a 404. Static hosts that replace all files at each deployment (Netlify,
 * Cloudflare Pages, GitHub Pages) need it; see the README, "Deploying".
 *
 *   npm run keep-previous-assets -- <previous deployment> [new build folder, default build]
 *
 * The previous deployment is its build folder or its URL (the site's root, e.g. https://docs.example.com/).
 * Its sw.js names its own files (src/pwa/shared.mjs buildFilesOf), not those it kept from the one before, so
 * a build keeps one deployment's files back, never a growing pile. Files the new build has are left as they
 * are (content-hashed: same name, same bytes). Exits 1, writing nothing, if the previous deployment has no sw.js
 * or its sw.js lists no files.
 * A listed file the previous deployment does not have (404, or absent from its folder) is named and skipped:
 * it cannot be kept, and failing would block every later deployment. Any other failure (network, 5xx) exits 1,
 * since a second try may keep the file.
 */
import {promises as fs} from 'node:fs';
import path from 'node:path';
import {buildFilesOf, serviceWorkerFile} from '../src/pwa/shared.mjs';
import {assetFiles} from '../src/plugins/service-worker/assetFiles.mjs';

const [previous, buildArg = 'build'] = process.argv.slice(2);
if (!previous) {
  console.error('usage: npm run keep-previous-assets -- <previous deployment: build folder or URL> [new build folder]');
  process.exit(2);
}
const buildDir = path.resolve(buildArg);
const fromUrl = /^https?:\/\//i.test(previous);
// A URL is read as the site's root: 'https://x/docs' and 'https://x/docs/' both name /docs/sw.js.
const root = fromUrl ? new URL(previous.endsWith('/') ? previous : `${previous}/`) : path.resolve(previous);

/** A file of the previous deployment, relative to its root, as bytes; null if that deployment does not have it. */
async function read(relative) {
  if (!fromUrl) {
    return fs.readFile(path.join(root, relative)).catch((error) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
  }
  const response = await fetch(new URL(relative, root), {cache: 'no-store'});
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${new URL(relative, root)} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

// A deployed sw.js is not trusted to name paths: only plain relative names below assets/ are copied.
const safeName = /^[\w.~-]+(?:\/[\w.~-]+)*$/;

async function main() {
  const started = Date.now();
  const worker = await read(serviceWorkerFile);
  const listed = worker && buildFilesOf(worker.toString('utf8'));
  if (!listed) {
    console.error(
      `[keep-previous-assets] ${previous}: ${worker ? `its ${serviceWorkerFile} lists no files` : `has no ${serviceWorkerFile}`} (a build of another site, or from before this step existed); nothing kept`,
    );
    process.exit(1);
  }
  const unsafe = listed.filter((file) => !safeName.test(file) || file.split('/').includes('..'));
  if (unsafe.length) throw new Error(`${previous}: ${serviceWorkerFile} names paths outside assets/: ${unsafe.slice(0, 3).join(', ')}`);
  const present = new Set(await assetFiles(buildDir));
  const missing = listed.filter((file) => !present.has(file));
  const absent = [];
  let bytes = 0;
  let next = 0;
  // A few downloads at a time: a deployment usually renames only a handful of files, a dependency bump hundreds.
  const copyNext = async () => {
    while (next < missing.length) {
      const file = missing[next++];
      const body = await read(`assets/${file}`);
      if (!body) {
        absent.push(file);
        continue;
      }
      const target = path.join(buildDir, 'assets', file);
      await fs.mkdir(path.dirname(target), {recursive: true});
      await fs.writeFile(target, body);
      bytes += body.length;
    }
  };
  await Promise.all(Array.from({length: fromUrl ? 6 : 1}, copyNext));
  if (absent.length) {
    console.warn(
      `[keep-previous-assets] ${absent.length} listed file(s) the previous deployment does not have, not kept: ${absent.sort().slice(0, 10).join(', ')}${absent.length > 10 ? ', …' : ''}`,
    );
  }
  console.log(
    `[keep-previous-assets] kept ${missing.length - absent.length} of the previous deployment's ${listed.length} files (${(bytes / 1024).toFixed(0)} KB; the other ${listed.length - missing.length} are in the new build) in ${path.relative(process.cwd(), buildDir) || '.'}/assets, ${Date.now() - started} ms`,
  );
}

main().catch((error) => {
  console.error(`[keep-previous-assets] ${error.message}`);
  process.exit(1);
});
