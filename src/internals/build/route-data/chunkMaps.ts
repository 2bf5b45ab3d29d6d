/**
 * Moves the runtime's chunk-map entries of a section's own chunks into that section's route-data chunk.
 *
 * runtime~main carries three maps over every chunk of the site (~610): chunk id → name and chunk
 * id → content hash (webpack's `__webpack_require__.u`, which names a chunk's file) and chunk name
 * → id (Docusaurus's `__webpack_require__.gca`, for link prefetching). On a doc page they were
 * 7.9 of runtime~main's 10.4 KB brotli. A chunk that only a section's registry loaders import is
 * asked for only after that section's route data is in (./split.ts, src/internals/client/routeData.ts), so
 * its entries can travel with the route data: the route-data module hands them to
 * `__webpack_require__.cm.add` when it is evaluated, before any of its loaders runs.
 *
 * This works on the unminified code that rspack 1.7 writes for these two runtime modules; any other
 * shape throws, and the build fails instead of shipping a runtime that cannot find a chunk.
 */
import {contractBroken, runtimeChunkAsset, runtimeChunkFilename, type Contract} from '../../contracts';

/** Chunk id → name, chunk id → content hash, chunk name → id. */
export interface ChunkMaps {
  n: Record<string, string>;
  h: Record<string, string>;
  g: Record<string, string>;
}

/** The string the route-data module passes until the build puts its section's entries there. */
export const chunkMapsPlaceholder = '__SECTION_CHUNK_MAPS__';

/** The statement a route-data module ends with (./index.ts writes it). */
export const addChunkMapsStatement = `__webpack_require__.cm.add(${JSON.stringify(chunkMapsPlaceholder)});`;

const objectLiteral = String.raw`(\{[^{}]*\})`;
const chunkFilename = new RegExp(
  String.raw`(__webpack_require__\.u = \(chunkId\) => \{[^]*?return "[^"]*" \+ )\(${objectLiteral}\[chunkId\] \|\| chunkId\) \+ "\." \+ ${objectLiteral}\[chunkId\] \+ "\.js"`,
);
const chunkAsset = new RegExp(
  String.raw`(__webpack_require__\.gca = function\(chunkId\) \{ chunkId = )${objectLiteral}\[chunkId\]\|\|chunkId;`,
);

function only(runtime: string, pattern: RegExp, contract: Contract): RegExpExecArray {
  const match = pattern.exec(runtime);
  if (!match || pattern.exec(runtime.slice(match.index + match[0].length))) {
    throw contractBroken(contract, `runtime~main has ${match ? 'more than one' : 'no'} match of ${pattern.source.slice(0, 60)}…`);
  }
  return match;
}

/** A map literal as rspack writes it: JSON, but for a comma after the last entry. */
const parseMap = (literal: string) => JSON.parse(literal.replace(/,\s*\}$/, '}')) as Record<string, string>;

const pick = (map: Record<string, string>, keep: (key: string, value: string) => boolean) =>
  Object.fromEntries(Object.entries(map).filter(([key, value]) => keep(key, value)));

/**
 * Rewrites runtime~main so its maps live on `__webpack_require__.cm` without the given sections'
 * chunks; answers the new runtime and, per section, the entries its route-data module adds back.
 * `sectionChunks` lists, per section, the ids of the chunks only that section imports.
 */
export function moveSectionChunkMaps(
  runtime: string,
  sectionChunks: ReadonlyMap<string, ReadonlySet<string>>,
): {runtime: string; sections: Map<string, ChunkMaps>} {
  const filename = only(runtime, chunkFilename, runtimeChunkFilename);
  const asset = only(runtime, chunkAsset, runtimeChunkAsset);
  const all: ChunkMaps = {n: parseMap(filename[2]!), h: parseMap(filename[3]!), g: parseMap(asset[2]!)};
  const owner = new Map<string, string>();
  for (const [section, ids] of sectionChunks) for (const id of ids) owner.set(id, section);
  const sectionMaps = (section: string | undefined): ChunkMaps => ({
    n: pick(all.n, (id) => owner.get(id) === section),
    h: pick(all.h, (id) => owner.get(id) === section),
    g: pick(all.g, (_name, id) => owner.get(id) === section),
  });

  const kept = sectionMaps(undefined);
  const maps = `__webpack_require__.cm = {n: ${JSON.stringify(kept.n)}, h: ${JSON.stringify(kept.h)}, g: ${JSON.stringify(kept.g)},
  add: (m) => { Object.assign(__webpack_require__.cm.n, m.n); Object.assign(__webpack_require__.cm.h, m.h); Object.assign(__webpack_require__.cm.g, m.g); }};\n`;
  const rewritten = runtime
    .replace(
      chunkFilename,
      (_m, head: string) => `${head}(__webpack_require__.cm.n[chunkId] || chunkId) + "." + __webpack_require__.cm.h[chunkId] + ".js"`,
    )
    .replace(chunkAsset, (_m, head: string) => `${head}__webpack_require__.cm.g[chunkId]||chunkId;`)
    .replace('__webpack_require__.u = (chunkId) => {', (start) => maps + start);
  return {runtime: rewritten, sections: new Map([...sectionChunks.keys()].map((section) => [section, sectionMaps(section)]))};
}

/** A route-data chunk's code with its section's entries in place of the placeholder. */
export function withSectionChunkMaps(routeDataChunk: string, maps: ChunkMaps, section: string): string {
  const placeholder = JSON.stringify(chunkMapsPlaceholder);
  const at = routeDataChunk.indexOf(placeholder);
  if (at < 0 || routeDataChunk.indexOf(placeholder, at + 1) >= 0) {
    throw new Error(`client-route-data: the route-data chunk of ${section} does not pass the chunk-maps placeholder once`);
  }
  return routeDataChunk.slice(0, at) + JSON.stringify(maps) + routeDataChunk.slice(at + placeholder.length);
}

/** The parts of rspack's chunk graph read here. */
export interface GraphChunk {
  readonly id?: string | number | null;
  readonly name?: string | null;
  readonly groupsIterable: Iterable<GraphGroup>;
}
export interface GraphGroup {
  readonly name?: string | null;
  readonly chunks: readonly GraphChunk[];
  readonly childrenIterable: Iterable<GraphGroup>;
}

/** Ids of the chunks in these groups and every group they load, leaving out the groups `skip` names. */
function reachable(starts: Iterable<GraphGroup>, skip: (group: GraphGroup) => boolean): Set<string> {
  const ids = new Set<string>();
  // rspack hands out a new wrapper object per access: a group is known by its name and chunks.
  const seen = new Set<string>();
  const stack = [...starts];
  for (let group = stack.pop(); group; group = stack.pop()) {
    const key = `${group.name ?? ''}|${group.chunks.map((c) => c.id).join(',')}`;
    if (seen.has(key) || skip(group)) continue;
    seen.add(key);
    for (const chunk of group.chunks) if (chunk.id != null) ids.add(String(chunk.id));
    stack.push(...group.childrenIterable);
  }
  return ids;
}

/**
 * Per section, the chunks that only its route-data chunk leads to: not reachable from the entry
 * points without route data, nor from another section's route data.
 */
export function sectionOnlyChunks(entrypoints: Iterable<GraphGroup>, routeData: ReadonlyMap<string, GraphChunk>): Map<string, Set<string>> {
  const routeDataIds = new Set([...routeData.values()].map((chunk) => String(chunk.id)));
  const holdsRouteData = (group: GraphGroup) => group.chunks.some((chunk) => routeDataIds.has(String(chunk.id)));
  const withoutRouteData = reachable(entrypoints, holdsRouteData);
  const bySection = new Map(
    [...routeData].map(([section, chunk]) => [
      section,
      reachable(
        [...chunk.groupsIterable].flatMap((g) => [...g.childrenIterable]),
        () => false,
      ),
    ]),
  );
  const result = new Map<string, Set<string>>();
  for (const [section, ids] of bySection) {
    const others = [...bySection].filter(([other]) => other !== section).map(([, otherIds]) => otherIds);
    result.set(section, new Set([...ids].filter((id) => !withoutRouteData.has(id) && !others.some((o) => o.has(id)))));
  }
  return result;
}
