/**
 * The custom properties a style sheet of the repository declares, for tests that hold one colour to another. Plain
 * top-level rules only (an @media block's rules are left out), comments ignored.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** The custom properties declared in the top-level rules whose selector is exactly `selector`, later rules winning. */
export function customProperties(file: string, selector: string): Record<string, string> {
  const css = readFileSync(path.join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const declared: Record<string, string> = {};
  let depth = 0;
  let start = 0;
  let ruleSelector = '';
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') {
      if (depth === 0) ruleSelector = css.slice(start, i).trim();
      if (depth === 0) start = i + 1;
      depth++;
    } else if (css[i] === '}') {
      depth--;
      if (depth !== 0) continue;
      if (ruleSelector === selector)
        for (const [, name, value] of css.slice(start, i).matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) declared[name] = value.trim();
      start = i + 1;
    }
  }
  return declared;
}
