import {provider} from '../../src/data/site';
import {desktopViewport, expect, open, test} from './fixtures';

test.use({viewport: desktopViewport});

const footer = (page: import('@playwright/test').Page) => page.locator('footer[data-site-footer]');

/** SPEC 2.6, verbatim paths on the provider's main site. */
const onMainSite: Record<string, Record<string, string>> = {
  Company: {Careers: '/careers', Blog: '/blog', 'Brand Assets': '/assets'},
  Legal: {
    Impressum: '/impressum',
    'Privacy policy': '/privacy-policy',
    'Cookies policy': '/cookies-policy',
    'Terms & Conditions': '/terms-of-use',
  },
};

test.describe('2.6 footer', () => {
  test('2.6 footer has the Company, Projects, Legal and Follow us columns', async ({page}) => {
    await open(page);
    await expect(footer(page).getByRole('heading', {level: 2})).toHaveText(['Company', 'Projects', 'Legal', 'Follow us']);
    const column = (name: string) => footer(page).getByRole('navigation', {name});
    await expect(column('Company').getByRole('listitem')).toHaveText([/About/, /Careers/, /Blog/, /Brand Assets/]);
    await expect(column('Projects').getByRole('link')).toHaveCount(4);
    await expect(column('Legal').getByRole('listitem')).toHaveText([
      /Impressum/,
      /Privacy policy/,
      /Cookies policy/,
      /Cookies settings/,
      /Terms & Conditions/,
    ]);
    await expect(column('Follow us').getByRole('listitem')).toHaveText([/LinkedIn/, /Twitter/, /GitHub/]);
  });

  test('2.6 company and legal links go to the provider main site', async ({page}) => {
    await open(page);
    for (const [columnName, links] of Object.entries(onMainSite)) {
      const column = footer(page).getByRole('navigation', {name: columnName});
      for (const [label, path] of Object.entries(links)) {
        await expect(column.getByRole('link', {name: new RegExp(`^${label.replace(/[&]/g, '\\$&')}`)})).toHaveAttribute(
          'href',
          `${provider.mainSiteOrigin}${path}`,
        );
      }
    }
    await expect(footer(page).getByRole('link', {name: /^About/})).toHaveAttribute('href', new RegExp(`^${provider.mainSiteOrigin}`));
  });

  test('2.6 external footer links open safely in a new tab', async ({page}) => {
    await open(page);
    const links = footer(page).locator('a[href^="http"]');
    expect(await links.count()).toBe(4 + 4 + 4 + 3);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('rel', /noreferrer/);
    }
    await expect(footer(page).getByRole('link', {name: /^GitHub/})).toHaveAttribute('href', provider.sourceOrg);
    await expect(footer(page).getByRole('link', {name: /^LinkedIn/})).toHaveAttribute('href', /linkedin\.com\//);
    await expect(footer(page).getByRole('link', {name: /^Twitter/})).toHaveAttribute('href', /(twitter|x)\.com\//);
  });

  test('2.6 an external link that wraps keeps its arrow after its last word, never alone on a line', async ({page}) => {
    await open(page);
    const links = footer(page).locator('a[href^="http"]');
    for (const width of [390, 320]) {
      await page.setViewportSize({width, height: 844});
      const lines = await links.evaluateAll((all) =>
        all.map((a) => {
          const rects = Array.from(a.getClientRects()).filter((r) => r.width > 0);
          const arrow = a.querySelector('svg')!.getBoundingClientRect();
          const last = rects[rects.length - 1];
          return {
            label: a.textContent!.replace(' (opens in a new tab)', ''),
            lines: rects.length,
            // The arrow is on the link's last line, and that line holds more than the arrow and its margin.
            withWord: arrow.top >= last.top - 1 && arrow.bottom <= last.bottom + 1 && last.width > arrow.width + 12,
          };
        }),
      );
      expect(lines.filter((l) => l.lines > 1).length, `some labels wrap at ${width} px`).toBeGreaterThan(0);
      expect(
        lines.filter((l) => !l.withWord),
        `at ${width} px`,
      ).toEqual([]);
    }
  });

  test('2.6 Cookies settings is a button that asks the consent work to open its dialog', async ({page}) => {
    await open(page);
    await page.evaluate(() => {
      (window as unknown as {opened: number}).opened = 0;
      window.addEventListener('consent:open-settings', () => (window as unknown as {opened: number}).opened++);
    });
    const button = footer(page).getByRole('button', {name: 'Cookies settings'});
    await expect(button).toBeVisible();
    await button.click();
    expect(await page.evaluate(() => (window as unknown as {opened: number}).opened)).toBe(1);
  });

  test('2.6 copyright line shows the current UTC year', async ({page}) => {
    await open(page);
    await expect(footer(page).locator('[data-copyright]')).toContainText(`© ${new Date().getUTCFullYear()} ${provider.name}`);
  });

  test('2.6 the copyright year is the UTC year, not the local one', async ({browser}) => {
    // 23:30 on 31 December in New York is already next year in UTC.
    const context = await browser.newContext({timezoneId: 'America/New_York', viewport: desktopViewport});
    const page = await context.newPage();
    await page.clock.install({time: new Date('2031-01-01T04:30:00Z')});
    await page.goto('/');
    expect(await page.evaluate(() => new Date().getFullYear())).toBe(2030);
    await expect(page.locator('footer [data-copyright]')).toContainText('© 2031');
    await context.close();
  });
});
