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
  },
});
