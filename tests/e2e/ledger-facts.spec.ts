import appsJson from '../../data/ledger-apps/apps.json';
import {longDate} from '@zondax/docs-core/text/longDate';
import {ownCheckedAtOfFile} from '../../src/config/codeCheck';
import {expect, open, test} from './fixtures';
import {lineBreaks} from './text-lines';

/** Issue 62 in the browser: status words from the code, when the facts were checked, and the release history. */

const apps = appsJson as Record<string, {commit: string; checkedAt?: string}>;

test("issue 62: Filecoin's status-word table lists the code's 16 words and marks the 8 its spec file leaves out", async ({page}) => {
  await page.goto('/ledger-apps/filecoin/APDUSPEC');
  const table = page.getByRole('table', {name: 'Filecoin status words'});
  await expect(table.locator('tbody tr')).toHaveCount(16);
  await expect(table.locator('tbody tr', {hasText: '0x6984'})).toContainText('APDU_CODE_DATA_INVALID');
  await expect(table.locator('tbody tr', {hasText: '0x6984'})).toContainText('not listed');
  await expect(table.locator('tbody tr', {hasText: 'not listed'})).toHaveCount(8);
  await expect(page.getByTestId('status-words-spec')).toHaveText(
    'docs/APDUSPEC.md lists 8 of these 16; the last column marks the 8 it leaves out.',
  );
  // The page's check, which the note under the page gives too (tests/build/code-check.test.ts: every APDU page).
  const day = ownCheckedAtOfFile('docs/ledger-apps/filecoin/APDUSPEC.mdx')!;
  const checked = page.locator('[data-fact="checked-at"]');
  await expect(checked).toHaveText(`${longDate(day)}, at Zondax/ledger-filecoin@${apps.filecoin.commit.slice(0, 7)}`);
  await expect(page.locator('[data-code-check]')).toContainText(`Checked against the code on ${longDate(day)}:`);
  await expect(checked.getByRole('link')).toHaveAttribute('href', `https://github.com/Zondax/ledger-filecoin/tree/${apps.filecoin.commit}`);
});

test('issue 62: the decoder explains a word only the code defines, and a 0x68xx word as an SDK exception', async ({page}) => {
  await open(page, '/ledger-apps/filecoin/APDUSPEC');
  const decoded = page.getByRole('region', {name: 'Decoded response'});
  await page.getByLabel(/Response hex/).fill('6984');
  await expect(decoded).toContainText('Data is invalid');
  await page.getByLabel(/Response hex/).fill('6805');
  await expect(decoded).toContainText('SDK exception 5');
});

test("issue 62: a chain landing page says when its facts were checked and lists the app's releases", async ({page}) => {
  await open(page, '/Stacks');
  await expect(page.locator('[data-fact="checked-at"]')).toHaveText(longDate(apps.stacks.checkedAt!));
  const releases = page.locator('section[aria-labelledby="releases"]');
  await expect(releases.getByRole('heading', {name: 'Releases'})).toBeVisible();
  await expect(releases.getByTestId('release-changes')).toContainText('0.26.0 (18 December 2025): added INS_GET_MASTER_FINGERPRINT (0x06)');
  const recent = releases.getByRole('table', {name: 'Stacks app releases'});
  await expect(recent.locator('tbody tr').first()).toContainText('0.26.14');
  const older = releases.getByRole('table', {name: 'Older Stacks app releases'});
  await expect(older).toBeHidden();
  await releases.getByText(/^Older releases/).click();
  await expect(older).toBeVisible();
  await expect(older.locator('tbody tr', {hasText: /^0\.26\.0/})).toContainText('added INS_GET_MASTER_FINGERPRINT (0x06)');
  // Each instruction name is code, and on a phone it wraps after an underscore, never inside a word.
  const names = releases
    .getByTestId('release-changes')
    .locator('li', {hasText: /^0\.26\.0 /})
    .locator('code');
  await expect(names).toHaveCount(1);
  await page.setViewportSize({width: 390, height: 844});
  // At 390 px the name now fits on a line of its own, after the date in words: the item is narrowed until it must wrap.
  await names.evaluate((code) => (code.closest('li')!.style.maxWidth = '12rem'));
  const [breaks] = await lineBreaks(names);
  expect(breaks.length, 'the name wraps').toBeGreaterThan(0);
  expect(
    breaks.filter((b) => !b.includes('_|')),
    'cut inside a word',
  ).toEqual([]);
  await expect(
    page
      .getByRole('navigation', {name: /table of contents/i})
      .or(page.locator('.table-of-contents'))
      .first(),
  ).toContainText('Releases');
});

test('issue 62: on a phone a release is a short card, its version, date and commit on one line and its changes under them', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  await open(page, '/Stacks');
  const cards = await page
    .getByRole('table', {name: 'Stacks app releases'})
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => {
        const [version, date, commit, changes] = Array.from(row.children).map((cell) => cell.getBoundingClientRect());
        return {
          name: row.children[0].textContent,
          height: row.getBoundingClientRect().height,
          lineHeight: parseFloat(getComputedStyle(row.children[1]).lineHeight),
          oneLine: Math.abs(date.top - version.top) < 2 && Math.abs(commit.top - version.top) < 2,
          changesBelow: changes.top >= version.bottom - 1,
          changedNothing: row.children[3].textContent?.trim().endsWith('none') ?? false,
        };
      }),
    );
  expect(cards).toHaveLength(8);
  for (const card of cards) {
    expect(card, 'version, date and commit side by side, changes under them').toMatchObject({oneLine: true, changesBelow: true});
    // Four labelled lines each before (164 px at 390 px); a release that changed nothing is now two.
    if (card.changedNothing) expect(card.height, `${card.name}: height`).toBeLessThanOrEqual(3 * card.lineHeight);
  }
  expect(cards.filter((c) => c.changedNothing).length, 'cards of releases that changed nothing').toBeGreaterThan(0);
});
