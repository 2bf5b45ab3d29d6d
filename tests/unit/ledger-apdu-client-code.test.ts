/**
 * Issue 41 item 3, "Copy as code": the JavaScript the builder offers is run, for every buildable
 * command of every app with the builder's default field values, against @ledgerhq/hw-transport-mocker;
 * what reaches the transport must be the builder's bytes, APDU for APDU.
 */
import {createTransportRecorder, openTransportReplayer, RecordStore} from '@ledgerhq/hw-transport-mocker';
import type Transport from '@ledgerhq/hw-transport';
import {describe, expect, it} from 'vitest';
import {clientLibraries} from '../../data/ledger-apps/clients';
import {apduSpecs, buildApdus} from '../../src/ledger/apdu';
import {codeViews as coreCodeViews, javascriptBody} from '@zondax/docs-core/ledger/apdu/clientCode';
import {exampleFields} from '@zondax/docs-core/ledger/apdu/encode';
import {generatedCodeColumns} from '@zondax/docs-core/text/codeColumns.mjs';
import type {ApduCommand, ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';

/** The views the page's builder shows: with the chain's first client library, as ApduBuilder passes it. */
const codeViews = (spec: ApduSpec, command: ApduCommand, apdus: readonly string[], fields: Record<string, string>) =>
  coreCodeViews(spec, command, apdus, fields, clientLibraries[spec.folder]?.[0]);

interface Case {
  folder: string;
  spec: ApduSpec;
  command: ApduCommand;
  fields: Record<string, string>;
  apdus: string[];
}

const cases: Case[] = [];
const unbuilt: string[] = [];
for (const [folder, spec] of Object.entries(apduSpecs)) {
  for (const command of spec.commands) {
    if (command.buildable === false) continue;
    // A message without an example (zcash checkAndSign) waits for the reader's bytes; two stand in for them.
    const fields = exampleFields(spec, command);
    for (const f of command.payload ?? []) if (f.kind === 'message' && !fields[f.id] && !f.optional) fields[f.id] = 'aabb';
    const result = buildApdus(spec, command, {fields});
    if (result.ok) cases.push({folder, spec, command, fields, apdus: result.apdus});
    else unbuilt.push(`${folder}/${command.id}: ${result.errors.map((e) => e.message).join(' ')}`);
  }
}

const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
  ...args: string[]
) => (...values: unknown[]) => Promise<void>;

/**
 * The JavaScript view as a reader copies it, less what a test cannot run: the import and the line that
 * opens a real device. Everything else runs as written, with `transport` given.
 */
function runnable(code: string): string {
  const opening = 'const transport = await TransportNodeHid.create();';
  expect(code).toContain(opening);
  return code
    .split('\n')
    .filter((line) => !line.startsWith('import ') && line !== opening)
    .join('\n');
}

function javascriptOf(c: Case): string {
  const view = codeViews(c.spec, c.command, c.apdus, c.fields).find((v) => v.id === 'javascript');
  if (!view) throw new Error('no JavaScript view');
  return view.code;
}

/** A replayer that expects exactly `pairs`, wrapped in a recorder that keeps what was sent. */
async function mock(pairs: readonly [string, string][]) {
  const store = RecordStore.fromString(pairs.map(([req, res]) => `=> ${req}\n<= ${res}`).join('\n'));
  const replayer = await openTransportReplayer(store);
  const sent = new RecordStore();
  const Recorder = createTransportRecorder(replayer, sent);
  return {transport: new Recorder(replayer) as Transport, store, sent};
}

async function run(code: string, transport: Transport): Promise<string[]> {
  const logged: string[] = [];
  const console = {log: (text: string) => logged.push(text)};
  await new AsyncFunction('transport', 'Buffer', 'console', runnable(code))(transport, Buffer, console);
  return logged;
}

describe('the JavaScript view', () => {
  it("is offered for every buildable command, with the builder's default values", () => {
    expect(unbuilt).toEqual([]);
    expect(cases.length).toBeGreaterThan(100);
  });

  it.each(cases.map((c) => [`${c.folder}/${c.command.id}`, c] as const))('%s sends the builder bytes', async (_, c) => {
    const code = javascriptOf(c);
    expect(code).toContain(javascriptBody(c.apdus));
    const answer = 'abcd9000';
    const {transport, store, sent} = await mock(c.apdus.map((a, i) => [a, i === c.apdus.length - 1 ? answer : '9000']));
    const logged = await run(code, transport);
    store.ensureQueueEmpty();
    expect(sent.queue.map(([apdu]) => apdu)).toEqual(c.apdus);
    expect(logged).toEqual([answer]);
  });

  it.each(cases.map((c) => [`${c.folder}/${c.command.id}`, c] as const))('%s throws on a status word other than 0x9000', async (_, c) => {
    const {transport, sent} = await mock(c.apdus.map((a, i) => [a, i === c.apdus.length - 1 ? '6985' : '9000']));
    await expect(run(javascriptOf(c), transport)).rejects.toMatchObject({name: 'TransportStatusError', statusCode: 0x6985});
    expect(sent.queue).toHaveLength(c.apdus.length);
  });

  it('stops a chunked command at the first refused chunk', async () => {
    const c = cases.find((x) => x.folder === 'filecoin' && x.command.id === 'signSecp256k1')!;
    const apdus = buildApdus(c.spec, c.command, {fields: {...c.fields, message: 'aa'.repeat(300)}});
    if (!apdus.ok) throw new Error('filecoin signSecp256k1 did not build');
    expect(apdus.apdus.length).toBeGreaterThan(2);
    const {transport, store, sent} = await mock(apdus.apdus.map((a) => [a, '6a80']));
    await expect(run(javascriptOf({...c, apdus: apdus.apdus}), transport)).rejects.toMatchObject({statusCode: 0x6a80});
    expect(sent.queue.map(([apdu]) => apdu)).toEqual(apdus.apdus.slice(0, 1));
    expect(store.passed).toBe(1);
  });
});

describe('the Rust view', () => {
  it.each(cases.map((c) => [`${c.folder}/${c.command.id}`, c] as const))('%s has one APDU tuple per APDU', (_, c) => {
    const rust = codeViews(c.spec, c.command, c.apdus, c.fields).find((v) => v.id === 'rust')!.code;
    const rows = [...rust.matchAll(/^ {8}\(0x(..), 0x(..), 0x(..), 0x(..), "([0-9a-f]*)"\),$/gm)];
    const rebuilt = rows.map(([, cla, ins, p1, p2, data]) =>
      [cla, ins, p1, p2, (data.length / 2).toString(16).padStart(2, '0'), data].join('').toLowerCase(),
    );
    expect(rebuilt).toEqual(c.apdus);
    expect(rust).toContain('let command = APDUCommand {\n            cla,\n            ins,\n            p1,\n            p2,\n');
  });
});

describe('every code view', () => {
  it.each(cases.map((c) => [`${c.folder}/${c.command.id}`, c] as const))(
    `%s shows each line whole in a 1280 px window (${generatedCodeColumns} columns), but for the hex of an APDU's data`,
    (_, c) => {
      const views = codeViews(c.spec, c.command, c.apdus, c.fields);
      const wide = views.flatMap((view) =>
        view.code
          .split('\n')
          .filter((line) => line.replace(/(['"])[0-9a-f]*\1/, "''").length > generatedCodeColumns)
          .map((line) => `${view.id}: ${line}`),
      );
      expect(wide).toEqual([]);
    },
  );

  it("a row's data is the only thing past the width: the header bytes start every row", () => {
    const c = cases.find((x) => x.folder === 'filecoin' && x.command.id === 'signSecp256k1')!;
    const long = buildApdus(c.spec, c.command, {fields: {...c.fields, message: 'aa'.repeat(300)}});
    if (!long.ok) throw new Error('filecoin signSecp256k1 did not build');
    const js = javascriptOf({...c, apdus: long.apdus});
    expect(js).toContain(`  [0x06, 0x02, 0x01, 0x00, '${long.apdus[1].slice(10)}'],`);
    expect(Math.max(...js.split('\n').map((line) => line.length))).toBeGreaterThan(generatedCodeColumns);
  });
});

describe('the client library view', () => {
  it('is the address call, for the address command of chains with a verified client only', () => {
    const offered = cases.filter((c) => codeViews(c.spec, c.command, c.apdus, c.fields).some((v) => v.id === 'library'));
    expect(new Set(offered.map((c) => c.folder)).size).toBeGreaterThan(20);
    for (const c of offered) {
      const client = clientLibraries[c.folder][0];
      const view = codeViews(c.spec, c.command, c.apdus, c.fields).find((v) => v.id === 'library')!;
      expect(view.code).toContain(`.${client.address.method}(`);
      expect(view.code).toContain(`from '${client.name}'`);
      expect(c.command.id).toBe(client.address.sends.command);
    }
    // Every chain with a client gets the tab, Avalanche too, whose names differ between app and package.
    expect([...new Set(offered.map((c) => c.folder))].sort()).toEqual(Object.keys(clientLibraries).sort());
    for (const c of cases.filter((x) => !(x.folder in clientLibraries))) {
      expect(codeViews(c.spec, c.command, c.apdus, c.fields).map((v) => v.id)).toEqual(['javascript', 'rust']);
    }
  });

  it('names a command of the app whose class and instruction bytes are the ones the package sends', () => {
    for (const [folder, [client]] of Object.entries(clientLibraries)) {
      const spec = apduSpecs[folder];
      const command = spec.commands.find((c) => c.id === client.address.sends.command);
      expect(command, `${folder}: ${client.address.sends.command}`).toBeDefined();
      expect(command!.cla ?? spec.cla, folder).toBe(client.cla);
      expect(command!.ins, folder).toBe(client.address.sends.ins);
    }
  });

  it('Avalanche: getAddressAndPubKey is offered on AVX_GET_PUBLIC_KEY (INS.GET_ADDR 0x02 in the package), and only there', () => {
    const avalanche = cases.filter((c) => c.folder === 'avalanche');
    const offered = avalanche.filter((c) => codeViews(c.spec, c.command, c.apdus, c.fields).some((v) => v.id === 'library'));
    expect(offered.map((c) => c.command.name)).toEqual(['AVX_GET_PUBLIC_KEY']);
    const c = offered[0];
    const view = codeViews(c.spec, c.command, c.apdus, c.fields).find((v) => v.id === 'library')!;
    expect(view.code).toContain(`// Sends AVX_GET_PUBLIC_KEY (0x02) for ${c.fields.path}`);
    expect(view.code).toContain(`await app.getAddressAndPubKey(\n  "${c.fields.path}",\n  false,\n);`);
    // The Bytes tab of the same command sends CLA 0x80, INS 0x02.
    expect(c.apdus[0].slice(0, 4)).toBe('8002');
  });

  it('is not offered when the data and the package disagree on the bytes', () => {
    const c = cases.find((x) => x.folder === 'avalanche' && x.command.id === 'getPublicKey')!;
    const moved = {...c.command, ins: 0x03};
    expect(codeViews(c.spec, moved, c.apdus, c.fields).map((v) => v.id)).toEqual(['javascript', 'rust']);
  });

  it('passes the path typed in the form when the call takes one', () => {
    const c = cases.find(
      (x) => x.folder === 'filecoin' && codeViews(x.spec, x.command, x.apdus, x.fields).some((v) => v.id === 'library'),
    )!;
    const pathField = c.command.payload!.find((f) => f.kind === 'path')!;
    const fields = {...c.fields, [pathField.id]: "m/44'/461'/0'/0/7"};
    const view = codeViews(c.spec, c.command, c.apdus, fields).find((v) => v.id === 'library')!;
    expect(view.code).toContain(`getAddressAndPubKey(\n  "m/44'/461'/0'/0/7",\n);`);
  });
});
