import {expect, open, test} from './fixtures';

/** Issue 25 in the browser: signing builders of Avalanche and Namada, the code-check sentence, real version answers. */

test('Avalanche: AVX_SIGN is built with the root path first and the P1 init/add/last sequence', async ({page}) => {
  await open(page, '/ledger-apps/avalanche/APDUSPEC');
  await page.getByLabel('Command', {exact: true}).selectOption({label: 'AVX_SIGN (INS 0x05)'});
  const output = page.getByRole('region', {name: 'Generated APDUs'});
  // CLA 0x80, INS 0x05, P1 init, count 3 and 44'/9000'/0' as big-endian components.
  await expect(output).toContainText('800500000d038000002c8000232880000000');
  await page.getByLabel(/^TRANSACTION/).fill('ab'.repeat(300));
  await expect(output).toContainText('3 APDUs');
  const apdus = await output.locator('li code').allTextContents();
  expect(apdus.map((a) => a.slice(4, 6))).toEqual(['00', '01', '02']);
});

test('Avalanche: AVX_SIGN_HASH sends one suffix per APDU with P1 0x01, 0x03, 0x02', async ({page}) => {
  await open(page, '/ledger-apps/avalanche/APDUSPEC');
  await page.getByLabel('Command', {exact: true}).selectOption({label: 'AVX_SIGN_HASH (INS 0x04)'});
  const output = page.getByRole('region', {name: 'Generated APDUs'});
  await expect(output).toContainText('3 APDUs');
  const apdus = await output.locator('li code').allTextContents();
  expect(apdus.map((a) => a.slice(4, 6))).toEqual(['01', '03', '02']);
  expect(apdus[2]).toBe('800402000902' + '00000000' + '00000001');
});

test('Avalanche: the page states the commit its instruction list was checked against', async ({page}) => {
  await page.goto('/ledger-apps/avalanche/APDUSPEC');
  // The statement of the instruction list (the checkedAt line and the status-word table link the same commit).
  const statement = page.locator('p', {hasText: /every instruction the app dispatches/});
  const link = statement.getByRole('link', {name: 'ava-labs/ledger-avalanche@6d2d950'});
  await expect(link).toHaveAttribute('href', 'https://github.com/ava-labs/ledger-avalanche/tree/6d2d950b9af5bb5fca18eb4a370b991f169e192f');
});

test('Avalanche: a 12-byte GET_VERSION answer decodes without left-over bytes', async ({page}) => {
  await open(page, '/ledger-apps/avalanche/APDUSPEC');
  await page.getByLabel('Command', {exact: true}).selectOption({label: 'INS_GET_VERSION (INS 0x00)'});
  await page.getByLabel(/Response hex/).fill('00' + '0001' + '0004' + '0004' + '00' + '33100004' + '9000');
  const decoded = page.getByRole('region', {name: 'Decoded response'});
  await expect(decoded).toContainText('33100004');
  await expect(decoded).not.toContainText('left over');
  await expect(decoded.getByRole('table')).toContainText('TARGET_ID');
});

test('Namada: the MASP randomness and spend-signing commands can be built', async ({page}) => {
  await open(page, '/ledger-apps/namada/APDUSPEC');
  const command = page.getByLabel('Command', {exact: true});
  const output = page.getByRole('region', {name: 'Generated APDUs'});
  await command.selectOption({label: 'INS_GET_SPEND_RAND (INS 0x04)'});
  await expect(output).toContainText('5704000000');
  await command.selectOption({label: 'INS_SIGN_MASP_SPENDS (INS 0x07)'});
  // P1 init with the count byte and the ZIP-32 path's three little-endian hardened components (32'/877'/0'), then the
  // data chunk.
  await expect(output).toContainText('570700000d03200000806d03008000000080');
  await expect(output).toContainText('5707020001' + '00');
});

test('Kusama: a page without a code-check record makes no completeness claim', async ({page}) => {
  await page.goto('/ledger-apps/kusama/APDUSPEC');
  await expect(page.getByRole('table', {name: /commands$/}).first()).toBeVisible();
  await expect(page.locator('article')).not.toContainText(/every instruction/);
});
