import {defineConfig} from 'vitest/config';

/** docs-edge's own tests: the Worker's fetch over docs-core's fixture build and a stand-in assets binding (no site build, no workerd). */
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
