/**
 * Issue 60 item 6: "Report a problem with this page" on every doc page opens a new issue on the docs'
 * repository with the page, the nearest heading, the selected text and the build's commit filled in,
 * by keyboard too; nothing is sent by the site (the issue is filed on GitHub by the reader). Checked at
 * 390 and 1440 px in both colour modes, with axe.
 */
import type {Page} from '@playwright/test';
import {docsSource} from '../../src/data/site';
import {axeBuilder, violationLines} from './axe';
import {expect, open, startInColourMode, test} from './fixtures';

const page = '/zemu/quickstart';
const reportLink = (p: Page) => p.locator('[data-report-problem]');

/** The new-issue URL the link opens in a new tab (GitHub is answered by a stand-in: nothing leaves the machine). */
async function openedIssue(p: Page, activate: () => Promise<void>): Promise<URL> {
  await p.context().route('https://github.com/**', (route) => route.fulfill({contentType: 'text/plain', body: 'the issue form'}));
  const popup = p.context().waitForEvent('page');
  await activate();
  const opened = await popup;
  await opened.waitForURL(/^https:\/\/github\.com\//);
  const url = new URL(opened.url());
  await opened.close();
  return url;
}

/** Selects the text of the first element `selector` matches, as a reader would by dragging over it; returns it. */
function selectText(p: Page, selector: string): Promise<string> {
  return p.evaluate((css) => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector(css)!);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return selection.toString().trim();
  }, selector);
}

test.describe('report a problem with a page', () => {
  test('60 the static link names the page; selected text and its section are filled in when it is used by keyboard', async ({page: p}) => {
    await open(p, page);
    const link = reportLink(p);
    await expect(link).toHaveAttribute('target', '_blank');
    const staticHref = new URL((await link.getAttribute('href'))!);
    expect(`${staticHref.origin}${staticHref.pathname}`).toBe(`${docsSource.repository}/issues/new`);
    expect(staticHref.searchParams.get('body')).toContain(`**Page:** https://docs.zondax.ch${page}`);

    // Select the first paragraph under "1. Install", then reach the link by keyboard from "Edit this page".
    const quote = await selectText(p, 'article h2[id="1-install"] ~ p');
    await p.locator('.theme-edit-this-page').focus();
    await p.keyboard.press('Tab');
    await expect(link).toBeFocused();
    const issue = await openedIssue(p, () => p.keyboard.press('Enter'));
    expect(issue.searchParams.get('title')).toMatch(/^Docs: problem on ".+ › 1\. Install"$/);
    const body = issue.searchParams.get('body')!;
    expect(body).toContain(`**Page:** https://docs.zondax.ch${page}#1-install`);
    expect(body).toContain('**Section:** 1. Install');
    expect(body).toMatch(/\*\*Built from:\*\* https:\/\/github\.com\/Zondax\/docs\/commit\/[0-9a-f]{40}/);
    expect(body).toContain(`> ${quote.slice(0, 60)}`);
  });

  test('60 with nothing selected the section is the one the address names, else none', async ({page: p}) => {
    await open(p, `${page}#troubleshooting`);
    const named = (await openedIssue(p, () => reportLink(p).click())).searchParams.get('body')!;
    expect(named).toContain(`**Page:** https://docs.zondax.ch${page}#troubleshooting`);
    expect(named).toContain('**Section:** Troubleshooting');
    expect(named).not.toContain('**Quoted text:**');
    await open(p, page);
    const whole = (await openedIssue(p, () => reportLink(p).click())).searchParams.get('body')!;
    expect(whole).toContain(`**Page:** https://docs.zondax.ch${page}\n`);
    expect(whole).not.toContain('**Section:**');
  });

  test("60 a chain's landing page ends with the same link: its title, the section and the text selected in its facts", async ({
    page: p,
  }) => {
    const landing = '/Filecoin';
    await open(p, landing);
    const link = reportLink(p);
    await expect(link).toHaveText(/Report a problem with this page/);
    const quote = await selectText(p, 'main [data-fact="devices"]');
    expect(quote).toMatch(/Nano/);
    const issue = await openedIssue(p, () => link.click());
    expect(issue.searchParams.get('title')).toBe('Docs: problem on "Filecoin developer documentation › At a glance"');
    const body = issue.searchParams.get('body')!;
    expect(body).toContain(`**Page:** https://docs.zondax.ch${landing}#at-a-glance`);
    expect(body).toContain(`> ${quote.split('\n')[0]}`);
  });

  for (const width of [390, 1440]) {
    for (const mode of ['light', 'dark'] as const) {
      test(`60 the footer's links pass axe at ${width} px in ${mode} mode, each on screen`, async ({page: p}, testInfo) => {
        await p.setViewportSize({width, height: 900});
        await startInColourMode(p, mode);
        await open(p, page);
        const footer = p.locator('.theme-doc-footer');
        await footer.scrollIntoViewIfNeeded();
        for (const link of [p.locator('.theme-edit-this-page'), reportLink(p)]) {
          const box = (await link.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(width);
        }
        const results = await axeBuilder(p).include('.theme-doc-footer').analyze();
        expect(violationLines(results)).toEqual([]);
        await testInfo.attach(`report-${width}-${mode}.png`, {body: await footer.screenshot(), contentType: 'image/png'});
      });
    }
  }
});
