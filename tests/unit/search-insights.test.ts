// @vitest-environment jsdom
/**
 * SPEC 7 / 9 — search-analytics view events: batched at 20 objects, debounced 400 ms, and
 * sent only with consent. The real DocSearch modal (the one the site ships) runs in jsdom
 * with fake timers, a search client answering 25 hits and a recording insights client
 * behind the site's consent gate.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import React, {act} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {DocSearchModal} from '@docsearch/react';
import {consentGatedInsightsClient, type InsightsClient} from '../../src/search/insights';
import {limits} from '../../src/data/site';

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;
// jsdom lacks these; the modal reads the colour scheme and restores the scroll position.
window.matchMedia = ((query: string) => ({
  matches: false,
  media: query,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
})) as never;
window.scrollTo = (() => {}) as never;

const HITS = 25;
const sections = ['Ledger apps', 'Zemu', 'Namadexer', 'Filecoin Signing Tools', 'Beryx'];

function hit(i: number, query: string) {
  const lvl0 = sections[i % sections.length];
  const lvl1 = `${query} page ${i}`;
  return {
    objectID: `obj-${query}-${i}`,
    url: `https://docs.example/${i}`,
    type: 'lvl1',
    content: null,
    hierarchy: {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    _highlightResult: {
      hierarchy: {lvl0: {value: lvl0, matchLevel: 'none', matchedWords: []}, lvl1: {value: lvl1, matchLevel: 'none', matchedWords: []}},
    },
    _snippetResult: {hierarchy: {lvl1: {value: lvl1, matchLevel: 'none'}}},
  };
}

/** Algolia names each answer with a queryID; the site's own index (the local backend, and offline on a hosted build) does not. */
let answerQueryID = true;

const searchClient = {
  appId: 'APP',
  transporter: {algoliaAgent: {value: '', add() {}}},
  addAlgoliaAgent() {},
  clearCache: async () => {},
  async search({requests}: {requests: Array<{query: string; indexName: string}>}) {
    return {
      results: requests.map(({query, indexName}) => ({
        hits: Array.from({length: HITS}, (_, i) => hit(i, query)),
        nbHits: HITS,
        page: 0,
        nbPages: 1,
        hitsPerPage: HITS,
        processingTimeMS: 1,
        query,
        params: '',
        index: indexName,
        ...(answerQueryID && {queryID: `qid-${query}`}),
      })),
    };
  },
};

type Call = [string, ...unknown[]];

let container: HTMLDivElement;
let root: Root;
let consent = true;
let calls: Call[];

function recordingClient(): InsightsClient {
  const client: InsightsClient = (method, ...args) => {
    calls.push([method, ...args]);
  };
  client.version = '2.17.3';
  return client;
}

const viewEvents = () =>
  calls
    .filter(([method]) => method === 'viewedObjectIDs')
    .map(([, payload]) => payload as {eventName: string; index: string; objectIDs: string[]; queryID?: string});

async function mountModal(): Promise<HTMLInputElement> {
  await act(async () => {
    root.render(
      React.createElement(DocSearchModal, {
        appId: 'APP',
        apiKey: 'key',
        indexName: 'docs',
        onClose: () => {},
        initialScrollY: 0,
        transformSearchClient: () => searchClient as never,
        searchParameters: {hitsPerPage: limits.hitsPerPage},
        insights: {insightsClient: consentGatedInsightsClient(recordingClient(), () => consent)} as never,
      }),
    );
  });
  return container.querySelector<HTMLInputElement>('.DocSearch-Input')!;
}

/** Types like a reader: one input event per character, `gapMs` apart. */
async function type(input: HTMLInputElement, text: string, gapMs: number) {
  for (const ch of text) {
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, input.value + ch);
      input.dispatchEvent(new Event('input', {bubbles: true}));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(gapMs);
    });
  }
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  consent = true;
  answerQueryID = true;
  localStorage.clear();
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('DocSearch view events through the consent gate', () => {
  it('9 analytics view batch: nothing before 400 ms of quiet, then one view event per 20 objects', async () => {
    const input = await mountModal();
    await type(input, 'ledger', 50);
    await advance(300);
    expect(viewEvents()).toEqual([]);

    await advance(150);
    const events = viewEvents();
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(event.eventName).toBe('Items Viewed');
      expect(event.index).toBe('docs');
      expect(event.objectIDs.length).toBeLessThanOrEqual(20);
    }
    const viewed = events.flatMap((e) => e.objectIDs);
    // Every id the modal shows is reported once, split into batches of at most 20, only for the final query.
    const shown = container.querySelectorAll('.DocSearch-Hit').length;
    expect(shown).toBeGreaterThan(20); // so the split into batches is exercised
    expect(viewed).toHaveLength(shown);
    expect(new Set(viewed).size).toBe(viewed.length);
    expect(viewed.every((id) => id.startsWith('obj-ledger-'))).toBe(true);
    expect(events.map((e) => e.objectIDs.length)).toEqual(
      Array.from({length: Math.ceil(shown / 20)}, (_, i) => Math.min(20, shown - i * 20)),
    );
  });

  it('9 analytics view batch: pauses under 400 ms between keystrokes send nothing for the intermediate queries', async () => {
    const input = await mountModal();
    await type(input, 'zemu', 390);
    await advance(1000);
    const viewed = viewEvents().flatMap((e) => e.objectIDs);
    expect(viewed.length).toBeGreaterThan(0);
    expect(viewed.every((id) => id.startsWith('obj-zemu-'))).toBe(true);
  });

  it("9 analytics: hits the site's own index answered (offline on a hosted build) send no event, with consent", async () => {
    // The engine (packages/docs-core/src/search/engine.ts) writes no queryID: DocSearch reports only hits that
    // carry one, so nothing is sent for hits Algolia never gave (and that cannot reach it offline).
    answerQueryID = false;
    const input = await mountModal();
    await type(input, 'ledger', 10);
    await advance(1000);
    expect(container.querySelectorAll('.DocSearch-Hit').length).toBeGreaterThan(0);
    // Only the client's setup is called (user token), no event method (viewedObjectIDs, clickedObjectIDs…).
    expect(calls.map(([method]) => method).filter((method) => /ObjectIDs|Filters/.test(method))).toEqual([]);
    expect(calls.length).toBeGreaterThan(0);
  });

  it('7 search analytics: without consent, or after it is withdrawn, no insights call is made at all', async () => {
    consent = false;
    const input = await mountModal();
    await type(input, 'filecoin', 10);
    await advance(1000);
    expect(calls).toEqual([]);

    consent = true;
    await type(input, 's', 10);
    await advance(1000);
    expect(viewEvents().length).toBeGreaterThan(0);

    consent = false;
    calls = [];
    await type(input, 'x', 10);
    await advance(1000);
    expect(calls).toEqual([]);
  });
});
