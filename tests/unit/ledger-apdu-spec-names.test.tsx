/**
 * Command names: `name` is the app code's identifier, `specName` the published specification's where
 * it differs (issue 41). Both must reach the page so a search for either finds the command.
 */
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {apduSpecs} from '../../src/ledger/apdu';
import {parseBuildChoice} from '../../src/ledger/apdu/buildChoice';

// Docusaurus's theme and aliases are not there under Vitest: plain stand-ins, the real helpers.
vi.mock('@theme/Heading', () => ({default: ({as: Tag, ...props}: {as: 'h2' | 'h3'}) => <Tag {...props} />}));
vi.mock('@docusaurus/Link', () => ({default: ({to, href, ...props}: {to?: string; href?: string}) => <a href={to ?? href} {...props} />}));
vi.mock('@docusaurus/router', () => ({useLocation: () => ({pathname: '/ledger-apps/x/APDUSPEC'})}));
vi.mock('@site/src/components/mdx/TableScroll', () => ({default: ({children}: {children: React.ReactNode}) => <div>{children}</div>}));
vi.mock('@site/src/ledger/apdu/codeCheck', () => import('../../src/ledger/apdu/codeCheck'));
vi.mock('@site/src/ledger/apdu/namesCheck', () => import('../../src/ledger/apdu/namesCheck'));
vi.mock('@site/src/ledger/apdu/buildChoice', () => import('../../src/ledger/apdu/buildChoice'));
vi.mock('@site/src/plugins/markdown-export/paths', () => import('../../src/plugins/markdown-export/paths'));
vi.mock('../../src/components/mdx/ApduSpec/styles.module.css', () => ({default: {}}));

const {default: ApduSpec} = await import('../../src/components/mdx/ApduSpec');

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;|&apos;/g, "'");

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
