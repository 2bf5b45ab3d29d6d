import {describe, expect, it} from 'vitest';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {mcpServer} from '../../src/data/mcpServer';
import {sectionById, sections} from '../../src/data/sections';
import {withFacts} from '../../src/data/sectionFacts';
import {sectionPagesOf} from '../../src/plugins/markdown-export';
import {
  chainsHeading,
  sitePagesHeading,
  llmsFullTxt,
  llmsTxt,
  oneLine,
  sectionLlmsTxt,
  sectionPageList,
  twinHeader,
  underTitle,
  withSource,
  type SectionPages,
  type SiteFacts,
} from '../../src/plugins/markdown-export/llms';

/** llms.txt / llms-full.txt / per-section llms.txt, after the llmstxt.org convention. */
const site: SiteFacts = {title: 'Zondax Docs', tagline: 'Developer documentation', origin: 'https://docs.zondax.ch', baseUrl: '/'};

type Doc = LoadedVersion['docs'][number];
function doc(id: string, permalink: string, title: string, extra: Partial<Doc> = {}): Doc {
  return {id, permalink, title, description: `About ${title}.`, unlisted: false, ...extra} as Doc;
}

const namadexer = withFacts(sectionById('namadexer'));
const version = {
  docs: [
    doc('index', '/namadexer/index', 'Namadexer'),
    doc('overview', '/namadexer/overview', 'Overview'),
    doc('ops/deployment', '/namadexer/ops/deployment', 'Deployment'),
    doc('ops/k8s/helm', '/namadexer/ops/k8s/helm', 'Helm values'),
    doc('ops/index', '/namadexer/ops', 'Operations'),
    doc('old', '/namadexer/old', 'Old workflow'),
    doc('hidden', '/namadexer/hidden', 'Hidden', {unlisted: true}),
  ],
  sidebars: {
    [namadexer.sidebarId]: [
      {type: 'doc', id: 'index'},
      {type: 'doc', id: 'overview'},
      {type: 'link', href: 'https://example.org', label: 'External'},
      {
        type: 'category',
        label: 'Operations',
        link: {type: 'doc', id: 'ops/index'},
        collapsed: true,
        collapsible: true,
        items: [
          {type: 'doc', id: 'ops/deployment'},
          {type: 'category', label: 'Kubernetes', collapsed: true, collapsible: true, items: [{type: 'doc', id: 'ops/k8s/helm'}]},
        ],
      },
    ],
  },
} as unknown as Pick<LoadedVersion, 'docs' | 'sidebars'>;

describe("llms: a section's pages from its sidebar", () => {
  const pages = sectionPagesOf(namadexer, version);

  it('keeps sidebar order, groups by top-level category, prefixes nested categories', () => {
    expect(pages.groups.map((g) => [g.label, g.pages.map((p) => p.title)])).toEqual([
      [null, ['Namadexer', 'Overview']],
      ['Operations', ['Operations', 'Deployment', 'Kubernetes: Helm values']],
    ]);
  });

  it('lists routable pages outside the sidebar separately and leaves unlisted pages out of the index', () => {
    expect(pages.others.map((p) => p.permalink)).toEqual(['/namadexer/old']);
    expect(pages.unlisted.map((p) => p.permalink)).toEqual(['/namadexer/hidden']);
    expect(sectionPageList(pages).map((p) => p.permalink)).not.toContain('/namadexer/hidden');
  });
});

describe('llms: the files', () => {
  const pages: SectionPages = sectionPagesOf(namadexer, version);
  const zemu: SectionPages = {
    section: withFacts(sectionById('zemu')),
    repositoryUrl: 'https://github.com/Zondax/zemu',
    groups: [{label: null, pages: [{title: 'Zemu', description: 'Emulator tests.', permalink: '/zemu/'}]}],
    others: [],
  };

  it('/llms.txt: H1, blockquote summary, one H2 per section, section index link first, then pages as .md links', () => {
    const text = llmsTxt(site, [pages, zemu]);
    const lines = text.split('\n');
    expect(lines[0]).toBe('# Zondax Docs');
    expect(lines[2]).toBe('> Developer documentation');
    expect(lines.filter((l) => l.startsWith('## '))).toEqual(['## Namadexer', '## Zemu']);
    expect(text).toContain(
      `## Namadexer\n\n- [Namadexer section index](https://docs.zondax.ch/namadexer/llms.txt): ${namadexer.summary}\n- [Namadexer](https://docs.zondax.ch/namadexer/index.md): About Namadexer.`,
    );
    expect(text).toContain('- [Operations: Kubernetes: Helm values](https://docs.zondax.ch/namadexer/ops/k8s/helm.md): About Helm values.');
    expect(text).toContain('- [Zemu](https://docs.zondax.ch/zemu.md): Emulator tests.');
    expect(text).toContain('[llms-full.txt](https://docs.zondax.ch/llms-full.txt)');
    // Before the sections: the MCP server's URL on this site first (from the site origin), its discovery document,
    // then the commands that start it from a clone (src/data/mcpServer.ts).
    const intro = text.slice(0, text.indexOf('## '));
    expect(intro).toContain('An MCP server answers from the same pages at https://docs.zondax.ch/mcp (Streamable HTTP');
    expect(intro).toContain('`claude mcp add --transport http zondax-docs https://docs.zondax.ch/mcp`');
    expect(intro).toContain('https://docs.zondax.ch/.well-known/mcp');
    expect(intro.indexOf('https://docs.zondax.ch/mcp')).toBeLessThan(intro.indexOf(mcpServer.repository));
    for (const command of [mcpServer.setup, mcpServer.start, mcpServer.addCommand]) expect(intro).toContain(`\`${command}\``);
    expect(intro).toContain(mcpServer.repository);
    // Every list line is a llms.txt "file list" entry.
    for (const line of lines.filter((l) => l.startsWith('- ')))
      expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/docs\.zondax\.ch\/[^)]+\)(: .+)?$/);
  });

  it('/llms.txt: the chain pages come last, under their own H2, each linked to its twin with its summary', () => {
    const polkadot = {title: 'Polkadot developer documentation', description: 'A relay chain.', permalink: '/Polkadot'};
    const text = llmsTxt(site, [pages, zemu], [polkadot]);
    expect(text.split('\n').filter((l) => l.startsWith('## '))).toEqual(['## Namadexer', '## Zemu', chainsHeading]);
    expect(
      text.endsWith(`${chainsHeading}\n\n- [Polkadot developer documentation](https://docs.zondax.ch/Polkadot.md): A relay chain.\n`),
    ).toBe(true);
    expect(text).toContain('2 documentation sections and 1 chain page.');
    // Without chain pages (a build that has none), no empty heading.
    expect(llmsTxt(site, [pages])).not.toContain(chainsHeading);
  });

  it("/llms.txt: the site's own pages come after the chain pages, under their own H2; the count names each kind", () => {
    const polkadot = {title: 'Polkadot developer documentation', description: 'A relay chain.', permalink: '/Polkadot'};
    const home = {title: 'Developer documentation', description: 'Build on hardware wallets.', permalink: '/'};
    const fvm = {title: 'Filecoin Virtual Machine work', description: 'The FVM projects.', permalink: '/fvm'};
    const text = llmsTxt(site, [pages, zemu], [polkadot], [home, fvm]);
    expect(text.split('\n').filter((l) => l.startsWith('## '))).toEqual(['## Namadexer', '## Zemu', chainsHeading, sitePagesHeading]);
    expect(
      text.endsWith(
        `${sitePagesHeading}\n\n- [Developer documentation](https://docs.zondax.ch/index.md): Build on hardware wallets.\n` +
          '- [Filecoin Virtual Machine work](https://docs.zondax.ch/fvm.md): The FVM projects.\n',
      ),
    ).toBe(true);
    expect(text).toContain(
      '2 documentation sections, 1 chain page and 2 other pages. Every page listed here is also published as Markdown',
    );
    expect(llmsTxt(site, [pages], [], [fvm])).toContain('1 documentation section and 1 other page.');
    expect(llmsTxt(site, [pages, zemu], [polkadot])).not.toContain(sitePagesHeading);
  });

  it("a section's llms.txt: its title, summary, repository, one H2 per top-level category, Optional for the rest", () => {
    const text = sectionLlmsTxt(site, pages);
    expect(
      text.startsWith(
        `# Namadexer\n\n> ${namadexer.summary}\n\nPart of [Zondax Docs](https://docs.zondax.ch/llms.txt). Source repository: ${pages.repositoryUrl}.`,
      ),
    ).toBe(true);
    expect(text.split('\n').filter((l) => l.startsWith('## '))).toEqual(['## Pages', '## Operations', '## Optional']);
    expect(text).toContain('## Optional\n\n- [Old workflow](https://docs.zondax.ch/namadexer/old.md): About Old workflow.');
  });

  it("/llms-full.txt: every page's Markdown with its source URL under the title", () => {
    const text = llmsFullTxt(site, [
      {entry: {title: 'A', description: '', permalink: '/zemu/a'}, markdown: '# A\n\nBody A.\n'},
      {entry: {title: 'B', description: '', permalink: '/zemu/b'}, markdown: '# B\n\nBody B.\n'},
    ]);
    expect(text).toContain('The full text of all 2 pages.');
    expect(text).toContain(
      '---\n\n# A\n\nSource: https://docs.zondax.ch/zemu/a\n\nBody A.\n\n---\n\n# B\n\nSource: https://docs.zondax.ch/zemu/b',
    );
  });

  it('base URL other than / is honoured', () => {
    const text = llmsTxt({...site, baseUrl: '/docs/'}, [zemu]);
    expect(text).toContain('(https://docs.zondax.ch/docs/llms-full.txt)');
    expect(text).toContain('(https://docs.zondax.ch/docs/zemu/llms.txt)');
    expect(text).toContain('at https://docs.zondax.ch/docs/mcp (Streamable HTTP');
  });

  it("a Markdown twin's header: the page's URL and the MCP server's, from the site origin, under the title", () => {
    const header = twinHeader(site, 'https://docs.zondax.ch/zemu/a');
    expect(header).toBe('> Source: https://docs.zondax.ch/zemu/a · MCP server for these docs: https://docs.zondax.ch/mcp');
    expect(twinHeader({...site, origin: 'https://docs.example.org'}, 'https://docs.example.org/zemu/a')).toContain(
      'MCP server for these docs: https://docs.example.org/mcp',
    );
    expect(underTitle('# A\n\nBody.\n', header)).toBe(`# A\n\n${header}\n\nBody.\n`);
  });
});

describe('llms: text helpers', () => {
  it('oneLine flattens whitespace and cuts long text at a word', () => {
    expect(oneLine(' a\n b  c ')).toBe('a b c');
    const long = oneLine('word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(201);
    expect(long.endsWith('word…')).toBe(true);
  });

  it('withSource puts the source line under the first H1, or first when there is none', () => {
    expect(withSource('# T\n\nx', 'https://u')).toBe('# T\n\nSource: https://u\n\nx');
    expect(withSource('x', 'https://u')).toBe('Source: https://u\n\nx');
  });

  it('every section of sections.ts has a title and a one-line summary for llms.txt', () => {
    for (const s of sections.map(withFacts)) {
      expect(s.title.length).toBeGreaterThan(0);
      expect(oneLine(s.summary)).toBe(s.summary);
    }
  });
});
