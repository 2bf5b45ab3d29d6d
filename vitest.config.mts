import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
  resolve: {
    // Docusaurus's client aliases, as its webpack config sets them (tests mock what they need to).
    alias: {'@docusaurus/router': fileURLToPath(new URL('node_modules/@docusaurus/core/lib/client/exports/router.js', import.meta.url))},
  },
});
