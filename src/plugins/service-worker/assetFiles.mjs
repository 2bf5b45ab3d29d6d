import {promises as fs} from 'node:fs';
import path from 'node:path';

/**
 * A build's files under assets/, relative to it ('js/main.1a2b3c4d.js'), sorted. Plain JavaScript: the
 * deployment step scripts/keep-previous-assets.mjs lists a build's files with it too.
 */
export async function assetFiles(outDir) {
  const assets = path.join(outDir, 'assets');
  const entries = await fs.readdir(assets, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(assets, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
