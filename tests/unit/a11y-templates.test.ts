import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {templateKey, templateRepresentatives} from '../e2e/a11y-templates';

const page = (main: string, wrapper = 'docs-wrapper plugin-docs docs-doc-page') =>
  `<html><body><div class="${wrapper}"><nav class="navbar_AbCd">menu</nav><main class="docMainContainer_gTbr">${main}</main></div></body></html>`;

describe('a11y page templates (dark-mode scope of CI)', () => {
  it('pages that differ only in text share a template', () => {
    expect(templateKey(page('<p>One</p><table><tr><td>a</td></tr></table>'))).toBe(
      templateKey(page('<p>Two words</p><table><tr><td>b</td></tr></table>')),
    );
  });

  it('a component style, an admonition type, a code language or an element kind makes a new template', () => {
    const base = templateKey(page('<p>x</p>'));
    for (const extra of [
      '<div class="apduTable_X1y2">t</div>',
      '<div class="theme-admonition theme-admonition-danger">d</div>',
      '<pre class="language-rust">fn</pre>',
      '<details><summary>s</summary></details>',
      '<select><option>a</option></select>',
    ]) {
      expect(templateKey(page(`<p>x</p>${extra}`)), extra).not.toBe(base);
    }
  });

  it('the layout counts: a doc page and a plain page with the same content differ', () => {
    expect(templateKey(page('<p>x</p>'))).not.toBe(templateKey(page('<p>x</p>', 'plugin-pages plugin-id-default')));
  });

  it('styles outside <main> (navbar, footer) do not split templates', () => {
    const a = page('<p>x</p>').replace('navbar_AbCd', 'navbar_Zzzz');
    expect(templateKey(a)).toBe(templateKey(page('<p>x</p>')));
  });

  it('picks pages until every styled thing of every layout is covered, and keeps paths without a built file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a11y-templates-'));
    const write = (rel: string, html: string) => {
      fs.mkdirSync(path.join(dir, rel), {recursive: true});
      fs.writeFileSync(path.join(dir, rel, 'index.html'), html);
    };
    write('a', page('<p>a</p>'));
    write('b', page('<pre class="language-bash">ls</pre><table></table>'));
    write('c', page('<pre class="language-bash">ls</pre>'));
    write('d', page('<div class="card_Ab12">x</div>'));
    write('e', page('<p>e</p>', 'plugin-pages plugin-id-default'));
    // b covers the doc layout, bash code and tables (so a and c add nothing); d alone has the card
    // component; e is the only page of its layout.
    try {
      expect(templateRepresentatives(dir, ['/a', '/b', '/c', '/d', '/e', '/missing'])).toEqual(['/b', '/d', '/e', '/missing']);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('of pages that add as many styled things, takes the lightest (axe takes longer on a larger page)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a11y-templates-'));
    const write = (rel: string, html: string) => {
      fs.mkdirSync(path.join(dir, rel), {recursive: true});
      fs.writeFileSync(path.join(dir, rel, 'index.html'), html);
    };
    const rows = (n: number) => `<table>${'<tr><td>row</td></tr>'.repeat(n)}</table>`;
    write('heavy', page(rows(5_000)));
    write('light', page(rows(10)));
    write('medium', page(rows(500)));
    try {
      expect(templateRepresentatives(dir, ['/heavy', '/light', '/medium'])).toEqual(['/light']);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
