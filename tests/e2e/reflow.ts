/** WCAG 1.4.10 (Reflow): at 320 CSS px (1280 px zoomed to 400 %) a page must not scroll sideways. */
export const reflowWidth = 320;

/**
 * Runs in the page (pass it to `page.evaluate`): whether the page scrolls sideways, and if so the innermost elements
 * that reach past the screen's right edge outside a scroll region of their own (a wide table, diagram or code block
 * scrolling in its region is allowed), so a failure names what to fix.
 */
export function reflowProblems(): string[] {
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth <= width + 1) return [];
  // A fixed element (the skip link waiting off screen) adds nothing to the page's width.
  const inRegion = (el: Element) => {
    if (getComputedStyle(el).position === 'fixed') return true;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (/(auto|scroll|hidden|clip)/.test(style.overflowX) || style.position === 'fixed') return true;
    }
    return false;
  };
  const past = new Set(
    Array.from(document.body.querySelectorAll('*')).filter((el) => el.getBoundingClientRect().right > width + 1 && !inRegion(el)),
  );
  const innermost = [...past].filter((el) => !Array.from(el.children).some((child) => past.has(child)));
  return [
    `the page scrolls sideways (${document.documentElement.scrollWidth} px in ${width})`,
    ...innermost.slice(0, 3).map((el) => {
      const classes = typeof el.className === 'string' ? el.className.trim().split(/\s+/).filter(Boolean) : [];
      const name = el.tagName.toLowerCase() + classes.map((c) => `.${c}`).join('');
      return `${name} reaches ${Math.round(el.getBoundingClientRect().right)} px: "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    }),
  ];
}
