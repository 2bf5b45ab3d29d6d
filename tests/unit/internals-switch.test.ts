/**
 * DOCS_INTERNALS: one setting turns the framework internals (src/internals) on or off, and `auto`
 * turns them off on framework versions they were not written for.
 */
import {mkdirSync, mkdtempSync, readdirSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {Config, Plugin, PluginConfig} from '@docusaurus/types';
import {readSettings} from '../../src/config/buildSettings';
import {internalsPlugins} from '../../src/internals';
import {decideInternals, installedVersions} from '../../src/internals/build/versions';
import lazyRouteComponents from '../../src/internals/build/lazyRouteComponents';
import clientRouteData from '../../src/internals/build/route-data';
import utilsCommonTslib from '../../src/internals/build/utils-common-tslib';
import translationDescriptionsPlugin from '../../src/internals/build/translation-descriptions';
import prismClientModulePlugin from '../../src/internals/build/prismClientModule';
import {internalsBuiltInto} from '../../src/internals/record';

const writtenFor = {docusaurusCore: '3.8.1', rspack: '1.7.12'};
const upgrade = {docusaurusCore: '3.10.2', rspack: '1.7.12'};
const saved = {...process.env};

async function loadConfig(env: Record<string, string>): Promise<Config> {
  vi.resetModules();
  Object.assign(process.env, env);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  return (await import('../../docusaurus.config')).default;
}

const pluginNames = (plugins: readonly unknown[] | undefined) =>
  ((plugins ?? []) as PluginConfig[]).map((p) => (typeof p === 'function' ? p.name : Array.isArray(p) ? String(p[0]) : String(p)));

afterEach(() => {
  process.env = {...saved};
  vi.restoreAllMocks();
});

describe('DOCS_INTERNALS', () => {
  it('is auto by default, takes on and off, and stops the build on anything else', () => {
    expect(readSettings({}).docsInternals).toBe('auto');
    expect(readSettings({DOCS_INTERNALS: 'on'}).docsInternals).toBe('on');
    expect(readSettings({DOCS_INTERNALS: 'off'}).docsInternals).toBe('off');
    expect(() => readSettings({DOCS_INTERNALS: 'false'})).toThrow(/DOCS_INTERNALS must be auto, on or off/);
  });

  it('auto: on with the versions the layer was written for (those installed here), off with a warning naming the versions on others', () => {
    expect(installedVersions().docusaurusCore).toBe('3.8.1');
    expect(decideInternals('auto', installedVersions())).toEqual({on: true});
    expect(decideInternals('auto', {...writtenFor, rspack: '1.7.0'})).toEqual({on: true});
    const rehearsal = decideInternals('auto', upgrade);
    expect(rehearsal.on).toBe(false);
    expect(rehearsal.warning).toMatch(
      /Framework internals are OFF: installed @docusaurus\/core 3\.10\.2 and @rspack\/core 1\.7\.12.*written for @docusaurus\/core 3\.8\.1 and @rspack\/core 1\.7\.x/,
    );
    expect(decideInternals('auto', {...writtenFor, rspack: '1.8.0'}).on).toBe(false);
    expect(decideInternals('auto', {...writtenFor, rspack: undefined}).on).toBe(false);
  });

  it('on forces the layer (warning on other versions); off leaves it out whatever the versions', () => {
    expect(decideInternals('on', writtenFor)).toEqual({on: true});
    expect(decideInternals('on', upgrade)).toMatchObject({on: true, warning: expect.stringMatching(/A broken contract fails the build/)});
    expect(decideInternals('off', writtenFor)).toEqual({on: false});
  });

  it('the plugin list: every internal plugin when on, only the record of the decision when off; one [internals] line says which, a warning on other versions', () => {
    const print = {warn: vi.fn(), info: vi.fn()};
    expect(pluginNames(internalsPlugins('off', writtenFor, print))).toEqual(['internalsRecord']);
    expect(print.info).toHaveBeenLastCalledWith('off (DOCS_INTERNALS=off; @docusaurus/core 3.8.1, @rspack/core 1.7.12)');
    expect(pluginNames(internalsPlugins('auto', upgrade, print))).toEqual(['internalsRecord']);
    expect(print.warn).toHaveBeenCalledTimes(1);
    expect(print.warn).toHaveBeenCalledWith(expect.stringMatching(/3\.10\.2/));
    expect(pluginNames(internalsPlugins('on', writtenFor, print))).toEqual([
      'lazyRouteComponents',
      'clientRouteData',
      'utilsCommonTslib',
      'prismClientModulePlugin',
      'translationDescriptionsPlugin',
      'internalsClient',
      'internalsRecord',
    ]);
    expect(print.info).toHaveBeenLastCalledWith('on (DOCS_INTERNALS=on; @docusaurus/core 3.8.1, @rspack/core 1.7.12)');
  });

  it('every build records the decision beside its output, never in it (a static host would publish it); off replaces on', async () => {
    const print = {warn: vi.fn(), info: vi.fn()};
    const dir = mkdtempSync(path.join(os.tmpdir(), 'internals-record-'));
    try {
      const outDir = path.join(dir, 'build');
      mkdirSync(outDir);
      expect(() => internalsBuiltInto(outDir)).toThrow(/internals\.json is missing: rebuild/);
      for (const [setting, on] of [
        ['on', true],
        ['off', false],
      ] as const) {
        const record = (internalsPlugins(setting, writtenFor, print).at(-1) as () => Plugin)();
        await record.postBuild!({outDir} as Parameters<NonNullable<Plugin['postBuild']>>[0]);
        expect(internalsBuiltInto(outDir), setting).toBe(on);
      }
      expect(readdirSync(outDir)).toEqual([]);
      expect(readdirSync(`${outDir}-hosting`)).toEqual(['internals.json']);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('the site config with DOCS_INTERNALS=off registers no internal plugin, alias, replacement or client module', async () => {
    // The config is loaded afresh (new module instances): plugins are told by their function names.
    const internal = [lazyRouteComponents, clientRouteData, utilsCommonTslib, prismClientModulePlugin, translationDescriptionsPlugin]
      .map((p) => p.name)
      .concat('internalsClient');
    const off = await loadConfig({DOCS_INTERNALS: 'off'});
    expect(pluginNames(off.plugins).filter((name) => internal.includes(name))).toEqual([]);
    expect((off.clientModules ?? []).filter((m) => m?.includes('internals'))).toEqual([]);

    const on = await loadConfig({DOCS_INTERNALS: 'on'});
    expect(pluginNames(on.plugins).filter((name) => internal.includes(name))).toEqual(internal);
  });
});
