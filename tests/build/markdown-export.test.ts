import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {sections} from '../../src/data/sections';
import {mcpServer} from '../../src/data/mcpServer';
import {docsSourceEditUrl, provider} from '../../src/data/site';
import {llmsFullTxtPath, llmsTxtPath, markdownPathFor, sectionLlmsTxtPath, socialImagePath} from '../../src/plugins/markdown-export/paths';
import {testRouteBase} from '../fixtures/test-faults';
import {chainsHeading, sitePagesHeading} from '../../src/plugins/markdown-export/llms';
import {load} from 'cheerio';
import {buildDir, htmlFileFor, sitemapPaths} from './built-site';

/**
 * Every documentation page of the build (found by its docusaurus_tag, so the list always matches
 * BUILD_DIR): its Markdown twin, the <head> additions (Markdown alternate, JSON-LD, social card),
 * the edit link and last-updated date; and the site files llms.txt, sitemap.xml, robots.txt.
 */
interface BuiltDoc {
  /** Site path of the page (/namadexer/overview, /zemu/). */
  path: string;
  /** Unlisted docs are built but marked noindex; they stay out of llms.txt and the sitemap. */
  unlisted: boolean;
}

/** The doc pages of the build, by section: every HTML page whose docusaurus_tag is docs-<section id>-<version>. */
function builtDocs(): Map<string, BuiltDoc[]> {
  const bySection = new Map<string, BuiltDoc[]>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const html = readFileSync(full, 'utf8');
        const tag = /name="?docusaurus_tag"? content="?docs-(.+?)-current"?[ >]/.exec(html)?.[1];
        if (!tag || !sections.some((s) => s.id === tag)) continue;
        const rel = path.relative(buildDir, full).split(path.sep).join('/');
        const sitePath = `/${rel.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
        const list = bySection.get(tag) ?? [];
        list.push({path: sitePath, unlisted: /name="?robots"? content="?noindex/.test(html)});
        bySection.set(tag, list);
      }
    }
  };
  if (existsSync(buildDir)) walk(buildDir);
  return bySection;
}
const docs = builtDocs();

/** The site paths of the pages plugin's pages (src/pages), found by the plugin class Docusaurus puts on their <html>. */
function builtSitePages(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html') && /<html[^>]*class="[^"]*\bplugin-pages\b/.test(readFileSync(full, 'utf8').slice(0, 600))) {
        const rel = path.relative(buildDir, full).split(path.sep).join('/');
        found.push(`/${rel.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`.replace(/(.)\/$/, '$1'));
      }
    }
  };
  if (existsSync(buildDir)) walk(buildDir);
  return found;
}
const builtSections = sections.filter((s) => docs.has(s.id));
const docsOf = (id: string) => docs.get(id) ?? [];
const read = (sitePath: string) => readFileSync(path.join(buildDir, sitePath), 'utf8');

describe('build: Markdown twins and page metadata', () => {
  it('the build has doc pages (run a build first)', () => {
    expect(builtSections.length).toBeGreaterThan(0);
  });

  for (const section of builtSections) {
    it(`${section.routeBasePath}: every doc has a Markdown twin, a Markdown alternate link, JSON-LD and the section's card`, () => {
      const problems: string[] = [];
      for (const doc of docsOf(section.id)) {
        const mdPath = markdownPathFor(doc.path);
        if (!existsSync(path.join(buildDir, mdPath))) {
          problems.push(`${doc.path}: no ${mdPath}`);
          continue;
        }
        const markdown = read(mdPath);
        const html = readFileSync(htmlFileFor(doc.path), 'utf8');
        // The <head> through cheerio; the body (up to 300 KB on ledger pages) through two small patterns.
        const bodyAt = html.search(/<body[\s>]/);
        const $ = load(bodyAt > 0 ? html.slice(0, bodyAt) : html); // (minified pages have no </head>)
        const h1 = (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '')
          .replace(/<[^>]+>/g, '')
          .replace(/&amp;/g, '&')
          .trim();
        if (!markdown.startsWith(`# `)) problems.push(`${mdPath}: does not start with a title`);
        // Issue 61: under the title, the page's URL and the docs' MCP server, found by URL from any twin.
        const header = `> Source: ${provider.docsUrl}${doc.path.replace(/\/$/, '')}`;
        const second = markdown.split('\n\n', 3)[1] ?? '';
        if (!second.startsWith(header) || !second.endsWith(` · MCP server for these docs: ${mcpServer.url}`))
          problems.push(`${mdPath}: no header with the page's URL and the MCP server's under the title ("${second.slice(0, 80)}")`);
        if (h1 && !markdown.split('\n', 1)[0].replace(/\\(.)/g, '$1').includes(h1))
          problems.push(`${mdPath}: title is not the page's h1 "${h1}"`);
        if (/<(div|span) class=|import \w+ from '/.test(markdown.replace(/```[\s\S]*?```/g, '')))
          problems.push(`${mdPath}: raw HTML or MDX left`);
        if ($(`link[rel="alternate"][type="text/markdown"][href="${mdPath}"]`).length !== 1)
          problems.push(`${doc.path}: no Markdown alternate link`);
        const types = $('script[type="application/ld+json"]')
          .toArray()
          .map((el) => (JSON.parse($(el).text()) as {'@type': string})['@type'])
          .sort();
        if (types.join() !== 'BreadcrumbList,TechArticle') problems.push(`${doc.path}: JSON-LD ${types.join() || 'none'}`);
        const image = $('meta[property="og:image"]').attr('content') ?? '';
        if (!image.startsWith(provider.docsUrl)) problems.push(`${doc.path}: og:image ${image}`);
        else if (!existsSync(path.join(buildDir, new URL(image).pathname))) problems.push(`${doc.path}: og:image file missing`);
        const editLink = /<a [^>]*href="?([^"\s>]+)"?[^>]*class="?theme-edit-this-page/.exec(html)?.[1] ?? '';
        if (!editLink.startsWith(docsSourceEditUrl())) problems.push(`${doc.path}: no edit link`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('each built section has a social card PNG of 1200×630', () => {
    for (const id of ['default', ...builtSections.map((s) => s.id)]) {
      const png = readFileSync(path.join(buildDir, socialImagePath(id)));
      expect(png.subarray(1, 4).toString('latin1'), id).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], id).toEqual([1200, 630]);
    }
  });

  it('tracked docs show a "Last updated" date from git', () => {
    const dated = builtSections
      .flatMap((s) => docsOf(s.id))
      .some((d) => /theme-last-updated[\s\S]{0,200}?<time datetime="?\d{4}-/.test(readFileSync(htmlFileFor(d.path), 'utf8')));
    expect(dated).toBe(true);
  });
});

describe("build: the site's own pages (src/pages)", () => {
  const pages = builtSitePages();

  it('each has a Markdown twin that starts with its title and source line, names it in a Markdown alternate link, and is listed in /llms.txt', () => {
    expect(pages).toEqual(
      expect.arrayContaining(['/', '/fvm', '/ProtocolLabs', '/beryx-api', '/beryx-explorer', '/privacy-notice', '/assistants']),
    );
    const llms = read(llmsTxtPath);
    const others = llms.slice(llms.indexOf(`${sitePagesHeading}\n`));
    const problems: string[] = [];
    for (const page of pages) {
      const twin = markdownPathFor(page);
      const $ = load(readFileSync(htmlFileFor(page), 'utf8'));
      const url = $('link[rel="canonical"]').attr('href');
      // The twin starts with the page's title, and says where the page is.
      if (!existsSync(path.join(buildDir, twin))) problems.push(`${page}: no twin ${twin}`);
      else if (
        !read(twin).startsWith(
          `# ${$('h1').first().text().trim()}\n\n> Source: ${url} · MCP server for these docs: ${provider.docsUrl}/mcp\n`,
        )
      )
        problems.push(`${page}: twin without its title and source line first`);
      if ($('link[rel="alternate"][type="text/markdown"]').attr('href') !== twin)
        problems.push(`${page}: no Markdown alternate link to ${twin}`);
      if (!others.includes(`](${provider.docsUrl}${twin}):`)) problems.push(`${page}: not under ${sitePagesHeading} in /llms.txt`);
    }
    expect(problems).toEqual([]);
    // Named by the page's head (its title without the site's suffix, its meta description).
    expect(others).toContain(
      `- [Filecoin Virtual Machine work](${provider.docsUrl}/fvm.md): Overview of Zondax's work around the Filecoin Virtual Machine`,
    );
  });

  it('the product pages and /assistants have "Copy page", as doc and chain pages do; the control stays out of their twins', () => {
    // Product pages are the MDX pages with the product-page wrapper class (on <html>), as the CSS finds them.
    const withControl = pages.filter((page) => {
      const html = readFileSync(htmlFileFor(page), 'utf8');
      return /<html[^>]*class="[^"]*\bproduct-page\b/.test(html) || page === '/assistants';
    });
    expect(withControl).toEqual(expect.arrayContaining(['/fvm', '/ProtocolLabs', '/beryx-api', '/beryx-explorer', '/assistants']));
    for (const page of withControl) {
      const $ = load(readFileSync(htmlFileFor(page), 'utf8'));
      expect($('main button').filter((_, b) => $(b).text().trim() === 'Copy page').length, page).toBe(1);
      // Were the control not skipped, its label would be a line of the twin.
      expect(
        read(markdownPathFor(page))
          .split('\n')
          .filter((line) => /copy page/i.test(line) && line.length < 20),
        page,
      ).toEqual([]);
    }
  });

  it("the twin keeps a card's parts and a row of buttons apart, as the page shows them", () => {
    expect(read('/index.md')).toContain(`- [Zemu](${provider.docsUrl}/zemu) · Emulator-based Ledger app testing`);
    expect(read('/fvm.md')).toContain(
      `[Read the docs](${provider.docsUrl}/fevm/filecoin-solidity) · [Repository](https://github.com/Zondax/filecoin-solidity)`,
    );
  });
});

describe('build: llms.txt, sitemap.xml, robots.txt', () => {
  it("/llms.txt has one H2 per built section, in sections.ts order, then the chain pages and the site's own, and links every listed doc's twin", () => {
    const text = read(llmsTxtPath);
    expect([...text.matchAll(/^## (.+)$/gm)].map((m) => `## ${m[1]}`)).toEqual([
      ...builtSections.map((s) => `## ${s.title}`),
      chainsHeading,
      sitePagesHeading,
    ]);
    for (const section of builtSections) {
      expect(existsSync(path.join(buildDir, sectionLlmsTxtPath(section.routeBasePath))), section.id).toBe(true);
      for (const doc of docsOf(section.id).filter((d) => !d.unlisted))
        expect(text, doc.path).toContain(`${provider.docsUrl}${markdownPathFor(doc.path)})`);
    }
    expect(read(llmsFullTxtPath).length).toBeGreaterThan(text.length);
  });

  it('sitemap.xml has every doc page, absolute URLs of the public origin, and no test-only page', () => {
    const paths = sitemapPaths();
    const listed = new Set(paths.map((p) => p.replace(/\/$/, '')));
    for (const doc of builtSections.flatMap((s) => docsOf(s.id)).filter((d) => !d.unlisted))
      expect(listed.has(doc.path.replace(/\/$/, '')), doc.path).toBe(true);
    expect(paths.filter((p) => p.startsWith(testRouteBase))).toEqual([]);
    expect(read('sitemap.xml')).not.toMatch(/<loc>(?!https:\/\/docs\.zondax\.ch\/)/);
  });

  it('61 /llms.txt names the MCP server by its URL (from the site origin) and its discovery document, before the sections', () => {
    const text = read(llmsTxtPath);
    const intro = text.slice(0, text.indexOf('\n## '));
    expect(intro).toContain(`An MCP server answers from the same pages at ${mcpServer.url}`);
    expect(intro).toContain(mcpServer.discoveryUrl);
    expect(JSON.parse(read('.well-known/mcp'))).toMatchObject({remotes: [{type: 'streamable-http', url: mcpServer.url}]});
  });

  it('robots.txt points to the sitemap of provider.docsUrl', () => {
    expect(read('robots.txt')).toContain(`Sitemap: ${provider.docsUrl}/sitemap.xml`);
  });
});
