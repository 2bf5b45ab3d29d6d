/**
 * Issue 63, item 1: the MCP App frame over docs-core's fixture snapshot. A call opens the site's builder on its
 * chain, command and values with the bytes build_apdu answers, or shows the tool's own error; the bundled HTML
 * allows its one script and one style block by hash and nothing else, and carries the slot servers fill.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {openFixtureSnapshot} from '@zondax/docs-core/testing/fixtureSnapshot';
import {apduAppData, apduAppDataSlot, type ApduAppData} from '@zondax/docs-core/apps/apduAppData';
import {buildApdu} from '@zondax/docs-core/tools/apdu';
import type {Snapshot} from '@zondax/docs-core/snapshot/snapshot';
import ApduApp, {buildApduArgs} from '../app/ApduApp';
import {bundleApduApp, dataSlot} from '../scripts/bundle-app.mjs';

let snapshot: Snapshot;
let data: ApduAppData;
beforeAll(async () => {
  snapshot = await openFixtureSnapshot();
  data = await apduAppData(snapshot);
});

const render = (call: Parameters<typeof ApduApp>[0]['call'], host = {}) =>
  renderToStaticMarkup(<ApduApp data={data} call={call} host={host} />);
// The hex as its text: the <wbr> between its bytes (HexBytes) only says where a line may wrap.
const shownApdus = (html: string) =>
  [...html.matchAll(/<li><code>((?:[0-9a-f]|<wbr\/>)+)<\/code>/g)].map((m) => m[1].replace(/<wbr\/>/g, ''));

describe('the frame', () => {
  it("opens on a build_apdu call's command and values, with the bytes build_apdu answers", () => {
    const args = {chain: 'Demo', command: 'getAddr', fields: {path: "m/44'/999'/2'/0/0"}, p1: 1};
    const html = render({tool: 'build_apdu', arguments: args});
    expect(html).toContain('<h1');
    expect(html).toContain('Demo APDU builder');
    expect(html).toContain('opened from <code>build_apdu</code>');
    expect(html).toContain('value="m/44&#x27;/999&#x27;/2&#x27;/0/0"');
    expect(shownApdus(html)).toEqual(buildApdu(snapshot, args).apdus);
    // "Open this builder on the site": the page's builder with the values that differ from its starting ones.
    expect(html).toContain(
      'href="https://docs.example/ledger-apps/demo/APDUSPEC?build=getAddr&amp;path=m%2F44%27%2F999%27%2F2%27%2F0%2F0&amp;p1=1#apdu-builder"',
    );
  });

  it("opens a decode_apdu_response call's answer in the decoder", () => {
    const html = render({tool: 'decode_apdu_response', arguments: {chain: 'demo', command: 'getVersion', hex: '01029000'}});
    expect(html).toContain('>01029000</textarea>');
    expect(html).toMatch(/MAJOR.*01.*1.*MINOR.*02.*2/s);
  });

  it("shows the tool's own error for a call the tool refuses, and waits before any call", () => {
    expect(render({tool: 'build_apdu', arguments: {chain: 'narnia', command: 'x'}})).toMatch(
      /role="alert".*Unknown chain &quot;narnia&quot;/s,
    );
    expect(render(null)).toContain('Waiting for the tool call');
  });

  it('offers the host actions the host allows, and only those', () => {
    const none = render({tool: 'build_apdu', arguments: {chain: 'demo', command: 'getVersion'}});
    expect(none).not.toContain('Put in the conversation');
    expect(none).not.toContain('Check with the server');
    const both = render(
      {tool: 'build_apdu', arguments: {chain: 'demo', command: 'getVersion'}},
      {sendMessage: async () => {}, callTool: async () => ({text: '', isError: false})},
    );
    expect(both).toContain('Put in the conversation');
    expect(both).toContain('Check with the server');
  });

  it("asks the server with build_apdu's arguments for the builder's values", () => {
    expect(buildApduArgs('demo', {commandId: 'getAddr', fields: {path: "m/44'/999'/0'/0/0", prefix: '42'}, p1: '1', p2: ''})).toEqual({
      chain: 'demo',
      command: 'getAddr',
      fields: {path: "m/44'/999'/0'/0/0", prefix: '42'},
      p1: 1,
    });
  });
});

describe('the bundled frame', () => {
  it('is one HTML file: the data slot servers fill, inline script and styles allowed by hash, no network', async () => {
    const {html} = await bundleApduApp();
    expect(dataSlot).toBe(apduAppDataSlot);
    expect(html.split(apduAppDataSlot)).toHaveLength(2);
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1] ?? '';
    const directives = Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
    expect(directives).toMatchObject({
      'default-src': "'none'",
      'connect-src': "'none'",
      'frame-src': "'none'",
      'base-uri': "'none'",
      'form-action': "'none'",
      'img-src': 'data:',
    });
    expect(directives['script-src']).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
    expect(directives['style-src']).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
    // Every script and style is inline: nothing is fetched.
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href=|@import|url\(https?:/);
    expect(policy).not.toMatch(/https?:|'unsafe-/);
  });
});
