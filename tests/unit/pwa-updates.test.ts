import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {skipWaitingMessage} from '../../src/pwa/shared.mjs';
import {applyUpdate, setUpdateState, takeAcceptedUpdate} from '../../src/pwa/updates';

function fakeWorker(state: ServiceWorkerState) {
  return {state, postMessage: vi.fn()};
}

describe('Reload in the new-version prompt (applyUpdate) and the page it opens', () => {
  const reload = vi.fn();
  let stored: Record<string, string>;

  beforeEach(() => {
    reload.mockReset();
    stored = {};
    vi.stubGlobal('window', {
      location: {reload},
      sessionStorage: {
        getItem: (k: string) => stored[k] ?? null,
        setItem: (k: string, v: string) => void (stored[k] = v),
        removeItem: (k: string) => void delete stored[k],
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gives the waiting worker the go-ahead and reloads at once, without waiting for it', () => {
    const worker = fakeWorker('installed');
    setUpdateState('waiting', worker as unknown as ServiceWorker);
    applyUpdate();
    expect(worker.postMessage).toHaveBeenCalledWith({type: skipWaitingMessage});
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads even when the worker is gone (replaced by a newer one)', () => {
    const worker = fakeWorker('redundant');
    setUpdateState('waiting', worker as unknown as ServiceWorker);
    applyUpdate();
    expect(worker.postMessage).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('the reloaded page knows, once, that the reader accepted (so it asks again without a prompt)', () => {
    setUpdateState('waiting', fakeWorker('installed') as unknown as ServiceWorker);
    applyUpdate();
    expect(takeAcceptedUpdate()).toBe(true);
    expect(takeAcceptedUpdate()).toBe(false);
  });

  it('with storage off, Reload still reloads', () => {
    vi.stubGlobal('window', {
      location: {reload},
      sessionStorage: {
        setItem: () => {
          throw new Error('blocked');
        },
        getItem: () => {
          throw new Error('blocked');
        },
      },
    });
    applyUpdate();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(takeAcceptedUpdate()).toBe(false);
  });
});
