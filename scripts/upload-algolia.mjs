#!/usr/bin/env node
/**
 * Uploads the search records of a build to an Algolia index — the very records the
 * local index is built from (src/search/records.ts), so both backends answer from the
 * same data. Needs ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY and ALGOLIA_INDEX_NAME; without
 * them it says so and exits 0 (nothing to do). BUILD_DIR defaults to build/.
 *
 *   BUILD_DIR=build ALGOLIA_APP_ID=... ALGOLIA_ADMIN_KEY=... ALGOLIA_INDEX_NAME=... node scripts/upload-algolia.mjs [--dry-run]
 *
 * The index is replaced atomically (replaceAllObjects: temporary index, then move) and
 * given DocSearch's settings for Docusaurus: searchable hierarchy and content, facets
 * language / docusaurus_tag / version / chain, code identifiers searchable last, ranking by level weight and position, distinct on url.
 */
import path from 'node:path';
import {existsSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import jitiFactory from 'jiti';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const jiti = jitiFactory(fileURLToPath(import.meta.url), {interopDefault: true});
const {buildRecords} = jiti(path.join(root, 'src/search/records.ts'));

export const indexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
    // Identifiers from code blocks (records.ts): last, so they only decide when nothing else does.
    'unordered(code)',
  ],
  attributesForFaceting: ['type', 'language', 'docusaurus_tag', 'version', 'chain'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type', 'chain'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  distinct: true,
  attributeForDistinct: 'url',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  minWordSizefor1Typo: 5,
  minWordSizefor2Typos: 9,
  separatorsToIndex: '_.',
  hitsPerPage: 20,
};

async function main() {
  const dryRun = process.argv.includes('--dry-run');
  const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(root, 'build'));
  const appId = process.env.ALGOLIA_APP_ID?.trim();
  const adminKey = process.env.ALGOLIA_ADMIN_KEY?.trim();
  const indexName = process.env.ALGOLIA_INDEX_NAME?.trim();
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`[upload-algolia] No build in ${buildDir}; run the build first.`);
    process.exit(2);
  }
  const records = await buildRecords(buildDir);
  console.log(`[upload-algolia] ${records.length} records from ${buildDir}`);
  if (dryRun) return;
  if (!appId || !adminKey || !indexName) {
    console.log('[upload-algolia] ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY and ALGOLIA_INDEX_NAME are not all set: nothing uploaded.');
    return;
  }
  const {algoliasearch} = await import('algoliasearch');
  // ALGOLIA_HOSTS (comma-separated host[:port], http) points the client elsewhere, e.g. a test server.
  const hosts = process.env.ALGOLIA_HOSTS?.split(',')
    .filter(Boolean)
    .map((url) => ({url, protocol: 'http', accept: 'readWrite'}));
  const client = algoliasearch(appId, adminKey, hosts ? {hosts} : undefined);
  await client.replaceAllObjects({indexName, objects: records, batchSize: 1000});
  await client.setSettings({indexName, indexSettings});
  console.log(`[upload-algolia] Uploaded ${records.length} records to ${appId}/${indexName}.`);
}

main().catch((error) => {
  console.error(`[upload-algolia] ${error.message}`);
  process.exit(1);
});
