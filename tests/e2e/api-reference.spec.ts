/**
 * The API reference's endpoints as search and the assistant tools cite them: by the anchor of their heading in the
 * page's Markdown twin (#events-with-a-given-selector). The page turns it into Redoc's anchor and Redoc scrolls there,
 * whether the page opens with it or is already open (src/pages/_openapi/twinAnchors.ts).
 */
import type {Page} from '@playwright/test';
import {expect, open, referenceDrawn, searchInput, test} from './fixtures';

const operationHeading = (page: Page, name: string) => page.locator('.openapi-redoc h2', {hasText: name}).first();

/** The operation's heading is on screen below the sticky navbar, not under it. */
async function expectShown(page: Page, name: string): Promise<void> {
  const heading = operationHeading(page, name);
  await expect(heading).toBeInViewport();
  const navbarBottom = await page.locator('.navbar').evaluate((el) => el.getBoundingClientRect().bottom);
  await expect.poll(() => heading.evaluate((el) => el.getBoundingClientRect().top), {message: name}).toBeGreaterThanOrEqual(navbarBottom);
}

async function searchAndChoose(page: Page, query: string, anchor: string): Promise<void> {
  await page.keyboard.press('Control+k');
  // Typed once the modal has put the caret in its box, as a reader does: filled while it was still mounting (on the
  // busy reference page), the text showed in the box but no search ran, and the modal kept listing recent searches.
  await expect(searchInput(page)).toBeFocused();
  await searchInput(page).fill(query);
  const hit = page.locator(`.DocSearch-Hit a[href$="/OpenAPI#${anchor}"]`).first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page.locator('.DocSearch-Modal')).toBeHidden();
}

test('2.7 searching for what an endpoint does opens the API reference at that endpoint', async ({page}) => {
  // Redoc is a large chunk: parsing and drawing the reference takes seconds on a loaded 2-core machine.
  test.slow();
  await open(page, '/beryx-api/');
  await searchAndChoose(page, 'events with a given selector', 'events-with-a-given-selector');
  await expect(page).toHaveURL(/\/OpenAPI#tag\/Events\/operation\/getEventsBySelector$/, {timeout: 60_000});
  await referenceDrawn(page);
  await expectShown(page, 'Events with a given selector');

  // On the page already open, another endpoint's result scrolls Redoc to it.
  await searchAndChoose(page, 'proposals of a multisig wallet', 'proposals-of-a-multisig-wallet');
  await expect(page).toHaveURL(/\/OpenAPI#tag\/Multisig\/operation\/getMultisigProposals$/);
  await expectShown(page, 'Proposals of a multisig wallet');

  // The same result chosen again, after scrolling away, goes back to it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(operationHeading(page, 'Proposals of a multisig wallet')).not.toBeInViewport();
  await searchAndChoose(page, 'proposals of a multisig wallet', 'proposals-of-a-multisig-wallet');
  await expectShown(page, 'Proposals of a multisig wallet');
});

test("2.7 a link to an endpoint by its twin's anchor opens the reference there", async ({page}) => {
  test.slow();
  await page.goto('/OpenAPI#account-balance');
  await referenceDrawn(page);
  await expect(page).toHaveURL(/\/OpenAPI#tag\/Account\/operation\/getAccountBalance$/);
  await expectShown(page, 'Account balance');
});
