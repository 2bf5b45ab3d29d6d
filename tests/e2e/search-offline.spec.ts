/**
 * Issue 60 — offline, the modal's "See all results" opens a /search that answers from the sections kept on the
 * device (the search page is kept with every section, src/plugins/offline-bundles), instead of dead-ending on
 * the offline notice.
 */
import {controlledByServiceWorker, keepSectionOffline} from './pwa';
import {desktopViewport, expect, hydrated, open, searchInput, test} from './fixtures';

// The worker answers requests here; Cache Storage outlives a reused context (playwright.config.ts).
test.use({viewport: desktopViewport, serviceWorkers: 'allow', reuseContext: false});

test('60 offline: "See all results" in the modal opens /search, which lists the kept section\'s pages', async ({page, context}) => {
  test.slow();
  await open(page, '/zemu');
  await controlledByServiceWorker(page);
  await keepSectionOffline(page, 'zemu', 'Zemu');

  await context.setOffline(true);
  await page.locator('.DocSearch-Button').first().click();
  await searchInput(page).fill('emulator');
  const seeAll = page.locator('.DocSearch-HitsFooter a');
  await expect(seeAll).toHaveText(/^See all \d+ results$/, {timeout: 15_000});
  const modalCount = Number((await seeAll.textContent())!.match(/\d+/)![0]);
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=emulator$/);
  await expect(page.locator('[data-offline-notice]')).toHaveCount(0);
  const titles = page.locator('main article h2 a');
  await expect(titles.first()).toBeVisible({timeout: 15_000});
  // Only the kept section's text is on the device: every row is one of its pages.
  for (const href of await titles.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) expect(href).toMatch(/^\/zemu/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // As in the modal, a line says where the results come from and what they are complete for.
  await expect(page.locator('main [data-offline-search-note]')).toHaveText(
    'Offline: results come from the search index on this device. Complete for what is kept offline (Zemu); every other section needs a connection.',
  );

  // The count is of what this device can show: the first answer's total is the rows listed once all are loaded,
  // and no matches in sections not kept are counted ("4 results (366 matches; …)" before).
  const countLine = page.getByText(/^(Showing .+|\d+ results?( \(.*\))?)$/);
  const announced = Number(/^(?:Showing \d+ of )?(\d+) results?/.exec((await countLine.textContent())!)?.[1]);
  const more = page.getByRole('button', {name: /Show more results|Loading more results/});
  await expect(async () => {
    if ((await more.count()) > 0) await more.click({timeout: 1_000}).catch(() => undefined);
    await expect(more).toHaveCount(0, {timeout: 1_000});
  }).toPass({timeout: 60_000});
  await expect(page.locator('main article')).toHaveCount(announced);
  await expect(countLine).toHaveText(`${announced} results`);
  // The section's index page (routed /zemu/, indexed /zemu) is kept with it, so its headings are found too.
  expect(await titles.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))).toContainEqual(
    expect.stringMatching(/^\/zemu\/?(#|$)/),
  );
  expect(modalCount).toBe(announced);

  // A full page load of /search offline: the page was kept with the section.
  await page.reload();
  await hydrated(page);
  await expect(page.locator('[data-offline-page]')).toHaveCount(0);
  await expect(page.locator('main article h2 a').first()).toHaveAttribute('href', /^\/zemu/, {timeout: 15_000});
});
