/**
 * What the APDU tools' MCP App frame (apduApp.ts) runs on, in any runtime: the data it carries (every app's APDU
 * spec, client libraries, chain names and the APDU pages' URLs, from the snapshot the tools answer from), the
 * HTML a server serves (the site build's template with that data in it), and how a tool call opens it. The
 * opening goes through the tools' own schemas and builderInput (tools/apdu.ts), so the frame shows the bytes
 * build_apdu answers: tests/unit/mcp-app-same-answers.test.tsx holds them equal for every command of every app.
 */
import {z} from 'zod';
import type {ApduSpec} from '../ledger/apdu/schema';
import type {ClientLibrary} from '../ledger/clients/library';
import {defaultBuilderCommand, startingState, type BuildState} from '../ledger/apdu/buildChoice';
import type {Snapshot} from '../snapshot/snapshot';
import {buildApduTool, builderInput, decodeApduResponseTool, getApduSpecTool} from '../tools/apdu';
import {resolveCommand, resolveLedgerFolderIn} from '../tools/resolve';
import {ToolInputError} from '../tools/toolError';
import {apduApp} from './apduApp';

export interface ApduAppData {
  /** Per ledger-apps folder, the spec as the builder reads it (the code-check records, which it never shows, left out). */
  specs: Record<string, ApduSpec>;
  /** Per folder, the client libraries the builder's code views call (the landing page's, from the chain facts). */
  clients: Record<string, ClientLibrary[]>;
  /** Chain names and folders, to read a chain argument as the tools do ('Aleph Zero' → alephzero). */
  chains: Array<{name: string; folder: string; aliases?: readonly string[]}>;
  /** Per folder, the APDU page whose builder the frame mirrors ("Open on the site"). */
  pages: Record<string, string>;
}

/** The APDU page of a folder in the snapshot's page list (the tools' own rule: tools/apdu.ts specPageUrl). */
function pageOf(snapshot: Snapshot, folder: string): string | undefined {
  return snapshot.manifest.pages.find((p) => p.permalink.toLowerCase().endsWith(`/${folder}/apduspec`))?.url;
}

export async function apduAppData(snapshot: Snapshot): Promise<ApduAppData> {
  const facts = await snapshot.readChainFacts();
  const specs: ApduAppData['specs'] = {};
  const clients: ApduAppData['clients'] = {};
  const pages: ApduAppData['pages'] = {};
  for (const [folder, spec] of Object.entries(snapshot.apdu)) {
    const {codeCheck: _code, namesCheck: _names, corrections: _corrections, ...builderSpec} = spec;
    specs[folder] = builderSpec;
    clients[folder] = facts[folder]?.clients ?? [];
    const page = pageOf(snapshot, folder);
    if (page) pages[folder] = page;
  }
  const chains = snapshot.manifest.catalog.chains.flatMap((c) =>
    c.folder && specs[c.folder] ? [{name: c.name, folder: c.folder, ...(c.aliases ? {aliases: c.aliases} : {})}] : [],
  );
  return {specs, clients, chains, pages};
}

/** The element of the template that carries the data: JSON, which the frame reads and never runs. */
export const apduAppDataElementId = 'apdu-app-data';
export const apduAppDataSlot = `<script type="application/json" id="${apduAppDataElementId}"></script>`;

/** The template with the data in its slot; `<` is escaped so no value can close the element. */
export function withAppData(template: string, data: ApduAppData): string {
  const at = template.indexOf(apduAppDataSlot);
  if (at < 0) throw new Error(`The MCP App template has no data slot (${apduAppDataSlot}): rebuild the site.`);
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `${template.slice(0, at)}<script type="application/json" id="${apduAppDataElementId}">${json}</script>${template.slice(at + apduAppDataSlot.length)}`;
}

const pages = new WeakMap<Snapshot, Promise<string>>();

/** The frame's HTML over a snapshot, made once per snapshot (a failed read is tried again on the next request). */
export function apduAppHtml(snapshot: Snapshot): Promise<string> {
  let html = pages.get(snapshot);
  if (!html) {
    html = Promise.all([snapshot.readAppTemplate(apduApp.file), apduAppData(snapshot)]).then(([template, data]) =>
      withAppData(template, data),
    );
    html.catch(() => pages.delete(snapshot));
    pages.set(snapshot, html);
  }
  return html;
}

/** A tool call the frame is opened on, as the host passes it (ui/notifications/tool-input, and the tool's name when known). */
export interface AppCall {
  /** build_apdu, decode_apdu_response or get_apdu_spec; guessed from the arguments when the host does not say. */
  tool?: string;
  arguments: Record<string, unknown>;
}

export type AppOpening =
  | {
      ok: true;
      tool: string;
      folder: string;
      /** The builder's values: the call's, over the builder's starting values. */
      state: BuildState;
      /** The response the decoder opens with (decode_apdu_response's hex). */
      response: string;
    }
  | {ok: false; tool: string; error: string};

const appTools = [buildApduTool, decodeApduResponseTool, getApduSpecTool];

function toolOf(call: AppCall): (typeof appTools)[number] {
  const named = appTools.find((t) => t.name === call.tool);
  if (named) return named;
  if (call.arguments.hex !== undefined) return decodeApduResponseTool;
  return call.arguments.command === undefined ? getApduSpecTool : buildApduTool;
}

/**
 * What the frame opens on for a call: its chain and command, and the values the tool's answer was made from.
 * The arguments go through the tool's schema and the same functions as its answer; where the answer would be an
 * error, so is the opening, with the same message.
 */
export function appOpening(data: ApduAppData, call: AppCall): AppOpening {
  const tool = toolOf(call);
  const parsed = z.object(tool.inputSchema).safeParse(call.arguments);
  if (!parsed.success)
    return {ok: false, tool: tool.name, error: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n')};
  const args = parsed.data as {chain: string; command?: string; fields?: Record<string, string>; p1?: number; p2?: number; hex?: string};
  try {
    const folder = resolveLedgerFolderIn(data.chains, data.specs, args.chain);
    const spec = data.specs[folder];
    if (tool === buildApduTool) {
      const {state} = builderInput(spec, {command: args.command ?? '', fields: args.fields, p1: args.p1, p2: args.p2});
      return {ok: true, tool: tool.name, folder, state, response: ''};
    }
    const command = args.command ? resolveCommand(spec, args.command) : defaultBuilderCommand(spec);
    return {ok: true, tool: tool.name, folder, state: startingState(spec, command), response: args.hex ?? ''};
  } catch (error) {
    if (error instanceof ToolInputError) return {ok: false, tool: tool.name, error: error.message};
    throw error;
  }
}
