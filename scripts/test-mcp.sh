#!/usr/bin/env bash
# The MCP server's checks over a production build (BUILD_DIR, default build/): bundles the server and the
# edge Worker (packages/docs-edge, into BUILD_DIR-hosting/worker.mjs), runs the tool tests over the build's
# snapshot and the SDK-client tests (stdio and Streamable HTTP), then the official conformance suite (server
# role) on stdio, Streamable HTTP and the Worker in workerd, with one baseline, and last the packed tarball:
# npm pack, installed into an empty temp folder, started with no flags. The ledger tools' unit tests
# (tests/unit/mcp-ledger-tools.test.ts) need no build and run with the other unit tests; the Worker serving
# the build is tests/build/edge-worker.test.ts (scripts/test-all.sh runs it as a step of its own).
set -euo pipefail
cd "$(dirname "$0")/.."
export BUILD_DIR="${BUILD_DIR:-build}"
npm run build -w @zondax/docs-mcp
npm run build -w @zondax/docs-edge
npx vitest run --config vitest.build.config.mts tests/build/mcp-docs-tools.test.ts tests/build/mcp-client.test.ts
node scripts/mcp-conformance.mjs http stdio worker
# Alone, after the rest: npm pack re-bundles dist/ (prepack), which the other tests' servers load.
npx vitest run --config vitest.build.config.mts tests/build/mcp-pack.test.ts
