import {defineConfig} from 'vitest/config';

/** docs-mcp's own tests, over docs-core's fixture snapshot: `npm test -w @zondax/docs-mcp` bundles first (the stdio and HTTP tests start bin/). */
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
