import type {APIRequestContext} from '@playwright/test';
import {projects, sectionEntryPath, sections} from '../../src/data/sections';
import {landingChains, landingPath} from '../../src/data/chains';
import {markdownPathFor} from '../../src/plugins/markdown-export/paths';
import {copyMessages} from '../../src/components/chrome/CopyPage/messages';
import {mcpCloneClients, mcpHostedClients, mcpServer} from '../../src/data/mcpServer';
import {axeBuilder, violationLines} from './axe';
import {expect, open, test} from './fixtures';

/**
 * The "Copy page" control of documentation pages (and of chain and product pages, which have twins too), in the
 * browser: it puts the page's Markdown twin on the clipboard, its menu works from the keyboard and passes
 * axe, and its assistant chooser copies each client's snippet. The twins themselves (served as
 * text/markdown, the same headings as the page, linked from its <head>, Mermaid, tables and links) are
 * checked over HTTP and on every doc page and chain page of the build: tests/build/llms.test.ts,
 * tests/build/markdown-export.test.ts and tests/build/chain-landing.test.ts.
 */
// A path ending in /index is rewritten by static hosts (clean URLs) to its folder, so such entry pages are left out here.
const candidates = sections.map(sectionEntryPath).filter((route) => !route.endsWith('/index'));

/** A product page (src/pages, a project without a docs section): the first the navbar lists. */
const productPage = projects.flatMap((p) => ('to' in p ? [p.to] : []))[0];

/** A doc page of this build with a Markdown twin: the first section's entry page (all are built in CI). */
async function docPage(request: APIRequestContext): Promise<string> {
  for (const route of candidates) if ((await request.get(markdownPathFor(route))).ok()) return route;
  throw new Error('no section entry page with a Markdown twin in this build');
}

test.describe('copy page', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('"Copy page" puts the page\'s Markdown on the clipboard and announces it, on a doc, chain and product page', async ({
    page,
    request,
  }) => {
    for (const route of [await docPage(request), landingPath(landingChains[0]), productPage]) {
      const expected = await (await request.get(markdownPathFor(route))).text();
      expect(expected.startsWith('# '), route).toBe(true);
      await open(page, route);
      await page.getByRole('button', {name: 'Copy page'}).click();
      // A chain page has other live regions (keep offline): the control's own announces the copy.
      await expect(page.getByRole('status').filter({hasText: copyMessages.markdown})).toHaveCount(1);
      await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText()), route).toBe(expected);
    }
  });

  test('the menu works from the keyboard: open, move, copy the link, Escape returns focus', async ({page, request}) => {
    const route = await docPage(request);
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
    const route = await docPage(request);
    for (const mode of ['light', 'dark']) {
      await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
      await open(page, route);
      await page.getByRole('button', {name: 'More page actions'}).click();
      for (const menu of ['Page actions', 'Use with your assistant']) {
        if (menu !== 'Page actions') await page.getByRole('menuitem', {name: /Use with your assistant/}).click();
        await expect(page.getByRole('menu', {name: menu})).toBeVisible();
        const results = await axeBuilder(page).include('[data-markdown-skip]').analyze();
        expect(violationLines(results), `${mode} ${menu}`).toEqual([]);
      }
    }
  });

  test('"Use with your assistant": the hosted server by URL first, then a local clone; each item puts its exact snippet on the clipboard', async ({
    page,
    request,
  }) => {
    const route = await docPage(request);
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

  test('the menu is a chunk of its own, fetched as focus reaches the toggle; arrows pressed while it arrives count', async ({
    page,
    request,
  }) => {
    const route = await docPage(request);
    const menuChunk = /\/assets\/js\/offline-copy-page-menu\.[0-9a-f]+\.js$/;
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (menuChunk.test(new URL(r.url()).pathname)) fetched.push(r.url());
    });
    // Slow, so that the keys below are pressed before the menu's code is in.
    await page.route(menuChunk, async (r) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await r.continue();
    });
    await open(page, route);
    await page.waitForLoadState('networkidle');
    expect(fetched, 'not part of the page: fetched on the way to the menu').toEqual([]);
    const toggle = page.getByRole('button', {name: 'More page actions'});
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('[aria-busy="true"]').getByText('Loading…')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', {name: /Use with your assistant/})).toBeFocused();
    expect(fetched).toHaveLength(1);
  });

  test('the assistant chooser works from the keyboard: in, copy, back out with Escape', async ({page, request}) => {
    const route = await docPage(request);
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
    await open(page, await docPage(request));
    await page.getByRole('button', {name: 'More page actions'}).click();
    await page.getByRole('menuitem', {name: /Use with your assistant/}).click();
    const box = (await page.getByRole('menu', {name: 'Use with your assistant'}).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(8);
    expect(box.x + box.width).toBeLessThanOrEqual(390 - 8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('copy works without the async Clipboard API (fallback path)', async ({page, request}) => {
    const route = await docPage(request);
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
