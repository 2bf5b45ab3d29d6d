#!/usr/bin/env node
/**
 * Serves a production build on 127.0.0.1 only, the way a static host would
 * (clean URLs, directory index.html, the site's 404.html for unknown paths), with the host kit's
 * headers on every answer (errors and redirects too), its file types, and its host-only files hidden.
 *   node scripts/serve-build.mjs [dir=build] [port=3210]   (port 0: any free port, printed)
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import serveHandler from 'serve-handler';
import {caseRedirectTarget, routeOfHtmlFile, routesByLowerCase} from '@zondax/docs-core/paths/case-routes.mjs';
import {prefersMarkdown} from '@zondax/docs-core/paths/markdown-negotiation.mjs';
import {markdownPathFor} from '@zondax/docs-core/paths/markdown-path.mjs';
import {contentTypes, hostOnlyFiles, typesByPath} from '../src/plugins/hosting/files.mjs';

const dir = path.resolve(process.argv[2] ?? 'build');
const port = Number(process.argv[3] ?? 3210);

/**
 * Headers a static host would add from the build's _headers file (Netlify/Cloudflare Pages format;
 * written by src/plugins/hosting): only the catch-all '/*' block (the security headers) is applied,
 * to every response: set before anything answers, so the 400, 301 and 404 answers carry them too.
 */
function hostHeaders(root) {
  const file = path.join(root, '_headers');
  if (!fs.existsSync(file)) return [];
  const headers = [];
  let inCatchAll = false;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) inCatchAll = line.trim() === '/*';
    else if (inCatchAll) {
      const i = line.indexOf(':');
      headers.push({key: line.slice(0, i).trim(), value: line.slice(i + 1).trim()});
    }
  }
  return headers;
}
const siteHeaders = hostHeaders(dir);

/** The head of a raw HTTP answer (for clientError, where Node gives a socket, not a response). */
const rawHeaderLines = siteHeaders.map(({key, value}) => `${key}: ${value}\r\n`).join('');

/**
 * A request path that cannot be decoded (invalid percent-encoding such as /%E0%A4%A) or holds a NUL
 * byte (%00) is a malformed request, not a missing page: 400 in plain text, as nginx answers, before
 * anything decodes it or hands it to the file system.
 */
function malformedPath(url) {
  try {
    return decodeURIComponent(splitUrl(url)[0]).includes('\0');
  } catch {
    return true;
  }
}

function badRequest(res) {
  res.writeHead(400, {'Content-Type': contentTypes.txt});
  res.end('Bad Request\n');
}

/**
 * A request Node's parser refuses (a head over its 16 KB limit: 431; anything malformed: 400) never reaches
 * the handler; Node's own answer would have no headers, so this one is written with them.
 */
function refuseRequest(error, socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
  const [status, text] = error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large'] : [400, 'Bad Request'];
  const body = `${text}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: ${contentTypes.txt}\r\nContent-Length: ${body.length}\r\n` +
      `${rawHeaderLines}Connection: close\r\n\r\n${body}`,
  );
}

/** Files that configure a host or record the build (src/plugins/hosting/files.mjs): not pages of the site. */
function hostOnlyPath(url) {
  return hostOnlyFiles.includes(decodeURIComponent(splitUrl(url)[0]).slice(1));
}

/**
 * Paths no file can have (a segment longer than a file name, a '..' segment once decoded): answered
 * with the site's 404 page, as static hosts do, instead of a server error.
 */
function impossiblePath(url) {
  const decoded = decodeURIComponent(splitUrl(url)[0]);
  const segments = decoded.split(/[\\/]/);
  return decoded.length > 2048 || segments.some((s) => Buffer.byteLength(s) > 255 || s === '..');
}

function notFound(res) {
  const page = path.join(dir, '404.html');
  res.writeHead(404, {'Content-Type': contentTypes.html});
  res.end(fs.existsSync(page) ? fs.readFileSync(page) : 'Not Found');
}

/**
 * A route whose last segment is 'index' (SPEC 2.2: /namadexer/index) is built as <route>/index.html.
 * serve-handler's clean URLs would treat '/index' as the parent folder's index; static hosts serve the folder.
 */
function serveIndexRoute(req, res) {
  const pathname = decodeURIComponent(splitUrl(req.url)[0]).replace(/\/$/, '');
  if (!pathname.endsWith('/index')) return false;
  const file = path.join(dir, pathname, 'index.html');
  if (!file.startsWith(dir) || !fs.existsSync(file)) return false;
  res.writeHead(200, {'Content-Type': contentTypes.html});
  res.end(fs.readFileSync(file));
  return true;
}

/** Every HTML file of the build, as a '/'-separated path relative to it. */
function htmlFiles(root, folder = '') {
  return fs
    .readdirSync(path.join(root, folder), {withFileTypes: true})
    .flatMap((entry) =>
      entry.isDirectory() ? htmlFiles(root, `${folder}${entry.name}/`) : entry.name.endsWith('.html') ? [`${folder}${entry.name}`] : [],
    );
}
/** Page routes of the build by lower-case key (docs-core paths/case-routes.mjs, the rule the host configs get too). */
const pages = fs.existsSync(dir) ? routesByLowerCase(htmlFiles(dir).map(routeOfHtmlFile)) : new Map();

/**
 * A path that names a page in another letter case (/polkadot, /ZCASH, /openapi) answers 301 to the
 * page's own spelling, as the not-found page does on hosts we do not control. It is decided from the
 * build's file names, not the file system, so a case-insensitive disk (macOS) cannot serve the page
 * under a spelling the app's router does not know.
 */
function redirectLetterCase(req, res) {
  const [raw, query] = splitUrl(req.url);
  const pathname = decodeURIComponent(raw);
  const bare = pathname.replace(/\/+$/, '') || '/';
  const page = pages.get(bare.toLowerCase());
  if (!page || page === bare) return false;
  res.writeHead(301, {Location: caseRedirectTarget(page, pathname.endsWith('/')) + query});
  res.end();
  return true;
}

/**
 * A doc page asked for with an Accept header that prefers text/markdown (an assistant, curl -H) gets its
 * Markdown twin; every page that has a twin says `Vary: Accept`, so a cache keeps the two apart.
 */
function negotiateMarkdown(req, res) {
  const pathname = decodeURIComponent(splitUrl(req.url)[0]);
  if (pathname.endsWith('.md')) return false;
  const twin = path.join(dir, markdownPathFor(pathname));
  if (!twin.startsWith(`${dir}${path.sep}`) || !fs.existsSync(twin)) return false;
  res.setHeader('Vary', 'Accept');
  if (!prefersMarkdown(req.headers.accept)) return false;
  res.writeHead(200, {'Content-Type': contentTypes.md});
  res.end(fs.readFileSync(twin));
  return true;
}

/** [path as sent (still percent-encoded), '?query' or '']. */
function splitUrl(url = '/') {
  const i = url.search(/[?#]/);
  return i === -1 ? [url, ''] : [url.slice(0, i), url.slice(i)];
}

const server = http.createServer((req, res) => {
  for (const {key, value} of siteHeaders) res.setHeader(key, value);
  return malformedPath(req.url)
    ? badRequest(res)
    : impossiblePath(req.url) || hostOnlyPath(req.url)
      ? notFound(res)
      : negotiateMarkdown(req, res) ||
        serveIndexRoute(req, res) ||
        redirectLetterCase(req, res) ||
        serveHandler(req, res, {
          public: dir,
          cleanUrls: true,
          directoryListing: false,
          headers: [
            // The kit's file types (src/plugins/hosting/files.mjs), not the mime-types package's.
            ...Object.entries(contentTypes).map(([extension, type]) => ({
              source: `**/*.${extension}`,
              headers: [{key: 'Content-Type', value: type}],
            })),
            // Files with no extension to take their type from (the MCP discovery document).
            ...Object.entries(typesByPath).map(([file, type]) => ({source: file.slice(1), headers: [{key: 'Content-Type', value: type}]})),
            // The service worker (src/pwa): the browser finds a new deployment by comparing it; no cache may answer.
            {source: '*sw.js', headers: [{key: 'Cache-Control', value: 'no-cache'}]},
          ],
        });
});
server.on('clientError', refuseRequest);
// Port 0 takes a free one; the line names the port listened on (tests/build/serve.ts reads it).
server.listen(port, '127.0.0.1', () => console.log(`Serving ${dir} at http://127.0.0.1:${server.address().port}/`));
