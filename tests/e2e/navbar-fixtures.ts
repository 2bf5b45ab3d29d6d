/**
 * Shared set-up for the navbar, mobile menu, theme, footer and announcement specs.
 * Every page starts with consent already decided (so the consent notice does not cover
 * the navbar). Third-party hosts do not resolve in any browser test (browser.ts).
 */
import {test as base, expect, type Page, type Response} from '@playwright/test';
import {consentStorageKey} from '../../src/consent/services';
import {limits} from '../../src/data/site';

export const desktopViewport = {width: 1280, height: 800};
/** SPEC 9: 996 px and narrower is the mobile layout; 390 px is a typical phone. */
export const mobileWidths = [limits.mobileBreakpointPx, 390] as const;

export const test = base.extend<{page: Page}>({
  page: async ({page}, use) => {
    await page.addInitScript((key) => {
      try {
        if (window.localStorage.getItem(key) === null) {
          window.localStorage.setItem(key, encodeURIComponent(JSON.stringify({cloudflare: true, klaro: true, analytics: false})));
        }
      } catch {
        /* storage unavailable: nothing to seed */
      }
    }, consentStorageKey);
    await use(page);
  },
});

export {expect};

/** Waits until React has hydrated the page (Docusaurus sets data-has-hydrated on <html>). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
}

/**
 * Opens a path and waits for hydration. Tests that click, type or press keys open pages with this:
 * the page is shown, and Playwright's goto returns, before its scripts run (src/config/firstPaint.ts),
 * so an early click reaches a button with no handler yet.
 */
export async function openHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/** Opens a page once React has hydrated it (the navbar's handlers are attached); returns the document's response. */
export const open = (page: Page, path = '/'): Promise<Response | null> => openHydrated(page, path);

export const projectsButton = (page: Page) => page.locator('[data-nav-dropdown="projects"] > button');
export const chainsButton = (page: Page) => page.locator('[data-nav-dropdown="chains"] > button');
export const projectsPanel = (page: Page) => page.locator('[data-nav-dropdown="projects"] > [role="group"]');
export const chainsPanel = (page: Page) => page.locator('[data-nav-dropdown="chains"] > [role="group"]');
export const menuToggle = (page: Page) => page.locator('[data-mobile-menu-toggle]');
export const mobileMenu = (page: Page) => page.locator('#mobile-menu');
export const themeRadio = (page: Page, label: 'Light' | 'Dark' | 'System', scope = page.locator('.navbar__items--right')) =>
  scope.getByRole('radio', {name: label});

/** SPEC 2.5, verbatim: the Projects categories and their link targets in order ('' marks the coming-soon item). */
export const spec25Projects: [string, string[]][] = [
  ['Security', ['/ledger-apps/overview', '/tee-signer/intro', '/filecoin-signing-tools', '/vault-k8s-canister', '']],
  ['Integration', ['/zemu', '/icp-client-cpp/overview', '/namadexer/index']],
  ['Data Infrastructure', ['/beryx-api', '/beryx-explorer', '/filecoin-gas/filgas', '/polkadot-hybrid-host-node']],
  [
    'Protocol Engineering',
    [
      '/filecoin-virtual-machine/fvm-as-sdk/',
      '/fevm-solidity/fevm-solidity-precompiles',
      '/fevm/filecoin-solidity',
      '/drand/introduction',
      '/ic-push-metrics/introduction',
      '/icp-icrc3-evm-adapter/overview',
    ],
  ],
  ['Tools', ['/ping', '/polkadot-migration-app']],
];

/** SPEC 2.5: the chains of the Chains dropdown (transcribed once, in tests/spec/spec-routes.ts). */
export {specNavbarChainNames as spec25Chains} from '../spec/spec-routes';

/** Route paths compare without a trailing slash ('/filecoin-gas/filgas/' equals '/filecoin-gas/filgas'). */
export const normalisePath = (p: string | null) => (p ?? '').replace(/(.)\/$/, '$1');
