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
  },
  resolve: {
    // Docusaurus's client aliases, as its webpack config sets them (tests mock what they need to).
    alias: {
      '@docusaurus/router': fileURLToPath(new URL('node_modules/@docusaurus/core/lib/client/exports/router.js', import.meta.url)),
      // The site root, as Docusaurus resolves it: lets a jsdom test load a component whose @site imports it does not mock.
      '@site': fileURLToPath(new URL('.', import.meta.url)),
    },
  },
});
