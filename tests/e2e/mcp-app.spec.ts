import type {FrameLocator, Page} from '@playwright/test';
import {axeBuilderOverFrames, violationLines} from './axe';
import {expect, test} from './fixtures';
import {mcpClient, openHost, type HarnessCall} from './mcp-app-host/harness';

/**
 * Issue 63, item 1: build_apdu, decode_apdu_response and get_apdu_spec declare the APDU builder's MCP App. A host
 * built with ext-apps' own bridge (./mcp-app-host) calls the real server over the build's snapshot and renders the
 * UI resource in a sandboxed iframe: the site's builder shows the tool's bytes, a field change updates them, the
 * text answer is there for clients without apps, the frame asks the host (not the network) for everything else,
 * and it passes axe in both colour modes (axe reaching inside the frame, even when the frame's process is slow).
 * Screenshots at 390 and 1440 px in both modes are attached.
 */

const filecoinAddr = {chain: 'Filecoin', command: 'getAddrSecp256k1', fields: {path: "m/44'/461'/0'/0/3"}, p1: 1};

/** A Filecoin address answer as the app lays it out: PK (65), ADDR_B_LEN, ADDR_B, ADDR_S_LEN, the address as text, 9000. */
const filecoinAddress = 'f1p74d4mlmeyc4agflhjqsnvoyzyfdai7fmkyso2a';
const filecoinAddrResponse =
  '04' +
  'ab'.repeat(64) +
  '15' +
  '01' +
  'cd'.repeat(20) +
  filecoinAddress.length.toString(16) +
  Buffer.from(filecoinAddress, 'ascii').toString('hex') +
  '9000';

const frame = (page: Page): FrameLocator => page.frameLocator('iframe');
const frameApdus = (page: Page) => frame(page).getByRole('region', {name: 'Generated APDUs'}).locator('li > code').allTextContents();

async function answer(name: string, args: Record<string, unknown>): Promise<{apdus: string[]}> {
  const result = await (await mcpClient()).callTool({name, arguments: args});
  const content = (result.content as Array<{type: string; text?: string}>)[0];
  return JSON.parse(content.text ?? 'null') as {apdus: string[]};
}

/** Every request a document of the frame made: its data and code are in its HTML, so there are none. */
function frameRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.frame() !== page.mainFrame()) seen.push(request.url());
  });
  return seen;
}

test("63 build_apdu: the host renders the UI resource in a sandboxed frame with the tool's bytes, a field change updates them, the text answer stays", async ({
  page,
}) => {
  const requests = frameRequests(page);
  await openHost(page, {tool: 'build_apdu', args: filecoinAddr, theme: 'light'});
  const expected = await answer('build_apdu', filecoinAddr);
  await expect(frame(page).getByRole('heading', {level: 1})).toHaveText('Filecoin APDU builder');
  await expect.poll(() => frameApdus(page)).toEqual(expected.apdus);
  await expect(frame(page).getByLabel(/^PATH/)).toHaveValue("m/44'/461'/0'/0/3");
  await expect(frame(page).getByLabel(/^P1/)).toHaveValue('1');

  // The text fallback: the same answer a client that renders no apps shows.
  await expect(page.locator('#fallback')).toContainText(`"${expected.apdus[0]}"`);

  // The iframe is sandboxed to scripts alone (an opaque origin), and its own policy refuses any network.
  const sandbox = await page.locator('iframe').getAttribute('sandbox');
  expect(sandbox).toBe('allow-scripts');
  const policy = await frame(page).locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("default-src 'none'");
  expect(policy).toContain("connect-src 'none'");

  // A field changed in the frame: new bytes at once, equal to build_apdu's for the new values.
  await frame(page).getByLabel(/^PATH/).fill("m/44'/461'/0'/0/7");
  const changed = await answer('build_apdu', {...filecoinAddr, fields: {path: "m/44'/461'/0'/0/7"}});
  expect(changed.apdus).not.toEqual(expected.apdus);
  await expect.poll(() => frameApdus(page)).toEqual(changed.apdus);

  // The frame asks the host, which calls build_apdu on the server again: the same bytes.
  await frame(page).getByRole('button', {name: 'Check with the server'}).click();
  await expect(frame(page).getByRole('status').filter({hasText: 'build_apdu'})).toHaveText(
    "The server's build_apdu answers the same APDU.",
  );
  const calls = await page.evaluate(() => window.hostLog.toolCalls);
  expect(calls).toEqual([{name: 'build_apdu', args: expect.objectContaining({chain: 'filecoin', command: 'getAddrSecp256k1', p1: 1})}]);

  // And puts the bytes in the conversation, through the host.
  await frame(page).getByRole('button', {name: 'Put in the conversation'}).click();
  await expect.poll(() => page.evaluate(() => window.hostLog.messages)).toEqual([expect.stringContaining(changed.apdus[0])]);

  // "Open this builder on the site" is asked of the host, with the values in the link (item 3).
  await frame(page).getByRole('link', {name: 'Open this builder on the site'}).click();
  await expect
    .poll(() => page.evaluate(() => window.hostLog.links))
    .toEqual([
      expect.stringMatching(
        /\/ledger-apps\/filecoin\/APDUSPEC\?build=getAddrSecp256k1&path=m%2F44%27%2F461%27%2F0%27%2F0%2F7&p1=1#apdu-builder$/,
      ),
    ]);
  expect(requests).toEqual([]);
});

test('63 decode_apdu_response and get_apdu_spec open the same frame: the decoder on the answer, the builder on the command', async ({
  page,
}) => {
  await openHost(page, {
    tool: 'decode_apdu_response',
    args: {chain: 'filecoin', command: 'getVersion', hex: '00000100020000000004' + '9000'},
    theme: 'light',
  });
  const decoded = frame(page).getByRole('region', {name: 'Decoded response'});
  await expect(decoded).toContainText('0x9000');
  await expect(decoded.getByRole('table', {name: 'Response fields'})).toBeVisible();
  await expect(page.locator('#fallback')).toContainText('"command": "INS_GET_VERSION"');
});

test('63 get_apdu_spec for one command opens the builder on it', async ({page}) => {
  await openHost(page, {tool: 'get_apdu_spec', args: {chain: 'namada', command: 'getAddr'}, theme: 'dark'});
  await expect(frame(page).getByLabel('Command', {exact: true})).toHaveValue('getAddr');
  const expected = await answer('build_apdu', {chain: 'namada', command: 'getAddr'});
  await expect.poll(() => frameApdus(page)).toEqual(expected.apdus);
});

const axeFrame = async (page: Page) => (await axeBuilderOverFrames(page)).include('iframe').analyze();
/** The rules axe ran inside the frame (a node in a frame is targeted as [iframe, selector in it]). */
const rulesInFrame = (results: Awaited<ReturnType<typeof axeFrame>>) =>
  results.passes.filter((rule) => rule.nodes.some((n) => n.target.length > 1)).length;

const shots: Array<[HarnessCall['theme'], number]> = [
  ['light', 390],
  ['dark', 390],
  ['light', 1440],
  ['dark', 1440],
];

for (const [theme, width] of shots) {
  test(`63 the frame passes axe in ${theme} mode at ${width} px (screenshot attached)`, async ({page}, testInfo) => {
    // Two pages (the host and its frame's own process), a screenshot and axe in both: up to 15 s of the 30 s limit
    // beside two other tests (2026-12-04).
    test.slow();
    await page.setViewportSize({width, height: 900});
    await openHost(page, {tool: 'build_apdu', args: {...filecoinAddr, fields: {path: "m/44'/461'/0'/0/3"}}, theme});
    await expect.poll(() => frameApdus(page)).toHaveLength(1);
    await frame(page)
      .getByLabel(/^Response hex/)
      .fill(filecoinAddrResponse);
    await expect(frame(page).getByRole('table', {name: 'Response fields'})).toContainText(filecoinAddress);
    expect(await frame(page).locator('html').getAttribute('data-theme')).toBe(theme);
    // The whole host page in one viewport: a full-page capture leaves a sandboxed frame (its own process) half painted.
    await page.setViewportSize({width, height: await page.evaluate(() => document.documentElement.scrollHeight)});
    await page.screenshot({path: testInfo.outputPath(`mcp-app-${theme}-${width}.png`)});
    await testInfo.attach(`mcp-app-${theme}-${width}`, {
      path: testInfo.outputPath(`mcp-app-${theme}-${width}.png`),
      contentType: 'image/png',
    });
    const results = await axeFrame(page);
    expect(violationLines(results)).toEqual([]);
    expect(rulesInFrame(results)).toBeGreaterThan(10);
  });
}

test("63 axe reaches into the frame when the frame's process is slow (6× CPU throttle)", async ({page}) => {
  // Slow on purpose: axe over a renderer throttled 6×. Beside two other tests on 2 cores it took 23 s on one slow
  // machine and timed out at 30 s on another (2026-12-02), so it takes Playwright's slow budget as the other heavy tests do.
  test.slow();
  await openHost(page, {tool: 'build_apdu', args: filecoinAddr, theme: 'light'});
  await expect.poll(() => frameApdus(page)).toHaveLength(1);
  const appFrame = page.frames().find((f) => f !== page.mainFrame());
  expect(appFrame, 'the app frame').toBeDefined();
  // The sandboxed frame runs in its own renderer, which a session of its own slows (the page's would not).
  const session = await page.context().newCDPSession(appFrame!);
  await session.send('Emulation.setCPUThrottlingRate', {rate: 6});
  try {
    expect(rulesInFrame(await axeFrame(page))).toBeGreaterThan(10);
  } finally {
    // The renderer may serve the next test's frame (the context is reused); after a failure the frame may be gone.
    await session.send('Emulation.setCPUThrottlingRate', {rate: 1}).catch(() => {});
    await session.detach().catch(() => {});
  }
});
