#!/usr/bin/env bash
# Installs everything the project needs on a fresh Debian machine (Node 20, npm 11, root)
# and runs every check CI runs. Called by .ci/run through `npm run test:all`.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "== installing Debian's Chromium for the browser tests"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

echo "== npm ci"
npm ci --no-audit --no-fund

echo "== type-check"
npm run typecheck

echo "== content authoring check"
npm run generate --if-present
node scripts/check-content.mjs

echo "== unit tests"
npm run test:unit

echo "== production build (broken links and anchors are errors)"
CI=true npm run build

echo "== checks over the build"
npm run test:build

echo "== end-to-end tests in Chromium"
CI=true npm run test:e2e

echo "== dependency audit (production dependencies)"
npm audit --omit=dev --audit-level=high
