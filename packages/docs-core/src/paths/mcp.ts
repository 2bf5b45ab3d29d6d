/**
 * Where the docs' MCP server answers on a deployed site, and where it is described: one rule for the site's
 * words (llms.txt, the Markdown twins' header, the Copy page menu), the discovery document, the edge worker,
 * the Node server and the host configs that proxy to it.
 */

/** The Streamable HTTP endpoint, at the site's root (the host kit serves the build at `/`). */
export const mcpPath = '/mcp';

/** The discovery document (RFC 8615 well-known location: always at the origin's root). */
export const mcpDiscoveryPath = '/.well-known/mcp';

/** The endpoint's URL on a site: its origin (the site-origin setting) and base URL. */
export function mcpEndpointUrl(siteUrl: string, baseUrl = '/'): string {
  return `${siteUrl.replace(/\/+$/, '')}${baseUrl.replace(/\/+$/, '')}${mcpPath}`;
}

/** The discovery document's URL on a site. */
export function mcpDiscoveryUrl(siteUrl: string): string {
  return `${new URL(siteUrl).origin}${mcpDiscoveryPath}`;
}
