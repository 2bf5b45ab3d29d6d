/**
 * A build served on 127.0.0.1 by scripts/serve-build.mjs, for the benchmarks that load its pages in Chromium:
 * resolves with the server's process once it has printed its address (kill it when done).
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const serveScript = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'serve-build.mjs');

export function serveBuild(dir, port) {
  const child = spawn(process.execPath, [serveScript, dir, String(port)], {stdio: ['ignore', 'pipe', 'inherit']});
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`serve-build exited with ${code}`)));
  });
}
