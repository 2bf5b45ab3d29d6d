/**
 * The browser every browser run uses (Playwright tests, bench:search, bench:lighthouse): Debian's
 * Chromium, never a downloaded one (this machine cannot fetch one), headless with background traffic off.
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
