/**
 * SPEC 2.8 navigation behaviour, 8 (next route fails to load) and 9 (progress bar constants),
 * in Chromium against the public production build. These are Docusaurus 3.8.1 behaviours
 * (core/lib/client: PendingNavigation, ClientLifecyclesDispatcher, normalizeLocation,
 * docusaurus.js; theme-classic nprogress), proven here so an upgrade cannot drop them.
 */
import type {Page} from '@playwright/test';
import {limits} from '../../src/data/site';
import {axeBuilder, violationLines} from './axe';
import {
  desktopViewport,
  documentWasReloaded,
  emulateConnection,
  expect,
  hydrated,
  isScriptChunk,
  markDocument,
  open,
  test,
  watchConsole,
} from './fixtures';
import {internalsBuilt, withoutInternals} from './internals';
import {notFoundTitle} from './site-pages';

test.use({viewport: desktopViewport});

const from = '/zemu/quickstart';
const to = '/zemu/advanced-moves';
const hashTarget = 'the-snapshot-workflow';

/** The in-content link of /zemu/quickstart to a heading of /zemu/advanced-moves. */
const hashLink = (page: Page) => page.locator(`article a[href="${to}#${hashTarget}"]`).first();
/** A sidebar link to /zemu/advanced-moves (no hash). */
const plainLink = (page: Page) => page.locator(`nav.menu a[href="${to}"]`).first();

test('2.8 scroll goes to the top on a route change', async ({page}) => {
  await open(page, from);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await plainLink(page).click();
  await expect(page).toHaveURL(new RegExp(`${to}$`));
  await expect(page.locator('h1').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('2.8 scroll goes to the hash target on a route change with a hash', async ({page}) => {
  await open(page, from);
  await hashLink(page).click();
  await expect(page).toHaveURL(new RegExp(`${to}#${hashTarget}$`));
  const heading = page.locator(`[id="${hashTarget}"]`);
  await expect(heading).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeLessThan(200);
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(0);
});

test('2.8 heading anchors link to #id and select the heading', async ({page}) => {
  await open(page, to);
  const headings = page.locator('article :is(h2, h3)[id]');
  const count = await headings.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const id = await headings.nth(i).getAttribute('id');
    await expect(headings.nth(i).locator('a.hash-link')).toHaveAttribute('href', `#${id}`);
  }
  const id = await headings.first().getAttribute('id');
  await headings.first().hover();
  await headings.first().locator('a.hash-link').click();
  await expect(page).toHaveURL(new RegExp(`${to}#${id}$`));
});

for (const [served, route] of [
  ['/zemu/quickstart.html', '/zemu/quickstart'],
  ['/zemu/index.html', '/zemu'],
] as const) {
  test(`2.8 ${served} is normalised to the route ${route}`, async ({page, request}) => {
    // The static host would redirect; serve the page at the .html path itself so only the
    // client router's normalisation decides what renders after hydration.
    const body = await (await request.get(route)).text();
    await page.route(`**${served}`, (r) => r.fulfill({status: 200, contentType: 'text/html', body}));
    const console = watchConsole(page);
    await open(page, served);
    const h1 = (await (await request.get(route)).text()).match(/<h1[^>]*>(.*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, '');
    await expect(page.locator('h1').first()).toHaveText(h1!);
    await expect(page.getByRole('heading', {name: notFoundTitle})).toHaveCount(0);
    // Known: React reports a recoverable hydration mismatch (#418) for a page served at its .html
    // path; it re-renders on the client and the right page shows. Anything else is a failure.
    expect(console.errors.filter((e) => !e.includes('Minified React error #418'))).toEqual([]);
  });
}

test('8 next route fails to load: a warning is logged and the page reloads', async ({page}) => {
  const console = watchConsole(page);
  await open(page, from);
  await markDocument(page);
  // Chunks fail until the page reloads (the reload's document request ends the fault). Routing
  // turns the HTTP cache off, so the next route's chunks really hit this handler.
  let failing = true;
  await page.route('**/*', (r) => {
    if (r.request().isNavigationRequest()) failing = false;
    return failing && isScriptChunk(r.request().url()) ? r.abort('failed') : r.continue();
  });
  await plainLink(page).click();
  await expect.poll(() => documentWasReloaded(page), {timeout: 15_000}).toBe(true);
  expect(console.warnings.some((w) => /loading chunk|ChunkLoadError|failed/i.test(w))).toBe(true);
  await expect(page).toHaveURL(new RegExp(`${to}$`));
  await hydrated(page);
  await expect(page.locator('article h1')).toBeVisible();
});

test('2.8 9 the progress bar starts after 200 ms, trickles, and completes when the route has updated', async ({page}) => {
  await open(page, from);
  // Hold the next route's chunks for 2.5 s, so the bar has time to start and trickle.
  await page.route(
    (url) => isScriptChunk(url.href),
    async (r) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await r.continue();
    },
  );
  await page.evaluate((target) => {
    const w = window as unknown as {
      __np: {t0: number; shown?: number; removed?: number; routed?: number; bars: [number, string][]; markup?: string};
    };
    w.__np = {t0: 0, bars: []};
    const rec = w.__np;
    new MutationObserver(() => {
      const now = performance.now() - rec.t0;
      const bar = document.querySelector<HTMLElement>('#nprogress .bar');
      if (bar && rec.shown === undefined) {
        rec.shown = now;
        rec.markup = document.getElementById('nprogress')!.innerHTML;
      }
      if (!bar && rec.shown !== undefined && rec.removed === undefined) rec.removed = now;
      if (bar) {
        const last = rec.bars.at(-1)?.[1];
        if (bar.style.transform !== last) rec.bars.push([now, bar.style.transform]);
      }
      if (rec.routed === undefined && window.location.pathname === target) rec.routed = now;
    }).observe(document.documentElement, {subtree: true, childList: true, attributes: true, attributeFilter: ['style']});
    const link = document.querySelector<HTMLAnchorElement>(`nav.menu a[href="${target}"]`)!;
    rec.t0 = performance.now();
    link.click();
  }, to);
  // The URL changes at once (history.push); the bar comes and goes while the chunks are held.
  await expect(page).toHaveURL(new RegExp(`${to}$`));
  await expect
    .poll(() => page.evaluate(() => (window as unknown as {__np: {removed?: number}}).__np.removed), {timeout: 10_000})
    .toBeGreaterThan(0);
  const np = await page.evaluate(() => (window as unknown as {__np: {shown: number; removed: number; bars: [number, string][]}}).__np);
  const [, afterTwoSeconds] = [0, np.bars.filter(([t]) => t > np.shown && t < np.shown + 2000)];
  // Starts only after the delay (SPEC 9: 200 ms), and while the route is still loading (its chunks are held
  // 2.5 s). A tighter upper bound timed the machine: 743 ms once in a fresh-clone CI run on 2 busy cores.
  expect(np.shown).toBeGreaterThanOrEqual(limits.progressBarDelayMs);
  expect(np.shown).toBeLessThan(2500);
  // nprogress minimum 0.08: the bar starts at 8 % (translate -92 %).
  expect(np.bars[0][1]).toContain('-92%');
  // Trickles every 800 ms: about two steps in the first two seconds, not ten (nprogress' 200 ms).
  expect(afterTwoSeconds.length).toBeGreaterThanOrEqual(1);
  expect(afterTwoSeconds.length).toBeLessThanOrEqual(3);
  // Completes (goes to 100 % and is removed) only once the route has updated.
  expect(np.bars.some(([, t]) => t.includes('translate3d(0%') || t.includes('translate(0%'))).toBe(true);
  expect(np.removed).toBeGreaterThan(2500);
  // The bar as it was shown carries no made-up ARIA role (nprogress's role="bar", an axe critical): it is decorative
  // (src/routing/progressBar.ts). axe runs over a copy, as the bar itself is gone by now.
  const markup = await page.evaluate(() => (window as unknown as {__np: {markup: string}}).__np.markup);
  expect(markup).not.toContain('role=');
  expect(markup).toContain('aria-hidden="true"');
  await page.evaluate((html) => {
    const copy = document.createElement('div');
    copy.id = 'progress-bar-copy';
    copy.innerHTML = html;
    document.body.append(copy);
  }, markup);
  expect(violationLines(await axeBuilder(page).include('#progress-bar-copy').analyze())).toEqual([]);
});

test('2.8 a route change that loads within 200 ms shows no progress bar', async ({page}) => {
  await open(page, from);
  // Load the next route's chunks first (hover preloads), so the change itself is quick.
  await plainLink(page).hover();
  await page.waitForLoadState('networkidle');
  await page.evaluate((target) => {
    const rec: {t0: number; bar?: number; rendered?: number} = {t0: 0};
    (window as unknown as {__np: typeof rec}).__np = rec;
    const before = document.querySelector('article h1')?.textContent;
    new MutationObserver(() => {
      const now = performance.now() - rec.t0;
      if (rec.bar === undefined && document.getElementById('nprogress')) rec.bar = now;
      if (rec.rendered === undefined && window.location.pathname === target && document.querySelector('article h1')?.textContent !== before)
        rec.rendered = now;
    }).observe(document.documentElement, {subtree: true, childList: true, characterData: true});
    rec.t0 = performance.now();
    document.querySelector<HTMLAnchorElement>(`nav.menu a[href="${target}"]`)!.click();
  }, to);
  await expect(page).toHaveURL(new RegExp(`${to}$`));
  await expect.poll(() => page.evaluate(() => (window as unknown as {__np: {rendered?: number}}).__np.rendered)).toBeGreaterThan(0);
  await page.waitForTimeout(limits.progressBarDelayMs + 300);
  const np = await page.evaluate(() => (window as unknown as {__np: {bar?: number; rendered: number}}).__np);
  // theme-classic's nprogress starts the bar 200 ms (SPEC 9) after a route change and cancels it once the route's code
  // has loaded, before the page renders. With the code preloaded that is at once, and no bar shows; but on two busy
  // cores it once took longer (a fresh-clone run, 1 of 389 tests). Either way the bar never shows before the delay,
  // nor after the new page is in.
  if (np.bar !== undefined) {
    expect(np.bar).toBeGreaterThanOrEqual(limits.progressBarDelayMs);
    expect(np.bar).toBeLessThan(np.rendered);
  }
});

for (const connection of [
  {label: '2g', effectiveType: '2g', saveData: false},
  {label: 'data-saver', effectiveType: '4g', saveData: true},
]) {
  test(`2.8 prefetching is skipped on ${connection.label} connections`, async ({page}) => {
    await emulateConnection(page, connection);
    await open(page, from);
    await page.waitForLoadState('networkidle');
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (isScriptChunk(r.url())) chunks.push(r.url());
    });
    await plainLink(page).hover();
    await page.waitForTimeout(500);
    expect(await page.locator('head link[rel="prefetch"]').count()).toBe(0);
    expect(chunks).toEqual([]);
    // Navigation still works: the route loads on click.
    await plainLink(page).click();
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.locator('article h1')).toBeVisible();
  });
}

test('2.8 prefetching happens on a fast connection (control for the 2g and data-saver tests)', async ({page}) => {
  await emulateConnection(page, {effectiveType: '4g', saveData: false});
  await open(page, from);
  await expect.poll(() => page.locator('head link[rel="prefetch"]').count()).toBeGreaterThan(0);
});

test('2.8 links are prefetched in idle time, each route once (src/internals/client/idlePrefetch.ts)', async ({page}) => {
  // Idle prefetching is the internals' refinement; without them Docusaurus prefetches as links come into view.
  test.skip(!internalsBuilt, withoutInternals);
  // Records, for every <link rel=prefetch> added, whether it was added from an idle callback.
  await page.addInitScript(() => {
    const w = window as unknown as {__prefetches: {href: string; idle: boolean}[]};
    w.__prefetches = [];
    let idle = false;
    const request = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (run, options) =>
      request((deadline) => {
        idle = true;
        try {
          run(deadline);
        } finally {
          idle = false;
        }
      }, options);
    const append = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
      if (child instanceof HTMLLinkElement && child.rel === 'prefetch') w.__prefetches.push({href: child.getAttribute('href') ?? '', idle});
      return append.call(this, child) as T;
    };
  });
  await open(page, from);
  const recorded = () => page.evaluate(() => (window as unknown as {__prefetches: {href: string; idle: boolean}[]}).__prefetches);
  // Idle periods come after the page has gone quiet: wait for the first prefetch, not for the network.
  await expect.poll(async () => (await recorded()).length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect((await recorded()).filter((p) => !p.idle)).toEqual([]);
  // The sidebar's link to the next page was in view, so its route was queued: asking again queues nothing.
  expect(await page.evaluate((path) => window.docusaurus.prefetch(path) === false, to)).toBe(true);
});

test('2.8 sidebars cannot be hidden and expanding a category leaves the others open', async ({page}) => {
  await open(page, '/ledger-apps/overview');
  const sidebar = page.locator('aside.theme-doc-sidebar-container');
  await expect(sidebar).toBeVisible();
  // Docusaurus's "collapse sidebar" button exists only with docs.sidebar.hideable.
  await expect(page.locator('button[title="Collapse sidebar"], [class*="collapseSidebarButton"]')).toHaveCount(0);
  await expect(sidebar.getByRole('button', {name: /collapse sidebar/i})).toHaveCount(0);
  const collapsed = sidebar.locator('li.theme-doc-sidebar-item-category.menu__list-item--collapsed');
  expect(await collapsed.count()).toBeGreaterThanOrEqual(2);
  const first = collapsed.nth(0);
  const second = collapsed.nth(1);
  const firstLabel = (await first.locator('.menu__link').first().innerText()).trim();
  const secondLabel = (await second.locator('.menu__link').first().innerText()).trim();
  const category = (label: string) =>
    sidebar
      .locator('li.theme-doc-sidebar-item-category', {has: page.locator('.menu__list-item-collapsible .menu__link', {hasText: label})})
      .first();
  const expand = async (label: string) => {
    const item = category(label);
    const caret = item.locator('.menu__caret, button.clean-btn').first();
    if (await caret.count()) await caret.click();
    else await item.locator('.menu__link').first().click();
  };
  // Open, and done opening: the theme's Collapsible animates the list's height, moving every item under it, and a
  // click on the next caret while it moves could land on a link of the list that is opening (a flaky failure in CI).
  const expectOpen = async (label: string) => {
    await expect(category(label)).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(category(label).locator(':scope > ul')).toHaveAttribute('style', /height: auto/);
  };
  await expand(firstLabel);
  await expectOpen(firstLabel);
  await expand(secondLabel);
  await expectOpen(secondLabel);
  // Not auto-collapsed: the first stays open.
  await expectOpen(firstLabel);
  await expect(page, 'no caret click followed a link').toHaveURL(/\/ledger-apps\/overview$/);
});
