import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {contentHtmlToMarkdown, pageHtmlToMarkdown} from '../../src/plugins/markdown-export/htmlToMarkdown';
import {absoluteUrl, markdownPathFor, sectionLlmsTxtPath, socialImagePath} from '../../src/plugins/markdown-export/paths';

/**
 * The Markdown twin of a page is converted from the HTML Docusaurus 3.8 builds. The fragments
 * below copy the shapes the build writes (Prism code blocks, admonitions, tabs, the hidden
 * Mermaid source); the fixtures are whole built pages, cut to their <article>.
 */
const pageUrl = 'https://docs.zondax.ch/namadexer/overview';
const md = (html: string) => contentHtmlToMarkdown(html, {pageUrl});
const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures/markdown-export', name), 'utf8');

/** A Prism code block as Docusaurus renders it: one .token-line per line, each ending in <br>. */
function codeBlock(language: string, lines: string[], title?: string): string {
  const body = lines
    .map(
      (line) =>
        `<span class="token-line" style="color:#393A34"><span class="token plain">${line.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</span><br></span>`,
    )
    .join('');
  return (
    `<div class="language-${language} codeBlockContainer_Ckt0 theme-code-block" style="--prism-color:#393A34">` +
    (title ? `<div class="codeBlockTitle_OeMC">${title}</div>` : '') +
    `<div class="codeBlockContent_QJqH"><pre tabindex="0" class="prism-code language-${language} codeBlock_bY9V thin-scrollbar"><code class="codeBlockLines_e6Vv">${body}</code></pre>` +
    `<div class="buttonGroup__atx"><button type="button" aria-label="Copy code to clipboard" title="Copy" class="clean-btn"><span class="copyButtonIcons_eSgA" aria-hidden="true"><svg viewBox="0 0 24 24"></svg></span></button></div></div></div>`
  );
}

function admonition(type: string, title: string, body: string): string {
  return (
    `<div class="theme-admonition theme-admonition-${type} admonition_xJq3 alert alert--${type}"><div class="admonitionHeading_Gvgb">` +
    `<span class="admonitionIcon_Rf37"><svg viewBox="0 0 16 16"><path d="M0 0"></path></svg></span>${title}</div>` +
    `<div class="admonitionContent_BuS1">${body}</div></div>`
  );
}

describe('markdown-export: code blocks', () => {
  it('become fenced blocks with their language and title, line breaks kept', () => {
    const out = md(codeBlock('toml', ['log_level = "info"', '', '[database]', 'host = "localhost"'], 'config/Settings.toml'));
    expect(out).toBe('```toml title="config/Settings.toml"\nlog_level = "info"\n\n[database]\nhost = "localhost"\n```\n');
  });

  it('keep code characters verbatim (no Markdown escaping) and drop the copy button', () => {
    const out = md(codeBlock('rust', ['let v: Vec<u8> = a_b * c; // [x]']));
    expect(out).toContain('let v: Vec<u8> = a_b * c; // [x]');
    expect(out).not.toContain('Copy');
  });

  it('use a longer fence when the code itself contains a fence', () => {
    const out = md(codeBlock('md', ['```bash', 'npm test', '```']));
    expect(out.startsWith('````md\n```bash')).toBe(true);
    expect(out.trimEnd().endsWith('```\n````')).toBe(true);
  });

  it('a block without a language (Prism "text") gets a bare fence', () => {
    expect(md(codeBlock('text', ['plain']))).toBe('```\nplain\n```\n');
  });

  it('inline code stays inline', () => {
    expect(md('<p>Run <code>make run_indexer</code> now.</p>')).toBe('Run `make run_indexer` now.\n');
  });
});

describe('markdown-export: tables', () => {
  it('a table with a header row becomes a GFM table', () => {
    const out = md(
      '<table><thead><tr><th>Key</th><th>Used by</th></tr></thead><tbody><tr><td><code>log_level</code></td><td>both</td></tr><tr><td><code>[indexer]</code></td><td>indexer</td></tr></tbody></table>',
    );
    expect(out).toBe('| Key | Used by |\n| --- | --- |\n| `log_level` | both |\n| `[indexer]` | indexer |\n');
  });

  it('pipes in cells are escaped and line breaks stay inside the cell', () => {
    const out = md(
      '<table><thead><tr><th>Expr</th><th>Notes</th></tr></thead><tbody><tr><td><code>a | b</code></td><td>one<br>two</td></tr></tbody></table>',
    );
    expect(out).toContain('| `a \\| b` | one<br>two |');
    expect(out.split('\n').filter((l) => l.startsWith('|'))).toHaveLength(3);
  });

  it('a table without a header row gets an empty header so it stays a table', () => {
    const out = md('<table><tbody><tr><td>a</td><td>b</td></tr></tbody></table>');
    expect(out).toBe('|  |  |\n| --- | --- |\n| a | b |\n');
  });

  it('colspan adds empty cells so every row has the same number of columns', () => {
    const out = md(
      '<table><thead><tr><th>A</th><th>B</th><th>C</th></tr></thead><tbody><tr><td colspan="2">wide</td><td>c</td></tr></tbody></table>',
    );
    expect(out).toContain('| wide | | c |');
  });
});

describe('markdown-export: component tables (fast path) and complex tables (Turndown path)', () => {
  it('a generated table (row headers, marks, argument lists in cells) keeps one row per line', () => {
    const out = md(
      '<table class="table__Z8n"><thead><tr><th scope="col">Pallet</th><th scope="col">Method</th><th scope="col">XL</th><th scope="col">Arguments</th></tr></thead><tbody>' +
        '<tr><td>System</td><th scope="row">Fill block</th><td><span role="img" aria-label="XL: yes">✓</span></td><td><ul><li><code>Perbill</code> <!-- -->ratio</li><li><code>u64</code> pages</li></ul></td></tr>' +
        '<tr><td>Balances</td><th scope="row">Transfer <a href="/ledger-apps/acala/build">all</a></th><td><span role="img" aria-label="XL: no">–</span></td><td></td></tr></tbody></table>',
    );
    expect(out).toBe(
      '| Pallet | Method | XL | Arguments |\n| --- | --- | --- | --- |\n| System | Fill block | ✓ | - `Perbill` ratio<br>- `u64` pages |\n| Balances | Transfer [all](https://docs.zondax.ch/ledger-apps/acala/build) | – |  |\n',
    );
  });

  it('a table with block code in a cell goes through Turndown and stays a valid table', () => {
    const out = md(
      `<table><thead><tr><th>Step</th><th>Command</th></tr></thead><tbody><tr><td>Build <strong>it</strong></td><td>${codeBlock('bash', ['make', 'make test'])}</td></tr></tbody></table>`,
    );
    const rows = out.trim().split('\n');
    expect(rows).toHaveLength(3);
    expect(rows[2].startsWith('| Build **it** | ')).toBe(true);
    expect(rows[2]).toContain('make<br>make test');
  });
});

describe('markdown-export: admonitions, details, tabs', () => {
  it('an admonition with its default title becomes a GitHub alert', () => {
    expect(md(admonition('note', 'note', '<p>Tracing is on.</p>'))).toBe('> [!NOTE]\n> Tracing is on.\n');
  });

  it('a custom title is kept in bold, and danger maps to CAUTION', () => {
    const out = md(admonition('danger', 'chain_name must not contain a dot', '<p>The program panics.</p><p>Second.</p>'));
    expect(out).toBe('> [!CAUTION]\n> **chain_name must not contain a dot**\n>\n> The program panics.\n>\n> Second.\n');
  });

  it('warning, tip and info map to WARNING, TIP and NOTE', () => {
    expect(md(admonition('warning', 'warning', '<p>x</p>'))).toContain('[!WARNING]');
    expect(md(admonition('tip', 'tip', '<p>x</p>'))).toContain('[!TIP]');
    expect(md(admonition('info', 'info', '<p>x</p>'))).toContain('[!NOTE]');
  });

  it('details become a bold summary followed by the content', () => {
    const out = md(
      '<details class="details_lb9f alert alert--info"><summary>Full list</summary><div><div><p>Everything.</p></div></div></details>',
    );
    expect(out).toBe('**Full list**\n\nEverything.\n');
  });

  it('tabs become one labelled block per tab, hidden panels included', () => {
    const out = md(
      '<div class="tabs-container tabList__CuJ"><ul role="tablist" aria-orientation="horizontal" class="tabs"><li role="tab" tabindex="0" aria-selected="true" class="tabs__item">npm</li><li role="tab" tabindex="-1" aria-selected="false" class="tabs__item">yarn</li></ul>' +
        `<div class="margin-top--md"><div role="tabpanel" class="tabItem_Ymn6">${codeBlock('bash', ['npm i @zondax/zemu'])}</div><div role="tabpanel" class="tabItem_Ymn6" hidden="">${codeBlock('bash', ['yarn add @zondax/zemu'])}</div></div></div>`,
    );
    expect(out).toBe('**npm**\n\n```bash\nnpm i @zondax/zemu\n```\n\n**yarn**\n\n```bash\nyarn add @zondax/zemu\n```\n');
  });
});

describe('markdown-export: Mermaid', () => {
  it('the hidden source element becomes a ```mermaid fence with the original diagram', () => {
    const source = 'sequenceDiagram\n  participant O as Owner\n  O->>M: changeBeneficiary(target, params)';
    const html = `<h2 class="anchor" id="flow">Flow<a href="#flow" class="hash-link" aria-label="Direct link to Flow">\u200b</a></h2>\n<div hidden="" data-mermaid-source="${source.replace(/>/g, '&gt;')}"></div><!-- -->\n<p>After.</p>`;
    expect(md(html)).toBe(`## Flow\n\n\`\`\`mermaid\n${source}\n\`\`\`\n\nAfter.\n`);
  });
});

describe('markdown-export: links, images, headings and text', () => {
  it('relative links and anchors are made absolute against the page URL', () => {
    const out = md(
      '<p>See <a href="/namadexer/indexer#configuration">Indexer</a>, <a href="#shared">below</a> and <a href="https://github.com/Zondax/namadexer" target="_blank">repo</a>.</p>',
    );
    expect(out).toBe(
      'See [Indexer](https://docs.zondax.ch/namadexer/indexer#configuration), [below](https://docs.zondax.ch/namadexer/overview#shared) and [repo](https://github.com/Zondax/namadexer).\n',
    );
  });

  it('images are absolute too and keep their alt text', () => {
    expect(md('<p><img src="/assets/images/arch-abc.png" alt="Architecture"></p>')).toBe(
      '![Architecture](https://docs.zondax.ch/assets/images/arch-abc.png)\n',
    );
  });

  it('decorative images (empty alt, as screen readers skip them) are left out; an image without alt is kept', () => {
    expect(md('<p><img src="/img/chains/polkadot-light.svg" alt="">Polkadot</p><p><img src="/a.png"></p>')).toBe(
      'Polkadot\n\n![](https://docs.zondax.ch/a.png)\n',
    );
  });

  it('a definition list becomes a list of bold terms; parts of a term or a definition set apart by style are joined with " · "', () => {
    const out = md(
      '<dl><div><dt>Ledger app version</dt><dd><span>100.0.25</span><span>at commit <code>6c0b2a3</code> of <!-- -->23 April 2026</span>' +
        '<span>Source:<!-- --> <a href="https://github.com/Zondax/ledger-polkadot">repo</a></span></dd></div>' +
        '<div><dt>Devices</dt><dd><ul><li>Nano X</li><li>Stax</li></ul><span>Source: toml</span></dd></div>' +
        '<dt>CLA</dt><dd><code>0xF9</code></dd>' +
        '<div><dt><code>get_page</code><span>Read a page</span></dt><dd><ul><li><code>path</code>: a path</li></ul></dd></div></dl>',
    );
    expect(out).toBe(
      '- **Ledger app version**: 100.0.25 · at commit `6c0b2a3` of 23 April 2026 · Source: [repo](https://github.com/Zondax/ledger-polkadot)\n' +
        '- **Devices**:\n\n  - Nano X\n  - Stax\n\n  Source: toml\n- **CLA**: `0xF9`\n' +
        '- **`get_page` · Read a page**:\n  - `path`: a path\n',
    );
  });

  it('links and spans that touch are parts set apart by style, joined with " · "; prose and inline formatting are left as they are', () => {
    // A card's name and description, a row of buttons, the before and now of a changed method: separate parts.
    expect(
      md(
        '<ul><li><a class="name" href="/zemu">Zemu</a><span class="description">Emulator-based testing</span></li>' +
          '<li><span class="name">Signer<!-- --> <span class="badge">Coming soon</span></span><span>Threshold signing</span></li></ul>' +
          '<div class="actions"><a class="button" href="/a">Read the docs</a><a class="button" href="https://github.com/Zondax/zemu">Repository</a></div>' +
          '<p><span>before <code>u8 a</code></span><span>now <code>u16 a</code></span></p>',
      ),
    ).toBe(
      '- [Zemu](https://docs.zondax.ch/zemu) · Emulator-based testing\n- Signer Coming soon · Threshold signing\n\n' +
        '[Read the docs](https://docs.zondax.ch/a) · [Repository](https://github.com/Zondax/zemu)\n\nbefore `u8 a` · now `u16 a`\n',
    );
    // Words with spaces between them, formatting that touches, and a link ending in a space are prose.
    expect(
      md('<p>Run <a href="/a">this</a> <span>now</span>, <strong>bold</strong><em>italic</em> or <a href="/b">it </a><span>x</span>.</p>'),
    ).toBe('Run [this](https://docs.zondax.ch/a) now, **bold***italic* or [it](https://docs.zondax.ch/b) x.\n');
  });

  it('headings are ATX without the hash-link anchor or its zero-width space', () => {
    const out = md(
      '<header><h1>Overview</h1></header><h2 class="anchor" id="a">Architecture<a href="#a" class="hash-link" aria-label="Direct link">\u200b</a></h2><h3 id="b">Tables</h3>',
    );
    expect(out).toBe('# Overview\n\n## Architecture\n\n### Tables\n');
  });

  it('lists use one space after the marker; nested lists are indented under their item', () => {
    const out = md(
      '<ul><li><strong>Indexer</strong>: writes<ul><li>blocks</li></ul></li><li>Server</li></ul><ol start="3"><li>three</li><li>four</li></ol>',
    );
    expect(out).toBe('- **Indexer**: writes\n  - blocks\n- Server\n\n3. three\n4. four\n');
  });

  it('snake_case words are not escaped; emphasis markers in text are', () => {
    expect(md('<p>Set chain_name to a *name* [x]</p>')).toBe('Set chain_name to a \\*name\\* \\[x\\]\n');
  });

  it('a name with line-break hints (<wbr>) is written as the name: one word, escaped as a whole', () => {
    expect(md('<h3>INS_<wbr>SIGN_<wbr>PERSONAL_<wbr>MESSAGE (INS 0x08)</h3>')).toBe('### INS_SIGN_PERSONAL_MESSAGE (INS 0x08)\n');
    expect(
      md('<table><thead><tr><th>Pallet</th></tr></thead><tbody><tr><td>fil_<wbr>actor_<wbr>paych</td></tr></tbody></table>'),
    ).toContain('| fil_actor_paych |');
  });

  it('interactive widgets and elements marked data-markdown-skip are left out', () => {
    const out = md(
      '<p>Keep.</p><form><label>Index <input type="number"></label><select><option>a</option></select></form><div data-markdown-skip="">Copy page</div>' +
        '<div role="search"><span>Search</span></div><div role="region" aria-live="polite"><p>1 APDU</p></div>',
    );
    expect(out).toBe('Keep.\n');
    expect(out).not.toContain('Copy page');
    expect(out).not.toContain('<option');
    expect(out.startsWith('Keep.')).toBe(true);
  });
});

describe('markdown-export: whole built pages', () => {
  it('namadexer/overview: title, table, admonition, lists, absolute links; no page chrome', () => {
    const out = pageHtmlToMarkdown(fixture('namadexer-overview.html'), {pageUrl});
    expect(out.startsWith('# Overview\n\nNamadexer is split into two independent Rust programs')).toBe(true);
    expect(out).toContain('| Key | Used by | Meaning |\n| --- | --- | --- |\n| `log_level` | both | Log filter, e.g. `info`. |');
    expect(out).toContain('> [!WARNING]\n> **chain_name must not contain a dot**');
    expect(out).toContain('(https://docs.zondax.ch/namadexer/indexer#configuration)');
    expect(out).toContain('```mermaid\n');
    for (const chrome of ['Edit this page', 'Last updated', 'On this page', 'Copy page', 'Previous', 'breadcrumbs'])
      expect(out).not.toContain(chrome);
  });

  it('namadexer/indexer: fenced TOML with its title and SQL, every h2 of the page kept', () => {
    const html = fixture('namadexer-indexer.html');
    const out = pageHtmlToMarkdown(html, {pageUrl: 'https://docs.zondax.ch/namadexer/indexer'});
    expect(out).toContain('```toml title="config/Settings.toml"\nlog_level = "info"\n');
    expect(out).toContain('```sql\n-- latest ten blocks\n');
    const h2s = [...html.matchAll(/<h2[^>]*>(.*?)<a /g)].map((m) => m[1]);
    expect(h2s.length).toBeGreaterThan(3);
    for (const h2 of h2s) expect(out).toContain(`\n## ${h2}\n`);
  });

  it('a page without an article falls back to <main>; a page without either gives empty text', () => {
    expect(pageHtmlToMarkdown('<html><body><main><h1>Hi</h1></main></body></html>', {pageUrl})).toBe('# Hi\n');
    expect(pageHtmlToMarkdown('<html><body><p>x</p></body></html>', {pageUrl})).toBe('');
  });
});

describe('markdown-export: URLs', () => {
  it("a page's Markdown twin is its path plus .md, without trailing slash", () => {
    expect(markdownPathFor('/zemu/quickstart')).toBe('/zemu/quickstart.md');
    expect(markdownPathFor('/filecoin-gas/filgas/')).toBe('/filecoin-gas/filgas.md');
    expect(markdownPathFor('/zemu/quickstart#install')).toBe('/zemu/quickstart.md');
    expect(markdownPathFor('/')).toBe('/index.md');
  });

  it('section llms.txt, social cards and absolute URLs', () => {
    expect(sectionLlmsTxtPath('/fevm/filecoin-solidity')).toBe('/fevm/filecoin-solidity/llms.txt');
    expect(socialImagePath('zemu')).toBe('/img/social/zemu.png');
    expect(absoluteUrl('https://docs.zondax.ch/', '/', '/img/a.png')).toBe('https://docs.zondax.ch/img/a.png');
    expect(absoluteUrl('https://x.org', '/docs/', 'llms.txt')).toBe('https://x.org/docs/llms.txt');
  });
});
