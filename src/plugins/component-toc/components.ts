/**
 * Components used in docs that render h2/h3 headings, each with the module whose `toc(props)` lists
 * them (the same module the component takes its headings from). remarkComponentToc adds those
 * entries to the table of contents of every page that uses the component.
 */
export const componentTocModules = {
  '@site/src/components/mdx/ApduSpec': '@site/src/components/mdx/ApduSpec/headings',
} as const satisfies Record<string, string>;
