/**
 * Remark plugin for every docs instance: a page whose Markdown holds a code block imports
 * ./highlighter.ts, so Prism joins that page's own chunks (downloaded before the page renders, on
 * first load and on client-side navigation) and stays out of pages with none, such as the ledger
 * apps' supported-methods pages. Mermaid fences are not code blocks (theme-mermaid renders them).
 * JSX <pre>/<code>/<CodeBlock> in MDX count too: they reach the code block component as well.
 */
import type {Node, Parent, Root} from 'mdast';

export const highlighterModule = '@site/src/plugins/prism-on-demand/highlighter';

const codeElements = new Set(['pre', 'code', 'CodeBlock']);

export function hasCodeBlock(node: Node): boolean {
  if (node.type === 'code') return (node as Node & {lang?: string | null}).lang !== 'mermaid';
  if (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    codeElements.has((node as Node & {name?: string | null}).name ?? '')
  )
    return true;
  return 'children' in node && Array.isArray(node.children) && (node as Parent).children.some(hasCodeBlock);
}

/** An ESM node as remark-mdx would parse `import '<module>';` (MDX compiles ESM from its estree). */
export function importNode(module: string) {
  return {
    type: 'mdxjsEsm' as const,
    value: `import ${JSON.stringify(module)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [],
            attributes: [],
            source: {type: 'Literal', value: module, raw: JSON.stringify(module)},
          },
        ],
      },
    },
  };
}

export default function remarkImportHighlighter() {
  return (tree: Root): void => {
    if (hasCodeBlock(tree)) tree.children.unshift(importNode(highlighterModule) as unknown as Root['children'][number]);
  };
}
