/**
 * Keeps Prism out of main.js: theme-classic registers Prism's extra languages from a client module that
 * imports prism-react-renderer's whole Prism (~92 KB minified) into every page. This aliases that module
 * to nothing; src/plugins/prism-on-demand writes one module per language that pages with code import,
 * and the site's CodeBlock highlights with those. With the layer off the theme's module stays: code is
 * still highlighted, and main.js carries Prism as stock Docusaurus does.
 */
import {readFileSync} from 'node:fs';
import type {Plugin} from '@docusaurus/types';
import {contractBroken, prismClientModule} from '../contracts';

/** The theme's client module, checked to be the one this alias was written for. */
export function themePrismModule(resolve: (id: string) => string = require.resolve): string {
  let file: string;
  try {
    file = resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  } catch {
    throw contractBroken(prismClientModule, 'the file is gone');
  }
  if (!readFileSync(file, 'utf8').includes('prism-react-renderer'))
    throw contractBroken(prismClientModule, 'it no longer imports prism-react-renderer');
  return file;
}

export default function prismClientModulePlugin(): Plugin {
  const file = themePrismModule();
  return {
    name: 'internals-prism-client-module',
    configureWebpack: () => ({resolve: {alias: {[file]: false}}}),
  };
}
