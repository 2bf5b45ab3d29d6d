import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';

// Runs once, when the first page that can hold a code block (a documentation page) loads this chunk
// and before any code block renders (src/plugins/prism-on-demand keeps the theme from doing it in
// main.js for every page).
prismIncludeLanguages(Prism);

export default Content;
