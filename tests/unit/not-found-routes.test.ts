import {describe, expect, it} from 'vitest';
import {canonicalRoute, closestRoutes, linkAddress, pagePaths, pathWords, routeKey, searchQueryFor} from '../../src/routing/routeMatch';
import {takeRedirect} from '../../src/components/chrome/NotFoundContent/redirectGuard';
import {earlyRedirectScript, redirectTable} from '../../src/routing/earlyRedirect';
import {landingChains, landingPath} from '../../src/data/chains';
import {sectionEntryPath, sections} from '../../src/data/sections';
import {specTopLevelPages} from '../spec/spec-routes';

/**
 * A route list shaped like the app's: the spec's top-level pages, chain pages, section entry pages, layout
 * routes; a section's root doc ('/zemu/') and its 'index' doc ('/namadexer/index/') carry the docs plugin's slash.
 */
const sectionPages = sections.map(sectionEntryPath);
const routeTree = [
  ...specTopLevelPages.map((path) => ({path, exact: true})),
  ...landingChains.map((c) => ({path: landingPath(c), exact: true})),
  {
    path: '/zemu',
    routes: [
      {
        path: '/zemu',
        routes: [
          {path: '/zemu/', exact: true},
          {path: '/zemu/quickstart', exact: true},
          {path: '/zemu/advanced-moves', exact: true},
        ],
      },
    ],
  },
  {
    path: '/namadexer',
    routes: [
      {path: '/namadexer/index/', exact: true},
      {path: '/namadexer/overview', exact: true},
    ],
  },
  {
    path: '/ledger-apps',
    routes: [
      {path: '/ledger-apps/zcash/APDUSPEC', exact: true},
      {path: '/ledger-apps/zcash/build', exact: true},
      {path: '/ledger-apps/polkadot/APDUSPEC', exact: true},
    ],
  },
  ...sectionPages.filter((p) => !['/zemu', '/namadexer/index/'].includes(p)).map((path) => ({path, exact: true})),
  {path: '/404', exact: true},
  {path: '*'},
];
const paths = pagePaths(routeTree);

describe('not-found page: the route list', () => {
  it('keeps page routes, drops layout routes, the catch-all and /404', () => {
    expect(paths).toContain('/zemu/quickstart');
    expect(paths).toContain('/namadexer/index/');
    expect(paths).not.toContain('*');
    expect(paths).not.toContain('/404');
    expect(paths).not.toContain('/ledger-apps');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('compares paths without letter case, trailing slash or .html', () => {
    expect(routeKey('/Zemu/Quickstart/')).toBe('/zemu/quickstart');
    expect(routeKey('/zemu/quickstart.html')).toBe('/zemu/quickstart');
    expect(routeKey('/zemu/index.html')).toBe('/zemu');
    expect(routeKey('/')).toBe('/');
  });
});

describe('not-found page: paths in another letter case go to their page', () => {
  it('sends every chain landing page and top-level page in lower and upper case to its own spelling', () => {
    for (const route of [...landingChains.map(landingPath), '/OpenAPI', '/ProtocolLabs']) {
      for (const spelling of [route.toLowerCase(), route.toUpperCase()].filter((s) => s !== route)) {
        expect(canonicalRoute(spelling, paths), spelling).toBe(route);
      }
    }
    expect(canonicalRoute('/polkadot', paths)).toBe('/Polkadot');
    expect(canonicalRoute('/LEDGER-APPS/ZCASH/apduspec', paths)).toBe('/ledger-apps/zcash/APDUSPEC');
  });

  it("sends an 'index' doc's folder and its other spellings to the doc, with the slash every host serves", () => {
    expect(canonicalRoute('/namadexer', paths)).toBe('/namadexer/index/');
    expect(canonicalRoute('/Namadexer/', paths)).toBe('/namadexer/index/');
    expect(canonicalRoute('/NAMADEXER/INDEX', paths)).toBe('/namadexer/index/');
  });

  it('never redirects a path to itself, and leaves unknown or ambiguous paths alone', () => {
    expect(canonicalRoute('/Polkadot', paths)).toBeUndefined();
    expect(canonicalRoute('/namadexer/index', paths)).toBeUndefined();
    expect(canonicalRoute('/zemu/quickstrat', paths)).toBeUndefined();
    expect(canonicalRoute('/a/b', ['/a/B', '/A/b'])).toBeUndefined();
  });
});

describe('not-found page: suggestions at the address the site links each page by', () => {
  const entries = sections.map(sectionEntryPath);

  it("drops a route's trailing slash ('/zemu/' is offered as '/zemu', as the navbar links it)", () => {
    expect(closestRoutes('/zemuu', paths)).toContain('/zemu/');
    expect(closestRoutes('/zemuu', paths).map((r) => linkAddress(r, entries))).toContain('/zemu');
    expect(linkAddress('/drand/introduction/', entries)).toBe('/drand/introduction');
    expect(linkAddress('/zemu/quickstart', entries)).toBe('/zemu/quickstart');
    expect(linkAddress('/', entries)).toBe('/');
  });

  it("keeps the slash where the address without it redirects, and where the site's navigation writes it", () => {
    expect(linkAddress('/namadexer/index/', entries)).toBe('/namadexer/index/');
    expect(linkAddress('/filecoin-gas/filgas/', entries)).toBe('/filecoin-gas/filgas/');
  });

  it('offers every section entry at the exact address of the section list beside it', () => {
    for (const entry of entries) {
      const route = entry.endsWith('/') ? entry : `${entry}/`;
      expect(linkAddress(route, entries), route).toBe(entry);
    }
  });
});

describe('not-found page: help for a mistyped path', () => {
  it("proposes the path's words as the search query, cut to 64 characters", () => {
    expect(searchQueryFor('/zemu/quickstrat')).toBe('zemu quickstrat');
    expect(searchQueryFor('/ledger-apps/Zcash/APDU_spec.html')).toBe('ledger apps zcash apdu spec');
    expect(searchQueryFor('/namadexer/index/')).toBe('namadexer');
    expect(searchQueryFor(`/${'word-'.repeat(30)}`).length).toBeLessThanOrEqual(64);
    expect(pathWords('/a%20b/%E2%82%AC')).toEqual(['a', 'b']);
  });

  it('puts the intended page first for a typo, a missing folder or a shortened name', () => {
    expect(closestRoutes('/zemu/quickstrat', paths)[0]).toBe('/zemu/quickstart');
    expect(closestRoutes('/zemu/advanced', paths)[0]).toBe('/zemu/advanced-moves');
    expect(closestRoutes('/quickstart', paths)[0]).toBe('/zemu/quickstart');
    expect(closestRoutes('/ledger-apps/zcash/apdu', paths)[0]).toBe('/ledger-apps/zcash/APDUSPEC');
    expect(closestRoutes('/polkadott', paths)[0]).toBe('/Polkadot');
  });

  it('offers at most five routes and nothing for a path unlike any route', () => {
    expect(closestRoutes('/ledger', paths).length).toBeLessThanOrEqual(5);
    expect(closestRoutes('/qqqqqqqq/wwwwww', paths)).toEqual([]);
  });
});

describe('not-found page: the redirect cannot loop', () => {
  function memoryStorage(): Storage {
    const data = new Map<string, string>();
    return {
      get length() {
        return data.size;
      },
      clear: () => data.clear(),
      getItem: (k) => data.get(k) ?? null,
      key: (i) => [...data.keys()][i] ?? null,
      removeItem: (k) => void data.delete(k),
      setItem: (k, v) => void data.set(k, v),
    };
  }

  it('redirects once, stays when the same redirect comes straight back, and redirects again later', () => {
    const storage = memoryStorage();
    expect(takeRedirect('/polkadot', '/Polkadot', storage, 1_000)).toBe(true);
    expect(takeRedirect('/polkadot', '/Polkadot', storage, 2_000)).toBe(false);
    expect(takeRedirect('/polkadot', '/Polkadot', storage, 3_000)).toBe(true);
    expect(takeRedirect('/polkadot', '/Polkadot', storage, 60_000)).toBe(true);
    expect(takeRedirect('/zcash', '/Zcash', storage, 60_500)).toBe(true);
  });

  it('still redirects when storage is unavailable', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(takeRedirect('/polkadot', '/Polkadot', broken)).toBe(true);
  });
});

describe('not-found page: the inline redirect of /404.html agrees with canonicalRoute', () => {
  /** Runs the script as a browser parsing 404.html at `pathname` would; returns where it sent the page. */
  function runAt(pathname: string, search = '', hash = ''): string | undefined {
    let sentTo: string | undefined;
    const location = {pathname, search, hash, replace: (url: string) => (sentTo = url)};
    new Function('location', earlyRedirectScript(paths))(location);
    return sentTo;
  }

  it('sends every route in other spellings where canonicalRoute does, and nowhere else', () => {
    const spellings = paths.flatMap((route) => [
      route,
      route.toLowerCase(),
      route.toUpperCase(),
      `${route}/`,
      `${route.toUpperCase()}.html`,
    ]);
    for (const spelling of [...spellings, '/namadexer', '/Namadexer/', '/zemu/quickstrat', '/', '/%E2%82%AC', '/%zz']) {
      expect(runAt(spelling), spelling).toBe(canonicalRoute(spelling, paths));
    }
    expect(runAt('/polkadot')).toBe('/Polkadot');
  });

  it('keeps the query and the fragment, and ignores names inherited by every object', () => {
    expect(runAt('/ZCASH', '?x=1', '#top')).toBe('/Zcash?x=1#top');
    expect(runAt('/constructor')).toBeUndefined();
    expect(runAt('/__proto__')).toBeUndefined();
  });

  it('stores lower-case routes as 1, so the table stays small', () => {
    const table = redirectTable(paths);
    expect(table['/zemu/quickstart']).toBe(1);
    expect(table['/polkadot']).toBe('/Polkadot');
    expect(table['/namadexer']).toBe('/namadexer/index/');
    expect(earlyRedirectScript(['/a</script>'])).not.toContain('</script>');
  });
});
