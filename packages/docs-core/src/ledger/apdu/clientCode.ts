/**
 * The builder's APDUs as code a developer pastes: @ledgerhq/hw-transport in JavaScript, Rust's
 * ledger-transport-hid, and the chain's client library where its call is known to send the command.
 * It reads the hex buildApdus made, never the form, so the code cannot chunk differently from the
 * bytes the builder shows (tests/unit/ledger-apdu-client-code.test.ts runs the JavaScript against
 * @ledgerhq/hw-transport-mocker for every command).
 */
import type {ClientLibrary} from '../clients/library';
import {addressSnippet, commentLines, installLine} from '../clients/snippet';
import type {ApduCommand, ApduSpec} from './schema';
import {byteHex} from './hex';

export type CodeViewId = 'javascript' | 'library' | 'rust';

export interface CodeView {
  id: CodeViewId;
  /** Tab label. */
  label: string;
  /** Prism language of the code block. */
  language: 'javascript' | 'rust';
  /** One sentence above the code: what it sends and what it needs. */
  note: string;
  code: string;
}

interface Header {
  cla: string;
  ins: string;
  p1: string;
  p2: string;
  /** Data bytes as lower-case hex, without the Lc byte (both libraries write Lc themselves). */
  data: string;
}

const byte = (hex: string) => `0x${hex.toUpperCase()}`;

function header(apdu: string): Header {
  const h = apdu.toLowerCase();
  return {cla: byte(h.slice(0, 2)), ins: byte(h.slice(2, 4)), p1: byte(h.slice(4, 6)), p2: byte(h.slice(6, 8)), data: h.slice(10)};
}

function about(spec: ApduSpec, command: ApduCommand, count: number): string {
  return `${spec.appName}, ${command.name} (INS ${byteHex(command.ins)}): ${count === 1 ? '1 APDU' : `${count} APDUs, sent in order`}.`;
}

/**
 * The statements that send `apdus` through `transport`, with `Buffer` and `console` in scope: what
 * the unit test runs with a mock transport injected, once the import and the device opening are cut.
 * One row per APDU (class, instruction, P1, P2, data as hex) and one send in a loop: every line but a row with
 * long data fits the width of generated code (generatedCodeColumns), and a row stays one line (where Prettier
 * would stack its items) so the rows read as the Bytes tab's list, with the header bytes in view.
 */
export function javascriptBody(apdus: readonly string[]): string {
  const rows = apdus.map((apdu) => {
    const h = header(apdu);
    return `  [${h.cla}, ${h.ins}, ${h.p1}, ${h.p2}, '${h.data}'],`;
  });
  return [
    '// CLA, INS, P1, P2 and the data (hex) of each APDU.',
    'const apdus = [',
    ...rows,
    '];',
    // The list makes the status check visible: send() throws a TransportStatusError for any other word.
    ...commentLines('send() writes the length byte (Lc) before the data, and throws unless the status word is in OK.'),
    'const OK = [0x9000];',
    'let response;',
    'for (const [cla, ins, p1, p2, hex] of apdus) {',
    "  const data = Buffer.from(hex, 'hex');",
    '  response = await transport.send(cla, ins, p1, p2, data, OK);',
    '}',
    '// The answer: data, then SW1-SW2 (90 00).',
    "console.log(response.toString('hex'));",
  ].join('\n');
}

export function javascriptCode(spec: ApduSpec, command: ApduCommand, apdus: readonly string[]): string {
  return [
    '// npm install @ledgerhq/hw-transport-node-hid',
    "import TransportNodeHid from '@ledgerhq/hw-transport-node-hid';",
    '',
    'const transport = await TransportNodeHid.create();',
    ...commentLines(about(spec, command, apdus.length)),
    javascriptBody(apdus),
  ].join('\n');
}

/**
 * APDUCommand {cla, ins, p1, p2, data} as ledger-apdu 0.11 declares it (public u8 fields, data any
 * Deref<Target = [u8]>), sent with TransportNativeHID's own blocking exchange, so no async runtime.
 * Laid out as rustfmt would, but for one tuple per APDU kept on its line, as in the JavaScript view.
 */
export function rustCode(spec: ApduSpec, command: ApduCommand, apdus: readonly string[]): string {
  const rows = apdus.map((apdu) => {
    const h = header(apdu);
    return `        (${h.cla}, ${h.ins}, ${h.p1}, ${h.p2}, "${h.data}"),`;
  });
  return [
    '// Cargo.toml, [dependencies]:',
    '// ledger-transport = "0.11", ledger-transport-hid = "0.11", hex = "0.4"',
    'use ledger_transport::APDUCommand;',
    'use ledger_transport_hid::{hidapi::HidApi, TransportNativeHID};',
    '',
    'fn main() -> Result<(), Box<dyn std::error::Error>> {',
    '    let api = HidApi::new()?;',
    '    let transport = TransportNativeHID::new(&api)?;',
    ...commentLines(about(spec, command, apdus.length), '    '),
    '    // CLA, INS, P1, P2 and the data (hex) of each APDU.',
    '    let apdus = [',
    ...rows,
    '    ];',
    '    for (cla, ins, p1, p2, data) in apdus {',
    '        // serialize() writes the length byte (Lc) before the data.',
    '        let command = APDUCommand {',
    '            cla,',
    '            ins,',
    '            p1,',
    '            p2,',
    '            data: hex::decode(data)?,',
    '        };',
    '        let answer = transport.exchange(&command)?;',
    '        if answer.retcode() != 0x9000 {',
    '            let word = answer.retcode();',
    '            return Err(format!("status word 0x{word:04X}").into());',
    '        }',
    '        println!("{}", hex::encode(answer.data()));',
    '    }',
    '    Ok(())',
    '}',
  ].join('\n');
}

/**
 * The client library's call for the same command. Only the address command has a call whose
 * instruction is certain (clients.ts records which command the address method sends, nothing else);
 * the library chooses P1/P2 and its other arguments itself, which the snippet's comment says.
 */
export function libraryView(
  spec: ApduSpec,
  command: ApduCommand,
  fields: Readonly<Record<string, string>>,
  /** The chain's first client library (data/ledger-apps/clients.ts), if it has one. */
  client: ClientLibrary | undefined,
): CodeView | null {
  if (!client || command.id !== client.address.sends.command) return null;
  // Bytes that disagree with the package would make the snippet send another command than the Bytes tab.
  if ((command.cla ?? spec.cla) !== client.cla || command.ins !== client.address.sends.ins) return null;
  const instruction = {name: command.name, ins: command.ins};
  const pathField = (command.payload ?? []).find((f) => f.kind === 'path');
  const typed = pathField ? fields[pathField.id]?.trim() : '';
  const defaultPath = command.path?.defaultPath ?? spec.defaultPath;
  // A call without a path argument always derives the library's own path, whatever the form says.
  const path = client.address.pathArg === 'string' && typed ? typed : defaultPath;
  const className = 'default' in client.importName ? client.importName.default : client.importName.named;
  const code = addressSnippet(client, path, instruction, ' (P1, P2 and any other field as the library sets them)');
  return {
    id: 'library',
    label: className,
    language: 'javascript',
    note: `The call of ${client.name} ${client.version} that sends ${command.name}. The library builds its own bytes from the path: P1, P2 and any other field follow the library, not this form.`,
    code: [...commentLines(installLine(client)), code].join('\n'),
  };
}

/** Every code view of one built command, in tab order. */
export function codeViews(
  spec: ApduSpec,
  command: ApduCommand,
  apdus: readonly string[],
  fields: Readonly<Record<string, string>>,
  client?: ClientLibrary,
): CodeView[] {
  const library = libraryView(spec, command, fields, client);
  return [
    {
      id: 'javascript',
      label: 'JavaScript',
      language: 'javascript',
      note: 'The APDUs of the Bytes tab through @ledgerhq/hw-transport in Node.js, one transport.send per APDU; each throws unless the device answers 0x9000. In a browser, create the transport with @ledgerhq/hw-transport-webhid and provide Buffer.',
      code: javascriptCode(spec, command, apdus),
    },
    ...(library ? [library] : []),
    {
      id: 'rust',
      label: 'Rust',
      language: 'rust',
      note: 'The APDUs of the Bytes tab as ledger-apdu APDUCommand values, sent with ledger-transport-hid 0.11; it stops at the first status word other than 0x9000.',
      code: rustCode(spec, command, apdus),
    },
  ];
}
