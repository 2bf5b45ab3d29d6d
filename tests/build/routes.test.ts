import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {landingChains, landingPath} from '../../src/data/chains';
import {projectHref, projects, sectionEntryPath, sectionRedirects, sections} from '../../src/data/sections';
import {specRedirects, specSectionPages, specTopLevelPages} from '../spec/spec-routes';
import {buildDir, htmlFileFor, loadPage, sitemapPaths} from './built-site';
import {notFoundTitle} from '../e2e/site-pages';

/** Checks over the production build (run after `npm run build`). */
describe('SPEC 2.1 top-level pages exist in the build', () => {
  for (const route of specTopLevelPages) {
    it(`2.1 ${route} is built with a title`, () => {
      expect(existsSync(htmlFileFor(route)), route).toBe(true);
      expect(loadPage(route)('title').text().length).toBeGreaterThan(3);
    });
  }
});

// A case-insensitive file system (macOS, Windows) cannot hold both, and on a case-sensitive host the
// other spelling answers for the route: a folder named like /OpenAPI in lower case once showed a
// directory listing where the early redirect of 404.html should have sent the reader to the page.
describe('the build holds no two paths that differ only in letter case', () => {
  it('every file and folder name is unique without letter case within its folder', () => {
    const clashes: string[] = [];
    const walk = (dir: string) => {
      const seen = new Map<string, string>();
      for (const entry of readdirSync(dir, {withFileTypes: true})) {
        const key = entry.name.toLowerCase();
        const other = seen.get(key);
        if (other) clashes.push(`${path.relative(buildDir, dir)}/{${other}, ${entry.name}}`);
        seen.set(key, entry.name);
        if (entry.isDirectory()) walk(path.join(dir, entry.name));
      }
    };
    walk(buildDir);
    expect(clashes).toEqual([]);
  });
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
  /** The built page at `from` is the redirect plugin's page that sends the reader on to `to` at once. */
  const expectRedirectPage = (from: string, to: string) => {
    const html = readFileSync(htmlFileFor(from), 'utf8');
    expect(html, from).toMatch(new RegExp(`http-equiv="?refresh"? content="?0; ?url=${to.replace(/\//g, '\\/')}`, 'i'));
  };

  for (const {from, to} of specRedirects) {
    it(`2.1 ${from} redirects to ${to}`, () => expectRedirectPage(from, to));
  }

  it("every section redirect (bare base paths, a section's own name) is a redirect page to a built page", () => {
    for (const {from, to} of sectionRedirects()) {
      expectRedirectPage(from, to);
      expect(existsSync(htmlFileFor(to)), to).toBe(true);
    }
  });
});

describe('issue 19: every page loads directly on a static host with clean URLs', () => {
  const pages = sitemapPaths();

  it("a page built as <folder>/index/index.html has a redirect page at <folder> to '<folder>/index/'", () => {
    // Clean-URL servers (serve-handler, `docusaurus serve`) answer <folder>/index with a 301 to <folder>.
    // Such a page's address ends in a slash (/namadexer/index/): the one that loads without a redirect.
    const indexPages = pages.filter((p) => /\/index\/?$/.test(p)).map((p) => p.replace(/\/$/, ''));
    expect(indexPages.length).toBeGreaterThan(0);
    for (const page of indexPages) {
      const redirect = path.join(buildDir, page.slice(0, -'/index'.length), 'index.html');
      expect(existsSync(redirect), redirect).toBe(true);
      expect(readFileSync(redirect, 'utf8')).toMatch(new RegExp(`http-equiv="?refresh"? content="?0; ?url=${page}/"`, 'i'));
    }
  });

  it('no two pages differ only in letter case, so another spelling names one page', () => {
    const byKey = new Map<string, string[]>();
    for (const page of pages) {
      const key = page.replace(/\/$/, '').toLowerCase();
      byKey.set(key, [...(byKey.get(key) ?? []), page]);
    }
    expect([...byKey.values()].filter((list) => list.length > 1)).toEqual([]);
  });

  it('the not-found page links every project as the navbar names it, and the chains, in its static HTML', () => {
    const $ = loadPage('/404');
    expect($('h1').first().text()).toBe(notFoundTitle);
    const links = $('section[aria-labelledby="not-found-help"] a')
      .map((_, a) => $(a).attr('href'))
      .get();
    for (const project of projects) {
      const href = projectHref(project);
      if (href) expect($(`section[aria-labelledby="not-found-help"] a[href="${href}"]`).text(), project.name).toBe(project.name);
    }
    expect(links).toContain('/#chains');
  });
});
