import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {chains, landingChains, ledgerChains, landingPath, ledgerRepository} from '../../src/data/chains';
import {chainLogoPaths} from '../../src/data/chainLogos';
import {checkChains} from '../../scripts/lib/chain-check.mjs';
import {categories, projectHref, projects, projectsByCategory, sectionEntryPath, sectionRedirects, sections} from '../../src/data/sections';
import {
  specChainLandings,
  specLedgerFolders,
  specNavbarChainNames,
  specNavbarProjects,
  specSectionPages,
  specRedirects,
} from '../spec/spec-routes';

const root = path.resolve(__dirname, '../..');
const stripSlash = (p: string) => p.replace(/\/$/, '');

const sectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  routeBasePath: z.string().regex(/^\/[a-z0-9/-]+[a-z0-9]$/),
  title: z.string().min(2),
  summary: z.string().min(40).max(200),
  repository: z.string().min(2),
  sidebarId: z.string().regex(/^[a-zA-Z0-9]+Sidebar$/),
  entry: z.string(),
});

const chainSchema = z
  .object({
    name: z.string().min(2),
    landing: z
      .string()
      .regex(/^[A-Za-z-]+$/)
      .optional(),
    ledgerFolder: z
      .string()
      .regex(/^[a-z]+$/)
      .optional(),
    ledgerRepo: z
      .string()
      .regex(/^([a-z0-9-]+\/)?[a-z0-9-]+$/)
      .optional(),
    logo: z.union([
      z.object({kind: z.literal('web3icons'), set: z.enum(['networks', 'tokens']), icon: z.string().min(1)}),
      z.object({kind: z.literal('monogram'), text: z.string().regex(/^[A-Z]{1,3}$/)}),
    ]),
    website: z.string().url().optional(),
    description: z.string().min(30),
    related: z.array(z.string()),
  })
  .refine((c) => c.landing !== undefined || c.ledgerFolder !== undefined, 'a chain needs a landing page or a ledger folder')
  .refine((c) => (c.ledgerFolder === undefined) === (c.ledgerRepo === undefined), 'ledger folder and repository go together');

describe('sections (SPEC 2.2)', () => {
  it('every section matches the schema', () => {
    for (const s of sections) expect(() => sectionSchema.parse(s), s.id).not.toThrow();
  });

  it('has the 18 sections of the spec, with unique ids, base paths and sidebar names', () => {
    expect(sections).toHaveLength(18);
    expect(new Set(sections.map((s) => s.id)).size).toBe(18);
    expect(new Set(sections.map((s) => s.sidebarId)).size).toBe(18);
    expect(sections.map((s) => s.routeBasePath).sort()).toEqual(Object.keys(specSectionPages).sort());
  });

  it('every section has a sidebar file and a docs folder', () => {
    for (const s of sections) {
      expect(existsSync(path.join(root, 'sidebars', `${s.id}.ts`)), `sidebars/${s.id}.ts`).toBe(true);
      expect(existsSync(path.join(root, 'docs', s.id)), `docs/${s.id}`).toBe(true);
    }
  });

  it('redirects bare base paths to entry pages, including the spec redirect for /filecoin-gas/', () => {
    const redirects = sectionRedirects();
    for (const r of specRedirects) {
      expect(redirects).toContainEqual({from: stripSlash(r.from), to: r.to});
    }
    for (const r of redirects) expect(r.from).not.toBe(r.to);
  });
});

describe('navbar projects (SPEC 2.5)', () => {
  it('groups projects in the five categories, in order, with the spec link targets', () => {
    expect(projectsByCategory().map((c) => c.category)).toEqual([...categories]);
    for (const {category, projects: list} of projectsByCategory()) {
      const targets = list
        .map(projectHref)
        .filter((h): h is string => h !== undefined)
        .map(stripSlash);
      expect(targets, category).toEqual(specNavbarProjects[category].map(stripSlash));
    }
  });

  it('has exactly one coming-soon item, under Security, without a link', () => {
    const soon = projects.filter((p) => projectHref(p) === undefined);
    expect(soon).toHaveLength(1);
    expect(soon[0].category).toBe('Security');
  });

  it('section entry paths live under their base path', () => {
    for (const s of sections) expect(sectionEntryPath(s).startsWith(s.routeBasePath)).toBe(true);
  });
});

describe('chains (SPEC 2.1, 2.3, 2.5)', () => {
  it('every chain matches the schema', () => {
    for (const c of chains) expect(() => chainSchema.parse(c), c.name).not.toThrow();
  });

  /** What `actual` lacks and what it has beyond `expected`, for messages that say what to edit. */
  const compare = (actual: readonly string[], expected: readonly string[]) => ({
    missing: expected.filter((x) => !actual.includes(x)),
    extra: actual.filter((x) => !expected.includes(x)),
  });
  const addChain = 'add the chain to src/data/chains.ts (npm run new:chain <Name> scaffolds it)';
  const specFile = 'tests/spec/spec-routes.ts, the transcription of the spec';

  it('has a landing page for every chain the spec lists, and no other', () => {
    const landings = compare(
      landingChains.map((c) => c.landing),
      specChainLandings,
    );
    expect(landings.missing, `the spec lists these landing pages but no chain has them: ${addChain}, or set its landing`).toEqual([]);
    expect(
      landings.extra,
      `these landing pages are not in the spec's list: if the spec now names them, add them to specChainLandings in ${specFile}`,
    ).toEqual([]);
    const names = compare(
      landingChains.map((c) => c.name),
      specNavbarChainNames,
    );
    expect(
      names.missing,
      `the spec's Chains dropdown names these but no chain with a landing page has the name: fix the name in src/data/chains.ts or ${addChain}`,
    ).toEqual([]);
    expect(
      names.extra,
      `these navbar tiles are not in the spec's list: if the spec now names them, add them to specNavbarChainNames in ${specFile}`,
    ).toEqual([]);
    for (const c of landingChains) expect(landingPath(c), c.name).toBe(`/${c.landing}`);
  });

  it('has a ledger-apps folder for every folder the spec lists, and no other', () => {
    const folders = compare(
      ledgerChains.map((c) => c.ledgerFolder),
      specLedgerFolders,
    );
    expect(
      folders.missing,
      `the spec lists these ledger-apps folders but no chain has them: ${addChain} with --folder, or set its ledgerFolder`,
    ).toEqual([]);
    expect(
      folders.extra,
      `these ledger-apps folders are not in the spec's list: if the spec now names them, add them to specLedgerFolders in ${specFile}`,
    ).toEqual([]);
  });

  it('keeps the two spec lists apart where the spec does (Lisk has no app folder, Statemint no landing page)', () => {
    const lisk = chains.find((c) => c.name === 'Lisk');
    const statemint = chains.find((c) => c.name === 'Statemint');
    expect(lisk?.ledgerFolder, 'the spec gives Lisk a landing page but no ledger-apps folder').toBeUndefined();
    expect(statemint?.landing, 'the spec gives Statemint a ledger-apps folder but no landing page').toBeUndefined();
  });

  it('lists each chain of the spec once: the union of its landing pages and its folders', () => {
    const byFolder = new Set(specLedgerFolders);
    const chainsOfSpec = new Set([...specNavbarChainNames, ...ledgerChains.filter((c) => byFolder.has(c.ledgerFolder)).map((c) => c.name)]);
    expect(
      compare(
        chains.map((c) => c.name),
        [...chainsOfSpec],
      ),
      'every entry of src/data/chains.ts is a chain of the spec, and the other way round',
    ).toEqual({missing: [], extra: []});
  });

  it('names, landing paths and folders are unique', () => {
    expect(new Set(chains.map((c) => c.name)).size).toBe(chains.length);
    expect(new Set(landingChains.map((c) => c.landing!.toLowerCase())).size).toBe(landingChains.length);
    expect(new Set(ledgerChains.map((c) => c.ledgerFolder)).size).toBe(ledgerChains.length);
  });

  it('related sections exist', () => {
    const ids = new Set(sections.map((s) => s.id));
    for (const c of chains) for (const r of c.related) expect(ids.has(r), `${c.name} → ${r}`).toBe(true);
  });

  it('every ledger folder, its pages, its APDU data and its apps.json entry match the list (what npm run generate checks)', () => {
    expect(checkChains({root, chains, ledgerRepository, chainLogoPaths})).toEqual([]);
  });
});
