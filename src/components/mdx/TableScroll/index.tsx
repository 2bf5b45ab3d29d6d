import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Overflow {
  /** Wider than its column: the reader has to scroll. */
  scrollable: boolean;
  /** Columns are hidden to the left (scrolled away from the start). */
  start: boolean;
  /** Columns are hidden to the right. */
  end: boolean;
}

function measure(el: HTMLElement): Overflow {
  const hidden = el.scrollWidth - el.clientWidth;
  const scrollable = hidden > 1;
  return {scrollable, start: scrollable && el.scrollLeft > 1, end: scrollable && el.scrollLeft < hidden - 1};
}

const same = (a: Overflow | null, b: Overflow) => a?.scrollable === b.scrollable && a.start === b.start && a.end === b.end;

export interface TableScrollProps {
  /** Names the table for assistive technology, e.g. its caption or the heading above it. */
  label: string;
  children: ReactNode;
  /** Extra class on the scrolling element (its border, margins). */
  className?: string;
  /**
   * In a phone-width column, one card per row, each cell under its column's name: every body cell
   * must carry that name in `data-label` (src/plugins/table-labels/label.ts, cellLabelProp).
   * A row header without one, or a cell marked `data-card-title` (cardTitleProp), is the card's title.
   */
  stackOnPhone?: boolean;
}

/**
 * A table that may be wider than its column. While it is, it scrolls sideways inside a focusable,
 * labelled region (keyboard users scroll it with the arrow keys; screen readers announce its name),
 * a shadow marks each edge with hidden columns, and the first column stays in view.
 * The server HTML assumes it may scroll (region, tabindex), so the table is reachable without
 * JavaScript; after hydration a table that fits is a plain table again.
 */
export default function TableScroll({label, children, className, stackOnPhone = false}: TableScrollProps): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const update = () => {
      const next = measure(el);
      setOverflow((prev) => (same(prev, next) ? prev : next));
    };
    update();
    el.addEventListener('scroll', update, {passive: true});
    const resize = new ResizeObserver(update);
    resize.observe(el);
    if (el.firstElementChild) resize.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, []);

  const scrollable = overflow?.scrollable ?? true;
  return (
    <div
      className={clsx(
        styles.frame,
        stackOnPhone && styles.stacks,
        overflow?.start && styles.hiddenStart,
        overflow?.end && styles.hiddenEnd,
      )}
      data-table-scroll={overflow ? (overflow.scrollable ? 'scrolls' : 'fits') : 'unmeasured'}
    >
      <div
        ref={ref}
        className={clsx('table-scroll', styles.scroller, className)}
        {...(scrollable && {role: 'region', 'aria-label': label, tabIndex: 0})}
      >
        {children}
      </div>
    </div>
  );
}
