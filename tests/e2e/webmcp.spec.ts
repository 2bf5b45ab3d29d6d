/**
 * Issue 63 item 2: with WebMCP in Chromium (--enable-features=WebMCP,WebMCPTesting), every page registers
 * search_docs and an APDU page also its chain's APDU tools on document.modelContext, with the MCP server's
 * schemas and answers (docs-core), after hydration; a client-side move to another page replaces them; a
 * build_apdu call for the page's chain opens the page's builder on what was built. Without the feature the
 * page loads no tool code and logs nothing (webmcp-absent.spec.ts).
 */
import path from 'node:path';
import type {Page} from '@playwright/test';
import {snapshotDirFor} from '@zondax/docs-core/snapshot/format';
import {callDocsTool, mcpToolResult, toolInputJsonSchema} from '@zondax/docs-core/tools/call';
import {docsTools} from '@zondax/docs-core/tools/index';
import {loadSnapshot} from '../../packages/docs-mcp/src/loadSnapshot';
import {chromiumExecutable, e2eChromiumArgs} from './browser';
import {expect, generatedApdus, hydrated, open, test} from './fixtures';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const snapshot = loadSnapshot(snapshotDirFor(buildDir));
const apduPage = '/ledger-apps/polkadot/APDUSPEC';
const toolNamed = (name: string) => docsTools.find((t) => t.name === name)!;

async function pageTools(page: Page): Promise<string[]> {
  await expect.poll(async () => (await page.webmcp.tools()).length, {message: 'the page registered its tools'}).toBeGreaterThan(0);
  return (await page.webmcp.tools()).map((t) => t.name).sort();
}

test.use({launchOptions: {executablePath: chromiumExecutable, args: [...e2eChromiumArgs, '--enable-features=WebMCP,WebMCPTesting']}});

test.describe('with WebMCP', () => {
  test("63 an APDU page (also Starkware's APDU) registers search_docs and the APDU tools with the server schemas; another page only search_docs", async ({
    page,
  }) => {
    await open(page, apduPage);
    await hydrated(page);
    expect(await pageTools(page)).toEqual(['build_apdu', 'decode_apdu_response', 'get_apdu_spec', 'search_docs']);
    for (const tool of await page.webmcp.tools()) {
      expect(tool.inputSchema, tool.name).toEqual(toolInputJsonSchema(toolNamed(tool.name)));
      expect(tool.description).toContain(toolNamed(tool.name).description(snapshot).slice(0, 40));
    }
    // A client-side move: the APDU tools leave with their page.
    await page.locator('a[href="/ledger-apps/polkadot/build"]').first().click();
    await expect(page).toHaveURL(/\/ledger-apps\/polkadot\/build$/);
    await expect.poll(async () => (await page.webmcp.tools()).map((t) => t.name)).toEqual(['search_docs']);
    // Starkware's APDU specification is APDU, not APDUSPEC (SPEC 2.3), and has its builder and tools all the same.
    await open(page, '/ledger-apps/starkware/APDU');
    await expect
      .poll(async () => (await page.webmcp.tools()).map((t) => t.name).sort())
      .toEqual(['build_apdu', 'decode_apdu_response', 'get_apdu_spec', 'search_docs']);
  });

  test('63 a call answers as the MCP server does, and build_apdu for the page chain shows in its builder', async ({page}) => {
    await open(page, apduPage);
    await hydrated(page);
    await pageTools(page);
    const calls: Array<[string, Record<string, unknown>]> = [
      ['search_docs', {query: 'polkadot ledger app address'}],
      ['get_apdu_spec', {chain: 'polkadot', command: 'getAddr'}],
      ['decode_apdu_response', {chain: 'polkadot', command: 'getVersion', hex: '000100020003009000'}],
      ['build_apdu', {chain: 'narnia', command: 'getAddr'}],
    ];
    for (const [name, args] of calls) {
      expect(await page.webmcp.callTool(name, args), name).toEqual(mcpToolResult(await callDocsTool(snapshot, name, args)));
    }
    const built = {chain: 'polkadot', command: 'getAddr', fields: {path: "m/44'/354'/0'/0'/5'"}};
    const answer = (await page.webmcp.callTool('build_apdu', built)) as {content: Array<{text: string}>};
    expect(answer).toEqual(mcpToolResult(await callDocsTool(snapshot, 'build_apdu', built)));
    const {apdus} = JSON.parse(answer.content[0].text) as {apdus: string[]};
    await expect.poll(() => generatedApdus(page)).toEqual(apdus);
    await expect(page).toHaveURL(/[?&]build=getAddr/);
  });
});
