/**
 * Every assistant tool, as every runtime runs it (definition → schema → answer), over the made-up
 * fixture snapshot (testing/fixtureSnapshot.ts): no site, no build.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {z} from 'zod';
import {openFixtureSnapshot} from '../testing/fixtureSnapshot';
import type {Snapshot} from '../src/snapshot/snapshot';
import {docsTools} from '../src/tools/index';
import {ToolInputError} from '../src/tools/toolError';

let snapshot: Snapshot;
beforeAll(async () => {
  snapshot = await openFixtureSnapshot();
});

/** A call as a runtime makes it: the arguments through the tool's schema, then its answer. */
async function call(name: string, args: Record<string, unknown>) {
  const tool = docsTools.find((t) => t.name === name);
  if (!tool) throw new Error(`no tool ${name}`);
  return tool.answer(snapshot, z.object(tool.inputSchema).parse(args));
}
const json = async (name: string, args: Record<string, unknown>) => JSON.parse((await call(name, args)).text);

describe('the tool list', () => {
  it('names each tool once, with words and a read-only annotation', () => {
    const names = docsTools.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const tool of docsTools) {
      expect(tool.name).toMatch(/^[a-z_]+$/);
      expect(tool.title.length).toBeGreaterThan(5);
      expect(tool.description(snapshot).length).toBeGreaterThan(20);
      expect(tool.annotations).toEqual({readOnlyHint: true, openWorldHint: false});
    }
  });

  it("search_docs's description lists the snapshot's sections", () => {
    expect(docsTools.find((t) => t.name === 'search_docs')!.description(snapshot)).toContain('Sections: ledger-apps, zemu.');
  });
});

describe('answers over the fixture', () => {
  it('search_docs: ranked entries with URL and a snippet marked in Markdown, scoped by section and chain', async () => {
    const {text, structured} = await call('search_docs', {query: 'sign transaction'});
    expect(text).toMatch(
      /^1\. Demo APDU specification › INS_SIGN\n {3}https:\/\/docs\.example\/ledger-apps\/demo\/APDUSPEC#ins-sign\n {3}\*\*Signs\*\*/,
    );
    expect((structured as {results: unknown[]}).results.length).toBeGreaterThan(0);
    const zemu = (await call('search_docs', {query: 'install', section: 'zemu'})).structured as {results: Array<{url: string}>};
    expect(zemu.results.map((r) => new URL(r.url).pathname)).toEqual(['/zemu/quickstart']);
    const demo = (await call('search_docs', {query: 'transfer', chain: 'demo'})).structured as {results: Array<{url: string}>};
    expect(demo.results.every((r) => r.url.includes('demo'))).toBe(true);
    expect((await call('search_docs', {query: 'nothingmatcheshere'})).text).toBe('No results for "nothingmatcheshere".');
  });

  it('get_page: the Markdown twin after its canonical URL, whatever form the path takes', async () => {
    for (const path of ['/zemu/quickstart', 'https://docs.example/zemu/quickstart/', 'zemu/quickstart.md#install']) {
      expect((await call('get_page', {path})).text).toBe(
        'Canonical URL: https://docs.example/zemu/quickstart\n\n# Quick start\n\n## Install\n\nInstall the emulator with npm.\n',
      );
    }
  });

  it('build_apdu: the bytes of the builder, chunked as the app chunks', async () => {
    const path = "m/44'/999'/0'/0/0";
    const pathHex = '2c000080e7030080000000800000000000000000';
    expect((await json('build_apdu', {chain: 'demo', command: 'getAddr', fields: {path}})).apdus).toEqual([`9901000014${pathHex}`]);
    expect((await json('build_apdu', {chain: 'Demo', command: 'INS_SIGN', fields: {path, message: 'aabb'}})).apdus).toEqual([
      `9902000014${pathHex}`,
      '9902020002aabb',
    ]);
  });

  it('decode_apdu_response, status_word: the decoder and the status-word table', async () => {
    const decoded = await json('decode_apdu_response', {chain: 'demo', command: 'getVersion', hex: '01029000'});
    expect(decoded.fields.map((f: {name: string; text: string}) => `${f.name}=${f.text}`)).toEqual(['MAJOR=1', 'MINOR=2']);
    expect(decoded.status.success).toBe(true);
    const word = await json('status_word', {code: '6986', chain: 'demo'});
    expect(word).toMatchObject({hex: '0x6986', description: 'Transaction rejected', documentedBy: 'the Demo app'});
  });

  it('get_apdu_spec, supported_methods, diff_methods', async () => {
    const spec = await json('get_apdu_spec', {chain: 'demo', command: 'getAddr'});
    expect(spec).toMatchObject({chain: 'demo', cla: '0x99', page: 'https://docs.example/ledger-apps/demo/APDUSPEC'});
    expect(spec.commands.map((c: {ins: string}) => c.ins)).toEqual(['0x01']);
    expect((await json('supported_methods', {chain: 'demo'})).version).toBe('1.1');
    const diff = await json('diff_methods', {chain: 'demo', from: '1.0', to: 'latest'});
    expect(diff.addedMethods).toEqual([{pallet: 'Balances', method: 'transfer_keep_alive'}]);
  });

  it('bad input is a ToolInputError whose message says what is accepted', async () => {
    await expect(call('build_apdu', {chain: 'narnia', command: 'getAddr'})).rejects.toThrow(ToolInputError);
    await expect(call('build_apdu', {chain: 'narnia', command: 'getAddr'})).rejects.toThrow(/Chains with a Ledger app: demo/);
    await expect(call('build_apdu', {chain: 'plain', command: 'getAddr'})).rejects.toThrow(/Plain has no Ledger app documented/);
    await expect(call('get_page', {path: '/zemu/nothing'})).rejects.toThrow(/No page at/);
    await expect(call('status_word', {code: 'hello'})).rejects.toThrow(/not a status word/);
    await expect(call('supported_methods', {chain: 'demo', version: '0.1'})).rejects.toThrow(/Unknown version "0.1"/);
    expect(() => z.object(docsTools.find((t) => t.name === 'build_apdu')!.inputSchema).parse({chain: 'demo'})).toThrow();
  });
});
