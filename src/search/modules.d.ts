// Entry points used by the swizzled SearchBar (as in @docusaurus/theme-search-algolia) that ship no types.
declare module '@docsearch/react/modal' {
  export * from '@docsearch/react';
}
declare module '@docsearch/react/style';
// Static file server used by the hosted-search e2e test and the search benchmark.
declare module 'serve-handler' {
  import type {IncomingMessage, ServerResponse} from 'node:http';
  export default function serveHandler(req: IncomingMessage, res: ServerResponse, options?: Record<string, unknown>): Promise<void>;
}
