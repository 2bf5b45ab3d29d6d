#!/usr/bin/env node
/**
 * The upstream check of the Ledger apps' records (issue 62): see scripts/lib/ledger-upstream/cli.ts.
 * jiti (a dependency of the site) runs the TypeScript lib and loads the apps' APDU data.
 */
import {fileURLToPath} from 'node:url';
import jitiFactory from 'jiti';

const jiti = jitiFactory(fileURLToPath(import.meta.url), {interopDefault: true});
const {main} = jiti('./lib/ledger-upstream/cli.ts');
process.exitCode = main(process.argv.slice(2), {loadSpec: (file) => jiti(file), log: (text) => console.log(text)});
