/**
 * Storing a page the way the offline page and the worker read it back, from the worker (sw/index.mjs) and
 * from the section download (KeepSectionOffline) alike: its HTML under pageKey with its title in
 * titleHeader and the build files it names in assetsHeader (sw/garbage.mjs), then its Markdown twin. Runs wherever fetch and Cache Storage exist.
 */
import {assetsHeader, assetsNamedBy, cacheNames, markdownTwinOf, pageKey, titleHeader, titleOf} from './shared.mjs';

/** A copy of a response to store: decoded body, without the transfer headers that described the encoded one. */
function storable(body, response, extra) {
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return new Response(body, {status: response.status, statusText: response.statusText, headers});
}

/** Stores a page's HTML (from its response) and its Markdown twin; resolves to the bytes stored. */
export async function storePage(url, response) {
  const html = await response.text();
  const cache = await caches.open(cacheNames.pages);
  await cache.put(
    pageKey(url),
    storable(html, response, {[titleHeader]: encodeURIComponent(titleOf(html)), [assetsHeader]: assetsNamedBy(html, url).join(' ')}),
  );
  let bytes = new Blob([html]).size;
  const twin = markdownTwinOf(html, url);
  if (twin) {
    const answer = await fetch(twin).catch(() => undefined);
    if (answer?.ok) {
      const text = await answer.clone().text();
      await (await caches.open(cacheNames.files)).put(twin, answer);
      bytes += new Blob([text]).size;
    }
  }
  return bytes;
}
