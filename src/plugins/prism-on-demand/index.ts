import type {Plugin} from '@docusaurus/types';
import {coreModule, grammarModule, grammarsFor, languageModule, languageNames, siteGrammars} from './grammars';
import {additionalLanguages} from './languages';

/**
 * Code highlighting that loads only the grammars a page's code blocks use.
 *
 * The classic theme registers Prism's extra languages from a client module, which puts
 * prism-react-renderer (its bundled Prism defines ~30 grammars at import, ~92 KB minified) in
 * main.js; the framework internals alias it away (src/internals/build/prismClientModule.ts). This
 * writes, into the generated files, one module per language (`@generated/prism-on-demand/default/language-<id>.js`) that builds a Prism
 * instance with just the grammars that language needs (./grammars.ts), from prismjs's components.
 * ./remarkImportHighlighter.ts imports the modules of a page's fence languages into the page, so
 * they join the page's own chunk (fetched before the page renders, on first load and on client-side
 * navigation); React pages that render <CodeBlock> import theirs. src/theme/CodeBlock/Content
 * highlights with ./highlight.ts and the instance from ./registry.ts.
 */
export default function prismOnDemand(): Plugin {
  const site = siteGrammars(additionalLanguages);
  const names = languageNames(site);
  return {
    name: 'prism-on-demand',
    async contentLoaded({actions}) {
      const registry = '@site/src/plugins/prism-on-demand/registry';
      const used = new Set(site.flatMap((id) => (names.has(id) ? grammarsFor(id, site) : [])));
      await actions.createData('core.js', coreModule());
      for (const id of used) await actions.createData(`grammar-${id}.js`, grammarModule(id));
      for (const [id, aliases] of names) await actions.createData(`language-${id}.js`, languageModule(id, site, aliases, registry));
      // The names code blocks may use: in another one a block is plain text, not an error.
      await actions.createData('languages.json', JSON.stringify([...names.values()].flat()));
    },
  };
}
