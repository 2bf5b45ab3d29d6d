/** A docs section as path rules see it: its plugin id and the base path its pages live under. */
export interface SectionBase {
  id: string;
  routeBasePath: string;
}

/**
 * The section with the longest base path that contains a path (a base path may sit inside another's,
 * as /fevm/filecoin-solidity does in /fevm). The search's reader-chain rule, the offline bundles and the
 * internals' route-data split all use it.
 */
export function sectionOfPath(routePath: string, bases: ReadonlyArray<SectionBase>): string | undefined {
  let best: SectionBase | undefined;
  for (const s of bases) {
    const inside = routePath === s.routeBasePath || routePath.startsWith(`${s.routeBasePath}/`);
    if (inside && (!best || s.routeBasePath.length > best.routeBasePath.length)) best = s;
  }
  return best?.id;
}
