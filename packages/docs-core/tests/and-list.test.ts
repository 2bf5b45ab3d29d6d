import {describe, expect, it} from 'vitest';
import {andList, listSeparator} from '../src/text/andList';

describe('andList: items as a sentence lists them', () => {
  it('joins one, two and more items, with the serial comma only when asked', () => {
    expect(andList([])).toBe('');
    expect(andList(['Stax'])).toBe('Stax');
    expect(andList(['Nano X', 'Stax'])).toBe('Nano X and Stax');
    expect(andList(['Nano S', 'Nano X', 'Stax'])).toBe('Nano S, Nano X and Stax');
    expect(andList(['read it', 'build it', 'sign'], true)).toBe('read it, build it, and sign');
    expect(andList(['read it', 'build it'], true)).toBe('read it and build it');
  });
});

describe('listSeparator: what precedes each item, for lists of elements', () => {
  it('gives the same separators andList joins with', () => {
    const seps = (count: number, serial = false) => Array.from({length: count}, (_, i) => listSeparator(i, count, serial));
    expect(seps(1)).toEqual(['']);
    expect(seps(2, true)).toEqual(['', ' and ']);
    expect(seps(4)).toEqual(['', ', ', ', ', ' and ']);
    expect(seps(3, true)).toEqual(['', ', ', ', and ']);
  });
});
