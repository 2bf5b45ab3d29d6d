// node:fs as @modelcontextprotocol/conformance 0.1.16 imports it, on Node 20. The suite imports
// fs.globSync (Node 22+) at the top of its bundle but calls it only in `tier-check`, which reads
// result folders; `conformance server` never does. This module re-exports node:fs and adds a
// globSync that says so, so the import links on Node 20.
import * as fs from 'node:fs';

export * from 'node:fs';
export default fs;

export function globSync() {
  throw new Error('fs.globSync needs Node 22; `conformance tier-check` is not supported on Node 20');
}
