import {defineConfig} from 'vitest/config';

/** docs-core's own tests: the domain logic over small fixtures (testing/), no site, no build. */
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
  },
});
