/**
 * Content-Security-Policy of the built site (src/plugins/csp): every page carries the policy as a
 * meta tag (and static hosts get it from build/_headers, which scripts/serve-build.mjs applies
 * too), inline scripts run only by hash, and the main page types work with no violation.
 */
import type {Page} from '@playwright/test';
import {expect, hydrated, searchInput, test, watchConsole} from './fixtures';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as {__csp: Violation[]};
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push({directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample}),
    );
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as {__csp: Violation[]}).__csp);
const cspConsole = (messages: string[]) => messages.filter((m) => /Content Security Policy|Content-Security-Policy/i.test(m));

const pageTypes: {name: string; path: string; ready: (page: Page) => Promise<void>}[] = [
  {name: 'home', path: '/', ready: async (page) => expect(page.locator('h1').first()).toBeVisible()},
  {
    name: 'doc page with a Mermaid diagram',
    path: '/namadexer/overview',
    ready: async (page) => expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible({timeout: 15_000}),
  },
  {
    name: 'ledger-apps APDUSPEC page',
    path: '/ledger-apps/nodle/APDUSPEC',
    ready: async (page) => expect(page.locator('article h1')).toBeVisible(),
  },
  {name: 'chain landing page', path: '/Polkadot', ready: async (page) => expect(page.locator('h1').first()).toBeVisible()},
  {
    name: 'search page with results (worker)',
    path: '/search?q=zemu',
    ready: async (page) => expect(page.locator('main article, main a[href^="/zemu"]').first()).toBeVisible({timeout: 15_000}),
  },
  {
    name: '/OpenAPI (Redoc)',
    path: '/OpenAPI',
    ready: async (page) => expect(page.locator('[data-section-id]').first()).toBeAttached({timeout: 60_000}),
  },
];

for (const {name, path, ready} of pageTypes) {
  test(`8 CSP: the ${name} ${path} works with no Content-Security-Policy violation`, async ({page}) => {
    // Redoc renders a large document: slow on a busy 2-core runner.
    test.setTimeout(120_000);
    await recordViolations(page);
    const console = watchConsole(page);
    const response = await page.goto(path);
    await hydrated(page);
    await ready(page);
    // The search modal runs its worker on every page type that has it (the /OpenAPI page has no navbar search).
    if (await page.locator('.DocSearch-Button').count()) {
      await page.locator('.DocSearch-Button').first().click();
      await searchInput(page).fill('ledger');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
      await page.keyboard.press('Escape');
    }
    await page.waitForLoadState('networkidle');

    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(meta).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(meta).not.toContain("'unsafe-inline' ;");
    expect(meta!.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(await violations(page)).toEqual([]);
    expect(cspConsole([...console.errors, ...console.warnings])).toEqual([]);
  });
}

test('8 CSP: an injected inline script without a known hash is blocked and reported', async ({page}) => {
  await recordViolations(page);
  await page.goto('/zemu');
  await hydrated(page);
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = 1';
    document.body.appendChild(s);
  });
  await expect.poll(async () => (await violations(page)).length).toBeGreaterThan(0);
  expect((await violations(page))[0].directive).toMatch(/script-src/);
  expect(await page.evaluate(() => (window as unknown as {__injected?: number}).__injected)).toBeUndefined();
});

test('8 CSP: the wrong-base-URL banner script is allowed by hash (banner shows when the bundle fails)', async ({page}) => {
  await recordViolations(page);
  // Simulates what a wrong base URL does: the site's scripts and styles do not load (the banner's
  // critical CSS hides it whenever the stylesheet loads).
  await page.route(
    (url) => url.pathname.startsWith('/assets/'),
    (r) => r.abort(),
  );
  await page.goto('/');
  await expect(page.locator('#__docusaurus-base-url-issue-banner')).toBeVisible();
  await expect(page.locator('#__docusaurus-base-url-issue-banner')).toContainText('did not load properly');
  expect(await violations(page)).toEqual([]);
});
