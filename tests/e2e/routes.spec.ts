import path from 'node:path';
import type {Page} from '@playwright/test';
import {axeBuilder, violationLines} from './axe';
import {landingChains, landingPath} from '../../src/data/chains';
import {projectHref, projects, sectionEntryPath, sections} from '../../src/data/sections';
import {specTopLevelPages} from '../spec/spec-routes';
import {generatedTemplates, sweepPages} from './sweep-plan';
import {expect, open, test} from './fixtures';
import {notFoundTitle} from './site-pages';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');

const routes = [...specTopLevelPages, ...landingChains.map(landingPath), ...sections.map(sectionEntryPath)];

/*
 * The page sweep (a11y-sweep.spec.ts) checks on each page it opens the status, the title, a visible h1
 * and that no console or page error is logged. In CI it opens every route written by hand, and of the
 * pages generated from data into one template (the chain landing pages, one line of src/data/chains.ts
 * each) those that together render every styled thing of the template (sweep-plan.ts); `npm run
 * test:a11y` opens them all. Here: no SPEC route is left out of both. tests/build/crawl.test.ts loads
 * every one over HTTP (status 200, its own h1 and canonical URL).
 */
test(`2.1 every SPEC route (${routes.length}) is a page the sweep loads with a title, a heading and no console error, or a generated page of a template it loads`, () => {
  const normalise = (p: string) => p.replace(/(.)\/$/, '$1');
  const swept = new Set(sweepPages(buildDir, 'ci').map((p) => normalise(p.path)));
  expect(swept.size, `no sitemap in ${buildDir} (build the site first)`).toBeGreaterThan(0);
  const notSwept = routes.filter((r) => !swept.has(normalise(r)));
  expect(notSwept.filter((r) => !generatedTemplates.some((t) => t.matches(r)))).toEqual([]);
  for (const template of generatedTemplates.filter((t) => notSwept.some((r) => t.matches(r))))
    expect([...swept].filter((p) => template.matches(p)).length, template.name).toBeGreaterThan(0);
});

test('2 an unknown path shows the not-found page', async ({page}) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(notFoundTitle);
});

test.describe('8 the not-found page helps the reader on', () => {
  const help = (page: Page) => page.getByRole('region', {name: 'Find the page'});

  test("a search prefilled with the path's words that opens the search page", async ({page}) => {
    await open(page, '/zemu/quickstrat');
    const box = help(page).getByRole('searchbox', {name: 'Search the documentation'});
    await expect(box).toHaveValue('zemu quickstrat');
    await box.fill('zemu quickstart');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=zemu%20quickstart$/);
  });

  test('the closest pages by name, the intended one first', async ({page}) => {
    await open(page, '/zemu/quickstrat');
    const suggestions = page.getByTestId('not-found-suggestions').getByRole('link');
    await expect(suggestions.first()).toHaveAttribute('href', '/zemu/quickstart');
    await suggestions.first().click();
    await expect(page).toHaveURL(/\/zemu\/quickstart$/);
    await expect(page.locator('h1').first()).not.toHaveText(notFoundTitle);
  });

  test('a doc page does not load the help; a move in the tab to an unknown page of a section loads and shows it', async ({page}) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    await open(page, '/zemu/quickstart');
    await page.waitForLoadState('networkidle');
    // The help's search box id is in its chunk only (src/theme/NotFound/Content loads src/components/chrome/NotFoundContent on demand).
    expect(scripts.filter((code) => code.includes('not-found-search'))).toEqual([]);
    // Client-side, as a link inside the app would: the docs plugin's not-found branch (DocRoot).
    await page.evaluate(() => {
      window.history.pushState(null, '', '/zemu/quickstrat');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', {level: 1})).toHaveText(notFoundTitle);
    await expect(page.getByTestId('not-found-suggestions').getByRole('link').first()).toHaveAttribute('href', '/zemu/quickstart');
    expect(scripts.filter((code) => code.includes('not-found-search')).length).toBeGreaterThan(0);
  });

  test('a link to every project, named as the navbar names it, and to the chains', async ({page}) => {
    await page.goto('/no-such-section/page');
    const listed = projects.flatMap((p) => {
      const href = projectHref(p);
      return href ? [{name: p.name, href}] : [];
    });
    const links = help(page).getByRole('list').last().getByRole('link');
    await expect(links).toHaveCount(listed.length);
    for (const [i, project] of listed.entries()) {
      await expect(links.nth(i)).toHaveText(project.name);
      await expect(links.nth(i)).toHaveAttribute('href', project.href);
    }
    await help(page).getByRole('link', {name: 'every chain'}).click();
    await expect(page.locator('#chains')).toBeInViewport();
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`no axe findings in ${mode} mode`, async ({page}) => {
      await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
      await page.goto('/zemu/quickstrat');
      await expect(page.getByTestId('not-found-suggestions')).toBeVisible();
      const results = await axeBuilder(page).analyze();
      expect(violationLines(results)).toEqual([]);
    });
  }
});

// The SPEC 2.1 redirects (plugin-client-redirects' pages) are followed over HTTP: tests/build/crawl.test.ts.

test('2.1 a chain landing page links to its ledger app pages', async ({page}) => {
  const chain = landingChains.find((c) => c.ledgerFolder === 'nodle')!;
  await page.goto(landingPath(chain));
  // Linked from the page list and from the "At a glance" facts (the instruction count): both go there.
  const links = page.getByRole('link', {name: 'APDU specification'});
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toBe('/ledger-apps/nodle/APDUSPEC');
  await links.last().click();
  await expect(page).toHaveURL(/\/ledger-apps\/nodle\/APDUSPEC$/);
});
