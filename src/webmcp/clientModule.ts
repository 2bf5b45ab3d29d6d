/**
 * WebMCP (issue 63): where the browser offers `document.modelContext` (Chrome with WebMCP enabled), each page
 * registers the assistant tools an agent in the browser may call: search_docs everywhere, and on an APDU page the
 * APDU tools, with the MCP server's schemas and answers (@zondax/docs-core tools). Registered after hydration (this
 * client module's route lifecycle) and removed when the reader moves to another page. Elsewhere nothing loads and
 * nothing is logged: the tools' code is a chunk of its own, fetched only when the API is there.
 */
import type {ClientModule} from '@docusaurus/types';

let current: AbortController | undefined;

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({location, previousLocation}) => {
  if (typeof document === 'undefined' || !('modelContext' in document)) return;
  // The same page with another query or anchor (the builder writes its state in the query) keeps its tools.
  if (previousLocation && previousLocation.pathname === location.pathname && current) return;
  current?.abort();
  const controller = new AbortController();
  current = controller;
  import(/* webpackChunkName: "webmcp" */ './pageTools')
    .then(({registerPageTools}) => registerPageTools(location.pathname, controller.signal))
    .catch((error: unknown) => console.warn('[webmcp] the page tools could not be registered:', error));
};
