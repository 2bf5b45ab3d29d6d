/** How the home page's last two project cards share the last row of three (src/components/pages/ProjectGrid). */
import {describe, expect, it} from 'vitest';
import {lastRowShare} from '../../src/components/pages/ProjectGrid/lastRowShare';

const shares = (counts: number[]) => counts.map((_, i) => lastRowShare(counts, i));

describe('lastRowShare', () => {
  it('gives the longer of the two last cards two thirds of the row, the shorter a third', () => {
    expect(shares([5, 3, 4, 6, 2])).toEqual([undefined, undefined, undefined, 'wide', 'narrow']);
    expect(shares([1, 4])).toEqual(['narrow', 'wide']);
  });

  it('leaves halves to two cards of one length, and full rows and a lone last card alone', () => {
    expect(shares([5, 3, 4, 3, 3])).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(shares([5, 3, 4])).toEqual([undefined, undefined, undefined]);
    expect(shares([5, 3, 4, 2])).toEqual([undefined, undefined, undefined, undefined]);
  });
});
