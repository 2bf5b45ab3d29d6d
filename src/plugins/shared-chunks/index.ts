import type {Plugin} from '@docusaurus/types';

/**
 * Code that many pages share goes in chunks of its own, fetched once and then cached, instead of a copy in
 * every page's chunk. Docusaurus turns off the bundler's default shared chunks and keeps one group, 'common',
 * for modules on at least half of all pages; everything shared by fewer was copied into each page's chunk:
 * the APDU builder and decoder into each of the 35 APDU pages, Prism's core into the ~100 pages with code
 * blocks (3.8 MB of copies in all). A reader moving from one such page to the next downloaded the same code
 * again with each.
 */
/**
 * What a page's own chunk pulls in through its Markdown: the MDX components, the Ledger data helpers and
 * Prism (src/plugins/prism-on-demand's generated core and grammars). (The theme's code is in chunks Docusaurus already shares; splitting those too made the typical doc
 * page load 19 files instead of 14 and 1.2 KiB more.)
 */
const pageContentCode = /[\\/]src[\\/](components[\\/]mdx|ledger)[\\/]/;

export default function sharedChunks(): Plugin {
  return {
    name: 'shared-chunks',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              sharedByPages: {
                test: pageContentCode,
                chunks: 'async',
                minChunks: 3,
                minSize: 10_000,
                priority: 20,
                reuseExistingChunk: true,
              },
            },
          },
        },
      };
    },
  };
}
