/** Kept for src/theme/NotFound/Content, which imports it from here; the loading itself lives in src/internals. */
export {loadAllRouteData} from '@site/src/internals/client/routeData';
