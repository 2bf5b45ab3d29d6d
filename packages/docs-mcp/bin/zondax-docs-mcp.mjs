#!/usr/bin/env node
// Starts the bundled server (dist/, made by `npm run build -w @zondax/docs-mcp`, which the site's
// `npm run build` runs after the site build, and `npm pack` before packing).
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const bundle = path.join(here, '../dist/cli.cjs');
if (!existsSync(bundle)) {
  console.error(
    '[zondax-docs-mcp] The server is not built yet: run `npm run build -w @zondax/docs-mcp` (or `npm run build`) at the repository root.',
  );
  process.exit(1);
}
const {main} = createRequire(import.meta.url)(bundle);
// From a clone, the repository is two levels above the package; from a packed tarball that path means
// nothing, and the data the tarball carries (data/) is used instead.
await main(process.argv.slice(2), {packageDir: path.resolve(here, '..'), repoRoot: path.resolve(here, '../../..')});
