/**
 * The response headers of the built site, as one typed list every host config is written from
 * (src/plugins/hosting/*.ts), so Netlify, Cloudflare Pages, Vercel, nginx, Caddy and Apache send
 * the same set. The Content-Security-Policy value comes from the CSP plugin (inline-script hashes).
 */

import {serviceWorkerFile} from '../../pwa/shared.mjs';
import {contentTypes} from './files.mjs';

export {contentTypes, hostOnlyFiles, typesByPath} from './files.mjs';

export interface ResponseHeader {
  name: string;
  value: string;
}

/**
 * Permissions-Policy: the Send panel opens a Ledger device over WebHID, which this site's own pages
 * may use and embedded pages from other origins may not. Header only: there is no <meta> form.
 */
export const permissionsPolicy = 'hid=(self)';

/** Headers every response carries (pages, assets, the not-found page). */
export function securityHeaders(contentSecurityPolicy: string): ResponseHeader[] {
  return [
    {name: 'Content-Security-Policy', value: contentSecurityPolicy},
    {name: 'Permissions-Policy', value: permissionsPolicy},
    // Browsers must not guess a script or a stylesheet out of a Markdown twin or JSON file.
    {name: 'X-Content-Type-Options', value: 'nosniff'},
    // Other origins learn which site sent the reader, never which page (or its query).
    {name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin'},
  ];
}

/** URL prefix of the bundler's content-hashed files: a changed file gets a new name. */
export const hashedAssetsPrefix = '/assets/';

/** Cache-Control of the hashed assets: a year, never revalidated. */
export const immutableCache = 'public, max-age=31536000, immutable';

/** Cache-Control of everything else (HTML, Markdown twins, /img): kept, but revalidated on each use. */
export const revalidateCache = 'no-cache';

/**
 * The service worker's file (src/plugins/service-worker writes sw.js at the root): the browser compares it
 * with the installed one to find a new deployment, so no cache may answer for the server. Every host but Netlify and Cloudflare Pages already sends revalidateCache for
 * it (everything outside hashedAssetsPrefix); _headers says so explicitly, and `npm run serve` too.
 */
export const serviceWorkerPath = `/${serviceWorkerFile}`;

/** Content type of the Markdown twins (src/plugins/markdown-export); hosts default to text/plain or octet-stream. */
export const markdownType = contentTypes.md;
