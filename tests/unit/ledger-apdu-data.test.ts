/**
 * Every ledger-apps APDU data file validates against the zod schema, covers one chain folder,
 * and is internally consistent (ids unique, length fields point at real fields).
 */
import {describe, expect, it} from 'vitest';
import {apduSpecSchema} from '@zondax/docs-core/ledger/apdu/schema';
import {apduSpecs} from '../../src/ledger/apdu';
import {ledgerChains} from '../../src/data/chains';
import {eip155Transfer} from '../../data/ledger-apps/shared/eth';
import {codeSpans} from '@zondax/docs-core/text/codeSpans';

describe('ledger-apps APDU data', () => {
  it('has one spec per ledger-apps folder', () => {
    expect(Object.keys(apduSpecs).sort()).toEqual(ledgerChains.map((c) => c.ledgerFolder).sort());
  });

  for (const [folder, spec] of Object.entries(apduSpecs)) {
    describe(folder, () => {
      it('validates against the schema', () => {
        const result = apduSpecSchema.safeParse(spec);
        expect(result.success ? [] : result.error.issues).toEqual([]);
      });

      it('is keyed by its own folder and names a repository', () => {
        expect(spec.folder).toBe(folder);
        expect(spec.repo).toMatch(/\/ledger-/);
      });

      it('has unique command ids and resolvable field references', () => {
        const ids = spec.commands.map((c) => c.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const command of spec.commands) {
          const fieldIds = (command.payload ?? []).map((f) => f.id);
          for (const f of command.payload ?? []) if (f.lengthOf) expect(fieldIds).toContain(f.lengthOf);
          const names = (command.response ?? []).map((f) => f.name);
          for (const f of command.response ?? []) if (typeof f.bytes === 'object') expect(names).toContain(f.bytes.from);
          expect((command.response ?? []).filter((f) => f.bytes === 'rest').length).toBeLessThanOrEqual(1);
        }
      });

      it('sets the files, functions and macros its corrections name as code spans', () => {
        // The page draws each span as code and the MCP tools pass the sentence on as Markdown; a name left in the prose
        // (a path, a snake_case or camelCase identifier) reads as a run of plain words in the warning box.
        const codeLike =
          /\b[\w-]+\.(?:c|h|rs|md|mk|mjs|ts|toml|json)\b|\b[\w.-]+\/[\w./-]*[A-Za-z]{2}|\b\w*[A-Za-z]_\w+\b|\b[a-z]+[A-Z]\w*\b/g;
        const notCode = ['P1/P2', 'init/add/last'];
        for (const correction of spec.corrections ?? []) {
          const prose = codeSpans(correction).filter((part) => !part.code);
          const left = prose.flatMap((part) => part.text.match(codeLike) ?? []).filter((name) => !notCode.includes(name));
          expect(left, correction).toEqual([]);
        }
      });

      it('lists 0x9000 among its status words', () => {
        expect(spec.statusWords.some((s) => s.code === 0x9000)).toBe(true);
      });
    });
  }

  it('shares the Substrate layout: same INS values, different class bytes', () => {
    const substrate = [
      'acala',
      'alephzero',
      'astar',
      'centrifuge',
      'darwinia',
      'edgeware',
      'hydradx',
      'karura',
      'khala',
      'kusama',
      'nodle',
      'parallel',
      'phala',
      'polkadex',
      'statemine',
      'statemint',
      'xxnetwork',
    ];
    const clas = substrate.map((f) => apduSpecs[f].cla);
    expect(new Set(clas).size).toBe(substrate.length);
    for (const f of substrate) {
      const ins = Object.fromEntries(apduSpecs[f].commands.map((c) => [c.id, c.ins]));
      expect(ins.getAddr).toBe(0x01);
      expect(ins.sign).toBe(0x02);
    }
    expect(apduSpecs.kusama.cla).toBe(0x99);
    expect(apduSpecs.polkadot.cla).toBe(0xf9);
  });

  it("states the older Substrate template's specification errors once, with each app's own coin types (data/ledger-apps/shared/substrate.ts)", () => {
    const older = Object.values(apduSpecs).filter((s) => s.corrections?.some((c) => c.includes('INS 0x11 and 0x12')));
    expect(older.map((s) => s.folder).sort()).toEqual([
      'centrifuge',
      'darwinia',
      'edgeware',
      'hydradx',
      'karura',
      'khala',
      'parallel',
      'phala',
      'polkadex',
      'xxnetwork',
    ]);
    for (const spec of older) {
      const path = spec.corrections!.find((c) => c.startsWith("Its signing tables give the path's"))!;
      expect(path, spec.folder).toContain(`only 44' and ${spec.coinType}' (hardened)`);
    }
    // xx network's specification still carries the Kusama app's coin type.
    expect(apduSpecs.xxnetwork.corrections![1]).toContain(
      "plain 44 and 434 (not this app's coin type); the code accepts only 44' and 1955'",
    );
    expect(apduSpecs.khala.corrections![1]).toContain('plain 44 and 434; the code accepts only');
  });

  it('builds the Ethereum example transfer as RLP for the chain id asked (data/ledger-apps/shared/eth.ts)', () => {
    // Chain id 1: the transfer as it was written by hand before the examples took each app's chain id.
    expect(eip155Transfer(1)).toBe('e4808504a817c8008252089400000000000000000000000000000000000000008080018080');
    // 314 (Filecoin) is two bytes: 0x82 0x01 0x3a, and the list grows by the extra byte.
    expect(eip155Transfer(314)).toBe(`e6808504a817c800825208940000000000000000000000000000000000000000808082013a8080`);
    expect(eip155Transfer(0)).toMatch(/8080808080$/);
  });
});
