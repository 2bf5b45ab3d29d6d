import {describe, expect, it} from 'vitest';
import {
  addChunkMapsStatement,
  chunkMapsPlaceholder,
  moveSectionChunkMaps,
  sectionOnlyChunks,
  withSectionChunkMaps,
  type GraphChunk,
  type GraphGroup,
} from '../../src/internals/build/route-data/chunkMaps';
import {runtimeChunkAsset, runtimeChunkFilename} from '../../src/internals/contracts';
import {brokenContract} from './fixtures/brokenContract';

// The two runtime modules as rspack 1.7 writes them before minification (trimmed to five chunks):
// 10 is shared, 630 is zemu's route data, 4840 and 5243 are zemu's own, 7239 is ledger-apps' own.
const runtime = `// webpack/runtime/get javascript chunk filename
(() => {
// This function allow to reference chunks
__webpack_require__.u = (chunkId) => {
  // return url for filenames not based on template
  
  // return url for filenames based on template
  return "assets/js/" + ({"10": "16493a0b","630": "route-data-zemu","4840": "8eeefee7","5243": "9580679e","7239": "8f8768d2",}[chunkId] || chunkId) + "." + {"10": "b8c65d63","630": "aa11bb22","4840": "684052a1","5243": "7113f5ed","7239": "d0f2c87e","9001": "0f0f0f0f",}[chunkId] + ".js"
}
})();
// ChunkAssetRuntimeModule
(() => {
// Docusaurus function to get chunk asset
__webpack_require__.gca = function(chunkId) { chunkId = {"16493a0b":"10","route-data-zemu":"630","8eeefee7":"4840","9580679e":"5243","8f8768d2":"7239"}[chunkId]||chunkId; return __webpack_require__.p + __webpack_require__.u(chunkId); };
})();
`;

interface Require {
  p: string;
  u: (id: string) => string;
  gca: (name: string) => string;
  cm: {add: (maps: unknown) => void};
}
/** Runs runtime code the way the browser does, against a fresh `__webpack_require__`. */
function run(code: string): Require {
  const require = {p: '/'} as Require;
  new Function('__webpack_require__', code)(require);
  return require;
}

describe("runtime~main's chunk maps: each section's own chunks travel with its route data", () => {
  const sections = new Map([
    ['zemu', new Set(['4840', '5243'])],
    ['ledger-apps', new Set(['7239'])],
  ]);

  it('names every chunk as before once its section is in', () => {
    const before = run(runtime);
    const moved = moveSectionChunkMaps(runtime, sections);
    const after = run(moved.runtime);
    for (const id of ['10', '630', '9001']) expect(after.u(id)).toBe(before.u(id));
    expect(after.gca('route-data-zemu')).toBe('/assets/js/route-data-zemu.aa11bb22.js');
    // A zemu chunk is unknown until zemu's route data hands over its entries.
    expect(after.u('4840')).toBe('assets/js/4840.undefined.js');
    after.cm.add(moved.sections.get('zemu'));
    for (const id of ['4840', '5243']) expect(after.u(id)).toBe(before.u(id));
    expect(after.gca('8eeefee7')).toBe(before.gca('8eeefee7'));
    expect(after.u('7239')).toBe('assets/js/7239.undefined.js');
    after.cm.add(moved.sections.get('ledger-apps'));
    expect(after.gca('8f8768d2')).toBe('/assets/js/8f8768d2.d0f2c87e.js');
  });

  it('keeps only the shared entries in the runtime', () => {
    const moved = moveSectionChunkMaps(runtime, sections);
    expect(moved.runtime).not.toMatch(/8eeefee7|684052a1|d0f2c87e/);
    expect(moved.sections.get('zemu')).toEqual({
      n: {'4840': '8eeefee7', '5243': '9580679e'},
      h: {'4840': '684052a1', '5243': '7113f5ed'},
      g: {'8eeefee7': '4840', '9580679e': '5243'},
    });
  });

  it('fails the build on a runtime of another shape, or with the function twice', () => {
    expect(() => moveSectionChunkMaps(runtime.replace('[chunkId] || chunkId)', '[chunkId] ?? chunkId)'), sections)).toThrow(
      brokenContract(runtimeChunkFilename, /no match/),
    );
    expect(() => moveSectionChunkMaps(runtime.replace(/\{"16493a0b"[^}]*\}/, 'names'), sections)).toThrow(
      brokenContract(runtimeChunkAsset),
    );
    const chunkFilename = runtime.slice(runtime.indexOf('__webpack_require__.u'), runtime.indexOf('\n})();'));
    expect(() => moveSectionChunkMaps(runtime + chunkFilename, sections)).toThrow(brokenContract(runtimeChunkFilename, /more than one/));
  });

  it("puts a section's entries where its route-data module passes the placeholder, once", () => {
    const chunk = `export default {chunkNames: {}, registry: {}};\n${addChunkMapsStatement}`;
    const maps = {n: {'1': 'a'}, h: {'1': 'b'}, g: {a: '1'}};
    const code = withSectionChunkMaps(chunk, maps, 'zemu');
    expect(code).toContain(`__webpack_require__.cm.add(${JSON.stringify(maps)});`);
    expect(code).not.toContain(chunkMapsPlaceholder);
    expect(() => withSectionChunkMaps('export default {};', maps, 'zemu')).toThrow(/placeholder once/);
    expect(() => withSectionChunkMaps(chunk + chunk, maps, 'zemu')).toThrow(/placeholder once/);
  });
});

/** A chunk graph whose objects, like rspack's, are new wrappers on every access. */
function graph(edges: Record<string, string[]>, chunksOf: Record<string, string[]>) {
  const group = (name: string): GraphGroup => ({
    name,
    get chunks() {
      return chunksOf[name]!.map((id) => chunk(id));
    },
    get childrenIterable() {
      return (edges[name] ?? []).map(group);
    },
  });
  const chunk = (id: string): GraphChunk => ({
    id,
    name: id,
    get groupsIterable() {
      return Object.keys(chunksOf)
        .filter((g) => chunksOf[g]!.includes(id))
        .map(group);
    },
  });
  return {group, chunk};
}

describe('which chunks belong to one section only', () => {
  // main loads the home page (shared by all) and each section's route data; zemu and ledger-apps
  // both import a DocRoot chunk; zemu's content imports a diagram chunk, which imports zemu's
  // content back (a cycle); the home page also imports the search chunk that zemu imports.
  const {group, chunk} = graph(
    {
      main: ['home', 'rd-zemu', 'rd-ledger'],
      home: ['search'],
      'rd-zemu': ['zemu-content', 'docroot', 'search'],
      'rd-ledger': ['ledger-content', 'docroot'],
      'zemu-content': ['diagram'],
      diagram: ['zemu-content'],
    },
    {
      main: ['runtime', 'main'],
      home: ['home'],
      search: ['search'],
      'rd-zemu': ['route-data-zemu'],
      'rd-ledger': ['route-data-ledger-apps'],
      'zemu-content': ['zemu-quickstart'],
      diagram: ['mermaid'],
      docroot: ['docroot'],
      'ledger-content': ['kusama-apdu'],
    },
  );
  const routeData = new Map([
    ['zemu', chunk('route-data-zemu')],
    ['ledger-apps', chunk('route-data-ledger-apps')],
  ]);

  it("lists a section's content and what only it imports; shared and main-reachable chunks stay", () => {
    const result = sectionOnlyChunks([group('main')], routeData);
    expect([...result.get('zemu')!].sort()).toEqual(['mermaid', 'zemu-quickstart']);
    expect([...result.get('ledger-apps')!]).toEqual(['kusama-apdu']);
  });
});
