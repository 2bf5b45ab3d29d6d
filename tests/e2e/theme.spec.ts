import type {BrowserContext, Page} from '@playwright/test';
import {contrastRatio, tintOver} from '../../src/config/accessibleColors';
import {
  chooseColourMode,
  colourModeToggle,
  decideConsent,
  desktopViewport,
  expect,
  expectColourModeChoice,
  open,
  referenceDrawn,
  startInColourMode,
  test,
} from './fixtures';

/** Docusaurus's colour-mode storage key (theme-common 3.8.1), the 'theme key' of SPEC 4. */
const themeKey = 'theme';

test.use({viewport: desktopViewport});

const mode = (page: Page) => page.locator('html');
/** How far apart two computed colours (`rgb(r, g, b)`) are, in RGB. */
const rgbDistance = (a: string, b: string) => {
  const [x, y] = [a, b].map((c) => (c.match(/\d+/g) ?? []).slice(0, 3).map(Number));
  return Math.hypot(...x.map((v, i) => v - y[i]));
};
const stored = (page: Page) => page.evaluate((k) => window.localStorage.getItem(k), themeKey);

/** Two tabs of the home page in one context (so they share storage), consent decided, at desktop width. */
async function openTwoTabs(context: BrowserContext): Promise<[Page, Page]> {
  await decideConsent(context);
  const tabs: [Page, Page] = [await context.newPage(), await context.newPage()];
  for (const tab of tabs) {
    await tab.setViewportSize(desktopViewport);
    await open(tab);
  }
  return tabs;
}

test.describe('4 theme', () => {
  test('4 the default colour mode is light', async ({page}) => {
    await page.emulateMedia({colorScheme: 'no-preference'});
    await open(page);
    await expect(mode(page)).toHaveAttribute('data-theme', 'light');
    await expectColourModeChoice(page, 'system');
    expect(await stored(page)).toBeNull();
  });

  test('4 the choice is stored under the theme key and survives a reload', async ({page}) => {
    await open(page);
    await chooseColourMode(page, 'dark');
    await expect(mode(page)).toHaveAttribute('data-theme', 'dark');
    expect(await stored(page)).toBe('dark');
    await page.reload();
    await expect(mode(page)).toHaveAttribute('data-theme', 'dark');
    await expectColourModeChoice(page, 'dark');

    await chooseColourMode(page, 'light');
    await expect(mode(page)).toHaveAttribute('data-theme', 'light');
    expect(await stored(page)).toBe('light');
    await page.reload();
    await expect(mode(page)).toHaveAttribute('data-theme', 'light');
    await expectColourModeChoice(page, 'light');
  });

  test('4 the choice is synchronised across two tabs', async ({context}) => {
    const [first, second] = await openTwoTabs(context);
    // The tab the reader clicks in is the one in front (a background tab gets no animation frames, so each click
    // waited seconds for the toggle to be stable); the other tab follows from the background.
    await first.bringToFront();
    await chooseColourMode(first, 'dark');
    await expect(mode(second)).toHaveAttribute('data-theme', 'dark');
    await expectColourModeChoice(second, 'dark');
    await chooseColourMode(first, 'light');
    await expect(mode(second)).toHaveAttribute('data-theme', 'light');
    await chooseColourMode(first, 'system');
    await expectColourModeChoice(second, 'system');
    expect(await stored(second)).toBeNull();
  });

  test('4 two quick choices while the other tab is busy: no tab stores an older one back, the last choice holds', async ({context}) => {
    const [front, busy] = await openTwoTabs(context);
    await front.bringToFront();
    // Every colour-mode choice the front tab shows, in order.
    await front.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as {seenChoices: string[]}).seenChoices = seen;
      new MutationObserver(() => seen.push(document.documentElement.dataset.themeChoice ?? '')).observe(document.documentElement, {
        attributes: true,
        attributeFilter: ['data-theme-choice'],
      });
    });
    // The other tab's main thread is blocked for 1.5 s, so both storage events wait there; Docusaurus alone then stored
    // 'light' again after 'dark' (the front tab flipped back, and sometimes stayed on light).
    const blocked = busy.evaluate(() => {
      const until = Date.now() + 1500;
      while (Date.now() < until);
    });
    const toggle = colourModeToggle(front);
    await toggle.click(); // system → light
    await toggle.click(); // light → dark
    await blocked;
    await expect(mode(busy)).toHaveAttribute('data-theme-choice', 'dark');
    // Time for any write-back to come round.
    await front.waitForTimeout(500);
    expect(await front.evaluate(() => (window as unknown as {seenChoices: string[]}).seenChoices)).toEqual(['light', 'dark']);
    expect(await stored(front)).toBe('dark');
    await expect(mode(busy)).toHaveAttribute('data-theme', 'dark');
  });

  test('4 system follows prefers-color-scheme live', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await open(page);
    await chooseColourMode(page, 'dark');
    await chooseColourMode(page, 'system');
    expect(await stored(page)).toBeNull();
    await expect(mode(page)).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(mode(page)).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({colorScheme: 'light'});
    await expect(mode(page)).toHaveAttribute('data-theme', 'light');
    // An explicit choice wins over the system preference.
    await chooseColourMode(page, 'light');
    await page.emulateMedia({colorScheme: 'dark'});
    await page.waitForTimeout(200);
    await expect(mode(page)).toHaveAttribute('data-theme', 'light');
  });

  test('4 system mode applies on first paint for a dark-scheme reader', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await open(page);
    await expect(mode(page)).toHaveAttribute('data-theme', 'dark');
    await expectColourModeChoice(page, 'system');
  });

  for (const path of ['/', '/zemu', '/Polkadot']) {
    test(`2.4 the skip-to-content link is first in tab order on ${path}`, async ({page}) => {
      await open(page, path);
      await page.keyboard.press('Tab');
      const skip = page.locator('a:focus');
      await expect(skip).toHaveText('Skip to main content');
      const href = (await skip.getAttribute('href')) ?? '';
      expect(href).toMatch(/^#./);
      await expect(page.locator(`[id="${href.slice(1)}"]`)).toHaveCount(1);
      await page.keyboard.press('Enter');
      await expect(page.locator('a:focus', {hasText: 'Skip to main content'})).toHaveCount(0);
    });
  }

  test('4 the tables\' "no" and "not recorded" marks read as text on their rows in both modes', async ({page}) => {
    // axe passes over them (a lone dash is punctuation to it, and the supported-methods mark is role="img"), so the
    // supported-methods tables' "–" at 1.7:1 on a light row went unseen: rows of them looked blank.
    const marks = [
      {path: '/ledger-apps/alephzero/supported_9.30.x', selector: '[role="img"][aria-label$=": no"]'},
      {path: '/ledger-apps/overview', selector: '[title="not recorded"]'},
    ];
    for (const {path, selector} of marks) {
      await open(page, path);
      for (const colourMode of ['light', 'dark'] as const) {
        await chooseColourMode(page, colourMode);
        await expect(mode(page)).toHaveAttribute('data-theme', colourMode);
        const pairs = await page.locator(selector).evaluateAll((els) =>
          els.slice(0, 6).map((el) => {
            // The backgrounds drawn under the mark, nearest first, down to the first opaque one (a row's stripe is a
            // translucent tint); light mode's page has none of its own, so the canvas, white, ends the list.
            const layers: string[] = [];
            for (let under: Element | null = el; under; under = under.parentElement) {
              const colour = getComputedStyle(under).backgroundColor;
              const alpha = colour.startsWith('rgba') ? Number(colour.split(',')[3].replace(')', '')) : 1;
              if (alpha > 0) layers.push(colour);
              if (alpha === 1) break;
            }
            return {mark: getComputedStyle(el).color, layers};
          }),
        );
        expect(pairs.length, `${path}: marks found`).toBeGreaterThan(0);
        for (const {mark, layers} of pairs) {
          const ground = layers.reduceRight((below, layer) => tintOver(layer, below), 'rgb(255, 255, 255)');
          expect(contrastRatio(mark, ground), `${path} ${colourMode}: ${mark} on ${ground}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });

  test('4 a secondary button is a quiet surface of the page in both modes, at rest and hovered, its label readable on it', async ({
    page,
  }) => {
    // Infima keeps its secondary button light grey in dark mode: a slab as bright as the primary button beside it
    // (16:1 against the dark page), and its outline variant filled that grey on hover under a light label.
    const buttons = [
      {path: '/', name: 'Search the docs'},
      {path: '/OpenAPI', name: 'Explorer source on GitHub'},
    ];
    for (const {path, name} of buttons) {
      await open(page, path);
      const button = page.locator('.button--secondary').filter({hasText: name});
      for (const colourMode of ['light', 'dark'] as const) {
        await chooseColourMode(page, colourMode);
        await expect(mode(page)).toHaveAttribute('data-theme', colourMode);
        for (const state of ['at rest', 'hovered'] as const) {
          if (state === 'hovered') await button.hover();
          else await page.mouse.move(0, 0);
          // Infima eases the button's colours (--ifm-button-transition-duration): read them once the change has ended.
          await expect.poll(() => button.evaluate((el) => el.getAnimations().length)).toBe(0);
          const {label, fill, ground} = await button.evaluate((el) => {
            const page = getComputedStyle(document.documentElement).backgroundColor.replace('rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)');
            const style = getComputedStyle(el);
            return {label: style.color, fill: style.backgroundColor, ground: page};
          });
          const surface = tintOver(fill, ground);
          const what = `${path} ${colourMode} ${state}: ${name}`;
          expect(contrastRatio(surface, ground), `${what}: ${surface} on the page's ${ground}`).toBeLessThan(1.5);
          expect(contrastRatio(label, surface), `${what}: label ${label} on ${surface}`).toBeGreaterThanOrEqual(7);
        }
      }
    }
  });

  test("4 dark mode: a diagram's group is a shade of the page, so the edge labels inside it are not black boxes on grey", async ({
    page,
  }) => {
    // Mermaid's dark groups were #474949; the labels on them, on the page's ground (custom.css), read as holes (3:1 apart).
    await startInColourMode(page, 'dark');
    await open(page, '/tee-signer/');
    await expect(page.locator('.docusaurus-mermaid-container svg g.cluster').first()).toBeVisible({timeout: 20_000});
    const pairs = await page
      .locator('.docusaurus-mermaid-container svg')
      .first()
      .evaluate((svg) => {
        const groups = Array.from(svg.querySelectorAll('g.cluster > rect')).map((r) => ({
          box: r.getBoundingClientRect(),
          fill: getComputedStyle(r).fill,
        }));
        return Array.from(svg.querySelectorAll('.edgeLabel'))
          .filter((l) => l.textContent?.trim())
          .flatMap((l) => {
            const box = l.getBoundingClientRect();
            const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
            const group = groups.find((g) => x > g.box.left && x < g.box.right && y > g.box.top && y < g.box.bottom);
            return group ? [{label: l.textContent!.trim(), ground: getComputedStyle(l).backgroundColor, group: group.fill}] : [];
          });
      });
    expect(pairs.length, 'edge labels inside a group').toBeGreaterThan(0);
    for (const {label, ground, group} of pairs) expect(contrastRatio(ground, group), `"${label}": ${ground} on ${group}`).toBeLessThan(1.3);
  });

  test("4 dark mode: the search modal is drawn in the site's surfaces, none darker than the page, a hit raised on it", async ({page}) => {
    // DocSearch's dark defaults: a near-black box and hits (#090a11) on a blue-grey modal (#15172a), below the page's ground.
    await startInColourMode(page, 'dark');
    await open(page, '/zemu');
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('zemu');
    await expect(page.locator('.DocSearch-Hit[aria-selected="false"]').first()).toBeVisible();
    const colours = await page.evaluate(() => {
      const background = (selector: string) => getComputedStyle(document.querySelector(selector)!).backgroundColor;
      return {
        ground: background('html'),
        modal: background('.DocSearch-Modal'),
        box: background('.DocSearch-Form'),
        hit: background('.DocSearch-Hit[aria-selected="false"] a'),
        footer: background('.DocSearch-Footer'),
        navbarButton: background('.DocSearch-Button'),
      };
    });
    // Darker means further from white.
    const darkness = (colour: string) => contrastRatio(colour, '#ffffff');
    for (const [part, colour] of Object.entries(colours))
      expect(darkness(colour), `${part} ${colour} against the page's ${colours.ground}`).toBeLessThanOrEqual(darkness(colours.ground));
    expect(darkness(colours.hit), `hit ${colours.hit} on the modal ${colours.modal}`).toBeLessThan(darkness(colours.modal));
    expect(contrastRatio(colours.hit, colours.modal)).toBeLessThan(1.5);
  });

  test("4 the API reference is drawn in the site's palette: its headings at the site's weight, its samples panel the footer's ink in light mode and raised on the page in dark, the samples sunk to the page's ground", async ({
    page,
  }) => {
    // Redoc's defaults: headings at 400, a slate samples panel (#263238) in light mode; in dark the panel (#0b0b12) and its
    // samples below the page's ground.
    test.slow();
    await page.setViewportSize({width: 1440, height: 900});
    await open(page, '/OpenAPI#tag/Account/operation/getAccountInfo');
    await referenceDrawn(page);
    const read = () =>
      page.evaluate(() => {
        const ground = (start: Element) => {
          for (let e: Element | null = start; e; e = e.parentElement) {
            const colour = getComputedStyle(e).backgroundColor;
            if (colour !== 'rgba(0, 0, 0, 0)') return colour;
          }
          return 'rgb(255, 255, 255)';
        };
        const samplesHeading = Array.from(document.querySelectorAll('.openapi-redoc h3')).find(
          (h) => h.textContent?.trim() === 'Response samples',
        )!;
        const panel = ground(samplesHeading);
        const sample = samplesHeading.parentElement!.querySelector('pre, code')!;
        return {
          page: ground(document.querySelector('main')!),
          footer: ground(document.querySelector('footer')!),
          panel,
          samples: ground(sample),
          headingWeights: [
            ...new Set(Array.from(document.querySelectorAll('.openapi-redoc :is(h1, h2, h3)'), (h) => getComputedStyle(h).fontWeight)),
          ],
          docHeadingWeight: getComputedStyle(document.documentElement).getPropertyValue('--ifm-heading-font-weight').trim(),
        };
      });
    const light = await read();
    expect(light.headingWeights).toEqual([light.docHeadingWeight]);
    expect(light.panel, "the samples panel in light mode is the footer's ink").toBe(light.footer);
    await chooseColourMode(page, 'dark');
    await expect(page.locator('.openapi-redoc')).toHaveAttribute('aria-busy', 'false');
    const dark = await read();
    const darkness = (colour: string) => contrastRatio(colour, '#ffffff');
    expect(darkness(dark.panel), `panel ${dark.panel} on the page's ${dark.page}`).toBeLessThan(darkness(dark.page));
    expect(darkness(dark.samples), `samples ${dark.samples} against the page's ${dark.page}`).toBeLessThanOrEqual(darkness(dark.page));
    expect(darkness(dark.samples), `samples ${dark.samples} sunk in the panel ${dark.panel}`).toBeGreaterThan(darkness(dark.panel));
  });

  test('4 an admonition of each kind is a tint of the page in both modes, its colour on its edge, its text readable on it', async ({
    page,
  }) => {
    // Infima's dark admonitions were solid slabs of their colour (a note #474748, a tip #003100), 0.26–0.32 of the way
    // from the page's ground to their edge colour; the site's tints are 0.05–0.14 of it.
    // A note, a tip and a warning, an info (the site's only one), a danger.
    const paths = ['/ledger-apps/zcash/zcash_workflow_v2', '/markdown-page', '/polkadot-hybrid-host-node/', '/ledger-apps/astar/build'];
    const seen = new Set<string>();
    for (const path of paths) {
      await open(page, path);
      for (const colourMode of ['light', 'dark'] as const) {
        await chooseColourMode(page, colourMode);
        await expect(mode(page)).toHaveAttribute('data-theme', colourMode);
        const boxes = await page.locator('.theme-admonition').evaluateAll((els) => {
          // Light mode's ground is transparent (Infima's --ifm-background-color): the canvas, white.
          const ground = getComputedStyle(document.documentElement).backgroundColor.replace('rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)');
          return els.map((el) => {
            const style = getComputedStyle(el);
            const kind = Array.from(el.classList).find((c) => c.startsWith('theme-admonition-'))!;
            return {
              kind: kind.slice('theme-admonition-'.length),
              ground,
              box: style.backgroundColor,
              edge: style.borderLeftColor,
              text: style.color,
            };
          });
        });
        for (const box of boxes) {
          seen.add(box.kind);
          const towardsEdge = rgbDistance(box.box, box.ground) / rgbDistance(box.edge, box.ground);
          expect(towardsEdge, `${path} ${colourMode}: ${box.kind} from the ground towards its edge`).toBeLessThan(0.2);
          expect(contrastRatio(box.text, box.box), `${path} ${colourMode}: ${box.kind} text on it`).toBeGreaterThanOrEqual(7);
        }
      }
    }
    expect([...seen].sort()).toEqual(['danger', 'info', 'note', 'tip', 'warning']);
  });
});
