/**
 * Rehype plugin (docs and pages): names every Markdown table for MarkdownTable
 * (src/components/mdx/TableScroll), which makes a wide table a labelled scrolling region.
 * The name is the table's caption, else the text of the nearest heading above it, else "Table";
 * a name used twice on a page gets "(table 2)", … so no two regions share a label (axe landmark-unique).
 * It also labels each body cell with its column's header and marks the tables that are read as
 * cards on a phone (./stack.ts), so the card layout needs no script.
 * It is decided here, with the whole page at hand, so the labels are in the static HTML.
 */
import type {Element, Nodes, Root} from 'hast';
import {cardTitleProp, cellLabelProp, tableLabelProp, tableStackProp} from './label';
import {stacksOnPhone} from './stack';

const heading = /^h[1-6]$/;

function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(textOf).join('');
  return '';
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

const elements = (node: Element, ...tags: string[]): Element[] =>
  (node.children as Nodes[]).filter((c): c is Element => c.type === 'element' && tags.includes(c.tagName));

/** Rows of a table, whether or not they sit in thead/tbody: [header rows, body rows]. */
function rowsOf(table: Element): [Element[], Element[]] {
  const head = elements(table, 'thead').flatMap((t) => elements(t, 'tr'));
  const body = [...elements(table, 'tbody').flatMap((t) => elements(t, 'tr')), ...elements(table, 'tr')];
  if (head.length === 0 && body.length > 0 && elements(body[0], 'td').length === 0) return [[body[0]], body.slice(1)];
  return [head, body];
}

/**
 * Writes each body cell's column header on it and says whether the table stacks on a phone. A two-column table that
 * stacks is a list of names and what they stand for: each row's first cell titles its card instead of sitting under a
 * label ("Item", "Field", "Method"), and the second keeps its column's name unless that is only "Value", which says
 * nothing the title has not.
 */
function labelCells(table: Element): boolean {
  const [head, body] = rowsOf(table);
  const headers = head.length ? elements(head[head.length - 1], 'th', 'td').map((c) => clean(textOf(c))) : [];
  const columns: string[][] = headers.map((h) => [h]);
  const rows = body.map((row) => elements(row, 'th', 'td'));
  for (const cells of rows) cells.forEach((cell, i) => (columns[i] ??= []).push(clean(textOf(cell))));
  const stacks = stacksOnPhone(columns);
  const pairs = stacks && columns.length === 2;
  for (const cells of rows) {
    cells.forEach((cell, i) => {
      if (pairs && i === 0) cell.properties[cardTitleProp] = true;
      else if (headers[i] && !(pairs && /^value$/i.test(headers[i]))) cell.properties[cellLabelProp] = headers[i];
    });
  }
  return stacks;
}

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
        if (labelCells(node)) node.properties[tableStackProp] = 'phone';
      }
      if ('children' in node) for (const child of node.children as Nodes[]) visit(child);
    };
    visit(tree);
  };
}
