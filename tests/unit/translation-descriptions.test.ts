import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import translationDescriptionsPlugin, {checkTranslationDescriptions} from '../../src/internals/build/translation-descriptions';
import {stripTranslationDescriptions as strip} from '../../src/internals/build/translation-descriptions/strip.cjs';
import {translationDescriptions} from '../../src/internals/contracts';
import {brokenContract} from './fixtures/brokenContract';

const require = createRequire(__filename);
const libOf = (pkg: string) => path.dirname(require.resolve(pkg));

function jsFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? jsFiles(path.join(dir, entry.name)) : entry.name.endsWith('.js') ? [path.join(dir, entry.name)] : [],
  );
}

describe("translators' descriptions left out of the browser's bundle (src/internals/build/translation-descriptions)", () => {
  it('takes the description out of a translate() object, first, between or last, and out of a <Translate> tag', () => {
    expect(strip("translate({id: 'a', message: 'Hi {n}', description: 'The \\'n\\' label'}, {n})")).toEqual({
      code: "translate({id: 'a', message: 'Hi {n}', }, {n})",
      removed: 1,
    });
    expect(strip("translate({\n  description: 'first',\n  message: 'm',\n})").code).toBe("translate({\n  \n  message: 'm',\n})");
    expect(strip("translate({message: 'm', description: \"mid\", id: 'x'})").code).toBe("translate({message: 'm',  id: 'x'})");
    expect(strip('<Translate id="t" description="A title > of" values={{a: 1}}>Text</Translate>')).toEqual({
      code: '<Translate id="t" values={{a: 1}}>Text</Translate>',
      removed: 1,
    });
  });

  it('leaves every other description alone: a page description, an object outside translate(), one computed at run time', () => {
    for (const source of [
      '<PageMetadata title="Search" description="Search the docs" />',
      "const chain = {description: 'A chain'};",
      'translate({message: m, description: text})',
      '<Translate id="t" description={text}>T</Translate>',
    ])
      expect(strip(source)).toEqual({code: source, removed: 0});
  });

  it("leaves no literal description in any of the theme's browser files, and every file still has what it translates", () => {
    let removed = 0;
    for (const file of [
      ...jsFiles(path.join(libOf('@docusaurus/theme-classic'), 'theme')),
      ...jsFiles(path.join(libOf('@docusaurus/theme-common'), '.')),
    ]) {
      const source = readFileSync(file, 'utf8');
      const out = strip(source);
      removed += out.removed;
      expect(out.code.match(/translate\(\{[^}]*\bdescription:\s*['"]/g), file).toBeNull();
      expect(out.code.match(/<Translate\b[^>]*\sdescription="/g), file).toBeNull();
      // Only descriptions go: the ids and messages stay.
      expect(out.code.match(/\bid[:=]\s*['"]theme\./g)?.length ?? 0, file).toBe(source.match(/\bid[:=]\s*['"]theme\./g)?.length ?? 0);
    }
    // 81 in theme-classic 3.8.1 and theme-common.
    expect(removed).toBeGreaterThan(60);
  });

  it('fails the build, naming the contract, when the theme writes descriptions another way; the client build only', () => {
    expect(() => checkTranslationDescriptions()).not.toThrow();
    expect(() => checkTranslationDescriptions(() => "translate({message: 'm', id: 'x'})")).toThrow(
      brokenContract(translationDescriptions, /BackToTopButton/),
    );
    const plugin = translationDescriptionsPlugin();
    expect(plugin.configureWebpack?.({} as never, true, {} as never, {} as never)).toEqual({});
    const config = plugin.configureWebpack?.({} as never, false, {} as never, {} as never) as {
      module: {rules: {test: RegExp; loader: string}[]};
    };
    const [rule] = config.module.rules;
    expect(rule.test.test(path.join(libOf('@docusaurus/theme-classic'), 'theme/BackToTopButton/index.js'))).toBe(true);
    expect(rule.test.test(path.resolve('src/theme/SearchPage/index.tsx'))).toBe(true);
    expect(rule.test.test(path.resolve('src/data/chains.ts'))).toBe(false);
    expect(rule.loader).toMatch(/translation-descriptions[\\/]loader\.cjs$/);
  });
});
