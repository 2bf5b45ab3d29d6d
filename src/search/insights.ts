/**
 * Search analytics for the hosted backend (SPEC 7). DocSearch's insights plugin decides
 * what to send: 'Items Viewed' events debounced 400 ms after the hits change, 20 objectIDs
 * per event, and 'Item Selected' when a hit is chosen. This module only decides whether
 * anything may leave the browser: consent is read on every call, so withdrawing it stops
 * further events at once, without a reload.
 */

/** The functional interface of search-insights (`aa('viewedObjectIDs', …)`). */
export type InsightsClient = ((method: string, ...args: unknown[]) => unknown) & {version?: string};

export function consentGatedInsightsClient(client: InsightsClient, allowed: () => boolean): InsightsClient {
  const gated: InsightsClient = (method, ...args) => (allowed() ? client(method, ...args) : undefined);
  // The plugin sends credentials as headers only to clients that report a modern version.
  gated.version = client.version;
  return gated;
}
