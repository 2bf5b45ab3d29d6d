import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * @docusaurus/utils-common, which Docusaurus's client imports in main.js, is CommonJS and requires
 * tslib for one helper (`__importDefault`). A require() of tslib cannot be tree-shaken, so main.js
 * carried all of tslib's ~40 helpers (11 KB minified, 3.2 KiB brotli). Requests from that package
 * get ./importDefault.ts instead; everything else resolves tslib as usual
 * (tests/unit/utils-common-tslib.test.ts fails if the package starts using another helper).
 */
export default function utilsCommonTslib(): Plugin {
  return {
    name: 'utils-common-tslib',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
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
