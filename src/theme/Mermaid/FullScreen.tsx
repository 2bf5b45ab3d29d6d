/**
 * A diagram too small to read in the column (a phone, a wide flow chart) opens full screen in a
 * native modal <dialog>: zoom with the buttons, Ctrl+wheel or a two-finger pinch, pan by scrolling
 * or dragging. Escape or Close shuts it and the browser returns focus to the button that opened it
 * (focused again here too, for browsers that do not). Pure parts: ./zoom.ts.
 */
import React, {useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import {anchoredScroll, clampScale, openingScale, svgSize, wheelScale, withUniqueIds, zoomStep} from './zoom';
import styles from './fullscreen.module.css';

interface Anchor {
  x: number;
  y: number;
  ratio: number;
}

function ZoomView({svg, idSuffix}: {svg: string; idSuffix: string}): ReactNode {
  const viewport = useRef<HTMLDivElement>(null);
  const copy = useMemo(() => withUniqueIds(svg, idSuffix), [svg, idSuffix]);
  const size = useMemo(() => svgSize(svg) ?? {width: 800, height: 600}, [svg]);
  const [scale, setScale] = useState<number | null>(null);
  const anchor = useRef<Anchor | null>(null);
  const pointers = useRef(new Map<number, {x: number; y: number}>());
  const pinch = useRef<number | null>(null);

  /** The scale that shows the whole drawing on screen. */
  const fit = useCallback(() => {
    const el = viewport.current;
    return el ? clampScale(Math.min(el.clientWidth / size.width, el.clientHeight / size.height)) : 1;
  }, [size]);

  // Opens whole if its text stays readable, else at the drawing's own size (./zoom.ts openingScale); Fit
  // shows it whole. Measured once the view has a size: this renders before showModal shows the dialog,
  // and a resize observer reports after layout and before the first paint.
  useLayoutEffect(() => {
    const el = viewport.current;
    if (!el) return undefined;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === 0) return;
      observer.disconnect();
      setScale((prev) => prev ?? openingScale(fit()));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [fit]);

  const zoomTo = useCallback((next: number, at?: {x: number; y: number}) => {
    const el = viewport.current;
    setScale((prev) => {
      if (prev === null || !el) return prev;
      const clamped = clampScale(next);
      anchor.current = {x: at?.x ?? el.clientWidth / 2, y: at?.y ?? el.clientHeight / 2, ratio: clamped / prev};
      return clamped;
    });
  }, []);

  // Keeps the zoomed point in place once the drawing has its new size.
  useLayoutEffect(() => {
    const el = viewport.current;
    const a = anchor.current;
    if (!el || !a) return;
    anchor.current = null;
    el.scrollLeft = anchoredScroll(el.scrollLeft, a.x, a.ratio);
    el.scrollTop = anchoredScroll(el.scrollTop, a.y, a.ratio);
  }, [scale]);

  // A non-passive listener: Ctrl+wheel (and a trackpad pinch) zooms the drawing, not the page.
  useEffect(() => {
    const el = viewport.current;
    if (!el) return undefined;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey) return;
      e.preventDefault();
      const box = el.getBoundingClientRect();
      setScale((prev) => {
        if (prev === null) return prev;
        const next = wheelScale(prev, e.deltaY);
        anchor.current = {x: e.clientX - box.left, y: e.clientY - box.top, ratio: next / prev};
        return next;
      });
    };
    el.addEventListener('wheel', onWheel, {passive: false});
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : null;
  };
  const onPointerDown = (e: React.PointerEvent) => {
    pointers.current.set(e.pointerId, {x: e.clientX, y: e.clientY});
    pinch.current = distance();
  };
  const onPointerMove = (e: React.PointerEvent) => {
    const el = viewport.current;
    const last = pointers.current.get(e.pointerId);
    if (!el || !last) return;
    if (pointers.current.size === 1 && e.buttons === 1) {
      // One finger or a held mouse button pans (touch-action is off: the pinch is ours, not the page's).
      el.scrollLeft -= e.clientX - last.x;
      el.scrollTop -= e.clientY - last.y;
    }
    pointers.current.set(e.pointerId, {x: e.clientX, y: e.clientY});
    const now = distance();
    if (now !== null && pinch.current) {
      const box = el.getBoundingClientRect();
      const [a, b] = [...pointers.current.values()];
      zoomTo((scale ?? 1) * (now / pinch.current), {x: (a.x + b.x) / 2 - box.left, y: (a.y + b.y) / 2 - box.top});
      pinch.current = now;
    }
  };
  const onPointerUp = (e: React.PointerEvent) => {
    pointers.current.delete(e.pointerId);
    pinch.current = distance();
  };

  const current = scale ?? 1;
  return (
    <>
      <div className={styles.tools}>
        <button type="button" className={styles.tool} onClick={() => zoomTo(current / zoomStep)} aria-label="Zoom out">
          −
        </button>
        <output className={styles.level} aria-live="polite">
          {Math.round(current * 100)}%
        </output>
        <button type="button" className={styles.tool} onClick={() => zoomTo(current * zoomStep)} aria-label="Zoom in">
          +
        </button>
        <button type="button" className={styles.tool} onClick={() => setScale(fit())}>
          Fit
        </button>
      </div>
      <div
        ref={viewport}
        className={styles.viewport}
        // A scrolling region is reached from the keyboard, where the arrow keys pan it (axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label="Diagram, zoomable"
        data-scale={current}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <div
          className={styles.canvas}
          data-diagram-copy
          // The drawing's size follows the zoom: a computed value, not layout that CSS could express.
          style={{width: size.width * current, height: size.height * current}}
          // Mermaid's own SVG output, with its ids made unique (./zoom.ts).
          dangerouslySetInnerHTML={{__html: copy}}
        />
      </div>
    </>
  );
}

export default function FullScreen({svg}: {svg: string}): ReactNode {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const id = useId();
  const titleId = `${id}-title`;

  // The content is rendered before showModal, which then focuses its first control.
  const show = () => {
    flushSync(() => setOpen(true));
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  };

  // The close event comes a task after the dialog closed (and focus went back to the opener): a reader who
  // reopens it at once (Enter, Enter) is ahead of it, and then it must not empty the open dialog.
  const onClose = () => {
    if (dialog.current?.open) return;
    setOpen(false);
    opener.current?.focus();
  };

  return (
    <>
      <button ref={opener} type="button" className={styles.open} onClick={show} aria-haspopup="dialog">
        <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
          <path d="M1 6V1h5M10 1h5v5M15 10v5h-5M6 15H1v-5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        Full screen
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
        {open && (
          <>
            <div className={styles.bar}>
              <h2 id={titleId} className={styles.title}>
                Diagram
              </h2>
              <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
                Close
              </button>
            </div>
            <ZoomView svg={svg} idSuffix={`-full${id.replace(/[^\w-]/g, '')}`} />
          </>
        )}
      </dialog>
    </>
  );
}
