/**
 * The one fixture module of the browser tests: the test every spec uses (consent already decided unless
 * a spec asks for a first visit; the reused browser context reset for the next test, which ESLint holds
 * every spec to), opening a page once hydrated, the locators and helpers more than one spec uses, and
 * console watching. Third-party hosts do not resolve in any browser test (browser.ts). A helper a second
 * spec needs moves here rather than being written again.
 */
import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Response,
  type Route,
  type TestInfo,
} from '@playwright/test';
import {consentStorageKey} from '../../src/consent/services';
import {limits} from '../../src/data/site';
import {specNavbarProjects} from '../spec/spec-routes';
import {processTreeSeconds} from '../../scripts/lib/procCpu.mjs';
import {cpuAnnotation} from './time-by-spec-reporter';

export const desktopViewport = {width: 1280, height: 800};
/** SPEC 9: 996 px and narrower is the mobile layout; 390 px is a typical phone. */
export const mobileWidths = [limits.mobileBreakpointPx, 390] as const;

export const test = base.extend<{consentDecided: boolean; cpuSeconds: void}>({
  /**
   * The CPU seconds this test cost: the worker process and its browser (a child of the worker), from before the
   * reused context is reset to after the test's page is done. On the 2 cores CI has, every browser test competes for
   * the same CPU, so this is the figure a spec's cost is judged by, not its wall time (a test that waits costs little).
   */
  cpuSeconds: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, testInfo) => {
      const before = processTreeSeconds(process.pid);
      await use();
      testInfo.annotations.push({type: cpuAnnotation, description: (processTreeSeconds(process.pid) - before).toFixed(2)});
    },
    {auto: true},
  ],
  /**
   * Whether the reader has already decided on consent (the default), so the consent notice does not cover
   * the navbar; a spec about a first visit sets it to false with test.use.
   */
  consentDecided: [true, {option: true}],
  context: async ({context, permissions}, use, testInfo) => {
    // The browser context may be the one the previous test of this worker used (reuseContext,
    // playwright.config.ts). Playwright's reset between tests clears storage, caches, routes and init
    // scripts, but not what a test may change at run time: the network state and granted permissions.
    await context.setOffline(false);
    await context.clearPermissions();
    if (permissions?.length) await context.grantPermissions(permissions);
    await use(context);
    if (testInfo.status !== testInfo.expectedStatus) await screenshotPages(context, testInfo);
  },
  page: async ({page, consentDecided}, use) => {
    if (consentDecided) await decideConsent(page);
    await use(page);
  },
});

/**
 * A failed test's pages as they were when it ended, attached to its report (what Playwright's `screenshot:
 * 'only-on-failure'` gives). Playwright's own option captures every page of every test when its context is reset, and
 * keeps the image only if the test failed: about 0.2 CPU s a test on 2 cores (a PNG of the viewport, and Playwright's
 * script put in the page again), for ~410 tests that nearly all pass. playwright.config.ts turns it off for this.
 */
async function screenshotPages(context: BrowserContext, testInfo: TestInfo): Promise<void> {
  for (const [index, page] of context.pages().entries()) {
    const path = testInfo.outputPath(`test-failed-${index + 1}.png`);
    // A page that has crashed or no longer answers leaves the report without its image, not the test with a second error.
    if (
      await page.screenshot({path, timeout: 5_000}).then(
        () => true,
        () => false,
      )
    )
      await testInfo.attach('screenshot', {path, contentType: 'image/png'});
  }
}

/**
 * Every page of `target` (a page, or a context for the pages a test opens itself) starts with consent decided
 * (analytics declined), unless the page's storage already holds a decision.
 */
export async function decideConsent(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript((key) => {
    try {
      if (window.localStorage.getItem(key) === null) {
        window.localStorage.setItem(key, encodeURIComponent(JSON.stringify({cloudflare: true, klaro: true, analytics: false})));
      }
    } catch {
      /* storage unavailable: nothing to seed */
    }
  }, consentStorageKey);
}

export {expect};

/**
 * Offline, as the page in front of the reader sees it. After a navigation the service worker answers while the context
 * is offline, Debian's Chromium 150 (2026-12) keeps Playwright's offline emulation for requests, which still fail, but
 * not for the new document's navigator.onLine: it reads true and no 'offline' event comes. A device that is offline
 * says so from the system, so the site's offline cues (src/pwa/useOnline.ts) follow navigator.onLine. This states the
 * emulation again through a DevTools session of the page's own, without passing through online; the session stays
 * attached for the rest of the test (detaching it ends its emulation).
 */
export async function offlineInThisDocument(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.emulateNetworkConditions', {offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1});
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/** Boxes laid out in wrapping rows (cards of a grid, tabs of a list), grouped by their rounded top, top row first. */
export function rowsByTop<T extends {top: number}>(boxes: T[]): T[][] {
  const tops = [...new Set(boxes.map((b) => Math.round(b.top)))].sort((a, b) => a - b);
  return tops.map((top) => boxes.filter((b) => Math.round(b.top) === top));
}

/**
 * Words of a search snippet as the engine counts them (packages/docs-core/src/search/highlight.ts): the ellipses left
 * out, and a mark between words (a table row's "·") not a word.
 */
export const snippetWordCount = (snippet: string): number =>
  snippet
    .replace(/…/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** Waits until React has hydrated the page (Docusaurus sets data-has-hydrated on <html>). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
}

/**
 * Waits until Redoc has drawn the OpenAPI reference (about 14,000 elements) in the page's colour mode. It takes 2.3 s
 * alone on this 2-core machine and 5.7 s at four times less CPU, but beside the page sweep on a CI machine a first
 * draw took over 15 s and a redraw in the other mode over 10 s (2026-12-04): one limit for every test that waits on it.
 */
export const referenceDrawn = (page: Page) =>
  expect(page.locator('.openapi-redoc')).toHaveAttribute('aria-busy', 'false', {timeout: 60_000});

/**
 * Opens a path and waits for hydration; returns the document's response. Tests that click, type or
 * press keys open pages with this: the page is shown, and Playwright's goto returns, before its
 * scripts run (src/config/firstPaint.ts), so an early click reaches a button with no handler yet.
 */
export async function open(page: Page, path = '/'): Promise<Response | null> {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

export const projectsButton = (page: Page) => page.locator('[data-nav-dropdown="projects"] > button');
export const chainsButton = (page: Page) => page.locator('[data-nav-dropdown="chains"] > button');
export const projectsPanel = (page: Page) => page.locator('[data-nav-dropdown="projects"] > [role="group"]');
export const chainsPanel = (page: Page) => page.locator('[data-nav-dropdown="chains"] > [role="group"]');
/** The mobile menu/close button (theme-classic's Navbar/MobileSidebar/Toggle). */
export const menuToggle = (page: Page) => page.locator('nav.navbar button.navbar__toggle');
export const mobileMenu = (page: Page) => page.locator('#mobile-menu');

type ColourModeChoice = 'light' | 'dark' | 'system';
/** Docusaurus's colour-mode toggle in the desktop navbar (theme-classic's, unswizzled). */
export const colourModeToggle = (page: Page) =>
  page.locator('.navbar__items--right').getByRole('button', {name: /^Switch between dark and light mode/});

/**
 * SPEC 4: the reader's choice (light, dark or system) as Docusaurus writes it on <html> before any
 * script of the app runs and on every change.
 */
export const expectColourModeChoice = (page: Page, choice: ColourModeChoice) =>
  expect(page.locator('html')).toHaveAttribute('data-theme-choice', choice);

/** Chooses a colour mode with the desktop toggle, which cycles light → dark → system. */
export async function chooseColourMode(page: Page, choice: ColourModeChoice): Promise<void> {
  const html = page.locator('html');
  for (let click = 0; click < 3; click++) {
    const current = await html.getAttribute('data-theme-choice');
    if (current === choice) return;
    await colourModeToggle(page).click();
    await expect(html).not.toHaveAttribute('data-theme-choice', current ?? '');
  }
  await expectColourModeChoice(page, choice);
}

/** The colour mode every page of this test starts in (stored as the theme's choice before any script runs). */
export async function startInColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
}

/** The search modal's text box (DocSearch's). */
export const searchInput = (page: Page) => page.locator('.DocSearch-Input');

/** Each search modal row as the reader reads it: its title, then the line under it (the page, and the heading where there is one). */
export const searchRowTexts = (page: Page): Promise<string[]> =>
  page
    .locator('.DocSearch-Hit-content-wrapper')
    .evaluateAll((rows) =>
      rows.map(
        (r) => `${r.querySelector('.DocSearch-Hit-title')?.textContent} | ${r.querySelector('.DocSearch-Hit-path')?.textContent ?? ''}`,
      ),
    );

/** The APDUs an APDU page's builder currently shows, as hex, in order. */
export const generatedApdus = (page: Page): Promise<string[]> =>
  page.getByRole('region', {name: 'Generated APDUs'}).locator('li > code').allTextContents();

/**
 * SPEC 2.5: the Projects categories and their link targets in order (transcribed once, in
 * tests/spec/spec-routes.ts); '' marks the coming-soon item, the last under Security.
 */
export const spec25Projects: [string, string[]][] = Object.entries(specNavbarProjects).map(([category, targets]) => [
  category,
  category === 'Security' ? [...targets, ''] : targets,
]);

/** SPEC 2.5: the chains of the Chains dropdown (transcribed once, in tests/spec/spec-routes.ts). */
export {specNavbarChainNames as spec25Chains} from '../spec/spec-routes';

/** Route paths compare without a trailing slash ('/filecoin-gas/filgas/' equals '/filecoin-gas/filgas'). */
export const normalisePath = (p: string | null) => (p ?? '').replace(/(.)\/$/, '$1');

export interface ConsoleLog {
  errors: string[];
  warnings: string[];
}

/** Records console errors (plus uncaught exceptions) and warnings of a page. */
export function watchConsole(page: Page): ConsoleLog {
  const log: ConsoleLog = {errors: [], warnings: []};
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error') log.errors.push(msg.text());
    if (msg.type() === 'warning') log.warnings.push(msg.text());
  });
  page.on('pageerror', (err) => log.errors.push(`pageerror: ${err.message}`));
  return log;
}

/**
 * Makes the page report this network connection (navigator.connection) from its first script on:
 * Docusaurus prefetches nothing on a 2g or data-saver connection (SPEC 2.8).
 */
export async function emulateConnection(page: Page, connection: {effectiveType: string; saveData: boolean}): Promise<void> {
  await page.addInitScript((c) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({effectiveType: c.effectiveType, saveData: c.saveData, addEventListener() {}, removeEventListener() {}}),
    });
  }, connection);
}

/** Puts a marker on window; it disappears when the document is reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as {__e2eMarker?: boolean}).__e2eMarker = true));
}

export async function documentWasReloaded(page: Page): Promise<boolean> {
  // While the reload is under way there is no page to ask: not reloaded yet, the caller polls again.
  return page.evaluate(() => (window as unknown as {__e2eMarker?: boolean}).__e2eMarker !== true).catch(() => false);
}

/** A request for a JavaScript chunk of the build. */
export const isScriptChunk = (url: string) => new URL(url).pathname.startsWith('/assets/js/');

/**
 * Hands each script chunk the page asks for to `handle` with its code, fetched from the server: a test finds a
 * lazy part's chunk by what its code names, then fails or delays it. `handle` returns true when it has answered
 * the request itself; otherwise the server's answer is passed on.
 */
export async function routeScriptChunks(page: Page, handle: (route: Route, code: string) => Promise<boolean>): Promise<void> {
  await page.route(
    (url) => isScriptChunk(url.href),
    async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!(await handle(route, body))) await route.fulfill({response, body});
    },
  );
}
