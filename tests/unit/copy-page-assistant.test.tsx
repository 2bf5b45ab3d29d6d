// @vitest-environment jsdom
/**
 * Issue 39: the Copy page menu's "Use with your assistant" copies the commands that clone and build the
 * docs and add their MCP server (src/data/mcpServer.ts: the add command is the one llms.txt gives), and
 * says so in the live region.
 * It sits before "Copy link", so the menu's last item and its keyboard paths stay as they were.
 */
import React, {act} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {afterEach, beforeEach, expect, it, vi} from 'vitest';
import {mcpQuickStart, mcpServer} from '../../src/data/mcpServer';
import {copyMessages} from '../../src/components/chrome/CopyPage/messages';

vi.mock('@docusaurus/router', () => ({useLocation: () => ({pathname: '/zemu/quickstart'})}));
vi.mock('../../src/components/chrome/CopyPage/styles.module.css', () => ({default: {}}));

const {default: CopyPage} = await import('../../src/components/chrome/CopyPage');

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;
const writeText = vi.fn(async (_text: string) => undefined);

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true});
  // The menu prefetches the page's Markdown when it opens; nothing is served here.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('# Page', {status: 200})),
  );
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('39 "Use with your assistant" copies the add-server command and announces it', async () => {
  act(() => root.render(<CopyPage markdownHref="/zemu/quickstart.md" />));
  const toggle = container.querySelector<HTMLButtonElement>('button[aria-label="More page actions"]')!;
  act(() => toggle.click());
  const items = Array.from(container.querySelectorAll<HTMLElement>('[role="menuitem"]'));
  const titles = items.map((i) => i.querySelector('span')?.textContent);
  expect(titles).toEqual(['Copy as Markdown', 'Open as Markdown', 'Use with your assistant', 'Copy link']);

  const assistant = items[titles.indexOf('Use with your assistant')];
  await act(async () => {
    assistant.click();
    await vi.advanceTimersByTimeAsync(100);
  });
  expect(writeText).toHaveBeenCalledWith(mcpQuickStart);
  // One paste from nothing: clone the repository, install and build (the snapshot), then add the server.
  expect(mcpQuickStart).toMatch(new RegExp(`^git clone ${mcpServer.repository} \\S+ && cd \\S+ && `));
  expect(mcpQuickStart.endsWith(`&& ${mcpServer.setup} && ${mcpServer.addCommand}`)).toBe(true);
  expect(container.querySelector('[role="status"]')?.textContent).toBe(copyMessages.assistant);
  expect(container.querySelector('[role="menu"]')).toBeNull();
  expect(document.activeElement).toBe(toggle);
});
