/**
 * A minimal MCP Apps host in the browser, built with ext-apps' own host-side bridge (AppBridge): it lists the
 * server's tools, reads the UI resource a tool points to, calls the tool, shows the answer's text (what a client
 * that does not render apps shows) and renders the resource in a sandboxed iframe (scripts only: an opaque origin,
 * no same-origin access, no network beyond what the frame's own CSP allows), passing the call's arguments and
 * result over postMessage. The server is the real docs-mcp server over the build's snapshot, reached through
 * functions the spec exposes (./harness.ts), as a host's own MCP client would.
 */
import {AppBridge, buildAllowAttribute, PostMessageTransport, type McpUiResourceMeta} from '@modelcontextprotocol/ext-apps/app-bridge';

interface HarnessCall {
  tool: string;
  args: Record<string, unknown>;
  theme: 'light' | 'dark';
}

interface ToolListing {
  name: string;
  inputSchema: unknown;
  _meta?: {ui?: {resourceUri?: string}};
}

type CallResult = {content: Array<{type: string; text?: string}>; isError?: boolean};

declare global {
  interface Window {
    harness: HarnessCall;
    mcpListTools(): Promise<ToolListing[]>;
    mcpReadResource(uri: string): Promise<{contents: Array<{text?: string; mimeType?: string; _meta?: {ui?: McpUiResourceMeta}}>}>;
    mcpCallTool(name: string, args: Record<string, unknown>): Promise<CallResult>;
    /** What the frame asked of the host, for the spec to read. */
    hostLog: {messages: string[]; links: string[]; toolCalls: Array<{name: string; args: unknown}>; initialized: boolean};
  }
}

async function main(): Promise<void> {
  const {tool: name, args, theme} = window.harness;
  window.hostLog = {messages: [], links: [], toolCalls: [], initialized: false};
  document.documentElement.dataset.theme = theme;

  const tool = (await window.mcpListTools()).find((t) => t.name === name);
  const uri = tool?._meta?.ui?.resourceUri;
  if (!tool || !uri) throw new Error(`${name} declares no UI resource`);
  const [resource] = (await window.mcpReadResource(uri)).contents;
  const result = await window.mcpCallTool(name, args);

  const fallback = document.getElementById('fallback') as HTMLElement;
  fallback.textContent = result.content.map((c) => c.text ?? '').join('\n');

  const iframe = document.createElement('iframe');
  iframe.title = `${name} app`;
  iframe.setAttribute('sandbox', 'allow-scripts');
  iframe.setAttribute('allow', buildAllowAttribute(resource._meta?.ui?.permissions));
  iframe.srcdoc = resource.text ?? '';

  const bridge = new AppBridge(
    null,
    {name: 'e2e-host', version: '1.0.0'},
    {serverTools: {}, openLinks: {}, message: {text: {}}},
    {hostContext: {theme, displayMode: 'inline', platform: 'web', toolInfo: {tool: tool as never}}},
  );
  bridge.oncalltool = async (params) => {
    window.hostLog.toolCalls.push({name: params.name, args: params.arguments});
    return (await window.mcpCallTool(params.name, params.arguments ?? {})) as never;
  };
  bridge.onmessage = async (params) => {
    window.hostLog.messages.push(params.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n'));
    return {};
  };
  bridge.onopenlink = async ({url}) => {
    window.hostLog.links.push(url);
    return {};
  };
  bridge.onsizechange = ({height}) => {
    if (height !== undefined) iframe.style.height = `${height}px`;
  };
  bridge.oninitialized = () => {
    window.hostLog.initialized = true;
    void bridge.sendToolInput({arguments: args});
    void bridge.sendToolResult(result as never);
  };
  document.getElementById('frame')?.append(iframe);
  await bridge.connect(new PostMessageTransport(iframe.contentWindow as Window, iframe.contentWindow as Window));
}

main().catch((error: unknown) => {
  document.body.dataset.hostError = String(error);
});
