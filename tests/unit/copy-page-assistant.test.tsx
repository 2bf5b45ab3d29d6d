// @vitest-environment jsdom
/**
 * Issues 39 and 61: the Copy page menu's "Use with your assistant" shows a chooser of clients in place of the
 * page actions, the hosted server by URL first, then a local clone's; each client's item copies its snippet
 * (src/data/mcpServer.ts) and says so in the live region. It sits before "Copy link", so the menu's last item
 * and its keyboard paths stay as they were.
 */
import React, {act} from 'react';
import {afterEach, beforeEach, expect, it, vi} from 'vitest';
import {mcpCloneClients, mcpHostedClients, mcpServer, mcpSetupPrintingPath} from '../../src/data/mcpServer';
import {copyMessages} from '../../src/components/chrome/CopyPage/messages';
import {mount, type MountedRoot} from './react-root';

vi.mock('@docusaurus/router', () => ({useLocation: () => ({pathname: '/zemu/quickstart'})}));
// The site origin and base URL the hosted server's URL derives from (docusaurus.config.ts).
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({siteConfig: {url: 'https://docs.example.org', baseUrl: '/'}}),
}));
vi.mock('../../src/components/chrome/CopyPage/styles.module.css', () => ({default: {}}));
// The open menu is a LazyPart, whose failure view is the theme's (not reached here).
vi.mock('@docusaurus/theme-common', () => ({ErrorBoundaryErrorMessageFallback: () => null}));

const {default: CopyPage} = await import('../../src/components/chrome/CopyPage');

let root: MountedRoot;
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
  root = mount();
  container = root.container;
});
afterEach(() => {
  root.unmount();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const titlesOf = (items: HTMLElement[]) => items.map((i) => i.querySelector('span')?.textContent);
const menuItems = () => Array.from(container.querySelectorAll<HTMLElement>('[role="menuitem"]'));
const key = (el: Element, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', {key: k, bubbles: true, cancelable: true}));

/** Opens the menu; its code is a chunk of its own (Menu.tsx, a LazyPart), which arrives on the first opening. */
async function openChooser(): Promise<HTMLButtonElement> {
  root.render(<CopyPage markdownHref="/zemu/quickstart.md" />);
  const toggle = container.querySelector<HTMLButtonElement>('button[aria-label="More page actions"]')!;
  await act(async () => {
    toggle.click();
    await vi.dynamicImportSettled();
  });
  expect(titlesOf(menuItems())).toEqual(['Copy as Markdown', 'Open as Markdown', 'Use with your assistant', 'Copy link']);
  const entry = menuItems()[2];
  expect(entry.getAttribute('aria-haspopup')).toBe('menu');
  act(() => entry.click());
  return toggle;
}

/** The hosted clients at the URL this site's origin gives (the mocked siteConfig). */
const hosted = mcpHostedClients('https://docs.example.org/mcp');
const allClients = [...hosted, ...mcpCloneClients];

it('61 "Use with your assistant": the hosted server by URL first, then the local clone, each group labelled', async () => {
  await openChooser();
  const menu = container.querySelector('[role="menu"]')!;
  expect(menu.getAttribute('aria-label')).toBe('Use with your assistant');
  const note = document.getElementById(menu.getAttribute('aria-describedby')!)?.textContent;
  expect(note).toContain('https://docs.example.org/mcp');
  expect(note).toContain(mcpServer.clonePathPlaceholder);
  const groups = Array.from(container.querySelectorAll('[role="group"]'));
  expect(groups.map((g) => document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
    'By URL: nothing to install',
    'From a local clone (offline)',
  ]);
  const names = menuItems().map((i) => i.textContent);
  expect(names[0]).toBe('Back to page actions');
  for (const [i, client] of allClients.entries()) expect(names[i + 1]).toContain(client.name);
  expect(names.at(-1)).toContain('Clone and build first');
  expect(groups[0].querySelectorAll('[role="menuitem"]')).toHaveLength(hosted.length);
  expect(groups[1].querySelectorAll('[role="menuitem"]')).toHaveLength(mcpCloneClients.length + 1);
  expect(document.activeElement).toBe(menuItems()[0]);
});

it.each(allClients.map((c) => [`${c.name} (${c.via})`, c] as const))(
  '39/61 %s: copies its snippet, announces it, closes the menu',
  async (_name, client) => {
    const toggle = await openChooser();
    const item = container.querySelector<HTMLElement>(`[data-client="${client.via}-${client.id}"]`)!;
    await act(async () => {
      item.click();
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(writeText).toHaveBeenCalledWith(client.snippet);
    expect(container.querySelector('[role="status"]')?.textContent).toBe(copyMessages.assistant(client));
    expect(container.querySelector('[role="menu"]')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  },
);

it('39 "Clone and build first" copies the setup line that prints the path', async () => {
  await openChooser();
  await act(async () => {
    menuItems().at(-1)!.click();
    await vi.advanceTimersByTimeAsync(100);
  });
  expect(writeText).toHaveBeenCalledWith(mcpSetupPrintingPath);
  expect(container.querySelector('[role="status"]')?.textContent).toBe(copyMessages.setup);
});

it('39 Escape and ArrowLeft go back to the page actions with focus on the entry; the menu stays open', async () => {
  await openChooser();
  for (const k of ['Escape', 'ArrowLeft']) {
    act(() => {
      key(document.activeElement!, k);
    });
    expect(container.querySelector('[role="menu"]')?.getAttribute('aria-label')).toBe('Page actions');
    expect(document.activeElement?.textContent).toContain('Use with your assistant');
    // ArrowRight on the entry opens the chooser again, focus on its first item.
    act(() => {
      key(document.activeElement!, 'ArrowRight');
    });
    expect(container.querySelector('[role="menu"]')?.getAttribute('aria-label')).toBe('Use with your assistant');
    expect(document.activeElement).toBe(menuItems()[0]);
  }
});
