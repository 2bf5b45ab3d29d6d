/**
 * Hosted search while offline (src/search/offlineFallback.ts): the local index answers, asked as the local backend
 * asks it (twins folded, the reader's chain leading); online, Algolia is asked and its failures stay its own (SPEC 8).
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import {withOfflineFallback} from '../../src/search/offlineFallback';
import {browserOffline} from '../../src/search/searchFailure';
import {withHostedQueries} from '../../src/search/hostedQuery';
import {withSiteSearch} from '../../src/search/siteClient';

const answer = (hits: Array<{url: string}>) => ({results: [{hits, nbHits: hits.length, page: 0, nbPages: 1}]});
const question = {requests: [{indexName: 'docs', query: 'how do I install the zemu emulator', hitsPerPage: 20}]};

function clients(offline: boolean) {
  const hosted = {search: vi.fn(async (_input: unknown) => answer([{url: 'https://docs.example/algolia'}])), appId: 'APP'};
  const local = {search: vi.fn(async (_input: unknown) => answer([{url: 'https://docs.example/local'}]))};
  const client = withOfflineFallback(withHostedQueries(hosted), local, {
    currentPath: () => '/ledger-apps/polkadot/APDUSPEC',
    offline: () => offline,
  });
  return {hosted, local, client};
}

afterEach(() => vi.unstubAllGlobals());

describe('hosted search offline', () => {
  it('offline: the local index answers the question as typed, twins folded and led by the chain the reader is on', async () => {
    const {hosted, local, client} = clients(true);
    expect(await client.search(question)).toEqual(answer([{url: 'https://docs.example/local'}]));
    expect(hosted.search).not.toHaveBeenCalled();
    expect(local.search).toHaveBeenCalledWith({
      requests: [{...question.requests[0], foldTwins: true, twinsLead: '/ledger-apps/polkadot/'}],
    });
  });

  it("online: Algolia is asked (its own form of the question), and a failure is Algolia's, not answered elsewhere", async () => {
    const {hosted, local, client} = clients(false);
    expect(await client.search(question)).toEqual(answer([{url: 'https://docs.example/algolia'}]));
    expect(hosted.search).toHaveBeenCalledWith({
      requests: [{...question.requests[0], query: 'install zemu emulator', removeWordsIfNoResults: 'allOptional'}],
    });
    hosted.search.mockRejectedValueOnce(Object.assign(new Error('Unreachable hosts'), {name: 'RetryError'}));
    await expect(client.search(question)).rejects.toThrow('Unreachable hosts');
    expect(local.search).not.toHaveBeenCalled();
    // The client's other members are Algolia's.
    expect(client.appId).toBe('APP');
  });

  it("the site's scope filters reach the local index too", async () => {
    const {local, client} = clients(true);
    await withSiteSearch(client, {scope: () => ({section: 'zemu'})}).search(question);
    const sent = (local.search.mock.calls[0][0] as {requests: Array<{facetFilters: unknown}>}).requests[0];
    expect(sent.facetFilters).toEqual(['docusaurus_tag:docs-zemu-current']);
  });

  it("reads the browser's connection state, and Node without a navigator is online", () => {
    vi.stubGlobal('navigator', undefined);
    expect(browserOffline()).toBe(false);
    vi.stubGlobal('navigator', {onLine: false});
    expect(browserOffline()).toBe(true);
    vi.stubGlobal('navigator', {onLine: true});
    expect(browserOffline()).toBe(false);
  });
});
