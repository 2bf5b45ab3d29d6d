/** Heading id Docusaurus gives a Markdown heading (github-slugger's rule for the headings used here). */
export function headingAnchor(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}
