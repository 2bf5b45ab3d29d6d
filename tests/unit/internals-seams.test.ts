/**
 * The private shapes moved into src/internals by issue 59 fail loudly, naming their contract, when the
 * installed Docusaurus has another shape: Prism's client module (aliased away with the layer on), the
 * theme's internal hooks and the two generated modules the site reads with the layer on or off.
 */
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it, onTestFinished, vi} from 'vitest';
import {themePrismModule} from '../../src/internals/build/prismClientModule';
import {checkFunctions} from '../../src/internals/client/checkFunctions';
import {checkColourModeProvider, installedProvider} from '../../src/internals/build/colourModeProvider';

afterEach(() => {
  vi.resetModules();
  vi.doUnmock('@generated/routes');
  vi.doUnmock('@generated/docusaurus.config');
});

describe("theme-classic's Prism client module", () => {
  it('is found in the installed theme, and is the module that imports prism-react-renderer', () => {
    expect(themePrismModule()).toMatch(/theme-classic[\\/]lib[\\/]prism-include-languages\.js$/);
  });

  it('a missing file or another module fails the build with the contract', () => {
    expect(() =>
      themePrismModule(() => {
        throw new Error('not found');
      }),
    ).toThrow(
      /Framework contract broken: @docusaurus\/theme-classic@3\.8\.1 client module lib\/prism-include-languages\.js.*the file is gone/,
    );
    const dir = mkdtempSync(path.join(os.tmpdir(), 'prism-module-'));
    onTestFinished(() => rmSync(dir, {recursive: true, force: true}));
    writeFileSync(path.join(dir, 'x.js'), 'export default function () {}');
    expect(() => themePrismModule(() => path.join(dir, 'x.js'))).toThrow(/no longer imports prism-react-renderer/);
  });
});

describe('the theme internal hooks', () => {
  it('pass when they are functions, and name the contract and the hook when one is not', () => {
    expect(() => checkFunctions({useA: () => 1})).not.toThrow();
    expect(() => checkFunctions({useNavbarMobileSidebar: undefined})).toThrow(
      /Framework contract broken: @docusaurus\/theme-common@3\.8\.1 @docusaurus\/theme-common\/internal hooks.*useNavbarMobileSidebar is undefined/,
    );
  });

  it('the installed theme-common exports every hook the site reads (the build also runs the check)', () => {
    // Its internal entry needs Docusaurus's client aliases to load, so its declarations are read here.
    const declared = readFileSync(path.join(__dirname, '../../node_modules/@docusaurus/theme-common/lib/internal.d.ts'), 'utf8');
    const read = ['useAnnouncementBar', 'useLockBodyScroll', 'useNavbarMobileSidebar', 'useNavbarSecondaryMenu', 'useCodeBlockContext'];
    for (const hook of read) expect(declared, hook).toMatch(new RegExp(`\\b${hook}\\b`));
    for (const file of ['themeHooks.ts', 'codeBlockHooks.ts']) {
      const source = readFileSync(path.join(__dirname, '../../src/internals/client', file), 'utf8');
      for (const hook of read.filter((h) => source.includes(h))) expect(source).toMatch(new RegExp(`checkFunctions\\(\\{[^}]*${hook}`));
    }
  });
});

describe("the colour-mode provider's setColorMode options (client/colourModeTabs.ts)", () => {
  it('the installed theme-common has the shape the seam was written for (every build checks it)', () => {
    expect(() => checkColourModeProvider()).not.toThrow();
    expect(readFileSync(path.join(__dirname, '../../src/internals/client/colourModeTabs.ts'), 'utf8')).toContain(
      "createStorageSlot('theme')",
    );
  });

  it('another shape fails the build with the contract and what changed', () => {
    const installed = installedProvider();
    const label =
      /Framework contract broken: @docusaurus\/theme-common@3\.8\.1 useColorMode\(\)\.setColorMode\(choice, \{persist: false\}\)/;
    const broken = (from: string, to: string) => () => checkColourModeProvider(() => installed.replace(from, to));
    expect(broken('const { persist = true } = options;', 'const persist = true;')).toThrow(label);
    expect(broken('const { persist = true } = options;', 'const persist = true;')).toThrow(/no longer takes \{persist\}/);
    expect(
      broken(
        'setColorMode(coerceToColorModeChoice(e.newValue));',
        'setColorMode(coerceToColorModeChoice(e.newValue), { persist: false });',
      ),
    ).toThrow(/storage listener changed/);
    expect(broken("const ColorModeStorageKey = 'theme';", "const ColorModeStorageKey = 'colour';")).toThrow(
      /no longer stored under 'theme'/,
    );
    expect(() =>
      checkColourModeProvider(() => {
        throw new Error('ENOENT');
      }),
    ).toThrow(/lib\/contexts\/colorMode\.js is gone/);
  });
});

describe('the generated route table and site config', () => {
  it('read when they have the expected shape', async () => {
    vi.doMock('@generated/routes', () => ({default: [{path: '/', routes: [{path: '/zemu'}]}]}));
    vi.doMock('@generated/docusaurus.config', () => ({default: {customFields: {a: 'b'}}}));
    const {routeTable, customFields} = await import('../../src/internals/client/generatedModules');
    expect(routeTable()).toEqual([{path: '/', routes: [{path: '/zemu'}]}]);
    expect(customFields()).toEqual({a: 'b'});
  });

  it('another shape fails with the contract', async () => {
    vi.doMock('@generated/routes', () => ({default: {'/': {}}}));
    vi.doMock('@generated/docusaurus.config', () => ({default: {}}));
    const {routeTable, customFields} = await import('../../src/internals/client/generatedModules');
    expect(() => routeTable()).toThrow(/@generated\/routes is the route tree.*found object/);
    expect(() => customFields()).toThrow(/@generated\/docusaurus.config is the site config.*customFields is undefined/);
  });
});
