/** Texts and ids the test-only pages show, shared with the e2e tests (no React imports here). */
export const crashMessages = [
  'E2E crash: the page failed to render',
  'E2E cause: the page data was missing',
  'E2E root cause: fixture fault',
] as const;
export const lazyPartText = 'The lazily loaded part has loaded.';
export const preferredVersionPluginId = 'zemu';
