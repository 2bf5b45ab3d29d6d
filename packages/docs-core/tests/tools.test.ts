/**
 * Every assistant tool, as every runtime runs it (definition → schema → answer), over the made-up
 * fixture snapshot (testing/fixtureSnapshot.ts): no site, no build.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {z} from 'zod';
import {fixtureFiles, fixtureReader, openFixtureSnapshot} from '../testing/fixtureSnapshot';
import {openSnapshot, type Snapshot} from '../src/snapshot/snapshot';
import {snapshotFiles, snapshotFolder, type SnapshotManifest} from '../src/snapshot/format';
import {buildIndex} from '../src/search/indexFormat';
import {chainGrouping} from '../src/search/grouping';
import {searchRecordsOf} from '../testing/searchRecords';
import {docsTools} from '../src/tools/index';
import {ToolInputError} from '../src/tools/toolError';
import {toolArguments} from '../src/tools/call';
import {chainsLine} from '../src/tools/searchDocs';
import {apiReference, apiReferenceMarkdown} from '../src/openapi/reference';
import {fixtureOpenApiDocument} from '../testing/openApiDocument';

let snapshot: Snapshot;
beforeAll(async () => {
  snapshot = await openFixtureSnapshot();
});

/** A call as a runtime makes it: the arguments through the tool's schema, then its answer (over the fixture, or `on`). */
async function call(name: string, args: Record<string, unknown>, on = snapshot) {
  const tool = docsTools.find((t) => t.name === name);
  if (!tool) throw new Error(`no tool ${name}`);
  return tool.answer(on, z.object(tool.inputSchema).parse(args));
}
const json = async (name: string, args: Record<string, unknown>) => JSON.parse((await call(name, args)).text);

/** The twin the site publishes for the fixture's chain without an app (src/plugins/markdown-export). */
const plainTwin =
  '# Plain developer documentation\n\n> Source: https://docs.example/Plain\n\nA made-up chain.\n\n## Related projects\n\n- [Zemu](https://docs.example/zemu/)\n';

describe('the tool list', () => {
  it('names each tool once, with words and a read-only annotation', () => {
    const names = docsTools.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const tool of docsTools) {
      expect(tool.name).toMatch(/^[a-z_]+$/);
      expect(tool.title.length).toBeGreaterThan(5);
      expect(tool.description(snapshot).length).toBeGreaterThan(20);
      expect(tool.annotations).toEqual({readOnlyHint: true, openWorldHint: false});
    }
  });

  it('toolArguments: each argument as the JSON Schema a client gets describes it, optional where a call may leave it out', () => {
    const getPageTool = docsTools.find((t) => t.name === 'get_page')!;
    const args = toolArguments(getPageTool);
    expect(args.map((a) => [a.name, a.optional])).toEqual([
      ['path', false],
      ['section', true],
      ['cursor', true],
      ['maxTokens', true],
    ]);
    // An optional argument keeps the description written on the schema it wraps.
    expect(args[1].description).toMatch(/^One section: its heading's anchor/);
    for (const tool of docsTools)
      for (const a of toolArguments(tool)) expect(a.description.length, `${tool.name}.${a.name}`).toBeGreaterThan(10);
  });

  it("search_docs's description lists the snapshot's sections", () => {
    expect(docsTools.find((t) => t.name === 'search_docs')!.description(snapshot)).toContain('Sections: ledger-apps, zemu.');
  });
});

describe('answers over the fixture', () => {
  it('search_docs: ranked entries with URL and a snippet marked in Markdown, scoped by section and chain', async () => {
    const {text, structured} = await call('search_docs', {query: 'sign transaction'});
    expect(text).toMatch(
      /^1\. Demo APDU specification › INS_SIGN\n {3}https:\/\/docs\.example\/ledger-apps\/demo\/APDUSPEC#ins-sign\n {3}\*\*Signs\*\*/,
    );
    expect((structured as {results: unknown[]}).results.length).toBeGreaterThan(0);
    const zemu = (await call('search_docs', {query: 'install', section: 'zemu'})).structured as {results: Array<{url: string}>};
    expect(zemu.results.map((r) => new URL(r.url).pathname)).toEqual(['/zemu/quickstart']);
    // The section as an assistant names it: its title or its path, in any case.
    for (const section of ['Zemu', '/zemu/', 'ZEMU']) {
      expect((await call('search_docs', {query: 'install', section})).structured, section).toEqual(zemu);
    }
    const ledger = (await call('search_docs', {query: 'sign', section: 'ledger apps'})).structured as {results: Array<{url: string}>};
    expect(ledger.results.length).toBeGreaterThan(0);
    expect(ledger.results.every((r) => new URL(r.url).pathname.startsWith('/ledger-apps/'))).toBe(true);
    await expect(call('search_docs', {query: 'install', section: 'emulator'})).rejects.toThrow(
      'Unknown section "emulator". Sections: ledger-apps (Ledger Apps) and zemu (Zemu).',
    );
    const demo = (await call('search_docs', {query: 'transfer', chain: 'demo'})).structured as {results: Array<{url: string}>};
    expect(demo.results.every((r) => r.url.includes('demo'))).toBe(true);
    expect((await call('search_docs', {query: 'nothingmatcheshere'})).text).toBe('No results for "nothingmatcheshere".');
  });

  it('search_docs: one heading documented for many chains is one entry naming each of them, and other pages still fill the list', async () => {
    // 24 chains document INS_GET_ADDR under the same heading; 3 pages of another section mention it in their text. The
    // first page of 20 hits is all headings, so grouping that page alone gave one entry naming 20 chains and no other.
    const files = fixtureFiles();
    const manifestFile = `${snapshotFolder}/${snapshotFiles.manifest}`;
    const manifest = JSON.parse(files.get(manifestFile)!) as SnapshotManifest;
    const folders = Array.from({length: 24}, (_, i) => `c${String(i + 1).padStart(2, '0')}`);
    const catalog = {
      ...manifest.catalog,
      chains: [
        ...manifest.catalog.chains,
        ...folders.map((f) => ({name: `Chain ${f}`, folder: f, aliases: [], landingPath: `/${f}`, related: []})),
      ],
    };
    files.set(manifestFile, JSON.stringify({...manifest, catalog}));
    // Written as the site's index writer writes a page of headed blocks (testing/searchRecords.ts).
    const records = [
      ...folders.flatMap((f) =>
        searchRecordsOf(
          {
            url: `https://docs.example/ledger-apps/${f}/APDUSPEC`,
            tag: 'docs-ledger-apps-current',
            lvl0: 'Ledger Apps',
            title: `Chain ${f} APDU specification`,
            blocks: [{heading: 'INS_GET_ADDR', text: 'Returns the public key and the address of a path.'}],
          },
          f,
        ),
      ),
      ...['one', 'two', 'three'].flatMap((p) =>
        searchRecordsOf(
          {
            url: `https://docs.example/zemu/${p}`,
            tag: 'docs-zemu-current',
            lvl0: 'Zemu',
            title: `Zemu ${p}`,
            blocks: [{text: `The test sends INS_GET_ADDR on page ${p}.`}],
          },
          p,
        ),
      ),
    ];
    const grouping = chainGrouping(catalog);
    for (const [name, text] of buildIndex(records, {twinKey: (r) => grouping.twinKey(r)}).files) files.set(`search-index/${name}`, text);
    const many = await openSnapshot(fixtureReader(files), 'the fixture with 24 chains');

    const {results} = (await call('search_docs', {query: 'INS_GET_ADDR'}, many)).structured as {
      results: Array<{title: string; url: string; snippet: string; chains?: string[]}>;
    };
    const paths = results.map((r) => new URL(r.url).pathname);
    expect(paths[0]).toBe('/ledger-apps/c01/APDUSPEC');
    expect(paths.slice(1).sort()).toEqual(['/zemu/one', '/zemu/three', '/zemu/two']);
    expect(results[0].chains).toEqual(folders.map((f) => `Chain ${f}`));
    // The chains are the entry's Chains line; its title is the heading's, not the site list's "— Chain c01, … and 22 more".
    expect(results[0]).toMatchObject({title: 'Chain c01 APDU specification › INS_GET_ADDR', snippet: '**INS_GET_ADDR**'});
    // In the text, 24 of the 25 apps are counted, and the one without the heading is named.
    expect((await call('search_docs', {query: 'INS_GET_ADDR'}, many)).text.split('\n').slice(0, 3)).toEqual([
      '1. Chain c01 APDU specification › INS_GET_ADDR',
      '   https://docs.example/ledger-apps/c01/APDUSPEC#ins-get-addr',
      '   Chains: 24 of the 25 Ledger Apps: all but Demo',
    ]);
  });

  it("search_docs's Chains line: names, or for most of the Ledger apps the count and those without the heading", () => {
    const names = ['Acala', 'Aleph Zero', 'Astar', 'Centrifuge', 'Kusama', 'Polkadot', 'Starkware', 'Zcash'];
    const apps = {names, title: 'Ledger apps'};
    const allBut = (left: string) => names.filter((n) => n !== left).reverse();
    expect(chainsLine(allBut('Starkware'), apps)).toBe('7 of the 8 Ledger apps: all but Starkware');
    expect(chainsLine(names, apps)).toBe('all 8 Ledger apps');
    // Fewer than half, or shorter by name: the names, in the entry's order (the linked chain first).
    expect(chainsLine(['Zcash', 'Acala'], apps)).toBe('Zcash, Acala');
    expect(chainsLine(['Astar', 'Acala', 'Kusama', 'Zcash', 'Polkadot'], apps)).toBe('Astar, Acala, Kusama, Zcash, Polkadot');
    // A chain the catalog does not list as an app is never counted away.
    expect(chainsLine([...allBut('Zcash'), 'Elsewhere'], apps)).toBe([...allBut('Zcash'), 'Elsewhere'].join(', '));
  });

  it('get_page: the Markdown twin after its canonical URL, whatever form the path takes', async () => {
    // Words naming one page, as an assistant may write them, find it too ('quick start' is its title, 'zemu' its path).
    for (const path of [
      '/zemu/quickstart',
      'https://docs.example/zemu/quickstart/',
      'zemu/quickstart.md',
      'zemu quickstart',
      'Zemu quick start',
    ]) {
      expect((await call('get_page', {path})).text).toBe(
        'Canonical URL: https://docs.example/zemu/quickstart\n\n# Quick start\n\n## Install\n\nInstall the emulator with npm.',
      );
    }
  });

  it('get_page: words several pages have are no guess; a landing page without its twin points to get_chain', async () => {
    // Three pages have 'ledger-apps' and 'demo' in their paths.
    await expect(call('get_page', {path: 'ledger-apps demo'})).rejects.toThrow(
      'No page at "ledger-apps demo". Pages with a similar path: /ledger-apps/demo/APDUSPEC, /ledger-apps/demo/supported_latest, /ledger-apps/demo/build.',
    );
    await expect(call('get_page', {path: '/plain'})).rejects.toThrow(
      /^\/Plain is the Plain landing page, and this build has no Markdown twin of it: get_chain with chain "Plain" answers with its facts\.$/,
    );
  });

  it("get_page: a chain's landing page reads as its Markdown twin (<Chain>.md), whole or one section", async () => {
    const files = fixtureFiles();
    files.set('Plain.md', plainTwin);
    const withTwin = await openSnapshot(fixtureReader(files), 'the fixture with a chain twin');
    const read = (args: Record<string, unknown>) => call('get_page', args, withTwin);
    expect((await read({path: 'https://docs.example/plain'})).text).toBe(
      `Canonical URL: https://docs.example/Plain\n\n${plainTwin.trimEnd()}`,
    );
    const {text, structured} = await read({path: '/Plain#related-projects'});
    expect(text).toBe(
      'Canonical URL: https://docs.example/Plain#related-projects\nSection: Related projects\n\n## Related projects\n\n- [Zemu](https://docs.example/zemu/)',
    );
    expect(structured).toMatchObject({title: 'Plain developer documentation', section: {id: 'related-projects'}});
    // The report finds the section of the quote in the twin.
    const report = JSON.parse((await call('report_doc_problem', {page: '/Plain', problem: 'Wrong link.', quote: 'Zemu'}, withTwin)).text);
    expect(report.page).toBe('https://docs.example/Plain#related-projects');
  });

  it("get_page: a page of the site's own (no docs section) reads as its twin, whole or one section, and is found by search", async () => {
    const {text, structured} = await call('get_page', {path: 'https://docs.example/research/'});
    expect(text).toBe(
      'Canonical URL: https://docs.example/research\n\n# Research work\n\nThe research projects, with the framework each was done in.\n\n' +
        '## The projects\n\n- Demo signer · [Repository](https://github.com/Example/demo)\n\n## Funding\n\nEach project was funded by a grant.',
    );
    expect(structured).toMatchObject({url: 'https://docs.example/research', title: 'Research work'});
    expect(structured).not.toHaveProperty('checkedAgainst');
    expect((await call('get_page', {path: '/Research#funding'})).text).toBe(
      'Canonical URL: https://docs.example/research#funding\nSection: Funding\n\n## Funding\n\nEach project was funded by a grant.',
    );
    const found = (await call('search_docs', {query: 'grant funded'})).structured as {results: Array<{url: string}>};
    expect(found.results[0].url).toBe('https://docs.example/research#funding');
  });

  it('get_page reads every page search can answer with', async () => {
    // The pages, not the anchors: the fixture's records name sections by a slug of their own (the real build's
    // anchors are checked against its twins by tests/build/mcp-client.test.ts).
    const urls = new Set<string>();
    for (const query of ['demo', 'install', 'sign', 'research', 'chain', 'part', 'grant']) {
      const {results} = (await call('search_docs', {query})).structured as {results: Array<{url: string}>};
      for (const r of results) urls.add(r.url.split('#')[0]);
    }
    expect(urls).toContain('https://docs.example/research');
    for (const url of urls) expect((await call('get_page', {path: url})).text, url).toMatch(/^Canonical URL: /);
  });

  it('get_page: a hand-written page says which code it was checked against, in the text and the structured answer', async () => {
    const {text, structured} = await call('get_page', {path: '/ledger-apps/demo/build'});
    expect(text.split('\n\n')[0]).toBe(
      'Canonical URL: https://docs.example/ledger-apps/demo/build\n' +
        'Checked against the code on 2026-01-02: Example/ledger-demo at c0ffee0 (https://git.example/Example/ledger-demo/tree/c0ffee0000000000000000000000000000000000), ' +
        'the published npm package @example/ledger-demo 2.1.0 (https://registry.example/@example/ledger-demo/v/2.1.0).',
    );
    expect((structured as {checkedAgainst?: unknown}).checkedAgainst).toEqual({
      checkedAt: '2026-01-02',
      sources: [expect.objectContaining({repository: 'Example/ledger-demo', date: '2025-12-31'})],
      packages: [expect.objectContaining({registry: 'npm', name: '@example/ledger-demo', version: '2.1.0'})],
    });
    expect((await call('get_page', {path: '/zemu/quickstart'})).structured).not.toHaveProperty('checkedAgainst');
  });

  it('build_apdu: the bytes of the builder, chunked as the app chunks', async () => {
    const path = "m/44'/999'/0'/0/0";
    const pathHex = '2c000080e7030080000000800000000000000000';
    expect((await json('build_apdu', {chain: 'demo', command: 'getAddr', fields: {path, prefix: ''}})).apdus).toEqual([
      `9901000014${pathHex}`,
    ]);
    expect((await json('build_apdu', {chain: 'Demo', command: 'INS_SIGN', fields: {path, message: 'aabb'}})).apdus).toEqual([
      `9902000014${pathHex}`,
      '9902020002aabb',
    ]);
  });

  it('decode_apdu_response, status_word: the decoder and the status-word table', async () => {
    const decoded = await json('decode_apdu_response', {chain: 'demo', command: 'getVersion', hex: '01029000'});
    expect(decoded.fields.map((f: {name: string; text: string}) => `${f.name}=${f.text}`)).toEqual(['MAJOR=1', 'MINOR=2']);
    expect(decoded.status.success).toBe(true);
    const word = await json('status_word', {code: '6986', chain: 'demo'});
    expect(word).toMatchObject({hex: '0x6986', description: 'Transaction rejected', documentedBy: 'the Demo app'});
  });

  it('get_apdu_spec, supported_methods, diff_methods', async () => {
    const spec = await json('get_apdu_spec', {chain: 'demo', command: 'getAddr'});
    expect(spec).toMatchObject({chain: 'demo', cla: '0x99', url: 'https://docs.example/ledger-apps/demo/APDUSPEC'});
    expect(spec.commands.map((c: {ins: string}) => c.ins)).toEqual(['0x01']);
    expect((await json('supported_methods', {chain: 'demo'})).version).toBe('1.1');
    const diff = await json('diff_methods', {chain: 'demo', from: '1.0', to: 'latest'});
    expect(diff.addedMethods).toEqual([{pallet: 'Balances', method: 'transfer_keep_alive'}]);
  });

  it('bad input is a ToolInputError whose message says what is accepted', async () => {
    await expect(call('build_apdu', {chain: 'narnia', command: 'getAddr'})).rejects.toThrow(ToolInputError);
    await expect(call('build_apdu', {chain: 'narnia', command: 'getAddr'})).rejects.toThrow(/Chains with a Ledger app: demo/);
    await expect(call('build_apdu', {chain: 'plain', command: 'getAddr'})).rejects.toThrow(/Plain has no Ledger app documented/);
    await expect(call('get_page', {path: '/zemu/nothing'})).rejects.toThrow(/No page at/);
    await expect(call('status_word', {code: 'hello'})).rejects.toThrow(/not a status word/);
    await expect(call('supported_methods', {chain: 'demo', version: '0.1'})).rejects.toThrow(/Unknown version "0.1"/);
    expect(() => z.object(docsTools.find((t) => t.name === 'build_apdu')!.inputSchema).parse({chain: 'demo'})).toThrow();
  });
});

describe('issue 60: answers an assistant can use', () => {
  const path = "m/44'/999'/0'/0/0";
  const pathHex = '2c000080e7030080000000800000000000000000';

  it("build_apdu fills what is left out with the builder's starting values and says which", async () => {
    const built = await json('build_apdu', {chain: 'demo', command: 'getAddr'});
    expect(built.apdus).toEqual([`9901000016${pathHex}2a00`]);
    expect(built.defaultsUsed).toEqual([
      {field: 'path', value: path},
      {field: 'prefix', value: '42'},
      {field: 'p1', value: '0x00 (No)'},
    ]);
    expect(built.url).toBe('https://docs.example/ledger-apps/demo/APDUSPEC#cmd-getaddr');
    expect(built.builderUrl).toBe('https://docs.example/ledger-apps/demo/APDUSPEC?build=getAddr#apdu-builder');
    const given = await json('build_apdu', {chain: 'demo', command: 'getAddr', fields: {path, prefix: '0'}, p1: 1});
    expect(given.apdus).toEqual([`9901010016${pathHex}0000`]);
    expect(given.defaultsUsed).toEqual([]);
  });

  it('decode_apdu_response and status_word cite the page section they mirror', async () => {
    expect((await json('decode_apdu_response', {chain: 'demo', command: 'getVersion', hex: '01029000'})).url).toBe(
      'https://docs.example/ledger-apps/demo/APDUSPEC#cmd-getversion',
    );
    expect((await json('status_word', {code: '0x6986'})).pages).toEqual([
      {app: 'Demo', url: 'https://docs.example/ledger-apps/demo/APDUSPEC#status-words'},
    ]);
    expect((await json('status_word', {code: '0x6A80'})).pages).toEqual([]);
  });

  it('get_apdu_spec states the shared path rules once; over the budget it outlines the commands', async () => {
    const spec = await json('get_apdu_spec', {chain: 'demo'});
    expect(spec.path).toEqual({rules: expect.any(Object), defaultPath: path, coinType: 999});
    for (const command of spec.commands) expect(command).not.toHaveProperty('path');
    expect(spec.commands.find((c: {id: string}) => c.id === 'getAddr').builderDefaults).toEqual({path, prefix: '42'});
    const outline = await json('get_apdu_spec', {chain: 'demo', maxTokens: 200});
    expect(outline.cut).toMatch(/over the budget of 200 tokens/);
    expect(outline.commands[0]).toEqual({
      id: 'getVersion',
      name: 'INS_GET_VERSION',
      ins: '0x00',
      summary: 'App version',
      url: expect.stringContaining('#cmd-getversion'),
    });
  });

  it('get_page reads one section, by anchor, title, URL #anchor or an APDU command anchor', async () => {
    const byId = await call('get_page', {path: '/zemu/long', section: 'part-3'});
    expect(byId.text).toMatch(/^Canonical URL: https:\/\/docs\.example\/zemu\/long#part-3\nSection: Part 3\n\n## Part 3/);
    expect(byId.text).toContain('### Part 3\\. detail');
    expect(byId.text).not.toContain('## Part 4');
    expect((await call('get_page', {path: '/zemu/long', section: 'Part 3. detail'})).structured).toMatchObject({
      section: {id: 'part-3-detail'},
    });
    expect((await call('get_page', {path: 'https://docs.example/zemu/long#part-12'})).structured).toMatchObject({
      url: 'https://docs.example/zemu/long#part-12',
    });
    // A command's section also by the id get_apdu_spec gives, in any letter case.
    for (const name of ['CMD-SIGN', '#cmd-sign', 'Sign', 'sign']) {
      expect((await call('get_page', {path: '/ledger-apps/demo/APDUSPEC', section: name})).structured, name).toMatchObject({
        section: {title: 'INS_SIGN (INS 0x02)'},
      });
    }
    const sign = await call('get_page', {path: '/ledger-apps/demo/APDUSPEC', section: 'cmd-sign'});
    expect(sign.text).toMatch(/\n### INS_SIGN \(INS 0x02\)\n\nSigns a transaction sent in chunks\.$/);
    // The URL names the place on the page: the site anchors a command's heading as cmd-<id>.
    expect(sign.structured).toMatchObject({
      url: 'https://docs.example/ledger-apps/demo/APDUSPEC#cmd-sign',
      section: {id: 'ins_sign-ins-0x02'},
    });
    await expect(call('get_page', {path: '/zemu/long', section: 'nope'})).rejects.toThrow(
      /has no section "nope"\. Its sections: part-1 \(Part 1\)/,
    );
  });

  it("an APDU page's command sections by the page's cmd-<id> anchor, also where the page is named /APDU; the report cites that anchor", async () => {
    // Starkware's app names its specification APDU.md, so its page is /ledger-apps/starkware/APDU.
    const files = fixtureFiles();
    const manifestFile = [...files.keys()].find((k) => k.endsWith('snapshot.json'))!;
    const manifest = JSON.parse(files.get(manifestFile)!);
    const apduPage = manifest.pages.find((p: {permalink: string}) => p.permalink === '/ledger-apps/demo/APDUSPEC');
    Object.assign(apduPage, {permalink: '/ledger-apps/demo/APDU', url: 'https://docs.example/ledger-apps/demo/APDU'});
    files.set(manifestFile, JSON.stringify(manifest));
    const renamed = await openSnapshot(fixtureReader(files), 'the fixture with an APDU page named APDU');
    const run = (name: string, args: Record<string, unknown>) => call(name, args, renamed);
    const sign = await run('get_page', {path: 'https://docs.example/ledger-apps/demo/APDU#cmd-sign'});
    expect(sign.structured).toMatchObject({
      url: 'https://docs.example/ledger-apps/demo/APDU#cmd-sign',
      section: {title: 'INS_SIGN (INS 0x02)'},
    });
    const report = JSON.parse((await run('report_doc_problem', {page: '/ledger-apps/demo/APDU#cmd-sign', problem: 'P2 is wrong.'})).text);
    expect(report.page).toBe('https://docs.example/ledger-apps/demo/APDU#cmd-sign');
    expect(new URL(report.issueUrl).searchParams.get('body')).toContain('INS_SIGN (INS 0x02)');
  });

  it("on the API reference, Redoc's anchor (what the address bar shows once Redoc moves it) or an operation id names the operation", async () => {
    const files = fixtureFiles();
    const manifestFile = [...files.keys()].find((k) => k.endsWith('snapshot.json'))!;
    const manifest = JSON.parse(files.get(manifestFile)!);
    manifest.sitePages.push({
      permalink: '/OpenAPI',
      markdownFile: 'OpenAPI.md',
      url: 'https://docs.example/OpenAPI',
      title: 'API reference',
      description: 'The endpoints.',
    });
    files.set(manifestFile, JSON.stringify(manifest));
    // An operation whose id is also a heading's anchor, as Beryx's 'search' is its tag's: the heading wins, Redoc's
    // anchor names the operation.
    const document = structuredClone(fixtureOpenApiDocument);
    document.paths['/v3/tools'] = {get: {tags: ['Tools'], operationId: 'tools', summary: 'Every tool', responses: {}}};
    files.set('OpenAPI.md', `# API reference\n\nThe endpoints.\n\n${apiReferenceMarkdown(apiReference(document))}`);
    const withApi = await openSnapshot(fixtureReader(files), 'the fixture with an API reference');
    const run = (name: string, args: Record<string, unknown>) => call(name, args, withApi);
    // getTipsets's heading is "Events", as its tag's is: Redoc's anchor tells them apart, the heading's words cannot.
    for (const args of [
      {path: 'https://docs.example/OpenAPI#tag/Events/operation/getTipsets'},
      {path: '/OpenAPI', section: 'tag/Events/operation/getTipsets'},
      {path: '/OpenAPI', section: 'getTipsets'},
    ]) {
      const read = await run('get_page', args);
      expect(read.structured, JSON.stringify(args)).toMatchObject({
        url: 'https://docs.example/OpenAPI#events-1',
        section: {id: 'events-1'},
      });
      expect(read.text).toContain('`GET /v3/{network}/tipset/height/{height}` (operation id `getTipsets`)');
      expect(read.text).not.toContain('getEventsBySelector');
    }
    expect((await run('get_page', {path: '/OpenAPI#tag/Events'})).structured).toMatchObject({section: {id: 'events', title: 'Events'}});
    for (const path of ['/OpenAPI#tools', '/OpenAPI#tag/Tools'])
      expect((await run('get_page', {path})).structured, path).toMatchObject({section: {id: 'tools', title: 'Tools'}});
    expect((await run('get_page', {path: '/OpenAPI#tag/Tools/operation/tools'})).structured).toMatchObject({
      section: {id: 'every-tool', title: 'Every tool'},
    });
    expect(JSON.parse((await run('report_doc_problem', {page: '/OpenAPI#tools', problem: 'Unclear.'})).text).page).toBe(
      'https://docs.example/OpenAPI#tools',
    );
    await expect(run('get_page', {path: '/OpenAPI#tag/Events/operation/nope'})).rejects.toThrow(
      /^\/OpenAPI has no section "tag\/Events\/operation\/nope"\. Its sections: events \(Events\)/,
    );
    const report = JSON.parse(
      (
        await run('report_doc_problem', {
          page: '/OpenAPI#tag/Events/operation/getEventsBySelector',
          problem: 'The cursor is not described.',
        })
      ).text,
    );
    expect(report.page).toBe('https://docs.example/OpenAPI#events-with-a-given-selector');
    expect(new URL(report.issueUrl).searchParams.get('body')).toContain('Events with a given selector');
  });

  it('get_page finds a section by the words of its title when only one has them, and never guesses between several', async () => {
    const section = async (name: string) =>
      ((await call('get_page', {path: '/zemu/long', section: name})).structured as {section: {id: string}}).section.id;
    // 'Part 3. detail' is the one title with a word starting 'detail'; its step number is not needed either.
    expect(await section('details')).toBe('part-3-detail');
    expect(await section('DETAIL')).toBe('part-3-detail');
    expect(await section('part 3 detail')).toBe('part-3-detail');
    // Every part's title starts with 'Part': no guess, the question back names each.
    await expect(call('get_page', {path: '/zemu/long', section: 'part'})).rejects.toThrow(
      /^"part" is more than one section of \/zemu\/long: part-1 \(Part 1\), part-2 \(Part 2\), .* and part-12 \(Part 12\)\. Give its id\.$/,
    );
    // Words under three letters are too short to stand for a title.
    await expect(call('get_page', {path: '/zemu/long', section: 'de'})).rejects.toThrow(/has no section "de"/);
  });

  it('get_page keeps to the budget, cuts outside code blocks, and the cursor gives back the whole page in order', async () => {
    const whole = (await snapshot.readMarkdown(snapshot.manifest.pages.find((p) => p.permalink === '/zemu/long')!)).trimEnd();
    let cursor: string | undefined;
    const parts: string[] = [];
    do {
      const answer = await call('get_page', {path: '/zemu/long', maxTokens: 200, ...(cursor ? {cursor} : {})});
      const {nextCursor, from, to} = answer.structured as {nextCursor?: string; from: number; to: number};
      const body = answer.text.split('\n\n').slice(1).join('\n\n');
      const content = nextCursor ? body.slice(0, body.lastIndexOf('\n\n[Cut to fit')) : body;
      expect(to - from, 'within the budget').toBeLessThanOrEqual(800);
      expect(content.split('```').length % 2, 'no code block cut open').toBe(1);
      if (nextCursor) expect(answer.text).toContain(`"cursor":"${nextCursor}"`);
      parts.push(whole.slice(from, to));
      cursor = nextCursor;
    } while (cursor);
    expect(parts.length).toBeGreaterThan(3);
    expect(parts.join('').trimEnd()).toBe(whole);
    const first = await call('get_page', {path: '/zemu/long', maxTokens: 200});
    expect(first.text).toMatch(/\[Or read one section \(get_page with section\): part-1 \(Part 1\)/);
    await expect(call('get_page', {path: '/zemu/long', cursor: '999999'})).rejects.toThrow(/not a place in \/zemu\/long/);
  });

  it('search_docs keeps to its budget and says how many entries it left out', async () => {
    const all = (await call('search_docs', {query: 'part of the long page'})).structured as {results: unknown[]};
    expect(all.results.length).toBe(10);
    const small = await call('search_docs', {query: 'part of the long page', maxTokens: 200});
    const shown = (small.structured as {results: unknown[]}).results.length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(10);
    expect(small.text).toMatch(
      new RegExp(`\\[Cut to fit 200 tokens: ${10 - shown} more entr(y|ies) not shown\\. Raise maxTokens or narrow the query\\.\\]$`),
    );
    expect(small.text.length).toBeLessThanOrEqual(200 * 4 + 120);
  });

  it('get_chain: the landing page facts with their sources; a chain without an app says so', async () => {
    const demo = await json('get_chain', {chain: '/Demo'});
    expect(demo).toMatchObject({
      chain: 'Demo',
      url: 'https://docs.example/Demo',
      app: {version: '1.1.0', devices: ['Nano S Plus', 'Stax'], readAt: {commit: 'fedcba9876543210fedcba9876543210fedcba98'}},
      apdu: {cla: '0x99', coinType: 999, defaultPath: path, instructionCount: 3, url: 'https://docs.example/ledger-apps/demo/APDUSPEC'},
      supportedMethods: {version: '1.1', methods: 2},
    });
    // Each instruction with its byte, so an assistant needs no second call to send one; the Demo app has one class byte.
    expect(demo.apdu.instructions).toEqual([
      {name: 'INS_GET_VERSION', ins: '0x00'},
      {name: 'INS_GET_ADDR', ins: '0x01'},
      {name: 'INS_SIGN', ins: '0x02'},
    ]);
    expect(await json('get_chain', {chain: 'plain'})).toEqual({
      chain: 'Plain',
      url: 'https://docs.example/Plain',
      note: 'Plain has no Ledger app documented on this site.',
    });
    await expect(call('get_chain', {chain: 'narnia'})).rejects.toThrow(/Unknown chain "narnia"/);
    // Another name the site gives the chain reads as the chain, in every tool that takes one.
    expect(await json('get_chain', {chain: 'demo network'})).toEqual(demo);
    expect((await json('build_apdu', {chain: 'Demo-Network', command: 'getVersion'})).apdus).toEqual(
      (await json('build_apdu', {chain: 'demo', command: 'getVersion'})).apdus,
    );
  });

  it('report_doc_problem: a prefilled issue URL on the docs repository, the section found from the quote; nothing sent', async () => {
    const report = await json('report_doc_problem', {
      page: '/zemu/quickstart',
      problem: 'The install command is wrong.',
      quote: 'Install the  emulator with npm.',
    });
    expect(report.page).toBe('https://docs.example/zemu/quickstart#install');
    expect(report.note).toMatch(/^Nothing was sent/);
    const url = new URL(report.issueUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/Example/docs/issues/new');
    expect(url.searchParams.get('title')).toBe('Docs: problem on "Quick start › Install"');
    const body = url.searchParams.get('body')!;
    expect(body).toContain('**Page:** https://docs.example/zemu/quickstart#install');
    expect(body).toContain('**Built from:** https://github.com/Example/docs/commit/0123456789abcdef0123456789abcdef01234567');
    expect(body).toContain('The install command is wrong.');
    expect(body).toContain('> Install the  emulator with npm.');
    await expect(call('report_doc_problem', {page: '/zemu/quickstart', problem: '   '})).rejects.toThrow(/Say what is wrong/);
  });

  it("report_doc_problem: a chain's landing page is reported as its own link reports it, with the reader's anchor", async () => {
    const report = await json('report_doc_problem', {
      page: 'https://docs.example/plain#at-a-glance',
      problem: 'The version is old.',
      quote: '1.0',
    });
    expect(report.page).toBe('https://docs.example/Plain#at-a-glance');
    const url = new URL(report.issueUrl);
    expect(url.searchParams.get('title')).toBe('Docs: problem on "Plain developer documentation"');
    const body = url.searchParams.get('body')!;
    expect(body).toContain('**Page:** https://docs.example/Plain#at-a-glance');
    expect(body).toContain('> 1.0');
  });
});
