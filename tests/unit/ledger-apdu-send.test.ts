/**
 * Issue 27: the Send panel's loop (src/ledger/apdu/send.ts) driven by @ledgerhq/hw-transport-mocker,
 * the recorded exchanges it replays (data/ledger-apps/recordings.ts) and the Speculos REST client.
 */
import {openTransportReplayer, RecordStore} from '@ledgerhq/hw-transport-mocker';
import {describe, expect, it} from 'vitest';
import {recordings} from '../../data/ledger-apps/recordings';
import {apduSendStorageKeys, browserStorageInventory} from '../../src/consent/services';
import {apduSpecs, buildApdus, findCommand} from '../../src/ledger/apdu';
import {exampleFields} from '@zondax/docs-core/ledger/apdu/encode';
import type {ApduExchanger} from '../../src/ledger/apdu/send';
import {sendApdus} from '../../src/ledger/apdu/send';
import {replayExchanger} from '../../src/ledger/apdu/transports/replay';
import {checkEmulatorUrl, speculosExchanger} from '../../src/ledger/apdu/transports/speculos';
import {bufferExchanger} from '../../src/ledger/apdu/transports/hwTransport';
import {describeWebHidError, webHidSupport} from '../../src/ledger/apdu/transports/webhidSupport';

function command(folder: string, id: string) {
  const spec = apduSpecs[folder];
  const found = findCommand(spec, id);
  if (!found) throw new Error(`no command ${id} in ${folder}`);
  return {spec, command: found};
}

function built(folder: string, id: string, fields: Record<string, string> = {}): string[] {
  const {spec, command: c} = command(folder, id);
  const result = buildApdus(spec, c, {fields: {...exampleFields(spec, c), ...fields}});
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('; '));
  return result.apdus;
}

/** A mocker transport that expects exactly these exchanges, in order. */
async function mocked(pairs: [string, string][]): Promise<{exchanger: ApduExchanger; store: RecordStore}> {
  const store = RecordStore.fromString(pairs.map(([req, res]) => `=> ${req}\n<= ${res}`).join('\n'));
  const transport = await openTransportReplayer(store);
  return {exchanger: bufferExchanger(transport, Buffer), store};
}

const sig = '11'.repeat(32) + '22'.repeat(32) + '01' + '3044' + 'ab'.repeat(4);

describe('send loop', () => {
  it('sends every chunk of a Filecoin signing request in order and decodes the signature', async () => {
    const apdus = built('filecoin', 'signSecp256k1', {message: 'aa'.repeat(300)});
    expect(apdus).toHaveLength(3);
    const {spec, command: c} = command('filecoin', 'signSecp256k1');
    const {exchanger, store} = await mocked([
      [apdus[0], '9000'],
      [apdus[1], '9000'],
      [apdus[2], sig + '9000'],
    ]);
    const seen: number[] = [];
    const outcome = await sendApdus(spec, c, apdus, exchanger, (r) => seen.push(r.index));
    store.ensureQueueEmpty();
    expect(seen).toEqual([1, 2, 3]);
    expect(outcome.notSent).toBe(0);
    expect(outcome.exchanges.map((e) => e.status?.hex)).toEqual(['0x9000', '0x9000', '0x9000']);
    expect(outcome.decoded?.ok && outcome.decoded.fields.map((f) => f.name)).toEqual(['R', 'S', 'V', 'SIG_DER']);
  });

  it('stops at the first status word that is not 0x9000 and leaves the later chunks unsent', async () => {
    const apdus = built('filecoin', 'signSecp256k1', {message: 'aa'.repeat(600)});
    expect(apdus.length).toBeGreaterThanOrEqual(3);
    const {exchanger} = await mocked([
      [apdus[0], '9000'],
      [apdus[1], '6986'],
    ]);
    const {spec, command: c} = command('filecoin', 'signSecp256k1');
    const outcome = await sendApdus(spec, c, apdus, exchanger);
    expect(outcome.exchanges).toHaveLength(2);
    expect(outcome.notSent).toBe(apdus.length - 2);
    expect(outcome.exchanges[1].status).toMatchObject({hex: '0x6986', success: false});
    expect(outcome.decoded?.ok && outcome.decoded.status.hex).toBe('0x6986');
  });

  it('reports a transport error as the exchange error and stops', async () => {
    const {exchanger} = await mocked([['0600000000', '0000160500311000049000']]);
    const {spec, command: c} = command('filecoin', 'getVersion');
    // The mocker rejects bytes it did not record.
    const outcome = await sendApdus(spec, c, ['0601000000', '0600000000'], exchanger);
    expect(outcome.exchanges).toHaveLength(1);
    expect(outcome.exchanges[0].error).toBeTruthy();
    expect(outcome.decoded).toBeNull();
    expect(outcome.notSent).toBe(1);
  });

  it('decodes a GET_VERSION answer with the page decoder', async () => {
    const {spec, command: c} = command('filecoin', 'getVersion');
    const {exchanger} = await mocked([['0600000000', '0000160500311000049000']]);
    const outcome = await sendApdus(spec, c, built('filecoin', 'getVersion'), exchanger);
    expect(outcome.exchanges[0]).toMatchObject({request: '0600000000', response: '0000160500311000049000'});
    expect(outcome.decoded?.ok && outcome.decoded.status.description).toBe('Success');
  });
});

describe('recordings', () => {
  it('every recorded request is a command of its app (class byte and instruction)', () => {
    for (const r of recordings) {
      const spec = apduSpecs[r.folder];
      expect(spec, r.folder).toBeDefined();
      expect(r.source.commit).toMatch(/^[0-9a-f]{40}$/);
      for (const e of r.exchanges) {
        const c = findCommand(spec, e.command);
        expect(c, `${r.folder} ${e.command}`).toBeDefined();
        expect(e.request.slice(0, 4)).toBe(((c!.cla ?? spec.cla) * 256 + c!.ins).toString(16).padStart(4, '0'));
        expect(e.response).toMatch(/^([0-9a-f]{2})+9000$/);
      }
    }
  });

  it('the builder produces the recorded requests with its default fields (replay is reachable)', () => {
    for (const r of recordings) {
      const first = r.exchanges.find((e) => e.command !== 'getVersion') ?? r.exchanges[0];
      expect(built(r.folder, first.command)).toEqual([first.request]);
    }
  });

  it('the Filecoin recording decodes to the address the test names as its seed identifier', async () => {
    const filecoin = recordings.find((r) => r.folder === 'filecoin')!;
    const {spec, command: c} = command('filecoin', 'getAddrSecp256k1');
    const outcome = await sendApdus(spec, c, built('filecoin', 'getAddrSecp256k1'), await replayExchanger(filecoin));
    const fields = outcome.decoded?.ok ? outcome.decoded.fields : [];
    expect(fields.find((f) => f.name === 'ADDR_S')?.text).toBe('f1p74d4mlmeyc4agflhjqsnvoyzyfdai7fmkyso2a');
  });

  it('the Cosmos recording decodes to the fresh address the dataset names', async () => {
    const cosmos = recordings.find((r) => r.folder === 'cosmos')!;
    const {spec, command: c} = command('cosmos', 'getAddrSecp256k1');
    const outcome = await sendApdus(spec, c, built('cosmos', 'getAddrSecp256k1'), await replayExchanger(cosmos));
    const texts = outcome.decoded?.ok ? outcome.decoded.fields.map((f) => f.text) : [];
    expect(texts).toContain('cosmos1g84934jpu3v5de5yqukkkhxmcvsw3u2ajxvpdl');
  });

  it('replay refuses bytes that were never recorded instead of answering', async () => {
    const filecoin = recordings.find((r) => r.folder === 'filecoin')!;
    const {spec, command: c} = command('filecoin', 'signSecp256k1');
    const outcome = await sendApdus(spec, c, built('filecoin', 'signSecp256k1'), await replayExchanger(filecoin));
    expect(outcome.exchanges[0].error).toMatch(/no answer for/);
    expect(outcome.decoded).toBeNull();
  });
});

describe('Speculos REST client', () => {
  it('posts {"data": hex} to /apdu and reads the answer with its status word', async () => {
    const calls: {url: string; body: string}[] = [];
    const fake = (async (url: string, init: RequestInit) => {
      calls.push({url, body: String(init.body)});
      return new Response(JSON.stringify({data: '0000160500311000049000'}), {status: 200});
    }) as unknown as typeof fetch;
    const answer = await speculosExchanger('http://127.0.0.1:5000', fake).exchange(new Uint8Array([6, 0, 0, 0, 0]));
    expect(calls).toEqual([{url: 'http://127.0.0.1:5000/apdu', body: '{"data":"0600000000"}'}]);
    expect(Buffer.from(answer).toString('hex')).toBe('0000160500311000049000');
  });

  it('turns a refused connection into advice on starting Speculos', async () => {
    const refused = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(speculosExchanger('http://127.0.0.1:5999', refused).exchange(new Uint8Array([6, 0, 0, 0, 0]))).rejects.toThrow(
      /No answer from http:\/\/127.0.0.1:5999.*--api-port/,
    );
  });

  it('accepts loopback http addresses only, as the content security policy does', () => {
    expect(checkEmulatorUrl('http://127.0.0.1:5000')).toEqual({ok: true, base: 'http://127.0.0.1:5000'});
    expect(checkEmulatorUrl('http://localhost:40000/')).toEqual({ok: true, base: 'http://localhost:40000'});
    expect(checkEmulatorUrl('http://192.168.1.5:5000')).toMatchObject({ok: false, error: expect.stringMatching(/ssh -L/)});
    expect(checkEmulatorUrl('https://127.0.0.1:5000')).toMatchObject({ok: false});
    expect(checkEmulatorUrl('not a url')).toMatchObject({ok: false});
  });
});

describe('stored preferences', () => {
  it('the privacy notice inventory names the Send panel keys', () => {
    const keys = browserStorageInventory.flatMap((i) => i.keys).join(' ');
    for (const key of Object.values(apduSendStorageKeys)) expect(keys).toContain(key);
  });
});

describe('WebHID support and errors', () => {
  const win = (secure: boolean, hid: boolean) => ({isSecureContext: secure, navigator: hid ? {hid: {}} : {}}) as unknown as Window;

  it('needs a secure context and navigator.hid, and says which is missing', () => {
    expect(webHidSupport(win(true, true))).toEqual({ok: true});
    expect(webHidSupport(win(false, true))).toMatchObject({ok: false, reason: expect.stringMatching(/https or from localhost/)});
    expect(webHidSupport(win(true, false))).toMatchObject({ok: false, reason: expect.stringMatching(/Chromium-based browser/)});
  });

  it('explains a closed device picker and a missing user gesture', () => {
    expect(describeWebHidError(new DOMException('No device selected.', 'NotFoundError'))).toMatch(/^No device was chosen/);
    expect(describeWebHidError(new DOMException('Must be handling a user gesture', 'SecurityError'))).toMatch(
      /refused to show its device picker/,
    );
  });
});
