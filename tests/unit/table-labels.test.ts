import {describe, it, expect} from 'vitest';
import type {Element, Root, Text} from 'hast';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import rehypeTableLabels from '../../src/plugins/table-labels';
import {cardTitleProp, cellLabelProp, tableLabelProp, tableStackProp} from '../../src/plugins/table-labels/label';

/** The labels the plugin wrote on the page's tables, in order (from the compiled MDX). */
async function labels(mdx: string): Promise<string[]> {
  const out = String(await compile(mdx, {remarkPlugins: [remarkGfm], rehypePlugins: [rehypeTableLabels]}));
  return [...out.matchAll(new RegExp(`"${tableLabelProp}": "([^"]*)"`, 'g'))].map((m) => m[1]);
}

const table = '| a | b |\n|---|---|\n| 1 | 2 |\n';

describe('rehype table labels (names of the scrolling regions of Markdown tables)', () => {
  it('a table is named after the nearest heading above it, with inline code and links as text', async () => {
    expect(await labels(`# Page\n\n## Status \`0x9000\` [words](/x)\n\n${table}`)).toEqual(['Status 0x9000 words']);
    expect(await labels(`## First\n\n### Second\n\ntext\n\n${table}`)).toEqual(['Second']);
  });

  it('a name used twice on a page is numbered, so no two regions share a label', async () => {
    expect(await labels(`## Fields\n\n${table}\n${table}\n## Other\n\n${table}\n${table}\n${table}`)).toEqual([
      'Fields',
      'Fields (table 2)',
      'Other',
      'Other (table 2)',
      'Other (table 3)',
    ]);
  });

  it('a table with no heading above it is still named', async () => {
    expect(await labels(`Intro.\n\n${table}`)).toEqual(['Table']);
  });

  it('a caption names its table before any heading does (HTML tables in .md files)', () => {
    const el = (tagName: string, children: (Element | Text)[] = []): Element => ({type: 'element', tagName, properties: {}, children});
    const text = (value: string): Text => ({type: 'text', value});
    const captioned = el('table', [el('caption', [text(' Gas per\n method ')]), el('tbody')]);
    const tree: Root = {type: 'root', children: [el('h2', [text('Heading')]), captioned]};
    rehypeTableLabels()(tree);
    expect(captioned.properties[tableLabelProp]).toBe('Gas per method');
  });
});

describe('rehype table labels: cells named by their column, tables marked for cards on a phone (issue 43)', () => {
  const el = (tagName: string, children: (Element | Text)[] = []): Element => ({type: 'element', tagName, properties: {}, children});
  const text = (value: string): Text => ({type: 'text', value});
  const row = (tag: 'th' | 'td', cells: string[]) =>
    el(
      'tr',
      cells.map((c) => el(tag, [text(c)])),
    );
  const tableOf = (header: string[], ...body: string[][]) =>
    el('table', [
      el('thead', [row('th', header)]),
      el(
        'tbody',
        body.map((cells) => row('td', cells)),
      ),
    ]);
  const run = (table: Element) => rehypeTableLabels()({type: 'root', children: [table]});
  const bodyCells = (table: Element) => ((table.children[1] as Element).children as Element[]).flatMap((r) => r.children as Element[]);

  it('every body cell carries its column header, inline markup read as text', async () => {
    const table = tableOf(['Key', 'Env variable', 'Default', 'Meaning'], ['a', 'B', '1', 'x'], ['c', 'D', '2', 'y']);
    (table.children[0] as Element).children = [
      el('tr', [el('th', [el('code', [text('Key')])]), ...(row('th', ['Env variable', 'Default', 'Meaning']).children as Element[])]),
    ];
    run(table);
    expect(bodyCells(table).map((c) => c.properties[cellLabelProp])).toEqual([
      'Key',
      'Env variable',
      'Default',
      'Meaning',
      'Key',
      'Env variable',
      'Default',
      'Meaning',
    ]);
    // Through MDX too: the attributes reach the compiled page.
    const out = String(
      await compile(`## T\n\n| A | B |\n|---|---|\n| 1 | 2 |\n`, {remarkPlugins: [remarkGfm], rehypePlugins: [rehypeTableLabels]}),
    );
    expect(out).toContain(`"${cellLabelProp}": "A"`);
    expect(out).toContain(`"${cellLabelProp}": "B"`);
  });

  it('a cell under an empty header gets no label', () => {
    const table = tableOf(['', 'Value'], ['a', 'b']);
    run(table);
    expect(bodyCells(table).map((c) => c.properties[cellLabelProp])).toEqual([undefined, 'Value']);
  });

  it("a two-column table read as cards: each row's name titles its card, the value keeps a column name that says more than Value", () => {
    const image = 'zondax/builder-zemu:speculos-635982fefd02374416a45747c8d14778165997b3';
    const facts = tableOf(['Item', 'Value'], ['npm package', '@zondax/zemu'], ['Emulator', `Speculos, from ${image}`]);
    const methods = tableOf(['Method', 'Returns'], ['getMainMenuSnapshot()', `the path of ${image}`]);
    const short = tableOf(['Key', 'Meaning'], ['port', 'Listen port.']);
    [facts, methods, short].forEach(run);
    expect([facts, methods].map((t) => t.properties[tableStackProp])).toEqual(['phone', 'phone']);
    const marks = (t: Element) => bodyCells(t).map((c) => [c.properties[cardTitleProp], c.properties[cellLabelProp]]);
    expect(marks(facts)).toEqual([
      [true, undefined],
      [undefined, undefined],
      [true, undefined],
      [undefined, undefined],
    ]);
    expect(marks(methods)).toEqual([
      [true, undefined],
      [undefined, 'Returns'],
    ]);
    // A table that keeps its columns on a phone keeps every label (the card layout never applies to it).
    expect(short.properties[tableStackProp]).toBeUndefined();
    expect(marks(short)).toEqual([
      [undefined, 'Key'],
      [undefined, 'Meaning'],
    ]);
  });

  it('tables of four columns, and narrower ones with long identifiers, are marked; short narrow ones are not', () => {
    const four = tableOf(['A', 'B', 'C', 'D'], ['1', '2', '3', '4']);
    const routes = tableOf(
      ['Route', 'Parameters', 'Returns'],
      ['`/validator/:validator_address/uptime`', 'hex validator address', 'ratio'],
    );
    const short = tableOf(['Key', 'Type', 'Meaning'], ['port', 'u16', 'Listen port of the server.']);
    [four, routes, short].forEach(run);
    expect(four.properties[tableStackProp]).toBe('phone');
    expect(routes.properties[tableStackProp]).toBe('phone');
    expect(short.properties[tableStackProp]).toBeUndefined();
  });
});
