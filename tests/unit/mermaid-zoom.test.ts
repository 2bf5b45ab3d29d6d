import {describe, expect, it} from 'vitest';
import {
  anchoredScroll,
  clampScale,
  maxScale,
  minReadableScale,
  minScale,
  openingScale,
  svgSize,
  wheelScale,
  withUniqueIds,
} from '../../src/theme/Mermaid/zoom';

const svg = [
  '<svg id="mermaid-1" width="100%" style="max-width: 640px;" viewBox="-8 -8 640.5 480" role="graphics-document">',
  '<style>#mermaid-1 .node rect{fill:#ECECFF;}#mermaid-1 .edge{stroke:#333;}</style>',
  '<marker id="mermaid-1_flowchart-pointEnd"></marker><marker id="arrowhead"></marker>',
  '<path marker-end="url(#mermaid-1_flowchart-pointEnd)"></path><line marker-end="url(#arrowhead)"></line>',
  '<use href="#arrowhead"></use></svg>',
].join('');

describe('full-screen diagram: the copy and the zoom (issue 43)', () => {
  it('the copy repeats no id of the diagram and keeps every reference pointing inside itself', () => {
    const copy = withUniqueIds(svg, '-full');
    const ids = [...copy.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(['mermaid-1-full', 'mermaid-1_flowchart-pointEnd-full', 'arrowhead-full']);
    expect(copy).toContain('#mermaid-1-full .node rect{fill:#ECECFF;}');
    expect(copy).toContain('url(#mermaid-1_flowchart-pointEnd-full)');
    expect(copy).toContain('url(#arrowhead-full)');
    expect(copy).toContain('href="#arrowhead-full"');
    // Colours that look like references are left alone.
    expect(copy).toContain('stroke:#333;');
    expect(withUniqueIds('<svg></svg>', '-x')).toBe('<svg></svg>');
  });

  it("the drawing's size is read from its viewBox", () => {
    expect(svgSize(svg)).toEqual({width: 640.5, height: 480});
    expect(svgSize('<svg width="10"></svg>')).toBeNull();
    expect(svgSize('<svg viewBox="0 0 0 10"></svg>')).toBeNull();
  });

  it('zoom stays between its limits; Ctrl+wheel up enlarges, down shrinks', () => {
    expect(clampScale(100)).toBe(maxScale);
    expect(clampScale(0)).toBe(minScale);
    expect(wheelScale(1, -100)).toBeGreaterThan(1);
    expect(wheelScale(1, 100)).toBeLessThan(1);
    expect(wheelScale(maxScale, -1000)).toBe(maxScale);
  });

  it('opens whole while its text stays readable, else at its own size (to pan), never above twice its size', () => {
    // A drawing a little wider than the screen is shown whole, not cut off at 100 %.
    expect(openingScale(0.9)).toBe(0.9);
    expect(openingScale(minReadableScale)).toBe(minReadableScale);
    // Shown whole, a wide flow chart's text would be too small: its own size, panned.
    expect(openingScale(0.4)).toBe(1);
    // A small drawing is enlarged to fill the screen, up to twice its size.
    expect(openingScale(1.5)).toBe(1.5);
    expect(openingScale(6)).toBe(2);
  });

  it('zooming keeps the point under the anchor in place', () => {
    // Point at content x = 100 + 50 = 150; doubled it is at 300, so the view scrolls to 300 - 50.
    expect(anchoredScroll(100, 50, 2)).toBe(250);
    expect(anchoredScroll(0, 0, 3)).toBe(0);
    expect(anchoredScroll(10, 200, 0.5)).toBe(0);
  });
});
