/**
 * The Ledger apps overview's comparison table (SPEC 2.3) links each app's pages that exist, and only those: the
 * APDU specification (APDUSPEC or APDU) and the build guide (build or BUILD), read
 * here from the files in docs/ledger-apps rather than from the rule the table uses. And every page of the build that
 * counts the apps counts them all.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ledgerChains} from '../../src/data/chains';
import {buildDir, builtFiles, loadPage} from './built-site';

const docsDir = path.join(__dirname, '../../docs/ledger-apps');
const $ = loadPage('/ledger-apps/overview');
const rows = $('table')
  .filter((_, t) => $(t).find('th').text().includes('Supported list'))
  .find('tbody tr');

/** The route of the folder's page whose file name (without extension) is one of these, if there is one. */
function pageIn(folder: string, names: string[]): string | undefined {
  const file = readdirSync(path.join(docsDir, folder)).find((f) => names.includes(f.replace(/\.mdx?$/, '')));
  return file && `/ledger-apps/${folder}/${file.replace(/\.mdx?$/, '')}`;
}

describe('the overview table links the pages each app has', () => {
  it('has one row per chain with a ledger-apps folder, in the list order', () => {
    // The row header holds the chain's name, then the list of its pages.
    expect(rows.map((_, r) => $(r).find('th > :first-child').text()).get()).toEqual(ledgerChains.map((c) => c.name));
  });

  it.each(ledgerChains.map((c, i) => [c.ledgerFolder, i] as const))('%s', (folder, index) => {
    expect(existsSync(path.join(docsDir, folder)), `docs/ledger-apps/${folder}`).toBe(true);
    const links = Object.fromEntries(
      rows
        .eq(index)
        .find('th li a')
        .map((_, a) => [[$(a).text(), $(a).attr('href')]])
        .get() as [string, string][],
    );
    const apdu = pageIn(folder, ['APDUSPEC', 'APDU']);
    const build = pageIn(folder, ['build', 'BUILD']);
    expect(apdu, 'every app has an APDU page').toBeDefined();
    expect(links.APDU).toBe(apdu);
    expect(links.Build).toBe(build);
    expect(links.Repository).toMatch(/^https:\/\/github\.com\/[^/]+\/ledger-/);
  });
});

it('every count of the Ledger apps in the build is the number of apps (the chains with a ledger-apps folder)', () => {
  // The phrases the site counts them with: "Ledger apps for 36 chains", "Hardware-wallet apps for 36 chains", "all 36
  // apps", the announcement's "specifications for 36 chains" and "Browse the Ledger apps of 36 chains". (Chain pages,
  // of which there are as many as navbar tiles, are counted as "chain pages".)
  const phrase = /\b(?:apps|specifications) for (\d+) chains\b|\ball (\d+) apps\b|Ledger apps<\/a>(?:<[^>]+>)* of (\d+) chains/g;
  const wrong: string[] = [];
  let found = 0;
  // Every file a reader or an assistant is served: pages, Markdown twins, llms files.
  for (const file of builtFiles(/\.(html|md|txt)$/)) {
    // React's SSR parts a text made of several values with empty comments.
    for (const m of readFileSync(file, 'utf8').replaceAll('<!-- -->', '').matchAll(phrase)) {
      found++;
      const count = Number(m[1] ?? m[2] ?? m[3]);
      if (count !== ledgerChains.length) wrong.push(`${path.relative(buildDir, file)}: "${m[0]}"`);
    }
  }
  expect(found, 'the phrases are found (the home page, the announcement bar, the overview)').toBeGreaterThan(100);
  expect(wrong).toEqual([]);
});
