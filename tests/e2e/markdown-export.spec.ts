import type {APIRequestContext, Page} from '@playwright/test';
import {sectionEntryPath, sections} from '../../src/data/sections';
import {markdownPathFor} from '../../src/plugins/markdown-export/paths';
import {copyMessages} from '../../src/components/chrome/CopyPage/messages';
import {mcpCloneClients, mcpHostedClients, mcpServer} from '../../src/data/mcpServer';
import {axeBuilder} from './axe';
import {expect, open, test} from './fixtures';

/**
 * Every documentation page has a Markdown twin at <path>.md (text/markdown), linked from the
 * page's <head>, and a "Copy page" control that puts that Markdown on the clipboard.
 * Pages: the entry page of each section the build contains, plus pages with tables, code and Mermaid.
 */
const extraPages = ['/namadexer/indexer', '/namadexer/overview', '/fevm/filecoin-solidity/actors/Miner'];

// A path ending in /index is rewritten by static hosts (clean URLs) to its folder, so such entry pages are left out here.
const candidates = [...sections.map(sectionEntryPath), ...extraPages].filter((route) => !route.endsWith('/index'));

async function builtPages(request: APIRequestContext): Promise<string[]> {
  const built: string[] = [];
  for (const route of candidates) if ((await request.get(markdownPathFor(route))).ok()) built.push(route);
  return built;
}

/** Headings h1–h3 of the doc body as the reader sees them. */
async function htmlHeadings(page: Page): Promise<string[]> {
  return page
    .locator('article .theme-doc-markdown')
    .locator('h1, h2, h3')
    .evaluateAll((els) => els.map((el) => `${'#'.repeat(Number(el.tagName[1]))} ${(el.textContent ?? '').replace(/\u200b/g, '').trim()}`));
}

/** A Markdown line as text: links, code spans, emphasis and escapes reduced to what a reader sees. */
function plainText(line: string): string {
  return line
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/(\*\*|__|\*)(\S.*?)\1/g, '$2')
    .replace(/\\(.)/g, '$1')
    .trim();
}

/** ATX headings h1–h3 of a Markdown text (as plain text), outside fenced code. */
function markdownHeadings(markdown: string): string[] {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || line.trim() === fence)) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence === null && /^#{1,3} /.test(line)) out.push(plainText(line));
  }
  return out;
}

// One test per page: the pages of sections left out of a SECTIONS= build are skipped.
for (const route of candidates) {
  test(`llms: ${route}.md serves text/markdown with the same headings as its HTML`, async ({page, request}) => {
    const response = await request.get(markdownPathFor(route));
    // Only a local SECTIONS= subset build may lack the page; CI builds every section, so a 404 fails there.
    test.skip(response.status() === 404 && process.env.CI !== 'true', 'not in this build');
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
    const markdown = await response.text();
    expect(markdown.startsWith('# ')).toBe(true);
    await page.goto(route);
    expect(markdownHeadings(markdown)).toEqual(await htmlHeadings(page));
  });
}

test('llms: the static HTML links the Markdown twin with rel="alternate" type="text/markdown"', async ({request}) => {
  for (const route of await builtPages(request)) {
    const html = await (await request.get(route)).text();
    const link = /<link[^>]*rel="?alternate"?[^>]*type="?text\/markdown"?[^>]*>/.exec(html)?.[0];
    expect(link, route).toBeDefined();
    expect(link).toContain(`href=${/href="/.test(link!) ? '"' : ''}${markdownPathFor(route)}`);
  }
});

test('llms: Mermaid diagrams come back as ```mermaid fences, tables as GFM tables, links absolute', async ({request}) => {
  const miner = await request.get('/fevm/filecoin-solidity/actors/Miner.md');
  test.skip(!miner.ok() && process.env.CI !== 'true', 'filecoin-solidity not in this build');
  const text = await miner.text();
  expect(text).toMatch(/```mermaid\nsequenceDiagram\n/);
  expect(text).toMatch(/\n\| .+ \|\n\| --- \|/);
  expect(text).not.toMatch(/\]\(\/(?!\/)/); // no site-relative link left
});

test.describe('copy page', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('"Copy page" puts the page\'s Markdown on the clipboard and announces it', async ({page, request}) => {
    const route = (await builtPages(request))[0];
    const expected = await (await request.get(markdownPathFor(route))).text();
    await open(page, route);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status')).toHaveText(copyMessages.markdown);
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  test('the menu works from the keyboard: open, move, copy the link, Escape returns focus', async ({page, request}) => {
    const route = (await builtPages(request))[0];
    await open(page, route);
    const toggle = page.getByRole('button', {name: 'More page actions'});
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', {name: 'Page actions'});
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menuitem', {name: /Copy as Markdown/})).toBeFocused();
    await expect(page.getByRole('menuitem', {name: /Open as Markdown/})).toHaveAttribute('href', markdownPathFor(route));
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', {name: /Copy link/})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(page.getByRole('status')).toHaveText(copyMessages.link);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(route, page.url()).href);

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('menuitem', {name: /Copy as Markdown/})).toBeFocused();
    await page.keyboard.press('ArrowUp'); // wraps around to the last item
    await expect(page.getByRole('menuitem', {name: /Copy link/})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the control, its open menu and the assistant chooser have no axe violations, in light and dark mode', async ({page, request}) => {
    test.setTimeout(150_000); // four axe runs over a documentation page
    const route = (await builtPages(request))[0];
    for (const mode of ['light', 'dark']) {
      await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
      await open(page, route);
      await page.getByRole('button', {name: 'More page actions'}).click();
      for (const menu of ['Page actions', 'Use with your assistant']) {
        if (menu !== 'Page actions') await page.getByRole('menuitem', {name: /Use with your assistant/}).click();
        await expect(page.getByRole('menu', {name: menu})).toBeVisible();
        const results = await axeBuilder(page).include('[data-markdown-skip]').analyze();
        expect(results.violations.map((v) => `${mode} ${menu}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }
    }
  });

  test('"Use with your assistant": the hosted server by URL first, then a local clone; each item puts its exact snippet on the clipboard', async ({
    page,
    request,
  }) => {
    const route = (await builtPages(request))[0];
    await open(page, route);
    const groups = {url: 'By URL: nothing to install', clone: 'From a local clone (offline)'};
    for (const client of [...mcpHostedClients(), ...mcpCloneClients]) {
      await page.getByRole('button', {name: 'More page actions'}).click();
      await page.getByRole('menuitem', {name: /Use with your assistant/}).click();
      const chooser = page.getByRole('menu', {name: 'Use with your assistant'});
      await expect(chooser).toBeVisible();
      await expect(chooser.getByRole('group')).toHaveCount(2);
      await chooser
        .getByRole('group', {name: groups[client.via]})
        .getByRole('menuitem', {name: new RegExp(`^${client.name} `)})
        .click();
      await expect(chooser).toBeHidden();
      await expect(page.getByRole('status')).toHaveText(copyMessages.assistant(client));
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(client.snippet);
      // The hosted clients name the site's own /mcp URL; a clone's JSON has the one marked placeholder.
      if (client.via === 'url') expect(copied).toContain(mcpServer.url);
      else if (client.kind === 'json') expect(JSON.stringify(JSON.parse(copied))).toContain(mcpServer.clonePathPlaceholder);
    }
  });

  test('the assistant chooser works from the keyboard: in, copy, back out with Escape', async ({page, request}) => {
    const route = (await builtPages(request))[0];
    await open(page, route);
    const toggle = page.getByRole('button', {name: 'More page actions'});
    const actions = page.getByRole('menu', {name: 'Page actions'});
    const chooser = page.getByRole('menu', {name: 'Use with your assistant'});
    const entry = page.getByRole('menuitem', {name: /Use with your assistant/});
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(entry).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chooser).toBeVisible();
    await expect(chooser).toHaveAccessibleDescription(new RegExp(mcpServer.clonePathPlaceholder));
    await expect(chooser.getByRole('menuitem', {name: 'Back to page actions'})).toBeFocused();
    // Down to the last hosted client (VS Code, by URL), then copy it with Enter.
    const hosted = mcpHostedClients();
    for (let i = 0; i < hosted.length; i++) await page.keyboard.press('ArrowDown');
    const last = hosted.at(-1)!;
    await expect(
      chooser.getByRole('group', {name: 'By URL: nothing to install'}).getByRole('menuitem', {name: new RegExp(`^${last.name} `)}),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chooser).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(page.getByRole('status')).toHaveText(copyMessages.assistant(last));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(last.snippet);

    // Escape in the chooser goes back to the page actions, on the entry; a second Escape closes the menu.
    await page.keyboard.press('Enter');
    await expect(actions).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(entry).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(chooser).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(actions).toBeVisible();
    await expect(entry).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(actions).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('on a phone the open chooser stays inside the screen (no sideways scroll)', async ({page, request}) => {
    await page.setViewportSize({width: 390, height: 844});
    await open(page, (await builtPages(request))[0]);
    await page.getByRole('button', {name: 'More page actions'}).click();
    await page.getByRole('menuitem', {name: /Use with your assistant/}).click();
    const box = (await page.getByRole('menu', {name: 'Use with your assistant'}).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(8);
    expect(box.x + box.width).toBeLessThanOrEqual(390 - 8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('copy works without the async Clipboard API (fallback path)', async ({page, request}) => {
    const route = (await builtPages(request))[0];
    const expected = await (await request.get(markdownPathFor(route))).text();
    await page.addInitScript(() => {
      // A browser without navigator.clipboard (e.g. plain http on another host): execCommand('copy') is used.
      Object.defineProperty(Navigator.prototype, 'clipboard', {get: () => undefined, configurable: true});
      const copied: string[] = [];
      (window as unknown as {copied: string[]}).copied = copied;
      document.addEventListener('copy', () => copied.push((document.activeElement as HTMLTextAreaElement | null)?.value ?? ''));
    });
    await open(page, route);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status')).toHaveText(copyMessages.markdown);
    const copied = await page.evaluate(() => (window as unknown as {copied: string[]}).copied);
    expect(copied).toHaveLength(1);
    expect(copied[0].trim()).toBe(expected.trim());
  });
});
