/**
 * What the reader is pointing at when they report a problem: the text they selected in the page's article
 * and the heading of the section it is in; with nothing selected, the section the address names (a
 * #heading link the reader followed), else none: the link sits at the page's end, where the heading
 * nearest to it says nothing of what the reader meant. Read from the DOM at the moment of the report.
 */
export interface ReaderContext {
  quote?: string;
  section?: {id: string; title: string};
}

/** A heading's text without its "Direct link" anchor (Docusaurus adds one with a zero-width space). */
function headingTitle(heading: Element): string {
  const copy = heading.cloneNode(true) as Element;
  copy.querySelectorAll('.hash-link').forEach((a) => a.remove());
  return (copy.textContent ?? '').replace(/\u200b/g, '').trim();
}

const asSection = (heading: Element | undefined) => (heading && heading.id ? {id: heading.id, title: headingTitle(heading)} : undefined);

/** The section headings of the article, in order. */
function headingsOf(article: Element): Element[] {
  return Array.from(article.querySelectorAll('h2[id], h3[id]'));
}

export function readerContext(article: Element | null, selection: Selection | null = window.getSelection()): ReaderContext {
  if (!article) return {};
  const headings = headingsOf(article);
  const range = selection && !selection.isCollapsed && selection.rangeCount ? selection.getRangeAt(0) : undefined;
  if (range && article.contains(range.commonAncestorContainer)) {
    const quote = selection!.toString().replace(/\s+\n/g, '\n').trim();
    const before = headings.filter((h) => h.compareDocumentPosition(range.startContainer) & Node.DOCUMENT_POSITION_FOLLOWING);
    return {quote: quote || undefined, section: asSection(before.at(-1))};
  }
  const hash = decodeURIComponent(window.location.hash.slice(1));
  return {section: asSection(hash ? headings.find((h) => h.id === hash) : undefined)};
}
