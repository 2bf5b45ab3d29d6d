#!/usr/bin/env node
/**
 * Test-only relay: serves Streamable HTTP on 127.0.0.1 (free port, printed on stderr) and passes every
 * JSON-RPC message, unchanged and both ways, to a stdio MCP server started per session:
 *   node scripts/lib/mcp-stdio-relay.mjs -- <command> [args...]
 * It lets an HTTP-only tool (the conformance suite's server mode) judge a stdio server: requests,
 * answers, notifications and errors all come from the stdio process; the relay adds only the HTTP
 * framing of the SDK's own StreamableHTTPServerTransport.
 */
import {randomUUID} from 'node:crypto';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {createMcpExpressApp} from '@modelcontextprotocol/sdk/server/express.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';

const dash = process.argv.indexOf('--');
const [command, ...args] = dash >= 0 ? process.argv.slice(dash + 1) : [];
if (!command) {
  console.error('usage: mcp-stdio-relay.mjs -- <command> [args...]');
  process.exit(2);
}

const sessions = new Map();

/** A started stdio server. One is kept ready, so a new session does not wait for a cold start. */
async function startStdio() {
  const stdio = new StdioClientTransport({command, args, stderr: 'ignore'});
  await stdio.start();
  return stdio;
}
let spare = startStdio();

async function newSession() {
  const stdio = await spare;
  spare = startStdio();
  const http = new StreamableHTTPServerTransport({
    sessionIdGenerator: () => randomUUID(),
    onsessioninitialized: (id) => sessions.set(id, http),
  });
  http.onmessage = (message) => stdio.send(message).catch((error) => console.error('[relay] to stdio:', error));
  stdio.onmessage = (message) => {
    // Answers go back on the HTTP request that asked; notifications and server requests on the open streams.
    const relatedRequestId = 'id' in message && !('method' in message) ? message.id : undefined;
    http
      .send(message, relatedRequestId === undefined ? undefined : {relatedRequestId})
      .catch((error) => console.error('[relay] to HTTP:', error));
  };
  http.onclose = () => {
    if (http.sessionId) sessions.delete(http.sessionId);
    void stdio.close();
  };
  stdio.onclose = () => void http.close();
  await http.start();
  return http;
}

const badRequest = (res) =>
  res.status(400).json({jsonrpc: '2.0', error: {code: -32000, message: 'Bad request: no valid session id'}, id: null});

// The SDK's app: JSON bodies, and the same Host-header checks against DNS rebinding as the server's own HTTP mode.
const app = createMcpExpressApp({host: '127.0.0.1'});
app.all('/mcp', async (req, res) => {
  try {
    const id = req.headers['mcp-session-id'];
    const known = typeof id === 'string' ? sessions.get(id) : undefined;
    if (known) return await known.handleRequest(req, res, req.body);
    if (req.method !== 'POST' || id !== undefined || req.body?.method !== 'initialize') return badRequest(res);
    await (await newSession()).handleRequest(req, res, req.body);
  } catch (error) {
    console.error('[relay]', error);
    if (!res.headersSent) res.status(500).json({jsonrpc: '2.0', error: {code: -32603, message: 'Internal error'}, id: null});
  }
});
const server = app.listen(0, '127.0.0.1', () =>
  console.error(`[relay] Streamable HTTP on http://127.0.0.1:${server.address().port}/mcp → stdio: ${command} ${args.join(' ')}`),
);
// Ending the relay ends the stdio servers it started.
process.on('SIGTERM', async () => {
  await Promise.all([...sessions.values()].map((http) => http.close()));
  await (await spare).close();
  process.exit(0);
});
