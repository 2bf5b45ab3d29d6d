/**
 * The MCP endpoint (/mcp) on a self-hosted server: nginx and Caddy proxy it to `zondax-docs-mcp --http`
 * (packages/docs-mcp), which answers from the snapshot the build holds. What the proxies add in front of it, the
 * same as the Cloudflare Worker: the per-client rate limit (nginx's limit_req; the Worker's rate-limiting binding)
 * and JSON-RPC errors for what the proxy answers itself (a body over the limit, too many requests, the server not
 * running), never an HTML error page.
 */
import {mcpPath} from '@zondax/docs-core/paths/mcp';
import {MAX_REQUEST_BYTES} from '@zondax/docs-core/tools/define';

export {mcpPath};

/** Where `zondax-docs-mcp --http` listens by default (packages/docs-mcp/src/cli.ts DEFAULT_PORT). */
export const mcpUpstreamDefault = '127.0.0.1:3530';

/** The nginx upstream the operator's http block defines (src/plugins/hosting/README.md). */
export const nginxMcpUpstream = 'zondax_docs_mcp';

/**
 * Requests per client (IP address) and period, on every host that limits them: 120 a minute, a tool call or two a
 * second; nginx lets a burst of `burst` through at once.
 */
export const mcpRateLimit = {limit: 120, period: 60, burst: 20} as const;

/** The largest body the proxies pass on (the server refuses the same: docs-core MAX_REQUEST_BYTES). */
export const mcpMaxBodyBytes = MAX_REQUEST_BYTES;

/** A JSON-RPC error object, as the proxies answer it themselves (docs-mcp's fetch handler answers the same shape). */
export function jsonRpcErrorBody(message: string): string {
  return JSON.stringify({jsonrpc: '2.0', error: {code: -32000, message}, id: null});
}

/** What a proxy answers itself, by status. */
export const proxyAnswers = {
  413: jsonRpcErrorBody(`Request body too large: at most ${mcpMaxBodyBytes} bytes.`),
  429: jsonRpcErrorBody(`Too many requests from this client: wait ${mcpRateLimit.period} s.`),
  502: jsonRpcErrorBody('The MCP server is not answering; try again later.'),
} as const;
