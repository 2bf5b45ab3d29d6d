/**
 * Types for the two HTML→Markdown helpers that ship none usable from TypeScript:
 * domino's own declaration names the module 'domino', not its published name.
 */
declare module '@mixmark-io/domino' {
  export function createDocument(html?: string, force?: boolean): Document;
}

declare module 'turndown-plugin-gfm' {
  import type TurndownService from 'turndown';
  type Plugin = (service: TurndownService) => void;
  export const gfm: Plugin;
  export const strikethrough: Plugin;
  export const taskListItems: Plugin;
  export const tables: Plugin;
  export const highlightedCodeBlock: Plugin;
}
