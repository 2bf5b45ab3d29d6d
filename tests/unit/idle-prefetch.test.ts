import {describe, expect, it} from 'vitest';
import {browserRequestIdle, idlePrefetch, idleTimeoutMs, type IdleDeadlineLike} from '../../src/internals/client/idlePrefetch';

/** A hand-run idle scheduler: each `idle(ms)` runs the pending callback with that much time left. */
function fakeIdle() {
  const pending: ((d: IdleDeadlineLike) => void)[] = [];
  const timeouts: number[] = [];
  let clock = 0;
  return {
    requestIdle: (run: (d: IdleDeadlineLike) => void, options: {timeout: number}) => {
      pending.push(run);
      timeouts.push(options.timeout);
    },
    now: () => clock,
    /** Runs one idle period of `budget` ms in which each prefetch costs `cost` ms. */
    period(budget: number) {
      const run = pending.shift();
      const end = clock + budget;
      run?.({timeRemaining: () => Math.max(0, end - clock), didTimeout: budget === 0});
    },
    advance(ms: number) {
      clock += ms;
    },
    pending,
    timeouts,
  };
}

describe('link prefetching in idle time', () => {
  it('fetches nothing while the page is busy, then each route once, in the order the links appeared', () => {
    const idle = fakeIdle();
    const fetched: string[] = [];
    const prefetch = idlePrefetch((p) => (fetched.push(p), false), idle.requestIdle, idle.now);
    expect(prefetch('/a')).toBe(true);
    expect(prefetch('/b')).toBe(true);
    expect(prefetch('/a')).toBe(false);
    expect(fetched).toEqual([]);
    expect(idle.pending).toHaveLength(1);
    expect(idle.timeouts).toEqual([idleTimeoutMs]);
    idle.period(50);
    expect(fetched).toEqual(['/a', '/b']);
    expect(idle.pending).toHaveLength(0);
    expect(prefetch('/b')).toBe(false);
  });

  it('stops a period after its time slice and goes on in the next one', () => {
    const idle = fakeIdle();
    const fetched: string[] = [];
    // Each prefetch costs 6 ms: a 50 ms period holds two before the 10 ms slice is used up.
    const prefetch = idlePrefetch((p) => (fetched.push(p), idle.advance(6), false), idle.requestIdle, idle.now);
    for (const p of ['/1', '/2', '/3', '/4', '/5']) prefetch(p);
    idle.period(50);
    expect(fetched).toEqual(['/1', '/2']);
    expect(idle.pending).toHaveLength(1);
    idle.period(50);
    idle.period(50);
    expect(fetched).toEqual(['/1', '/2', '/3', '/4', '/5']);
    expect(idle.pending).toHaveLength(0);
  });

  it('still makes progress when the browser only ever calls back at the timeout (no idle time left)', () => {
    const idle = fakeIdle();
    const fetched: string[] = [];
    const prefetch = idlePrefetch((p) => (fetched.push(p), false), idle.requestIdle, idle.now);
    prefetch('/x');
    prefetch('/y');
    idle.period(0);
    expect(fetched).toEqual(['/x']);
    idle.period(0);
    expect(fetched).toEqual(['/x', '/y']);
  });

  it('falls back to a timer where requestIdleCallback is missing', async () => {
    const win = {setTimeout: (f: () => void, ms: number) => setTimeout(f, ms)} as unknown as Window;
    const fetched: string[] = [];
    const prefetch = idlePrefetch((p) => (fetched.push(p), false), browserRequestIdle(win));
    prefetch('/later');
    expect(fetched).toEqual([]);
    await new Promise((r) => setTimeout(r, 80));
    expect(fetched).toEqual(['/later']);
  });
});
