/**
 * Names and path rules that the build (./build/route-data) and the browser (./client/routeData.ts)
 * must agree on. Both import this module, so the client never imports a build plugin.
 */

export interface SectionBase {
  id: string;
  routeBasePath: string;
}

/** The key a section route's chunk names are replaced with in main.js (./client/routeData.ts reads it). */
export const routeDataKey = '__routeData';

/** The chunk (and registry entry) that carries a section's route data. */
export const routeDataChunk = (sectionId: string) => `route-data-${sectionId}`;

/** A route key's path: the key without its `-<hash>` suffix (as Docusaurus's prefetch reads it). */
export const routePathOf = (routeKey: string) => routeKey.replace(/-[^-]+$/, '');

/** The section with the longest base path that contains a path (public: src/data/sections.ts). */
export {sectionOfPath} from '../data/sections';
