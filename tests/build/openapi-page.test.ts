import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractRecords} from '../../src/search/records';
import {apiReferencePage} from '../../src/data/apiReference';
import {apiOperations, apiReference} from '@zondax/docs-core/openapi/reference';
import {markdownSections} from '@zondax/docs-core/markdown/sections';
import {snapshotDirFor} from '@zondax/docs-core/snapshot/format';
import {searchDocs} from '@zondax/docs-core/tools/searchDocs';
import {readPage} from '@zondax/docs-core/tools/getPage';
import {loadSnapshot} from '../../packages/docs-mcp/src/loadSnapshot';
import {buildDir, htmlFileFor, loadPage} from './built-site';

/**
 * /OpenAPI as the build writes it: Redoc draws the reference in the browser, so what search, the Markdown twin and the
 * assistant tools know of its endpoints comes from the OpenAPI document (@zondax/docs-core/openapi/reference), and a
 * reader without JavaScript gets a note in place of the viewer.
 */
const reference = apiReference(JSON.parse(readFileSync(path.join(buildDir, apiReferencePage.document), 'utf8')));
const operations = apiOperations(reference);

describe('the /OpenAPI page in the static HTML', () => {
  it('search indexes its introduction and its two links, not its loading status', () => {
    const records = extractRecords(readFileSync(htmlFileFor(apiReferencePage.path), 'utf8'), {pathname: apiReferencePage.path});
    const texts = records.map((r) => r.content).filter(Boolean);
    expect(texts.some((t) => t!.startsWith('Endpoints of the Beryx API'))).toBe(true);
    expect(texts).toContain('Download the OpenAPI document Explorer source on GitHub');
    expect(texts.filter((t) => /loading/i.test(t!))).toEqual([]);
  });

  it('without JavaScript, a note in place of the viewer points to the document and the overview', () => {
    const $ = loadPage(apiReferencePage.path);
    const note = $('noscript').filter((_, el) => $(el).text().includes('needs JavaScript'));
    expect(note).toHaveLength(1);
    // Cheerio reads a noscript's content as text (scripting on, as a browser parses it): check its markup as written.
    expect(note.html()).toMatch(/href="?\/beryx-api\/"?[ >]/);
    expect($(`a[download="${apiReferencePage.document}"]`).attr('href')).toBe(`/${apiReferencePage.document}`);
  });
});

describe("the reference's endpoints, for search and assistants", () => {
  it('the Markdown twin has a section for every endpoint, under the anchor search cites, with its method and path', () => {
    const twin = readFileSync(path.join(buildDir, `${apiReferencePage.path}.md`), 'utf8');
    const sections = new Map(markdownSections(twin).map((s) => [s.id, twin.slice(s.start, s.end)]));
    expect(operations.length).toBeGreaterThan(50);
    for (const op of operations) expect(sections.get(op.anchor), op.operationId).toContain(`\`${op.method} ${op.path}\``);
  });

  it('search_docs finds an endpoint by what it does, and reading the answer returns that endpoint', async () => {
    const snapshotDir = snapshotDirFor(buildDir);
    expect(existsSync(snapshotDir), 'build the site first').toBe(true);
    const snapshot = loadSnapshot(snapshotDir);
    const hits = await searchDocs(snapshot, {query: 'events with a given selector'});
    const hit = hits.find((h) => h.url.endsWith(`${apiReferencePage.path}#events-with-a-given-selector`));
    expect(hit, hits.map((h) => h.url).join('\n')).toBeDefined();
    const {text} = await readPage(snapshot, {path: hit!.url});
    expect(text).toContain('GET /fil/data/v3/{network}/events/selector/{selectorId}');
    expect(text).not.toContain('Events emitted at a height');
  });

  it("get_page reads every endpoint by Redoc's anchor, as a reader copies the page's URL once Redoc has moved it", async () => {
    const snapshot = loadSnapshot(snapshotDirFor(buildDir));
    const sectionAt = async (anchor: string) => (await readPage(snapshot, {path: `${apiReferencePage.path}#${anchor}`})).answer.section?.id;
    for (const op of operations) expect(await sectionAt(op.redocAnchor), op.redocAnchor).toBe(op.anchor);
    // The anchors search cites still read as their own sections, though an operation id may be one ('search').
    for (const tag of reference) expect(await sectionAt(tag.anchor), tag.anchor).toBe(tag.anchor);
    for (const op of operations) expect(await sectionAt(op.anchor), op.anchor).toBe(op.anchor);
  });
});
