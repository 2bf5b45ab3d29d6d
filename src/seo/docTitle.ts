/**
 * The <title> of a documentation page names its product: 'Server' alone says nothing in a browser tab,
 * a bookmark or a search result, so a page whose title does not already name its section gets the
 * section after it ('Server — Namadexer'). The h1 keeps the page's own title.
 */
export function docPageTitle(pageTitle: string, sectionTitle: string | undefined): string {
  if (!sectionTitle) return pageTitle;
  return pageTitle.toLowerCase().includes(sectionTitle.toLowerCase()) ? pageTitle : `${pageTitle} — ${sectionTitle}`;
}
