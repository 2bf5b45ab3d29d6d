import type {Plugin} from '@docusaurus/types';

/**
 * The classic theme registers Prism's extra languages from a client module, so prism-react-renderer
 * (its vendored Prism builds ~40 grammars at import, ~300 ms of main thread on a throttled phone)
 * sits in main.js and runs on every page, including the many without a code block. This aliases
 * that client module to nothing. Prism and the extra languages come with ./highlighter.ts instead,
 * which only pages with a code block import (./remarkImportHighlighter.ts for Markdown pages, an
 * explicit import in React pages); src/theme/CodeBlock/Content takes Highlight from ./registry.ts.
 */
const themeClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');

export default function prismOnDemand(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack() {
      return {resolve: {alias: {[themeClientModule]: false}}};
    },
  };
}
