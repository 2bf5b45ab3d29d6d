/**
 * The MCP endpoint over Streamable HTTP as a `fetch(Request) → Response` handler, in Web APIs only: the Node
 * server (http.ts, `zondax-docs-mcp --http`) and the edge worker (packages/docs-edge) both answer /mcp with it.
 *
 * Stateless (the SDK's stateless mode): every POST gets its own McpServer and WebStandardStreamableHTTPServerTransport,
 * closed once its answer is written, so any instance answers any request and nothing grows with the number of
 * clients (no session map). Answers are JSON (`enableJsonResponse`), not SSE streams: the tools answer at once and
 * send no notifications. GET (a notification stream) and DELETE (ending a session) have nothing to do: 405.
 * The answer to `initialize` still names an Mcp-Session-Id, a random one kept nowhere: clients (and the conformance
 * suite's concurrent-streams scenario) expect one, and since no request is answered from it, any id a client sends
 * back is as good as any other (the spec lets a server never end a session, and refuse DELETE with 405).
 *
 * Before the SDK sees a request, as a public endpoint must (MCP transport spec, "Security warning"):
 *   - Host: a request addressed to a name the server is not known by is refused (DNS rebinding);
 *   - Origin: a browser page whose origin is not on the allow list is refused (the site's own origin by default;
 *     a page on a loopback origin may call a server reached on a loopback name, as in local use);
 *   - the per-client rate limit the runtime gives (the Workers rate-limiting binding; nginx's limit_req in front
 *     of the Node server) answers 429;
 *   - a body over MAX_REQUEST_BYTES answers 413 before it is read further; malformed JSON answers 400.
 * Every refusal and failure is a JSON-RPC error object; none carries a stack trace or a file path (failures
 * are reported through `report`, never to the client).
 */
import {WebStandardStreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {mcpPath} from '@zondax/docs-core/paths/mcp';
import type {Snapshot} from '@zondax/docs-core/snapshot/snapshot';
import {MAX_REQUEST_BYTES} from '@zondax/docs-core/tools/define';
import {createDocsServer, reportToConsole, type ErrorReporter} from './server';

/** The path the endpoint is served at, on every runtime (docs-core paths/mcp.ts). */
export const MCP_PATH = mcpPath;

/** JSON-RPC error codes the endpoint answers with (JSON-RPC 2.0; -32000 to -32099 are the server's own). */
export const rpcErrors = {parse: -32700, invalidRequest: -32600, internal: -32603, server: -32000} as const;

export interface McpEndpointOptions {
  /** The snapshot the tools answer from; a worker opens it on its first request, so this may be a promise. */
  snapshot: () => Snapshot | Promise<Snapshot>;
  /** Browser origins (scheme://host[:port]) that may call the endpoint: a request with another Origin is refused. */
  allowedOrigins: readonly string[];
  /** Host names (no port) the endpoint may be addressed by, besides loopback names (localhost, 127.x.x.x, [::1]). */
  allowedHosts: readonly string[];
  /** Largest body read (default MAX_REQUEST_BYTES). */
  maxBodyBytes?: number;
  /** The runtime's per-client rate limit: resolves false when this request's client is over it. */
  rateLimit?: (request: Request) => Promise<boolean>;
  /** Seconds a limited client is told to wait (Retry-After): the limit's period. */
  retryAfterSeconds?: number;
  /** Where failures go (stderr, the worker's log); never to the client. */
  report?: ErrorReporter;
}

/** A JSON-RPC error answer (id null: the request it answers may not have been read). */
export function jsonRpcError(status: number, code: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({jsonrpc: '2.0', error: {code, message}, id: null}), {
    status,
    headers: {'Content-Type': 'application/json', ...headers},
  });
}

/** The host name of a Host header ('docs.example:443' → 'docs.example', '[::1]:3530' → '[::1]'), or null if it is not one. */
export function hostnameOf(host: string | null): string | null {
  if (!host || /[\s/@?#\\]/.test(host)) return null;
  try {
    return new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** localhost, 127.0.0.0/8 and [::1]: names only this machine answers to. */
export function isLoopbackHostname(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** An origin as browsers send it, for comparison: lower-case, no trailing slash. */
export const normalizeOrigin = (origin: string) => origin.trim().toLowerCase().replace(/\/+$/, '');

/** The allow list of a setting: comma- or space-separated origins ('https://a.example, https://b.example'). */
export function parseOrigins(setting: string | undefined): string[] {
  return (setting ?? '')
    .split(/[\s,]+/)
    .map(normalizeOrigin)
    .filter((origin) => origin !== '');
}

/** The host names of a list of origins (a server is addressed by the names of the origins it serves). */
export function hostsOfOrigins(origins: readonly string[]): string[] {
  return origins.flatMap((origin) => {
    try {
      return [new URL(origin).hostname.toLowerCase()];
    } catch {
      return [];
    }
  });
}

/** Whether a request addressed to `hostname` may come from a page at `origin` (null: no browser page, allowed). */
export function originAllowed(origin: string | null, hostname: string, allowedOrigins: readonly string[]): boolean {
  if (origin === null) return true;
  const normalized = normalizeOrigin(origin);
  if (allowedOrigins.map(normalizeOrigin).includes(normalized)) return true;
  // Local use: a page served on this machine calling a server reached on this machine.
  const pageHost = hostnameOf(/^https?:\/\/(.+)$/.exec(normalized)?.[1] ?? null);
  return pageHost !== null && isLoopbackHostname(pageHost) && isLoopbackHostname(hostname);
}

type BodyRead = {ok: true; text: string} | {ok: false};

/** The body as text, unless it is (or declares itself) larger than `max` bytes: then nothing more is read. */
async function readBody(request: Request, max: number): Promise<BodyRead> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > max) return {ok: false};
  if (!request.body) return {ok: true, text: ''};
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return {ok: false};
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return {ok: true, text: new TextDecoder().decode(bytes)};
}

/** Headers of an answer to an allowed cross-origin page, so its browser lets it read the answer. */
function corsHeaders(origin: string | null): Record<string, string> {
  return origin === null ? {} : {'Access-Control-Allow-Origin': origin, Vary: 'Origin'};
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  if (Object.keys(headers).length === 0) return response;
  const out = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) out.headers.set(name, value);
  return out;
}

/** The endpoint: answers any request for MCP_PATH (the caller routes the rest of the site elsewhere). */
export function createMcpFetchHandler(options: McpEndpointOptions): (request: Request) => Promise<Response> {
  const report = options.report ?? reportToConsole;
  const maxBody = options.maxBodyBytes ?? MAX_REQUEST_BYTES;
  const allowedHosts = options.allowedHosts.map((h) => h.toLowerCase());

  return async (request) => {
    try {
      const hostname = hostnameOf(request.headers.get('host'));
      if (hostname === null || !(isLoopbackHostname(hostname) || allowedHosts.includes(hostname))) {
        return jsonRpcError(403, rpcErrors.server, 'Forbidden: this server is not known by that Host name.');
      }
      const origin = request.headers.get('origin');
      if (!originAllowed(origin, hostname, options.allowedOrigins)) {
        return jsonRpcError(403, rpcErrors.server, 'Forbidden: pages of that origin may not call this server.');
      }
      const cors = corsHeaders(origin);
      if (request.method === 'OPTIONS') {
        return new Response(null, {
          status: 204,
          headers: {
            ...cors,
            'Access-Control-Allow-Methods': 'POST, OPTIONS',
            'Access-Control-Allow-Headers': 'Content-Type, Accept, Mcp-Protocol-Version, Mcp-Session-Id',
            'Access-Control-Max-Age': '600',
          },
        });
      }
      if (options.rateLimit && !(await options.rateLimit(request))) {
        const retry = String(options.retryAfterSeconds ?? 60);
        return jsonRpcError(429, rpcErrors.server, `Too many requests from this client: wait ${retry} s.`, {...cors, 'Retry-After': retry});
      }
      if (request.method !== 'POST') {
        // Stateless: no notification stream to open (GET) and no session to end (DELETE).
        return jsonRpcError(405, rpcErrors.server, 'Method not allowed: send JSON-RPC messages with POST.', {
          ...cors,
          Allow: 'POST, OPTIONS',
        });
      }
      const body = await readBody(request, maxBody);
      if (!body.ok) {
        return jsonRpcError(413, rpcErrors.server, `Request body too large: at most ${maxBody} bytes.`, {...cors, Connection: 'close'});
      }
      let message: unknown;
      try {
        message = JSON.parse(body.text);
      } catch {
        return jsonRpcError(400, rpcErrors.parse, 'Parse error: the body is not JSON.', cors);
      }
      const server = createDocsServer(await options.snapshot(), report);
      const transport = new WebStandardStreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
      // The SDK reports what it refuses (a wrong Accept header, an invalid message) here too; the client has its answer.
      transport.onerror = () => {};
      try {
        await server.connect(transport);
        // JSON answers: the response is complete once handleRequest resolves, so the pair can be closed.
        const answer = await transport.handleRequest(request, {parsedBody: message});
        const session: Record<string, string> =
          answer.status === 200 && (message as {method?: unknown} | null)?.method === 'initialize'
            ? {'Mcp-Session-Id': crypto.randomUUID(), ...(origin === null ? {} : {'Access-Control-Expose-Headers': 'Mcp-Session-Id'})}
            : {};
        return withHeaders(answer, {...cors, ...session});
      } finally {
        await server.close().catch((error: unknown) => report(error, 'closing a request'));
      }
    } catch (error) {
      report(error, `${request.method} ${MCP_PATH}`);
      return jsonRpcError(500, rpcErrors.internal, 'Internal error (logged by the server).');
    }
  };
}
