import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {skipWaitingMessage} from '../../src/pwa/shared.mjs';

function fakeWorker(state: ServiceWorkerState) {
  return {state, postMessage: vi.fn()} as unknown as ServiceWorker & {postMessage: ReturnType<typeof vi.fn>};
}

describe('Reload in the new-version prompt (applyUpdate)', () => {
  const reload = vi.fn();
  let controllerChange: (() => void) | undefined;

  /** updates.ts keeps its state per page: a fresh module per test, as a fresh page would have. */
  async function updates() {
    vi.resetModules();
    return import('../../src/pwa/updates');
  }

  beforeEach(() => {
    vi.useFakeTimers();
    reload.mockReset();
    controllerChange = undefined;
    vi.stubGlobal('window', {location: {reload}, setTimeout});
    vi.stubGlobal('navigator', {
      serviceWorker: {
        addEventListener: (type: string, listener: () => void) => {
          if (type === 'controllerchange') controllerChange = listener;
        },
      },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gives the waiting worker the go-ahead and reloads once it has taken over the tab, not before', async () => {
    const {applyUpdate, applyingUpdate, setUpdateState} = await updates();
    const worker = fakeWorker('installed');
    setUpdateState('waiting', worker);
    applyUpdate();
    expect(worker.postMessage).toHaveBeenCalledWith({type: skipWaitingMessage});
    expect(applyingUpdate()).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    controllerChange?.();
    expect(reload).toHaveBeenCalledTimes(1);
    // The fallback timer finds the reload already under way.
    vi.runAllTimers();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway when the worker never takes over', async () => {
    const {applyUpdate, setUpdateState, takeOverTimeoutMs} = await updates();
    setUpdateState('waiting', fakeWorker('installed'));
    applyUpdate();
    vi.advanceTimersByTime(takeOverTimeoutMs - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at once when the worker is gone (replaced by a newer one)', async () => {
    const {applyUpdate, setUpdateState} = await updates();
    const worker = fakeWorker('redundant');
    setUpdateState('waiting', worker);
    applyUpdate();
    expect(worker.postMessage).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a second press sends nothing more', async () => {
    const {applyUpdate, setUpdateState} = await updates();
    const worker = fakeWorker('installed');
    setUpdateState('waiting', worker);
    applyUpdate();
    applyUpdate();
    expect(worker.postMessage).toHaveBeenCalledTimes(1);
  });

  it('no Reload pressed: a worker taking over the tab is not this tab’s doing', async () => {
    const {applyingUpdate} = await updates();
    expect(applyingUpdate()).toBe(false);
  });
});
