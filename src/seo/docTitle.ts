/**
 * The <title> of a documentation page names its product: 'Server' alone says nothing in a browser tab,
 * a bookmark or a search result, so a page whose title does not already name its section gets the
 * section after it ('Server — Namadexer'). A title names its section when it has every word of the
 * section's title, in any order: 'ICP client for C and C++' names 'ICP client for C++', and adding it
 * would read 'ICP client for C and C++ — ICP client for C++'. The h1 keeps the page's own title.
 */
export function docPageTitle(pageTitle: string, sectionTitle: string | undefined): string {
  if (!sectionTitle) return pageTitle;
  const pageWords = new Set(words(pageTitle));
  return words(sectionTitle).every((w) => pageWords.has(w)) ? pageTitle : `${pageTitle} — ${sectionTitle}`;
}

/** Words that name nothing on their own ('ICP client for C++'). */
const linkWords = new Set(['a', 'an', 'and', 'for', 'in', 'of', 'on', 'the', 'to']);

/** Lower-case words; '+' and '#' belong to a word (C++, C#). */
function words(title: string): string[] {
  return title
    .toLowerCase()
    .split(/[^a-z0-9+#]+/)
    .filter((w) => w && !linkWords.has(w));
}
