import {describe, expect, it} from 'vitest';
import type {Config} from '@docusaurus/types';
import {
  parseRegistry,
  registryEntry,
  routeDataChunk,
  routeDataKey,
  sectionOf,
  splitRouteData,
  withoutDocLists,
  buildOnlySiteConfigKeys,
  clientSiteConfig,
  type ChunkNames,
} from '../../src/internals/build/route-data/split';
import {parseRoutes, routeKeys, routesSource, splitRoutes} from '../../src/internals/build/route-data/routesTree';
import {docsGlobalData, registryJs, routeKeys as routeKeysContract, routesJs, siteConfigModule} from '../../src/internals/contracts';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {brokenContract} from './fixtures/brokenContract';

const root = path.resolve(__dirname, '../..');

const sections = [
  {id: 'zemu', routeBasePath: '/zemu'},
  {id: 'ledger-apps', routeBasePath: '/ledger-apps'},
  {id: 'filecoin-solidity', routeBasePath: '/fevm/filecoin-solidity'},
];

// The shape Docusaurus 3.8.1 generates: route key → chunk names, nested for props.
const chunkNames: ChunkNames = {
  '/-e5f': {__comp: 'home', __context: {plugin: 'pages'}},
  '/Polkadot-dbd': {__comp: 'landing', __props: 'polkadot-props'},
  '/fevm-123': {__comp: 'landing', __props: 'fevm-props'},
  '/zemu-c36': {__comp: 'docsRoot', __context: {plugin: 'zemu-plugin'}},
  '/zemu/quickstart-a42': {__comp: 'docItem', content: 'zemu-quickstart'},
  '/ledger-apps-c37': {__comp: 'docsRoot', __context: {plugin: 'ledger-plugin'}},
  '/ledger-apps/kusama/APDUSPEC-1f0': {__comp: 'docItem', content: 'kusama-apdu', extra: {sidebar: 'ledger-sidebar'}},
  '/fevm/filecoin-solidity/intro-9aa': {__comp: 'docItem', content: 'fs-intro'},
};

const mainNames = ['home', 'pages', 'landing', 'polkadot-props', 'fevm-props', 'docsRoot', 'docItem'];

describe('client route data: the generated maps split by section', () => {
  it('reads every entry of the registry Docusaurus writes, and fails loudly on any other format', () => {
    const source = [
      'export default {',
      registryEntry('a1', '@site/docs/zemu/quickstart.md').replace(', "", ', ', "@site/docs/zemu/quickstart.md", '),
      `  "b2": [() => import(/* webpackChunkName: "b2" */ "@generated/x/p/y-f5f.json"), "@generated/x/p/y-f5f.json", require.resolveWeak("@generated/x/p/y-f5f.json")],};`,
    ].join('\n');
    expect([...parseRegistry(source)]).toEqual([
      ['a1', '@site/docs/zemu/quickstart.md'],
      ['b2', '@generated/x/p/y-f5f.json'],
    ]);
    expect(() => parseRegistry(`export default {\n  "a1": someOtherShape,\n};`)).toThrow(brokenContract(registryJs, /unexpected line/));
    expect(() => parseRegistry('module.exports = {};')).toThrow(brokenContract(registryJs, /starts with/));
  });

  it('writes client registry entries without the module path, which only server rendering reads', () => {
    expect(registryEntry('a1', '@site/docs/a.md')).toBe(
      '  "a1": [() => import(/* webpackChunkName: "a1" */ "@site/docs/a.md"), "", require.resolveWeak("@site/docs/a.md")],',
    );
  });

  it('puts a route in the section with the longest base path that contains it', () => {
    expect(sectionOf('/zemu-c36', sections)).toBe('zemu');
    expect(sectionOf('/zemu/quickstart-a42', sections)).toBe('zemu');
    expect(sectionOf('/fevm/filecoin-solidity/intro-9aa', sections)).toBe('filecoin-solidity');
    expect(sectionOf('/fevm-123', sections)).toBeUndefined();
    // A page whose path only starts like a section's is not in it.
    expect(sectionOf('/zemulator-111', sections)).toBeUndefined();
    expect(sectionOf('/-e5f', sections)).toBeUndefined();
  });

  it('keeps pages outside sections whole in main.js and leaves a marker naming the data chunk for section routes', () => {
    const split = splitRouteData(chunkNames, sections);
    expect(split.chunkNames['/Polkadot-dbd']).toEqual(chunkNames['/Polkadot-dbd']);
    expect(split.chunkNames['/zemu/quickstart-a42']).toEqual({[routeDataKey]: routeDataChunk('zemu')});
    expect(split.chunkNames['/ledger-apps/kusama/APDUSPEC-1f0']).toEqual({[routeDataKey]: 'route-data-ledger-apps'});
    expect(split.sections.get('zemu')!.chunkNames).toEqual({
      '/zemu-c36': chunkNames['/zemu-c36'],
      '/zemu/quickstart-a42': chunkNames['/zemu/quickstart-a42'],
    });
  });

  it('keeps in main.js the modules used outside sections or by several sections; a section gets only its own', () => {
    const split = splitRouteData(chunkNames, sections);
    expect(split.registry.sort()).toEqual([...mainNames].sort());
    expect(split.sections.get('zemu')!.registry.sort()).toEqual(['zemu-plugin', 'zemu-quickstart']);
    expect(split.sections.get('ledger-apps')!.registry.sort()).toEqual(['kusama-apdu', 'ledger-plugin', 'ledger-sidebar']);
  });

  it('gives back the original maps once every section is merged in, as the browser does', () => {
    const split = splitRouteData(chunkNames, sections);
    const merged = {...split.chunkNames};
    const registry = new Set(split.registry);
    for (const data of split.sections.values()) {
      Object.assign(merged, data.chunkNames);
      for (const name of data.registry) {
        expect(registry.has(name)).toBe(false);
        registry.add(name);
      }
    }
    expect(merged).toEqual(chunkNames);
    const everyName = new Set(
      Object.values(chunkNames).flatMap((v) =>
        JSON.stringify(v)
          .match(/"[^"]+"(?=[,}])/g)!
          .map((s) => s.slice(1, -1)),
      ),
    );
    expect(registry).toEqual(everyName);
  });

  it('empties the docs plugin doc lists for the client and keeps everything else', () => {
    const globalData = {
      'docusaurus-plugin-content-docs': {
        zemu: {
          path: '/zemu',
          breadcrumbs: true,
          versions: [{name: 'current', path: '/zemu', mainDocId: 'index', docs: [{id: 'index', path: '/zemu/'}], draftIds: []}],
        },
      },
      'chain-landing-pages': {default: {chains: 35}},
    };
    expect(withoutDocLists(globalData)).toEqual({
      'docusaurus-plugin-content-docs': {
        zemu: {path: '/zemu', breadcrumbs: true, versions: [{name: 'current', path: '/zemu', mainDocId: 'index', docs: [], draftIds: []}]},
      },
      'chain-landing-pages': {default: {chains: 35}},
    });
  });

  it('fails the build, naming the contract, on docs global data of another shape', () => {
    const moved = {'docusaurus-plugin-content-docs': {zemu: {path: '/zemu', versions: [{name: 'current', path: '/zemu', items: []}]}}};
    expect(() => withoutDocLists(moved)).toThrow(brokenContract(docsGlobalData, /docs instance zemu/));
    expect(() => withoutDocLists({'docusaurus-plugin-content-docs': {zemu: {path: '/zemu'}}})).toThrow(brokenContract(docsGlobalData));
  });

  it('fails the build, naming the contract, on a routesChunkNames key that is not `path-hash`', () => {
    expect(() => splitRouteData({...chunkNames, '/zemu/quickstart': {__comp: 'docItem'}}, sections)).toThrow(
      brokenContract(routeKeysContract, /\/zemu\/quickstart/),
    );
    expect(() => splitRouteData({'zemu-a42': {}}, sections)).toThrow(brokenContract(routeKeysContract));
    expect(() => splitRouteData({'/zemu/quickstart-a42b': {}}, sections)).not.toThrow();
  });

  it('the site uses no navbar item that reads the doc lists the client no longer has', async () => {
    const config = (await import('../../docusaurus.config')).default as Config;
    const items = (config.themeConfig as {navbar: {items: {type?: string; items?: {type?: string}[]}[]}}).navbar.items;
    const types = items.flatMap((item) => [item.type, ...(item.items ?? []).map((i) => i.type)]);
    for (const readsDocLists of ['doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown']) expect(types).not.toContain(readsDocLists);
    expect(types.length).toBeGreaterThan(3);
  });
});

describe("client route table: a section's routes travel with its route data", () => {
  // The shape Docusaurus 3.8.1 generates (server/codegen/codegenRoutes.js), trimmed.
  const generated = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/Polkadot',
    component: ComponentCreator('/Polkadot', 'dbd'),
    exact: true
  },
  {
    path: '/zemu',
    component: ComponentCreator('/zemu', 'c36'),
    routes: [
      {
        path: '/zemu',
        component: ComponentCreator('/zemu', 'c4e'),
        routes: [
          {
            path: '/zemu/quickstart',
            component: ComponentCreator('/zemu/quickstart', 'a42'),
            exact: true,
            sidebar: "zemuSidebar"
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

  it('reads the generated table, and fails loudly on any other shape', () => {
    const routes = parseRoutes(generated);
    expect(routes.map((r) => r.path)).toEqual(['/Polkadot', '/zemu', '*']);
    expect(routeKeys(routes)).toEqual(['/Polkadot-dbd', '/zemu-c36', '/zemu-c4e', '/zemu/quickstart-a42', '*']);
    expect(routes[1]!.routes![0]!.routes![0]).toEqual({
      path: '/zemu/quickstart',
      component: {creator: ['/zemu/quickstart', 'a42']},
      exact: true,
      sidebar: 'zemuSidebar',
    });
    expect(() => parseRoutes(generated.replace("import React from 'react';\n", ''))).toThrow(brokenContract(routesJs));
  });

  it("keeps each section's top route in main.js and moves the routes under it", () => {
    const split = splitRoutes(parseRoutes(generated), sections);
    expect(routeKeys(split.main)).toEqual(['/Polkadot-dbd', '/zemu-c36', '*']);
    expect(split.main[1]).not.toHaveProperty('routes');
    expect(split.sections.get('zemu')!.path).toBe('/zemu');
    expect(routeKeys(split.sections.get('zemu')!.routes)).toEqual(['/zemu-c4e', '/zemu/quickstart-a42']);
  });

  it('writes the tables back as code that calls ComponentCreator', () => {
    const split = splitRoutes(parseRoutes(generated), sections);
    const calls: string[][] = [];
    const rebuilt = new Function('ComponentCreator', `return ${routesSource(split.main)};`)((...args: string[]) => (calls.push(args), {}));
    expect(rebuilt).toHaveLength(3);
    expect(calls).toEqual([['/Polkadot', 'dbd'], ['/zemu', 'c36'], ['*']]);
    expect(routesSource(split.sections.get('zemu')!.routes)).toContain('"component":ComponentCreator("/zemu/quickstart","a42")');
  });

  it("main.js's chunk names: a marker for the top route it keeps, nothing for the routes that moved", () => {
    const split = splitRouteData(chunkNames, sections, new Set(['/-e5f', '/Polkadot-dbd', '/zemu-c36']));
    expect(split.chunkNames['/zemu-c36']).toEqual({[routeDataKey]: routeDataChunk('zemu')});
    expect(split.chunkNames).not.toHaveProperty('/zemu/quickstart-a42');
    expect(split.sections.get('zemu')!.chunkNames['/zemu/quickstart-a42']).toEqual(chunkNames['/zemu/quickstart-a42']);
  });
});

describe('the site config the browser gets: the generated module without what only the build reads', () => {
  const generated = (config: object) =>
    `/*\n * AUTOGENERATED - DON'T EDIT\n * Your edits in this file will be overwritten in the next build!\n */\nexport default ${JSON.stringify(config, null, 2)};\n`;
  const config = {
    title: 'Zondax Docs',
    baseUrl: '/',
    ssrTemplate: '<!DOCTYPE html>…',
    onBrokenLinks: 'throw',
    plugins: [['@docusaurus/plugin-content-docs', {id: 'zemu', sidebarPath: 'node_modules/.cache/section-sidebars/zemu.json'}]],
    presets: [['classic', {docs: false}]],
    themes: ['@docusaurus/theme-mermaid'],
    clientModules: ['./src/consent/clientModule.ts'],
    customFields: {buildCommit: 'abc'},
    themeConfig: {navbar: {title: 'Zondax'}},
    future: {experimental_router: 'browser'},
  };

  it('drops the build-only keys and keeps every other, as a module', async () => {
    const source = clientSiteConfig(generated(config));
    const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {default: Record<string, unknown>};
    expect(Object.keys(module.default).sort()).toEqual(['baseUrl', 'customFields', 'future', 'themeConfig', 'title']);
    expect(module.default.themeConfig).toEqual(config.themeConfig);
    for (const key of buildOnlySiteConfigKeys) expect(source.includes(`"${key}"`), key).toBe(false);
  });

  it('fails the build, naming the contract, on a module of another shape', () => {
    expect(() => clientSiteConfig(`export default ${JSON.stringify(config)};`)).toThrow(brokenContract(siteConfigModule));
    expect(() => clientSiteConfig(`/* x */\nconst config = {};\nexport default config;\n`)).toThrow(brokenContract(siteConfigModule));
    expect(() => clientSiteConfig(generated({title: 'no base URL'}))).toThrow(brokenContract(siteConfigModule));
  });

  it('no browser code of core, the themes, the docs plugin or DocSearch reads a key it drops', () => {
    const clientDirs = [
      '@docusaurus/core/lib/client',
      '@docusaurus/theme-classic/lib/theme',
      '@docusaurus/theme-common/lib',
      '@docusaurus/theme-mermaid/lib/theme',
      '@docusaurus/theme-mermaid/lib/client',
      '@docusaurus/plugin-content-docs/lib/client',
      '@docusaurus/theme-search-algolia/lib/theme',
    ].map((dir) => path.join(root, 'node_modules', dir));
    const files = clientDirs.flatMap((dir) =>
      readdirSync(dir, {recursive: true, encoding: 'utf8'})
        .filter((f) => f.endsWith('.js'))
        .map((f) => path.join(dir, f)),
    );
    expect(files.length).toBeGreaterThan(100);
    const reads = new RegExp(
      `siteConfig\\??\\.(${buildOnlySiteConfigKeys.join('|')})\\b|\\{[^{}]*\\b(${buildOnlySiteConfigKeys.join('|')})\\b[^{}]*\\}\\s*=\\s*siteConfig`,
    );
    expect(files.filter((f) => reads.test(readFileSync(f, 'utf8'))).map((f) => path.relative(root, f))).toEqual([]);
    // The pattern finds a read where there is one.
    expect(reads.test('const {plugins} = siteConfig;')).toBe(true);
  });
});
