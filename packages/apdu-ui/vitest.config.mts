import {defineConfig} from 'vitest/config';

/** apdu-ui's own tests: the builder and the MCP App frame rendered over docs-core's fixture snapshot, and the frame's bundle. */
export default defineConfig({
  // The components are TSX; a test that renders them needs the JSX compiled (the root config does the same).
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    // The bundle test runs rspack once (a few seconds on a loaded two-core machine).
    testTimeout: 60_000,
  },
});
