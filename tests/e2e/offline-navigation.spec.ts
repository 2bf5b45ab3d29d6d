/**
 * Offline after the first load (SPEC 2.8, 8): pages already visited in the tab open again from
 * memory; a page not loaded yet shows a clear message (src/theme/Root) instead of a reload into
 * the browser's offline error or a blank page.
 */
import {
  desktopViewport,
  documentWasReloaded,
  emulateConnection,
  expect,
  isScriptChunk,
  markDocument,
  open,
  test,
  watchConsole,
} from './fixtures';
import {internalsBuilt, withoutInternals} from './internals';

test.use({viewport: desktopViewport});

test('2.8 offline: an already visited page opens again; a page not loaded yet shows a clear message', async ({page, context}) => {
  // Online, Docusaurus prefetches the page of every link that comes into view, and a prefetched page
  // opens offline from the HTTP cache. The pages "not loaded yet" here are those a data-saver
  // connection leaves unfetched (no prefetch), so the links below lead to pages this tab has not got.
  await emulateConnection(page, {effectiveType: '4g', saveData: true});
  const console = watchConsole(page);
  await open(page, '/zemu');
  // Visit a second page client-side, then come back: both routes are now loaded in this tab.
  await page.locator('nav.menu a[href="/zemu/quickstart"]').first().click();
  await expect(page).toHaveURL(/\/zemu\/quickstart$/);
  // The address changes first; the page is on screen (its route loaded) only once its title is.
  await expect(page.locator('article h1')).toHaveText('Zemu quickstart');
  await markDocument(page);

  await context.setOffline(true);
  await page.locator('nav.menu a[href="/zemu/advanced-moves"]').first().click();
  await expect(page.locator('[data-offline-notice]')).toBeVisible();
  await page.locator('[data-offline-notice]').getByRole('button', {name: 'Dismiss'}).click();
  // Back to /zemu (visited): it opens again without the network.
  await page.goBack();
  await expect(page).toHaveURL(/\/zemu$/);
  await expect(page.locator('article h1')).toBeVisible();
  expect(await documentWasReloaded(page)).toBe(false);

  // A page from another section, never loaded in this tab.
  await page.goto('about:blank').catch(() => undefined);
  await context.setOffline(false);
  await open(page, '/zemu');
  await markDocument(page);
  await context.setOffline(true);
  const target = page.locator('article a[href^="/"]:not([href^="/zemu"])').first();
  const targetCount = await target.count();
  const link = targetCount > 0 ? target : page.locator('nav.menu a[href="/zemu/advanced-moves"]').first();
  const href = (await link.getAttribute('href'))!.split('#')[0];
  await link.click();
  const notice = page.locator('[data-offline-notice]');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('role', 'alert');
  await expect(notice).toContainText('You are offline');
  await expect(notice).toContainText(href);
  // The reader stays on the current, working page: no reload into the browser's error page.
  expect(await documentWasReloaded(page)).toBe(false);
  await expect(page).toHaveURL(/\/zemu$/);
  await expect(page.locator('article h1')).toBeVisible();

  // Back online, the same link works and the notice goes away.
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await documentWasReloaded(page)).toBe(false);
  // Offline, Docusaurus's own prefetch and preload-on-hover of links fail (unhandled chunk-load
  // rejections); those are expected here. Nothing else may fail.
  expect(
    console.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource|Loading chunk \d+ failed|ChunkLoadError/.test(e)),
  ).toEqual([]);
});

test('2.8 offline: a page still loading when the connection drops opens once it is back, without a reload into the browser error', async ({
  page,
  context,
}) => {
  // Holding a failed navigation until the connection is back is the internals' (src/internals/client/retryWhenOnline.ts,
  // inside their ComponentCreator); without them Docusaurus reloads the page, as it does on any failed navigation.
  test.skip(!internalsBuilt, withoutInternals);
  await emulateConnection(page, {effectiveType: '4g', saveData: true});
  const console = watchConsole(page);
  await open(page, '/zemu');
  await markDocument(page);
  // The next page's scripts are still on their way when the connection drops: they fail as offline.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const scripts = (url: URL) => isScriptChunk(url.href);
  await page.route(scripts, async (route) => {
    await held;
    await route.abort('internetdisconnected').catch(() => undefined);
  });
  const link = page.locator('nav.menu a[href="/zemu/advanced-moves"]').first();
  await link.click();
  await expect(page).toHaveURL(/\/zemu\/advanced-moves$/);
  await context.setOffline(true);
  release();
  const notice = page.locator('[data-offline-notice]');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('/zemu/advanced-moves');
  // The page being read stays; Docusaurus's reload-on-failure did not run.
  await expect(page.locator('article h1')).toHaveText('Zemu');
  expect(await documentWasReloaded(page)).toBe(false);

  await page.unroute(scripts);
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await expect(page.locator('article h1')).not.toHaveText('Zemu');
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/zemu\/advanced-moves$/);
  expect(await documentWasReloaded(page)).toBe(false);
  expect(
    console.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource|Loading chunk \d+ failed|ChunkLoadError/.test(e)),
  ).toEqual([]);
});

test('the browser tests reach no third party: other hosts do not resolve, the site on loopback does', async ({page}) => {
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(`${new URL(request.url()).host} ${request.failure()?.errorText}`));
  await open(page, '/');
  const outcome = await page.evaluate(async () => {
    const attempt = (url: string) =>
      fetch(url, {mode: 'no-cors'}).then(
        () => 'answered',
        () => 'failed',
      );
    return {thirdParty: await attempt('https://www.googletagmanager.com/gtag/js'), site: await attempt('/sitemap.xml')};
  });
  expect(outcome).toEqual({thirdParty: 'failed', site: 'answered'});
  expect(failed).toContain('www.googletagmanager.com net::ERR_NAME_NOT_RESOLVED');
});
