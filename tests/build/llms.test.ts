/**
 * Readers beyond the browser, over HTTP from npm run serve's server (what an assistant or a crawler fetches):
 *  - /llms.txt (llmstxt.org): every section of src/data/sections.ts with its summary and pages, then the chain
 *    pages, each page linked to its Markdown twin; /llms-full.txt; one llms.txt per section;
 *  - the Markdown twin of each section's entry page and of pages with tables, code and Mermaid: served as
 *    text/markdown, with the same headings h1–h3 as the page's HTML, diagrams as ```mermaid fences, tables
 *    as GFM tables and absolute links.
 * tests/build/markdown-export.test.ts checks every doc page's twin and Markdown alternate link from the file
 * system; tests/e2e/markdown-export.spec.ts the "Copy page" control in the browser. The full check needs a
 * build of every section (CI's); SECTIONS= builds check the sections they hold.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {sectionEntryPath, sections} from '../../src/data/sections';
import {sectionFacts} from '../../src/data/sectionFacts';
import {provider} from '../../src/data/site';
import {llmsFullTxtPath, llmsTxtPath, markdownPathFor, sectionLlmsTxtPath} from '../../src/plugins/markdown-export/paths';
import {chainsHeading, sitePagesHeading} from '../../src/plugins/markdown-export/llms';
import {buildDir} from './built-site';
import {eachLimited, get, serveBuild, type Served} from './serve';

let served: Served;
beforeAll(async () => {
  served = await serveBuild();
});
afterAll(() => served?.stop());

const fetchPath = (p: string, headers?: Record<string, string>) => get(`${served.origin}${p}`, headers);
const local = (url: string) => new URL(url).pathname;

/** The sections this build holds (all of them in CI's full build): those with their own llms.txt. */
const builtSections = sections.filter((s) => existsSync(path.join(buildDir, sectionLlmsTxtPath(s.routeBasePath))));

describe('llms.txt', () => {
  it('llms: /llms.txt is plain text with the site title, a summary and every section', async () => {
    const response = await fetchPath(llmsTxtPath);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.text;
    expect(text.startsWith(`# ${provider.name} Docs\n\n> `)).toBe(true);
    const listed = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    const built: string[] = [];
    for (const s of sections) if ((await fetchPath(sectionLlmsTxtPath(s.routeBasePath))).status === 200) built.push(s.title);
    expect(built.length).toBeGreaterThan(0);
    // Every section the build holds, in sections.ts order (all of them in CI's full build), then the chain pages and
    // the site's own.
    const [chains, others] = [chainsHeading, sitePagesHeading].map((h) => h.replace(/^## /, ''));
    expect(listed).toEqual([...built, chains, others]);
    if (!process.env.SECTIONS) expect(listed).toEqual([...sections.map((s) => s.title), chains, others]);
    for (const s of sections.filter((x) => built.includes(x.title))) expect(text).toContain(sectionFacts[s.id].summary);
  });

  it('llms: every page link in /llms.txt serves its Markdown', async () => {
    const text = (await fetchPath(llmsTxtPath)).text;
    const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => local(m[1]));
    const pages = links.filter((l) => l.endsWith('.md'));
    expect(pages.length).toBeGreaterThan(sections.length / 2);
    const failures = (
      await eachLimited(pages, async (p) => {
        const response = await fetchPath(p);
        return response.status === 200 && response.text.startsWith('# ') ? '' : `${p}: ${response.status}`;
      })
    ).filter(Boolean);
    expect(failures).toEqual([]);
  });

  it('llms: each section has its own llms.txt, and /llms-full.txt holds every listed page', async () => {
    const full = (await fetchPath(llmsFullTxtPath)).text;
    expect(builtSections.length).toBeGreaterThan(0);
    for (const s of builtSections) {
      const response = await fetchPath(sectionLlmsTxtPath(s.routeBasePath));
      expect(response.status, s.id).toBe(200);
      expect(response.text.startsWith(`# ${s.title}\n\n> ${sectionFacts[s.id].summary}`), s.id).toBe(true);
      const pageUrls = [...response.text.matchAll(/\]\((https:[^)]+)\.md\)/g)].map((m) => m[1]);
      expect(pageUrls.length, s.id).toBeGreaterThan(0);
      for (const url of pageUrls) expect(full, url).toContain(`Source: ${url}`);
    }
  });
});

/** Headings h1–h3 of the doc body as the reader sees them (the static HTML holds the whole article). */
function htmlHeadings(html: string): string[] {
  const $ = load(html);
  return $('article .theme-doc-markdown')
    .find('h1, h2, h3')
    .toArray()
    .map(
      (el) =>
        `${'#'.repeat(Number(el.tagName[1]))} ${$(el)
          .text()
          .replace(/\u200b/g, '')
          .trim()}`,
    );
}

/** A Markdown line as text: links, code spans, emphasis and escapes reduced to what a reader sees. */
function plainText(line: string): string {
  return line
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/(\*\*|__|\*)(\S.*?)\1/g, '$2')
    .replace(/\\(.)/g, '$1')
    .trim();
}

/** ATX headings h1–h3 of a Markdown text (as plain text), outside fenced code. */
function markdownHeadings(markdown: string): string[] {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || line.trim() === fence)) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence === null && /^#{1,3} /.test(line)) out.push(plainText(line));
  }
  return out;
}

/** Pages with tables, code and Mermaid, beside each section's entry page. */
const extraPages = ['/namadexer/indexer', '/namadexer/overview', '/fevm/filecoin-solidity/actors/Miner'];
const inBuiltSection = (route: string) => builtSections.some((s) => route === s.routeBasePath || route.startsWith(`${s.routeBasePath}/`));
// A path ending in /index is rewritten by static hosts (clean URLs) to its folder, so such entry pages are left out here.
const twinPages = [...sections.map(sectionEntryPath), ...extraPages].filter((route) => !route.endsWith('/index') && inBuiltSection(route));

describe('Markdown twins over HTTP', () => {
  it('the build holds pages to compare with their twins', () => {
    expect(twinPages.length).toBeGreaterThan(process.env.SECTIONS ? 0 : sections.length / 2);
  });

  for (const route of twinPages) {
    it(`llms: ${route}.md serves text/markdown with the same headings as its HTML`, async () => {
      const response = await fetchPath(markdownPathFor(route));
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/markdown/);
      const markdown = response.text;
      expect(markdown.startsWith('# ')).toBe(true);
      const page = await fetchPath(route);
      expect(page.status).toBe(200);
      const headings = htmlHeadings(page.text);
      expect(headings.length).toBeGreaterThan(0);
      expect(markdownHeadings(markdown)).toEqual(headings);
    });
  }

  // Only a SECTIONS= build without Filecoin Solidity lacks the page; CI builds every section.
  const minerTwin = '/fevm/filecoin-solidity/actors/Miner.md';
  it.skipIf(process.env.SECTIONS !== undefined && !existsSync(path.join(buildDir, minerTwin)))(
    'llms: Mermaid diagrams come back as ```mermaid fences, tables as GFM tables, links absolute',
    async () => {
      const miner = await fetchPath(minerTwin);
      expect(miner.status).toBe(200);
      const text = miner.text;
      expect(text).toMatch(/```mermaid\nsequenceDiagram\n/);
      expect(text).toMatch(/\n\| .+ \|\n\| --- \|/);
      expect(text).not.toMatch(/\]\(\/(?!\/)/); // no site-relative link left
    },
  );
});
