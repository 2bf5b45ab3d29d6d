// @vitest-environment jsdom
import {describe, expect, it} from 'vitest';
import {diagramLabel} from '../../src/theme/Mermaid/label';

const page = (html: string) => {
  document.body.innerHTML = `<main><article>${html}</article></main>`;
  return Array.from(document.querySelectorAll('.diagram'));
};

describe("a diagram's scrolling region is named after the section it is in", () => {
  it('by the heading above it, without the anchor Docusaurus appends', () => {
    const [d] = page('<h1>CRD operator</h1><p>text</p><h2>Sequence<a class="hash-link">\u200b</a></h2><div class="diagram"></div>');
    expect(diagramLabel(d, '.diagram')).toBe('Diagram under “Sequence”');
  });

  it('numbered when its section holds more than one, and not otherwise', () => {
    const ds = page(
      '<h2>Flow</h2><div class="diagram"></div><p>between</p><div><div class="diagram"></div></div>' +
        '<h2>States</h2><div class="diagram"></div>',
    );
    expect(ds.map((d) => diagramLabel(d, '.diagram'))).toEqual([
      'Diagram 1 under “Flow”',
      'Diagram 2 under “Flow”',
      'Diagram under “States”',
    ]);
  });

  it('a diagram above the first heading is numbered among the others there', () => {
    const ds = page('<div class="diagram"></div><div class="diagram"></div><h2>Later</h2>');
    expect(ds.map((d) => diagramLabel(d, '.diagram'))).toEqual(['Diagram 1', 'Diagram 2']);
  });
});
