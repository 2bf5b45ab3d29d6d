/**
 * Rehype plugin (docs and pages): names every Markdown table for MarkdownTable
 * (src/components/mdx/TableScroll), which makes a wide table a labelled scrolling region.
 * The name is the table's caption, else the text of the nearest heading above it, else "Table";
 * a name used twice on a page gets "(table 2)", … so no two regions share a label (axe landmark-unique).
 * It is decided here, with the whole page at hand, so the label is in the static HTML.
 */
import type {Element, Nodes, Root} from 'hast';
import {tableLabelProp} from './label';

const heading = /^h[1-6]$/;

function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(textOf).join('');
  return '';
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

export default function rehypeTableLabels() {
  return (tree: Root): void => {
    let lastHeading = '';
    const used = new Map<string, number>();
    const visit = (node: Nodes): void => {
      if (node.type === 'element' && heading.test(node.tagName)) {
        lastHeading = clean(textOf(node));
        return;
      }
      if (node.type === 'element' && node.tagName === 'table') {
        const caption = (node.children as Nodes[]).find((c): c is Element => c.type === 'element' && c.tagName === 'caption');
        const name = clean(caption ? textOf(caption) : '') || lastHeading || 'Table';
        const count = (used.get(name) ?? 0) + 1;
        used.set(name, count);
        node.properties[tableLabelProp] = count === 1 ? name : `${name} (table ${count})`;
      }
      if ('children' in node) for (const child of node.children as Nodes[]) visit(child);
    };
    visit(tree);
  };
}
