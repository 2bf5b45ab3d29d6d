import {promises as fs} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildRecords} from '../../search/records';
import {buildIndex} from '@zondax/docs-core/search/indexFormat';
import {LOCAL_INDEX_DIR, LOCAL_SEARCH_PLUGIN} from '../../search/backend';
import {twinKey} from '../../search/siteGrouping';

/**
 * Local search index, written with either backend: the modal and /search read it unless hosted Algolia is
 * configured, the assistant tools (search_docs) always. After the build, reads every built HTML page,
 * turns it into DocSearch-shaped records (src/search/records.ts) and writes the sharded
 * index to <outDir>/search-index/. The browser fetches it only when search is used.
 */
export default function localSearch(context: LoadContext): Plugin {
  return {
    name: LOCAL_SEARCH_PLUGIN,
    async postBuild({outDir}) {
      const started = Date.now();
      const records = await buildRecords(outDir, {origin: context.siteConfig.url});
      // The engine folds chain twins before it loads their text (grouping.ts): the index numbers them here. A
      // record's url is the URL the engine gives its hit, so the key is the one grouping computes in the browser.
      const {files, manifest} = buildIndex(records, {twinKey});
      const dir = path.join(outDir, LOCAL_INDEX_DIR);
      await fs.rm(dir, {recursive: true, force: true});
      await fs.mkdir(dir, {recursive: true});
      let bytes = 0;
      for (const [name, body] of files) {
        bytes += Buffer.byteLength(body);
        await fs.writeFile(path.join(dir, name), body);
      }
      console.log(
        `[local-search] ${records.length} records from ${manifest.pages.length} pages → ${files.size} files, ${(bytes / 1024).toFixed(0)} KiB in ${LOCAL_INDEX_DIR}/ (${Date.now() - started} ms)`,
      );
    },
  };
}
