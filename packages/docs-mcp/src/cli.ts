/**
 * zondax-docs-mcp [--http] [--host 127.0.0.1] [--port 3530] [--allowed-origins <list>] [--snapshot <dir> | --build <dir>]
 * stdio by default (what desktop clients start); --http serves Streamable HTTP on <host>:<port>/mcp.
 * The snapshot defaults to the build a packed tarball carries (data/, see dataDirs.mjs), else to build/mcp-snapshot/
 * at the root of the repository this package lives in.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {loadSnapshot, SnapshotError} from './loadSnapshot';
import {parseOrigins} from './fetchHandler';
import {createDocsServer} from './server';
import {embeddedBuildDir} from './dataDirs.mjs';
import {snapshotDirFor, snapshotFiles} from '@zondax/docs-core/snapshot/format';

export const DEFAULT_PORT = 3530;

export interface CliOptions {
  http: boolean;
  host: string;
  port: number;
  /** --allowed-origins; undefined: the site's origin, from the snapshot. */
  allowedOrigins?: string[];
  snapshot: string;
}

const usage = `Usage: zondax-docs-mcp [--http] [--host <address>] [--port <n>] [--allowed-origins <list>] [--snapshot <dir> | --build <dir>]
  (no flag)        serve over stdio, as desktop clients start it
  --http           serve Streamable HTTP on http://<host>:<port>/mcp instead
  --host <address> address to bind with --http (default 127.0.0.1)
  --port <n>       port with --http (default ${DEFAULT_PORT}; 0 picks a free one)
  --allowed-origins <list>
                   with --http, the browser origins that may call it, comma-separated
                   (default: the site's origin); a request addressed to a name other than
                   a loopback one, the bound address or these origins' hosts is refused
  --snapshot <dir> the snapshot folder the site build wrote (default: the data packed
                   into this package, else build/mcp-snapshot/ of the repository around it)
  --build <dir>    the site build folder; its snapshot is <dir>/mcp-snapshot`;

/** Where the package sits: its own folder, and the repository root when it runs from a clone. */
export interface PackageRoots {
  packageDir: string;
  repoRoot: string;
}

/** The snapshot used without --build or --snapshot: a packed tarball's own data first, then the repository's build. */
export function defaultSnapshot({packageDir, repoRoot}: PackageRoots): string {
  const embedded = snapshotDirFor(embeddedBuildDir(packageDir));
  return existsSync(path.join(embedded, snapshotFiles.manifest)) ? embedded : snapshotDirFor(path.join(repoRoot, 'build'));
}

export function parseArgs(argv: string[], roots: PackageRoots): CliOptions {
  const options: CliOptions = {http: false, host: '127.0.0.1', port: DEFAULT_PORT, snapshot: ''};
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`${flag} needs a value.\n${usage}`);
      return v;
    };
    if (flag === '--http') options.http = true;
    else if (flag === '--host') options.host = value();
    else if (flag === '--port') {
      const text = value();
      const port = Number(text);
      if (!/^\d+$/.test(text) || port > 65535) throw new Error(`--port takes a number from 0 to 65535, not "${text}".`);
      options.port = port;
    } else if (flag === '--allowed-origins') {
      const text = value();
      const origins = parseOrigins(text);
      const bad = origins.filter((o) => !/^https?:\/\/[^/]+$/.test(o));
      if (bad.length) throw new Error(`--allowed-origins takes origins such as https://docs.example.com, not "${bad.join(', ')}".`);
      options.allowedOrigins = origins;
    } else if (flag === '--snapshot') options.snapshot = path.resolve(value());
    else if (flag === '--build') options.snapshot = snapshotDirFor(path.resolve(value()));
    else if (flag === '--help' || flag === '-h') throw new Error(usage);
    else throw new Error(`Unknown option ${flag}.\n${usage}`);
  }
  if (options.snapshot === '') options.snapshot = defaultSnapshot(roots);
  return options;
}

export async function main(argv: string[], roots: PackageRoots): Promise<void> {
  let options: CliOptions;
  try {
    options = parseArgs(argv, roots);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 2;
    return;
  }
  let snapshot;
  try {
    snapshot = loadSnapshot(options.snapshot);
  } catch (error) {
    if (!(error instanceof SnapshotError)) throw error;
    console.error(`[zondax-docs-mcp] ${error.message}`);
    process.exitCode = 1;
    return;
  }
  // stdout belongs to the protocol on stdio: everything for people goes to stderr.
  if (options.http) {
    // Loaded only here: Express and the HTTP transport add ~130 ms to every stdio start otherwise.
    const {startHttpServer} = await import(/* webpackChunkName: "http" */ './http');
    const {url} = await startHttpServer(snapshot, options);
    const origins = options.allowedOrigins ?? [snapshot.manifest.site.url];
    console.error(
      `[zondax-docs-mcp] Streamable HTTP on ${url} (snapshot ${snapshot.dir}; stateless; pages of ${origins.join(', ') || 'no other origin'} may call it)`,
    );
  } else {
    await createDocsServer(snapshot).connect(new StdioServerTransport());
    console.error(`[zondax-docs-mcp] ready on stdio (snapshot ${snapshot.dir})`);
  }
}
