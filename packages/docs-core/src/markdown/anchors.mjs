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
