/**
 * An element of our own inside DocSearch's modal, for a portal: DocSearch has no slot for the scope
 * choice or the error screen's retry button, and draws the element they go beside a frame or a task
 * after it opens (or after a query fails), so it is looked for on each animation frame until found.
 */
import {useEffect, useState} from 'react';

export function useModalSlot({
  anchor,
  className,
  place,
  active = true,
  giveUpAfterMs,
}: {
  /** The DocSearch element the slot goes after or into. */
  anchor: string;
  className: string;
  place: 'after' | 'append';
  /** Looks again whenever this changes (a new failure, a new screen). */
  active?: unknown;
  giveUpAfterMs?: number;
}): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!active) return undefined;
    let frame = 0;
    let el: HTMLDivElement | undefined;
    const until = giveUpAfterMs === undefined ? Infinity : performance.now() + giveUpAfterMs;
    const find = () => {
      const target = document.querySelector(anchor);
      if (!target) {
        if (performance.now() < until) frame = requestAnimationFrame(find);
        return;
      }
      el = document.createElement('div');
      el.className = className;
      if (place === 'after') target.after(el);
      else target.append(el);
      setHost(el);
    };
    find();
    return () => {
      cancelAnimationFrame(frame);
      el?.remove();
      setHost(null);
    };
  }, [active, anchor, className, place, giveUpAfterMs]);
  return host;
}
