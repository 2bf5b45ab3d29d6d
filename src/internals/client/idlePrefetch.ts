/**
 * Docusaurus prefetches the chunks of every route a visible link points to, from the
 * IntersectionObserver callback of each `<Link>`: on a doc page the sidebar, breadcrumbs and
 * pagination start 30-40 `<link rel=prefetch>` fetches in the first frames after hydration, in one
 * task (40-55 ms at a 4x CPU slowdown, long-animation-frame timing: Total Blocking Time on a phone).
 * The same prefetches still happen, one route after another in idle time, so navigation stays
 * instant and loading stays responsive.
 */

type Prefetch = Window['docusaurus']['prefetch'];

export interface IdleDeadlineLike {
  timeRemaining(): number;
  readonly didTimeout: boolean;
}
export type RequestIdle = (run: (deadline: IdleDeadlineLike) => void, options: {timeout: number}) => void;

/** Work stops for the idle period once less than this is left (one prefetch takes ~1-3 ms on a desktop). */
const reserveMs = 4;
/** ...or once it has run this long: on a slow phone one prefetch takes ~10 ms and an idle period lasts up to 50. */
const sliceMs = 10;
/** An idle period is promised within this time even on a page that is never idle. */
export const idleTimeoutMs = 2000;

/**
 * A `prefetch` that queues route paths (each once) and hands them to `prefetch` in idle periods.
 * It answers `true` when it queued the path (Docusaurus's own answers a promise), `false` when the
 * path was queued before (Docusaurus answers `false` for a path it already fetched).
 */
export function idlePrefetch(
  prefetch: Prefetch,
  requestIdle: RequestIdle,
  now: () => number = () => performance.now(),
): (routePath: string) => boolean {
  const queued = new Set<string>();
  const waiting: string[] = [];
  let scheduled = false;

  const run = (deadline: IdleDeadlineLike) => {
    scheduled = false;
    const start = now();
    // At least one per period, so a page that is never idle still gets its prefetches at the timeout.
    do {
      const path = waiting.shift();
      if (path === undefined) return;
      prefetch(path);
    } while (deadline.timeRemaining() > reserveMs && now() - start < sliceMs);
    schedule();
  };
  const schedule = () => {
    if (scheduled || waiting.length === 0) return;
    scheduled = true;
    requestIdle(run, {timeout: idleTimeoutMs});
  };

  return (routePath) => {
    if (queued.has(routePath)) return false;
    queued.add(routePath);
    waiting.push(routePath);
    schedule();
    return true;
  };
}

/** `requestIdleCallback`, or a short timeout where it is missing (Safari before 18.x). */
export function browserRequestIdle(win: Window): RequestIdle {
  if (typeof win.requestIdleCallback === 'function') return (run, options) => win.requestIdleCallback(run, options);
  return (run) => win.setTimeout(() => run({timeRemaining: () => 0, didTimeout: true}), 50);
}
