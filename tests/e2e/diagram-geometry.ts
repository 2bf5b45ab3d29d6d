/**
 * Issue 21.1: no Mermaid diagram clips or overflows a label, and diagram text keeps 4.5:1 contrast,
 * in both colour modes. Used by the page sweep (a11y-sweep.spec.ts), which opens every page of the
 * build that carries a diagram source (src/plugins/markdown-export/remarkMermaidSource) in light
 * mode, checks it, switches to dark with the navbar and checks the re-rendered diagrams again: each
 * text run of each SVG is compared with the filled shape under it, with its label box (HTML labels)
 * and with the SVG's viewport, and its colour with the colours under it; no two labels of a diagram overlap.
 */
import {expect, type Page} from '@playwright/test';

export interface Problem {
  diagram: number;
  label: string;
  what: string;
}

/** The diagrams of a page. */
export const pageDiagrams = '.docusaurus-mermaid-container svg';
/** The copy of a diagram shown full screen (src/theme/Mermaid/FullScreen.tsx). */
export const fullScreenDiagram = '[data-diagram-copy] svg';

/** Runs in the page: every text run of every diagram `selector` names against its shape, label box, viewport and colours. */
export function diagramProblems(selector: string): Problem[] {
  type Rgba = {r: number; g: number; b: number; a: number};
  const problems: Problem[] = [];
  const parse = (c: string): Rgba | null => {
    const m = /rgba?\(([^)]+)\)/.exec(c);
    if (!m) return null;
    const p = m[1]
      .split(/[ ,/]+/)
      .filter(Boolean)
      .map(Number);
    return {r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1};
  };
  const over = (fg: Rgba, bg: Rgba): Rgba => ({
    r: fg.r * fg.a + bg.r * (1 - fg.a),
    g: fg.g * fg.a + bg.g * (1 - fg.a),
    b: fg.b * fg.a + bg.b * (1 - fg.a),
    a: 1,
  });
  const lum = (c: Rgba) => {
    const f = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
  };
  const ratio = (a: Rgba, b: Rgba) => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  const pageBackground = (el: Element | null): Rgba => {
    for (let e = el; e; e = e.parentElement) {
      const c = parse(getComputedStyle(e).backgroundColor);
      if (c && c.a > 0) return c;
    }
    return {r: 255, g: 255, b: 255, a: 1};
  };
  const fillOf = (shape: Element): Rgba | null => {
    const cs = getComputedStyle(shape);
    const c = parse(cs.fill);
    return c ? {...c, a: c.a * Number(cs.fillOpacity) * Number(cs.opacity)} : null;
  };
  const inside = (a: DOMRect, b: DOMRect, tol: number) =>
    a.left >= b.left - tol && a.right <= b.right + tol && a.top >= b.top - tol && a.bottom <= b.bottom + tol;
  const contains = (r: DOMRect, x: number, y: number) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
  /** How a problem names the text it is about. */
  const labelText = (el: Element) => (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);

  document.querySelectorAll(selector).forEach((svg, index) => {
    const view = svg.getBoundingClientRect();
    const page = pageBackground(svg.parentElement);
    const shapes = Array.from(svg.querySelectorAll('rect, polygon, path, circle, ellipse'))
      .filter((s) => !s.closest('marker, defs') && (fillOf(s)?.a ?? 0) > 0.05)
      .map((s) => ({s, box: s.getBoundingClientRect()}))
      .filter(({box}) => box.width > 2 && box.height > 2);
    const svgText = Array.from(svg.querySelectorAll('text, tspan')).filter(
      (t) => t.textContent?.trim() && !t.closest('foreignObject') && !t.querySelector('tspan'),
    );
    const htmlText = Array.from(svg.querySelectorAll('foreignObject *')).filter(
      (e) => e.textContent?.trim() && !Array.from(e.children).some((c) => c.textContent?.trim()),
    );
    for (const el of [...svgText, ...htmlText]) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const label = labelText(el);
      const fail = (what: string) => problems.push({diagram: index, label, what});
      if (!inside(box, view, 1)) fail('outside the SVG viewport');
      const fo = el.closest('foreignObject');
      if (fo && !inside(box, fo.getBoundingClientRect(), 1)) fail('clipped by its label box');
      // The shape the text sits on: the smallest filled shape under the text's centre.
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      const under = shapes
        .filter(({s, box: b}) => !s.contains(el) && contains(b, cx, cy))
        .sort((a, b) => a.box.width * a.box.height - b.box.width * b.box.height);
      if (under[0] && !inside(box, under[0].box, 2)) {
        fail(`overflows its ${under[0].s.tagName} (${Math.round(box.width)} px of text in ${Math.round(under[0].box.width)} px)`);
      }
      // Contrast: the text over its label background, over the shapes under it, over the page.
      let bg = page;
      for (const u of [...under].reverse()) bg = over(fillOf(u.s)!, bg);
      if (el.classList.contains('sequenceNumber')) {
        const dot = svg.querySelector('marker[id$="sequencenumber"] circle');
        const fill = dot && fillOf(dot);
        if (fill) bg = over(fill, bg);
      }
      if (fo) {
        const layers: Rgba[] = [];
        for (let e: Element | null = el; e && e !== fo; e = e.parentElement) {
          const c = parse(getComputedStyle(e).backgroundColor);
          if (c && c.a > 0) layers.unshift(c);
        }
        for (const c of layers) bg = over(c, bg);
      }
      const cs = getComputedStyle(el);
      const raw = parse(fo ? cs.color : cs.fill !== 'none' ? cs.fill : cs.color);
      if (!raw) continue;
      const r = ratio(over({...raw, a: raw.a * Number(cs.opacity)}, bg), bg);
      if (r < 4.5) fail(`contrast ${r.toFixed(2)}:1`);
    }
    // Two labels drawn over each other: each label's box is opaque, so the later one hides the end of the other (two
    // edges between the same nodes put "get_certified_status" under another label, which read "get_certified_statu").
    const labelBoxes = Array.from(svg.querySelectorAll('foreignObject'))
      .filter((fo) => fo.textContent?.trim())
      .map((fo) => ({
        text: labelText(fo),
        box: (fo.firstElementChild ?? fo).getBoundingClientRect(),
      }))
      .filter(({box}) => box.width > 0 && box.height > 0);
    labelBoxes.forEach((a, i) => {
      for (const b of labelBoxes.slice(i + 1)) {
        const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (width > 2 && height > 2) problems.push({diagram: index, label: a.text, what: `overlaps the label "${b.text}"`});
      }
    });
  });
  return problems;
}

/**
 * Runs in the page: each diagram is drawn at no less than `minScale` of its own size, so its text stays
 * readable (src/theme/Mermaid/Diagram.tsx), and one wider than its column scrolls sideways in a labelled,
 * focusable region instead of making the page wider.
 */
export function diagramSizeProblems([selector, minScale]: readonly [string, number]): Problem[] {
  const problems: Problem[] = [];
  document.querySelectorAll<SVGSVGElement>(selector).forEach((svg, index) => {
    const fail = (what: string) => problems.push({diagram: index, label: '(the whole diagram)', what});
    const own = svg.viewBox.baseVal?.width ?? 0;
    const drawn = svg.getBoundingClientRect();
    if (own > 0 && drawn.width / own < minScale - 0.01)
      fail(`drawn at ${Math.round((100 * drawn.width) / own)} % of its own size, under ${Math.round(100 * minScale)} %`);
    let scroller = svg.parentElement;
    while (scroller && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
    if (scroller && scroller.scrollWidth > scroller.clientWidth + 1) {
      if (scroller.getAttribute('tabindex') !== '0') fail('scrolls, but its region is not focusable');
      if (scroller.getAttribute('role') !== 'region' || !scroller.getAttribute('aria-label')?.trim())
        fail('scrolls, but its region has no role or name');
    } else {
      const column = (svg.closest('article') ?? document.body).getBoundingClientRect();
      if (drawn.right > column.right + 1) fail(`runs ${Math.round(drawn.right - column.right)} px past its column`);
    }
  });
  return problems;
}

/**
 * From this window width up, every diagram fits its text column at its readable size: the column is 692 px at
 * 1280 px, a common laptop, so a diagram's own width is at most 922 px. Wider ones were redrawn (stacked
 * instead of side by side, shorter labels) rather than left to scroll sideways where most desktop readers are; on
 * narrower windows, phones above all, a diagram scrolls in its labelled region (diagramSizeProblems). The page
 * sweep checks it on every page with a diagram (a11y-sweep.spec.ts).
 */
export const diagramsFitFromPx = 1280;

/** Runs in the page: the diagrams that scroll sideways in their region at the window's current width. */
export function diagramFitProblems([selector, minScale]: readonly [string, number]): Problem[] {
  const problems: Problem[] = [];
  document.querySelectorAll<SVGSVGElement>(selector).forEach((svg, index) => {
    let scroller = svg.parentElement;
    while (scroller && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
    if (!scroller || scroller.scrollWidth <= scroller.clientWidth + 1) return;
    const own = Math.round(svg.viewBox.baseVal?.width ?? 0);
    problems.push({
      diagram: index,
      label: '(the whole diagram)',
      what:
        `scrolls sideways in a ${window.innerWidth} px window: ${own} px wide, it needs ${Math.ceil(own * minScale)} px ` +
        `at its readable size and the column has ${scroller.clientWidth} (redraw it narrower: top to bottom, shorter labels)`,
    });
  });
  return problems;
}

/** Waits until every diagram source on the page is drawn by an SVG not yet checked (see markChecked). */
export async function renderedDiagrams(page: Page): Promise<void> {
  const sources = await page.locator('[data-mermaid-source]').count();
  await expect(page.locator(`${pageDiagrams}:not([data-checked])`)).toHaveCount(sources, {timeout: 20_000});
  await page.evaluate(() => document.fonts.ready);
}

/** Marks the SVGs just checked, so the re-render after a colour-mode switch is told apart from them. */
export const markChecked = (page: Page) =>
  page.evaluate((diagrams) => document.querySelectorAll(diagrams).forEach((s) => s.setAttribute('data-checked', '')), pageDiagrams);
