import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {chains, landingChains, ledgerChains, landingPath} from '../../src/data/chains';
import {categories, projectHref, projects, projectsByCategory, sectionEntryPath, sectionRedirects, sections} from '../../src/data/sections';
import {specChainLandings, specLedgerFolders, specNavbarChainNames, specNavbarProjects, specSectionPages, specRedirects} from '../spec/spec-routes';

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
    landing: z.string().regex(/^[A-Za-z-]+$/).optional(),
    ledgerFolder: z.string().regex(/^[a-z]+$/).optional(),
    ledgerRepo: z.string().regex(/^([a-z0-9-]+\/)?[a-z0-9-]+$/).optional(),
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
      const targets = list.map(projectHref).filter((h): h is string => h !== undefined).map(stripSlash);
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

  it('has 36 chains: 35 with a landing page, 35 with a ledger folder, 34 with both', () => {
    expect(chains).toHaveLength(36);
    expect(landingChains).toHaveLength(35);
    expect(ledgerChains).toHaveLength(35);
    expect(chains.filter((c) => c.landing && c.ledgerFolder)).toHaveLength(34);
    expect(chains.find((c) => c.name === 'Lisk')?.ledgerFolder).toBeUndefined();
    expect(chains.find((c) => c.name === 'Statemint')?.landing).toBeUndefined();
  });

  it('landing paths, navbar names and ledger folders are exactly the spec lists', () => {
    expect(landingChains.map(landingPath).sort()).toEqual(specChainLandings.map((n) => `/${n}`).sort());
    expect(landingChains.map((c) => c.landing).sort()).toEqual([...specChainLandings].sort());
    expect(landingChains.map((c) => c.name).sort()).toEqual([...specNavbarChainNames].sort());
    expect(ledgerChains.map((c) => c.ledgerFolder).sort()).toEqual([...specLedgerFolders].sort());
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

  it('every chain with a ledger folder has its folder under docs/ledger-apps', () => {
    for (const c of ledgerChains) {
      expect(existsSync(path.join(root, 'docs/ledger-apps', c.ledgerFolder)), c.ledgerFolder).toBe(true);
    }
  });
});
