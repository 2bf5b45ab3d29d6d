/**
 * What the hosted backend (Algolia) is asked (src/search/hostedQuery.ts): a query asked as a question goes as the
 * words the local engine matches, with every word optional when no record holds them all; no query is over
 * Algolia's 512 bytes; a keyword query goes as typed.
 */
import {describe, expect, it} from 'vitest';
import {ALGOLIA_QUERY_MAX_BYTES, cutToBytes, hostedRequest, withHostedQueries} from '../../src/search/hostedQuery';

const bytes = (s: string) => new TextEncoder().encode(s).length;

describe('hosted queries', () => {
  it('send a question as its subject words, every word optional when none holds them all', () => {
    expect(hostedRequest({query: 'how do I sign a transaction on polkadot ledger', indexName: 'x'})).toEqual({
      query: 'sign transaction polkadot ledger',
      indexName: 'x',
      removeWordsIfNoResults: 'allOptional',
    });
    expect(hostedRequest({query: "I'm trying to find out why INS_GET_ADDR_SAPLING answers 0x6986 on my Nano S"}).query).toBe(
      'find out INS_GET_ADDR_SAPLING answers 0x6986 Nano',
    );
  });

  it('send a keyword query as typed, with no other change', () => {
    const request = {query: 'zemu snapshot', hitsPerPage: 20};
    expect(hostedRequest(request)).toEqual(request);
    expect(hostedRequest({query: 'my ledger'}).query).toBe('my ledger');
    expect(hostedRequest({params: 'x'})).toEqual({params: 'x'});
  });

  it('never go over 512 bytes, cut at a word', () => {
    const long = Array.from({length: 200}, (_, i) => `zürich${i}`).join(' ');
    const sent = hostedRequest({query: long}).query as string;
    expect(bytes(sent)).toBeLessThanOrEqual(ALGOLIA_QUERY_MAX_BYTES);
    expect(long.startsWith(sent)).toBe(true);
    expect(long[sent.length]).toBe(' ');
    const question = `how can I ${long}`;
    expect(bytes(hostedRequest({query: question}).query as string)).toBeLessThanOrEqual(ALGOLIA_QUERY_MAX_BYTES);
    // Two-byte characters are counted as two, and never split.
    expect(cutToBytes('éé', 3)).toBe('é');
  });

  it('apply to both shapes of a search call', async () => {
    const seen: unknown[] = [];
    const client = withHostedQueries({search: async (input: unknown) => (seen.push(input), {results: []})});
    await client.search({requests: [{query: 'how do I build the cosmos app from source'}]} as never);
    await client.search([{indexName: 'x', params: {query: 'zemu'}}] as never);
    expect(seen).toEqual([
      {requests: [{query: 'build cosmos app source', removeWordsIfNoResults: 'allOptional'}]},
      [{indexName: 'x', params: {query: 'zemu'}}],
    ]);
  });
});
