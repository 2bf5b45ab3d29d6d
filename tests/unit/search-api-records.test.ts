import {describe, expect, it} from 'vitest';
import {apiReference} from '@zondax/docs-core/openapi/reference';
import {apiReferenceRecords} from '../../src/search/apiRecords';
import {codeIdentifiers, extractRecords} from '../../src/search/records';

const ORIGIN = 'https://docs.example';
const levelWeight = {lvl1: 100, lvl2: 90, lvl3: 80, lvl4: 70, lvl5: 60, lvl6: 50, content: 0};

/** The reference page's own records: a title, and a code block before any heading (its identifiers go on the title). */
const pageRecords = extractRecords(
  `<html><head><title>API reference</title></head><body><main><h1>API reference</h1><p>Intro.</p><pre>run_me --now</pre></main></body></html>`,
  {pathname: '/OpenAPI'},
  {origin: ORIGIN},
);

const reference = apiReference({
  tags: [{name: 'Events', description: 'Paged with `limit` and `cursor`.'}],
  paths: {
    '/v3/{network}/events/selector/{selectorId}': {
      get: {
        tags: ['Events'],
        operationId: 'getEventsBySelector',
        summary: 'Events with a given selector',
        description: 'Events whose topic 0 is `selectorId`.',
        parameters: [{name: 'selectorId', in: 'path', required: true}],
        responses: {'200': {content: {'application/json': {schema: {type: 'object', properties: {next_cursor: {type: 'string'}}}}}}},
      },
    },
  },
});

describe('search records of the API reference', () => {
  const records = apiReferenceRecords(reference, pageRecords, {identifiers: codeIdentifiers, levelWeight});

  it('a heading and a text record per tag and per operation, at the twin’s anchors, under the page’s title, after its records', () => {
    expect(records.map((r) => [r.type, r.url, r.hierarchy.lvl2, r.hierarchy.lvl3])).toEqual([
      ['lvl2', `${ORIGIN}/OpenAPI#events`, 'Events', null],
      ['content', `${ORIGIN}/OpenAPI#events`, 'Events', null],
      ['lvl3', `${ORIGIN}/OpenAPI#events-with-a-given-selector`, 'Events', 'Events with a given selector'],
      ['content', `${ORIGIN}/OpenAPI#events-with-a-given-selector`, 'Events', 'Events with a given selector'],
    ]);
    expect(records.every((r) => r.hierarchy.lvl1 === 'API reference' && r.url_without_anchor === `${ORIGIN}/OpenAPI`)).toBe(true);
    expect(records[0].weight.position).toBe(pageRecords.length);
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('text as the page shows it (no code marks), and code terms of the operation only, not the page’s own', () => {
    expect(pageRecords[0].code).toContain('--now');
    expect(records[1].content).toBe('Paged with limit and cursor.');
    expect(records[3].content).toBe('GET /v3/{network}/events/selector/{selectorId}. Events whose topic 0 is selectorId.');
    expect(records[2].code?.split(' ')).toEqual(expect.arrayContaining(['selectorId', 'next_cursor', 'getEventsBySelector']));
    for (const r of records) expect(r.code ?? '').not.toContain('--now');
  });
});
