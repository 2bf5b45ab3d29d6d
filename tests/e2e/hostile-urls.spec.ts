/**
 * Hostile URLs (SPEC 2 unmatched route → not-found page, 2.1 /search?q=): very long paths,
 * encoded slashes, markup in the query and hash, and markup in the search query never execute
 * and never break the page.
 */
import type {Page} from '@playwright/test';
import {expect, hydrated, test, watchConsole} from './fixtures';
import {notFoundTitle} from './site-pages';

/** Payloads that set window.__pwned if they ever run. */
const payloads = [
  '<script>window.__pwned=1</script>',
  '"><img src=x onerror="window.__pwned=1">',
  "'-alert(1)-'<svg onload=window.__pwned=1>",
  'javascript:window.__pwned=1',
];

async function expectNotExecuted(page: Page) {
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
  // No element from a payload made it into the DOM.
  expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
}

async function expectNotFound(page: Page) {
  await expect(page.getByRole('heading', {level: 1})).toHaveText(notFoundTitle);
  await expect(page.locator('.navbar')).toBeVisible();
}

test('2 a very long path renders the not-found page', async ({page}) => {
  const console = watchConsole(page);
  const response = await page.goto(`/${'a'.repeat(1800)}/${'b/'.repeat(200)}end`);
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expectNotFound(page);
  expect(console.errors.filter((e) => !e.includes('404'))).toEqual([]);
});

for (const path of ['/zemu%2Fquickstart', '/zemu/%2e%2e%2f%2e%2e%2fetc%2fpasswd', '/%2F%2Fevil.example.com', '/..%5c..%5cwindows']) {
  test(`2 an encoded-slash path ${path} renders the not-found page`, async ({page}) => {
    const response = await page.goto(path);
    // The static host decides the status (it may decode %2F and send a page's HTML); the site's
    // router does not treat %2F as a separator, so what the reader ends up with is the not-found page.
    expect(response?.status()).not.toBe(500);
    await hydrated(page);
    await expectNotFound(page);
    expect(new URL(page.url()).host).toBe(new URL(response!.url()).host);
    await expectNotExecuted(page);
  });
}

for (const payload of payloads) {
  test(`2 markup in the query and hash does not execute: ${payload.slice(0, 24)}`, async ({page}) => {
    const console = watchConsole(page);
    const encoded = encodeURIComponent(payload);
    await page.goto(`/zemu?x=${encoded}#${encoded}`);
    await hydrated(page);
    await expect(page.locator('article h1')).toBeVisible();
    await expectNotExecuted(page);
    await page.goto(`/no-such-page?x=${encoded}#${encoded}`);
    await hydrated(page);
    await expectNotFound(page);
    await expectNotExecuted(page);
    expect(console.errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  test(`2.1 /search?q= with markup shows the search page without executing it: ${payload.slice(0, 24)}`, async ({page}) => {
    const console = watchConsole(page);
    await page.goto(`/search?q=${encodeURIComponent(payload)}`);
    await hydrated(page);
    // The query is shown back as text, never as markup.
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${payload}"`, {timeout: 15_000});
    await expect(page.locator('form[role="search"] input').first()).toHaveValue(payload);
    await expectNotExecuted(page);
    // Known (reported): the search page renders the query from the URL on its first client render,
    // a recoverable hydration mismatch (#418). Anything else is a failure.
    expect(console.errors.filter((e) => !e.includes('Minified React error #418'))).toEqual([]);
  });
}
