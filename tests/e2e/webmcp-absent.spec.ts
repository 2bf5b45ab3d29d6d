/**
 * Issue 63 item 2: in a browser without WebMCP (Chromium's default) a page registers nothing, fetches none of
 * the tools' code and logs no error; webmcp.spec.ts runs the same pages with the feature on.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, hydrated, open, test, watchConsole} from './fixtures';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const apduPage = '/ledger-apps/polkadot/APDUSPEC';

test('63 without WebMCP the page registers nothing, loads no tool code and logs no error', async ({page}) => {
  const log = watchConsole(page);
  const chunks: string[] = [];
  page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
  await open(page, apduPage);
  await hydrated(page);
  expect(await page.evaluate(() => 'modelContext' in document)).toBe(false);
  expect(chunks.filter((p) => /\/webmcp\.[0-9a-f]+\.js$/.test(p))).toEqual([]);
  expect(log.errors).toEqual([]);
  // The tools' chunk exists in the build: the check above is not vacuous.
  const chunk = readdirSync(path.join(buildDir, 'assets/js')).find((f) => /^webmcp\.[0-9a-f]+\.js$/.test(f));
  expect(chunk, 'no webmcp chunk in the build').toBeDefined();
  expect(readFileSync(path.join(buildDir, 'assets/js', chunk!), 'utf8')).toContain('registerTool');
});
