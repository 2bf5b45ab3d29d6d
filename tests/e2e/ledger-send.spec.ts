import http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Page} from '@playwright/test';
import {axeBuilder, violationLines} from './axe';
import filecoin from '../../data/ledger-apps/filecoin/apdu';
import polkadot from '../../data/ledger-apps/polkadot/apdu';
import zcash from '../../data/ledger-apps/zcash/apdu';
import type {ApduSpec, ResponseField} from '@zondax/docs-core/ledger/apdu/schema';
import {expect, generatedApdus, hydrated, open, test} from './fixtures';
import {lineStartOffsets} from './text-lines';

/**
 * Issue 27 in the browser: the Send panel of the APDU pages against a fake Speculos REST API
 * (POST /apdu, {"data": hex} both ways, CORS headers as Speculos's flask-cors setup sends them:
 * any origin, echoed, with credentials) and a fake navigator.hid speaking Ledger's HID framing.
 */

/** An answer built from a command's response layout: fixed fields patterned, length fields saying 4, text 'zondax'. */
function answerFor(layout: readonly ResponseField[] = []): string {
  const lengthFields = new Set(layout.flatMap((f) => (typeof f.bytes === 'object' ? [f.bytes.from] : [])));
  let hex = '';
  layout.forEach((f, i) => {
    if (typeof f.bytes === 'number') {
      hex += lengthFields.has(f.name)
        ? '00'.repeat(f.bytes - 1) + '04'
        : Array.from({length: f.bytes}, (_, k) => ((i * 16 + k) & 0xff).toString(16).padStart(2, '0')).join('');
    } else if (f.bytes === 'rest') hex += Buffer.from('zondax').toString('hex');
    else hex += 'a1a2a3a4';
  });
  return hex + '9000';
}

function layoutOf(spec: ApduSpec, id: string): readonly ResponseField[] {
  return spec.commands.find((c) => c.id === id)?.response ?? [];
}

interface FakeSpeculos {
  url: string;
  received: string[];
  close: () => Promise<void>;
}

/** Intermediate chunks get 9000 as the apps answer them; `answer` decides the rest. */
async function fakeSpeculos(answer: (apdu: string, index: number) => string): Promise<FakeSpeculos> {
  const received: string[] = [];
  const server = http.createServer((req, res) => {
    const origin = req.headers.origin;
    const cors: Record<string, string> = origin
      ? {'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin'}
      : {};
    if (req.method === 'OPTIONS') {
      res.writeHead(200, {
        ...cors,
        'Access-Control-Allow-Methods': 'DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '',
      });
      res.end();
      return;
    }
    if (req.method !== 'POST' || req.url !== '/apdu') {
      res.writeHead(404, cors).end();
      return;
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const {data} = JSON.parse(body) as {data: string};
      received.push(data);
      res.writeHead(200, {...cors, 'Content-Type': 'application/json'});
      res.end(JSON.stringify({data: answer(data, received.length - 1)}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {url: `http://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve()))};
}

async function openPanel(page: Page, folder: string) {
  await open(page, `/ledger-apps/${folder}/APDUSPEC`);
  await page.getByRole('button', {name: 'Send to a device or emulator'}).click();
  await expect(page.getByRole('group', {name: 'Send through'})).toBeVisible();
}

const status = (page: Page) => page.getByRole('region', {name: /^Send /}).getByRole('status');

async function sendThroughEmulator(page: Page, url: string) {
  await page.getByRole('radio', {name: /Speculos emulator/}).check();
  await page.getByLabel('Emulator REST API address').fill(url);
  await page.getByRole('button', {name: /^Send the/}).click();
}

const signing = [
  {spec: filecoin, command: 'signSecp256k1', field: /^MESSAGE/, fields: ['R', 'S', 'V', 'SIG_DER']},
  {spec: zcash, command: 'checkAndSign', field: /^TRANSACTION_BLOB/, fields: ['HASH']},
  {spec: polkadot, command: 'sign', field: /^BLOB/, fields: ['SIG']},
];

for (const {spec, command, field, fields} of signing) {
  test(`${spec.appName}: GET_VERSION and a chunked ${command} go to the emulator byte for byte and the answers decode`, async ({page}) => {
    const last = answerFor(layoutOf(spec, command));
    let total = 0;
    const emulator = await fakeSpeculos((apdu, i) =>
      apdu.slice(2, 4) === '00' ? answerFor(layoutOf(spec, 'getVersion')) : i + 1 === total ? last : '9000',
    );
    try {
      await openPanel(page, spec.folder);
      await page.getByLabel('Command', {exact: true}).selectOption('getVersion');
      await sendThroughEmulator(page, emulator.url);
      await expect(status(page)).toHaveText(/1 APDU\(s\) sent; the answer is 0x9000 Success/);
      expect(emulator.received).toEqual(await generatedApdus(page));
      await expect(page.getByRole('region', {name: 'Decoded answer'}).getByRole('table')).toContainText('TARGET_ID');

      emulator.received.length = 0;
      await page.getByLabel('Command', {exact: true}).selectOption(command);
      await page.getByLabel(field).fill('ab'.repeat(600));
      const apdus = await generatedApdus(page);
      expect(apdus.length).toBeGreaterThanOrEqual(3);
      total = apdus.length;
      await expect(page.getByText(/asks the app to sign\. Nothing goes out until you press Send/)).toBeVisible();
      await page.getByRole('button', {name: `Send the ${apdus.length} APDUs`}).click();
      await expect(status(page)).toHaveText(`${apdus.length} APDU(s) sent; the answer is 0x9000 Success.`);
      expect(emulator.received).toEqual(apdus);
      await expect(page.getByRole('list', {name: 'Exchanges'}).locator('li')).toHaveCount(apdus.length);
      const decoded = page.getByRole('region', {name: 'Decoded answer'});
      for (const name of fields) await expect(decoded.getByRole('rowheader', {name, exact: true})).toBeVisible();
    } finally {
      await emulator.close();
    }
  });
}

test('Filecoin: the send stops at the first error status and the later chunks are not sent', async ({page}) => {
  const emulator = await fakeSpeculos((_apdu, i) => (i === 1 ? '6986' : '9000'));
  try {
    await openPanel(page, 'filecoin');
    await page.getByLabel('Command', {exact: true}).selectOption('signSecp256k1');
    await page.getByLabel(/^MESSAGE/).fill('ab'.repeat(600));
    const apdus = await generatedApdus(page);
    await sendThroughEmulator(page, emulator.url);
    await expect(status(page)).toHaveText(
      new RegExp(`^Stopped at APDU 2 with 0x6986 .*; ${apdus.length - 2} later APDU\\(s\\) not sent\\.$`),
    );
    expect(emulator.received).toEqual(apdus.slice(0, 2));
    await expect(page.getByRole('region', {name: 'Decoded answer'})).toContainText('Usually the user rejected the operation');
  } finally {
    await emulator.close();
  }
});

test('a refused connection says nothing answers and how to start Speculos', async ({page}) => {
  const emulator = await fakeSpeculos(() => '9000');
  const {url} = emulator;
  await emulator.close();
  await openPanel(page, 'zcash');
  await page.getByLabel('Command', {exact: true}).selectOption('getVersion');
  await sendThroughEmulator(page, url);
  await expect(status(page)).toContainText(
    `Stopped at APDU 1 of 1. No answer from ${url}: nothing is listening there, or the browser blocked the request`,
  );
  await expect(status(page)).toContainText('--api-port');
});

test('an emulator address off this computer is refused before sending, with the port-forwarding fix', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await openPanel(page, 'polkadot');
  await page.getByLabel('Command', {exact: true}).selectOption('getVersion');
  await sendThroughEmulator(page, 'http://192.0.2.10:5000');
  await expect(status(page)).toContainText('only on this computer (127.0.0.1 or localhost)');
  await expect(status(page)).toContainText('ssh -L 5000:127.0.0.1:5000');
  expect(requests.filter((u) => u.startsWith('http://192.0.2.10'))).toEqual([]);
});

test('the chosen transport and emulator address are remembered after a reload', async ({page}) => {
  await openPanel(page, 'filecoin');
  await page.getByRole('radio', {name: /Speculos emulator/}).check();
  await page.getByLabel('Emulator REST API address').fill('http://localhost:40123');
  await page.getByRole('radio', {name: /Recorded exchanges/}).check();
  await page.getByRole('radio', {name: /Speculos emulator/}).check();
  await page.reload();
  // The reloaded page is shown before its scripts run: a click before hydration reaches no handler.
  await hydrated(page);
  await page.getByRole('button', {name: 'Send to a device or emulator'}).click();
  await expect(page.getByRole('radio', {name: /Speculos emulator/})).toBeChecked();
  await expect(page.getByLabel('Emulator REST API address')).toHaveValue('http://localhost:40123');
});

test('with local storage disabled the choices live in memory: the panel works and keeps them while open', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const emulator = await fakeSpeculos(() => answerFor(layoutOf(filecoin, 'getVersion')));
  try {
    await openPanel(page, 'filecoin');
    await page.getByLabel('Command', {exact: true}).selectOption('getVersion');
    await sendThroughEmulator(page, emulator.url);
    await expect(status(page)).toHaveText('1 APDU(s) sent; the answer is 0x9000 Success.');
    await page.getByRole('button', {name: 'Close the Send panel'}).click();
    await page.getByRole('button', {name: 'Send to a device or emulator'}).click();
    await expect(page.getByLabel('Emulator REST API address')).toHaveValue(emulator.url);
    expect(errors).toEqual([]);
  } finally {
    await emulator.close();
  }
});

test('the panel and its transports load only when the reader opens it; the page allows WebHID and loopback emulators', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  const response = await page.goto('/ledger-apps/filecoin/APDUSPEC');
  // The button is in the static page; a click before hydration would reach no handler.
  await hydrated(page);
  expect(response?.headers()['permissions-policy']).toBe('hid=(self)');
  expect(response?.headers()['content-security-policy']).toContain("connect-src 'self' http://127.0.0.1:* http://localhost:*");
  await expect(page.getByRole('button', {name: 'Send to a device or emulator'})).toBeVisible();
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  await expect(page.getByRole('group', {name: 'Send through'})).toHaveCount(0);
  await page.getByRole('button', {name: 'Send to a device or emulator'}).click();
  await expect(page.getByRole('group', {name: 'Send through'})).toBeVisible();
  expect(scripts.length).toBeGreaterThan(before);
});

test('Replay: Filecoin answers from its public recording; an app without one says so instead of offering Send', async ({page}) => {
  await openPanel(page, 'filecoin');
  await page.getByLabel('Command', {exact: true}).selectOption('getAddrSecp256k1');
  await page.getByRole('radio', {name: /Recorded exchanges/}).check();
  await expect(page.getByRole('link', {name: /LedgerHQ\/ledger-live bridge\.integration\.test\.ts@1fea550/})).toBeVisible();
  await page.getByRole('button', {name: 'Send the APDU'}).click();
  await expect(status(page)).toHaveText('1 APDU(s) sent; the answer is 0x9000 Success.');
  await expect(page.getByRole('region', {name: 'Decoded answer'})).toContainText('f1p74d4mlmeyc4agflhjqsnvoyzyfdai7fmkyso2a');

  await openPanel(page, 'zcash');
  await page.getByRole('radio', {name: /Recorded exchanges/}).check();
  await expect(page.getByText('No public recording of the Zcash app was found')).toBeVisible();
  await expect(page.getByRole('button', {name: /^Send the/})).toHaveCount(0);
});

test('on a phone the exchange log wraps its hex between two bytes, never inside one', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await openPanel(page, 'filecoin');
  await page.getByLabel('Command', {exact: true}).selectOption('getAddrSecp256k1');
  await page.getByRole('radio', {name: /Recorded exchanges/}).check();
  await page.getByRole('button', {name: 'Send the APDU'}).click();
  await expect(status(page)).toHaveText('1 APDU(s) sent; the answer is 0x9000 Success.');
  const hex = page.getByRole('list', {name: 'Exchanges'}).locator('code');
  await expect(hex).toHaveCount(2);
  for (const starts of await hex.evaluateAll(lineStartOffsets)) {
    expect(starts.length, 'the hex takes several lines').toBeGreaterThan(0);
    expect(starts.filter((offset) => offset % 2 !== 0)).toEqual([]);
  }
});

test('WebHID: a browser without it gets a sentence instead of a Send button', async ({page}) => {
  await page.addInitScript(() => {
    delete (Navigator.prototype as unknown as {hid?: unknown}).hid;
  });
  await openPanel(page, 'filecoin');
  await page.getByRole('radio', {name: /Ledger device/}).check();
  await expect(page.getByText(/This browser cannot reach USB devices from a web page \(WebHID\)/)).toBeVisible();
  await expect(page.getByRole('button', {name: /^Send the/})).toHaveCount(0);
});

/**
 * A fake navigator.hid with one Ledger device that answers GET_VERSION over Ledger's HID framing
 * (channel, tag 0x05, sequence, then the length in the first packet). It records whether the
 * picker was asked for during a user gesture, as Chromium requires.
 */
async function fakeHid(page: Page, mode: 'device' | 'cancel', answerHex: string) {
  await page.addInitScript(
    ({mode, answerHex}) => {
      const w = window as unknown as {__hid: {requests: boolean[]; sent: string[]}};
      w.__hid = {requests: [], sent: []};
      const listeners = new Set<(e: {data: DataView}) => void>();
      let incoming: number[] = [];
      let expected = 0;
      const hex = (bytes: number[]) => bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
      const device = {
        vendorId: 0x2c97,
        productId: 0x4011,
        opened: false,
        async open() {
          this.opened = true;
        },
        async close() {
          this.opened = false;
        },
        addEventListener: (_: string, fn: (e: {data: DataView}) => void) => listeners.add(fn),
        removeEventListener: (_: string, fn: (e: {data: DataView}) => void) => listeners.delete(fn),
        async sendReport(_id: number, block: Uint8Array) {
          const channel = [block[0], block[1]];
          const seq = (block[3] << 8) | block[4];
          if (seq === 0) {
            expected = (block[5] << 8) | block[6];
            incoming = Array.from(block.slice(7));
          } else incoming.push(...block.slice(5));
          if (incoming.length < expected) return;
          w.__hid.sent.push(hex(incoming.slice(0, expected)));
          const answer = answerHex.match(/../g)!.map((b) => parseInt(b, 16));
          const data = [answer.length >> 8, answer.length & 0xff, ...answer];
          for (let s = 0, off = 0; off < data.length; s++) {
            const head = [...channel, 0x05, s >> 8, s & 0xff];
            const packet = new Uint8Array(64);
            const body = data.slice(off, off + 59);
            packet.set([...head, ...body]);
            off += 59;
            setTimeout(() => listeners.forEach((fn) => fn({data: new DataView(packet.buffer)})), 0);
          }
        },
      };
      const hid = {
        getDevices: async () => [],
        requestDevice: async () => {
          const active = navigator.userActivation.isActive;
          w.__hid.requests.push(active);
          if (!active) throw new DOMException('Must be handling a user gesture to show a permission request.', 'SecurityError');
          if (mode === 'cancel') throw new DOMException('No device selected.', 'NotFoundError');
          return [device];
        },
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      };
      Object.defineProperty(Navigator.prototype, 'hid', {configurable: true, get: () => hid});
    },
    {mode, answerHex},
  );
}

const hidState = (page: Page) => page.evaluate(() => (window as unknown as {__hid: {requests: boolean[]; sent: string[]}}).__hid);

test('WebHID: the device picker opens only from the Send click, and the answer decodes', async ({page}) => {
  const answer = answerFor(layoutOf(filecoin, 'getVersion'));
  await fakeHid(page, 'device', answer);
  await openPanel(page, 'filecoin');
  await page.getByLabel('Command', {exact: true}).selectOption('getVersion');
  await page.getByRole('radio', {name: /Ledger device/}).check();
  await expect(page.getByText(/open the Filecoin app/)).toBeVisible();
  expect((await hidState(page)).requests).toEqual([]);
  await page.getByRole('button', {name: 'Send the APDU'}).click();
  await expect(status(page)).toHaveText('1 APDU(s) sent; the answer is 0x9000 Success.');
  const state = await hidState(page);
  expect(state.requests).toEqual([true]);
  expect(state.sent).toEqual(['0600000000']);
  await expect(page.getByRole('list', {name: 'Exchanges'})).toContainText(answer);
  await expect(page.getByRole('region', {name: 'Decoded answer'}).getByRole('table')).toContainText('TARGET_ID');
});

test('WebHID: closing the device picker without a choice is explained and nothing is sent', async ({page}) => {
  await fakeHid(page, 'cancel', '9000');
  await openPanel(page, 'zcash');
  await page.getByLabel('Command', {exact: true}).selectOption('getVersion');
  await page.getByRole('radio', {name: /Ledger device/}).check();
  await page.getByRole('button', {name: 'Send the APDU'}).click();
  await expect(status(page)).toHaveText(/^No device was chosen\. Connect the Ledger, unlock it, open the app/);
  expect((await hidState(page)).sent).toEqual([]);
  await expect(page.getByRole('list', {name: 'Exchanges'})).toHaveCount(0);
});

/**
 * axe over the builder's form and the Send panel only: the rest of the APDU page is the same with the
 * panel closed, and the page sweep (a11y-sweep.spec.ts) checks it whole; two whole-page runs of this
 * long page took most of this test's time.
 */
const panelAxe = (page: Page) => axeBuilder(page).include('form[aria-label$=" APDU builder"]').include('section[aria-label^="Send "]');

for (const mode of ['light', 'dark'] as const) {
  test(`the open panel, an answer and an error have no axe findings (${mode})`, async ({page}) => {
    // Two axe runs over an APDU page: 20–23 s beside two other tests on 2026-12-02's slow machine, near the 30 s limit.
    test.slow();
    await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
    const emulator = await fakeSpeculos((apdu) => (apdu.startsWith('0600') ? answerFor(layoutOf(filecoin, 'getVersion')) : '6986'));
    try {
      await openPanel(page, 'filecoin');
      await page.getByLabel('Command', {exact: true}).selectOption('getVersion');
      await sendThroughEmulator(page, emulator.url);
      await expect(status(page)).toContainText('0x9000');
      await page.getByRole('group', {name: 'Send through'}).evaluate((el) => el.scrollIntoView({block: 'center'}));
      const answered = await panelAxe(page).analyze();
      expect(violationLines(answered)).toEqual([]);

      await page.getByLabel('Command', {exact: true}).selectOption('signSecp256k1');
      await page.getByRole('button', {name: /^Send the/}).click();
      await expect(status(page)).toContainText('Stopped at APDU 1');
      // Not under the sticky navbar (axe's target-size would measure the radios against its buttons).
      await page.getByRole('group', {name: 'Send through'}).evaluate((el) => el.scrollIntoView({block: 'center'}));
      const failed = await panelAxe(page).analyze();
      expect(violationLines(failed)).toEqual([]);
    } finally {
      await emulator.close();
    }
  });
}
