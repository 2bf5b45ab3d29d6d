import {availableParallelism} from 'node:os';
import {defineConfig} from '@playwright/test';
import {chromiumExecutable, e2eBaseUrl, e2eChromiumArgs, e2ePort} from './tests/e2e/browser';

/** Which build to serve: parallel authors build into their own folders (BUILD_DIR=/tmp/build-x). */
const buildDir = process.env.BUILD_DIR ?? 'build';
/**
 * The fault run (E2E_FAULTS=true) keeps its screenshots and report apart: CI runs it right after the public run, and
 * Playwright empties its output folder at the start of a run, which lost the public run's failure screenshots.
 */
const runName = process.env.E2E_FAULTS === 'true' ? '-faults' : '';

export default defineConfig({
  testDir: 'tests/e2e',
  // faults-*.spec.ts need the fault build (tests/fixtures/faults.config.ts; E2E_FAULTS=true selects them, see
  // scripts/test-all.sh); every other spec runs against the public build, the page sweep
  // (a11y-sweep.spec.ts: axe, diagrams, code highlighting on every sitemap page) in its CI scope.
  // E2E_BUDGETS=true (`npm run test:a11y`) runs only the sweep, over every URL in both colour modes,
  // and the layout budgets (perf-layout.spec.ts).
  ...(process.env.E2E_FAULTS === 'true'
    ? {testMatch: /faults-.*\.spec\.ts$/}
    : process.env.E2E_BUDGETS === 'true'
      ? {testMatch: /(a11y-sweep|perf-layout)\.spec\.ts$/}
      : {testIgnore: /faults-.*\.spec\.ts$/}),
  outputDir: `test-results${runName}`,
  fullyParallel: true,
  // One worker more than the cores: the browser tests are mostly CPU-bound, but each also waits on timers and the
  // network, and a third worker on 2 cores fills that time. The whole public run on this 2-core machine, side by side
  // on one build: 2 workers 560 s, 3 workers 502 s, 4 workers 516 s (more only adds contention).
  workers: availableParallelism() + 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // Three times Playwright's 5 s: with a worker more than the cores each test runs about a third longer, and beside the
  // page sweep a CI machine has taken over 10 s for what this one does in 1.4 (Redoc's redraw, 2026-12-04). Only a
  // wait that fails takes longer; one that passes returns when it does.
  expect: {timeout: 15_000},
  reporter: [['list'], ['html', {open: 'never', outputFolder: `playwright-report${runName}`}], ['./tests/e2e/time-by-spec-reporter.ts']],
  use: {
    baseURL: e2eBaseUrl,
    browserName: 'chromium',
    launchOptions: {executablePath: chromiumExecutable, args: e2eChromiumArgs},
    // A failed test's pages are captured by the fixture in tests/e2e/fixtures.ts: Playwright's 'only-on-failure' captures
    // every page of every test at each context reset and keeps the failed ones' (about 0.2 CPU s a test here).
    screenshot: 'off',
    // Recording a trace for every test and keeping it on failure made the run about a quarter slower;
    // a trace is recorded when a failed test is retried (CI retries once), or with --trace on.
    trace: 'on-first-retry',
    // The site's service worker (src/pwa) would answer same-origin requests before page.route and
    // context.route see them (Playwright's advice: block workers where requests are intercepted, which most
    // specs do). The offline-reading specs turn it on with test.use({serviceWorkers: 'allow'});
    // E2E_SERVICE_WORKERS=allow runs any spec with it.
    serviceWorkers: process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block',
    // One browser context per worker, reset between tests (storage, HTTP cache, routes, init scripts; the
    // fixture in tests/e2e/fixtures.ts resets the network state and permissions), instead of a new one per
    // test: on this 2-core machine a new context with its first page cost about 1.5 s of CPU more than a
    // page load in a reused one, for each of ~410 tests. A test.use that changes another context option
    // (javaScriptEnabled, permissions, serviceWorkers, ...) still gets a fresh context; specs whose state
    // the reset does not clear (Cache Storage of the service-worker specs) turn it off.
    reuseContext: true,
  },
  webServer: {
    // The production build, served on loopback only (docusaurus serve would listen on all interfaces).
    command: `node scripts/serve-build.mjs ${buildDir} ${e2ePort}`,
    url: `${e2eBaseUrl}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
