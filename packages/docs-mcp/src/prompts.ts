/** Prompts, only where one helps: starting the integration of a chain's Ledger app. */
import {completable} from '@modelcontextprotocol/sdk/server/completable.js';
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import type {Snapshot} from '@zondax/docs-core/snapshot/snapshot';
import {resolveLedgerFolder} from '@zondax/docs-core/tools/resolve';
import {getApduSpec} from '@zondax/docs-core/tools/apdu';
import {perSnapshot} from './perSnapshot';

/** The prompt's arguments, with the chain names it completes: made once per snapshot (perSnapshot). */
const argsSchemaOf = perSnapshot((snapshot: Snapshot) => ({
  chain: completable(z.string().min(1).max(64).describe("Chain name, e.g. 'Filecoin'"), (typed) =>
    snapshot.manifest.catalog.chains
      .filter((c) => c.folder && snapshot.apdu[c.folder] && c.name.toLowerCase().startsWith(typed.toLowerCase()))
      .map((c) => c.name),
  ),
}));

export function registerPrompts(server: McpServer, snapshot: Snapshot): void {
  server.registerPrompt(
    'integrate_ledger_app',
    {
      title: "Integrate a chain's Ledger app",
      description: "Starts a conversation about talking to one chain's Ledger app from your code, with its APDU specification attached.",
      argsSchema: argsSchemaOf(snapshot),
    },
    async ({chain}) => {
      const spec = getApduSpec(snapshot, resolveLedgerFolder(snapshot, chain));
      return {
        messages: [
          {
            role: 'user',
            content: {
              type: 'text',
              text:
                `I want to integrate the ${spec.app} Ledger app (${spec.chain}) into my application. ` +
                `Explain which commands I need, in what order, and how to build and decode them. Check every APDU with build_apdu ` +
                `and decode_apdu_response rather than writing bytes by hand. The app's specification (${spec.url ?? spec.repository}):\n\n` +
                JSON.stringify(
                  {
                    cla: spec.cla,
                    chunkSize: spec.chunkSize,
                    commands: spec.commands.map((c) => ({id: c.id, name: c.name, ins: c.ins, summary: c.summary})),
                  },
                  null,
                  2,
                ),
            },
          },
        ],
      };
    },
  );
}
