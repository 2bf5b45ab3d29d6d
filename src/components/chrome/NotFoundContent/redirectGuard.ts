/**
 * Loop guard of the not-found page's redirect. If a host answers the canonical URL with this page
 * again (a build without that route, a host that rewrites it), redirecting once more would reload
 * forever; the second arrival from the same path to the same target within a few seconds stays here.
 */
const storageKey = 'not-found-redirect';
const windowMs = 10_000;

/** Records the redirect and says whether to make it; false when it was just made and came back. */
export function takeRedirect(
  from: string,
  to: string,
  storage: Storage | undefined = globalThis.sessionStorage,
  now = Date.now(),
): boolean {
  try {
    const last = JSON.parse(storage?.getItem(storageKey) ?? 'null') as {from: string; to: string; at: number} | null;
    if (last && last.from === from && last.to === to && now - last.at < windowMs) {
      storage?.removeItem(storageKey);
      return false;
    }
    storage?.setItem(storageKey, JSON.stringify({from, to, at: now}));
  } catch {
    /* storage unavailable: redirect without a guard (at worst the host's loop, as without this page) */
  }
  return true;
}
