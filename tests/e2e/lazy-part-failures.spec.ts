/**
 * Issue 42: a part of a page whose code loads only when it is used (the APDU builder's Send panel, the
 * OpenAPI viewer, a diagram, the cookie settings dialog) may not arrive: offline, where this device never loaded it,
 * or in a tab whose build a deployment replaced (tests/e2e/offline-update.spec.ts). The page stays, the part
 * says so, and trying again once the file can arrive works. (Service workers are blocked here, as in most
 * specs: nothing is precached, so going offline is how a file does not arrive.)
 */
import {consentStorageKey} from '../../src/consent/services';
import {axeBuilder} from './axe';
import {expect, open, routeScriptChunks, test} from './fixtures';

test('42 the Send panel offline says it could not be loaded, keeps the builder, and Try again opens it once online', async ({
  page,
  context,
}) => {
  // The APDU page, its Send panel twice and axe: 15 s of the 30 s limit beside two other tests (2026-12-04).
  test.slow();
  await open(page, '/ledger-apps/filecoin/APDUSPEC');
  await context.setOffline(true);
  await page.getByRole('button', {name: 'Send to a device or emulator'}).first().click();
  const failure = page.getByRole('alert').filter({hasText: 'The Send panel could not be loaded: you are offline.'});
  await expect(failure).toBeVisible();
  await expect(page.getByText('This component crashed')).toHaveCount(0);
  await expect(page.locator('article h1').first()).toBeVisible();
  expect((await axeBuilder(page).include('[role="alert"]').analyze()).violations).toEqual([]);

  await context.setOffline(false);
  await failure.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('group', {name: 'Send through'})).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test('42 the OpenAPI viewer that does not arrive leaves the introduction and the download, and Try again renders it', async ({page}) => {
  // Redoc is a large chunk: parsing and rendering it takes tens of seconds on a loaded 2-core machine.
  test.setTimeout(90_000);
  let block = true;
  // The viewer's chunk is the one script that names Redoc's CDN (RedocViewer.tsx keeps its logo from loading).
  await routeScriptChunks(page, async (route, code) => {
    if (!block || !code.includes('cdn\\.redoc\\.ly')) return false;
    await route.abort('connectionfailed');
    return true;
  });
  await open(page, '/OpenAPI');
  const failure = page.getByRole('alert').filter({hasText: 'The API reference could not be loaded.'});
  await expect(failure).toBeVisible({timeout: 30_000});
  await expect(page.getByRole('heading', {level: 1, name: 'Beryx API reference'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'Download the OpenAPI document'})).toBeVisible();

  block = false;
  await failure.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByText('Account', {exact: true}).first()).toBeVisible({timeout: 60_000});
  await expect(failure).toHaveCount(0);
});

test('42 a diagram whose code has not arrived when the network goes says so, keeps the page, and Try again draws it', async ({
  page,
  context,
}) => {
  // The network goes the moment the page asks for the diagram renderer (the one chunk that names mermaid's container
  // class): a reader who lost the connection just after the page itself arrived.
  let offline = true;
  await routeScriptChunks(page, async (route, code) => {
    if (!offline || !code.includes('docusaurus-mermaid-container')) return false;
    await context.setOffline(true);
    await route.abort('internetdisconnected');
    return true;
  });
  await open(page, '/namadexer/overview');
  const failure = page.getByRole('alert').filter({hasText: 'The diagram could not be loaded: you are offline.'});
  await expect(failure).toBeVisible();
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect((await axeBuilder(page).include('[role="alert"]').analyze()).violations).toEqual([]);

  offline = false;
  await context.setOffline(false);
  await failure.getByRole('button', {name: 'Try again'}).click();
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test('3 Cookies settings offline: the notice opens instead of the dialog, says why, and still records a choice', async ({
  page,
  context,
}) => {
  await open(page, '/');
  await context.setOffline(true);
  await page.getByRole('contentinfo').getByRole('button', {name: 'Cookies settings'}).click();
  const notice = page.locator('#consent-notice .cookie-notice');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('status')).toHaveText(
    'The detailed settings could not be loaded: you are offline. You can still accept all or keep only what is necessary here, or press Choose to try again.',
  );
  await expect(notice).toBeFocused();
  expect((await axeBuilder(page).include('#consent-notice').analyze()).violations).toEqual([]);

  await notice.getByRole('button', {name: 'Accept all'}).click();
  await expect(page.locator('#consent-notice')).toHaveCount(0);
  const stored = await page.evaluate(
    (key) => JSON.parse(decodeURIComponent(localStorage.getItem(key) ?? '{}')) as object,
    consentStorageKey,
  );
  expect(stored).toMatchObject({analytics: true});
});
