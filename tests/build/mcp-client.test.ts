/**
 * The MCP server driven by the SDK's own Client, over stdio and over Streamable HTTP, as a desktop
 * client or an agent would: list the tools, call each one, and give each bad input, which must come
 * back as a result with isError (never a crash: the next call on the same connection still answers).
 * Needs the production build (BUILD_DIR), its snapshot and the bundled server (npm run build -w @zondax/docs-mcp).
 */
import {readFileSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {apduSpecs, buildApdus, findCommand} from '../../src/ledger/apdu';
import {snapshotDirFor, snapshotFiles, type SnapshotManifest} from '@zondax/docs-core/snapshot/format';
import {MAX_REQUEST_BYTES} from '@zondax/docs-core/tools/define';
import {docsTools} from '@zondax/docs-core/tools/index';
import {limits} from '@zondax/docs-core/limits';
import {buildDir} from './built-site';
import {connectHttp, connectStdio, pageResourceCount, startHttpChild, type Connected} from './mcp-server';

const manifest = JSON.parse(readFileSync(path.join(snapshotDirFor(buildDir), snapshotFiles.manifest), 'utf8')) as SnapshotManifest;
const toolNames = docsTools.map((t) => t.name);

const textOf = (result: unknown) => ((result as CallToolResult).content ?? []).map((c) => (c.type === 'text' ? c.text : '')).join('\n');

describe.each([
  ['stdio', connectStdio],
  ['Streamable HTTP', connectHttp],
])('over %s', (_name, connect) => {
  let mcp: Connected & {stderr: () => string};
  const call = (name: string, args: Record<string, unknown>) => mcp.client.callTool({name, arguments: args});
  const ok = async (name: string, args: Record<string, unknown>) => {
    const result = await call(name, args);
    expect(result.isError ?? false, `${name} failed: ${textOf(result)}`).toBe(false);
    return textOf(result);
  };
  const fails = async (name: string, args: Record<string, unknown>, message: RegExp) => {
    const result = await call(name, args);
    expect(result.isError, `${name} ${JSON.stringify(args).slice(0, 80)} should be an error`).toBe(true);
    expect(textOf(result)).toMatch(message);
  };

  beforeAll(async () => {
    mcp = await connect();
  }, 30_000);
  afterAll(() => mcp?.close());

  it("lists docs-core's tools, each with an input schema", async () => {
    const {tools} = await mcp.client.listTools();
    expect(tools.map((t) => t.name)).toEqual(toolNames);
    for (const t of tools) expect(t.inputSchema.type).toBe('object');
  });

  it('calls every tool', async () => {
    expect(await ok('search_docs', {query: 'zemu quickstart'})).toMatch(/^1\. .+\n {3}https?:\/\//);
    expect(await ok('get_page', {path: '/ledger-apps/filecoin/APDUSPEC'})).toContain(
      `Canonical URL: ${manifest.site.url}/ledger-apps/filecoin/APDUSPEC`,
    );
    expect(JSON.parse(await ok('get_apdu_spec', {chain: 'Filecoin', command: 'getVersion'})).commands[0].ins).toBe('0x00');
    const spec = apduSpecs.filecoin;
    const expected = buildApdus(spec, findCommand(spec, 'getAddrSecp256k1')!, {fields: {path: "m/44'/461'/0'/0/0"}});
    const built = JSON.parse(await ok('build_apdu', {chain: 'filecoin', command: 'getAddrSecp256k1', fields: {path: "m/44'/461'/0'/0/0"}}));
    expect(expected.ok && built.apdus).toEqual(expected.ok && expected.apdus);
    expect(
      JSON.parse(await ok('decode_apdu_response', {chain: 'filecoin', command: 'getVersion', hex: '0000010203009000'})).status.success,
    ).toBe(true);
    expect(JSON.parse(await ok('status_word', {code: '0x6985'})).hex).toBe('0x6985');
    const [folder, entry] = Object.entries(manifest.supported).find(([, e]) => e.versions.length >= 2)!;
    expect(JSON.parse(await ok('supported_methods', {chain: folder})).version).toBe(entry.latest);
    expect(JSON.parse(await ok('diff_methods', {chain: folder, from: entry.versions[1], to: entry.versions[0]}))).toHaveProperty(
      'addedMethods',
    );
    // Issue 60: the landing page's facts, one section of a page, a report URL.
    const polkadot = JSON.parse(await ok('get_chain', {chain: 'Polkadot'}));
    expect(polkadot).toMatchObject({
      chain: 'Polkadot',
      url: `${manifest.site.url}/Polkadot`,
      apdu: {url: `${manifest.site.url}/ledger-apps/polkadot/APDUSPEC`},
    });
    expect(polkadot.app.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(polkadot.app).not.toHaveProperty('archived');
    // Filecoin's app answers INS 0x08 under its own class and under 0xE0: the two are told apart by their class byte.
    const filecoin = JSON.parse(await ok('get_chain', {chain: 'Filecoin'}));
    expect(filecoin.apdu.instructions.filter((i: {name: string}) => i.name === 'INS_SIGN_PERSONAL_MESSAGE')).toEqual([
      {name: 'INS_SIGN_PERSONAL_MESSAGE', ins: '0x08'},
      {name: 'INS_SIGN_PERSONAL_MESSAGE', ins: '0x08', cla: '0xE0'},
    ]);
    expect(filecoin.apdu.instructions).toHaveLength(filecoin.apdu.instructionCount);
    // A chain's landing page is reported with the section its twin has under the anchor.
    const landingReport = JSON.parse(await ok('report_doc_problem', {page: '/Filecoin#at-a-glance', problem: 'Devices out of date'}));
    expect(landingReport.page).toBe(`${manifest.site.url}/Filecoin#at-a-glance`);
    expect(new URL(landingReport.issueUrl).searchParams.get('title')).toBe(
      'Docs: problem on "Filecoin developer documentation › At a glance"',
    );
    // A chain's landing page reads as its Markdown twin, a section by the anchor of the page's own table of contents.
    const landing = await ok('get_page', {path: '/Filecoin', maxTokens: 20_000});
    expect(landing.startsWith(`Canonical URL: ${manifest.site.url}/Filecoin\n\n# Filecoin developer documentation\n`)).toBe(true);
    expect(landing).toContain('- **Ledger app version**: ');
    const install = await ok('get_page', {path: `${manifest.site.url}/Filecoin#install-the-app-on-a-device`});
    expect(install).toMatch(/^Canonical URL: .*\/Filecoin#install-the-app-on-a-device\nSection: Install the app on a device\n/);
    // Another name the site gives a chain (src/data/chains.ts aliases) reads as the chain.
    expect(JSON.parse(await ok('get_chain', {chain: 'Internet Computer'}))).toMatchObject({chain: 'ICP', ledgerFolder: 'icp'});
    expect(JSON.parse(await ok('build_apdu', {chain: 'Polkadot Asset Hub', command: 'getVersion'})).url).toMatch(
      /\/ledger-apps\/statemint\/APDUSPEC#/,
    );
    // An archived app says so and names the app that replaces it.
    expect(JSON.parse(await ok('get_chain', {chain: 'Kusama'})).app.archived).toEqual({
      notice: expect.stringMatching(/^https:\/\/github\.com\/Zondax\/ledger-kusama\/blob\/[0-9a-f]{40}\/README\.md$/),
      successor: 'polkadot',
      successorApdu: `${manifest.site.url}/ledger-apps/polkadot/APDUSPEC`,
    });
    const section = await ok('get_page', {path: '/zemu/quickstart', section: '1-install'});
    expect(section).toMatch(
      new RegExp(
        `^Canonical URL: ${manifest.site.url}/zemu/quickstart#1-install\\nSection: 1\\. Install\\n` +
          `Checked against the code on \\d{4}-\\d{2}-\\d{2}: Zondax/zemu at [0-9a-f]{7} \\(https://github\\.com/Zondax/zemu/tree/[0-9a-f]{40}\\), ` +
          `the published npm package @zondax/zemu \\d+\\.\\d+\\.\\d+ \\(https://www\\.npmjs\\.com/package/@zondax/zemu/v/\\d+\\.\\d+\\.\\d+\\)\\.\\n\\n## 1`,
      ),
    );
    const report = JSON.parse(await ok('report_doc_problem', {page: '/zemu/quickstart', problem: 'A step is missing.'}));
    expect(report.issueUrl).toMatch(/^https:\/\/github\.com\/Zondax\/docs\/issues\/new\?title=/);
  });

  it('bad input comes back as isError, and the connection keeps answering', async () => {
    await fails('get_apdu_spec', {chain: 'Narnia'}, /Unknown chain "Narnia"/);
    await fails('build_apdu', {chain: 'filecoin', command: 'INS_NOPE'}, /no command "INS_NOPE"/);
    await fails('build_apdu', {chain: 'kusama', command: 'sign', fields: {message: 'abc'}}, /Odd-length hex/);
    await fails('decode_apdu_response', {chain: 'filecoin', command: 'getVersion', hex: 'zz9000'}, /not a hex digit/);
    await fails('decode_apdu_response', {chain: 'filecoin', command: 'getVersion', hex: 'ab'.repeat(20_000)}, /32768|too_big|Too big/i);
    await fails('status_word', {code: 'hello'}, /not a status word/);
    await fails('supported_methods', {chain: 'kusama', version: '0.1'}, /Unknown version "0.1"/);
    await fails('diff_methods', {chain: 'filecoin', from: '1.0', to: '2.0'}, /no supported-methods list/);
    await fails('get_page', {path: '/no/such/page'}, /No page at/);
    await fails('get_page', {path: '/zemu/quickstart', section: 'no-such-heading'}, /has no section "no-such-heading"/);
    await fails('get_page', {path: '/zemu/quickstart', cursor: '99999999'}, /not a place in/);
    await fails('get_page', {path: '/zemu/quickstart', maxTokens: 5}, /maxTokens|too_small|Too small/i);
    await fails('get_chain', {chain: 'Narnia'}, /Unknown chain "Narnia"/);
    await fails('report_doc_problem', {page: '/zemu/quickstart'}, /problem/);
    // A question is taken up to 1,000 characters (issue 60; the modal keeps SPEC 9's 64), not one more.
    await fails('search_docs', {query: 'x'.repeat(limits.searchQuestionMaxLength + 1)}, /1000/);
    await fails('search_docs', {query: 'sign', section: 'nope'}, /Unknown section/);
    // Wrong types and missing arguments fail the tool's zod schema.
    await fails('build_apdu', {chain: 'filecoin'}, /command/);
    await fails('status_word', {code: {nested: true}}, /code/);
    expect(await ok('status_word', {code: 9000})).toContain('0x2328');
  });

  it('every page is a resource whose text is its Markdown twin; the prompt names the chain', async () => {
    const {resources} = await mcp.client.listResources();
    // The pages, the site's own (the home page, /fvm, …), the chain pages and the APDU tools' MCP App (issue 63;
    // tests/e2e/mcp-app.spec.ts renders it).
    expect(manifest.catalog.chains.filter((c) => c.landingPath).length).toBeGreaterThan(30);
    expect(resources.filter((r) => r.mimeType === 'text/markdown')).toHaveLength(pageResourceCount(manifest));
    const polkadot = resources.find((r) => r.name === '/Polkadot')!;
    expect(polkadot).toMatchObject({title: 'Polkadot developer documentation', uri: `${manifest.site.url}/Polkadot.md`});
    const polkadotText = (await mcp.client.readResource({uri: polkadot.uri})).contents[0];
    expect('text' in polkadotText && polkadotText.text).toBe(readFileSync(path.join(buildDir, 'Polkadot.md'), 'utf8'));
    expect(resources.find((r) => r.name === '/fvm')).toMatchObject({
      title: 'Filecoin Virtual Machine work',
      uri: `${manifest.site.url}/fvm.md`,
    });
    expect(resources.filter((r) => r.mimeType !== 'text/markdown').map((r) => [r.uri, r.mimeType])).toEqual([
      ['ui://zondax-docs/apdu-builder.html', 'text/html;profile=mcp-app'],
    ]);
    const apduPage = resources.find((r) => r.uri.endsWith('/ledger-apps/filecoin/APDUSPEC.md'))!;
    const read = await mcp.client.readResource({uri: apduPage.uri});
    const content = read.contents[0];
    expect('text' in content && content.text).toBe(readFileSync(path.join(buildDir, 'ledger-apps/filecoin/APDUSPEC.md'), 'utf8'));
    const prompt = await mcp.client.getPrompt({name: 'integrate_ledger_app', arguments: {chain: 'Filecoin'}});
    const message = prompt.messages[0].content;
    expect(message.type === 'text' && message.text).toMatch(/Filecoin Ledger app/);
  });

  it('the server never reached the network (every socket, name lookup and fetch is refused and reported)', () => {
    expect(mcp.stderr()).toContain('[zondax-docs-mcp]');
    expect(mcp.stderr()).not.toContain('[no-network]');
  });
});

/** One POST to a server's /mcp, sent as given; the answer's status, type and body. */
function post(url: string, body: string, headers: Record<string, string> = {}): Promise<{status: number; type: string; body: string}> {
  const {hostname, port, pathname} = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port,
        path: pathname,
        method: 'POST',
        agent: false,
        headers: {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body: Buffer.concat(chunks).toString('utf8')}),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const ping = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping'});

/** A JSON-RPC error object: no HTML page, no stack trace, no path. */
function expectRpcError(answer: {status: number; type: string; body: string}, status: number, code: number): void {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.type).toMatch(/^application\/json/);
  expect(JSON.parse(answer.body)).toMatchObject({jsonrpc: '2.0', error: {code}, id: null});
  expect(answer.body).not.toMatch(/<html|node_modules|\s+at \S+ \(/i);
}

describe('Streamable HTTP defaults and protections (issue 61)', () => {
  it('binds 127.0.0.1 and refuses a request whose Host is not a loopback name (DNS rebinding)', async () => {
    const {child, url} = await startHttpChild();
    try {
      expect(new URL(url).hostname).toBe('127.0.0.1');
      expectRpcError(await post(url, ping, {Host: 'attacker.example'}), 403, -32000);
      expect((await post(url, ping)).status).toBe(200);
    } finally {
      child.kill();
    }
  });

  it('checks Host whatever address it binds: --host 127.0.0.2 refuses Host: evil.example', async () => {
    const {child, url} = await startHttpChild(['--host', '127.0.0.2']);
    try {
      expect(new URL(url).hostname).toBe('127.0.0.2');
      expectRpcError(await post(url, ping, {Host: 'evil.example'}), 403, -32000);
      expect((await post(url, ping)).status).toBe(200);
    } finally {
      child.kill();
    }
  });

  it('refuses a page of another origin; --allowed-origins names the ones it takes', async () => {
    const {child, url} = await startHttpChild(['--allowed-origins', 'https://app.example']);
    try {
      expectRpcError(await post(url, ping, {Origin: 'https://evil.example'}), 403, -32000);
      expect((await post(url, ping, {Origin: 'https://app.example'})).status).toBe(200);
    } finally {
      child.kill();
    }
  });

  it('a body over the limit is 413 and malformed JSON 400, each a JSON-RPC error; another path a JSON 404', async () => {
    const {child, url} = await startHttpChild();
    try {
      expectRpcError(
        await post(url, JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping', pad: 'x'.repeat(MAX_REQUEST_BYTES)})),
        413,
        -32000,
      );
      expectRpcError(await post(url, '{"jsonrpc": "2.0", "id": 1, "method": '), 400, -32700);
      expectRpcError(await post(url.replace(/\/mcp$/, '/other'), ping), 404, -32000);
    } finally {
      child.kill();
    }
  });
});
