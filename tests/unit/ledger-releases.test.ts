/**
 * Release history of every app (issue 62, item 4): data/ledger-apps/<folder>/releases.json lists the
 * releases the app's repository tags, with the instructions the upstream check read at each commit;
 * src/ledger/releases.ts turns that into the rows of the chain landing page. The file of the release at the
 * recorded commit must agree with the app's own records (its dispatcher cases and INS values).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import appsJson from '../../data/ledger-apps/apps.json';
import {apduSpecs} from '../../src/ledger/apdu';
import {ledgerChains} from '../../src/data/chains';
import {loadChainFacts, readReleasesFile} from '../../src/plugins/chain-landing-pages/chainFactsLoader';
import {
  changeEntries,
  changeLines,
  compareReleases,
  instructionChanges,
  releaseRows,
  type ReleasesFile,
} from '@zondax/docs-core/ledger/releases';
import {chainFactsToc} from '../../src/components/pages/ChainFacts/headings';

const apps = appsJson as Record<string, {repository: string; commit: string; appVersion?: string}>;
const release = (version: string, date: string, instructions: Record<string, number | null> | null) => ({
  version,
  tag: `v${version}`,
  commit: version.replace(/\./g, '').padEnd(40, '0'),
  date,
  instructions,
});

describe('release rows', () => {
  it('newest first; added, removed and renumbered instructions since the release before; unread pairs say so', () => {
    const rows = releaseRows({
      releases: [
        release('1.1.0', '2025-02-01', {INS_A: 1, INS_B: 2, INS_C: null}),
        release('1.0.0', '2025-01-01', {INS_A: 1, INS_B: 2}),
        release('1.2.0', '2025-03-01', null),
        release('1.3.0', '2025-04-01', {INS_A: 1, INS_B: 3, INS_D: 4}),
      ],
    });
    expect(rows.map((r) => r.version)).toEqual(['1.3.0', '1.2.0', '1.1.0', '1.0.0']);
    expect(rows.map((r) => r.changes.kind)).toEqual(['not read', 'not read', 'read', 'first']);
    expect(changeLines(rows[2].changes)).toEqual(['added INS_C']);
    expect(instructionChanges({INS_A: 1, INS_B: 2, INS_C: null}, {INS_A: 1, INS_B: 3, INS_D: 4})).toEqual({
      added: [{name: 'INS_D', ins: 4}],
      removed: [{name: 'INS_C', ins: null}],
      renumbered: [{name: 'INS_B', from: 2, to: 3}],
    });
    expect(changeLines({kind: 'read', ...instructionChanges({INS_B: 2}, {INS_B: 3})})).toEqual(['INS_B renumbered 0x02 → 0x03']);
    // The page sets each name as code: the entries keep it apart from the words around it.
    expect(changeEntries({kind: 'read', ...instructionChanges({INS_A: 1, INS_B: 2}, {INS_B: 3, INS_D: 4})})).toEqual([
      {before: 'added ', name: 'INS_D', after: ' (0x04)'},
      {before: 'removed ', name: 'INS_A', after: ' (0x01)'},
      {before: '', name: 'INS_B', after: ' renumbered 0x02 → 0x03'},
    ]);
    // Two tags of one day are ordered by version.
    expect(compareReleases({date: '2025-01-01', version: '1.10.0'}, {date: '2025-01-01', version: '1.9.0'})).toBeGreaterThan(0);
  });
});

for (const folder of Object.keys(apps).sort()) {
  describe(`${folder}: releases.json`, () => {
    const file = readReleasesFile(folder) as ReleasesFile;
    it('lists every version tag of the app repository, oldest first', () => {
      expect(file, `run npm run ledger:upstream -- <clones> --releases --only ${folder}`).toBeDefined();
      expect(file.repository).toBe(apps[folder].repository);
      expect(file.readAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(file.releases.length).toBeGreaterThan(0);
      for (const r of file.releases) {
        expect(r.tag, r.tag).toMatch(/^v?\d+\.\d+\.\d+$/);
        expect(r.tag.replace(/^v/, '')).toBe(r.version);
        expect(r.commit).toMatch(/^[0-9a-f]{40}$/);
      }
      expect([...file.releases].sort(compareReleases)).toEqual(file.releases);
    });

    it('the release at the recorded commit has the instructions the records name, with their INS bytes', () => {
      const spec = apduSpecs[folder];
      const atRecorded = file.releases.find((r) => r.commit === apps[folder].commit);
      if (!atRecorded) return; // the recorded commit is newer than the last tag
      expect(atRecorded.version).toBe(apps[folder].appVersion);
      const cases = [...(spec.codeCheck?.dispatchers?.flatMap((d) => d.cases) ?? []), ...(spec.namesCheck?.dispatched ?? [])];
      expect(Object.keys(atRecorded.instructions ?? {}).sort()).toEqual([...new Set(cases)].sort());
      for (const [name, ins] of Object.entries(atRecorded.instructions ?? {})) {
        const command = spec.commands.find((c) => c.name === name);
        if (command) expect(ins, name).toBe(command.ins);
      }
    });
  });
}

describe('on the chain landing pages', () => {
  it('every chain with an app lists its releases, and its table of contents names the section', () => {
    for (const chain of ledgerChains) {
      const facts = loadChainFacts(chain.ledgerFolder)!;
      expect(facts.releases?.rows.length, chain.name).toBeGreaterThan(0);
      expect(chainFactsToc(facts).map((t) => t.id)).toContain('releases');
    }
  });

  it("Stacks: the releases that changed the app's instructions", () => {
    const rows = loadChainFacts('stacks')!.releases!.rows;
    const changed = Object.fromEntries(rows.filter((r) => changeLines(r.changes).length).map((r) => [r.version, changeLines(r.changes)]));
    expect(changed['0.26.0']).toEqual(['added INS_GET_MASTER_FINGERPRINT (0x06)']);
    expect(changed['0.25.1']).toEqual(['removed INS_GET_MASTER_FINGERPRINT (0x06)']);
  });
});

it('the loader reads the file the command writes', () => {
  const raw = JSON.parse(readFileSync(path.resolve(__dirname, '../../data/ledger-apps/filecoin/releases.json'), 'utf8'));
  expect(readReleasesFile('filecoin')).toEqual(raw);
});
