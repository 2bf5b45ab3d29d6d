import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {sections} from '../../src/data/sections';
import {loadPage} from './built-site';

/**
 * Every documentation page of every section (issues 7 and 8 quality bar), with the page list
 * taken from the docs plugin instances the build created from sections.ts: an h1, a meta
 * description, at least one internal link in the article, and no placeholder text.
 */
interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
}
// The build's generated-files folder (Docusaurus honours DOCUSAURUS_GENERATED_FILES_DIR_NAME).
const generatedDir = process.env.DOCUSAURUS_GENERATED_FILES_DIR_NAME ?? '.docusaurus';
const globalDataFile = path.resolve(__dirname, '../..', generatedDir, 'globalData.json');
const globalData = existsSync(globalDataFile)
  ? (JSON.parse(readFileSync(globalDataFile, 'utf8')) as {
      'docusaurus-plugin-content-docs': Record<string, {versions: {docs: GlobalDoc[]}[]}>;
    })
  : undefined;
const placeholder = /\b(TODO|TBD|lorem ipsum|coming soon)\b/i;

describe('documentation pages meet the content bar', () => {
  it('the build produced docs data for every section', () => {
    expect(globalData, 'run npm run build first').toBeDefined();
    for (const s of sections) expect(globalData!['docusaurus-plugin-content-docs'][s.id], s.id).toBeDefined();
  });

  for (const section of sections) {
    const docs = globalData?.['docusaurus-plugin-content-docs'][section.id]?.versions[0]?.docs ?? [];
    it(`${section.routeBasePath}: every page has an h1, a description, an internal link and no placeholder`, () => {
      expect(docs.length).toBeGreaterThan(0);
      const problems: string[] = [];
      for (const doc of docs) {
        const $ = loadPage(doc.path);
        const article = $('article');
        if ($('h1').length === 0) problems.push(`${doc.path}: no h1`);
        if (!$('meta[name="description"]').attr('content')) problems.push(`${doc.path}: no meta description`);
        // Heading anchors ('#id') do not count: the page must link to another page of the site.
        const internal = article
          .find('.theme-doc-markdown a[href]')
          .filter((_, a) => !/^([a-z]+:|#)/i.test($(a).attr('href') ?? '')).length;
        if (internal === 0) problems.push(`${doc.path}: no internal link`);
        const text = article.find('.theme-doc-markdown').text();
        if (placeholder.test(text)) problems.push(`${doc.path}: placeholder text "${text.match(placeholder)![0]}"`);
      }
      expect(problems).toEqual([]);
    });
  }
});
