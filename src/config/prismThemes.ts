import {themes} from 'prism-react-renderer';
import {accessiblePrismTheme} from './accessibleColors';

/** The code blocks' colours in each colour mode (themeConfig.prism in docusaurus.config.ts; the e2e tests check them). */
export const prismThemes = {light: accessiblePrismTheme(themes.github), dark: accessiblePrismTheme(themes.dracula)};
