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
