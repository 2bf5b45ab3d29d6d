/**
 * Imported for its effect by every page that renders a code block: Prism with the site's extra
 * grammars, made available to the code block component (src/theme/CodeBlock/Content). MDX pages get
 * the import from ./remarkImportHighlighter.ts; React pages that render <CodeBlock> import it themselves.
 */
import {Highlight, Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import {registerHighlight} from './registry';

prismIncludeLanguages(Prism);
registerHighlight(Highlight);
