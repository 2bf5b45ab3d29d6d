import {describe, expect, it} from 'vitest';
import {scrollTopToReveal} from '../../src/components/chrome/NavMenus/revealInContainer';

// A sidebar whose visible box runs from 100 to 900 px in the viewport, scrolled by 0, 2,000 px of scroll range.
const view = {top: 100, bottom: 900};

describe('scrollTopToReveal (sidebar reveals the current page, issue 19)', () => {
  it('leaves a link that is wholly visible alone', () => {
    expect(scrollTopToReveal({item: {top: 100, bottom: 132}, view, scrollTop: 0, maxScrollTop: 2000})).toBeNull();
    expect(scrollTopToReveal({item: {top: 868, bottom: 900}, view, scrollTop: 500, maxScrollTop: 2000})).toBeNull();
  });

  it('centres a link below the fold in the visible box', () => {
    // The link is 1,350 px down: scrolled so that its 32 px sit in the middle of the 800 px box.
    const next = scrollTopToReveal({item: {top: 1450, bottom: 1482}, view, scrollTop: 0, maxScrollTop: 2000})!;
    expect(next).toBe(1350 - (800 - 32) / 2);
    const topAfter = 1450 - next;
    expect(topAfter - view.top + 16).toBe((view.bottom - view.top) / 2);
  });

  it('centres a link above the visible box, and one cut by an edge', () => {
    expect(scrollTopToReveal({item: {top: 20, bottom: 52}, view, scrollTop: 1000, maxScrollTop: 2000})).toBe(1000 - 80 - 384);
    expect(scrollTopToReveal({item: {top: 880, bottom: 912}, view, scrollTop: 0, maxScrollTop: 2000})).toBe(780 - 384);
  });

  it('stays inside the scroll range', () => {
    expect(scrollTopToReveal({item: {top: 2950, bottom: 2982}, view, scrollTop: 0, maxScrollTop: 2000})).toBe(2000);
    expect(scrollTopToReveal({item: {top: 60, bottom: 92}, view, scrollTop: 30, maxScrollTop: 2000})).toBe(0);
  });

  it('puts the top of a link taller than the box at the top', () => {
    expect(scrollTopToReveal({item: {top: 1000, bottom: 2000}, view, scrollTop: 0, maxScrollTop: 5000})).toBe(900);
  });
});
