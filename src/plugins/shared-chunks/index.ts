import type {Plugin} from '@docusaurus/types';

/**
 * Code that several pages share goes in chunks of its own, fetched once and then cached, instead of a copy in
 * every page's chunk. Docusaurus turns off the bundler's default shared chunks and keeps one group, 'common',
 * for modules on at least half of all pages; everything shared by fewer was copied into each page's chunk
 * (3.8 MB of copies in all): the APDU builder and decoder into each of the 35 APDU pages, so a reader moving
 * from one to the next downloaded the same code again with each.
 *
 * The group takes what a page's own chunk pulls in through its Markdown: the MDX components and the Ledger
 * helpers (docs-core's under src/ledger/, and the builder's components in packages/apdu-ui/src). Not the theme's code (in chunks Docusaurus already shares: splitting those too made the typical doc
 * page load 19 files instead of 14, and 1.2 KiB more), and not Prism's core and grammars, inlined into the ~100
 * pages with code blocks: shared, they saved more per visit but cost the typical doc page 4 files and 1.1 KiB.
 */
const pageContentCode = /[\\/](src[\\/](components[\\/]mdx|ledger)|packages[\\/]apdu-ui[\\/]src)[\\/]/;

/**
 * src/data/chains.ts (descriptions, websites, repositories): one chunk of its own, which only the pages about
 * chains load (the landing pages, the APDU pages, the Ledger overview) and then keep cached. The navbar's
 * tiles come from the chain-landing-pages plugin's global data, so the pages' shared code does not import it.
 */
const chainListModule = /[\\/]src[\\/]data[\\/]chains\.ts$/;

export default function sharedChunks(): Plugin {
  return {
    name: 'shared-chunks',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              chainList: {test: chainListModule, chunks: 'all', enforce: true, priority: 30},
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
