/**
 * Docusaurus 3.8.1's client/preload.js for the client build (src/internals/build/route-data puts it
 * in place of the original): loads the components of every route that matches a path, before the
 * path is rendered (at hydration, on navigation, and when a link is pointed at).
 *
 * CHANGED: a documentation section's routes join the route table only once its route data is in
 * (src/internals/client/routeData.ts): until then the path matches the section's top route only, whose
 * preload loads that data. So the path is matched again after each round, until no new route
 * matches.
 */
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';

export type RouteComponentLoad = (component: Record<string, unknown>) => Promise<unknown> | undefined;

export function loadMatchingRoutes(pathname: string, load: RouteComponentLoad): Promise<void> {
  const paths = Array.from(new Set([pathname, decodeURI(pathname)]));
  const round = async (loaded: number): Promise<void> => {
    const matches = paths.flatMap((p) => matchRoutes(routes, p));
    if (matches.length === loaded) return;
    await Promise.all(matches.map((m) => load(m.route.component as unknown as Record<string, unknown>)));
    return round(matches.length);
  };
  return round(-1);
}

export default function preload(pathname: string): Promise<void> {
  return loadMatchingRoutes(pathname, (component) => (component.preload as (() => Promise<unknown>) | undefined)?.());
}
