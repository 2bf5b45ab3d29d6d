/**
 * /assistants, the page that tells a reader how to give an assistant these docs: it shows what the server and the
 * Copy page menu really offer (src/data/mcpServer.ts, docs-core's tool definitions), in the static HTML, and has a
 * Markdown twin with the same snippets for an assistant that reads it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {ZodType} from 'zod';
import {docsTools} from '@zondax/docs-core/tools/index';
import {markdownSections} from '@zondax/docs-core/markdown/sections';
import {mcpCloneClients, mcpHostedClients, mcpServer} from '../../src/data/mcpServer';
import {buildDir, loadPage} from './built-site';

const $ = loadPage('/assistants');
const twin = readFileSync(path.join(buildDir, 'assistants.md'), 'utf8');
/** Code as text without its layout: Prism writes each line as a span ending in <br>, which has no text. */
const flat = (text: string) => text.replace(/\s+/g, '');
const code = $('main pre')
  .map((_, pre) => flat($(pre).text()))
  .get();

describe('/assistants', () => {
  it("shows every client's snippet, by URL and from a clone, as code blocks; its twin has them as fenced code", () => {
    for (const client of [...mcpHostedClients(), ...mcpCloneClients]) {
      expect(code, `${client.via} ${client.name}`).toContain(flat(client.snippet));
      expect(twin, `${client.via} ${client.name}`).toContain(client.snippet);
    }
    expect($('main').text()).toContain(mcpServer.url);
    expect(twin.startsWith('# Use these docs with your AI assistant\n\n> Source: ')).toBe(true);
  });

  it('lists every tool the server has, each argument with its description and marked optional exactly where its schema takes a call without it', () => {
    const rows = $('main dl > div');
    expect(rows.length).toBe(docsTools.length);
    docsTools.forEach((tool, i) => {
      const row = rows.eq(i);
      expect(row.find('dt code').text()).toBe(tool.name);
      expect(row.find('dt').text()).toContain(tool.title);
      const listed = row
        .find('dd li')
        .map((_, li) => $(li).text())
        .get();
      const shape = tool.inputSchema as unknown as Record<string, ZodType>;
      expect(
        listed.map((text) => text.split(/[ :]/)[0]),
        tool.name,
      ).toEqual(Object.keys(shape));
      for (const [name, schema] of Object.entries(shape)) {
        const line = listed.find((text) => text.startsWith(`${name} `) || text.startsWith(`${name}:`))!;
        expect(line.startsWith(`${name} (optional): `), `${tool.name}.${name}`).toBe(schema.safeParse(undefined).success);
        // A description, the one the server sends (an optional argument's sits on the schema it wraps).
        expect(line.replace(/^[^:]+: /, '').length, `${tool.name}.${name}`).toBeGreaterThan(10);
        expect(line).toContain((schema.description ?? (schema as unknown as {unwrap?: () => ZodType}).unwrap?.().description)!);
      }
    });
    // get_page needs a path and takes a section: the marks a reader relies on.
    const getPage = rows.filter((_, row) => $(row).find('dt code').text() === 'get_page').find('dd li');
    expect(getPage.first().text()).toMatch(/^path: /);
    expect(getPage.eq(1).text()).toMatch(/^section \(optional\): /);
  });

  it("has the same headings as its twin, with the ids the twin's sections get, so a link and get_page's section agree", () => {
    const onPage = $('main h2, main h3')
      .map((_, h) => ({
        id: $(h).attr('id') ?? '',
        title: $(h)
          .text()
          .replace(/\u200b/g, '')
          .trim(),
      }))
      .get();
    expect(onPage.length).toBeGreaterThan(10);
    expect(onPage).toEqual(markdownSections(twin).map(({id, title}) => ({id, title})));
    // A client named in both groups: the second gains -1, on the page as in the twin.
    expect(onPage.filter((h) => h.id.startsWith('claude-code')).map((h) => h.id)).toEqual(['claude-code', 'claude-code-1']);
  });

  it('the home page links to it', () => {
    expect(loadPage('/')('main a[href="/assistants"]').text()).toBe('Connect it to these docs');
  });
});
