/**
 * Command names: `name` is the app code's identifier, `specName` the published specification's where
 * it differs (issue 41). Both must reach the page so a search for either finds the command.
 */
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {apduSpecs} from '../../src/ledger/apdu';
import {parseBuildChoice} from '@zondax/docs-core/ledger/apdu/buildChoice';
import {ApduSpec, text} from './fixtures/apduSpecPage';

describe('command names from the code, specification names as aliases', () => {
  const all = Object.values(apduSpecs).flatMap((spec) => spec.commands.map((c) => ({spec, c})));

  it('an alias is only recorded where it differs from the name', () => {
    expect(all.filter(({c}) => c.specName !== undefined && c.specName === c.name).map(({spec, c}) => `${spec.folder} ${c.id}`)).toEqual([]);
  });

  it('the renames found in the apps covered by issue 41 are in the data', () => {
    const pair = (folder: string, id: string) => {
      const c = apduSpecs[folder].commands.find((x) => x.id === id)!;
      return [c.name, c.specName];
    };
    expect(pair('namada', 'cleanBuffers')).toEqual(['INS_CLEAN_BUFFERS', 'INS_CLEAN_RANDOMNESS_BUFFERS']);
    expect(pair('algorand', 'signArbitraryData')).toEqual(['INS_SIGN_DATA', 'INS_SIGN_ARBITRARY_DATA']);
    expect(pair('stacks', 'getMasterKeyFingerprint')).toEqual(['INS_GET_MASTER_FINGERPRINT', 'INS_GET_MASTER_KEY_FINGERPRINT']);
    expect(pair('tezos', 'getAddr')).toEqual(['INS_GET_ADDRESS', 'INS_GET_ADDR']);
    expect(pair('starkware', 'getAddress')).toEqual(['INS_GET_PUBLIC_KEY', 'GetAddress']);
    expect(pair('starkware', 'sign')).toEqual(['INS_SIGN', 'Sign']);
    // Not in the specification at all: the code's name and no alias.
    expect(pair('starkware', 'signFelt')).toEqual(['INS_SIGN_FELT', undefined]);
  });

  for (const spec of Object.values(apduSpecs)) {
    const aliased = spec.commands.filter((c) => c.specName);
    if (aliased.length === 0) continue;
    it(`${spec.folder}: every alias is on the page next to its command's name`, () => {
      const page = text(renderToStaticMarkup(<ApduSpec spec={spec} />));
      for (const c of aliased) {
        // Commands table (one card per command on a phone), then the command's own section.
        expect(page).toContain(`${c.name} (spec: ${c.specName})`);
        expect(page).toContain(`The published specification calls it ${c.specName}`);
      }
    });
  }

  it('a ?build= link written with the specification name still opens the command', () => {
    expect(parseBuildChoice('?build=INS_CLEAN_RANDOMNESS_BUFFERS', apduSpecs.namada.commands)).toBe('cleanBuffers');
    expect(parseBuildChoice('?build=INS_CLEAN_BUFFERS', apduSpecs.namada.commands)).toBe('cleanBuffers');
    // Tezos's legacy sign is INS_SIGN in the specification; the code's INS_SIGN wins.
    expect(parseBuildChoice('?build=INS_SIGN', apduSpecs.tezos.commands)).toBe('sign');
    expect(parseBuildChoice('?build=INS_SIGN_UNSAFE', apduSpecs.tezos.commands)).toBe('legacySignUnsafe');
  });
});
