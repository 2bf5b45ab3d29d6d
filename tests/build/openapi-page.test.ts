import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {extractRecords} from '../../src/search/records';
import {htmlFileFor, loadPage} from './built-site';

/**
 * /OpenAPI as the build writes it, before Redoc draws the reference in the browser: what search indexes of it and
 * what a reader without JavaScript gets in place of the viewer.
 */
describe('the /OpenAPI page in the static HTML', () => {
  it('search indexes its introduction and its two links, not its loading status', () => {
    const records = extractRecords(readFileSync(htmlFileFor('/OpenAPI'), 'utf8'), {pathname: '/OpenAPI'});
    const texts = records.map((r) => r.content).filter(Boolean);
    expect(texts.some((t) => t!.startsWith('Endpoints of the Beryx API'))).toBe(true);
    expect(texts).toContain('Download the OpenAPI document Explorer source on GitHub');
    expect(texts.filter((t) => /loading/i.test(t!))).toEqual([]);
  });

  it('without JavaScript, a note in place of the viewer points to the document and the overview', () => {
    const $ = loadPage('/OpenAPI');
    const note = $('noscript').filter((_, el) => $(el).text().includes('needs JavaScript'));
    expect(note).toHaveLength(1);
    // Cheerio reads a noscript's content as text (scripting on, as a browser parses it): check its markup as written.
    expect(note.html()).toMatch(/href="?\/beryx-api\/"?[ >]/);
    expect($('a[download="beryx-openapi.json"]').attr('href')).toBe('/beryx-openapi.json');
  });
});
