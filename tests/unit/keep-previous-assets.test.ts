/**
 * The deployment step that keeps the previous deployment's files under /assets/ (issue 42: a tab still
 * running it never asks for a file that is gone), and the line of sw.js it reads them from.
 */
import {execFile} from 'node:child_process';
import {existsSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import serveHandler from 'serve-handler';
import {describe, expect, it} from 'vitest';
import {buildFilesLine, buildFilesOf, serviceWorkerFile} from '../../src/pwa/shared.mjs';
import {assetFiles} from '../../src/plugins/service-worker/assetFiles.mjs';
import {buildFolder} from './fixtures/buildFolder';

const script = path.resolve('scripts/keep-previous-assets.mjs');

/** A build folder with these files (./fixtures/buildFolder.ts) and, if given, a worker listing `listed`. */
function build(files: Record<string, string> | string[], listed?: string[]): string {
  const dir = buildFolder(files);
  if (listed) writeFileSync(path.join(dir, serviceWorkerFile), `/* worker, build x */\n${buildFilesLine(listed)}\n(()=>{})();\n`);
  return dir;
}

function run(...args: string[]): Promise<{code: number; stdout: string; stderr: string}> {
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...args], (error, stdout, stderr) =>
      resolve({code: error ? Number(error.code ?? 1) : 0, stdout, stderr}),
    );
  });
}

/** Serves a build folder on loopback while `use` runs; requests `failing` matches answer 503. */
async function serving(dir: string, use: (url: string) => Promise<void>, failing?: (req: http.IncomingMessage) => boolean | undefined) {
  const server = http.createServer((req, res) => {
    if (failing?.(req)) res.writeHead(503).end();
    else void serveHandler(req, res, {public: dir});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
}

/** The previous deployment: its own files, listed by its worker, and one it kept from the deployment before. */
function previousDeployment(): string {
  return build(
    ['assets/js/main.1111.js', 'assets/js/mermaid.2222.js', 'assets/css/styles.3333.css', 'assets/js/kept-from-before.0000.js'],
    ['css/styles.3333.css', 'js/main.1111.js', 'js/mermaid.2222.js'],
  );
}

/** The new build: it shares the stylesheet (same name, so same bytes; written differently here to see it is not overwritten). */
const newBuild = () =>
  build({'assets/js/main.4444.js': 'main', 'assets/css/styles.3333.css': 'new build’s copy'}, ['css/styles.3333.css', 'js/main.4444.js']);

function expectKeptOneDeploymentBack(previous: string, next: string) {
  for (const file of ['assets/js/main.1111.js', 'assets/js/mermaid.2222.js'])
    expect(readFileSync(path.join(next, file), 'utf8')).toBe(readFileSync(path.join(previous, file), 'utf8'));
  expect(readFileSync(path.join(next, 'assets/css/styles.3333.css'), 'utf8')).toBe('new build’s copy');
  // What the previous deployment had kept from the one before is not carried on: one deployment back only.
  expect(existsSync(path.join(next, 'assets/js/kept-from-before.0000.js'))).toBe(false);
  // The new worker still lists the new build's own files only.
  expect(buildFilesOf(readFileSync(path.join(next, serviceWorkerFile), 'utf8'))).toEqual(['css/styles.3333.css', 'js/main.4444.js']);
}

describe('sw.js names its build’s files on its second line', () => {
  it('written and read back', () => {
    const files = ['css/styles.3333.css', 'js/main.1111.js'];
    expect(buildFilesOf(`/* comment */\n${buildFilesLine(files)}\ncode();`)).toEqual(files);
  });

  it('a worker without the line (another site, an older build) or with a broken one has no list', () => {
    expect(buildFilesOf('(()=>{})();')).toBeNull();
    expect(buildFilesOf('/* c */\nself.__docsBuildFiles=[1,2];\n')).toBeNull();
    expect(buildFilesOf('/* c */\nself.__docsBuildFiles=["a",\n')).toBeNull();
  });
});

describe('npm run keep-previous-assets', () => {
  it('from the previous build folder: copies the files of that build the new one lacks, one deployment back', async () => {
    const [previous, next] = [previousDeployment(), newBuild()];
    const {code, stdout} = await run(previous, next);
    expect(code).toBe(0);
    expect(stdout).toContain("kept 2 of the previous deployment's 3 files");
    expectKeptOneDeploymentBack(previous, next);
    expect(await assetFiles(next)).toEqual(['css/styles.3333.css', 'js/main.1111.js', 'js/main.4444.js', 'js/mermaid.2222.js']);
  });

  it('from the live site’s URL: reads its sw.js and downloads what the new build lacks', async () => {
    const [previous, next] = [previousDeployment(), newBuild()];
    await serving(previous, async (url) => {
      const {code, stderr} = await run(url, next);
      expect(stderr).toBe('');
      expect(code).toBe(0);
    });
    expectKeptOneDeploymentBack(previous, next);
  });

  it('a listed file the previous deployment does not have is named and skipped; the others are kept', async () => {
    const [previous, next] = [previousDeployment(), newBuild()];
    rmSync(path.join(previous, 'assets/js/mermaid.2222.js'));
    const folder = await run(previous, next);
    expect(folder.code).toBe(0);
    expect(folder.stderr).toContain('1 listed file(s) the previous deployment does not have, not kept: js/mermaid.2222.js');
    expect(folder.stdout).toContain("kept 1 of the previous deployment's 3 files");
    expect(await assetFiles(next)).toEqual(['css/styles.3333.css', 'js/main.1111.js', 'js/main.4444.js']);
    // The same over HTTP: the live site answers 404 for it.
    const again = newBuild();
    await serving(previous, async (url) => {
      const live = await run(url, again);
      expect(live.code).toBe(0);
      expect(live.stderr).toContain('not kept: js/mermaid.2222.js');
    });
    expect(await assetFiles(again)).toEqual(['css/styles.3333.css', 'js/main.1111.js', 'js/main.4444.js']);
  });

  it('a download that fails otherwise (5xx) fails the step: a second try may keep the file', async () => {
    const [previous, next] = [previousDeployment(), newBuild()];
    await serving(
      previous,
      async (url) => {
        const {code, stderr} = await run(url, next);
        expect(code).toBe(1);
        expect(stderr).toMatch(/mermaid\.2222\.js answered 503/);
      },
      (req) => req.url?.endsWith('mermaid.2222.js'),
    );
  });

  it('a previous deployment without sw.js fails and writes nothing', async () => {
    const previous = build(['assets/js/main.1111.js']);
    const next = newBuild();
    const {code, stderr} = await run(previous, next);
    expect(code).toBe(1);
    expect(stderr).toContain('has no sw.js');
    expect(await assetFiles(next)).toEqual(['css/styles.3333.css', 'js/main.4444.js']);
  });

  it('a previous sw.js without a file list fails and writes nothing', async () => {
    const previous = build(['assets/js/main.1111.js']);
    writeFileSync(path.join(previous, serviceWorkerFile), '(()=>{})();');
    const next = newBuild();
    const {code, stderr} = await run(previous, next);
    expect(code).toBe(1);
    expect(stderr).toContain('lists no files');
    expect(await assetFiles(next)).toEqual(['css/styles.3333.css', 'js/main.4444.js']);
  });

  it('a listed path that leaves assets/ fails the step and writes nothing', async () => {
    const previous = build(['assets/js/main.1111.js'], ['js/main.1111.js', '../sw.js']);
    const next = newBuild();
    const {code, stderr} = await run(previous, next);
    expect(code).toBe(1);
    expect(stderr).toContain('names paths outside assets/: ../sw.js');
    expect(await assetFiles(next)).toEqual(['css/styles.3333.css', 'js/main.4444.js']);
  });
});
