/**
 * Heading id Docusaurus gives a Markdown heading (github-slugger's rule for the headings used here). Plain
 * JavaScript with JSDoc types: the site's TypeScript and the Node script that writes the supported-methods pages
 * (which links their "Changes since" heading) both use it.
 * @param {string} text
 * @returns {string}
 */
export function headingAnchor(text) {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/**
 * Ids for a page's headings, asked for in page order, as its Markdown twin's sections get them (sections.ts): a
 * repeated anchor gains -1, -2, … (github-slugger's rule), so a React page's ids and its twin's agree.
 * @returns {(text: string) => string}
 */
export function anchorSlugger() {
  /** @type {Map<string, number>} */
  const seen = new Map();
  return (text) => {
    const base = headingAnchor(text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count ? `${base}-${count}` : base;
  };
}
