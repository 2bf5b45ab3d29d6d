/** Debian's Chromium, never a downloaded browser (this machine cannot fetch one). */
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

export const e2ePort = Number(process.env.E2E_PORT ?? 3210);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
