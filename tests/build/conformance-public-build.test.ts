/**
 * Checks over the public production build (npm run build, no test flags): no test-only routes,
 * a Content-Security-Policy on every page that allows exactly the inline scripts present, and
 * every documentation page complete in the static HTML (readable with JavaScript disabled).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {sections} from '../../src/data/sections';
import {testRouteBase} from '../fixtures/test-faults';
import {inlineScripts, scriptHash} from '../../src/plugins/csp/policy';
import {cspReportPath} from '../../src/plugins/csp';
import {mermaidSourceAttribute} from '../../src/plugins/markdown-export/paths';
import {buildDir, htmlFileFor, sitemapPaths} from './built-site';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return htmlFiles(full);
    return e.name.endsWith('.html') ? [full] : [];
  });
}

const files = htmlFiles(buildDir);
const report = JSON.parse(readFileSync(cspReportPath(buildDir), 'utf8')) as {metaPolicy: string; headerPolicy: string; hashes: string[]};

describe('2 the public build has no test-only routes', () => {
  it(`2 no page, sitemap entry or script chunk of ${testRouteBase}/ is in the public build`, () => {
    expect(existsSync(path.join(buildDir, testRouteBase.slice(1)))).toBe(false);
    expect(sitemapPaths().filter((p) => p.startsWith(testRouteBase))).toEqual([]);
    const js = readdirSync(path.join(buildDir, 'assets/js')).map((f) => readFileSync(path.join(buildDir, 'assets/js', f), 'utf8'));
    expect(js.filter((code) => code.includes('E2E crash: the page failed to render') || code.includes(`${testRouteBase}/crash`))).toEqual(
      [],
    );
  });
});

describe('8 Content-Security-Policy in the build', () => {
  it('8 CSP: every HTML page has the policy meta tag before its first script', () => {
    const missing = files.filter((f) => {
      const html = readFileSync(f, 'utf8');
      const meta = html.indexOf('<meta http-equiv="Content-Security-Policy"');
      const firstScript = html.indexOf('<script');
      return meta < 0 || (firstScript >= 0 && firstScript < meta);
    });
    expect(missing.map((f) => path.relative(buildDir, f))).toEqual([]);
  });

  it('8 CSP: every inline script of every page is allowed by hash, and script-src has no unsafe source', () => {
    const scriptSrc = report.metaPolicy.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).not.toMatch(/unsafe/);
    const unhashed = new Set<string>();
    for (const f of files)
      for (const s of inlineScripts(readFileSync(f, 'utf8')))
        if (!scriptSrc.includes(scriptHash(s))) unhashed.add(`${path.relative(buildDir, f)}: ${s.slice(0, 60)}`);
    expect([...unhashed]).toEqual([]);
    expect(report.hashes.length).toBeGreaterThan(0);
  });

  it('8 CSP: build/_headers carries the same policy plus header-only directives for static hosts', () => {
    const headers = readFileSync(path.join(buildDir, '_headers'), 'utf8');
    expect(headers).toContain(`/*\n  Content-Security-Policy: ${report.headerPolicy}\n`);
    expect(report.headerPolicy.startsWith(report.metaPolicy)).toBe(true);
    expect(report.headerPolicy).toContain("frame-ancestors 'self'");
  });
});

describe('2.2 documentation pages are complete in the static HTML (JavaScript disabled)', () => {
  const docPaths = sitemapPaths().filter((p) => sections.some((s) => p === s.routeBasePath || p.startsWith(`${s.routeBasePath}/`)));
  // A doc with id 'index' lives at <path>/index.html; <path>.html may be a redirect page.
  const docHtml = (p: string) => {
    const dirIndex = path.join(buildDir, p, 'index.html');
    return readFileSync(existsSync(dirIndex) ? dirIndex : htmlFileFor(p), 'utf8');
  };

  it('2.2 the sitemap lists documentation pages', () => {
    expect(docPaths.length).toBeGreaterThan(50);
  });

  it('2.2 every documentation page has its h1, its text, heading anchors and real links in the HTML', () => {
    const problems: string[] = [];
    for (const p of docPaths) {
      const $ = load(docHtml(p));
      const article = $('article').first();
      if (article.find('h1').length === 0 && $('main h1').length === 0) problems.push(`${p}: no h1`);
      if (article.text().trim().length < 40) problems.push(`${p}: article text missing`);
      article.find('h2[id], h3[id]').each((_, h) => {
        const id = $(h).attr('id');
        if ($(h).find(`a.hash-link[href="#${id}"]`).length !== 1) problems.push(`${p}: heading #${id} without its anchor`);
      });
      if ($('nav.menu a[href^="/"], article a[href]').length === 0) problems.push(`${p}: no links`);
    }
    expect(problems).toEqual([]);
  });

  // Mermaid draws diagrams in the browser only; the HTML keeps each one's source in a <noscript> (src/theme/Mermaid).
  it('2.2 every diagram of every documentation page has its source and a line saying why it is not drawn, read as a browser without JavaScript does', () => {
    const problems: string[] = [];
    let diagrams = 0;
    for (const p of docPaths) {
      const html = docHtml(p);
      if (!html.includes(mermaidSourceAttribute)) continue;
      // Parsed with scripting off, <noscript> holds elements, as it does for the reader.
      const $ = load(html, {scriptingEnabled: false});
      const sources = $(`article [${mermaidSourceAttribute}]`)
        .map((_, el) => $(el).attr(mermaidSourceAttribute))
        .get();
      const shown = $('article noscript pre')
        .map((_, el) => $(el).text())
        .get();
      const notes = $('article noscript p').filter((_, el) =>
        $(el).text().startsWith('This diagram is drawn in the browser and needs JavaScript'),
      );
      diagrams += sources.length;
      if (JSON.stringify(shown) !== JSON.stringify(sources))
        problems.push(`${p}: ${sources.length} diagrams, ${shown.length} sources shown without JavaScript, or not the same`);
      if (notes.length !== sources.length) problems.push(`${p}: ${sources.length} diagrams, ${notes.length} lines saying why`);
    }
    expect(diagrams).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
});

describe('5 no user-entered forms', () => {
  it('5 no user-entered forms: no form sends anything anywhere, and none asks for personal data', () => {
    // The search form and the in-browser APDU builder of ledger-apps pages are forms in HTML terms;
    // neither submits to a server (no action, no POST) and none has password, e-mail or file fields.
    const problems: string[] = [];
    let forms = 0;
    for (const f of files) {
      const html = readFileSync(f, 'utf8');
      // Parsed only where a form element starts (most pages have none; parsing all ~460 took seconds).
      if (!/<form[\s>]/i.test(html)) continue;
      const $ = load(html);
      $('form').each((_, form) => {
        forms++;
        const action = $(form).attr('action');
        if (action !== undefined && action !== '') problems.push(`${path.relative(buildDir, f)}: form action=${action}`);
        if (($(form).attr('method') ?? '').toLowerCase() === 'post') problems.push(`${path.relative(buildDir, f)}: form method=post`);
        if ($(form).find('input[type="password"], input[type="email"], input[type="file"]').length)
          problems.push(`${path.relative(buildDir, f)}: personal-data field`);
      });
    }
    expect(forms, 'the search page and the APDU builders are forms').toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });
});
