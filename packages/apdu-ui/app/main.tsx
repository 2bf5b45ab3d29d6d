/**
 * The frame's entry (bundled into one HTML file by ../scripts/bundle-app.mjs): reads the data the server put in the
 * page, connects to the host with ext-apps' App over postMessage, and renders ApduApp for the tool call the host
 * sends. The host's colour mode is followed; nothing else of the host's styles is taken.
 */
import React from 'react';
import {createRoot} from 'react-dom/client';
import {App, type McpUiHostContext} from '@modelcontextprotocol/ext-apps';
import {apduAppDataElementId, type ApduAppData, type AppCall} from '@zondax/docs-core/apps/apduAppData';
import ApduApp, {type FrameHost} from './ApduApp';
import './frame.css';

const data = JSON.parse(document.getElementById(apduAppDataElementId)?.textContent || 'null') as ApduAppData | null;
const root = createRoot(document.getElementById('root') as HTMLElement);
const app = new App({name: 'zondax-apdu-builder', version: '0.1.0'}, {}, {autoResize: true});

let call: AppCall | null = null;
let host: FrameHost = {};

function render(): void {
  if (!data) {
    root.render(<p role="alert">This frame has no data: the server that sent it was built without it.</p>);
    return;
  }
  root.render(<ApduApp data={data} call={call} host={host} />);
}

function applyTheme(context: McpUiHostContext | undefined): void {
  const theme = context?.theme ?? (window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
  document.documentElement.dataset.theme = theme;
}

// Set before connecting: the host may send the call right after the handshake.
app.ontoolinput = ({arguments: args}) => {
  call = {tool: app.getHostContext()?.toolInfo?.tool.name, arguments: args ?? {}};
  render();
};
app.onhostcontextchanged = (context) => applyTheme({...app.getHostContext(), ...context});

applyTheme(undefined);
render();
app
  .connect()
  .then(() => {
    applyTheme(app.getHostContext());
    const can = app.getHostCapabilities() ?? {};
    host = {
      ...(can.message && {
        sendMessage: async (text: string) => {
          const result = await app.sendMessage({role: 'user', content: [{type: 'text', text}]});
          if (result.isError) throw new Error('The host refused the message.');
        },
      }),
      ...(can.serverTools && {
        callTool: async (name: string, args: Record<string, unknown>) => {
          const result = await app.callServerTool({name, arguments: args});
          const text = result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
          return {text, isError: result.isError === true};
        },
      }),
      ...(can.openLinks && {
        openLink: async (url: string) => {
          const result = await app.openLink({url});
          if (result.isError) throw new Error('The host refused the link.');
        },
      }),
    };
    render();
  })
  .catch(() => {
    // Not in a host (opened on its own): the builder still works once a call is known; there is none to wait for.
    root.render(<p role="alert">Open this builder from a tool call in an assistant that renders MCP Apps.</p>);
  });
