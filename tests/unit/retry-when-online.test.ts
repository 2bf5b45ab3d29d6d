import {afterEach, describe, expect, it, vi} from 'vitest';
import {retryWhenOnline} from '../../src/internals/client/retryWhenOnline';

/** A browser whose connection the test switches; `online` fires as in Chromium. */
function browser(onLine: boolean) {
  const events = new EventTarget();
  const nav = {onLine};
  vi.stubGlobal('navigator', nav);
  vi.stubGlobal('window', events);
  return {
    goOnline: () => {
      nav.onLine = true;
      events.dispatchEvent(new Event('online'));
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('a route load that fails offline waits for the connection', () => {
  it('rejects at once while online, so Docusaurus still reloads on a missing chunk', async () => {
    browser(true);
    const load = vi.fn(() => Promise.reject(new Error('ChunkLoadError')));
    await expect(retryWhenOnline(load)).rejects.toThrow('ChunkLoadError');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('offline, neither resolves nor rejects until the connection is back, then tries again', async () => {
    const connection = browser(false);
    let attempts = 0;
    const load = () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('page'));
    let settled = false;
    const result = retryWhenOnline(load).finally(() => (settled = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(settled).toBe(false);
    expect(attempts).toBe(1);
    connection.goOnline();
    await expect(result).resolves.toBe('page');
    expect(attempts).toBe(2);
  });

  it('a retry that fails online rejects (the deployment changed meanwhile)', async () => {
    const connection = browser(false);
    const load = vi.fn(() => Promise.reject(new Error('gone')));
    const result = retryWhenOnline(load);
    await new Promise((r) => setTimeout(r, 0));
    connection.goOnline();
    await expect(result).rejects.toThrow('gone');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
