/**
 * src/data/chains.ts is the only list of chains: the generator's cross-check (scripts/lib/chain-check.mjs)
 * names what is missing or unfinished, and `npm run new:chain` (scripts/new-chain.mjs) scaffolds a chain
 * that the generator refuses until its author has completed it.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {chains, ledgerRepository, type Chain} from '../../src/data/chains';
import {chainLogoPaths, logoSources} from '../../src/data/chainLogos';
import {apduIndexSource, checkChains, SCAFFOLD_MARKER} from '../../scripts/lib/chain-check.mjs';
import {chainEntry, insertChainEntry, monogramText, parseArgs} from '../../scripts/lib/new-chain.mjs';

const root = path.resolve(__dirname, '../..');
const foochain: Chain = {
  name: 'Foochain',
  logo: logoSources.monogram('FO'),
  landing: 'Foochain',
  ledgerFolder: 'foochain',
  ledgerRepo: 'ledger-foochain',
  description: 'x',
  related: [],
};

describe('chain cross-check', () => {
  const check = (list: readonly Chain[], repository = (f: string) => (f === 'foochain' ? 'Zondax/ledger-foochain' : ledgerRepository(f))) =>
    checkChains({root, chains: list, ledgerRepository: repository, chainLogoPaths});

  it('passes for the list and the committed content', () => {
    expect(check(chains)).toEqual([]);
  });

  it('names every file a chain without content still needs', () => {
    const problems = check([...chains, foochain]).join('\n');
    expect(problems).toContain('add data/ledger-apps/foochain/apdu.ts');
    expect(problems).toContain('add docs/ledger-apps/foochain/APDUSPEC.mdx');
    // The sidebar labels chain folders from chains.ts: no category file to add.
    expect(problems).not.toContain('_category_');
    expect(problems).toContain('add an entry for foochain to data/ledger-apps/apps.json: repository "Zondax/ledger-foochain"');
    expect(problems).toContain(
      'static/img/chains/foochain-light.svg and static/img/chains/foochain-dark.svg missing: run node scripts/copy-chain-logos.mjs',
    );
  });

  it('names folders and apps.json entries that belong to no chain', () => {
    const problems = check(chains.filter((c) => c.ledgerFolder !== 'nodle')).join('\n');
    expect(problems).toContain("data/ledger-apps/nodle/ belongs to no chain: give a chain in src/data/chains.ts ledgerFolder 'nodle'");
    expect(problems).toContain('docs/ledger-apps/nodle/ belongs to no chain');
    expect(problems).toContain("data/ledger-apps/apps.json has an entry for 'nodle'");
  });

  it('reports an apps.json repository that disagrees with chains.ts', () => {
    const problems = check(chains, (f) => (f === 'kusama' ? 'someone/else' : ledgerRepository(f)));
    expect(problems).toEqual([
      expect.stringContaining(
        'data/ledger-apps/apps.json: kusama names repository "Zondax/ledger-kusama" but src/data/chains.ts says "someone/else"',
      ),
    ]);
  });

  it('derives the APDU data index from the ledger folders of the list', () => {
    const source = apduIndexSource([foochain, ...chains]);
    const imports = [...source.matchAll(/^import (\w+) from '\.\.\/\.\.\/\.\.\/data\/ledger-apps\/([a-z0-9]+)\/apdu';$/gm)].map(
      (m) => m[2],
    );
    expect(imports).toEqual([...chains.flatMap((c) => (c.ledgerFolder ? [c.ledgerFolder] : [])), 'foochain'].sort());
    expect(source).toContain('  foochain: foochainSpec,');
  });

  it('records each app repository once: the APDU data takes it from chains.ts', () => {
    expect(ledgerRepository('avalanche')).toBe('ava-labs/ledger-avalanche');
    expect(ledgerRepository('nodle')).toBe('Zondax/ledger-nodle');
    expect(() => ledgerRepository('nochain')).toThrow(/npm run new:chain/);
  });
});

describe('new:chain arguments and entry', () => {
  it('derives folder and landing page from the name', () => {
    expect(parseArgs(['Aleph Zero'])).toEqual({name: 'Aleph Zero', folder: 'alephzero', landing: 'Aleph-Zero', repo: 'ledger-alephzero'});
    expect(parseArgs(['Foo', '--folder', 'foox', '--landing', 'FOO', '--repo', 'acme/ledger-foo'])).toEqual({
      name: 'Foo',
      folder: 'foox',
      landing: 'FOO',
      repo: 'acme/ledger-foo',
    });
    expect(parseArgs(['Foo', '--no-landing'])).toMatchObject({landing: undefined, folder: 'foo'});
    expect(parseArgs(['Foo', '--no-folder'])).toMatchObject({landing: 'Foo', folder: undefined, repo: undefined});
  });

  it('refuses unusable arguments with a reason', () => {
    expect(() => parseArgs([])).toThrow(/name is missing/);
    expect(() => parseArgs(['Foo', '--folder'])).toThrow(/--folder needs a value/);
    expect(() => parseArgs(['Foo', '--folder', 'Foo_1'])).toThrow(/lower-case/);
    expect(() => parseArgs(['Foo', '--no-landing', '--no-folder'])).toThrow(/landing page or a ledger-apps folder/);
    expect(() => parseArgs(["Foo'"])).toThrow(/letters, digits/);
  });

  it('writes an entry in the style of the list, with a marker for the description', () => {
    expect(monogramText('Aleph Zero')).toBe('AZ');
    expect(monogramText('Foochain')).toBe('FO');
    expect(chainEntry(parseArgs(['Foochain']))).toBe(
      `  both('Foochain', 'foochain', {name: 'Foochain', logo: monogram('FO'), description: '${SCAFFOLD_MARKER} one or two sentences on what Foochain is and what it is for.', related: []}),`,
    );
    expect(chainEntry(parseArgs(['Foo', '--repo', 'acme/ledger-foo']))).toMatch(/related: \[\]\}, 'acme\/ledger-foo'\),$/);
    expect(chainEntry(parseArgs(['Foo', '--no-landing']))).toMatch(
      /^ {2}\{name: 'Foo', logo: monogram\('FO'\), ledgerFolder: 'foo', ledgerRepo: 'ledger-foo', /,
    );
  });

  it('inserts the entry in alphabetical order and refuses a second chain of the same name', () => {
    const source = readFileSync(path.join(root, 'src/data/chains.ts'), 'utf8');
    const lines = insertChainEntry(source, '  NEW', 'Nodlf').split('\n');
    const at = lines.indexOf('  NEW');
    expect(lines[at - 1]).toContain("name: 'Nodle'");
    expect(lines[at + 1]).toContain("name: 'Oasis'");
    expect(insertChainEntry(source, '  NEW', 'Zzz').split('\n')).toContain('  NEW');
    expect(() => insertChainEntry(source, '  NEW', 'nodle')).toThrow(/already has a chain named nodle/);
  });
});

describe('npm run new:chain in a copy of the project', {timeout: 60_000}, () => {
  const tmp = mkdtempSync(path.join(tmpdir(), 'new-chain-'));
  afterAll(() => rmSync(tmp, {recursive: true, force: true}));
  const copy = (rel: string, filter?: (src: string) => boolean) =>
    cpSync(path.join(root, rel), path.join(tmp, rel), {recursive: true, filter});
  // Not a folder's own dependencies (scripts/lighthouse installs 186 MB there when its bench runs): the copy links the project's.
  copy('scripts', (src) => !src.includes(`${path.sep}node_modules`));
  copy('src/data');
  copy('src/ledger');
  copy('static/img/chains');
  copy('data/ledger-apps', (src) => !src.includes(`${path.sep}supported`));
  copy('docs/ledger-apps', (src) => !/supported_.*\.mdx$/.test(src));
  symlinkSync(path.join(root, 'node_modules'), path.join(tmp, 'node_modules'));
  const run = (script: string, ...args: string[]) =>
    spawnSync(process.execPath, [path.join('scripts', script), ...args], {cwd: tmp, encoding: 'utf8'});

  const added = run('new-chain.mjs', 'Foochain');

  it('adds the entry, the logos and the scaffolds, and says what is left', () => {
    expect(added.stderr).toBe('');
    expect(added.status).toBe(0);
    expect(readFileSync(path.join(tmp, 'src/data/chains.ts'), 'utf8')).toContain(
      "both('Foochain', 'foochain', {name: 'Foochain', logo: monogram('FO')",
    );
    for (const f of [
      'data/ledger-apps/foochain/apdu.ts',
      'data/ledger-apps/foochain/statusWords.ts',
      'docs/ledger-apps/foochain/APDUSPEC.mdx',
      'docs/ledger-apps/foochain/build.md',
      'static/img/chains/foochain-light.svg',
      'static/img/chains/foochain-dark.svg',
    ]) {
      expect(existsSync(path.join(tmp, f)), f).toBe(true);
      expect(added.stdout).toContain(f);
    }
    // No sidebar file: the category's label and place come from chains.ts and the folder's name.
    expect(existsSync(path.join(tmp, 'docs/ledger-apps/foochain/_category_.json'))).toBe(false);
    expect(JSON.parse(readFileSync(path.join(tmp, 'data/ledger-apps/apps.json'), 'utf8')).foochain.repository).toBe(
      'Zondax/ledger-foochain',
    );
    expect(added.stdout).toMatch(/npm run generate .* stops with the list of what is left/);
  });

  it('refuses to add the same chain twice', () => {
    const again = run('new-chain.mjs', 'Foochain');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already has Foochain');
  });

  it('keeps the generator from building until every marker is replaced, then builds it into the APDU index', () => {
    const refused = run('generate-ledger-pages.mjs');
    expect(refused.status).toBe(1);
    for (const file of [
      'src/data/chains.ts',
      'data/ledger-apps/foochain/apdu.ts',
      'docs/ledger-apps/foochain/APDUSPEC.mdx',
      'docs/ledger-apps/foochain/build.md',
      'the foochain entry of data/ledger-apps/apps.json',
      'data/ledger-apps/foochain/statusWords.ts',
      'the foochain entry of data/ledger-apps/upstream.json',
    ]) {
      expect(refused.stderr).toContain(file);
    }

    const edit = (rel: string, change: (text: string) => string) =>
      writeFileSync(path.join(tmp, rel), change(readFileSync(path.join(tmp, rel), 'utf8')));
    const marker = SCAFFOLD_MARKER.replace(/[()]/g, '\\$&');
    edit('src/data/chains.ts', (t) =>
      t.replace(
        new RegExp(`${marker} one or two sentences on what Foochain is`),
        'A test chain that exists only in this unit test: what Foochain is',
      ),
    );
    for (const file of ['apdu.ts', 'statusWords.ts'])
      edit(`data/ledger-apps/foochain/${file}`, (t) => t.replace(new RegExp(`^.*${marker}.*\\n`, 'gm'), ''));
    edit('data/ledger-apps/upstream.json', (t) =>
      JSON.stringify({...JSON.parse(t), foochain: {branch: 'main', version: 'app/Makefile.version'}}),
    );
    for (const page of ['APDUSPEC.mdx', 'build.md'])
      edit(`docs/ledger-apps/foochain/${page}`, (t) => t.replace(new RegExp(`${marker} `, 'g'), ''));
    edit('data/ledger-apps/apps.json', (t) => {
      const apps = JSON.parse(t);
      apps.foochain = {
        ...apps.foochain,
        appVersion: '1.0.0',
        devices: ['Nano S Plus'],
        devicesFrom: 'ledger_app.toml',
        commit: 'a'.repeat(40),
        date: '2025-01-01',
        checkedAt: '2025-01-02',
      };
      return JSON.stringify(apps, null, 2);
    });

    const built = run('generate-ledger-pages.mjs', '--docs', path.join(tmp, 'pages'), '--index', path.join(tmp, 'index.json'));
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);
    expect(readFileSync(path.join(tmp, 'src/ledger/apdu/index.generated.ts'), 'utf8')).toContain(
      "import foochainSpec from '../../../data/ledger-apps/foochain/apdu';",
    );
  });

  it('leaves no marker behind for the content check once completed', () => {
    const out = execFileSync(process.execPath, [path.join(root, 'scripts/check-content.mjs'), 'ledger-apps'], {cwd: tmp, encoding: 'utf8'});
    expect(out).toMatch(/0 problem\(s\)/);
  });
});
