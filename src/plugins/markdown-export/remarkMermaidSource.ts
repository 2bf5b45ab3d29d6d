/**
 * Remark plugin (docs instances' beforeDefaultRemarkPlugins): after every ```mermaid code block,
 * adds an empty, hidden <div data-mermaid-source="…"> carrying the diagram source. Mermaid
 * diagrams render only in the browser, so without it the static HTML holds nothing of them;
 * the Markdown export (htmlToMarkdown.ts) turns the element back into a ```mermaid fence.
 * Readers, screen readers and the search index see nothing (no text, `hidden`).
 */
import type {Code, Parent, Root} from 'mdast';
import {mermaidSourceAttribute} from './paths';

interface JsxFlowElement {
  type: 'mdxJsxFlowElement';
  name: string;
  attributes: {type: 'mdxJsxAttribute'; name: string; value: string | null}[];
  children: [];
}

export function mermaidSourceElement(source: string): JsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'hidden', value: null},
      {type: 'mdxJsxAttribute', name: mermaidSourceAttribute, value: source},
    ],
    children: [],
  };
}

function visit(parent: Parent): void {
  for (let i = 0; i < parent.children.length; i += 1) {
    const node = parent.children[i];
    if (node.type === 'code' && (node as Code).lang === 'mermaid') {
      parent.children.splice(i + 1, 0, mermaidSourceElement((node as Code).value) as unknown as Parent['children'][number]);
      i += 1;
    } else if ('children' in node && Array.isArray(node.children)) {
      visit(node as Parent);
    }
  }
}

export default function remarkMermaidSource() {
  return (tree: Root): void => visit(tree);
}
