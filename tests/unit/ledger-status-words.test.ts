/**
 * Status words from the code (issue 62): each app's list is what its code defines, read in the files it
 * compiles (data/ledger-apps/<folder>/statusWords.ts: ledger-zxlib's include/apdu_codes.h at the commit the
 * app pins, plus the app's own), never the specification file's table. This test holds every app's list,
 * its decoder and the MCP status_word tool to that record, and the record to the app's other records
 * (the same commit as its code or names check and apps.json; the same zxlib commit as its submodule files).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {useLedgerSnapshot} from './fixtures/ledgerSnapshot';
import {apduSpecs, explainStatusWord} from '../../src/ledger/apdu';
import {clientStatusWords, commonStatusWords} from '@zondax/docs-core/ledger/apdu/decode';
import {apduSpecSchema} from '@zondax/docs-core/ledger/apdu/schema';
import {statusWordsCheckSchema} from '@zondax/docs-core/ledger/apdu/statusWordsCheckSchema';
import {compareStatusWords, definedCodes, sameMeaning, statusWordsStatement} from '@zondax/docs-core/ledger/apdu/statusWordsCheck';
import {describeCode, statusWordMeanings} from '../../data/ledger-apps/shared/statusWords';
import appsJson from '../../data/ledger-apps/apps.json';
import {statusWord} from '@zondax/docs-core/tools/apdu';

const apps = appsJson as Record<string, {repository: string; commit: string}>;
const specs = Object.values(apduSpecs).sort((a, b) => a.folder.localeCompare(b.folder));

// The MCP server answers from the snapshot the build writes (JSON).
const ledger = useLedgerSnapshot();
const source = (folder: string) => fs.readFileSync(path.resolve(__dirname, '../../data/ledger-apps', folder, 'statusWords.ts'), 'utf8');

describe('every app has a status-word record read in its code', () => {
  it('each of the apps', () => {
    expect(specs.length).toBe(Object.keys(apps).length);
    for (const spec of specs)
      expect(
        spec.statusWordsCheck,
        `${spec.folder}: add data/ledger-apps/${spec.folder}/statusWords.ts (npm run new:chain scaffolds it)`,
      ).toBeDefined();
  });

  it('the schema refuses a file of another repository without its commit, and a file with no status words', () => {
    const check = apduSpecs.filecoin.statusWordsCheck!;
    const zxlibFile = check.files.find((f) => f.repo)!;
    const {commit: _c, ...noCommit} = zxlibFile;
    expect(statusWordsCheckSchema.safeParse(check).success).toBe(true);
    expect(statusWordsCheckSchema.safeParse({...check, files: [noCommit]}).success).toBe(false);
    expect(statusWordsCheckSchema.safeParse({...check, files: [{path: 'app/src/coin.h', defines: {}}]}).success).toBe(false);
    expect(apduSpecSchema.safeParse({...apduSpecs.filecoin, statusWordsCheck: {...check, commit: 'HEAD'}}).success).toBe(false);
  });

  it('an identifier has the same value in every file that defines it, but for the two the Avalanche enum renumbered', () => {
    const seen = new Map<string, number>();
    for (const spec of specs.filter((s) => s.folder !== 'avalanche'))
      for (const file of spec.statusWordsCheck!.files)
        for (const [name, value] of Object.entries(file.defines)) {
          expect(seen.get(name) ?? value, `${spec.folder}: ${name}`).toBe(value);
          seen.set(name, value);
        }
    const avalanche = apduSpecs.avalanche.statusWordsCheck!.files.flatMap((f) => Object.entries(f.defines));
    const renumbered = avalanche.filter(([name, value]) => seen.has(name) && seen.get(name) !== value);
    // app/rust/src/constants.rs: DataInvalid 0x6A80 and BadKeyExample 0x6A81, where the Tezos and Starkware enums have 0x6984 and 0x6A80.
    expect(renumbered).toEqual([
      ['ApduError::DataInvalid', 0x6a80],
      ['ApduError::BadKeyExample', 0x6a81],
    ]);
  });
});

for (const spec of specs) {
  const check = spec.statusWordsCheck!;
  describe(`${spec.folder}: status words from the code at ${check.commit.slice(0, 7)}`, () => {
    it('are read at the commit of its code or names check and of apps.json', () => {
      const recorded = spec.codeCheck?.commit ?? spec.namesCheck?.commit;
      expect(check.commit).toBe(recorded);
      expect(check.commit).toBe(apps[spec.folder].commit);
    });

    it('read ledger-zxlib at the commit the app pins, or in its copy of it', () => {
      const zxlibFiles = check.files.filter((f) => f.repo === 'Zondax/ledger-zxlib');
      if (check.zxlib?.commit) {
        expect(zxlibFiles.map((f) => f.commit)).toEqual(zxlibFiles.map(() => check.zxlib!.commit));
        expect(zxlibFiles.map((f) => f.path)).toContain('include/apdu_codes.h');
        // The same pin as the submodule files the code or names check read.
        const other = [...(spec.codeCheck?.defines ?? []), ...(spec.namesCheck?.files ?? [])].filter(
          (f) => f.repo === 'Zondax/ledger-zxlib',
        );
        for (const f of other) if (f.commit) expect(f.commit, f.path).toBe(check.zxlib.commit);
      } else {
        expect(zxlibFiles).toEqual([]);
        if (check.zxlib) expect(check.files.some((f) => !f.repo && f.path.startsWith(`${check.zxlib!.path}/`))).toBe(true);
      }
      // No value was read at a commit the record does not name.
      const commits = new Set([check.commit, check.zxlib?.commit].filter(Boolean));
      for (const hash of source(spec.folder).match(/\b[0-9a-f]{40}\b/g) ?? []) expect(commits.has(hash), hash).toBe(true);
    });

    it('lists exactly the codes the files define, each with the meaning of the identifiers that define it', () => {
      expect(spec.statusWords.map((w) => w.code)).toEqual(definedCodes(check));
      for (const w of spec.statusWords) expect(w.description, `0x${w.code.toString(16)}`).toBe(describeCode(check, w.code));
      for (const file of check.files) for (const name of Object.keys(file.defines)) expect(statusWordMeanings[name], name).toBeTruthy();
    });

    it('the decoder and status_word know every word the code defines', () => {
      for (const {code, description} of spec.statusWords) {
        expect(explainStatusWord(code, spec).description).toBe(description);
        const answer = statusWord(ledger.current, code, spec.folder);
        expect(answer.documentedBy).toBe(`the ${spec.appName} app`);
        expect(answer.definedAs?.length).toBeGreaterThan(0);
      }
    });
  });
}

describe('the status words no app list gives', () => {
  it("the shared list is zxlib's apdu_codes.h, and no app's code defines a word the client library names", () => {
    const zxlib = apduSpecs.filecoin.statusWordsCheck!.files.find((f) => f.path === 'include/apdu_codes.h')!;
    expect(commonStatusWords.map((s) => s.code).sort((a, b) => a - b)).toEqual(
      [...new Set(Object.values(zxlib.defines))].sort((a, b) => a - b),
    );
    for (const spec of specs) {
      const defined = new Set(definedCodes(spec.statusWordsCheck!));
      expect(
        clientStatusWords.filter((s) => defined.has(s.code)).map((s) => s.code),
        spec.folder,
      ).toEqual([]);
    }
    // The client library's 0x6802 ("Error deriving keys") is, from most apps, an SDK exception: its hint says so.
    const exception2 = specs.filter((spec) => /^SDK exception 2 /.test(explainStatusWord(0x6802, spec).description));
    expect(exception2.length).toBeGreaterThan(specs.length / 2);
    expect(explainStatusWord(0x6802).hint).toMatch(/^Most apps answer an SDK exception .* exception 2/);
  });
});

describe('what the page says about the specification file', () => {
  it("Filecoin: the 16 words zxlib's apdu_codes.h defines, of which docs/APDUSPEC.md lists 8", () => {
    const spec = apduSpecs.filecoin;
    const codes = [0x6700, 0x6984, 0x6985, 0x6987, 0x6a80, 0x6b00, 0x6f01, 0x9001];
    expect(spec.statusWords).toHaveLength(16);
    expect(spec.statusWordsCheck!.specWords).toHaveLength(8);
    expect(compareStatusWords(spec.statusWordsCheck!, spec.statusWords).missingFromSpec).toEqual(codes);
    expect(explainStatusWord(0x6984, spec).description).toBe('Data is invalid');
    expect(statusWord(ledger.current, '0x6984', 'filecoin')).toMatchObject({
      documentedBy: 'the Filecoin app',
      definedAs: ['APDU_CODE_DATA_INVALID (include/apdu_codes.h of Zondax/ledger-zxlib@7fbd5d3)'],
      inSpecFile: false,
    });
    const statement = statusWordsStatement(spec)!;
    expect(statement.text).toBe("The 16 status words below are every one the app's code defines, read at");
    expect(statement.spec).toEqual({
      file: {
        label: 'docs/APDUSPEC.md',
        url: `https://github.com/Zondax/ledger-filecoin/blob/${spec.statusWordsCheck!.commit}/docs/APDUSPEC.md`,
      },
      says: 'lists 8 of these 16; the last column marks the 8 it leaves out.',
    });
    expect(statement.exceptions).toEqual([
      {
        label: 'app/src/apdu_handler.c',
        url: expect.stringMatching(
          /^https:\/\/github\.com\/Zondax\/ledger-filecoin\/blob\/715736c[0-9a-f]{33}\/app\/src\/apdu_handler\.c$/,
        ),
      },
    ]);
  });

  it('Nodle: the specification gives 0x6400 a second meaning, which the page names', () => {
    const spec = apduSpecs.nodle;
    const compared = compareStatusWords(spec.statusWordsCheck!, spec.statusWords);
    expect(compared.otherMeaning).toEqual([{code: 0x6400, text: 'Wrong buffer length', description: 'Execution error'}]);
    expect(compared.rows.find((r) => r.code === 0x6400)!.spec).toEqual({listed: true, text: 'Execution Error', sameMeaning: true});
    expect(statusWordsStatement(spec)!.spec!.says).toBe(
      'lists 12 of these 16; the last column marks the 4 it leaves out. It also gives 0x6400 as "Wrong buffer length", which the code defines as execution error.',
    );
  });

  it('Arweave: a specification file without a table says so', () => {
    expect(statusWordsStatement(apduSpecs.arweave)!.spec).toEqual({
      file: {
        label: 'docs/APDUSPEC.md',
        url: expect.stringMatching(/^https:\/\/github\.com\/Zondax\/ledger-arweave\/blob\/[0-9a-f]{40}\/docs\/APDUSPEC\.md$/),
      },
      says: 'has no status-word table.',
    });
  });

  it('a specification file that lists every word of the code is named by its first clause, whatever that says', () => {
    const statement = statusWordsStatement({
      repo: 'Zondax/ledger-example',
      sourceFile: 'docs/APDUSPEC.md',
      statusWordsCheck: {
        commit: 'a'.repeat(40),
        files: [{path: 'app/src/codes.h', defines: {APDU_CODE_OK: 0x9000}}],
        specWords: [
          {code: 0x9000, text: 'Success'},
          {code: 0x6400, text: 'Odd one'},
        ],
      },
      statusWords: [{code: 0x9000, description: 'Success'}],
    })!;
    expect(statement.spec).toEqual({
      file: {label: 'docs/APDUSPEC.md', url: `https://github.com/Zondax/ledger-example/blob/${'a'.repeat(40)}/docs/APDUSPEC.md`},
      says: 'lists 0x6400 ("Odd one"), which the code does not define; the decoder does not show it as this app\'s.',
    });
  });

  it('meanings agree when they share a word that carries meaning', () => {
    expect(sameMeaning('Tx is not initialized', 'Transaction is not initialized')).toBe(true);
    expect(sameMeaning('Data invalid', 'Data is invalid; Bad key handle')).toBe(true);
    expect(sameMeaning('CLA not supported', 'INS not supported')).toBe(false);
    expect(sameMeaning('Wrong buffer length', 'Execution error')).toBe(false);
  });

  it('a 0x68xx word outside the list is the SDK exception the handler mapped', () => {
    expect(explainStatusWord(0x6805, apduSpecs.filecoin).description).toMatch(/^SDK exception 5 \(0x5\)/);
    expect(explainStatusWord(0x6805, {statusWords: apduSpecs.filecoin.statusWords}).description).toBe(
      'Not a status word this app documents',
    );
  });
});
