/**
 * SPEC 8 and 9 settings that live in docusaurus.config.ts: broken links, anchors and duplicate
 * routes are warnings (errors only in CI), English only, base URL /, one docs version per
 * section named current and labelled Next.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {Config} from '@docusaurus/types';
import {sections} from '../../src/data/sections';

const saved = {...process.env};

async function loadConfig(env: Record<string, string | undefined>, file = '../../docusaurus.config'): Promise<Config> {
  vi.resetModules();
  for (const key of ['CI', 'STRICT_LINKS', 'BASE_URL', 'SECTIONS', 'DISABLE_THEME_SWITCH', 'LAST_UPDATE']) delete process.env[key];
  Object.assign(process.env, env);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  return (await import(file)).default;
}

afterEach(() => {
  process.env = {...saved};
  vi.restoreAllMocks();
});

describe('8 and 9 site configuration', () => {
  it('8 broken links, broken anchors and duplicate routes are warnings; CI=true or STRICT_LINKS=true makes them errors', async () => {
    const local = await loadConfig({});
    expect([local.onBrokenLinks, local.onBrokenAnchors, local.onBrokenMarkdownLinks, local.onDuplicateRoutes]).toEqual([
      'warn',
      'warn',
      'warn',
      'warn',
    ]);
    const ci = await loadConfig({CI: 'true'});
    expect([ci.onBrokenLinks, ci.onBrokenAnchors, ci.onDuplicateRoutes]).toEqual(['throw', 'throw', 'throw']);
    const strict = await loadConfig({STRICT_LINKS: 'true'});
    expect(strict.onBrokenLinks).toBe('throw');
  });

  it('9 the site is English only with base URL / by default', async () => {
    const config = await loadConfig({});
    expect(config.i18n).toEqual({defaultLocale: 'en', locales: ['en']});
    expect(config.baseUrl).toBe('/');
  });

  it('9 docs versions: every section has one version, current, labelled Next (config)', async () => {
    const config = await loadConfig({});
    const docs = (config.plugins ?? []).filter(
      (p): p is [string, {id: string; versions?: Record<string, {label?: string}>; lastVersion?: string}] =>
        Array.isArray(p) && p[0] === '@docusaurus/plugin-content-docs',
    );
    expect(docs.map(([, o]) => o.id).sort()).toEqual(sections.map((s) => s.id).sort());
    for (const [, options] of docs) {
      expect(options.versions).toEqual({current: {label: 'Next'}});
      expect(options.lastVersion ?? 'current').toBe('current');
      // No versioned docs: a versions file would add versions beside current.
      const versionsFile = options.id === 'default' ? 'versions.json' : `${options.id}_versions.json`;
      expect(existsSync(path.join(__dirname, '../..', versionsFile))).toBe(false);
    }
  });

  it("2 the test-only fault routes exist only in the fault build's config; the theme switch goes only with its flag", async () => {
    const publicConfig = await loadConfig({});
    const names = (c: Config) => (c.plugins ?? []).map((p) => (typeof p === 'function' ? p.name : Array.isArray(p) ? p[0] : p));
    expect(names(publicConfig)).not.toContain('testFaults');
    expect((publicConfig.themeConfig as {colorMode: {disableSwitch: boolean}}).colorMode.disableSwitch).toBe(false);
    const faults = await loadConfig({DISABLE_THEME_SWITCH: 'true'}, '../fixtures/faults.config');
    expect(names(faults)).toContain('testFaults');
    // Still last: the CSP plugin hashes the inline scripts of every page, the fault pages' too.
    expect(names(faults).indexOf('testFaults')).toBe(names(faults).length - 2);
    expect((faults.themeConfig as {colorMode: {disableSwitch: boolean}}).colorMode.disableSwitch).toBe(true);
  });

  it("59 'Edit this page' opens a generated page's data, also with LAST_UPDATE=false", async () => {
    for (const env of [{}, {LAST_UPDATE: 'false'}]) {
      const config = await loadConfig(env);
      const ledger = (config.plugins ?? []).find(
        (p): p is [string, {id: string; editUrl: (input: {versionDocsDirPath: string; docPath: string}) => string}] =>
          Array.isArray(p) && (p[1] as {id?: string})?.id === 'ledger-apps',
      )![1];
      const edit = (docPath: string) => ledger.editUrl({versionDocsDirPath: 'docs/ledger-apps', docPath});
      expect(edit('kusama/supported_latest.mdx'), JSON.stringify(env)).toMatch(
        /\/edit\/main\/data\/ledger-apps\/kusama\/supported\/[\d.]+\.json$/,
      );
      expect(edit('kusama/APDUSPEC.mdx'), JSON.stringify(env)).toMatch(/\/edit\/main\/docs\/ledger-apps\/kusama\/APDUSPEC\.mdx$/);
    }
  });
});
