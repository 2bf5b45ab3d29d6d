import {availableParallelism} from 'node:os';
import {defineConfig} from 'vitest/config';

/** Tests that read the production build (npm run build first). */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    // Some tests read every page of a section (the ledger apps have hundreds).
    testTimeout: 180_000,
    // Vitest's default leaves one core free; on CI's two cores that ran the files one at a time.
    maxWorkers: Math.max(2, availableParallelism()),
    // The files share the modules they import (the build's readers, the site's data) instead of loading them again
    // per file: the CI set took 147 CPU seconds isolated and 122 not, one run after the other on one build, with
    // the same results. Safe while no file here mocks a module, stubs a global or sets process.env (none does
    // today, and lint refuses it: eslint.config.mjs); the unit tests that do run isolated (vitest.config.mts).
    isolate: false,
  },
});
