import type {Locator, Page} from '@playwright/test';
import {consentStorageKey} from '../../src/consent/services';
import {contrastRatio} from '../../src/config/accessibleColors';
import {axeBuilder} from './axe';
import {expect, open, referenceDrawn, test} from './fixtures';

// A first visit: no consent decided yet, as a new reader arrives.
test.use({consentDecided: false});

/**
 * SPEC 3, 7, 8 consent and analytics, with every non-loopback request intercepted:
 * nothing third-party runs before the reader agrees. The build under test has
 * ANALYTICS_GTAG_ID set (see scripts/test-all.sh); gtag.js is answered by a local stub.
 */
const gtagStub = `window.__gtagStubLoaded = true;`;

interface Recorder {
  external: string[];
  pageViews: () => Promise<string[]>;
}

async function record(page: Page, options: {failTag?: boolean} = {}): Promise<Recorder> {
  const external: string[] = [];
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, async (route) => {
    const url = route.request().url();
    external.push(url);
    if (url.startsWith('https://www.googletagmanager.com/gtag/js') && !options.failTag) {
      await route.fulfill({status: 200, contentType: 'text/javascript', body: gtagStub});
    } else {
      await route.abort();
    }
  });
  return {
    external,
    pageViews: () =>
      page.evaluate(() =>
        ((window as unknown as {dataLayer?: IArguments[]}).dataLayer ?? [])
          .map((args) => Array.from(args))
          .filter((a) => a[0] === 'event' && a[1] === 'page_view')
          .map((a) => (a[2] as {page_path: string}).page_path),
      ),
  };
}

const notice = (page: Page) => page.locator('#consent-notice .cookie-notice');

test('3 first visit: no analytics or consent host is contacted and nothing is stored', async ({page, context}) => {
  const rec = await record(page);
  await open(page, '/');
  await expect(notice(page)).toBeVisible();
  await page.getByRole('link', {name: 'Zemu', exact: true}).first().click();
  await expect(page).toHaveURL(/\/zemu$/);
  expect(rec.external).toEqual([]);
  expect(await rec.pageViews()).toEqual([]);
  const stored = await page.evaluate(() => Object.keys(localStorage));
  expect(stored).not.toContain('klaro');
  expect((await context.cookies()).map((c) => c.name).filter((n) => n.startsWith('_ga'))).toEqual([]);
});

test('3 the notice is in the page itself: shown before any script bundle runs, and only while undecided', async ({page}) => {
  await record(page);
  // No bundle: what shows is the HTML and its inline scripts, i.e. the first paint.
  await page.route(/\/assets\/js\//, (route) => route.abort());
  await page.goto('/Polkadot');
  await expect(notice(page)).toBeVisible();
  await expect(notice(page).getByRole('button', {name: 'Accept all'})).toBeVisible();
  await page.evaluate(
    (key) => localStorage.setItem(key, encodeURIComponent(JSON.stringify({cloudflare: true, klaro: true, analytics: false}))),
    consentStorageKey,
  );
  await page.reload();
  await expect(page.locator('#consent-notice')).toHaveCount(1);
  await expect(page.locator('#consent-notice')).toBeHidden();
});

/** Where an element's box ends and the notice's begins (the page's copy unless another is named), in whole pixels of the window. */
async function bottomAndNoticeTop(page: Page, what: Locator, shown = notice(page)): Promise<{bottom: number; noticeTop: number}> {
  const box = (await what.boundingBox())!;
  const noticeBox = (await shown.boundingBox())!;
  return {bottom: Math.ceil(box.y + box.height), noticeTop: Math.floor(noticeBox.y)};
}

/**
 * Back to top, shown as Docusaurus shows it (the reader scrolls back up, far enough down the page), is above the shown
 * notice and takes the click. Scroll events fire once a frame: two scrolls within one frame read as a single scroll
 * down, so the second waits two frames.
 */
async function expectBackToTopAbove(page: Page, shown: Locator): Promise<void> {
  const backToTop = page.getByRole('button', {name: 'Scroll back to top'});
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.scrollTo(0, 2400);
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            window.scrollTo(0, 2000);
            resolve();
          }),
        );
      }),
  );
  await expect(backToTop).toHaveClass(/backToTopButtonShow/);
  await expect
    .poll(async () => {
      const {bottom, noticeTop} = await bottomAndNoticeTop(page, backToTop, shown);
      return bottom < noticeTop;
    }, `back to top above the notice at ${page.viewportSize()!.width} px`)
    .toBe(true);
  // Playwright clicks only what receives the click at that point: not a button under the notice.
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

test('3 8 while the notice is shown, back to top stays above it and usable, and a link tabbed to is scrolled clear of it (WCAG 2.4.11)', async ({
  page,
}) => {
  const link = page.locator('article p a[href^="/"]').nth(5);
  await open(page, '/ledger-apps/filecoin/APDUSPEC');
  for (const width of [1440, 390]) {
    await page.setViewportSize({width, height: width === 390 ? 844 : 900});
    await expect(notice(page)).toBeVisible();
    await expectBackToTopAbove(page, notice(page));

    // A link put where the notice covers it, then reached with the keyboard from the element before it.
    await link.evaluate((a) => {
      const band = document.querySelector('#consent-notice .cookie-notice')!.getBoundingClientRect();
      window.scrollBy(0, a.getBoundingClientRect().top - (band.top + band.height / 2));
    });
    await expect
      .poll(async () => {
        const {bottom, noticeTop} = await bottomAndNoticeTop(page, link);
        return bottom > noticeTop;
      }, 'the link under the notice before it gets the focus')
      .toBe(true);
    await link.evaluate((a) => {
      const focusable = Array.from(document.querySelectorAll<HTMLElement>('a[href], button'));
      focusable[focusable.indexOf(a as HTMLElement) - 1].focus({preventScroll: true});
    });
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    const {bottom, noticeTop} = await bottomAndNoticeTop(page, link);
    expect(bottom, `the focused link at ${width} px`).toBeLessThanOrEqual(noticeTop);
  }
  // Decided: the notice goes, and so does the room kept for it.
  await notice(page).getByRole('button', {name: 'Only necessary'}).click();
  await expect(notice(page)).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom)).toBe('0px');
  // Docusaurus eases the button's every change (transition: all): it slides back down.
  await expect.poll(() => page.locator('.theme-back-to-top-button').evaluate((b) => getComputedStyle(b).translate)).toMatch(/^(none|0px)$/);
});

test("3 while the notice is shown, the API reference's phone menu button stays above it and opens the menu", async ({page}) => {
  // Redoc's draw may take referenceDrawn's full limit.
  test.slow();
  await page.setViewportSize({width: 390, height: 844});
  await open(page, '/OpenAPI');
  await referenceDrawn(page);
  const button = page.getByRole('button', {name: 'Operations menu'});
  await expect(button).toBeVisible();
  await expect(notice(page)).toBeVisible();
  const {bottom, noticeTop} = await bottomAndNoticeTop(page, button);
  expect(bottom).toBeLessThan(noticeTop);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
});

test('3 while the notice is shown, a long table of contents at 1440 px ends above it and its last entry can be scrolled to', async ({
  page,
}) => {
  await page.setViewportSize({width: 1440, height: 900});
  // The longest table of contents of the build: taller than the window less the navbar.
  await open(page, '/ledger-apps/tezos/APDUSPEC');
  await expect(notice(page)).toBeVisible();
  const toc = page.locator('.theme-doc-toc-desktop');
  const clearOfNotice = async (what: Locator) => {
    const {bottom, noticeTop} = await bottomAndNoticeTop(page, what);
    return bottom <= noticeTop;
  };
  // Stuck under the navbar, as the reader sees it once past the page's top.
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => clearOfNotice(toc), 'the table of contents ends above the notice').toBe(true);
  expect(await toc.evaluate((box) => box.scrollHeight > box.clientHeight), 'the table of contents scrolls in its box').toBe(true);
  const last = toc.locator('a').last();
  await toc.evaluate((box) => box.scrollTo(0, box.scrollHeight));
  await expect.poll(() => clearOfNotice(last), 'the last entry above the notice').toBe(true);
  // Playwright clicks only what receives the click at that point: not a link under the notice.
  const hash = new URL((await last.getAttribute('href'))!, 'http://x').hash;
  await last.click();
  await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(hash);
});

test("3 Klaro's own notice, drawn when the reader closes the settings dialog undecided, keeps the same room: back to top stays above it", async ({
  page,
}) => {
  await open(page, '/ledger-apps/filecoin/APDUSPEC');
  await notice(page).getByRole('link', {name: 'Choose'}).click();
  const modal = page.getByRole('dialog', {name: 'Cookies and storage settings'});
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  const klaroNotice = page.locator('#klaro .cookie-notice');
  await expect(klaroNotice).toBeVisible();
  for (const width of [1440, 390]) {
    await page.setViewportSize({width, height: width === 390 ? 844 : 900});
    await expectBackToTopAbove(page, klaroNotice);
  }
  await klaroNotice.getByRole('button', {name: 'Only necessary'}).click();
  await expect(klaroNotice).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom)).toBe('0px');
});

test('7 after accepting, the tag loads and one page_view is sent per client-side navigation', async ({page}) => {
  const rec = await record(page);
  await open(page, '/');
  await notice(page).getByRole('button', {name: 'Accept all'}).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as {__gtagStubLoaded?: boolean}).__gtagStubLoaded)).toBe(true);
  expect(rec.external.some((u) => u.startsWith('https://www.googletagmanager.com/gtag/js?id='))).toBe(true);
  expect(await rec.pageViews()).toEqual(['/']);

  await page.locator('main a[href="/ping"]').first().click();
  await expect(page).toHaveURL(/\/ping$/);
  await expect.poll(rec.pageViews).toEqual(['/', '/ping']);
  await page.goBack();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect.poll(rec.pageViews).toEqual(['/', '/ping', '/']);
});

test('7 a reader who accepts before the page has hydrated is counted once on that page', async ({page}) => {
  const rec = await record(page);
  // The notice works once main.js has run; hydration waits for the page's own chunks, held back here
  // so that the click falls in between, as it can on a slow phone.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/(?!runtime~main|main\.)[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', {waitUntil: 'commit'});
  await expect(page.locator('#consent-notice[data-wired="true"]')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-has-hydrated'))).not.toBe('true');
  await notice(page).getByRole('button', {name: 'Accept all'}).click();
  await expect.poll(rec.pageViews).toEqual(['/']);
  release();
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
  await page.waitForTimeout(300);
  expect(await rec.pageViews()).toEqual(['/']);
  // Later pages are still counted.
  await page.locator('main a[href="/ping"]').first().click();
  await expect(page).toHaveURL(/\/ping$/);
  await expect.poll(rec.pageViews).toEqual(['/', '/ping']);
});

test('3 withdrawing consent in Cookies settings stops further page views without a reload', async ({page}) => {
  const rec = await record(page);
  await open(page, '/');
  await notice(page).getByRole('button', {name: 'Accept all'}).click();
  await expect.poll(rec.pageViews).toEqual(['/']);

  await page.evaluate(() => window.dispatchEvent(new Event('consent:open-settings')));
  const modal = page.locator('#klaro .cookie-modal');
  await expect(modal).toBeVisible();
  const analytics = modal.locator('input#service-item-analytics');
  await expect(analytics).toBeChecked();
  await modal.locator('label[for="service-item-analytics"]').first().click();
  await expect(analytics).not.toBeChecked();
  await modal.getByRole('button', {name: 'Save'}).click();
  await expect(modal).toBeHidden();

  await page.locator('main a[href="/ping"]').first().click();
  await expect(page).toHaveURL(/\/ping$/);
  await page.waitForTimeout(300);
  expect(await rec.pageViews()).toEqual(['/']);
  const stored = await page.evaluate(() => JSON.parse(decodeURIComponent(localStorage.getItem('klaro') ?? '{}')));
  expect(stored).toMatchObject({analytics: false, klaro: true});
});

test('3 declining keeps analytics off across reloads and the notice does not come back', async ({page}) => {
  const rec = await record(page);
  await open(page, '/');
  await notice(page).getByRole('button', {name: 'Only necessary'}).click();
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(notice(page)).toHaveCount(0);
  expect(rec.external).toEqual([]);
});

test('8 a failing analytics script logs one console error and the page keeps working', async ({page}) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await record(page, {failTag: true});
  await open(page, '/');
  await notice(page).getByRole('button', {name: 'Accept all'}).click();
  await expect.poll(() => errors.filter((e) => e.includes('Analytics script failed to load')).length).toBe(1);
  await page.locator('main a[href="/ping"]').first().click();
  await expect(page.locator('h1').first()).toBeVisible();
  expect(errors.filter((e) => !e.includes('Analytics script failed to load') && !e.includes('net::ERR_FAILED'))).toEqual([]);
});

test('3 the privacy notice lists what is stored and opens the consent dialog', async ({page}) => {
  await record(page);
  await open(page, '/privacy-notice');
  // Each stored key names its row (a row header), so a screen reader says it with the row's cells.
  await expect(page.getByRole('rowheader', {name: 'theme', exact: true})).toBeVisible();
  await page.getByRole('button', {name: 'Change your choices'}).click();
  await expect(page.locator('#klaro .cookie-modal')).toBeVisible();
});

for (const mode of ['light', 'dark'] as const) {
  test(`3 the notice and the settings dialog pass axe and work from the keyboard as a modal dialog (${mode})`, async ({page}) => {
    // Axe over the notice and over the dialog: 22 s beside two other tests on 2026-12-02's slow machine, near the 30 s limit.
    test.slow();
    await record(page);
    await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
    await open(page, '/');
    await expect(notice(page)).toBeVisible();
    const axe = (selector: string) => axeBuilder(page).include(selector).analyze();
    expect((await axe('#consent-notice')).violations).toEqual([]);

    // Keyboard only: the footer's Cookies settings opens a named modal dialog that holds the focus.
    const opener = page.getByRole('contentinfo').getByRole('button', {name: 'Cookies settings'});
    await opener.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', {name: 'Cookies and storage settings'});
    await expect(modal).toBeVisible();
    await expect(modal).toHaveAttribute('aria-modal', 'true');
    expect((await axe('#klaro')).violations).toEqual([]);
    // An off switch is seen on the dialog, and its knob on the track (WCAG 1.4.11, 3:1; axe checks text only): Klaro's own
    // off track was a white pill on the dark dialog and a near-white one, knob barely drawn, on the light one.
    const off = await modal.locator('input#service-item-analytics + .cm-list-label .slider').evaluate((slider) => ({
      track: getComputedStyle(slider).backgroundColor,
      knob: getComputedStyle(slider, '::before').backgroundColor,
      dialog: getComputedStyle(slider.closest('.cm-modal')!).backgroundColor,
    }));
    expect(contrastRatio(off.track, off.dialog), `off track ${off.track} on ${off.dialog}`).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(off.knob, off.track), `knob ${off.knob} on ${off.track}`).toBeGreaterThanOrEqual(3);
    // With usage statistics off, "all services" is drawn half on: it says so (mixed), not "not checked".
    const allServices = modal.getByRole('checkbox', {name: 'Enable or disable all services'});
    await expect(allServices).toBeChecked({indeterminate: true});
    const focusInside = () => page.evaluate(() => !!document.activeElement?.closest('#klaro .cm-modal'));
    expect(await focusInside()).toBe(true);
    const focusedIs = (selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
    const tabTo = async (selector: string) => {
      for (let i = 0; i < 20 && !(await focusedIs(selector)); i++) {
        await page.keyboard.press('Tab');
        expect(await focusInside(), 'Tab stays in the dialog').toBe(true);
      }
      expect(await focusedIs(selector), `Tab reaches ${selector}`).toBe(true);
    };
    // Escape closes without saving; still undecided, the reader is back on the (one) notice.
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(page.locator('.cookie-notice')).toHaveCount(1);
    await expect(page.locator('.cookie-notice')).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('klaro'))).toBeNull();

    // Space ticks usage statistics, Enter on 'Accept selected' stores it; Tab cycles round the dialog.
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(modal).toBeVisible();
    await tabTo('#klaro input#service-item-analytics');
    await page.keyboard.press('Space');
    await expect(modal.locator('input#service-item-analytics')).toBeChecked();
    // Every service on: "all services" is plainly checked.
    await expect(allServices).toBeChecked();
    await tabTo('#klaro .cm-btn-accept-all');
    await page.keyboard.press('Tab');
    expect(await focusInside(), 'Tab from the last control wraps to the first').toBe(true);
    await tabTo('#klaro .cm-btn-accept');
    await page.keyboard.press('Enter');
    await expect(modal).toBeHidden();
    await expect(opener).toBeFocused();
    const stored = await page.evaluate(() => JSON.parse(decodeURIComponent(localStorage.getItem('klaro') ?? '{}')));
    expect(stored).toMatchObject({analytics: true, klaro: true});
  });
}
