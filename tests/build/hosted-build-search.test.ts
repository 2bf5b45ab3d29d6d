/**
 * A build with hosted search (Algolia answers the modal and /search) still writes the local index and names it in its
 * MCP snapshot: the assistants' search_docs (the MCP server, the edge Worker, the page's WebMCP tools) reads the build,
 * not Algolia, so a deployment with hosted search answers it too (src/plugins/local-search, src/plugins/mcp-snapshot).
 * Offline, the modal and /search ask it too (src/search/offlineFallback.ts), so a section kept offline keeps its part.
 * CI builds that variant (scripts/test-all.sh passes HOSTED_BUILD_DIR); under CI=true a missing one fails.
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {snapshotDirFor} from '@zondax/docs-core/snapshot/format';
import {searchDocs} from '@zondax/docs-core/tools/searchDocs';
import {loadSnapshot} from '../../packages/docs-mcp/src/loadSnapshot';
import {bundlePath} from '../../src/plugins/offline-bundles/paths';
import type {OfflineBundle} from '../../src/plugins/offline-bundles/bundles';

const hostedDir = process.env.HOSTED_BUILD_DIR;
if (!hostedDir && process.env.CI === 'true')
  throw new Error('HOSTED_BUILD_DIR is not set: CI builds the hosted-search variant for this test.');
if (!hostedDir) console.warn('[hosted-build-search] HOSTED_BUILD_DIR not set: build the hosted-search variant to run these checks.');

describe.skipIf(!hostedDir)('a build with hosted search', () => {
  const dir = path.resolve(hostedDir ?? '.');

  it('is one: its pages ask Algolia (the app id is in its scripts)', () => {
    const jsDir = path.join(dir, 'assets/js');
    expect(readdirSync(jsDir).some((f) => f.endsWith('.js') && readFileSync(path.join(jsDir, f), 'utf8').includes('"TESTAPP"'))).toBe(true);
  });

  it('writes the local index and names it in the MCP snapshot', () => {
    expect(existsSync(path.join(dir, 'search-index/manifest.json'))).toBe(true);
    expect(loadSnapshot(snapshotDirFor(dir)).manifest.searchIndexDir).toBe('search-index');
  });

  it("keeps each section's part of it with the section offline, and the search page: offline, the modal and /search ask it", () => {
    const bundle = JSON.parse(readFileSync(path.join(dir, bundlePath('zemu')), 'utf8')) as OfflineBundle;
    const urls = [...bundle.search, ...bundle.sharedSearch, ...bundle.sharedPages].map((f) => f.url);
    expect(urls).toContain('/search-index/manifest.json');
    expect(bundle.search.length).toBeGreaterThan(0);
    expect(bundle.sharedPages.map((f) => f.url)).toEqual(['/search']);
    for (const file of [...bundle.search, ...bundle.sharedSearch]) {
      expect(file.bytes, file.url).toBe(statSync(path.join(dir, file.url)).size);
    }
  });

  it('answers search_docs from it, in the sections it built', async () => {
    const entries = await searchDocs(loadSnapshot(snapshotDirFor(dir)), {query: 'How do I install Zemu?'});
    expect(entries.length).toBeGreaterThan(0);
    expect(new URL(entries[0].url).pathname).toMatch(/^\/zemu(\/|$)/);
  });
});
