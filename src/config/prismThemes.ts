import {readFileSync} from 'node:fs';
import path from 'node:path';
import {themes} from 'prism-react-renderer';
import {accessiblePrismTheme} from './accessibleColors';

/** The site's stylesheet, read once at config time for both colour modes. */
const customCss = readFileSync(path.join(__dirname, '../css/custom.css'), 'utf8');

/**
 * A custom property as the site's stylesheet sets it in one block (`:root` for light mode,
 * `[data-theme='dark']` for dark): the stylesheet is where the highlighted-line tint is chosen.
 */
export function customProperty(block: ':root' | "[data-theme='dark']", name: string): string {
  const start = customCss.indexOf(`${block} {`);
  const body = start >= 0 ? customCss.slice(start, customCss.indexOf('}', start)) : '';
  const value = body.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1].trim();
  if (!value) throw new Error(`src/css/custom.css sets no ${name} in ${block}`);
  return value;
}

const highlightedLine = '--docusaurus-highlighted-code-line-bg';

/**
 * The code blocks' colours in each colour mode (themeConfig.prism in docusaurus.config.ts): every token
 * colour at WCAG AA on the code background and on a highlighted line (tests/unit/code-colours.test.ts;
 * the e2e tests check them in the page).
 */
export const prismThemes = {
  light: accessiblePrismTheme(themes.github, customProperty(':root', highlightedLine)),
  dark: accessiblePrismTheme(themes.dracula, customProperty("[data-theme='dark']", highlightedLine)),
};
