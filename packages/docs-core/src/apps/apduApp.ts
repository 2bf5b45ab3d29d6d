/**
 * The MCP App (SEP-1865, `@modelcontextprotocol/ext-apps`) of the APDU tools: build_apdu, decode_apdu_response and
 * get_apdu_spec point to this `ui://` resource, which hosts that render MCP Apps show in a sandboxed frame beside
 * the answer's text: the site's own builder and decoder (packages/apdu-ui), opened on the call's chain, command and
 * values. Clients that do not render apps keep the text answer, which does not change.
 *
 * What the frame is allowed, declared here once for every runtime: no network at all (no connect, resource, frame
 * or base-URI domain: its scripts and styles are inline, its data is in the page), and clipboard writes for its
 * Copy buttons. It reaches the host only through the ext-apps bridge (the host calls build_apdu again for it, or
 * puts its bytes in the conversation). Every MCP runtime registers it from here (packages/docs-mcp resources.ts).
 */
import {snapshotFiles} from '../snapshot/format';

export interface DocsApp {
  /** The `ui://` resource URI the tools' `_meta.ui.resourceUri` names. */
  uri: string;
  /** Resource name and title, as resources/list shows them. */
  name: string;
  title: string;
  description: string;
  /** The frame's template in the snapshot folder. */
  file: string;
  /** The resource's `_meta.ui` (SEP-1865 McpUiResourceMeta): what the host's sandbox must allow, and nothing more. */
  meta: {
    csp: {connectDomains: string[]; resourceDomains: string[]; frameDomains: string[]; baseUriDomains: string[]};
    permissions: {clipboardWrite: Record<string, never>};
    prefersBorder: boolean;
  };
}

export const apduApp: DocsApp = {
  uri: 'ui://zondax-docs/apdu-builder.html',
  name: 'apdu-builder',
  title: 'APDU builder and decoder',
  description:
    "The documentation site's APDU builder and response decoder for a Ledger app, opened on a build_apdu, decode_apdu_response or get_apdu_spec call: change a field and the bytes change; copy the bytes or the code.",
  file: snapshotFiles.apduApp,
  meta: {
    csp: {connectDomains: [], resourceDomains: [], frameDomains: [], baseUriDomains: []},
    permissions: {clipboardWrite: {}},
    prefersBorder: true,
  },
};

/** The app as the APDU tools' definitions point to it. */
export const apduToolApp = {resourceUri: apduApp.uri};
