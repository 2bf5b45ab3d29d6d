import {describe, expect, it} from 'vitest';
import filecoin from '../../data/ledger-apps/filecoin/apdu';
import {apduSpecs} from '../../src/ledger/apdu';
import {
  builderAnchor,
  buildCommandHref,
  buildStateHref,
  maxBuildQueryChars,
  parseBuildChoice,
  parseBuildState,
  reservedFieldIds,
  startingState,
  typedFields,
  withBuildChoice,
  withBuildState,
} from '@zondax/docs-core/ledger/apdu/buildChoice';
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

/** Issue 63, item 3: the builder's values in the URL (`?build=<id>&<field>=<value>…&p1=…`), reopened exactly. */
describe('builder values in the URL', () => {
  const sign = filecoin.commands.find((c) => c.id === 'signSecp256k1')!;
  const addr = filecoin.commands.find((c) => c.id === 'getAddrSecp256k1')!;

  it('no payload field of any app is named like a builder parameter (build, p1, p2)', () => {
    for (const spec of Object.values(apduSpecs)) {
      for (const command of spec.commands) {
        for (const field of typedFields(command)) expect(reservedFieldIds, `${spec.folder} ${command.id}`).not.toContain(field.id);
      }
    }
  });

  it('round-trips every command of every app with each field changed and P1 chosen', () => {
    for (const spec of Object.values(apduSpecs)) {
      for (const command of spec.commands) {
        const state = startingState(spec, command);
        for (const field of typedFields(command)) state.fields[field.id] = `${state.fields[field.id]}x'/&=#?`;
        const options = command.p1.options;
        if (options && options.length > 1) state.p1 = String(options[1].value);
        const {search, complete} = withBuildState('?utm=1', spec, state);
        expect(complete).toBe(true);
        expect(new URLSearchParams(search).get('utm')).toBe('1');
        expect(parseBuildState(search, spec), `${spec.folder} ${command.id}`).toEqual(state);
      }
    }
  });

  it('writes only what differs from the starting values; a first P1 option is no change', () => {
    const start = startingState(filecoin, addr);
    expect(withBuildState('', filecoin, start).search).toBe('?build=getAddrSecp256k1');
    expect(withBuildState('', filecoin, {...start, p1: '0'}).search).toBe('?build=getAddrSecp256k1');
    expect(withBuildState('', filecoin, {...start, p1: '1'}).search).toBe('?build=getAddrSecp256k1&p1=1');
    const changed = {...start, fields: {...start.fields, path: "m/44'/461'/0'/0/1"}};
    expect(withBuildState('', filecoin, changed).search).toBe('?build=getAddrSecp256k1&path=m%2F44%27%2F461%27%2F0%27%2F0%2F1');
    expect(buildStateHref('https://docs.example/ledger-apps/filecoin/APDUSPEC', filecoin, changed)).toBe(
      'https://docs.example/ledger-apps/filecoin/APDUSPEC?build=getAddrSecp256k1&path=m%2F44%27%2F461%27%2F0%27%2F0%2F1#apdu-builder',
    );
  });

  it("a new command drops the previous command's values and keeps the other parameters", () => {
    const before = '?a=1&build=signSecp256k1&message=abcd&path=x&b=2';
    expect(withBuildState(before, filecoin, startingState(filecoin, addr)).search).toBe('?a=1&b=2&build=getAddrSecp256k1');
  });

  it("an old link (the command alone) opens at the starting values; unknown parameters and another command's fields are ignored", () => {
    expect(parseBuildState('?build=signSecp256k1', filecoin)).toEqual(startingState(filecoin, sign));
    expect(parseBuildState('?build=getVersion&path=x&q=1', filecoin)).toEqual(
      startingState(
        filecoin,
        filecoin.commands.find((c) => c.id === 'getVersion')!,
      ),
    );
    expect(parseBuildState('?path=x', filecoin)).toBeUndefined();
  });

  it('over the length an address can carry, only the command is written, and the result says so', () => {
    const long = {
      ...startingState(filecoin, sign),
      fields: {...startingState(filecoin, sign).fields, message: 'ab'.repeat(maxBuildQueryChars)},
    };
    expect(withBuildState('', filecoin, long)).toEqual({search: '?build=signSecp256k1', complete: false});
  });
});
