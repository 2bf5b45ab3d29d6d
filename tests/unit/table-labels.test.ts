import {describe, it, expect} from 'vitest';
import type {Element, Root, Text} from 'hast';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import rehypeTableLabels from '../../src/plugins/table-labels';
import {tableLabelProp} from '../../src/plugins/table-labels/label';

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
