import {describe, expect, it} from 'vitest';
import {andList} from '../../src/components/pages/andList';

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
