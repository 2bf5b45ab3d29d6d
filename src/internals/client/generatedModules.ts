/**
 * The two generated modules the site's own code reads, with the layer on or off: the route table (the
 * not-found page's letter-case redirect and closest pages) and the site config (the consent manager's
 * settings and the base URL, read by client modules, where no hook can be used). Checked here (contracts.ts).
 */
import routes from '@generated/routes';
import siteConfig from '@generated/docusaurus.config';
import {contractBroken, generatedRouteTable, generatedSiteConfig} from '../contracts';

export interface RouteNode {
  path?: string | string[];
  routes?: RouteNode[];
}

/** The app's route tree (with the layer on, a section's routes join it as its route data loads). */
export function routeTable(): readonly RouteNode[] {
  if (!Array.isArray(routes) || routes.some((r) => typeof r !== 'object' || r === null || !('path' in r))) {
    throw contractBroken(generatedRouteTable, `found ${Array.isArray(routes) ? 'routes without a path' : typeof routes}`);
  }
  return routes;
}

/** The site's custom fields (docusaurus.config.ts customFields). */
export function customFields(): Readonly<Record<string, unknown>> {
  const fields = (siteConfig as {customFields?: unknown} | undefined)?.customFields;
  if (typeof fields !== 'object' || fields === null) throw contractBroken(generatedSiteConfig, `customFields is ${typeof fields}`);
  return fields as Record<string, unknown>;
}

/** The base URL the site is served under ('/'), for client code that fetches the build's own files. */
export function siteBaseUrl(): string {
  const base = (siteConfig as {baseUrl?: unknown} | undefined)?.baseUrl;
  if (typeof base !== 'string' || !base.startsWith('/')) throw contractBroken(generatedSiteConfig, `baseUrl is ${typeof base}`);
  return base;
}
