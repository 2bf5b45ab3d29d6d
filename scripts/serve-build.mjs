#!/usr/bin/env node
/**
 * Serves a production build on 127.0.0.1 only, the way a static host would
 * (clean URLs, directory index.html, the site's 404.html for unknown paths).
 *   node scripts/serve-build.mjs [dir=build] [port=3210]
 */
import http from 'node:http';
import path from 'node:path';
import serveHandler from 'serve-handler';

const dir = path.resolve(process.argv[2] ?? 'build');
const port = Number(process.argv[3] ?? 3210);

const server = http.createServer((req, res) =>
  serveHandler(req, res, {
    public: dir,
    cleanUrls: true,
    directoryListing: false,
    headers: [{source: '**/*.md', headers: [{key: 'Content-Type', value: 'text/markdown; charset=utf-8'}]}],
  }),
);
server.listen(port, '127.0.0.1', () => console.log(`Serving ${dir} at http://127.0.0.1:${port}/`));
