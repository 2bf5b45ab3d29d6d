import {describe, expect, it} from 'vitest';
import {docPageTitle} from '../../src/seo/docTitle';
import {sections} from '../../src/data/sections';

describe('doc page <title>: names the section when the page title does not', () => {
  it("adds the section after a page title that leaves it out: 'Server' of Namadexer", () => {
    expect(docPageTitle('Server', 'Namadexer')).toBe('Server — Namadexer');
    expect(docPageTitle('Quickstart', 'Zemu')).toBe('Quickstart — Zemu');
  });

  it('leaves a title that already names its section, in any letter case or position', () => {
    expect(docPageTitle('Namadexer', 'Namadexer')).toBe('Namadexer');
    expect(docPageTitle('drand, the distributed randomness beacon', 'drand')).toBe('drand, the distributed randomness beacon');
    expect(docPageTitle('FilGas, the Filecoin gas estimator', 'Filecoin gas estimator')).toBe('FilGas, the Filecoin gas estimator');
    expect(docPageTitle('Using the ZEMU emulator', 'Zemu')).toBe('Using the ZEMU emulator');
  });

  it('leaves a title that has every word of its section in another order, with others between', () => {
    expect(docPageTitle('ICP client for C and C++', 'ICP client for C++')).toBe('ICP client for C and C++');
    expect(docPageTitle('Solidity libraries and precompiles for the FEVM', 'FEVM Solidity precompiles')).toBe(
      'Solidity libraries and precompiles for the FEVM',
    );
    // One word of the section's missing is not naming it; a word inside another word is not that word.
    expect(docPageTitle('ICP client for C', 'ICP client for C++')).toBe('ICP client for C — ICP client for C++');
    expect(docPageTitle('Solidity precompiles', 'FEVM Solidity precompiles')).toBe('Solidity precompiles — FEVM Solidity precompiles');
    expect(docPageTitle('Namadexers', 'Namadexer')).toBe('Namadexers — Namadexer');
  });

  it('keeps the page title for a page outside any section', () => {
    expect(docPageTitle('Server', undefined)).toBe('Server');
  });

  it('gives every section a title that names it', () => {
    for (const section of sections) {
      expect(docPageTitle('Overview', section.title)).toBe(`Overview — ${section.title}`);
      expect(docPageTitle(section.title, section.title)).toBe(section.title);
    }
  });
});
