import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {landingChains, landingPath} from '../../src/data/chains';
import {projectHref, projects, sectionEntryPath, sections} from '../../src/data/sections';
import {specRedirects, specSectionPages, specTopLevelPages} from '../spec/spec-routes';
import {htmlFileFor, loadPage} from './built-site';

/** Checks over the production build (run after `npm run build`). */
describe('SPEC 2.1 top-level pages exist in the build', () => {
  for (const route of specTopLevelPages) {
    it(`2.1 ${route} is built with a title`, () => {
      expect(existsSync(htmlFileFor(route)), route).toBe(true);
      expect(loadPage(route)('title').text().length).toBeGreaterThan(3);
    });
  }
});

describe('SPEC 2.1 chain landing pages', () => {
  for (const chain of landingChains) {
    it(`2.1 ${landingPath(chain)} names the chain in its h1`, () => {
      const $ = loadPage(landingPath(chain));
      expect($('h1').first().text()).toContain(chain.name);
    });
  }
});

describe('SPEC 2.2 section pages exist', () => {
  for (const section of sections) {
    const pages = specSectionPages[section.routeBasePath];
    it(`2.2 ${section.routeBasePath}: every listed page and the entry page are built`, () => {
      const routes = [...pages.map((p) => (p === '' ? section.routeBasePath : `${section.routeBasePath}/${p}`)), sectionEntryPath(section)];
      const missing = routes.filter((r) => !existsSync(htmlFileFor(r)));
      expect(missing).toEqual([]);
    });
  }
});

describe('SPEC 2.5 every navbar project target resolves to a built page', () => {
  for (const project of projects) {
    const href = projectHref(project);
    if (!href) continue;
    it(`2.5 ${project.name} → ${href}`, () => {
      expect(existsSync(htmlFileFor(href)), href).toBe(true);
      expect(loadPage(href)('h1').length).toBeGreaterThan(0);
    });
  }
});

describe('SPEC 2.1 redirects', () => {
  for (const {from, to} of specRedirects) {
    it(`2.1 ${from} redirects to ${to}`, () => {
      const html = readFileSync(htmlFileFor(from), 'utf8');
      expect(html).toMatch(new RegExp(`http-equiv="?refresh"? content="?0; ?url=${to.replace(/\//g, '\\/')}`, 'i'));
    });
  }
});
