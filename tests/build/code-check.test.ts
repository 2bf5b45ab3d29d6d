/**
 * "Checked against the code" under the hand-written pages of the build (src/data/codeChecks.ts through the
 * parseFrontMatter hook, src/config/codeCheck.ts): each names every source at its commit, linked to the
 * repository's tree at that commit, then any package read at its version, linked to that version's page; pages generated from data, the Ledger overview and Ping have none; and
 * the note stays out of the page's Markdown twin, which holds the page's own text.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import appsJson from '../../data/ledger-apps/apps.json';
import {sectionCodeChecks} from '../../src/data/codeChecks';
import {packageVersionUrl} from '@zondax/docs-core/packageRegistry';
import {repoUrl} from '../../src/data/site';
import {sectionEntryPath, sectionById} from '../../src/data/sections';
import {apduRouteOf, buildDir, loadPage, sitemapPaths} from './built-site';

const note = (route: string) => loadPage(route)('[data-code-check]');
const treeLinks = (route: string) =>
  note(route)
    .find('a')
    .map((_, a) => a.attribs.href)
    .get();

describe('the note under each hand-written page', () => {
  it.each(Object.entries(sectionCodeChecks))('%s: its entry page names every source at its commit', (id, check) => {
    const route = sectionEntryPath(sectionById(id as keyof typeof sectionCodeChecks));
    expect(note(route).length, route).toBe(1);
    expect(treeLinks(route)).toEqual([
      ...check.sources.map((s) => `${repoUrl(s.repository)}/tree/${s.commit}`),
      ...(check.packages ?? []).map((p) => packageVersionUrl(p.name, p.version)),
    ]);
    expect(note(route).text()).toMatch(/^Checked against the code on \d{1,2} [A-Z][a-z]+ \d{4}: /);
  });

  it('names a package read beyond its repository after the repositories, with its registry and version', () => {
    const {packages} = sectionCodeChecks.zemu;
    expect(packages?.length).toBeGreaterThan(0);
    const text = note('/zemu/quickstart').text();
    const zemu = packages![0]!;
    expect(text).toContain(` and the package published on npm, ${zemu.name} ${zemu.version}. Where a repository`);
    expect(
      note('/zemu/quickstart')
        .find(`a[href="${packageVersionUrl(zemu.name, zemu.version)}"]`)
        .text(),
    ).toBe(`${zemu.name} ${zemu.version}`);
  });

  it("a Ledger app's hand-written pages name the app's commit; its generated pages and the overview name none", () => {
    const zcash = appsJson.zcash;
    for (const page of ['build', 'APDUSPEC', 'zcash_workflow']) {
      expect(treeLinks(`/ledger-apps/zcash/${page}`), page).toEqual([`${repoUrl(zcash.repository)}/tree/${zcash.commit}`]);
    }
    expect(note('/ledger-apps/kusama/supported_latest').length).toBe(0);
    expect(note('/ledger-apps/overview').length).toBe(0);
    expect(note('/ping').length).toBe(0);
  });

  it("an APDU page's summary table gives the day and commit of the note under the page", () => {
    // Every app's specification page, found as its chain's landing page finds it.
    const paths = sitemapPaths();
    const routes = Object.keys(appsJson).map((folder) => apduRouteOf(folder, paths));
    expect(routes.filter((route) => !route)).toEqual([]);
    for (const route of routes as string[]) {
      const $ = loadPage(route);
      const day = $('[data-code-check]')
        .text()
        .match(/^Checked against the code on (\d{1,2} [A-Z][a-z]+ \d{4}):/)?.[1];
      expect(day, route).toBeDefined();
      const row = $('[data-fact="checked-at"]');
      expect(row.text(), route).toMatch(new RegExp(`^${day}, at `));
      expect(row.find('a').attr('href'), route).toBe(treeLinks(route)[0]);
    }
  });

  it('is in no search record, and neither is the offline panel beside it', () => {
    const indexDir = path.join(buildDir, 'search-index');
    const shards = readdirSync(indexDir).filter((f) => f.endsWith('.json'));
    expect(shards.length).toBeGreaterThan(0);
    for (const shard of shards) {
      const text = readFileSync(path.join(indexDir, shard), 'utf8');
      expect(text, shard).not.toContain('Checked against the code on');
      expect(text, shard).not.toContain('Keep the pages and search index');
    }
  });

  it("stays out of the Markdown twin and out of the page's searchable text", () => {
    const twin = path.join(buildDir, 'zemu/quickstart.md');
    expect(existsSync(twin)).toBe(true);
    expect(readFileSync(twin, 'utf8')).not.toContain('Checked against the code');
    expect(loadPage('/zemu/quickstart')('.theme-doc-markdown [data-code-check]').length).toBe(0);
  });
});
