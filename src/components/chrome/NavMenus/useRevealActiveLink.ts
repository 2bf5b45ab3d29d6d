/**
 * Keeps the current page's link of a doc sidebar in view (the desktop sidebar, the phone menu's
 * sidebar view): issue 19, where it sat ~1,350 px below the fold.
 */
import {useEffect} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {revealInContainer, scrollContainerOf} from './revealInContainer';

/** How long after a change the reveal follows categories that are still expanding. */
const settleMs = 1500;

/** The current page's link inside a doc sidebar (DocSidebarItem marks it aria-current="page"). */
const currentLinkSelector = 'a.menu__link[aria-current="page"]';

/**
 * After every change of `key` (the current path, the menu being opened) while `enabled`: reveals
 * the current page's link of the doc sidebar inside `findRoot()` in its scroll container, and again
 * whenever the sidebar's list changes size for a short while: the link's category may expand (and
 * render the link) only after this effect, with an animation. The reader's first wheel, touch, key
 * or pointer press in the sidebar stops the follow-up.
 */
export function useRevealActiveLink(findRoot: () => HTMLElement | null, key: unknown, enabled = true): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const root = findRoot();
    const list = root?.querySelector<HTMLElement>(`.${ThemeClassNames.docs.docSidebarMenu}`);
    if (!root || !list) return undefined;
    const reveal = () => {
      const item = root.querySelector<HTMLElement>(currentLinkSelector);
      const container = item ? scrollContainerOf(item) : null;
      if (item && container) revealInContainer(item, container);
    };
    // Observing fires once at once, then on every size change of the list.
    const observer = new ResizeObserver(reveal);
    observer.observe(list);
    const stop = () => observer.disconnect();
    const timer = window.setTimeout(stop, settleMs);
    const userEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    userEvents.forEach((type) => root.addEventListener(type, stop, {passive: true, once: true}));
    return () => {
      stop();
      window.clearTimeout(timer);
      userEvents.forEach((type) => root.removeEventListener(type, stop));
    };
    // `findRoot` is a lookup, not data: only `key` and `enabled` say when to reveal again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled]);
}
