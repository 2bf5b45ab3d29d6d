import path from 'node:path';
import {hostingDirFor as hostingDirOf} from '@zondax/docs-core/hosting/dirs.mjs';

/**
 * The folder beside the build (build → build-hosting) for what a host reads from its own configuration,
 * not from the docroot (nginx, Apache's server config, Caddy, the Cloudflare Worker), and for the records the
 * tests read (the CSP report, the framework-internals record). Inside the build they would be public files on
 * every host that serves the folder as is (Netlify, Cloudflare Pages, Vercel); beside it, they are deployed only
 * where used. The rule is docs-core's (hosting/dirs.mjs), which packages/docs-edge bundles the Worker by.
 */
export function hostingDirFor(outDir: string): string {
  return hostingDirOf(path.resolve(outDir));
}
