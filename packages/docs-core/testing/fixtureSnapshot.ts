/**
 * A small, made-up build snapshot for the tests of docs-core and of every runtime built on it (docs-mcp,
 * the edge worker): one invented Ledger app ('Demo', folder 'demo'), two supported-methods lists, four
 * pages with Markdown twins and the search index built from their records by core's own index writer.
 * Nothing here is a fact about a real app: it only has to exercise every tool.
 */
import type {ApduSpec} from '../src/ledger/apdu/schema';
import type {SupportedVersion} from '../src/ledger/supported/schema';
import type {SearchRecord} from '../src/search/record';
import {buildIndex} from '../src/search/indexFormat';
import {chainFacts} from '../src/chains/facts';
import {SNAPSHOT_FORMAT, snapshotFiles, snapshotFolder, type SnapshotManifest, type SnapshotPage} from '../src/snapshot/format';
import {openSnapshot, type Snapshot, type SnapshotFiles} from '../src/snapshot/snapshot';
import {limits} from '../src/limits';
import {apduAppDataSlot} from '../src/apps/apduAppData';
import {searchRecordsOf} from './searchRecords';

export const fixtureOrigin = 'https://docs.example';
export const fixtureCommit = '0123456789abcdef0123456789abcdef01234567';

export const demoSpec: ApduSpec = {
  folder: 'demo',
  appName: 'Demo',
  repo: 'Example/ledger-demo',
  sourceFile: 'docs/APDUSPEC.md',
  cla: 0x99,
  coinType: 999,
  defaultPath: "m/44'/999'/0'/0/0",
  path: {encoding: 'u32le', lengthPrefix: false, minComponents: 5, maxComponents: 5},
  chunkSize: 250,
  commands: [
    {
      id: 'getVersion',
      name: 'INS_GET_VERSION',
      ins: 0x00,
      summary: 'App version',
      p1: {meaning: 'Not used', ignored: true},
      p2: {meaning: 'Not used', ignored: true},
      response: [
        {name: 'MAJOR', bytes: 1, show: 'uint-be', description: 'Version major'},
        {name: 'MINOR', bytes: 1, show: 'uint-be', description: 'Version minor'},
      ],
    },
    {
      id: 'getAddr',
      name: 'INS_GET_ADDR',
      ins: 0x01,
      summary: 'Public key and address of a path',
      p1: {
        meaning: 'Show on device',
        options: [
          {value: 0, label: 'No'},
          {value: 1, label: 'Yes'},
        ],
      },
      p2: {meaning: 'Not used', ignored: true},
      payload: [
        {id: 'path', name: 'PATH', kind: 'path', bytes: 20, description: 'Derivation path'},
        {id: 'prefix', name: 'ADDR_PREFIX', kind: 'u16le', bytes: 2, description: 'Address prefix', optional: true, example: '42'},
      ],
      response: [
        {name: 'PUBKEY', bytes: 33, description: 'Compressed public key'},
        {name: 'ADDRESS', bytes: 'rest', show: 'ascii', description: 'Address'},
      ],
    },
    {
      id: 'sign',
      name: 'INS_SIGN',
      ins: 0x02,
      summary: 'Signs a transaction sent in chunks',
      p1: {
        meaning: 'Chunk position',
        options: [
          {value: 0, label: 'init'},
          {value: 1, label: 'add'},
          {value: 2, label: 'last'},
        ],
      },
      p2: {meaning: 'Not used', ignored: true},
      payload: [
        {id: 'path', name: 'PATH', kind: 'path', bytes: 20, description: 'Derivation path', placement: 'first'},
        {id: 'message', name: 'MESSAGE', kind: 'message', bytes: 'var', description: 'Transaction bytes', placement: 'data'},
      ],
      chunking: {layout: 'fields', p1: {first: 0, middle: 1, last: 2}},
      response: [{name: 'SIGNATURE', bytes: 65, description: 'Signature'}],
    },
  ],
  statusWords: [
    {code: 0x9000, description: 'Success'},
    {code: 0x6986, description: 'Transaction rejected'},
  ],
};

function supportedList(version: string, methods: string[]): SupportedVersion {
  return {
    chain: 'demo',
    version,
    title: `Demo ${version}.x`,
    source: {repository: 'Example/ledger-demo', path: 'docs/SUPPORTED.md'},
    devices: [{id: 'nanos', label: 'Nano S'}],
    pallets: [{name: 'Balances', methods: methods.map((name) => ({name, devices: ['nanos'], nesting: false, args: []}))}],
  };
}

export const demoSupported = {
  '1.0': supportedList('1.0', ['transfer']),
  '1.1': supportedList('1.1', ['transfer', 'transfer_keep_alive']),
};

export const demoFacts = chainFacts({
  folder: 'demo',
  spec: demoSpec,
  app: {
    repository: 'Example/ledger-demo',
    appVersion: '1.1.0',
    devices: ['Nano S Plus', 'Stax'],
    devicesFrom: 'Makefile',
    commit: 'fedcba9876543210fedcba9876543210fedcba98',
    date: '2026-01-02',
  },
  supported: Object.entries(demoSupported).map(([version, data]) => ({file: `${version}.json`, data})),
});

/** A page longer than the smallest budget: twelve sections, each a paragraph and a code block. */
function longMarkdown(): string {
  const parts = ['# A long page', '', 'An introduction.', ''];
  for (let i = 1; i <= 12; i++) {
    parts.push(
      `## Part ${i}`,
      '',
      `Paragraph ${i}: ${'words of the part '.repeat(20)}end.`,
      '',
      '```bash',
      ...Array.from({length: 8}, (_, j) => `echo part-${i}-line-${j}`),
      '```',
      '',
    );
    if (i === 3) parts.push('### Part 3\\. detail', '', 'A subsection with `code` in it.', '');
  }
  return parts.join('\n');
}

interface FixturePage {
  permalink: string;
  section: string;
  title: string;
  description: string;
  markdown: string;
  /** Headings and paragraphs, as the site's record extraction would find them. */
  blocks: Array<{heading?: string; text: string}>;
  checkedAgainst?: SnapshotPage['checkedAgainst'];
  /** A page of the site's own (src/pages of the site: no docs section), listed in the manifest's sitePages. */
  own?: true;
}

const pages: FixturePage[] = [
  {
    permalink: '/ledger-apps/demo/APDUSPEC',
    section: 'ledger-apps',
    title: 'Demo APDU specification',
    description: 'Commands of the Demo Ledger app.',
    markdown:
      '# Demo APDU specification\n\n## Commands\n\n### INS_GET_VERSION (INS 0x00)\n\nApp version.\n\n### INS_GET_ADDR (INS 0x01)\n\nReturns the public key and address of a path.\n\n### INS_SIGN (INS 0x02)\n\nSigns a transaction sent in chunks.\n\n## Status words\n\n0x9000, 0x6986.\n',
    blocks: [
      {heading: 'INS_GET_ADDR', text: 'Returns the public key and address of a path.'},
      {heading: 'INS_SIGN', text: 'Signs a transaction sent in chunks.'},
    ],
  },
  {
    permalink: '/ledger-apps/demo/supported_latest',
    section: 'ledger-apps',
    title: 'Demo supported methods',
    description: 'What the Demo app signs.',
    markdown: '# Demo supported methods\n\nBalances: transfer, transfer_keep_alive.\n',
    blocks: [{text: 'Balances transfer and transfer_keep_alive are supported.'}],
  },
  {
    permalink: '/ledger-apps/demo/build',
    section: 'ledger-apps',
    title: 'Build the Demo app',
    description: 'Compile the Demo app from source.',
    markdown: '# Build the Demo app\n\nRun make in the app folder.\n',
    blocks: [{text: 'Run make in the app folder to compile the Demo app.'}],
    checkedAgainst: {
      checkedAt: '2026-01-02',
      sources: [
        {
          repository: 'Example/ledger-demo',
          commit: 'c0ffee'.padEnd(40, '0'),
          date: '2025-12-31',
          url: 'https://git.example/Example/ledger-demo/tree/c0ffee0000000000000000000000000000000000',
        },
      ],
      packages: [
        {registry: 'npm', name: '@example/ledger-demo', version: '2.1.0', url: 'https://registry.example/@example/ledger-demo/v/2.1.0'},
      ],
    },
  },
  {
    permalink: '/zemu/quickstart',
    section: 'zemu',
    title: 'Quick start',
    description: 'Run an app in the emulator.',
    markdown: '# Quick start\n\n## Install\n\nInstall the emulator with npm.\n',
    blocks: [{heading: 'Install', text: 'Install the emulator with npm and start a Speculos container.'}],
  },
  {
    permalink: '/zemu/long',
    section: 'zemu',
    title: 'A long page',
    description: 'Sections, code and more sections.',
    markdown: longMarkdown(),
    blocks: Array.from({length: 12}, (_, i) => ({
      heading: `Part ${i + 1}`,
      text: `Paragraph ${i + 1} of the long page, one part of twelve.`,
    })),
  },
  {
    permalink: '/Demo',
    section: 'default',
    title: 'Demo',
    description: 'The Demo chain.',
    markdown: '# Demo\n\nThe Demo chain and its Ledger app.\n',
    blocks: [{text: 'The Demo chain and its Ledger app.'}],
  },
  {
    permalink: '/research',
    section: 'default',
    title: 'Research work',
    description: 'The research projects, with the framework each was done in.',
    markdown:
      '# Research work\n\nThe research projects, with the framework each was done in.\n\n## The projects\n\n- Demo signer · [Repository](https://github.com/Example/demo)\n\n## Funding\n\nEach project was funded by a grant.\n',
    blocks: [
      {text: 'The research projects, with the framework each was done in.'},
      {heading: 'The projects', text: 'Demo signer'},
      {heading: 'Funding', text: 'Each project was funded by a grant.'},
    ],
    own: true,
  },
];

function recordsOf(page: FixturePage, pageIndex: number): SearchRecord[] {
  return searchRecordsOf(
    {
      url: `${fixtureOrigin}${page.permalink}`,
      tag: page.section === 'default' ? 'default' : `docs-${page.section}-current`,
      lvl0: page.section,
      title: page.title,
      ...(page.permalink.includes('/demo') || page.permalink === '/Demo' ? {chain: ['Demo']} : {}),
      blocks: page.blocks,
    },
    pageIndex,
  );
}

/**
 * A stand-in for the MCP App frame's template (the site build bundles the real one from packages/apdu-ui): a page
 * with the data slot, enough for a runtime to serve it with the snapshot's data.
 */
export const fixtureAppTemplate = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>APDU builder (fixture)</title></head><body><main id="root"></main>${apduAppDataSlot}</body></html>`;

/**
 * Every file of the fixture, as a build holds them: paths relative to the build folder, the snapshot's under its
 * folder ('mcp-snapshot/snapshot.json'), the Markdown twins and the search index where the site writes them.
 */
export function fixtureFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const located = (p: FixturePage) => ({
    permalink: p.permalink,
    markdownFile: `${p.permalink.slice(1)}.md`,
    url: `${fixtureOrigin}${p.permalink}`,
    title: p.title,
    description: p.description,
  });
  const snapshotPages: SnapshotPage[] = pages
    .filter((p) => !p.own)
    .map((p) => ({...located(p), section: p.section, ...(p.checkedAgainst ? {checkedAgainst: p.checkedAgainst} : {})}));
  const manifest: SnapshotManifest = {
    format: SNAPSHOT_FORMAT,
    builtAt: '2026-01-01T00:00:00.000Z',
    site: {url: fixtureOrigin, baseUrl: '/'},
    buildDir: '..',
    searchIndexDir: 'search-index',
    searchFacetFilters: ['language:en'],
    searchQueryMaxLength: limits.searchQuestionMaxLength,
    sections: [
      {id: 'ledger-apps', title: 'Ledger Apps', routeBasePath: '/ledger-apps'},
      {id: 'zemu', title: 'Zemu', routeBasePath: '/zemu'},
    ],
    catalog: {
      ledger: {routeBasePath: '/ledger-apps', title: 'Ledger Apps'},
      sections: [
        {id: 'ledger-apps', routeBasePath: '/ledger-apps'},
        {id: 'zemu', routeBasePath: '/zemu'},
      ],
      chains: [
        {name: 'Demo', folder: 'demo', aliases: ['Demo Network'], landingPath: '/Demo', related: []},
        {name: 'Plain', landingPath: '/Plain', related: ['zemu']},
      ],
    },
    pages: snapshotPages,
    sitePages: pages.filter((p) => p.own).map(located),
    supported: {demo: {latest: '1.1', versions: ['1.1', '1.0']}},
    docsSource: {repository: 'https://github.com/Example/docs', branch: 'main'},
    commit: fixtureCommit,
  };
  files.set(`${snapshotFolder}/${snapshotFiles.manifest}`, JSON.stringify(manifest));
  files.set(`${snapshotFolder}/${snapshotFiles.apdu}`, JSON.stringify({demo: demoSpec}));
  files.set(`${snapshotFolder}/${snapshotFiles.chainFacts}`, JSON.stringify({demo: demoFacts}));
  for (const [version, list] of Object.entries(demoSupported))
    files.set(`${snapshotFolder}/${snapshotFiles.supported('demo', version)}`, JSON.stringify(list));
  files.set(`${snapshotFolder}/${snapshotFiles.supported('demo', 'latest')}`, JSON.stringify(demoSupported['1.1']));
  for (const page of pages) files.set(located(page).markdownFile, page.markdown);
  files.set(`${snapshotFolder}/${snapshotFiles.apduApp}`, fixtureAppTemplate);
  const index = buildIndex(pages.flatMap(recordsOf));
  for (const [name, text] of index.files) files.set(`search-index/${name}`, text);
  return files;
}

/** The fixture's files as a runtime reads them (a missing file rejects, as a missing file on disk does). */
export function fixtureReader(files = fixtureFiles()): SnapshotFiles {
  const read = (name: string) => {
    const text = files.get(name);
    return text === undefined ? Promise.reject(new Error(`ENOENT: ${name}`)) : Promise.resolve(text);
  };
  return {snapshotFile: (name) => read(`${snapshotFolder}/${name}`), buildFile: read};
}

export function openFixtureSnapshot(): Promise<Snapshot> {
  return openSnapshot(fixtureReader(), 'the fixture');
}

/**
 * One call of every assistant tool over the fixture, each answerable (no isError): what a runtime's test calls to
 * prove it answers as the tools' definitions do (the MCP server, the edge Worker).
 */
export const fixtureToolCalls: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
  ['search_docs', {query: 'sign transaction'}],
  ['get_page', {path: '/zemu/quickstart'}],
  ['build_apdu', {chain: 'demo', command: 'getAddr', fields: {path: "m/44'/999'/0'/0/0"}}],
  ['decode_apdu_response', {chain: 'demo', command: 'getVersion', hex: '01029000'}],
  ['status_word', {code: '0x6986', chain: 'Demo'}],
  ['get_apdu_spec', {chain: 'demo'}],
  ['supported_methods', {chain: 'demo'}],
  ['diff_methods', {chain: 'demo', from: '1.0', to: '1.1'}],
  ['get_chain', {chain: 'Demo'}],
  ['report_doc_problem', {page: '/zemu/quickstart', problem: 'A typo.', quote: 'emulator'}],
];
