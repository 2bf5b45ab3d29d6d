/**
 * Issue 39: which snapshot `zondax-docs-mcp` reads without flags. A packed tarball carries its build
 * in data/ (packages/docs-mcp/scripts/embed-data.mjs) and uses it; from a clone, with no data/, it is the
 * clone's build/mcp-snapshot/; --build and --snapshot always win.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, expect, it} from 'vitest';
import {parseArgs} from '../src/cli';

let packageDir: string;
let repoRoot: string;
beforeEach(() => {
  repoRoot = mkdtempSync(path.join(os.tmpdir(), 'docs-mcp-cli-'));
  packageDir = path.join(repoRoot, 'packages/docs-mcp');
  mkdirSync(packageDir, {recursive: true});
});
afterEach(() => rmSync(repoRoot, {recursive: true, force: true}));

const packData = () => {
  mkdirSync(path.join(packageDir, 'data/build/mcp-snapshot'), {recursive: true});
  writeFileSync(path.join(packageDir, 'data/build/mcp-snapshot/snapshot.json'), '{}');
};

it('39 without data/ in the package: the repository build beside it', () => {
  expect(parseArgs([], {packageDir, repoRoot}).snapshot).toBe(path.join(repoRoot, 'build/mcp-snapshot'));
});

it('39 with a packed data/: that, not the repository build', () => {
  packData();
  expect(parseArgs([], {packageDir, repoRoot}).snapshot).toBe(path.join(packageDir, 'data/build/mcp-snapshot'));
});

it('39 --build and --snapshot override the packed data', () => {
  packData();
  expect(parseArgs(['--build', '/tmp/b'], {packageDir, repoRoot}).snapshot).toBe('/tmp/b/mcp-snapshot');
  expect(parseArgs(['--snapshot', '/tmp/s'], {packageDir, repoRoot}).snapshot).toBe('/tmp/s');
});

it('61 --allowed-origins: the browser origins that may call --http, normalised; anything else is refused at start', () => {
  expect(
    parseArgs(['--http', '--allowed-origins', 'https://Docs.Example/, http://127.0.0.1:3000'], {packageDir, repoRoot}).allowedOrigins,
  ).toEqual(['https://docs.example', 'http://127.0.0.1:3000']);
  expect(parseArgs(['--http'], {packageDir, repoRoot}).allowedOrigins).toBeUndefined();
  expect(() => parseArgs(['--allowed-origins', 'docs.example'], {packageDir, repoRoot})).toThrow(/takes origins such as/);
});
