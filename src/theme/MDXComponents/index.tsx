/**
 * MDXComponents — wraps the classic theme's mapping (@docusaurus/theme-classic 3.8.1, MIT, Facebook).
 * Why: every Markdown table goes through MarkdownTable, which lets a table wider than the column
 * scroll inside a labelled, focusable region instead of overflowing the page.
 */
import MDXComponents from '@theme-original/MDXComponents';
import MarkdownTable from '@site/src/components/mdx/TableScroll/MarkdownTable';

export default {
  ...MDXComponents,
  table: MarkdownTable,
};
