/**
 * Shared helpers of the conformance and fault specs (SPEC 2.4, 2.8, 4, 5, 8, 9): console
 * watching, hydration waits, and the page fixture of the navbar specs (consent decided).
 */
import type {ConsoleMessage, Page} from '@playwright/test';

export {expect, hydrated, openHydrated, test} from './navbar-fixtures';

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
