import {describe, expect, it} from 'vitest';
import {apiReference} from '@zondax/docs-core/openapi/reference';
import {fixtureOpenApiDocument} from '@zondax/docs-core/testing/openApiDocument';
import {apiReferenceRecords} from '../../src/search/apiRecords';
import {codeIdentifiers, extractRecords, hashId, LEVEL_WEIGHT} from '../../src/search/records';

const ORIGIN = 'https://docs.example';

/** The reference page's own records: a title, and a code block before any heading (its identifiers go on the title). */
const pageRecords = extractRecords(
  `<html><head><title>API reference</title></head><body><main><h1>API reference</h1><p>Intro.</p><pre>run_me --now</pre></main></body></html>`,
  {pathname: '/OpenAPI'},
  {origin: ORIGIN},
);

const reference = apiReference(fixtureOpenApiDocument);

describe('search records of the API reference', () => {
  const records = apiReferenceRecords(reference, pageRecords, {identifiers: codeIdentifiers, levelWeight: LEVEL_WEIGHT, hashId});

  it('a heading and a text record per tag and per operation, at the twin’s anchors, under the page’s title, after its records', () => {
    expect(records.map((r) => [r.type, r.url, r.hierarchy.lvl2, r.hierarchy.lvl3])).toEqual([
      ['lvl2', `${ORIGIN}/OpenAPI#events`, 'Events', null],
      ['content', `${ORIGIN}/OpenAPI#events`, 'Events', null],
      ['lvl3', `${ORIGIN}/OpenAPI#events-with-a-given-selector`, 'Events', 'Events with a given selector'],
      ['content', `${ORIGIN}/OpenAPI#events-with-a-given-selector`, 'Events', 'Events with a given selector'],
      ['lvl3', `${ORIGIN}/OpenAPI#events-1`, 'Events', 'Events'],
      ['content', `${ORIGIN}/OpenAPI#events-1`, 'Events', 'Events'],
      ['lvl2', `${ORIGIN}/OpenAPI#tools`, 'Tools', null],
      ['content', `${ORIGIN}/OpenAPI#tools`, 'Tools', null],
      ['lvl3', `${ORIGIN}/OpenAPI#content-on-ipfs`, 'Tools', 'Content on IPFS'],
      ['content', `${ORIGIN}/OpenAPI#content-on-ipfs`, 'Tools', 'Content on IPFS'],
    ]);
    expect(records.every((r) => r.hierarchy.lvl1 === 'API reference' && r.url_without_anchor === `${ORIGIN}/OpenAPI`)).toBe(true);
    expect(records[0].weight.position).toBe(pageRecords.length);
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('text as the page shows it (no code marks), and code terms of the operation only, not the page’s own', () => {
    expect(pageRecords[0].code).toContain('--now');
    expect(records[1].content).toBe('Events emitted by contracts, paged with limit and cursor.');
    expect(records[3].content).toBe('GET /v3/{network}/events/selector/{selectorId}. Events whose topic 0 is selectorId.');
    expect(records[2].code?.split(' ')).toEqual(expect.arrayContaining(['selectorId', 'next_cursor', 'getEventsBySelector']));
    for (const r of records) expect(r.code ?? '').not.toContain('--now');
  });
});
