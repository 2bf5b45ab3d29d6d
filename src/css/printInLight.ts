/**
 * A page printed in dark mode comes out as the light page does. The print rules in custom.css give the dark page
 * white paper and dark text, but every dark colour they do not name (table stripes, inline code, admonitions,
 * badges) stayed dark: grey on white where the browser leaves backgrounds out, dark on dark where it prints them.
 * So for the print the root takes the light theme, and `data-printed-from="dark"` marks what was drawn in dark by
 * script and does not follow the attribute: Prism's inline colours (custom.css), the Mermaid drawings
 * (theme/Mermaid/styles.module.css) and Redoc's theme on /OpenAPI (pages/OpenAPI.module.css).
 * Registered as a client module in docusaurus.config.ts; the reader's choice is not touched, only the attribute,
 * which afterprint puts back.
 */
const themeAttribute = 'data-theme';
export const printedFromAttribute = 'data-printed-from';

export function printInLight(root: HTMLElement): () => void {
  root.setAttribute(themeAttribute, 'light');
  root.setAttribute(printedFromAttribute, 'dark');
  return () => {
    root.removeAttribute(printedFromAttribute);
    // Left alone if something changed the mode meanwhile (the system listener of Docusaurus's provider does, for a
    // reader who follows the system, when the print preview changes the colour scheme).
    if (root.getAttribute(themeAttribute) === 'light') root.setAttribute(themeAttribute, 'dark');
  };
}

// Client modules also run in the server render, where there is no window.
if (typeof window !== 'undefined') {
  let restore: (() => void) | null = null;
  window.addEventListener('beforeprint', () => {
    const root = document.documentElement;
    if (restore === null && root.getAttribute(themeAttribute) === 'dark') restore = printInLight(root);
  });
  window.addEventListener('afterprint', () => {
    restore?.();
    restore = null;
  });
}
