/**
 * The values a code check read (schema.ts codeCheck defines and dispatchers, issue 41): for every app
 * whose command list was checked against its code at a recorded commit, each command's name is
 * defined in the files read with the command's INS byte, its class byte is the value of a class the
 * dispatcher that has its case accepts, and the dispatchers' production cases are exactly the
 * commands' names. Instructions the record leaves out (omitted) are defined but dispatched by no
 * case. The values themselves were read in the repositories at the commit; this test holds the
 * commands to them, so a byte changed in the data alone fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {apduSpecs} from '../../src/ledger/apdu';
import {definitionsIn} from '@zondax/docs-core/ledger/apdu/namesCheck';
import {apduSpecSchema, type CodeFile, type Dispatcher} from '@zondax/docs-core/ledger/apdu/schema';

const checked = Object.values(apduSpecs)
  .filter((spec) => spec.codeCheck)
  .sort((a, b) => a.folder.localeCompare(b.folder));
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();
const source = (folder: string) => fs.readFileSync(path.resolve(__dirname, '../../data/ledger-apps', folder, 'apdu.ts'), 'utf8');

describe('code-check records carry the values read', () => {
  it('every app with a code check records its defines and dispatchers, or says why they could not be read', () => {
    expect(checked.length).toBeGreaterThan(0);
    for (const spec of checked) {
      const check = spec.codeCheck!;
      if (!check.defines || !check.dispatchers) expect(check.notRead, spec.folder).toMatch(/\S/);
    }
  });

  it('the schema refuses a code check without values and without a reason', () => {
    const spec = checked.find((s) => s.codeCheck?.defines)!;
    const {defines: _d, dispatchers: _x, ...bare} = spec.codeCheck!;
    expect(apduSpecSchema.safeParse({...spec, codeCheck: bare}).success).toBe(false);
    expect(apduSpecSchema.safeParse({...spec, codeCheck: {...bare, defines: spec.codeCheck!.defines}}).success).toBe(false);
    expect(apduSpecSchema.safeParse({...spec, codeCheck: {...bare, notRead: 'apdu_handler.c is missing at this commit'}}).success).toBe(
      true,
    );
  });
});

for (const spec of checked.filter((s) => s.codeCheck?.defines)) {
  describe(`${spec.folder}: commands against the code at ${spec.codeCheck!.commit.slice(0, 7)}`, () => {
    const check = spec.codeCheck!;
    const defines: CodeFile[] = check.defines!;
    const dispatchers: Dispatcher[] = check.dispatchers ?? [];
    // Without dispatchers (notRead says why, see above) only the defines are compared.
    const withDispatchers = it.skipIf(!check.dispatchers);
    const device = new Set(check.beforeDispatcher ?? []);
    const appCommands = spec.commands.filter((c) => !device.has(c.id));
    const cla = (c: (typeof spec.commands)[number]) => c.cla ?? spec.cla;
    const classValues = (d: Dispatcher) => d.classes.flatMap((name) => definitionsIn(defines, name).map((def) => def.value));

    it("each command's name is defined in the files read, with the command's INS byte", () => {
      for (const c of appCommands) {
        const defs = definitionsIn(defines, c.name);
        expect(defs.length, `${c.name} defined in ${defines.map((f) => f.path).join(', ')}`).toBeGreaterThan(0);
        for (const def of defs) expect(def.value, `${c.id}: ${c.name} in ${def.file.path}`).toBe(c.ins);
      }
    });

    withDispatchers(
      'each class a dispatcher accepts is defined, and together they are the CLA and the other class bytes of the data',
      () => {
        for (const d of dispatchers)
          for (const name of d.classes) expect(definitionsIn(defines, name).length, `${name} (${d.path})`).toBeGreaterThan(0);
        const bytes = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);
        expect(bytes(dispatchers.flatMap(classValues))).toEqual(bytes([spec.cla, ...(spec.otherCla ?? []).map((o) => o.cla)]));
      },
    );

    withDispatchers('each command is a case of a dispatcher that accepts its class byte', () => {
      for (const c of appCommands) {
        const by = dispatchers.filter((d) => d.cases.includes(c.name) && classValues(d).includes(cla(c)));
        expect(by.length, `${c.id}: ${c.name} with class 0x${cla(c).toString(16)}`).toBeGreaterThan(0);
      }
    });

    withDispatchers("each dispatcher's production cases are exactly the names of the commands of the classes it accepts", () => {
      for (const d of dispatchers) {
        const values = classValues(d);
        const names = appCommands.filter((c) => values.includes(cla(c))).map((c) => c.name);
        expect(sorted(d.cases), `${d.path}${d.function ? ` ${d.function}` : ''}`).toEqual(sorted(names));
      }
    });

    it('an instruction left out is defined (with the byte the note gives), dispatched by no case and no command', () => {
      // A note that begins with an identifier is about that instruction (schema.ts omitted).
      for (const note of check.omitted ?? []) {
        const [, name, hex] = note.match(/^([A-Z][A-Z0-9_]*_[A-Z0-9_]+)\b(?: \((0x[0-9A-Fa-f]{2})\))?/) ?? [];
        if (!name) continue;
        const defs = definitionsIn(defines, name);
        expect(defs.length, `${name} defined`).toBeGreaterThan(0);
        if (hex) for (const def of defs) expect(def.value, name).toBe(Number(hex));
        for (const d of dispatchers) expect(d.cases, `${name} in ${d.path}`).not.toContain(name);
        expect(spec.commands.map((c) => c.name)).not.toContain(name);
      }
    });

    it('commands a generic handler answers before the dispatcher are device-level (class 0xE0) and defined nowhere in the files read', () => {
      for (const id of device) {
        const c = spec.commands.find((x) => x.id === id);
        expect(c, id).toBeDefined();
        expect(c!.cla).toBe(0xe0);
        expect(definitionsIn(defines, c!.name)).toEqual([]);
      }
    });

    it("the files read are the record's files; a file of another repository carries the commit the app pins", () => {
      const pinned = new Map(
        [...check.files.join(' ').matchAll(/deps\/ledger-zxlib \(([0-9a-f]{7,})\)/g)].map(([, hash]) => ['Zondax/ledger-zxlib', hash]),
      );
      for (const f of [...defines, ...dispatchers]) {
        if (f.repo === undefined) {
          expect(check.files, f.path).toContain(f.path);
          expect(f.commit).toBeUndefined();
        } else {
          expect(f.commit, f.path).toMatch(/^[0-9a-f]{40}$/);
          const hash = pinned.get(f.repo);
          if (hash) expect(f.commit!.startsWith(hash), `${f.repo} ${f.path}`).toBe(true);
        }
      }
      // No value was read at a commit the record does not name.
      const commits = new Set([check.commit, ...defines.map((f) => f.commit), ...dispatchers.map((f) => f.commit)]);
      for (const hash of source(spec.folder).match(/\b[0-9a-f]{40}\b/g) ?? []) expect(commits.has(hash), hash).toBe(true);
    });
  });
}
