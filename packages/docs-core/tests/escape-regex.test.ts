import {expect, it} from 'vitest';
import {escapeRegex} from '../src/text/escapeRegex';

it('escapeRegex: every character special to a regular expression is matched as itself', () => {
  const text = 'a.b*c+d?e^f${g}(h)|[i]\\j';
  const pattern = new RegExp(`^${escapeRegex(text)}$`);
  expect(pattern.test(text)).toBe(true);
  expect(pattern.test(text.replace('.', 'x'))).toBe(false);
  expect(escapeRegex('/fevm/filecoin-solidity')).toBe('/fevm/filecoin-solidity');
});
