import {readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import config, {isolatedTests} from '../../vitest.config.mjs';

/**
 * The unit tests run in two projects (vitest.config.mts): the files that may change their worker's state isolated,
 * the rest sharing a module registry. A file in the wrong one would leak a mock into the files after it.
 */
const projects = (config.test?.projects ?? []) as {test: {name: string; include: string[]; exclude?: string[]; isolate?: boolean}}[];
const unitFiles = readdirSync(path.resolve(__dirname), {recursive: true, encoding: 'utf8'})
  .filter((name) => /\.test\.tsx?$/.test(name))
  .map((name) => `tests/unit/${name}`);

describe('unit test isolation', () => {
  it('two projects: the isolated files, and every other unit test sharing a registry', () => {
    expect(projects.map((p) => [p.test.name, p.test.isolate])).toEqual([
      ['unit (isolated)', undefined],
      ['unit (shared registry)', false],
    ]);
    const [isolated, shared] = projects;
    expect(isolated.test.include).toEqual(isolatedTests);
    expect(shared.test.include).toEqual(['tests/unit/**/*.test.{ts,tsx}']);
    expect(shared.test.exclude).toEqual(expect.arrayContaining(isolatedTests));
    expect(shared.test.exclude).toContain('**/node_modules/**');
  });

  it('a file that mocks, stubs, spies, uses fake timers or a DOM environment, or sets process.env runs isolated', () => {
    for (const file of [
      'tests/unit/import-boundaries.test.ts', // vi.mock, vi.stubEnv, vi.stubGlobal
      'tests/unit/internals-seams.test.ts', // vi.doMock, vi.resetModules
      'tests/unit/conformance-storage.test.ts', // vi.spyOn
      'tests/unit/conformance-search-client.test.ts', // vi.useFakeTimers
      'tests/unit/mermaid-label.test.ts', // jsdom
      'tests/unit/conformance-config.test.ts', // Object.assign(process.env, …)
      'tests/unit/search-insights.test.ts', // window.matchMedia = …
    ])
      expect(isolatedTests, file).toContain(file);
  });

  it('pure files share the registry, and every isolated file is a unit test', () => {
    for (const file of ['tests/unit/and-list.test.ts', 'tests/unit/ledger-apdu-codec.test.ts', 'tests/unit/search.test.ts'])
      expect(isolatedTests, file).not.toContain(file);
    expect(unitFiles.filter((f) => !isolatedTests.includes(f)).length).toBeGreaterThan(isolatedTests.length);
    for (const file of isolatedTests) expect(unitFiles).toContain(file);
  });
});
