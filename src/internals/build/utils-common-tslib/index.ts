import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {contractBroken, tslibAlias} from '../../contracts';

/** The tslib helpers a package's compiled files call (`tslib_1.__importDefault(...)`). */
export function tslibHelpersIn(sources: readonly string[]): Set<string> {
  return new Set(sources.flatMap((source) => [...source.matchAll(/tslib_\d+\.(\w+)/g)].map((m) => m[1]!)));
}

/** Throws the tslibAlias contract unless __importDefault is the only helper used: ./importDefault.ts is all the alias offers. */
export function checkTslibHelpers(helpers: ReadonlySet<string>): void {
  const others = [...helpers].filter((helper) => helper !== '__importDefault');
  if (others.length > 0) throw contractBroken(tslibAlias, `@docusaurus/utils-common also calls tslib's ${others.join(', ')}`);
}

function utilsCommonSources(): string[] {
  const lib = path.dirname(createRequire(__filename).resolve('@docusaurus/utils-common'));
  return readdirSync(lib)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(lib, file), 'utf8'));
}

/**
 * @docusaurus/utils-common, which Docusaurus's client imports in main.js, is CommonJS and requires
 * tslib for one helper (`__importDefault`). A require() of tslib cannot be tree-shaken, so main.js
 * carried all of tslib's ~40 helpers (11 KB minified, 3.2 KiB brotli). Requests from that package
 * get ./importDefault.ts instead; everything else resolves tslib as usual. The build fails if the
 * package starts using another helper (checkTslibHelpers).
 */
export default function utilsCommonTslib(): Plugin {
  return {
    name: 'utils-common-tslib',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      checkTslibHelpers(tslibHelpersIn(utilsCommonSources()));
      return {
        module: {
          rules: [
            {
              test: /[\\/]node_modules[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]/,
              resolve: {alias: {tslib$: path.resolve(__dirname, 'importDefault.ts')}},
            },
          ],
        },
      };
    },
  };
}
