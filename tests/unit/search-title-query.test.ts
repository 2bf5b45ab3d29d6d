/** /search's title and heading name a long question by its start (src/search/titleQuery.ts, issue 60). */
import {describe, expect, it} from 'vitest';
import {titleQuery} from '../../src/search/titleQuery';
import {limits} from '../../src/data/site';

describe('titleQuery', () => {
  it('keeps a query of up to 64 characters whole', () => {
    expect(titleQuery('zemu snapshot')).toBe('zemu snapshot');
    expect(titleQuery('x'.repeat(limits.searchQueryMaxLength))).toBe('x'.repeat(limits.searchQueryMaxLength));
  });

  it('cuts a longer one after its last whole word that fits, with an ellipsis', () => {
    const question = 'The namadexer indexer occasionally halts without much warning and needs a manual restart';
    expect(titleQuery(question)).toBe('The namadexer indexer occasionally halts without much warning…');
    expect(titleQuery(question).length).toBeLessThanOrEqual(limits.searchQueryMaxLength + 1);
    expect(titleQuery('y'.repeat(200))).toBe(`${'y'.repeat(limits.searchQueryMaxLength)}…`);
  });
});
