/**
 * The client build's copy of Docusaurus's route table (`@generated/routes`), without the routes
 * inside documentation sections.
 *
 * Docusaurus's route table lists all ~510 routes (path, component, sidebar) and main.js evaluates
 * it on every page: 64 KB minified. Here main.js keeps each section's top route (the docs plugin's
 * root, which matches every path under the section) and the section's route-data chunk carries the
 * routes under it (./split.ts); src/internals/client/routeData.ts puts them back under the top route when
 * that chunk is loaded, and src/internals/client/preload.ts matches the path again once they are in.
 */
import type {SectionBase} from '../../sectionPaths';
import {contractBroken, routesJs} from '../../contracts';

/** A route as the generated table writes it; `component` holds ComponentCreator's arguments. */
export interface RouteEntry {
  path: string;
  component: {creator: string[]};
  exact?: boolean;
  routes?: RouteEntry[];
  [prop: string]: unknown;
}

const header = "import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default [";

/** Reads the route table Docusaurus 3.8.1 generates (server/codegen/codegenRoutes.js); any other shape throws. */
export function parseRoutes(source: string): RouteEntry[] {
  if (!source.startsWith(header) || !source.trimEnd().endsWith('];')) {
    throw contractBroken(routesJs, `routes.js starts with ${JSON.stringify(source.slice(0, 80))}`);
  }
  const table = source
    .slice(header.length - 1)
    .trimEnd()
    .slice(0, -1);
  // The table is an array literal whose only calls are ComponentCreator's: evaluate it with a stand-in.
  return new Function('ComponentCreator', `return ${table};`)((...creator: string[]) => ({creator})) as RouteEntry[];
}

/** The key of a route in routesChunkNames.json: `${path}-${hash}`. */
export const routeKeyOf = (route: RouteEntry) => route.component.creator.join('-');

/** Every route key of a table, nested routes included. */
export function routeKeys(routes: readonly RouteEntry[]): string[] {
  return routes.flatMap((route) => [routeKeyOf(route), ...routeKeys(route.routes ?? [])]);
}

/** A route table as JavaScript that calls ComponentCreator, the way the generated module does. */
export function routesSource(routes: readonly RouteEntry[]): string {
  return JSON.stringify(routes, (key, value: unknown) =>
    key === 'component' ? `\0${JSON.stringify((value as RouteEntry['component']).creator)}\0` : value,
  ).replace(/"\\u0000(.*?)\\u0000"/g, (_m, args: string) => `ComponentCreator(${(JSON.parse(`"${args}"`) as string).slice(1, -1)})`);
}

export interface RoutesSplit {
  /** The table main.js gets: each section's top route without its routes. */
  main: RouteEntry[];
  /** Per section: its top route's path and the routes under it. */
  sections: Map<string, {path: string; routes: RouteEntry[]}>;
}

/** Takes the routes under each section's top route (the top-level route at the section's base path) out of the table. */
export function splitRoutes(routes: readonly RouteEntry[], sections: readonly SectionBase[]): RoutesSplit {
  const split: RoutesSplit = {main: [], sections: new Map()};
  for (const route of routes) {
    const section = route.routes ? sections.find((s) => s.routeBasePath === route.path) : undefined;
    if (!section) {
      split.main.push(route);
      continue;
    }
    const {routes: under, ...top} = route;
    split.main.push(top);
    split.sections.set(section.id, {path: route.path, routes: under!});
  }
  return split;
}
