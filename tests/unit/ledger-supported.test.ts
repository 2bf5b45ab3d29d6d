import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {ledgerChains} from '../../src/data/chains';
import {appsFileSchema, supportedVersionSchema, type SupportedVersion} from '@zondax/docs-core/ledger/supported/schema';
import {diffVersions, normalizeName} from '@zondax/docs-core/ledger/supported/diff';
import {compareVersionNumbers, compareVersions} from '@zondax/docs-core/ledger/supported/versions.mjs';
import {headingAnchor} from '@zondax/docs-core/markdown/anchors.mjs';

const root = path.resolve(__dirname, '../..');
const dataRoot = path.join(root, 'data/ledger-apps');
const docsRoot = path.join(root, 'docs/ledger-apps');

const supportedFolders = readdirSync(dataRoot, {withFileTypes: true})
  .filter((d) => d.isDirectory() && existsSync(path.join(dataRoot, d.name, 'supported')))
  .map((d) => d.name);

const dataFiles = supportedFolders.flatMap((folder) =>
  readdirSync(path.join(dataRoot, folder, 'supported'))
    .filter((f) => f.endsWith('.json'))
    .map((file) => ({folder, file, full: path.join(dataRoot, folder, 'supported', file)})),
);

const versionsOf = (folder: string) =>
  readdirSync(path.join(dataRoot, folder, 'supported'))
    .filter((f) => f !== 'latest.json' && f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''));

describe('supported-method data files', () => {
  it('exist for the chains whose repositories publish lists', () => {
    expect(dataFiles.length).toBeGreaterThan(100);
  });

  it.each(dataFiles.map((d) => [`${d.folder}/${d.file}`, d] as const))('%s validates against the schema', (_name, d) => {
    const parsed = supportedVersionSchema.safeParse(JSON.parse(readFileSync(d.full, 'utf8')));
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
    const data = parsed.data as SupportedVersion;
    expect(data.chain).toBe(d.folder);
    if (d.file !== 'latest.json') expect(`${data.version}.json`).toBe(d.file);
  });

  it('belong to ledger-apps folders of chains.ts', () => {
    const folders = new Set(ledgerChains.map((c) => c.ledgerFolder));
    for (const f of supportedFolders) expect(folders.has(f), f).toBe(true);
  });

  it('contain the versions the specification names', () => {
    const nodle = versionsOf('nodle');
    for (const v of ['1.6', '1.10', '3.52', '3.53', '3.55', '4.11', '4.12', '5.15', '5.16', '6.19', '7.21', '8.23', '9.25'])
      expect(nodle).toContain(v);
    expect(versionsOf('xxnetwork').sort(compareVersions)).toEqual(['1.200', '1.201', '1.202', '1.203']);
    expect(versionsOf('phala')).toContain('3.1167');
  });

  it('hold names as a reader sees them in the list, not its Markdown escapes (new_, not new\\_)', () => {
    const escaped = dataFiles.flatMap(({folder, file, full}) =>
      (JSON.parse(readFileSync(full, 'utf8')) as SupportedVersion).pallets.flatMap((p) =>
        [p.name, ...p.methods.flatMap((m) => [m.name, ...m.args.map((a) => a.name)])]
          .filter((name) => /\\[!-/:-@[-`{-~]/.test(name))
          .map((name) => `${folder}/${file}: ${name}`),
      ),
    );
    expect(escaped).toEqual([]);
  });

  it('apps.json describes every ledger folder and validates', () => {
    const apps = appsFileSchema.parse(JSON.parse(readFileSync(path.join(dataRoot, 'apps.json'), 'utf8')));
    expect(Object.keys(apps).sort()).toEqual(ledgerChains.map((c) => c.ledgerFolder).sort());
  });
});

describe('ledger-apps pages', () => {
  it.each(ledgerChains.map((c) => [c.ledgerFolder] as const))('%s has its build page', (folder) => {
    const dir = path.join(docsRoot, folder);
    if (folder === 'tendermint') {
      expect(existsSync(path.join(dir, 'BUILD.md'))).toBe(true);
    } else {
      expect(existsSync(path.join(dir, 'build.md'))).toBe(true);
    }
  });

  it('has the overview page', () => {
    expect(existsSync(path.join(docsRoot, 'overview.mdx'))).toBe(true);
  });

  describe('generator', () => {
    const tmp = mkdtempSync(path.join(tmpdir(), 'ledger-pages-'));
    afterAll(() => rmSync(tmp, {recursive: true, force: true}));
    execFileSync('node', ['scripts/generate-ledger-pages.mjs', '--docs', path.join(tmp, 'docs'), '--index', path.join(tmp, 'index.json')], {
      cwd: root,
    });

    it('writes one page per data file plus supported_latest, importing only that version and the previous one', () => {
      for (const folder of supportedFolders) {
        const versions = versionsOf(folder).sort(compareVersions);
        const pages = readdirSync(path.join(tmp, 'docs', folder)).sort();
        expect(pages).toEqual([...versions.map((v) => `supported_${v}.x.mdx`), 'supported_latest.mdx'].sort());
        versions.forEach((v, i) => {
          const mdx = readFileSync(path.join(tmp, 'docs', folder, `supported_${v}.x.mdx`), 'utf8');
          const imports = [...mdx.matchAll(/from '@site\/data\/ledger-apps\/[a-z0-9]+\/supported\/([^']+)'/g)].map((m) => m[1]);
          expect(imports).toEqual(i === 0 ? [`${v}.json`] : [`${v}.json`, `${versions[i - 1]}.json`]);
          expect(mdx).toMatch(/^---\ntitle: /);
        });
      }
    });

    it('links the changes below the table from the intro', () => {
      for (const folder of supportedFolders) {
        const versions = versionsOf(folder).sort(compareVersions);
        versions.forEach((v, i) => {
          const mdx = readFileSync(path.join(tmp, 'docs', folder, `supported_${v}.x.mdx`), 'utf8');
          const heading = i === 0 ? 'Changes' : `Changes since ${versions[i - 1]}.x`;
          expect(mdx).toContain(`\n## ${heading}\n`);
          expect(mdx).toContain(`](#${headingAnchor(heading)})`);
        });
      }
    });

    it('orders latest first, then versions newest first', () => {
      const position = (f: string) => Number(/sidebar_position: (\d+)/.exec(readFileSync(path.join(tmp, 'docs', 'nodle', f), 'utf8'))![1]);
      expect(position('supported_latest.mdx')).toBeLessThan(position('supported_9.25.x.mdx'));
      expect(position('supported_9.25.x.mdx')).toBeLessThan(position('supported_8.23.x.mdx'));
      expect(position('supported_1.10.x.mdx')).toBeLessThan(position('supported_1.6.x.mdx'));
    });

    it('writes the index the overview table reads', () => {
      const index = JSON.parse(readFileSync(path.join(tmp, 'index.json'), 'utf8')) as Record<string, {latest: string; versions: string[]}>;
      expect(index.nodle.latest).toBe('9.25');
      expect(index.xxnetwork.versions).toEqual(['1.203', '1.202', '1.201', '1.200']);
      expect(index.polkadex.latest).toBe('2.276');
    });
  });
});

describe('version helpers', () => {
  it('compares versions numerically', () => {
    expect(['9.25', '1.10', '1.6', '3.52'].sort(compareVersions)).toEqual(['1.6', '1.10', '3.52', '9.25']);
    expect(compareVersions('24.1000000', '23.9430')).toBeGreaterThan(0);
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
    expect(compareVersions('1.2', '1.2.1')).toBeLessThan(0);
  });

  it('compares parsed version numbers the same way', () => {
    expect(compareVersionNumbers([1, 10], [1, 6])).toBeGreaterThan(0);
    expect(compareVersionNumbers([3], [3, 0])).toBe(0);
    expect(compareVersionNumbers([2, 0, 1], [2, 1])).toBeLessThan(0);
  });

  it('normalises method names across spelling styles', () => {
    expect(normalizeName('transfer_keep_alive')).toBe(normalizeName('Transfer keep alive'));
    expect(normalizeName('CompanyReserve')).toBe('company reserve');
  });
});

describe('diffVersions', () => {
  const m = (name: string, args: [string, string][] = []) => ({
    name,
    devices: [],
    nesting: false,
    args: args.map(([type, n]) => ({type, name: n})),
  });
  const before = {
    pallets: [
      {
        name: 'Balances',
        methods: [
          m('transfer', [
            ['LookupSource', 'dest'],
            ['Compact<Balance>', 'value'],
          ]),
          m('set_balance'),
        ],
      },
      {name: 'Claims', methods: [m('claim')]},
    ],
  };
  const after = {
    pallets: [
      {
        name: 'Balances',
        methods: [
          m('Transfer', [
            ['LookupasStaticLookupSource', 'dest'],
            ['CompactBalance', 'value'],
          ]),
          m('Transfer all', [['bool', 'keep_alive']]),
        ],
      },
      {name: 'Proxy', methods: [m('Proxy', [['AccountId', 'real']])]},
    ],
  };

  it('reports added and removed pallets and methods', () => {
    const d = diffVersions(before, after);
    expect(d.addedPallets).toEqual(['Proxy']);
    expect(d.removedPallets).toEqual(['Claims']);
    expect(d.addedMethods).toEqual([
      {pallet: 'Balances', method: 'Transfer all'},
      {pallet: 'Proxy', method: 'Proxy'},
    ]);
    expect(d.removedMethods).toEqual([
      {pallet: 'Balances', method: 'set_balance'},
      {pallet: 'Claims', method: 'claim'},
    ]);
  });

  it('reports changed arguments but ignores punctuation in type names', () => {
    const d = diffVersions(before, after);
    expect(d.changedMethods).toHaveLength(1);
    expect(d.changedMethods[0]).toMatchObject({pallet: 'Balances', method: 'Transfer'});
    const same = diffVersions(
      {pallets: [{name: 'System', methods: [m('remark', [['Vec<u8>', '_remark']])]}]},
      {pallets: [{name: 'System', methods: [m('Remark', [['Vecu8', 'remark']])]}]},
    );
    expect(same.changedMethods).toEqual([]);
    expect(same.addedMethods).toEqual([]);
  });

  it('treats everything as added when there is no previous version', () => {
    const d = diffVersions(undefined, after);
    expect(d.addedMethods).toHaveLength(3);
    expect(d.removedMethods).toEqual([]);
  });

  it('finds real changes between nodle 8.23 and 9.25', () => {
    const load = (v: string) =>
      JSON.parse(readFileSync(path.join(dataRoot, 'nodle', 'supported', `${v}.json`), 'utf8')) as SupportedVersion;
    const d = diffVersions(load('8.23'), load('9.25'));
    expect(d.addedMethods.length + d.removedMethods.length + d.changedMethods.length).toBeGreaterThan(0);
  });
});
