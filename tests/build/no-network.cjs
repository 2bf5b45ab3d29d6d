// Preloaded (node --require) into the MCP server by tests/build/mcp-client.test.ts: any attempt to open a
// network connection, resolve a name or fetch is written to stderr (which the test reads) and refused.
const dns = require('node:dns');
const net = require('node:net');

const refuse = (what) => {
  process.stderr.write(`[no-network] ${what}\n`);
  throw new Error(`the MCP server tried to use the network: ${what}`);
};
net.Socket.prototype.connect = function connect(...args) {
  return refuse(`connect ${JSON.stringify(args[0])}`);
};
dns.lookup = (host) => refuse(`dns.lookup ${host}`);
globalThis.fetch = async (url) => refuse(`fetch ${url}`);
