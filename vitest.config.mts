import {fileURLToPath} from 'node:url';
import {availableParallelism} from 'node:os';
import {readFileSync, readdirSync} from 'node:fs';
import {sep} from 'node:path';
import {configDefaults, defineConfig} from 'vitest/config';

const unitTests = 'tests/unit/**/*.test.{ts,tsx}';
/**
 * What may make a test file change the state of the worker it runs in: any of Vitest's helpers but vi.fn (mocks,
 * stubs, spies, fake timers, a fresh module registry), a DOM environment, process.env, or a browser global. Broad on
 * purpose: a file it names needlessly only runs isolated.
 */
const mayChangeItsWorker = /\bvi\.(?!fn\b)\w+|@vitest-environment|process\.env\b|\b(globalThis|window|navigator|document)\b/;
/**
 * Those files run isolated, each with a fresh module registry (Vitest's default); the others share one registry per
 * worker, which takes about a third off the unit tests' CPU (CI runs them beside the production build). The split
 * is read from the files, so a new test that mocks is isolated unasked.
 */
const unitDir = fileURLToPath(new URL('tests/unit/', import.meta.url));
export const isolatedTests = readdirSync(unitDir, {recursive: true, encoding: 'utf8'})
  .filter((name) => /\.test\.tsx?$/.test(name) && mayChangeItsWorker.test(readFileSync(unitDir + name, 'utf8')))
  .map((name) => `tests/unit/${name.split(sep).join('/')}`);

export default defineConfig({
  // tsconfig keeps JSX for Docusaurus's own loader ("preserve"); a test that renders a component needs it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    projects: [
      {extends: true, test: {name: 'unit (isolated)', include: isolatedTests}},
      {
        extends: true,
        test: {
          name: 'unit (shared registry)',
          include: [unitTests],
          exclude: [...configDefaults.exclude, ...isolatedTests],
          isolate: false,
        },
      },
    ],
    environment: 'node',
    // Vitest's default leaves one core free; on CI's two cores that ran the files one at a time.
    maxWorkers: Math.max(2, availableParallelism()),
    // CI runs these beside the production build on a two-core machine: a test that loads the site's config
    // (conformance-config) or renders DocSearch took over the default 5 s there, then passed on its own.
    // A timeout here is a hang detector, not a speed check (speed is measured by the benchmarks).
    testTimeout: 20_000,
  },
  resolve: {
    // Docusaurus's client aliases, as its webpack config sets them (tests mock what they need to).
    alias: {
      '@docusaurus/router': fileURLToPath(new URL('node_modules/@docusaurus/core/lib/client/exports/router.js', import.meta.url)),
      '@docusaurus/useDocusaurusContext': fileURLToPath(
        new URL('node_modules/@docusaurus/core/lib/client/exports/useDocusaurusContext.js', import.meta.url),
      ),
      // Docusaurus ships this one as JSX in a .js file that imports its theme through aliases only its bundler
      // knows: the stand-in keeps its contract (catch, then fallback({error, tryAgain})).
      '@docusaurus/ErrorBoundary': fileURLToPath(new URL('tests/unit/fixtures/errorBoundary.tsx', import.meta.url)),
      // The site root, as Docusaurus resolves it: lets a jsdom test load a component whose @site imports it does not mock.
      '@site': fileURLToPath(new URL('.', import.meta.url)),
    },
  },
});
