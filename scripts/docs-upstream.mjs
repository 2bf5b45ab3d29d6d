#!/usr/bin/env node
/**
 * The upstream check of the hand-written sections' code checks (src/data/codeChecks.ts): see
 * scripts/lib/docs-upstream.ts. jiti (a dependency of the site) runs the TypeScript lib.
 */
import {fileURLToPath} from 'node:url';
import jitiFactory from 'jiti';

const jiti = jitiFactory(fileURLToPath(import.meta.url), {interopDefault: true});
const {main} = jiti('./lib/docs-upstream.ts');
process.exitCode = main(process.argv.slice(2), (text) => console.log(text));
