/**
 * search_docs takes a question as an assistant asks it (issue 60): up to the 1,000 characters /search takes,
 * not the modal's 64 (SPEC 9), bounded by its input schema; over the fixture snapshot.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {z} from 'zod';
import {openFixtureSnapshot} from '../testing/fixtureSnapshot';
import type {Snapshot} from '../src/snapshot/snapshot';
import {searchDocs, searchDocsTool} from '../src/tools/searchDocs';
import {ToolInputError} from '../src/tools/toolError';
import {limits} from '../src/limits';

let snapshot: Snapshot;
beforeAll(async () => {
  snapshot = await openFixtureSnapshot();
});

const schema = z.object(searchDocsTool.inputSchema);
const question = (length: number) => {
  const ask = 'How do I sign a transaction sent in chunks with the Demo Ledger app, and which instruction does it? ';
  return ask.repeat(Math.ceil(length / ask.length)).slice(0, length);
};

describe('search_docs and long questions', () => {
  it('the modal keeps its 64 characters, /search and search_docs take 1,000', () => {
    expect(limits.searchQueryMaxLength).toBe(64);
    expect(limits.searchQuestionMaxLength).toBe(1000);
  });

  it('accepts a question of 1,000 characters and answers it', async () => {
    const args = schema.parse({query: question(limits.searchQuestionMaxLength)});
    const entries = await searchDocs(snapshot, args);
    expect(entries[0].url).toBe('https://docs.example/ledger-apps/demo/APDUSPEC#ins-sign');
  });

  it('refuses one character more, in its schema and in its answer', async () => {
    const tooLong = question(limits.searchQuestionMaxLength + 1);
    expect(schema.safeParse({query: tooLong}).success).toBe(false);
    await expect(searchDocs(snapshot, {query: tooLong})).rejects.toThrow(ToolInputError);
    await expect(searchDocs(snapshot, {query: tooLong})).rejects.toThrow(/at most 1000/);
  });
});
