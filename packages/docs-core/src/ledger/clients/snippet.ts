/**
 * Install line and minimal address call for a client library, built from clients.ts and the chain's
 * APDU data (the default path), so the example always asks for the path the specification documents.
 */
import {generatedCodeColumns} from '../../text/codeColumns.mjs';
import type {ClientLibrary} from './library';

const transport = '@ledgerhq/hw-transport-node-hid';

export function installLine(client: ClientLibrary): string {
  const extra = Object.keys(client.extraImports ?? {});
  const major = client.version.split('.')[0];
  return ['npm install', `${client.name}@${major}`, transport, ...extra].join(' ');
}

export function addressSnippet(
  client: ClientLibrary,
  defaultPath: string,
  instruction?: {name: string; ins: number},
  /** Appended to the line that names the instruction (the APDU builder says who picks P1 and P2). */
  sendsNote = '',
): string {
  const className = 'default' in client.importName ? client.importName.default : client.importName.named;
  const importClause = 'default' in client.importName ? className : `{${className}}`;
  const lines = [`import TransportNodeHid from '${transport}';`, `import ${importClause} from '${client.name}';`];
  for (const [pkg, names] of Object.entries(client.extraImports ?? {})) lines.push(`import {${names}} from '${pkg}';`);
  lines.push('', 'const transport = await TransportNodeHid.create();');
  lines.push(
    client.factory
      ? `const app = ${client.factory.name}(transport, '${client.factory.chainName}');`
      : `const app = new ${className}(transport);`,
  );
  const args = [...(client.address.pathArg === 'string' ? [`"${defaultPath}"`] : []), ...client.address.args];
  const ins = instruction && `0x${instruction.ins.toString(16).padStart(2, '0').toUpperCase()}`;
  // Without a path argument the legacy Substrate call still derives the default path (account, change and
  // index, all hardened); other apps that take no path send an empty payload.
  const takesPath = client.address.pathArg === 'string' || client.factory !== undefined;
  const target = takesPath ? `for ${defaultPath}` : 'with an empty payload';
  lines.push(
    ...commentLines(
      instruction ? `Sends ${instruction.name} (${ins}) ${target}${sendsNote}` : takesPath ? `Path ${defaultPath}` : 'No path argument',
    ),
  );
  lines.push(...callLines(`const ${client.returns} = await app.${client.address.method}`, args));
  return lines.join('\n');
}

/** A comment as `//` lines within the width of generated code (generatedCodeColumns) at `indent`, cut between words. */
export function commentLines(text: string, indent = ''): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && `${indent}// ${next}`.length > generatedCodeColumns) {
      lines.push(`${indent}// ${line}`);
      line = word;
    } else line = next;
  }
  if (line) lines.push(`${indent}// ${line}`);
  return lines;
}

/** A call as Prettier lays it out at the width of generated code: one line when it fits, else one argument a line. */
function callLines(callee: string, args: readonly string[]): string[] {
  const oneLine = `${callee}(${args.join(', ')});`;
  if (oneLine.length <= generatedCodeColumns || args.length === 0) return [oneLine];
  return [`${callee}(`, ...args.map((arg) => `  ${arg},`), ');'];
}
