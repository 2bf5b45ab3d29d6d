/**
 * SPEC 2.3's page names in a chain folder: the APDU specification is APDUSPEC, or APDU in Starkware's folder; the
 * build guide is build, or BUILD in Tendermint's. One rule for the chain pages, WebMCP, get_page and search.
 */
import {describe, expect, it} from 'vitest';
import {apduPageFolder, chainPageKind, isApduPagePath, isBuildPagePath} from '../src/paths/ledger-pages';

describe('the Ledger app pages named alike across chains', () => {
  it('an APDU specification page is APDUSPEC or APDU, with or without a trailing slash, anchor or query', () => {
    for (const path of [
      '/ledger-apps/polkadot/APDUSPEC',
      '/ledger-apps/starkware/APDU',
      '/ledger-apps/zcash/APDUSPEC/',
      '/ledger-apps/icp/APDUSPEC#cmd-getversion',
      '/ledger-apps/starkware/APDU?build=getAddr',
    ])
      expect(isApduPagePath(path), path).toBe(true);
    for (const path of [
      '/ledger-apps/polkadot/build',
      '/ledger-apps/starkware/debug',
      '/ledger-apps/polkadot/',
      '/ledger-apps/zcash/APDUSPEC_v2',
      '/Starkware',
    ])
      expect(isApduPagePath(path), path).toBe(false);
  });

  it('a build guide is build or BUILD', () => {
    expect(isBuildPagePath('/ledger-apps/polkadot/build')).toBe(true);
    expect(isBuildPagePath('/ledger-apps/tendermint/BUILD')).toBe(true);
    expect(isBuildPagePath('/ledger-apps/polkadot/builder')).toBe(false);
  });

  it('names the folder of an APDU specification page in the section, and of no other page', () => {
    expect(apduPageFolder('/ledger-apps/polkadot/APDUSPEC', '/ledger-apps')).toBe('polkadot');
    expect(apduPageFolder('/ledger-apps/Starkware/APDU/', '/ledger-apps')).toBe('starkware');
    expect(apduPageFolder('/ledger-apps/starkware/debug', '/ledger-apps')).toBeUndefined();
    expect(apduPageFolder('/ledger-apps/APDUSPEC', '/ledger-apps')).toBeUndefined();
    expect(apduPageFolder('/ledger-apps/polkadot/old/APDUSPEC', '/ledger-apps')).toBeUndefined();
    expect(apduPageFolder('/zemu/polkadot/APDUSPEC', '/ledger-apps')).toBeUndefined();
  });

  it("gives Starkware's APDU page the APDUSPEC pages' kind, and every other page its own path", () => {
    expect(chainPageKind('/APDU')).toBe('/apduspec');
    expect(chainPageKind('/APDUSPEC')).toBe('/apduspec');
    expect(chainPageKind('/build')).toBe('/build');
    expect(chainPageKind('/supported_9.30.x')).toBe('/supported_9.30.x');
    expect(chainPageKind('')).toBe('');
  });
});
