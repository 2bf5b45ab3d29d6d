/**
 * Kept for src/theme/NotFound/Content, which imports loadAllRouteData from here; it can import it from
 * ./routeLoading instead and this file can go.
 */
export {loadAllRouteData} from './routeLoading';
