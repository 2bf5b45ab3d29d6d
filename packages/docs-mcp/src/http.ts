/**
 * `zondax-docs-mcp --http`: Node's HTTP server in front of the Web-standard endpoint (fetchHandler.ts, the code the
 * edge worker runs too). Each request becomes a `Request` (its body streamed, so an oversized one is refused
 * without being read), and the `Response` is written back. Nothing is kept between requests. Binds 127.0.0.1
 * unless told otherwise; answers MCP_PATH only (anything else is a JSON 404).
 */
import http, {type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {Readable} from 'node:stream';
import type {Snapshot} from '@zondax/docs-core/snapshot/snapshot';
import {createMcpFetchHandler, hostsOfOrigins, jsonRpcError, MCP_PATH, rpcErrors} from './fetchHandler';

export {MCP_PATH};

export interface HttpOptions {
  host: string;
  port: number;
  /** Browser origins that may call the server (default: the site's origin, from the snapshot). */
  allowedOrigins?: readonly string[];
}

/** Addresses that bind every interface: no name of the server follows from them. */
const wildcard = new Set(['0.0.0.0', '::', '[::]', '']);

/** The host names the server may be addressed by (besides loopback names): the address it binds, and its origins' hosts. */
export function allowedHostsFor(host: string, allowedOrigins: readonly string[]): string[] {
  const bound = wildcard.has(host) ? [] : [host.includes(':') && !host.startsWith('[') ? `[${host}]` : host];
  return [...bound, ...hostsOfOrigins(allowedOrigins)].map((h) => h.toLowerCase());
}

/** A Node request as a Web Request; the URL's origin is a placeholder (the handler reads the Host header itself). */
function toRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', 'http://mcp.invalid'), {
    method: req.method,
    headers,
    ...(hasBody ? {body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half'} : {}),
  } as RequestInit);
}

async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  res.writeHead(response.status, headers);
  if (response.body) for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  res.end();
}

/** Starts the server; resolves once it listens, with the address it listens on. */
export function startHttpServer(
  snapshot: Snapshot,
  {host, port, allowedOrigins = [snapshot.manifest.site.url]}: HttpOptions,
): Promise<{server: Server; url: string; close: () => Promise<void>}> {
  const handle = createMcpFetchHandler({snapshot: () => snapshot, allowedOrigins, allowedHosts: allowedHostsFor(host, allowedOrigins)});

  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const answer =
      path === MCP_PATH
        ? handle(toRequest(req))
        : Promise.resolve(jsonRpcError(404, rpcErrors.server, `Not found: the MCP endpoint is ${MCP_PATH}.`));
    answer
      .then((response) => writeResponse(response, res))
      .catch((error: unknown) => {
        console.error('[zondax-docs-mcp] writing an answer failed:', error);
        res.destroy();
      });
  });
  // A request Node cannot parse: a bare 400, never Node's default text.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        server,
        url: `http://${shownHost}:${bound}${MCP_PATH}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
