import {fileURLToPath} from 'node:url';
import {availableParallelism} from 'node:os';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  // tsconfig keeps JSX for Docusaurus's own loader ("preserve"); a test that renders a component needs it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
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
