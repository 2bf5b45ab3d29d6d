/**
 * Issue 63, item 4, "same answers everywhere": for every command of all 35 apps, build_apdu answers the same through
 * each runtime of the tool definitions in docs-core: the MCP server (the SDK's client, in process), callDocsTool
 * (the path of a runtime without an MCP SDK, which the page's WebMCP tools take) and the MCP App frame (its React
 * root rendered with the data a server puts in it, opened on the same call). Each command is called as the
 * assistant usually calls it (the command alone) and with values changed: the next account in its path and its
 * second P1 option where it has them. Where the tool refuses, the frame shows the builder's reasons instead of bytes.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import type {Snapshot} from '@zondax/docs-core/snapshot/snapshot';
import {snapshotFiles} from '@zondax/docs-core/snapshot/format';
import {apduAppData, apduAppHtml, apduAppDataElementId, type ApduAppData} from '@zondax/docs-core/apps/apduAppData';
import {fixtureAppTemplate} from '@zondax/docs-core/testing/fixtureSnapshot';
import {callDocsTool} from '@zondax/docs-core/tools/call';
import {apduApp} from '@zondax/docs-core/apps/apduApp';
import {commandPath} from '@zondax/docs-core/ledger/apdu/encode';
import type {ApduCommand, ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';
import {typedFields} from '@zondax/docs-core/ledger/apdu/buildChoice';
import {apduSpecs} from '../../src/ledger/apdu';
import {snapshotManifest, writeLedgerData} from '../../src/plugins/mcp-snapshot/snapshot';
import {loadSnapshot} from '../../packages/docs-mcp/src/loadSnapshot';
import {createDocsServer} from '../../packages/docs-mcp/src/server';
import ApduApp from '../../packages/apdu-ui/app/ApduApp';
import {specLedgerFolders, specLedgerFoldersBeyond} from '../spec/spec-routes';
import {builderShows} from './fixtures/builderMarkup';

let dir: string;
let snapshot: Snapshot;
let client: Client;
let data: ApduAppData;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'mcp-app-same-'));
  await writeLedgerData(dir, path.resolve('data/ledger-apps'));
  const manifest = snapshotManifest(
    {
      outDir: path.join(dir, 'no-build'),
      siteUrl: 'https://docs.example',
      baseUrl: '/',
      searchIndexDir: null,
      sections: [],
      pages: [],
      sitePages: [],
      commit: null,
    },
    dir,
  );
  writeFileSync(path.join(dir, snapshotFiles.manifest), JSON.stringify(manifest));
  // The template's markup is the bundler's business (packages/apdu-ui tests); here only the data a server puts in it matters.
  mkdirSync(path.dirname(path.join(dir, snapshotFiles.apduApp)), {recursive: true});
  writeFileSync(path.join(dir, snapshotFiles.apduApp), fixtureAppTemplate);
  snapshot = loadSnapshot(dir);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsServer(snapshot).connect(serverSide);
  client = new Client({name: 'same-answers', version: '1.0.0'});
  await client.connect(clientSide);
  // The frame's data exactly as a server serves it: read back from the resource's HTML.
  const [content] = (await client.readResource({uri: apduApp.uri})).contents;
  const html = 'text' in content ? content.text : '';
  expect(html).toBe(await apduAppHtml(snapshot));
  data = JSON.parse(new RegExp(`id="${apduAppDataElementId}">(.*?)</script>`, 's').exec(html)?.[1] ?? 'null') as ApduAppData;
  expect(data).toEqual(await apduAppData(snapshot));
});
afterAll(async () => {
  await client?.close();
  rmSync(dir, {recursive: true, force: true});
});

/** What the frame shows for a call: its APDUs, or the builder's error list. */
const frameShows = (args: Record<string, unknown>) =>
  builderShows(renderToStaticMarkup(<ApduApp data={data} call={{tool: 'build_apdu', arguments: args}} />));

/** The next account: the path's last component plus one, hardened as it was. */
const nextAccount = (p: string) => p.replace(/(\d+)('?)$/, (_, n: string, h: string) => `${Number(n) + 1}${h}`);

/** The calls each command is held to: the command alone, then with changed values where it has any to change. */
function callsFor(folder: string, spec: ApduSpec, command: ApduCommand): Array<Record<string, unknown>> {
  const calls: Array<Record<string, unknown>> = [{chain: folder, command: command.id}];
  const pathField = typedFields(command).find((f) => f.kind === 'path');
  const options = !command.chunking && command.p1.value === undefined ? command.p1.options : undefined;
  const changed: Record<string, unknown> = {chain: folder, command: command.id};
  if (pathField) changed.fields = {[pathField.id]: nextAccount(commandPath(spec, command).defaultPath)};
  if (options && options.length > 1) changed.p1 = options[1].value;
  if (Object.keys(changed).length > 2) calls.push(changed);
  return calls;
}

const textOf = (result: unknown) => ((result as CallToolResult).content ?? []).map((c) => (c.type === 'text' ? c.text : '')).join('\n');

describe('build_apdu answers the same through the MCP server, callDocsTool (WebMCP) and the MCP App frame', () => {
  let held = 0;
  let withBytes = 0;
  for (const [folder, spec] of Object.entries(apduSpecs)) {
    it(`${folder}: every command`, async () => {
      for (const command of spec.commands) {
        for (const args of callsFor(folder, spec, command)) {
          const where = `${folder} ${JSON.stringify(args)}`;
          const server = await client.callTool({name: 'build_apdu', arguments: args});
          const direct = await callDocsTool(snapshot, 'build_apdu', args);
          expect({text: direct.text, isError: direct.isError}, where).toEqual({text: textOf(server), isError: server.isError === true});
          const frame = frameShows(args);
          if (server.isError) {
            expect(frame.apdus, where).toEqual([]);
            expect(frame.errors.length, `${where}: the frame shows neither bytes nor errors`).toBeGreaterThan(0);
            for (const error of frame.errors) expect(textOf(server), where).toContain(error);
          } else {
            expect(frame.apdus, where).toEqual((JSON.parse(textOf(server)) as {apdus: string[]}).apdus);
            withBytes += 1;
          }
          held += 1;
        }
      }
    });
  }

  it('covers every ledger-apps folder (the spec list and the documented additions), and most calls build bytes', () => {
    expect(Object.keys(apduSpecs).sort()).toEqual([...specLedgerFolders, ...specLedgerFoldersBeyond].sort());
    expect(held).toBeGreaterThan(300);
    expect(withBytes).toBeGreaterThan(250);
  });
});
