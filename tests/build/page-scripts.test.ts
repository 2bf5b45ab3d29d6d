/**
 * A page's scripts carry the APDU data of the apps it shows, not of every app. A chain page shows one app's figures
 * (its route props, @zondax/docs-core/chains/facts) and the Ledger apps overview three figures per app
 * (@generated/chain-landing-pages/default/apduFacts.json); an import of src/ledger/apdu/index.ts put all 36 apps'
 * specifications (about 180 KB of script) on each of them. eslint.boundaries.mjs refuses that import in components;
 * this reads what the build ships.
 *
 * A page's scripts: main.js and the chunks of its route's modules, as the build's client manifest lists them (each
 * chunk name with the chunks it needs). An app's data is recognised by its checks' commits (appsIn), which its APDU
 * page's scripts must carry, so a marker that minification changes fails here rather than passing unseen.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {landingChains, landingPath} from '../../src/data/chains';
import {apduSpecs} from '../../src/ledger/apdu/index';
import {routePathOf} from '../../src/internals/sectionPaths';
import {apduRouteOf, buildDir} from './built-site';

const generatedDir = path.resolve(__dirname, '../..', process.env.DOCUSAURUS_GENERATED_FILES_DIR_NAME ?? '.docusaurus');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(generatedDir, file), 'utf8')) as T;
const chunkNames = readJson<Record<string, Record<string, unknown>>>('routesChunkNames.json');
const manifest = readJson<{
  entrypoints: string[];
  origins: Record<string, string[]>;
  assets: Record<string, {js?: {file: string}[]}>;
}>('client-manifest.json');

const files = (chunkIds: readonly string[]) => chunkIds.flatMap((id) => (manifest.assets[id]?.js ?? []).map((js) => js.file));
// main.js and the shared chunks are read once, not once per route.
const texts = new Map<string, string>();
const text = (file: string) => texts.get(file) ?? texts.set(file, readFileSync(path.join(buildDir, file), 'utf8')).get(file)!;
const names = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(names) : [];

/** The text of every script a route loads: the entry chunks and those of each module its route entry names. */
function routeScripts(route: string): string {
  const keys = Object.keys(chunkNames).filter((key) => routePathOf(key) === route);
  expect(keys.length, `${route} in routesChunkNames.json`).toBeGreaterThan(0);
  const chunkIds = [
    ...manifest.entrypoints,
    ...keys.flatMap((key) => names(chunkNames[key])).flatMap((name) => manifest.origins[name] ?? []),
  ];
  return [...new Set(files(chunkIds))].map(text).join('\n');
}

/**
 * An app's data in a script: the commit of one of its checks against the code (instructions, names, status words)
 * written as a property of a JavaScript object (`commit:"…"`), as the minifier leaves the data files' object literals.
 * The figures a page shows come as JSON, with quoted keys (`"commit":"…"`: apps.json, the route props), so they do not count.
 */
const folders = Object.keys(apduSpecs);
const commitsOf = (folder: string) => {
  const {codeCheck, namesCheck, statusWordsCheck} = apduSpecs[folder];
  return [codeCheck?.commit, namesCheck?.commit, statusWordsCheck?.commit].filter((c): c is string => c !== undefined);
};
const appsIn = (scripts: string) =>
  folders.filter((folder) => commitsOf(folder).some((commit) => new RegExp(`[{,]commit:"${commit}"`).test(scripts)));
const apduPage = (folder: string) => apduRouteOf(folder, Object.keys(chunkNames).map(routePathOf));

describe("which app's APDU data a page's scripts carry", () => {
  it.each(folders)("%s: its APDU page's scripts carry its data (the markers are found where they must be)", (folder) => {
    expect(commitsOf(folder).length, `${folder} records a check against the code`).toBeGreaterThan(0);
    const route = apduPage(folder);
    expect(route, `${folder}'s APDU page`).toBeDefined();
    expect(appsIn(routeScripts(route!))).toContain(folder);
  });

  it.each(landingChains.map((chain) => [landingPath(chain), chain.ledgerFolder] as const))(
    "%s: only its own app's data, if any",
    (route, folder) => {
      expect(appsIn(routeScripts(route)).filter((f) => f !== folder)).toEqual([]);
    },
  );

  it("the Ledger apps overview: no app's specification, only the table's figures", () => {
    expect(appsIn(routeScripts('/ledger-apps/overview'))).toEqual([]);
  });
});
