#!/usr/bin/env bash
# `npm audit --omit=dev --audit-level=high`, failing on any high or critical advisory.
# The registry mirror this project's machines use answers the advisory endpoint with 405; in that
# case (and only then) the audit cannot run, and this says so loudly instead of failing the build.
set -uo pipefail
out=$(npm audit --omit=dev --audit-level=high 2>&1)
status=$?
echo "$out" | grep -v 'Unknown user config'
if [ $status -ne 0 ] && echo "$out" | grep -qE 'audit endpoint returned an error|405 Method Not Allowed|ENOTFOUND|ECONNREFUSED'; then
  echo "AUDIT NOT RUN: the registry's advisory endpoint is unavailable from this machine."
  exit 0
fi
exit $status
