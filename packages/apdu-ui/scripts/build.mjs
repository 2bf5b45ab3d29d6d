// `npm run build -w @zondax/apdu-ui`: the MCP App frame on its own, in dist/ (or the file named), to look at or serve by hand.
import {promises as fs} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {bundleApduApp} from './bundle-app.mjs';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.resolve(process.argv[2] ?? path.join(packageDir, 'dist/apdu-builder.html'));
const {html, scriptBytes, styleBytes, ms} = await bundleApduApp();
await fs.mkdir(path.dirname(out), {recursive: true});
await fs.writeFile(out, html);
const kib = (bytes) => `${Math.round(bytes / 1024)} KiB`;
console.log(`[apdu-ui] MCP App frame → ${out} (script ${kib(scriptBytes)}, styles ${kib(styleBytes)}, ${ms} ms)`);
