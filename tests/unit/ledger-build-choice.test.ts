import {describe, expect, it} from 'vitest';
import filecoin from '../../data/ledger-apps/filecoin/apdu';
import {apduSpecs} from '../../src/ledger/apdu';
import {builderAnchor, buildCommandHref, parseBuildChoice, withBuildChoice} from '@zondax/docs-core/ledger/apdu/buildChoice';
import {commandAnchor} from '../../src/components/mdx/ApduSpec/headings';

/** Issue 43, item 3: the builder's command in the page URL (`?build=<id>#apdu-builder`). */
describe('build choice in the URL', () => {
  const commands = filecoin.commands;

  it('a "Build this command" link round-trips to the same command for every command of every app', () => {
    for (const spec of Object.values(apduSpecs)) {
      for (const command of spec.commands) {
        const href = buildCommandHref('/ledger-apps/x/APDUSPEC', command.id);
        const url = new URL(href, 'http://127.0.0.1');
        expect(url.pathname).toBe('/ledger-apps/x/APDUSPEC');
        expect(url.hash).toBe(`#${builderAnchor}`);
        expect(parseBuildChoice(url.search, spec.commands), `${spec.folder} ${command.id}`).toBe(command.id);
      }
    }
  });

  it('the builder anchor is not a heading anchor of any APDU page', () => {
    for (const spec of Object.values(apduSpecs)) {
      for (const command of spec.commands) expect(commandAnchor(command)).not.toBe(builderAnchor);
    }
    expect(['commands', 'status-words']).not.toContain(builderAnchor);
  });

  it('accepts a hand-typed id in another letter case or a command name', () => {
    expect(parseBuildChoice('?build=GETVERSION', commands)).toBe('getVersion');
    expect(parseBuildChoice('?build=ins_get_addr_secp256k1', commands)).toBe('getAddrSecp256k1');
    expect(parseBuildChoice('?build=%20getVersion%20', commands)).toBe('getVersion');
  });

  it('ignores a missing, empty, unknown or ambiguous choice', () => {
    expect(parseBuildChoice('', commands)).toBeUndefined();
    expect(parseBuildChoice('?build=', commands)).toBeUndefined();
    expect(parseBuildChoice('?other=getVersion', commands)).toBeUndefined();
    expect(parseBuildChoice('?build=nope', commands)).toBeUndefined();
    const twins = [
      {id: 'a', name: 'SAME'},
      {id: 'b', name: 'same'},
    ];
    expect(parseBuildChoice('?build=same', twins)).toBeUndefined();
    expect(parseBuildChoice('?build=a', twins)).toBe('a');
  });

  it('sets the choice and keeps the other query parameters', () => {
    expect(withBuildChoice('', 'getVersion')).toBe('?build=getVersion');
    expect(withBuildChoice('?utm=x&build=old', 'getVersion')).toBe('?utm=x&build=getVersion');
    expect(withBuildChoice('?a=1', 'sign')).toBe('?a=1&build=sign');
  });
});
