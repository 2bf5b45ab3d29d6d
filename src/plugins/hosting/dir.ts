import path from 'node:path';

/**
 * The folder beside the build (build → build-hosting) for what a host reads from its own configuration,
 * not from the docroot (nginx, Apache's server config, Caddy), and for the records the tests read (the CSP
 * report, the framework-internals record). Inside the build they would be public files on every host that
 * serves the folder as is (Netlify, Cloudflare Pages, Vercel); beside it, they are deployed only where used.
 */
export function hostingDirFor(outDir: string): string {
  return `${path.resolve(outDir)}-hosting`;
}
