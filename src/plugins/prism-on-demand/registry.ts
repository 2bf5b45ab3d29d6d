import type {Highlight} from 'prism-react-renderer';

/**
 * Where the code block component finds prism-react-renderer's Highlight. Only the type is imported
 * here: the code block is in every documentation page's bundle, Prism only in the bundles of pages
 * that have a code block (./highlighter.ts, imported by those pages; see ./remarkImportHighlighter.ts).
 */
let registered: typeof Highlight | undefined;

export function registerHighlight(highlight: typeof Highlight): void {
  registered = highlight;
}

export function registeredHighlight(): typeof Highlight | undefined {
  return registered;
}
