/**
 * SPEC 5 validation rules at the level where they live:
 *  - path matching: react-router 5's generatePath (path-to-regexp 1.x), which Docusaurus's
 *    router uses for route patterns;
 *  - a page module without a default export: Docusaurus core's ComponentCreator, the code that
 *    turns every route's loaded chunks into the page component.
 */
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {afterAll, describe, expect, it} from 'vitest';
import {generatePath} from 'react-router';
import React from 'react';
import {renderToString} from 'react-dom/server';

describe('5 path matching', () => {
  it('5 path matching: a missing required route parameter raises an error', () => {
    expect(() => generatePath('/ledger-apps/:chain/:page', {chain: 'nodle'} as never)).toThrow(/Expected "page" to be defined/);
  });

  it('5 path matching: an array given to a non-repeating parameter raises an error', () => {
    expect(() => generatePath('/ledger-apps/:chain', {chain: ['nodle', 'kusama'] as unknown as string})).toThrow(
      /Expected "chain" to not repeat/,
    );
  });

  it("5 path matching: a value not matching the parameter's pattern raises an error", () => {
    expect(() => generatePath('/supported/:version(\\d+)', {version: 'latest'})).toThrow(/Expected "version" to match/);
  });

  it('5 path matching: valid parameters produce the path (control)', () => {
    expect(generatePath('/ledger-apps/:chain/:page', {chain: 'nodle', page: 'APDUSPEC'})).toBe('/ledger-apps/nodle/APDUSPEC');
    expect(generatePath('/supported/:version(\\d+)', {version: 9})).toBe('/supported/9');
  });

  it('9 router pattern cache: more than 10000 distinct patterns still compile and match correctly', () => {
    // react-router 5 caches compiled patterns up to 10000 entries (SPEC 9); beyond it, it compiles each time.
    for (let i = 0; i < 10_050; i += 1) {
      expect(generatePath(`/p${i}/:id`, {id: String(i)})).toBe(`/p${i}/${i}`);
    }
  });
});

/**
 * Loads core's ComponentCreator with its generated-module imports replaced by fixtures. The
 * file is JSX in .js; it is compiled with SWC (used by @docusaurus/faster) into an .mjs next to
 * node_modules so Node resolves react and react-loadable as the site does.
 */
async function loadComponentCreator(registry: Record<string, () => Promise<Record<string, unknown>>>) {
  const require = createRequire(import.meta.url);
  const swc = require('@swc/core') as typeof import('@swc/core');
  const core = path.dirname(require.resolve('@docusaurus/core/package.json'));
  const names = Object.keys(registry);
  // One folder per fixture: Node caches ES modules by URL.
  const dir = path.join(path.dirname(core), '..', '.vitest-spec5', `${process.pid}-${names[0]}`);
  mkdirSync(dir, {recursive: true});
  compiledDirs.push(dir);
  const compile = (file: string) =>
    swc.transformSync(readFileSync(file, 'utf8'), {
      filename: file,
      jsc: {parser: {syntax: 'ecmascript', jsx: true}, transform: {react: {runtime: 'automatic'}}, target: 'es2022'},
      module: {type: 'es6'},
    }).code;
  writeFileSync(
    path.join(dir, 'fixtures.mjs'),
    [
      `export const routesChunkNames = {'/fixture-page-abc': {__comp: '${names[0]}', __context: 'routeContext'}};`,
      `export const registry = globalThis.__spec5Registry['${names[0]}'];`,
      `export default function Loading(props) { return props.error ? 'loading error: ' + String(props.error) : null; }`,
    ].join('\n'),
  );
  const g = globalThis as unknown as {__spec5Registry?: Record<string, unknown>};
  g.__spec5Registry = {
    ...g.__spec5Registry,
    [names[0]]: Object.fromEntries(
      // Every route also loads its plugin's route context (a JSON module).
      [...names, 'routeContext'].map((n) => [
        n,
        [registry[n] ?? (async () => ({default: {plugin: {name: 'fixture', id: 'default'}}})), n, n],
      ]),
    ),
  };
  writeFileSync(path.join(dir, 'flat.mjs'), compile(path.join(core, 'lib/client/flat.js')));
  writeFileSync(path.join(dir, 'routeContext.mjs'), compile(path.join(core, 'lib/client/routeContext.js')));
  const creator = compile(path.join(core, 'lib/client/exports/ComponentCreator.js'))
    .replace(/from ['"]@generated\/routesChunkNames['"]/, `from './chunkNames.mjs'`)
    .replace(/from ['"]@generated\/registry['"]/, `from './registry.mjs'`)
    .replace(/from ['"]@theme\/Loading['"]/, `from './fixtures.mjs'`)
    .replace(/from ['"]\.\.\/flat['"]/, `from './flat.mjs'`)
    .replace(/from ['"]\.\.\/routeContext['"]/, `from './routeContext.mjs'`);
  writeFileSync(path.join(dir, 'chunkNames.mjs'), `export {routesChunkNames as default} from './fixtures.mjs';`);
  writeFileSync(path.join(dir, 'registry.mjs'), `export {registry as default} from './fixtures.mjs';`);
  const file = path.join(dir, `ComponentCreator-${names[0]}.mjs`);
  writeFileSync(file, creator);
  const mod = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
    default: (p: string, h: string) => React.ComponentType & {preload: () => Promise<unknown>};
  };
  return mod.default;
}

const compiledDirs: string[] = [];
afterAll(() => {
  for (const dir of compiledDirs) rmSync(dir, {recursive: true, force: true});
});

describe('5 page modules', () => {
  it('5 a page module without a default export raises an error', async () => {
    const ComponentCreator = await loadComponentCreator({noDefault: async () => ({Page: () => 'named only'})});
    const Page = ComponentCreator('/fixture-page', 'abc');
    await Page.preload();
    expect(() => renderToString(React.createElement(Page))).toThrow("The page component at /fixture-page doesn't have a default export");
  });

  it('5 a page module with a default export renders (control)', async () => {
    const ComponentCreator = await loadComponentCreator({withDefault: async () => ({default: () => 'page content'})});
    const Page = ComponentCreator('/fixture-page', 'abc');
    await Page.preload();
    expect(renderToString(React.createElement(Page))).toContain('page content');
  });
});
