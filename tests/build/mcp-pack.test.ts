/**
 * Issue 39: the server as its own package. `npm pack -w @zondax/docs-mcp` (prepack: bundle, then copy
 * what the server reads from BUILD_DIR into data/) makes a tarball that, installed into an empty folder
 * outside the repository, starts with no flags and answers as the server in the clone does.
 * Needs the production build (BUILD_DIR) and the npm registry (or its cache) for the SDK and zod.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {getDefaultEnvironment} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {buildDir} from './built-site';
import {connectStdio, noNetworkPreload, type Connected} from './mcp-server';
import {docsTools} from '@zondax/docs-core/tools/index';

const repoRoot = path.resolve(__dirname, '../..');
const packageDir = path.join(repoRoot, 'packages/docs-mcp');
const textOf = (result: unknown) => ((result as CallToolResult).content ?? []).map((c) => (c.type === 'text' ? c.text : '')).join('\n');

let work: string;
let tarball: string;
let app: string;
let packed: Connected & {stderr: () => string};
let inClone: Connected;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-mcp-pack-'));
  const npm = (args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) =>
    execFileSync('npm', args, {cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']});
  const name = npm(['pack', '-w', '@zondax/docs-mcp', '--pack-destination', work], repoRoot, {...process.env, BUILD_DIR: buildDir})
    .trim()
    .split('\n')
    .at(-1)!;
  tarball = path.join(work, name);
  console.log(`[mcp-pack] ${name}: ${(statSync(tarball).size / 1e6).toFixed(2)} MB`);

  app = path.join(work, 'app');
  mkdirSync(app);
  npm(['install', '--prefer-offline', '--no-audit', '--no-fund', tarball], app);

  // The installed command, from the empty folder, with no flags: what `npx zondax-docs-mcp` runs there.
  packed = await connectStdio({
    command: path.join(app, 'node_modules/.bin/zondax-docs-mcp'),
    args: [],
    cwd: app,
    env: {...getDefaultEnvironment(), NODE_OPTIONS: `--require ${noNetworkPreload}`},
  });
  inClone = await connectStdio();
}, 240_000);

afterAll(async () => {
  await packed?.close();
  await inClone?.close();
  if (work) rmSync(work, {recursive: true, force: true});
});

it('packs the bundle and the build data, and leaves no data/ behind in the clone', () => {
  const files = execFileSync('tar', ['-tzf', tarball], {encoding: 'utf8'}).split('\n');
  expect(files).toContain('package/dist/cli.cjs');
  expect(files).toContain('package/data/build/mcp-snapshot/snapshot.json');
  expect(files.some((f) => f.startsWith('package/data/build/') && f.endsWith('.md'))).toBe(true);
  expect(existsSync(path.join(packageDir, 'data'))).toBe(false);
});

it('the installed package reads its own data, with no repository around it', () => {
  const installed = path.join(app, 'node_modules/@zondax/docs-mcp');
  expect(packed.stderr()).toContain(`snapshot ${path.join(installed, 'data/build/mcp-snapshot')}`);
  const manifest = JSON.parse(readFileSync(path.join(installed, 'data/build/mcp-snapshot/snapshot.json'), 'utf8')) as {buildDir: string};
  expect(manifest.buildDir).toBe('..');
  // Nothing of the clone is reachable from the install: it sits in the system's temp folder.
  expect(path.relative(repoRoot, app).startsWith('..')).toBe(true);
  expect(readdirSync(app).sort()).toEqual(['node_modules', 'package-lock.json', 'package.json']);
});

it('lists the same tools and answers search_docs and get_page as the server in the clone', async () => {
  const [{tools: packedTools}, {tools: cloneTools}] = await Promise.all([packed.client.listTools(), inClone.client.listTools()]);
  expect(packedTools.map((t) => t.name)).toEqual(cloneTools.map((t) => t.name));
  expect(packedTools).toHaveLength(docsTools.length);

  for (const [name, args] of [
    ['search_docs', {query: 'zemu quickstart'}],
    ['search_docs', {query: 'sign transaction', chain: 'Filecoin'}],
    ['get_page', {path: '/zemu/quickstart'}],
  ] as const) {
    const [fromPack, fromClone] = await Promise.all([
      packed.client.callTool({name, arguments: args}),
      inClone.client.callTool({name, arguments: args}),
    ]);
    expect(fromPack.isError ?? false, textOf(fromPack)).toBe(false);
    expect(textOf(fromPack)).toBe(textOf(fromClone));
  }
  expect(textOf(await packed.client.callTool({name: 'search_docs', arguments: {query: 'zemu quickstart'}}))).toMatch(
    /^1\. .+\n {3}https?:\/\//,
  );
  expect(packed.stderr()).not.toContain('[no-network]');
});
