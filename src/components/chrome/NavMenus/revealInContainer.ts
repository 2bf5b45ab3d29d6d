/**
 * Brings an element into view inside its own scroll container (a doc sidebar's link, issue 19).
 * Only the container's scrollTop is set: never Element.scrollIntoView, which would also scroll
 * the page.
 */
/** Vertical extent of a box, in viewport pixels. */
export interface Span {
  top: number;
  bottom: number;
}

/**
 * The container scrollTop that centres `item` in the container's visible box, or null when the item
 * is already wholly visible (the reader's own scroll position is then left alone). The result is
 * clamped to the container's scroll range.
 */
export function scrollTopToReveal({
  item,
  view,
  scrollTop,
  maxScrollTop,
}: {
  item: Span;
  view: Span;
  scrollTop: number;
  maxScrollTop: number;
}): number | null {
  if (item.top >= view.top && item.bottom <= view.bottom) return null;
  const itemHeight = item.bottom - item.top;
  const viewHeight = view.bottom - view.top;
  const target = scrollTop + (item.top - view.top) - Math.max(0, (viewHeight - itemHeight) / 2);
  return Math.round(Math.min(Math.max(0, target), Math.max(0, maxScrollTop)));
}

/**
 * Scrolls `container` (only) so that `item` is visible. The visible box is clipped to the viewport
 * and starts below the container's scroll-padding-top (the CSS way to declare a sticky header).
 */
export function revealInContainer(item: HTMLElement, container: HTMLElement): void {
  const itemBox = item.getBoundingClientRect();
  if (itemBox.height === 0) return; // inside a category that is still collapsed: nothing to show yet
  const box = container.getBoundingClientRect();
  const inset = parseFloat(getComputedStyle(container).scrollPaddingTop) || 0;
  const view = {top: Math.max(box.top + inset, 0), bottom: Math.min(box.bottom, window.innerHeight)};
  const next = scrollTopToReveal({
    item: itemBox,
    view,
    scrollTop: container.scrollTop,
    maxScrollTop: container.scrollHeight - container.clientHeight,
  });
  if (next !== null && next !== container.scrollTop) container.scrollTop = next;
}

/**
 * The nearest ancestor of `el`, below `stop`, that scrolls vertically: overflow-y auto or scroll and
 * content taller than its box (Infima's .menu computes overflow-y auto from its overflow-x: hidden
 * without ever scrolling).
 */
export function scrollContainerOf(el: HTMLElement, stop: HTMLElement | null = null): HTMLElement | null {
  for (let node = el.parentElement; node && node !== stop; node = node.parentElement) {
    if (/^(auto|scroll)$/.test(getComputedStyle(node).overflowY) && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}
