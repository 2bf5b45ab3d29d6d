/**
 * The Substrate template apps' names check (schema.ts namesCheck, issue 41): every command's name and
 * CLA/INS bytes equal what the record read in the app's code, the record names its commit and files,
 * and the page says where they were checked without claiming the list is complete.
 */
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {apduSpecs} from '../../src/ledger/apdu';
import {definitionOf, namesCheckStatement} from '@zondax/docs-core/ledger/apdu/namesCheck';
import {parseBuildChoice} from '@zondax/docs-core/ledger/apdu/buildChoice';
import {commandHeading} from '../../src/components/mdx/ApduSpec/headings';
import {ApduSpec, text} from './fixtures/apduSpecPage';

const dataDir = path.resolve(__dirname, '../../data/ledger-apps');
const source = (folder: string) => fs.readFileSync(path.join(dataDir, folder, 'apdu.ts'), 'utf8');

// Found from the data files themselves, so an app built from the template cannot miss the record.
const substrateFolders = fs
  .readdirSync(dataDir)
  .filter((folder) => fs.existsSync(path.join(dataDir, folder, 'apdu.ts')) && /from '\.\.\/shared\/substrate'/.test(source(folder)))
  .sort();

describe('names check of the Substrate template apps', () => {
  it('every app built from the shared Substrate template has the record, and only those apps', () => {
    expect(substrateFolders.length).toBeGreaterThan(0);
    const withRecord = Object.values(apduSpecs)
      .filter((spec) => spec.namesCheck)
      .map((spec) => spec.folder)
      .sort();
    expect(withRecord).toEqual(substrateFolders);
  });

  for (const folder of substrateFolders) {
    describe(folder, () => {
      const spec = apduSpecs[folder];
      const check = spec.namesCheck!;
      const device = new Set(check.beforeDispatcher ?? []);
      const appCommands = spec.commands.filter((c) => !device.has(c.id));

      it('each name is a case of the dispatcher and its INS byte is the value the code defines', () => {
        for (const c of appCommands) {
          expect(check.dispatched, `${c.name} in ${check.dispatcher}`).toContain(c.name);
          expect(definitionOf(check, c.name)?.value, `${c.name} defined in ${check.files.map((f) => f.path).join(', ')}`).toBe(c.ins);
        }
      });

      it("each command's class byte is the CLA the code defines", () => {
        const cla = definitionOf(check, 'CLA')?.value;
        expect(cla).toBe(spec.cla);
        for (const c of appCommands) expect(c.cla ?? spec.cla).toBe(cla);
      });

      it('every case the dispatcher has in a production build is one of the commands', () => {
        expect([...check.dispatched].sort()).toEqual([...new Set(appCommands.map((c) => c.name))].sort());
      });

      it('commands a generic handler answers before the dispatcher are device-level (class 0xE0) and not defined in the app files', () => {
        for (const id of device) {
          const c = spec.commands.find((x) => x.id === id);
          expect(c, id).toBeDefined();
          expect(c!.cla).toBe(0xe0);
          expect(definitionOf(check, c!.name)).toBeUndefined();
        }
      });

      it('instructions left out are defined, never dispatched and not among the commands', () => {
        for (const name of check.notDispatched ?? []) {
          expect(definitionOf(check, name), name).toBeDefined();
          expect(check.dispatched).not.toContain(name);
          expect(spec.commands.map((c) => c.name)).not.toContain(name);
        }
      });

      it('a file of another repository carries its own commit, and the data file names no other commit', () => {
        const commits = new Set([check.commit, ...check.files.map((f) => f.commit).filter(Boolean)]);
        for (const f of check.files) expect(f.repo === undefined, f.path).toBe(f.commit === undefined);
        for (const hash of source(folder).match(/\b[0-9a-f]{40}\b/g) ?? []) expect(commits.has(hash), hash).toBe(true);
      });

      it('the page links the commit checked and does not claim the list is complete', () => {
        // A completeness claim needs the full codeCheck record, which these apps do not have.
        expect(spec.codeCheck).toBeUndefined();
        const page = text(renderToStaticMarkup(<ApduSpec spec={spec} />));
        const html = renderToStaticMarkup(<ApduSpec spec={spec} />);
        expect(html).toContain(`href="https://github.com/${spec.repo}/tree/${check.commit}"`);
        expect(page).toContain(`${spec.repo}@${check.commit.slice(0, 7)}`);
        expect(page).toContain(`dispatched in ${check.dispatcher}`);
        expect(page).not.toContain('every instruction the app dispatches');
      });
    });
  }
});

describe('where the specification file and the code disagree, the page follows the code', () => {
  it('Edgeware: the allow-list instructions the dispatcher has no case for are named on the page with their bytes', () => {
    const spec = apduSpecs.edgeware;
    expect(spec.namesCheck?.notDispatched?.length).toBeGreaterThan(0);
    const statement = namesCheckStatement(spec)!;
    const page = text(renderToStaticMarkup(<ApduSpec spec={spec} />));
    expect(page).toContain(statement.notDispatched!);
    for (const name of spec.namesCheck!.notDispatched!) {
      const {value, file} = definitionOf(spec.namesCheck!, name)!;
      expect(statement.notDispatched).toContain(`${name} (0x${value.toString(16).toUpperCase()})`);
      expect(statement.notDispatched).toContain(file.path);
      // Left out of the commands, so the builder cannot send it either.
      expect(spec.commands.some((c) => c.ins === value)).toBe(false);
    }
    expect(statement.notDispatched).toContain(`${spec.namesCheck!.dispatcher} has no case for them`);
  });

  it('Oasis: the class-0xE0 transaction signing carries the name of the case that dispatches it, with a note on the page', () => {
    const spec = apduSpecs.oasis;
    const eth = spec.commands.find((c) => c.cla === 0xe0 && c.ins === 0x04)!;
    const own = spec.commands.find((c) => c.cla === undefined && c.ins === 0x04)!;
    expect(eth.name).toBe(own.name);
    // The Oasis specification file does not list the Ethereum commands, so there is no alias to keep.
    expect(eth.specName).toBeUndefined();
    const page = text(renderToStaticMarkup(<ApduSpec spec={spec} />));
    for (const note of eth.notes ?? []) expect(page).toContain(note);
    expect(eth.notes?.join(' ')).toContain('INS_SIGN_ETH');
    // Same name, so the headings say the class byte and stay distinct.
    const headings = spec.commands.map((c) => commandHeading(c, spec.commands).text);
    expect(new Set(headings).size).toBe(headings.length);
    expect(commandHeading(eth, spec.commands).text).toBe(`${eth.name} (CLA 0xE0, INS 0x04)`);
    expect(commandHeading(own, spec.commands).text).toBe(`${own.name} (INS 0x04)`);
    // Sections, tables and "Build this command" links are named by that text too, so no two of one kind share a name.
    const html = renderToStaticMarkup(<ApduSpec spec={spec} />);
    const labels = [...html.matchAll(/aria-label="([^"]+)"/g)].map(([, label]) => label);
    const links = [...html.matchAll(/visually-hidden">: ([^<]+)</g)].map(([, link]) => link);
    expect(labels).toContain(`${eth.name} (CLA 0xE0, INS 0x04) header`);
    expect(links).toHaveLength(spec.commands.length);
    for (const names of [labels, links]) expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    // A ?build= link by name still opens the app's own command.
    expect(parseBuildChoice(`?build=${own.name}`, spec.commands)).toBe(own.id);
    expect(parseBuildChoice(`?build=${eth.id}`, spec.commands)).toBe(eth.id);
  });
});
