import {describe, expect, it, vi} from 'vitest';

// A route table like main.js's: the drand section's top route gets the routes under it only when
// its preload has loaded the section's data (src/internals/client/routeData.ts).
const loads: string[] = [];
const component = (name: string, onLoad?: () => void) => ({
  preload: () => {
    loads.push(name);
    onLoad?.();
    return Promise.resolve();
  },
});
const drand: {path: string; component: unknown; routes?: unknown[]} = {
  path: '/drand',
  component: component('drand root', () => {
    drand.routes = [
      {
        path: '/drand',
        component: component('drand version'),
        routes: [{path: '/drand/intro', exact: true, component: component('drand intro')}],
      },
    ];
  }),
};
const table = [{path: '/Polkadot', exact: true, component: component('Polkadot')}, drand];
vi.mock('@generated/routes', () => ({default: table}));

const {default: preload, loadMatchingRoutes} = await import('../../src/internals/client/preload');
const {PreloadReplacementPlugin, noMatchMessage, preloadModule} = await import('../../src/internals/build/route-data/preloadReplacement');
const {preloadImport} = await import('../../src/internals/contracts');
const {brokenContract} = await import('./fixtures/brokenContract');

/** A compiler as far as the replacement uses it: runs the given resolutions, then the end-of-build hook. */
function compile(requests: {context: string; request: string}[]): {context: string; request: string}[] {
  let replace: (resource: {context: string; request: string}) => void = () => undefined;
  let atEnd: () => void = () => undefined;
  new PreloadReplacementPlugin().apply({
    webpack: {
      NormalModuleReplacementPlugin: class {
        constructor(pattern: RegExp, run: typeof replace) {
          replace = (resource) => (pattern.test(resource.request) ? run(resource) : undefined);
        }
        apply() {}
      },
      Compilation: {PROCESS_ASSETS_STAGE_PRE_PROCESS: -2000},
    },
    hooks: {thisCompilation: {tap: (_name, run) => run({hooks: {processAssets: {tap: (_options, end) => (atEnd = end)}}})}},
  });
  const resolved = requests.map((r) => ({...r}));
  resolved.forEach(replace);
  atEnd();
  return resolved;
}

describe('preloading a path (src/internals/client/preload.ts)', () => {
  it("matches again once a section's routes are in, until nothing new matches; each matched component preloaded in each round that finds more", async () => {
    await preload('/drand/intro');
    // Round 1 matches the top route only; round 2 all three; round 3 finds nothing new.
    expect(loads).toEqual(['drand root', 'drand root', 'drand version', 'drand intro']);
  });

  it('a path outside sections takes one round', async () => {
    loads.length = 0;
    await preload('/Polkadot');
    expect(loads).toEqual(['Polkadot']);
  });

  it('hands each matched component to the given load, and rejects with it', async () => {
    const failing = loadMatchingRoutes('/drand/intro', () => Promise.reject(new Error('offline')));
    await expect(failing).rejects.toThrow('offline');
  });

  it('throws at once on a malformed address, as Docusaurus does', () => {
    expect(() => preload('/drand/%E0%A4%A')).toThrow(URIError);
  });
});

describe("core client imports ./preload (contract checked at the build's end)", () => {
  const coreClient = '/site/node_modules/@docusaurus/core/lib/client';

  it("puts the site's preload in place of core's, and only of core's", () => {
    const [core, other] = compile([
      {context: coreClient, request: './preload'},
      {context: '/site/src/theme', request: './preload'},
    ]);
    expect(core!.request).toBe(preloadModule);
    expect(other!.request).toBe('./preload');
  });

  it('fails the build, naming the contract, when the replacement matched no module (core renamed or moved it)', () => {
    expect(noMatchMessage).toBe('the preload replacement matched no module');
    expect(() => compile([{context: coreClient, request: './preloadRoute'}])).toThrow(
      brokenContract(preloadImport, /the preload replacement matched no module/),
    );
    expect(() => compile([{context: '/site/node_modules/@docusaurus/core/lib/client/next', request: './preload'}])).toThrow(
      brokenContract(preloadImport),
    );
  });
});
