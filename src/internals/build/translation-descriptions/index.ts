import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {contractBroken, translationDescriptions as contract} from '../../contracts';
import {stripTranslationDescriptions} from './strip.cjs';

/** The theme's and the site's source files whose translation messages the browser gets. */
const translatedSources =
  /([\\/]node_modules[\\/]@docusaurus[\\/](theme|plugin)-[\w-]+[\\/]lib[\\/]|[\\/]src[\\/](theme|components)[\\/]).*\.(js|tsx?)$/;

/** Two theme files, one per form, the loader must find a description in (the contract's check). */
const samples = ['theme/BackToTopButton/index.js', 'theme/TagsListInline/index.js'];

/** Throws the contract unless each sample loses a description and none is left in it. */
export function checkTranslationDescriptions(read: (file: string) => string = readThemeFile): void {
  for (const file of samples) {
    const {code, removed} = stripTranslationDescriptions(read(file));
    if (removed === 0 || /\bdescription[:=]\s*['"]/.test(code))
      throw contractBroken(
        contract,
        `${file} has no translation description written as translate({description: '…'}) or <Translate description="…">`,
      );
  }
}

function readThemeFile(file: string): string {
  const lib = path.dirname(createRequire(__filename).resolve('@docusaurus/theme-classic'));
  return readFileSync(path.join(lib, file), 'utf8');
}

/**
 * The descriptions written for translators in translate() and <Translate> (about 7 KB in the scripts of a doc page,
 * 4 KB of them in main.js) are taken out of the browser's bundle: Docusaurus reads them from the source files when it
 * extracts messages, never at run time. The server build keeps them (nothing is sent).
 */
export default function translationDescriptionsPlugin(): Plugin {
  return {
    name: 'translation-descriptions',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      checkTranslationDescriptions();
      return {module: {rules: [{test: translatedSources, enforce: 'pre', loader: path.resolve(__dirname, 'loader.cjs')}]}};
    },
  };
}
