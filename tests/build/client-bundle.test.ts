/**
 * What main.js leaves out. src/internals/build/route-data: main.js carries the route data of the
 * pages outside sections; each section's chunk names and page loaders are in its own route-data
 * chunk, and the client's global data has no doc lists; runtime~main's chunk maps leave out each
 * section's own chunks, which its route data hands over. src/internals/build/utils-common-tslib: no tslib.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import {sections} from '../../src/data/sections';
import {landingChains} from '../../src/data/chains';
import {sectionFacts} from '../../src/data/sectionFacts';
import {routeDataChunk, splitRouteData, type ChunkNames} from '../../src/internals/build/route-data/split';
import {parseRoutes, routeKeys, splitRoutes} from '../../src/internals/build/route-data/routesTree';
import {internalsBuiltInto} from '../../src/internals/record';
import {buildDir} from './built-site';
import {builtDocs} from './doc-pages';

// These checks test the framework internals' output; a build with DOCS_INTERNALS off is stock Docusaurus.
const internalsBuilt = internalsBuiltInto(buildDir);
const generatedDir = path.resolve(__dirname, '../..', process.env.DOCUSAURUS_GENERATED_FILES_DIR_NAME ?? '.docusaurus');
const jsDir = path.join(buildDir, 'assets/js');
const jsFiles = readdirSync(jsDir);
const script = (prefix: string) => {
  const file = jsFiles.find((f) => f.startsWith(`${prefix}.`) && f.endsWith('.js'));
  return file === undefined ? undefined : readFileSync(path.join(jsDir, file), 'utf8');
};
const mainJs = script('main') ?? '';
// Minifiers write an object key the shortest way: a94703ab unquoted, 9580679e quoted, 37049969 as 0x2355671.
const keyForms = (name: string) => [name, ...(/^\d+$/.test(name) ? [`0x${Number(name).toString(16)}`] : [])];
const hasKey = (text: string | undefined, name: string) => keyForms(name).some((form) => new RegExp(`[{,]"?${form}"?:`).test(text ?? ''));
/** A text as React writes it into HTML: its five metacharacters as references, the apostrophe as &#x27;. */
const asReactText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const mentions = (text: string, name: string) => keyForms(name).some((form) => new RegExp(`[^\\w-]${form}[^\\w-]`).test(text));
const routesSplit = splitRoutes(parseRoutes(readFileSync(path.join(generatedDir, 'routes.js'), 'utf8')), sections);
const split = splitRouteData(
  JSON.parse(readFileSync(path.join(generatedDir, 'routesChunkNames.json'), 'utf8')) as ChunkNames,
  sections,
  new Set(routeKeys(routesSplit.main)),
);

describe.skipIf(!internalsBuilt)('client route data split by section', () => {
  it('the build has sections to split', () => {
    expect(mainJs.length).toBeGreaterThan(100_000);
    expect(split.sections.size).toBeGreaterThan(0);
  });

  it("each built section's routes and page loaders are in its own route-data chunk, not in main.js", () => {
    for (const [id, data] of split.sections) {
      const chunk = script(routeDataChunk(id));
      expect(chunk, `route-data chunk of ${id}`).toBeDefined();
      for (const key of Object.keys(data.chunkNames))
        expect(chunk?.includes(JSON.stringify(key)), `${key} in the route-data chunk of ${id}`).toBe(true);
      for (const name of data.registry) {
        expect(hasKey(chunk, name), `${name} in the route-data chunk of ${id}`).toBe(true);
        expect(mentions(mainJs, name), `${name} (${id}) in main.js`).toBe(false);
      }
    }
  });

  it("main.js's route table has each section's top route; the routes under it are in the section's route-data chunk", () => {
    const routes = routesSplit;
    expect(routes.sections.size).toBe(split.sections.size);
    // The table calls ComponentCreator(path, hash) for each route: minified, `("/zemu/quickstart","a42")`.
    const creates = (code: string, key: string) => code.includes(`(${key.replace(/^(.*)-([^-]+)$/, '"$1","$2"')})`);
    for (const key of routeKeys(routes.main).filter((k) => k !== '*')) expect(creates(mainJs, key), `${key} in main.js`).toBe(true);
    for (const [id, {routes: under}] of routes.sections) {
      const chunk = script(routeDataChunk(id))!;
      for (const key of routeKeys(under)) {
        expect(creates(mainJs, key), `${key} (${id}) in main.js`).toBe(false);
        expect(creates(chunk, key), `${key} in the route-data chunk of ${id}`).toBe(true);
      }
    }
  });

  it('main.js names the data chunk of every section route it keeps (what link prefetching and preloading read)', () => {
    for (const [key, names] of Object.entries(split.chunkNames)) {
      expect(mainJs.includes(JSON.stringify(key)), key).toBe(true);
      for (const value of Object.values(names as Record<string, unknown>))
        if (typeof value === 'string') expect(mentions(mainJs, value), value).toBe(true);
    }
  });

  it('no client script carries the module paths that only server rendering reads', () => {
    expect(mainJs.includes('@site/docs/')).toBe(false);
    for (const id of split.sections.keys()) expect(script(routeDataChunk(id))?.includes('@site/docs/'), id).toBe(false);
  });

  it("main.js has no doc lists in the docs plugin's global data", () => {
    const docs = builtDocs();
    expect(docs && existsSync(generatedDir)).toBeTruthy();
    const ids = [...docs!.values()].flat().map((d) => d.id);
    expect(ids.length).toBeGreaterThan(10);
    // The global data is inlined as JSON; a doc list entry starts with the doc's id.
    for (const id of ids) expect(mainJs.includes(`{"id":${JSON.stringify(id)},"path":`), `doc ${id} listed in main.js`).toBe(false);
    expect(mainJs.split('"docs":[]').length - 1).toBe(docs!.size);
  });

  it("main.js's site config has none of the keys only the build reads: no plugin options, no page template", () => {
    const generated = readFileSync(path.join(generatedDir, 'docusaurus.config.mjs'), 'utf8');
    // What the server build has, and the browser's copy leaves out (./split.ts buildOnlySiteConfigKeys).
    expect(generated).toContain('"ssrTemplate"');
    expect(generated).toContain('"sidebarPath"');
    for (const text of ['ssrTemplate', 'sidebarPath', '@docusaurus/plugin-content-docs","options', 'onBrokenAnchors'])
      expect(mainJs.includes(text), text).toBe(false);
    // What the browser reads of it stays.
    expect(mainJs).toContain('customFields');
    expect(mainJs).toContain('themeConfig');
  });
});

describe.skipIf(!internalsBuilt)('tslib', () => {
  it('main.js has none of the tslib helpers Docusaurus does not use in the browser', () => {
    for (const helper of ['__esDecorate', '__awaiter', '__classPrivateFieldGet', '__rewriteRelativeImportExtension'])
      expect(mainJs.includes(helper), helper).toBe(false);
  });
});

describe.skipIf(!internalsBuilt)("translators' descriptions (src/internals/build/translation-descriptions)", () => {
  it('main.js keeps the messages and none of the descriptions written for translators', () => {
    expect(mainJs).toContain('Skip to main content');
    expect(mainJs).toContain('Close');
    for (const description of [
      'The skip to content label used for accessibility',
      'The ARIA label for the main navigation',
      'The ARIA label for close button of announcement bar',
    ])
      expect(mainJs.includes(description), description).toBe(false);
  });
});

describe.skipIf(!internalsBuilt)("runtime~main's chunk maps (src/internals/build/route-data/chunkMaps.ts)", () => {
  interface Require {
    p: string;
    u: (id: string) => string;
    gca: (name: string) => string;
    cm: {n: Record<string, string>; h: Record<string, string>; g: Record<string, string>; add: (maps: unknown) => void};
  }
  /** Runs runtime~main as a browser would and catches its `__webpack_require__` through a chunk's runtime callback. */
  const loadRuntime = (): Require => {
    const sandbox: Record<string, unknown> = {document: {baseURI: 'http://127.0.0.1/'}, self: {location: {href: 'http://127.0.0.1/'}}};
    sandbox.globalThis = sandbox;
    runInNewContext(script('runtime~main')!, sandbox);
    const queue = Object.entries(sandbox).find(([key]) => key.startsWith('webpackChunk'))![1] as {push: (chunk: unknown) => void};
    let require: Require | undefined;
    queue.push([['e2e-probe'], {}, (r: Require) => (require = r)]);
    return require!;
  };
  /** The entries a route-data chunk hands to the runtime when it is evaluated. */
  const handedOver = (code: string): unknown => {
    const start = code.indexOf('.cm.add(') + '.cm.add('.length;
    let depth = 0;
    let end = start;
    do {
      if (code[end] === '{') depth++;
      if (code[end] === '}') depth--;
      end++;
    } while (depth > 0);
    return new Function(`return (${code.slice(start, end)})`)();
  };

  it("names every script of the build: directly, or once its section's route data is in; a section's own chunks only then", () => {
    const require = loadRuntime();
    const named = (id: string) => require.u(id).replace(/^assets\/js\//, '');
    const runtimeOnly = new Set(Object.keys(require.cm.h));
    let moved = 0;
    for (const id of split.sections.keys()) {
      const code = script(routeDataChunk(id))!;
      expect(code.split('.cm.add(').length - 1, `one hand-over in the route-data chunk of ${id}`).toBe(1);
      const maps = handedOver(code) as {h: Record<string, string>};
      for (const chunkId of Object.keys(maps.h)) expect(runtimeOnly.has(chunkId), `${chunkId} (${id}) also in runtime~main`).toBe(false);
      moved += Object.keys(maps.h).length;
      require.cm.add(maps);
    }
    const scripts = new Set(Object.keys(require.cm.h).map(named));
    const chunkFiles = jsFiles.filter((f) => f.endsWith('.js') && !/^(runtime~main|main)\./.test(f));
    for (const file of chunkFiles) expect(scripts.has(file), `${file} can be named by the runtime`).toBe(true);
    for (const file of scripts) expect(jsFiles.includes(file), `${file} exists`).toBe(true);
    // Docusaurus's prefetching: a chunk name gives its file.
    for (const [name, chunkId] of Object.entries(require.cm.g)) expect(require.gca(name)).toBe(`/assets/js/${named(chunkId)}`);
    // Most chunks are a section's own (doc pages): they are what left runtime~main.
    expect(moved).toBeGreaterThan(runtimeOnly.size);
  });
});

/**
 * Stock Docusaurus when the internals are off: the public build if it was made so, else the variant build CI makes
 * with DOCS_INTERNALS=off (scripts/test-all.sh, its hosted-search variant: INTERNALS_OFF_BUILD_DIR).
 */
const offBuildDir = internalsBuilt ? process.env.INTERNALS_OFF_BUILD_DIR : buildDir;
describe.skipIf(offBuildDir === undefined)('a build with the framework internals off', () => {
  it("is Docusaurus's own: no route-data chunk, runtime chunk maps untouched, every route in main.js", () => {
    const dir = path.resolve(offBuildDir!);
    expect(internalsBuiltInto(dir)).toBe(false);
    const offJsDir = path.join(dir, 'assets/js');
    const offJs = readdirSync(offJsDir);
    const read = (f: string) => readFileSync(path.join(offJsDir, f), 'utf8');
    expect(offJs.filter((f) => f.startsWith('route-data-'))).toEqual([]);
    expect(offJs.some((f) => f.startsWith('runtime~main.') && read(f).includes('.cm.'))).toBe(false);
    const offMain = read(offJs.find((f) => f.startsWith('main.') && f.endsWith('.js'))!);
    expect(offMain).not.toContain('__routeData');
    // A doc page's route is in main.js's route table, as Docusaurus writes it (the internals move it to its section's
    // route-data chunk).
    expect(offMain).toContain('"/namadexer/deployment"');
  });
});

describe('the chain list', () => {
  // A sentence only chains.ts has (a landing page's description).
  const description = landingChains.find((c) => c.name === 'Zcash')!.description;
  const holders = jsFiles.filter((f) => readFileSync(path.join(jsDir, f), 'utf8').includes(description));

  it('is not in main.js: the navbar draws its chain tiles from the plugin’s global data', () => {
    expect(mainJs.includes(description)).toBe(false);
    expect(mainJs).toContain('"/Zcash"');
  });

  it('is one chunk of its own, which the pages about chains share (src/plugins/shared-chunks)', () => {
    expect(holders).toHaveLength(1);
  });
});

describe('section facts (src/data/sectionFacts.ts)', () => {
  it("are not in main.js, which carries the sections' list; the chain landing pages that show a summary have it", () => {
    // (The sidebar names are in main.js anyway, in the docs plugin's global data.)
    expect(mainJs).toContain('"/zemu"');
    for (const [id, {summary}] of Object.entries(sectionFacts)) expect(mainJs.includes(summary), id).toBe(false);
    const chain = landingChains.find((c) => c.related.length > 0 && existsSync(path.join(buildDir, c.landing, 'index.html')));
    expect(chain, 'a built chain landing page that lists related sections').toBeDefined();
    const html = readFileSync(path.join(buildDir, chain!.landing, 'index.html'), 'utf8');
    for (const id of chain!.related) expect(html, id).toContain(asReactText(sectionFacts[id].summary));
  });
});

describe('code several pages share', () => {
  it("the APDU builder is one chunk the APDU pages share, not a copy in each page's chunk (src/plugins/shared-chunks)", () => {
    const apduPages = readdirSync(path.join(buildDir, 'ledger-apps'), {recursive: true}).filter((f) =>
      /APDUSPEC[\\/]index\.html$/.test(String(f)),
    );
    expect(apduPages.length).toBeGreaterThan(2);
    const holders = jsFiles.filter((f) => readFileSync(path.join(jsDir, f), 'utf8').includes('Send to a device or emulator'));
    expect(holders).toHaveLength(1);
  });
});

describe('the consent texts (src/consent/services.ts)', () => {
  it('are not in main.js, which applies the consent rules (src/consent/rules.ts) on every page; the privacy notice has them', async () => {
    const {browserStorageInventory, consentServices} = await import('../../src/consent/services');
    const texts = [...consentServices.flatMap((s) => [s.description, s.sendsTo]), ...browserStorageInventory.map((item) => item.what)];
    expect(texts.filter((text) => mainJs.includes(text))).toEqual([]);
    // The rules are there: the stored choices are read against the services' names before any dialog loads.
    expect(mainJs).toContain('"analytics"');
    const notice = readFileSync(path.join(buildDir, 'privacy-notice', 'index.html'), 'utf8');
    for (const text of texts) expect(notice, text).toContain(asReactText(text));
  });
});
