/**
 * src/routing/routeLoading.ts without the framework internals (DOCS_INTERNALS=off): offline, Root lets a link
 * open a page whose code the tab can have (rendered in this tab, or held by the service worker with its code)
 * and shows the offline notice for any other.
 */
import type {Location} from 'history';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {cacheNames} from '../../src/pwa/shared.mjs';
import {loadRouteOrFail, onRouteDidUpdate} from '../../src/routing/routeLoading';
import {MemoryCacheStorage} from './fixtures/cacheStorage';

const site = 'https://docs.example';
const rendered = (pathname: string) => onRouteDidUpdate!({location: {pathname} as Location, previousLocation: null});

describe('the public route loading', () => {
  let storage: MemoryCacheStorage;
  beforeEach(() => {
    storage = new MemoryCacheStorage();
    vi.stubGlobal('caches', storage);
    vi.stubGlobal('window', {location: {href: `${site}/zemu`}});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fails for a page neither rendered in this tab nor stored on this device', async () => {
    await expect(loadRouteOrFail('/never/opened')).rejects.toThrow(
      '/never/opened has not been loaded in this tab nor stored on this device',
    );
  });

  it('has a page rendered in this tab', async () => {
    rendered('/zemu/rendered');
    await expect(loadRouteOrFail('/zemu/rendered')).resolves.toBeUndefined();
  });

  it('has a page the service worker stored, with or without its trailing slash', async () => {
    await (await storage.open(cacheNames.pages)).put(`${site}/zemu/quickstart`, new Response('<title>Zemu quickstart</title>'));
    await expect(loadRouteOrFail('/zemu/quickstart')).resolves.toBeUndefined();
    await expect(loadRouteOrFail('/zemu/quickstart/')).resolves.toBeUndefined();
    // Only pages count: another cache holding the URL (a Markdown twin, say) is not the page.
    await (await storage.open(cacheNames.files)).put(`${site}/zemu/advanced-moves`, new Response('# Advanced moves'));
    await expect(loadRouteOrFail('/zemu/advanced-moves')).rejects.toThrow('not been loaded');
  });

  it('fails, without throwing in the caller, where Cache Storage is missing or refused', async () => {
    vi.stubGlobal('caches', undefined);
    await expect(loadRouteOrFail('/zemu/quickstart')).rejects.toThrow('not been loaded');
    vi.stubGlobal('caches', {match: () => Promise.reject(new DOMException('denied', 'SecurityError'))});
    await expect(loadRouteOrFail('/zemu/quickstart')).rejects.toThrow('not been loaded');
  });
});
