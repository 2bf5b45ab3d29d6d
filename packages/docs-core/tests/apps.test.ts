/**
 * Issue 63, items 1 and 4 in core: the APDU tools point to one MCP App; its frame's HTML is the snapshot's template
 * with the snapshot's data; a call opens the frame on the values the tool's answer was made from (or on the same
 * error); and callDocsTool, the path of a runtime without an MCP SDK (WebMCP), answers as the definition does.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {z} from 'zod';
import {fixtureAppTemplate, fixtureFiles, fixtureReader, openFixtureSnapshot} from '../testing/fixtureSnapshot';
import {apduApp} from '../src/apps/apduApp';
import {apduAppData, apduAppDataElementId, apduAppHtml, appOpening, withAppData, type ApduAppData} from '../src/apps/apduAppData';
import {openSnapshot, type Snapshot} from '../src/snapshot/snapshot';
import {snapshotFiles, snapshotFolder} from '../src/snapshot/format';
import {docsTools} from '../src/tools/index';
import {callDocsTool} from '../src/tools/call';
import {buildApdu} from '../src/tools/apdu';
import {buildApdus, exampleFields} from '../src/ledger/apdu/encode';

let snapshot: Snapshot;
let data: ApduAppData;
beforeAll(async () => {
  snapshot = await openFixtureSnapshot();
  data = await apduAppData(snapshot);
});

describe('the APDU tools and their MCP App', () => {
  it('build_apdu, decode_apdu_response and get_apdu_spec point to the app; no other tool does', () => {
    const withApp = docsTools.filter((t) => t.app).map((t) => [t.name, t.app?.resourceUri]);
    expect(withApp).toEqual([
      ['get_apdu_spec', apduApp.uri],
      ['build_apdu', apduApp.uri],
      ['decode_apdu_response', apduApp.uri],
    ]);
    expect(apduApp.uri).toMatch(/^ui:\/\//);
  });

  it('declares no network for the frame: every CSP domain list is empty', () => {
    expect(Object.values(apduApp.meta.csp).flat()).toEqual([]);
  });
});

describe('the frame served over a snapshot', () => {
  it("is the snapshot's template with its data: the specs without code checks, client libraries, chains and APDU pages", async () => {
    const html = await apduAppHtml(snapshot);
    expect(html.startsWith(fixtureAppTemplate.slice(0, fixtureAppTemplate.indexOf('<script')))).toBe(true);
    const json = new RegExp(`<script type="application/json" id="${apduAppDataElementId}">(.*?)</script>`).exec(html)?.[1];
    const carried = JSON.parse(json ?? 'null') as ApduAppData;
    expect(Object.keys(carried.specs)).toEqual(['demo']);
    expect(carried.specs.demo.commands.map((c) => c.id)).toEqual(['getVersion', 'getAddr', 'sign']);
    expect(carried.chains).toEqual([{name: 'Demo', folder: 'demo', aliases: ['Demo Network']}]);
    expect(carried.pages.demo).toBe('https://docs.example/ledger-apps/demo/APDUSPEC');
    expect(carried).toEqual(data);
  });

  it('escapes < so no value can end the data element', () => {
    const html = withAppData(fixtureAppTemplate, {...data, chains: [{name: '</script><script>alert(1)</script>', folder: 'demo'}]});
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('a template without the data slot is refused with a message that says what to do', async () => {
    const files = fixtureFiles();
    files.set(`${snapshotFolder}/${snapshotFiles.apduApp}`, '<!doctype html><p>old</p>');
    await expect(apduAppHtml(await openSnapshot(fixtureReader(files)))).rejects.toThrow(/no data slot.*rebuild the site/);
  });
});

describe('a call opens the frame on what the answer was made from', () => {
  it('build_apdu: the given fields and P1 over the starting values, whose bytes are the answer', () => {
    const call = {chain: 'Demo', command: 'INS_GET_ADDR', fields: {path: "m/44'/999'/1'/0/0"}, p1: 1};
    const opening = appOpening(data, {tool: 'build_apdu', arguments: call});
    if (!opening.ok) throw new Error(opening.error);
    expect(opening).toMatchObject({
      folder: 'demo',
      state: {commandId: 'getAddr', fields: {path: "m/44'/999'/1'/0/0", prefix: '42'}, p1: '1', p2: ''},
    });
    const command = data.specs.demo.commands.find((c) => c.id === 'getAddr')!;
    const frame = buildApdus(data.specs.demo, command, {p1: 1, fields: opening.state.fields});
    expect(frame.ok && frame.apdus).toEqual(buildApdu(snapshot, call).apdus);
  });

  it('decode_apdu_response: the command at its starting values and the response in the decoder', () => {
    const opening = appOpening(data, {tool: 'decode_apdu_response', arguments: {chain: 'demo', command: 'getVersion', hex: '01029000'}});
    expect(opening).toEqual({
      ok: true,
      tool: 'decode_apdu_response',
      folder: 'demo',
      state: expect.objectContaining({commandId: 'getVersion'}),
      response: '01029000',
    });
  });

  it("get_apdu_spec: its command, or without one the page builder's first command", () => {
    const spec = data.specs.demo;
    expect(appOpening(data, {tool: 'get_apdu_spec', arguments: {chain: 'demo', command: 'sign'}})).toMatchObject({
      state: {commandId: 'sign', fields: exampleFields(spec, spec.commands[2])},
    });
    expect(appOpening(data, {tool: 'get_apdu_spec', arguments: {chain: 'demo'}})).toMatchObject({state: {commandId: 'getAddr'}});
    // The frame reads a chain's other name as the tools do.
    expect(appOpening(data, {tool: 'get_apdu_spec', arguments: {chain: 'Demo Network'}})).toMatchObject({ok: true, folder: 'demo'});
  });

  it('without the tool name, the arguments say which tool it was', () => {
    expect(appOpening(data, {arguments: {chain: 'demo', command: 'getVersion', hex: '9000'}})).toMatchObject({
      tool: 'decode_apdu_response',
    });
    expect(appOpening(data, {arguments: {chain: 'demo'}})).toMatchObject({tool: 'get_apdu_spec'});
    expect(appOpening(data, {arguments: {chain: 'demo', command: 'sign'}})).toMatchObject({tool: 'build_apdu'});
  });

  it('bad input opens on the error the tool answers', async () => {
    for (const args of [
      {chain: 'narnia', command: 'getAddr'},
      {chain: 'demo', command: 'INS_FLY'},
      {chain: 'demo', command: 'getAddr', fields: {pth: 'x'}},
    ]) {
      const opening = appOpening(data, {tool: 'build_apdu', arguments: args});
      const answer = await callDocsTool(snapshot, 'build_apdu', args);
      expect(answer.isError).toBe(true);
      expect(opening).toEqual({ok: false, tool: 'build_apdu', error: answer.text});
    }
  });
});

describe('callDocsTool, the call of a runtime without an MCP SDK', () => {
  it("answers as the tool's definition does", async () => {
    for (const [name, args] of [
      ['build_apdu', {chain: 'demo', command: 'getAddr'}],
      ['decode_apdu_response', {chain: 'demo', command: 'getVersion', hex: '01029000'}],
      ['search_docs', {query: 'sign transaction'}],
    ] as const) {
      const tool = docsTools.find((t) => t.name === name)!;
      const expected = await tool.answer(snapshot, z.object(tool.inputSchema).parse(args) as never);
      expect(await callDocsTool(snapshot, name, args)).toEqual({...expected, isError: false});
    }
  });

  it("refuses arguments the tool's schema refuses, and an unknown tool, as results with the reason", async () => {
    const bad = await callDocsTool(snapshot, 'build_apdu', {chain: 'demo'});
    expect(bad.isError).toBe(true);
    expect(bad.text).toMatch(/^Invalid arguments for build_apdu:\ncommand: /);
    expect(await callDocsTool(snapshot, 'fly', {})).toMatchObject({
      isError: true,
      text: expect.stringMatching(/^Unknown tool "fly"\. Tools: search_docs/),
    });
  });
});
