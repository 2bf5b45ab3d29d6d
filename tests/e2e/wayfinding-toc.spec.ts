import type {Page} from '@playwright/test';
import {expect, hydrated, open, routeScriptChunks, test} from './fixtures';
import {lineBreaks} from './text-lines';

/**
 * Issue 19, item 3, in the browser: the table of contents lists every h2/h3 a reader sees, on
 * desktop and in the phone's collapsible "On this page", on pages whose headings a component draws.
 * (tests/build/toc.test.ts checks the desktop TOC of every page of the build.) And a section the
 * reader arrived at, or scrolled to, stays in place while a diagram above it draws.
 */
const pages = [
  {route: '/ledger-apps/zcash/APDUSPEC', scope: 'article'},
  {route: '/ledger-apps/polkadot/APDUSPEC', scope: 'article'},
  {route: '/Polkadot', scope: 'main'},
];

const headingIds = (page: Page, scope: string) => page.locator(`${scope} :is(h2, h3)[id]`).evaluateAll((hs) => hs.map((h) => h.id));
const entryIds = (page: Page, toc: string) =>
  page.locator(`${toc} a.table-of-contents__link`).evaluateAll((as) => as.map((a) => decodeURIComponent(a.getAttribute('href')!.slice(1))));

for (const {route, scope} of pages) {
  test(`19.3 desktop: "On this page" of ${route} lists every h2/h3 in page order`, async ({page}) => {
    await page.setViewportSize({width: 1440, height: 900});
    await open(page, route);
    const ids = await headingIds(page, scope);
    expect(ids.length).toBeGreaterThan(1);
    await expect(page.locator('.theme-doc-toc-desktop')).toBeVisible();
    expect(await entryIds(page, '.theme-doc-toc-desktop')).toEqual(ids);
  });

  test(`19.3 phone: the collapsible "On this page" of ${route} lists every h2/h3, and an entry scrolls to its heading`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await open(page, route);
    const ids = await headingIds(page, scope);
    await expect(page.locator('.theme-doc-toc-desktop')).toBeHidden();
    const toggle = page.locator('.theme-doc-toc-mobile button', {hasText: 'On this page'});
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.theme-doc-toc-mobile a.table-of-contents__link').first()).toBeVisible();
    expect(await entryIds(page, '.theme-doc-toc-mobile')).toEqual(ids);
    // The list opens in a height transition (Docusaurus's Collapsible sets height:auto when it ends);
    // on a busy machine a click while it still grows can land on what the growing list moves.
    await expect
      .poll(() =>
        page
          .locator('.theme-doc-toc-mobile .table-of-contents')
          .first()
          .evaluate((ul) => ul.parentElement!.style.height),
      )
      .toBe('auto');
    const last = ids.at(-1)!;
    await page.locator(`.theme-doc-toc-mobile a[href="#${last}"]`).click();
    await expect(page).toHaveURL(new RegExp(`#${last}$`));
    await expect(page.locator(`[id="${last}"]`)).toBeInViewport();
  });
}

test("a long name in a heading's code wraps in the table of contents between its parts, never inside a word", async ({page}) => {
  await page.setViewportSize({width: 1440, height: 900});
  await open(page, '/filecoin-signing-tools/rs_native_api');
  // The Rust API's headings are its function and module names (snake case, paths with ::), some longer than the
  // ~200 px column holds: each may break after an underscore or after ::.
  const breaks = (await lineBreaks(page.locator('.theme-doc-toc-desktop code'))).flat();
  expect(breaks.filter((b) => b.startsWith('deserialize_constructor')).length, 'the longest name wraps').toBeGreaterThan(0);
  expect(
    breaks.filter((b) => !/(_|::)\|/.test(b)),
    'cut inside a word',
  ).toEqual([]);
});

/** A section below a diagram (the diagram draws in the browser only, after the page has loaded). */
const belowDiagram = {route: '/drand/contribution/technicals', id: 'full-pull-request-lists'};

/** Holds back the diagram renderer's chunk (the one that names mermaid's container class) until the test lets it go. */
async function holdDiagramRenderer(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await routeScriptChunks(page, async (_route, code) => {
    if (code.includes('docusaurus-mermaid-container')) await released;
    return false;
  });
  return release;
}

/** Where the section's heading is in the window once the diagram has drawn and two frames have been painted. */
async function headingTopOnceDrawn(page: Page): Promise<number> {
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
  return page
    .locator(`[id="${belowDiagram.id}"]`)
    .evaluate(
      (heading) =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(heading.getBoundingClientRect().top))),
        ),
    );
}

/** Where the section's heading is on arrival, with the diagram above it still on its way. */
async function arrivedAt(page: Page): Promise<number> {
  const heading = page.locator(`[id="${belowDiagram.id}"]`);
  // The diagram, still on its way, comes before the section in the page.
  const drawingFirst = await heading.evaluate((h) => {
    const pending = document.querySelector('article [aria-busy="true"]');
    return !!pending && !!(pending.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(drawingFirst, `a diagram still drawing above #${belowDiagram.id}`).toBe(true);
  const top = await heading.evaluate((h) => h.getBoundingClientRect().top);
  expect(top).toBeLessThan(200);
  return top;
}

/** Opens the section's address directly (a shared link, a result of another site's search). */
async function arriveBelowTheDiagram(page: Page): Promise<{release: () => void; arrivedAt: number}> {
  const release = await holdDiagramRenderer(page);
  await page.goto(`${belowDiagram.route}#${belowDiagram.id}`);
  await hydrated(page);
  return {release, arrivedAt: await arrivedAt(page)};
}

test('a reader who opens a link to a section below a diagram stays on it while the diagram draws', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  const {release, arrivedAt} = await arriveBelowTheDiagram(page);
  release();
  expect(Math.abs((await headingTopOnceDrawn(page)) - arrivedAt)).toBeLessThanOrEqual(1);
});

test('a reader who picks a section below a diagram in the search dialog stays on it while the diagram draws', async ({page}) => {
  await page.setViewportSize({width: 1440, height: 900});
  // A page without a diagram: the renderer is first asked for by the section's page.
  await open(page, '/ping');
  const release = await holdDiagramRenderer(page);
  await page.keyboard.press('Control+k');
  await page.getByRole('searchbox').fill('full pull-request lists drand');
  const href = `${belowDiagram.route}#${belowDiagram.id}`;
  await page.locator(`.DocSearch-Hit a[href="${href}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const top = await arrivedAt(page);
  release();
  expect(Math.abs((await headingTopOnceDrawn(page)) - top)).toBeLessThanOrEqual(1);
});

test('a reader who has scrolled on from the section keeps what they read in place while the diagram above draws', async ({page}) => {
  await page.setViewportSize({width: 1440, height: 900});
  const {release, arrivedAt} = await arriveBelowTheDiagram(page);
  // The reader scrolls on themselves: the section is no longer held, and the browser's own scroll anchoring
  // keeps the text in place (on a doc page it anchored on the sticky sidebar, which never moves).
  await page.mouse.move(700, 500);
  await page.mouse.wheel(0, 200);
  const heading = page.locator(`[id="${belowDiagram.id}"]`);
  await expect.poll(() => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBeLessThan(arrivedAt - 150);
  const scrolledTo = await heading.evaluate((h) => h.getBoundingClientRect().top);
  release();
  expect(Math.abs((await headingTopOnceDrawn(page)) - scrolledTo)).toBeLessThanOrEqual(1);
});
