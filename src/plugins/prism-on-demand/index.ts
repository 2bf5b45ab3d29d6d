import type {Plugin} from '@docusaurus/types';

/**
 * The classic theme registers Prism's extra languages from a client module, so prism-react-renderer
 * (its vendored Prism builds ~40 grammars at import, ~300 ms of main thread on a throttled phone)
 * sits in main.js and runs on every page, including the many without a code block. This aliases
 * that client module to nothing; src/theme/CodeBlock/Content registers the languages instead, so
 * Prism loads and runs with the code block component: on documentation pages (the theme's MDX
 * components import it), not on the home, landing, search and other React pages.
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
