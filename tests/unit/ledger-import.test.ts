import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  flattenedTypeNote,
  parseArguments,
  parseSupportedMarkdown,
  parseTitle,
  versionFromFileName,
  deviceId,
} from '../../scripts/lib/supported-md.mjs';
import {supportedVersionSchema} from '@zondax/docs-core/ledger/supported/schema';

const root = path.resolve(__dirname, '../..');

/** A small list in the newer layout, written for this test. */
const modern = `# Examplechain  2.31.x

## System

| Name        | Nano S             | Nano S XL          | Nano SP/X - Stax   | Nesting            | Arguments                            |
| ----------- | ------------------ | ------------------ | ------------------ | ------------------ | ------------------------------------ |
| Remark      |                    | :heavy_check_mark: | :heavy_check_mark: | :heavy_check_mark: | \`Bytes\`remark<br/>                   |
| Kill prefix |                    |                    |                    |                    | \`Key\`prefix<br/>\`u32\`subkeys<br/>    |

## Timestamp

Empty

## Balances

| Name                | Nano S             | Nano S XL          | Nano SP/X - Stax   | Nesting | Arguments                                                  |
| ------------------- | ------------------ | ------------------ | ------------------ | ------- | ---------------------------------------------------------- |
| Transfer keep alive | :heavy_check_mark: | :heavy_check_mark: | :heavy_check_mark: |         | \`AccountIdLookupOfT\`dest<br/>\`CompactBalance\`amount<br/> |
`;

/** The older layout: Light/XL columns, snake_case names, spaced arguments, trailing blanks. */
const legacy = `# Examplechain  1.7.x

## Utility

| Name        | Light | XL | Nesting | Arguments | 
| :---------- |:------------:|:--------:|:--------:|:--------|
|batch |    | :heavy_check_mark: |   | \`Vec<Call>\` calls <br/> | 
|as_derivative | :heavy_check_mark:   | :heavy_check_mark: | :heavy_check_mark: | \`u16\` index <br/>\`Call\` call <br/> | 
`;

describe('supported list parser', () => {
  it('reads the title, pallets, device columns, nesting and arguments', () => {
    const parsed = parseSupportedMarkdown(modern);
    expect(parsed.title).toBe('Examplechain 2.31.x');
    expect(parsed.devices).toEqual([
      {id: 'nano-s', label: 'Nano S'},
      {id: 'nano-s-xl', label: 'Nano S XL'},
      {id: 'nano-sp-x-stax', label: 'Nano SP/X - Stax'},
    ]);
    expect(parsed.pallets.map((p) => p.name)).toEqual(['System', 'Timestamp', 'Balances']);
    expect(parsed.pallets[1].methods).toEqual([]);
    expect(parsed.pallets[0].methods[0]).toEqual({
      name: 'Remark',
      devices: ['nano-s-xl', 'nano-sp-x-stax'],
      nesting: true,
      args: [{type: 'Bytes', name: 'remark'}],
    });
    expect(parsed.pallets[0].methods[1].devices).toEqual([]);
    expect(parsed.pallets[2].methods[0]).toMatchObject({
      name: 'Transfer keep alive',
      nesting: false,
      devices: ['nano-s', 'nano-s-xl', 'nano-sp-x-stax'],
    });
  });

  it('reads the older Light/XL layout', () => {
    const parsed = parseSupportedMarkdown(legacy);
    expect(parsed.devices.map((d) => d.id)).toEqual(['light', 'xl']);
    expect(parsed.pallets[0].methods).toEqual([
      {name: 'batch', devices: ['xl'], nesting: false, args: [{type: 'Vec<Call>', name: 'calls'}]},
      {
        name: 'as_derivative',
        devices: ['light', 'xl'],
        nesting: true,
        args: [
          {type: 'u16', name: 'index'},
          {type: 'Call', name: 'call'},
        ],
      },
    ]);
  });

  it('rejects a row whose cell count does not match the header', () => {
    expect(() => parseSupportedMarkdown('# X 1.1.x\n\n## P\n\n| Name | Nesting | Arguments |\n|---|---|---|\n| a | | | extra |\n')).toThrow(
      /cells/,
    );
  });

  it('has small helpers for names and versions', () => {
    expect(versionFromFileName('docs/supported_9.25.x.md')).toBe('9.25');
    expect(versionFromFileName('supported_latest.md')).toBe('latest');
    expect(versionFromFileName('docs/APDUSPEC.md')).toBeNull();
    expect(parseTitle('xx network  1.203.x')).toEqual({name: 'xx network', version: '1.203'});
    expect(deviceId('Nano SP/X - Stax')).toBe('nano-sp-x-stax');
    expect(parseArguments('`Compactu64`now<br/>')).toEqual([{type: 'Compactu64', name: 'now'}]);
    // A name's Markdown escapes are resolved; the type is a code span, which has none.
    expect(parseArguments('`Compactu32` new\\_<br/>`u32`\\_weight<br/>')).toEqual([
      {type: 'Compactu32', name: 'new_'},
      {type: 'u32', name: '_weight'},
    ]);
  });
});

describe('flattened argument types', () => {
  const list = (types: string[]) => ({pallets: [{methods: [{args: types.map((type) => ({type, name: 'x'}))}]}]});

  it('shows the commonest Vec or Compact of a primitive with its brackets back', () => {
    expect(flattenedTypeNote(list(['Compactu32', 'Vecu8', 'Compactu32', 'CompactBalance', 'VecAccountId']))).toBe(
      " Argument types are written as the repository's list writes them, without the angle brackets of generic types: `Compactu32` is `Compact<u32>` and `Vecu8` is `Vec<u8>`.",
    );
  });

  it('says nothing where no type it can restore with certainty is in the list', () => {
    expect(flattenedTypeNote(list(['u32', 'CompactBalance', 'AccountIdLookupOfT']))).toBe('');
  });

  it('is on the generated page of a list that has such types', () => {
    const page = readFileSync(path.join(root, 'docs/ledger-apps/kusama/supported_latest.mdx'), 'utf8');
    expect(page).toContain('`Compactu32` is `Compact<u32>`');
  });
});

describe('import-supported.mjs', () => {
  const tmp = mkdtempSync(path.join(tmpdir(), 'ledger-import-'));
  afterAll(() => rmSync(tmp, {recursive: true, force: true}));

  it('turns a checked-out repository into schema-valid data files', () => {
    const repo = path.join(tmp, 'ledger-examplechain');
    mkdirSync(path.join(repo, 'docs'), {recursive: true});
    writeFileSync(path.join(repo, 'docs', 'supported_1.7.x.md'), legacy);
    writeFileSync(path.join(repo, 'docs', 'supported_2.31.x.md'), modern);
    writeFileSync(path.join(repo, 'docs', 'supported_latest.md'), modern);
    writeFileSync(path.join(repo, 'docs', 'APDUSPEC.md'), '# not a list\n');
    const out = path.join(tmp, 'out');
    execFileSync('node', ['scripts/import-supported.mjs', repo, 'examplechain', '--out', out], {cwd: root, stdio: 'pipe'});

    const dir = path.join(out, 'examplechain', 'supported');
    // latest.md equals the newest list, so no separate latest.json is written
    expect(readdirSync(dir).sort()).toEqual(['1.7.json', '2.31.json']);
    for (const f of readdirSync(dir)) {
      const data = supportedVersionSchema.parse(JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
      expect(data.chain).toBe('examplechain');
      expect(data.source.repository).toBe('Zondax/ledger-examplechain');
    }
  });

  it('writes latest.json when the latest list differs from the newest version', () => {
    const repo = path.join(tmp, 'ledger-other');
    mkdirSync(path.join(repo, 'docs'), {recursive: true});
    writeFileSync(path.join(repo, 'docs', 'supported_1.7.x.md'), legacy);
    writeFileSync(path.join(repo, 'docs', 'supported_2.31.x.md'), modern);
    writeFileSync(path.join(repo, 'docs', 'supported_latest.md'), legacy);
    const out = path.join(tmp, 'out2');
    execFileSync('node', ['scripts/import-supported.mjs', repo, 'other', '--out', out], {cwd: root, stdio: 'pipe'});
    const latest = JSON.parse(readFileSync(path.join(out, 'other', 'supported', 'latest.json'), 'utf8'));
    expect(latest.version).toBe('1.7');
  });
});
