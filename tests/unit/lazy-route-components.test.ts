import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import lazyRouteComponents, {checkComponentCreator} from '../../src/internals/build/lazyRouteComponents';
import {componentCreator, generatedMerge} from '../../src/internals/contracts';
import {brokenContract} from './fixtures/brokenContract';

const created: string[] = [];
const preloaded: string[] = [];
/** Routes whose page chunks fail to load (offline) while listed here. */
const failingChunks = new Set<string>();

// Docusaurus's ComponentCreator: records each call and returns a component that shows its route.
vi.mock('@docusaurus/core/lib/client/exports/ComponentCreator', () => ({
  default: (path: string, hash: string) => {
    created.push(`${path}-${hash}`);
    const Loaded = (props: {label?: string}) => createElement('p', null, `${path} ${props.label ?? ''}`);
    // As react-loadable: the first load's outcome is kept for good, a failure included.
    const outcome = failingChunks.has(path) ? Promise.reject(new Error('offline')) : Promise.resolve(path);
    outcome.catch(() => undefined);
    Loaded.preload = () => (preloaded.push(path), outcome);
    return Loaded;
  },
}));

// main.js's maps (src/internals/build/route-data): one page outside sections, one section route
// still behind its data chunk's marker; the chunk's loader records each load.
const routeDataLoads: string[] = [];
const chunkNames: Record<string, unknown> = {
  '/Polkadot-a1b': {__comp: 'landing'},
  '/zemu/quickstart-7f1': {__routeData: 'route-data-zemu'},
  '/ledger-apps/overview-9c0': {__routeData: 'route-data-ledger-apps'},
  '/drand-0a1': {__routeData: 'route-data-drand'},
};
const registry: Record<string, unknown> = {
  'route-data-zemu': [
    () => {
      routeDataLoads.push('zemu');
      return Promise.resolve({
        default: {chunkNames: {'/zemu/quickstart-7f1': {__comp: 'docItem', content: 'qs'}}, registry: {qs: ['qs-loader']}},
      });
    },
  ],
  'route-data-ledger-apps': [() => Promise.reject(new Error('offline'))],
  'route-data-drand': [
    () => {
      routeDataLoads.push('drand');
      return Promise.resolve({
        default: {
          chunkNames: {'/drand-0a1': {__comp: 'docsRoot'}, '/drand/introduction-d1e': {__comp: 'docItem'}},
          registry: {},
          path: '/drand',
          routes: [{path: '/drand/introduction', exact: true}],
        },
      });
    },
  ],
};
// main.js's route table: the drand section's top route, without the routes under it until its data is in.
const routeTable: {path: string; exact?: boolean; routes?: unknown[]}[] = [{path: '/Polkadot', exact: true}, {path: '/drand'}];
vi.mock('@generated/routes', () => ({default: routeTable}));
vi.mock('@generated/routesChunkNames', () => ({default: chunkNames}));
vi.mock('@generated/registry', () => ({default: registry}));
// As in server rendering: nothing starts loading when the module is imported.
vi.mock('@docusaurus/ExecutionEnvironment', () => ({default: {canUseDOM: false}}));

const {default: ComponentCreator} = await import('../../src/internals/client/lazyComponentCreator');
const {startRouteDataFor, generatedMergeProblem} = await import('../../src/internals/client/routeData');

describe('route components built on first use', () => {
  beforeEach(() => {
    created.length = 0;
    preloaded.length = 0;
    routeDataLoads.length = 0;
  });

  it('builds nothing while the route table is created', () => {
    for (let i = 0; i < 500; i++) ComponentCreator(`/page-${i}`, 'abc');
    expect(created).toEqual([]);
  });

  it('builds a route component when it is first rendered, with the props the router gives it, and reuses it', () => {
    const Route = ComponentCreator('/search', '5de');
    expect(renderToStaticMarkup(createElement(Route, {label: 'first'}))).toBe('<p>/search first</p>');
    expect(renderToStaticMarkup(createElement(Route, {label: 'again'}))).toBe('<p>/search again</p>');
    expect(created).toEqual(['/search-5de']);
  });

  it('preloads through the same component that renders', async () => {
    const Route = ComponentCreator('/Polkadot', 'a1b');
    await expect(Route.preload()).resolves.toBe('/Polkadot');
    renderToStaticMarkup(createElement(Route));
    await Route.preload();
    expect(created).toEqual(['/Polkadot-a1b']);
    expect(preloaded).toEqual(['/Polkadot', '/Polkadot']);
  });

  it("loads a section route's data chunk before building it, once, and merges it into the maps Docusaurus reads", async () => {
    const Route = ComponentCreator('/zemu/quickstart', '7f1');
    // Rendered before its data is in (Docusaurus preloads first; this is the fallback): nothing, no build.
    expect(renderToStaticMarkup(createElement(Route))).toBe('');
    expect(created).toEqual([]);
    await Promise.all([Route.preload(), Route.preload()]);
    expect(routeDataLoads).toEqual(['zemu']);
    expect(chunkNames['/zemu/quickstart-7f1']).toEqual({__comp: 'docItem', content: 'qs'});
    expect(registry.qs).toEqual(['qs-loader']);
    expect(created).toEqual(['/zemu/quickstart-7f1']);
    expect(renderToStaticMarkup(createElement(Route))).toBe('<p>/zemu/quickstart </p>');
  });

  it("tries a route's data chunk again after a failed load (offline), without building the route", async () => {
    const Route = ComponentCreator('/ledger-apps/overview', '9c0');
    await expect(Route.preload()).rejects.toThrow('offline');
    await expect(Route.preload()).rejects.toThrow('offline');
    expect(created).toEqual([]);
  });

  it('after a failed page-chunk load, builds a new loadable so the next load asks for the chunks again', async () => {
    const Route = ComponentCreator('/Kusama', 'b2c');
    failingChunks.add('/Kusama');
    await expect(Route.loadOrFail()).rejects.toThrow('offline');
    failingChunks.delete('/Kusama');
    await expect(Route.loadOrFail()).resolves.toBe('/Kusama');
    expect(created).toEqual(['/Kusama-b2c', '/Kusama-b2c']);
    // Loaded: it stays.
    await Route.preload();
    expect(created).toHaveLength(2);
  });

  it("starts loading the data of the page being opened from its path (under its section's top route), before any route is preloaded", async () => {
    startRouteDataFor('/Polkadot');
    startRouteDataFor('/not-a-page');
    startRouteDataFor('/drandom');
    expect(() => startRouteDataFor('/nowhere/%E0%A4%A')).not.toThrow();
    expect(routeDataLoads).toEqual([]);
    startRouteDataFor('/drand/introduction');
    startRouteDataFor('/drand/introduction');
    expect(routeDataLoads).toEqual(['drand']);
    await ComponentCreator('/drand', '0a1').preload();
    expect(routeDataLoads).toEqual(['drand']);
    expect(created).toEqual(['/drand-0a1']);
    // The section's routes are back under its top route, for route matching.
    expect(routeTable[1]!.routes).toEqual([{path: '/drand/introduction', exact: true}]);
    await ComponentCreator('/drand/introduction', 'd1e').preload();
    expect(created).toEqual(['/drand-0a1', '/drand/introduction-d1e']);
  });

  it('is what the site bundle gets for @docusaurus/ComponentCreator', () => {
    const plugin = lazyRouteComponents();
    const config = plugin.configureWebpack?.({} as never, false, {} as never, {} as never) as {resolve: {alias: Record<string, string>}};
    expect(config.resolve.alias['@docusaurus/ComponentCreator']).toMatch(/src\/internals\/client\/lazyComponentCreator\.ts$/);
  });

  it("fails the build, naming the contract, when core's ComponentCreator is not the one wrapped", () => {
    expect(() => checkComponentCreator(undefined)).toThrow(brokenContract(componentCreator, /does not resolve/));
    expect(() => checkComponentCreator('export default function createRoute(route) {}')).toThrow(brokenContract(componentCreator));
    expect(() => checkComponentCreator('export default function ComponentCreator(path, hash) {')).not.toThrow();
  });
});

describe('runtime Object.assign into @generated modules (contract checked at load in the browser)', () => {
  it("accepts Docusaurus 3.8.1's shapes: mutable objects and an array of route objects", () => {
    expect(generatedMergeProblem(chunkNames, registry, routeTable)).toBeUndefined();
  });

  it('names what is wrong with any other shape', () => {
    expect(generatedMergeProblem(Object.freeze({}), registry, routeTable)).toMatch(/routesChunkNames/);
    expect(generatedMergeProblem(chunkNames, [], routeTable)).toMatch(/registry/);
    expect(generatedMergeProblem(chunkNames, registry, {routes: []})).toMatch(/routes/);
    expect(generatedMergeProblem(chunkNames, registry, [Object.freeze({path: '/'})])).toMatch(/routes/);
  });

  it('with another shape, logs the named contract once and merges no section data (the page stays server-rendered)', async () => {
    vi.resetModules();
    vi.doMock('@generated/routesChunkNames', () => ({default: Object.freeze({'/zemu/quickstart-7f1': {__routeData: 'route-data-zemu'}})}));
    const freshRegistry: Record<string, unknown> = {
      'route-data-zemu': [() => Promise.resolve({default: {chunkNames: {}, registry: {zq: ['zq-loader']}}})],
    };
    vi.doMock('@generated/registry', () => ({default: freshRegistry}));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fresh = await import('../../src/internals/client/routeData');
    await expect(fresh.loadRouteData('/zemu/quickstart-7f1')).rejects.toThrow(brokenContract(generatedMerge));
    await expect(fresh.loadRouteData('/zemu/quickstart-7f1')).rejects.toThrow(brokenContract(generatedMerge));
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(brokenContract(generatedMerge, /routesChunkNames/)));
    expect(freshRegistry.zq).toBeUndefined();
    errors.mockRestore();
    vi.doUnmock('@generated/routesChunkNames');
    vi.doUnmock('@generated/registry');
  });
});
