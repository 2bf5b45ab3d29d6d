// Where a build's host configs live, in plain JavaScript so the packages' bundling scripts (plain Node) and the
// host kit (src/plugins/hosting, TypeScript) read one rule.

/**
 * The folder beside the build (build → build-hosting) for what a host reads from its own configuration, not from
 * the docroot (nginx, Apache's server config, Caddy, the Cloudflare Worker and its wrangler.jsonc), and for the
 * records the tests read. Inside the build they would be public files on every host that serves the folder as is.
 */
export function hostingDirFor(outDir) {
  return `${outDir.replace(/[\\/]+$/, '')}-hosting`;
}

/** The Worker's description of the build, written by the host kit, bundled into the Worker (packages/docs-edge). */
export const edgeSiteFile = 'worker-site.json';

/** The Worker's script, bundled by packages/docs-edge beside wrangler.jsonc. */
export const workerScriptFile = 'worker.mjs';
