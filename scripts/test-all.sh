#!/usr/bin/env bash
# Installs everything the project needs on a fresh Debian machine (Node 20, npm 11, root)
# and runs every check CI runs. Called by .ci/run through `npm run test:all`.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's duration, printed as a table when the run ends (also when a step fails), with how busy the machine's
# cores were during it (/proc/stat: all cores, idle and iowait left out). A step well under 100 % leaves a core idle
# that a check beside it could use; one near 100 % is only made shorter by doing less. Of the busy time, the share the
# hypervisor gave to other machines on the same host ("stolen", counted as busy) says when a run was slow because its
# host was, not its work.
steps_file=$(mktemp)
run_started=$SECONDS
step_name=""; step_started=0; step_ticks=""
cpu_ticks() { # "<busy> <total> <stolen>" ticks of all cores since boot
  local _ user nice system idle iowait irq softirq steal
  read -r _ user nice system idle iowait irq softirq steal _ </proc/stat
  echo "$((user + nice + system + irq + softirq + steal)) $((user + nice + system + idle + iowait + irq + softirq + steal)) $steal"
}
busy_since() { # busy_since "<busy> <total> <stolen>": the share of the cores busy since then, and stolen
  local busy0 total0 steal0 busy1 total1 steal1
  read -r busy0 total0 steal0 <<<"$1"
  read -r busy1 total1 steal1 <<<"$(cpu_ticks)"
  if [ "$total1" -gt "$total0" ]; then
    printf '%3d %% busy %3d %% stolen' "$((100 * (busy1 - busy0) / (total1 - total0)))" "$((100 * (steal1 - steal0) / (total1 - total0)))"
  else
    printf '  - %% busy   - %% stolen'
  fi
}
run_ticks=$(cpu_ticks)
step() { # step "name": ends the previous step and starts this one
  end_step
  step_name=$1; step_started=$SECONDS; step_ticks=$(cpu_ticks)
  echo "== $step_name"
}
end_step() {
  if [ -n "$step_name" ]; then
    printf '%6ds  %s  %s\n' $((SECONDS - step_started)) "$(busy_since "$step_ticks")" "$step_name" >>"$steps_file"
  fi
  step_name=""
}
print_durations() {
  local status=$?
  end_step
  echo
  echo "== step durations (exit $status), the share of the $(nproc) cores busy during each, and of them stolen by the host"
  cat "$steps_file"
  printf '%6ds  %s  %s\n' $((SECONDS - run_started)) "$(busy_since "$run_ticks")" "total"
  rm -f "$steps_file"
}
trap print_durations EXIT

timed() { # timed "name" command...: runs the command; when it passes, records "<seconds> <name>" in $timed_into
  local name=$1 started=$SECONDS
  shift
  "$@" && echo "$((SECONDS - started)) $name" >>"$timed_into"
}
# run_beside "what the checks are" checks_function command...: ends the current step once both have run: the function
# in the background (its output printed after the command's, each of its `timed` checks' time under the step in the
# table printed at the end) while the command runs; then stops the run, naming which failed, if either did.
run_beside() {
  local what=$1 checks=$2 log times pid status=0 checks_status=0
  shift 2
  log=$(mktemp)
  times=$(mktemp)
  (
    timed_into=$times
    "$checks"
  ) >"$log" 2>&1 &
  pid=$!
  "$@" || status=$?
  wait "$pid" || checks_status=$?
  echo "== $what (ran beside it)"
  cat "$log"
  end_step
  while read -r secs name; do printf '%6ds  %23s  beside it: %s\n' "$secs" "" "$name" >>"$steps_file"; done <"$times"
  rm -f "$log" "$times"
  [ "$status" -eq 0 ] || { echo "$* failed (exit $status)"; exit "$status"; }
  [ "$checks_status" -eq 0 ] || { echo "$what failed (exit $checks_status)"; exit "$checks_status"; }
}
# The production build spends about a third of its time in one thread (loading plugins, rendering the
# pages), so the static checks run beside it on the other core: type-check, lint, the content check
# and the unit tests (none reads the build; each is timed on its own and printed under this step).
static_checks() {
  timed "type-check" npx tsc --noEmit &&
    timed "lint (ESLint, Prettier)" npm run lint &&
    timed "content authoring check" node scripts/check-content.mjs &&
    timed "unit tests" npm run test:unit
}

# Debian packages the tests drive: Chromium for the browser tests, and nginx, Apache 2.4 and Caddy 2.6, each
# started by the host-config test in the foreground with its config, pid and logs in a temp dir (nothing under
# /etc changes). apache2's and caddy's install may start their services (port 80): the test uses its own ports
# (HOST_TEST_PORT) and neither service. One apt run, beside npm ci: both spend much of their time waiting on downloads
# and disk (npm ci keeps the cores about 75 % busy), and nothing npm ci installs needs them. A fresh machine has none
# of the four, so this is where it saves time.
debian_packages=()
[ -x /usr/bin/chromium ] || debian_packages+=(chromium)
[ -x /usr/sbin/nginx ] || debian_packages+=(nginx)
[ -x /usr/sbin/apache2 ] || debian_packages+=(apache2)
[ -x /usr/bin/caddy ] || debian_packages+=(caddy)
apt_install() {
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${debian_packages[@]}" >/dev/null
}
debian_install() { timed "apt-get install ${debian_packages[*]} (for the browser and host-config tests)" apt_install; }

# `npm ci` installs exactly the lock and fails when package.json and package-lock.json disagree
# (a dependency added without updating the lock), so this step is also the lock-sync check.
if [ ${#debian_packages[@]} -gt 0 ]; then
  step "npm ci (exactly package-lock.json), beside the install of Debian's ${debian_packages[*]}"
  run_beside "apt-get install ${debian_packages[*]}" debian_install npm ci --no-audit --no-fund
else
  step "npm ci (exactly package-lock.json)"
  npm ci --no-audit --no-fund
fi

step "generate the ledger-apps version pages (npm run generate)"
npm run generate

# The public build. ANALYTICS_GTAG_ID is a test id: the consent tests prove the tag stays
# unloaded until the reader opts in (its script is answered by a stub in the browser tests).
# The pages were generated above, so docusaurus runs directly (npm run build would generate them again
# while the type-check reads them).
step "production build (broken links and anchors are errors), beside type-check, lint, content check and unit tests"
run_beside "type-check, lint, content check, unit tests" static_checks env CI=true ANALYTICS_GTAG_ID=G-E2ETEST00 npx docusaurus build

# Variant builds for behaviour that only exists under other settings. Small section subsets keep
# them fast; CI=false because links into left-out sections are then expected warnings. Each uses
# its own generated-files folder so the public build's .docusaurus/ stays intact for test:build.
variants="${TMPDIR:-/tmp}/zondax-variants"
rm -rf "$variants" && mkdir -p "$variants"
# Two at a time: a small build spends much of its time in one thread (loading config and plugins,
# rendering pages), so a pair shares the two cores better than one build alone.
variant() { # name, env assignments..., then docusaurus options (--config ...): starts the build in the background
  local name=$1 envs=() options=()
  shift
  for a in "$@"; do if [[ $a == --* || ${#options[@]} -gt 0 ]]; then options+=("$a"); else envs+=("$a"); fi; done
  env CI=false DOCUSAURUS_GENERATED_FILES_DIR_NAME=".docusaurus-$name" "${envs[@]}" \
    npx docusaurus build --out-dir "$variants/$name" "${options[@]}" >"$variants/$name.log" 2>&1 &
  variant_pids+=("$!:$name")
}
variants_done() { # waits for the started builds; prints the log of any that failed
  local entry failed=0
  for entry in "${variant_pids[@]}"; do
    wait "${entry%%:*}" || { echo "variant build ${entry#*:} failed:"; tail -50 "$variants/${entry#*:}.log"; failed=1; }
  done
  variant_pids=()
  return $failed
}
build_variants() { # the four variant builds, two at a time
  variant_pids=()
  variant visualize DOC_VISUALIZATION_TEST=true SECTIONS=zemu
  # hosted: also built with the framework internals off (stock Docusaurus routing; src/internals/README.md), so the
  # hosted-search browser tests run on it and tests/build/client-bundle.test.ts checks what such a build leaves out;
  # tests/build/hosted-build-search.test.ts, that its assistant tools still search (the local index is written too).
  variant hosted ALGOLIA_APP_ID=TESTAPP ALGOLIA_SEARCH_API_KEY=searchkey ALGOLIA_INDEX_NAME=zondax-test SECTIONS=namadexer,zemu DOCS_INTERNALS=off
  variants_done || return 1
  variant faults DISABLE_THEME_SWITCH=true SECTIONS=zemu,namadexer --config tests/fixtures/faults.config.ts
  variant wrong-base BASE_URL=/wrong-base/ SECTIONS=zemu
  variants_done
}

step "variant builds (visualize, hosted, faults, wrong-base; two at a time)"
build_variants

# The checks over the build (vitest over HTTP and the files) and the server checks (MCP, the Worker, the host servers)
# read the same build and share no port or file (the MCP step bundles into build-hosting/, which the server checks
# after it read and the build checks do not): they run side by side, the server checks mostly waiting on the servers
# they start. Each server check's time is printed under this step.
#  - The MCP server (packages/docs-mcp) over the build's snapshot (build/mcp-snapshot/): bundle (and the edge Worker's),
#    tool tests, the SDK's Client over stdio and Streamable HTTP, and the official conformance suite on stdio,
#    Streamable HTTP and the Worker in workerd.
#  - The build on its Cloudflare Worker in workerd (Miniflare, both installed from the lock by npm ci; no network, no
#    account), with the generated build-hosting/wrangler.jsonc: the host checks, MCP at /mcp with the same answers as
#    stdio, the protections, the discovery document, wrangler deploy --dry-run. CI=true: a missing runtime fails.
#  - Over HTTP: headers, clean URLs, 404, letter-case redirects, every sitemap URL and the Markdown negotiation, on
#    nginx (build-hosting/nginx-*.conf), Apache (build/.htaccess), Caddy (build-hosting/Caddyfile) and npm run serve;
#    /mcp proxied by nginx and Caddy to zondax-docs-mcp --http. CI=true: a missing server binary fails the test.
server_checks() {
  timed "MCP server: bundle, tool and SDK-client tests, conformance suite (stdio, Streamable HTTP, the Worker in workerd)" \
    env BUILD_DIR=build npm run test:mcp &&
    timed "the build served by its Cloudflare Worker in workerd (generated wrangler.jsonc), MCP at /mcp" \
      env CI=true npx vitest run --config vitest.build.config.mts tests/build/edge-worker.test.ts &&
    timed "the build served by Debian's nginx, Apache and Caddy (generated configs, /mcp proxied) and by npm run serve" \
      env CI=true npx vitest run --config vitest.build.config.mts tests/build/host-servers.test.ts
}

step "checks over the build (routes, content bar, Markdown twins, llms.txt, SEO, CSP, search relevance; crawl over HTTP), beside the server checks"
run_beside "MCP server, its Worker in workerd, nginx, Apache and Caddy" server_checks \
  env INTERNALS_OFF_BUILD_DIR="$variants/hosted" HOSTED_BUILD_DIR="$variants/hosted" npm run test:build -- --exclude tests/build/host-servers.test.ts \
  --exclude tests/build/edge-worker.test.ts --exclude 'tests/build/mcp-*.test.ts'

# The public e2e run includes the page sweep (tests/e2e/a11y-sweep.spec.ts) in its CI scope: axe in light mode on
# every page written by hand and, of the pages generated from data into one template (the supported-methods pages,
# the chain landing pages), on those that together render every styled thing of it; in dark mode on pages that
# together render every styled thing; diagrams and code highlighting on every page it opens, each page opened once
# (tests/e2e/README.md says what CI does not open and why a reader would not notice); plus the layout budgets (no
# layout shift, images, fonts, print). `npm run test:a11y` sweeps every URL in both modes.
step "end-to-end tests in Chromium (public build, with the accessibility and layout budgets)"
# UPDATE_BUILD_DIR: a second build at the same origin, the new deployment of tests/e2e/offline-update.spec.ts.
CI=true VIS_BUILD_DIR="$variants/visualize" VIS_E2E_PORT=3411 HOSTED_BUILD_DIR="$variants/hosted" UPDATE_BUILD_DIR="$variants/visualize" npm run test:e2e

step "end-to-end fault tests in Chromium (test-only build)"
CI=true E2E_FAULTS=true BUILD_DIR="$variants/faults" WRONG_BASE_BUILD_DIR="$variants/wrong-base" E2E_PORT=3211 npm run test:e2e

step "SPEC coverage table is current (tests/e2e/SPEC-COVERAGE.md)"
npm run spec:coverage -- --check

# The benchmarks that only print figures (search, MCP server, Lighthouse against stock Docusaurus) are not
# tests: they never failed this run and took about 5 minutes of a slow machine. `npm run bench` runs them.

step "dependency audit (production dependencies)"
bash scripts/audit-prod.sh
