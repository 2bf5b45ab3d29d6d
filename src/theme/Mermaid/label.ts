/**
 * The accessible name of a diagram's scrolling region (./Diagram.tsx), read from the page it sits in:
 * "Diagram under “<the heading above it>”", numbered when that section holds more than one, so no two
 * regions of a page share a name (axe landmark-unique) nor match a table's (named by its heading alone,
 * src/plugins/table-labels).
 */
const follows = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

/** A heading's own words, without the zero-width anchor Docusaurus appends. */
const headingText = (heading: Element) =>
  (heading.textContent ?? '')
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

export function diagramLabel(container: Element, diagramSelector: string): string {
  const scope = container.closest('article, main') ?? container.ownerDocument.body;
  const headings = Array.from(scope.querySelectorAll('h1, h2, h3, h4, h5, h6'));
  const headingOf = (el: Element) => headings.filter((h) => follows(h, el)).pop();
  const heading = headingOf(container);
  const inSection = Array.from(scope.querySelectorAll(diagramSelector)).filter((d) => headingOf(d) === heading);
  const number = inSection.length > 1 ? ` ${inSection.indexOf(container) + 1}` : '';
  const title = heading && headingText(heading);
  return title ? `Diagram${number} under “${title}”` : `Diagram${number}`;
}
