/**
 * A small build for the Worker's tests: docs-core's fixture (the MCP snapshot, the search index and the Markdown
 * twins) with a few HTML pages, behind a stand-in for the ASSETS binding (a file by exact path, 404 otherwise, as
 * Workers static assets answer with `html_handling: none`), and the EdgeSite the host kit would write for it.
 */
import type {EdgeSite} from '@zondax/docs-core/hosting/edgeSite';
import {snapshotFolder} from '@zondax/docs-core/snapshot/format';
import {fixtureFiles, fixtureOrigin} from '@zondax/docs-core/testing/fixtureSnapshot';
import type {AssetsBinding} from '../src/worker';

export const notFoundHtml = '<!doctype html><title>Page not found</title><h1>Page not found</h1>';

/** The build: path on the site → text. */
export function fixtureBuild(): Map<string, string> {
  const files = new Map([...fixtureFiles()].map(([name, text]) => [`/${name}`, text]));
  const page = (title: string) => `<!doctype html><title>${title}</title><h1>${title}</h1>`;
  files.set('/index.html', page('Home'));
  files.set('/404.html', notFoundHtml);
  files.set('/zemu/quickstart.html', page('Quick start'));
  files.set('/zemu/index.html', page('Zemu'));
  files.set('/Demo.html', page('Demo'));
  files.set('/ledger-apps/demo/APDUSPEC.html', page('Demo APDU'));
  files.set('/namadexer/index/index.html', page('Namadexer index doc'));
  files.set('/namadexer/index.html', page('Namadexer'));
  files.set('/assets/js/main.0123abcd.js', 'console.log(1);');
  files.set('/.well-known/mcp', '{"name":"example.docs/mcp"}');
  files.set('/vercel.json', '{}');
  return files;
}

const types: Record<string, string> = {html: 'text/html', js: 'application/javascript', md: 'text/markdown', json: 'application/json'};

/** A stand-in for the assets binding: exact paths only, its own guess of the type (which the Worker replaces). */
export function assetsOf(files: Map<string, string>, requests: string[] = []): AssetsBinding {
  return {
    async fetch(request: Request) {
      const sitePath = decodeURIComponent(new URL(request.url).pathname);
      requests.push(sitePath);
      const text = files.get(sitePath);
      if (text === undefined) return new Response('404 Not Found', {status: 404});
      const extension = /\.([^./]+)$/.exec(sitePath)?.[1] ?? '';
      const headers = {'Content-Type': types[extension] ?? 'application/octet-stream', ETag: `"${text.length}"`};
      if (request.headers.get('if-none-match') === headers.ETag) return new Response(null, {status: 304, headers});
      return new Response(request.method === 'HEAD' ? null : text, {headers});
    },
  };
}

export const policy = "default-src 'self'";

export const fixtureSite: EdgeSite = {
  headers: [
    {name: 'Content-Security-Policy', value: policy},
    {name: 'X-Content-Type-Options', value: 'nosniff'},
  ],
  contentTypes: {
    html: 'text/html; charset=utf-8',
    js: 'text/javascript; charset=utf-8',
    md: 'text/markdown; charset=utf-8',
    json: 'application/json',
    txt: 'text/plain; charset=utf-8',
  },
  typesByPath: {'/.well-known/mcp': 'application/json'},
  hostOnlyFiles: ['_headers', 'vercel.json', '.htaccess'],
  hashedAssetsPrefix: '/assets/',
  immutableCache: 'public, max-age=31536000, immutable',
  revalidateCache: 'no-cache',
  pages: {
    '/': '/index.html',
    '/404': '/404.html',
    '/zemu/quickstart': '/zemu/quickstart.html',
    '/zemu': '/zemu/index.html',
    '/Demo': '/Demo.html',
    '/ledger-apps/demo/APDUSPEC': '/ledger-apps/demo/APDUSPEC.html',
    '/namadexer/index': '/namadexer/index/index.html',
    '/namadexer': '/namadexer/index.html',
  },
  caseRedirects: {
    '/zemu/quickstart': '/zemu/quickstart',
    '/demo': '/Demo',
    '/ledger-apps/demo/apduspec': '/ledger-apps/demo/APDUSPEC',
    '/namadexer/index': '/namadexer/index',
  },
  notFoundPage: '/404.html',
  snapshotPath: `/${snapshotFolder}`,
  siteOrigin: fixtureOrigin,
  mcpAllowedOrigins: [fixtureOrigin],
};
