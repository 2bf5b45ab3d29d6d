/**
 * Issue 60 — search as a question: /search takes a whole question (up to limits.searchQuestionMaxLength; only
 * the modal keeps SPEC 9's 64 characters, search.spec.ts). Offline, see search-offline.spec.ts.
 */
import {limits} from '../../src/data/site';
import {desktopViewport, expect, open, test} from './fixtures';

test.use({viewport: desktopViewport});

// One of the questions written for tuning (scripts/lib/search-relevance-assistant-tuning.ts), not of the held-out set.
const question =
  'How do I run namadexer locally for development with docker compose, and which Makefile targets build it and run the tests?';

test('60 /search takes a whole question, answers it, and keeps it in the URL; it stops at 1,000 characters', async ({page}) => {
  expect(question.length).toBeGreaterThan(limits.searchQueryMaxLength);
  await open(page, '/search');
  const box = page.getByRole('searchbox', {name: 'Search'});
  await box.fill(question);
  await expect(box).toHaveValue(question);
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === question);
  const titles = page.locator('main article h2 a');
  await expect(titles.first()).toHaveAttribute('href', /^\/namadexer\/development/, {timeout: 15_000});
  // Typing stops at the limit, which the engine and the assistant tool share (the modal's is 64).
  await expect(box).toHaveJSProperty('maxLength', limits.searchQuestionMaxLength);
  await box.fill('');
  await box.focus();
  await page.keyboard.insertText('y'.repeat(limits.searchQuestionMaxLength + 50));
  await expect(box).toHaveValue('y'.repeat(limits.searchQuestionMaxLength));
});
