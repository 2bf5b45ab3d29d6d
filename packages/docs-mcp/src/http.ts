/**
 * Streamable HTTP transport: the SDK's Express app (createMcpExpressApp: JSON body, and Host-header
 * checks against DNS rebinding when bound to a loopback address) with one session per client, each
 * with its own McpServer, as the SDK's session examples do. Binds 127.0.0.1 unless told otherwise.
 */
import {randomUUID} from 'node:crypto';
import type {IncomingMessage, Server, ServerResponse} from 'node:http';
import {createMcpExpressApp} from '@modelcontextprotocol/sdk/server/express.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {isInitializeRequest} from '@modelcontextprotocol/sdk/types.js';
import type {Snapshot} from '@zondax/docs-core/snapshot/snapshot';
import {createDocsServer} from './server';

export const MCP_PATH = '/mcp';

export interface HttpOptions {
  host: string;
  port: number;
}

/** Express's request and response are Node's, with the JSON body parsed by the SDK's app. */
type Req = IncomingMessage & {body?: unknown};

function jsonRpcError(res: ServerResponse, status: number, message: string): void {
  res
    .writeHead(status, {'Content-Type': 'application/json'})
    .end(JSON.stringify({jsonrpc: '2.0', error: {code: -32000, message}, id: null}));
}

/** Starts the server; resolves once it listens, with the address it listens on. */
export function startHttpServer(
  snapshot: Snapshot,
  {host, port}: HttpOptions,
): Promise<{server: Server; url: string; close: () => Promise<void>}> {
  const app = createMcpExpressApp({host});
  const sessions = new Map<string, StreamableHTTPServerTransport>();

  const sessionOf = (req: Req) => {
    const id = req.headers['mcp-session-id'];
    return typeof id === 'string' ? sessions.get(id) : undefined;
  };

  app.post(MCP_PATH, async (req: Req, res: ServerResponse) => {
    try {
      const known = sessionOf(req);
      if (known) return await known.handleRequest(req, res, req.body);
      if (req.headers['mcp-session-id'] !== undefined || !isInitializeRequest(req.body)) {
        return jsonRpcError(res, 400, 'Bad request: no valid session id, and not an initialize request');
      }
      const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => void sessions.set(id, transport),
      });
      transport.onclose = () => {
        if (transport.sessionId) sessions.delete(transport.sessionId);
      };
      await createDocsServer(snapshot).connect(transport);
      await transport.handleRequest(req, res, req.body);
    } catch (error) {
      console.error('[zondax-docs-mcp] request failed:', error);
      if (!res.headersSent) jsonRpcError(res, 500, 'Internal server error');
    }
  });

  // GET opens the session's notification stream; DELETE ends the session.
  const bySession = async (req: Req, res: ServerResponse) => {
    const transport = sessionOf(req);
    if (!transport) return jsonRpcError(res, 400, 'Bad request: no valid session id');
    await transport.handleRequest(req, res);
  };
  app.get(MCP_PATH, bySession);
  app.delete(MCP_PATH, bySession);

  return new Promise((resolve, reject) => {
    const server: Server = app.listen(port, host, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        server,
        url: `http://${shownHost}:${bound}${MCP_PATH}`,
        close: async () => {
          await Promise.all([...sessions.values()].map((t) => t.close()));
          await new Promise<void>((done) => server.close(() => done()));
        },
      });
    });
    server.on('error', reject);
  });
}
