import {describe, expect, it} from 'vitest';
import {greedyCover} from '../e2e/a11y-templates';
import {diagramKinds, diagramSources} from '../e2e/diagram-kinds';

/** tests/e2e/diagram-kinds.ts and the cover that picks the pages whose diagrams the CI sweep checks in dark mode. */
describe('diagram kinds', () => {
  it('reads the sources of a page in each attribute quoting the minifier writes, entities decoded', () => {
    const html =
      '<div data-mermaid-source="flowchart LR\nA --&gt;|signs| B"></div>' +
      "<div data-mermaid-source='sequenceDiagram\nNote over A: &quot;hi&quot;'></div>" +
      '<div data-mermaid-source=timeline></div>';
    expect(diagramSources(html)).toEqual(['flowchart LR\nA -->|signs| B', 'sequenceDiagram\nNote over A: "hi"', 'timeline']);
  });

  it('names the type and the parts Mermaid colours apart; a diagram with its own colours is a kind of its own', () => {
    expect(diagramKinds(['flowchart TD\nsubgraph Host\nA --> B\nend'], '/a')).toEqual(['flowchart', 'flowchart: subgraph']);
    expect(diagramKinds(['sequenceDiagram\nloop every block\nA->>B: poll\nend\nNote right of B: waits'], '/b')).toEqual([
      'sequenceDiagram',
      'sequenceDiagram: edge label',
      'sequenceDiagram: note',
      'sequenceDiagram: loop',
    ]);
    expect(diagramKinds(['flowchart LR\nA --> B\nstyle A fill:#f00'], '/c')).toContain('own colours on /c');
  });

  it('picks pages that together hold every kind', () => {
    const pages = new Map([
      ['/one', ['flowchart', 'flowchart: subgraph']],
      ['/two', ['flowchart']],
      ['/three', ['sequenceDiagram', 'sequenceDiagram: note']],
      ['/four', ['flowchart', 'sequenceDiagram']],
    ]);
    const picked = greedyCover(pages);
    expect([...picked].sort()).toEqual(['/one', '/three']);
    expect(new Set([...picked].flatMap((p) => pages.get(p)!))).toEqual(new Set([...pages.values()].flat()));
  });
});
