/**
 * Clipboard writes for the "Copy page" control, most capable API first:
 * 1. ClipboardItem with a pending Blob: the write starts inside the click (Safari requires that)
 *    while the Markdown is still being fetched;
 * 2. navigator.clipboard.writeText once the text is there;
 * 3. a hidden textarea and document.execCommand('copy') (no Clipboard API, plain http).
 */
export async function copyText(text: string | Promise<string>): Promise<void> {
  const pending = Promise.resolve(text);
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  if (clipboard?.write && typeof ClipboardItem !== 'undefined' && typeof text !== 'string') {
    try {
      await clipboard.write([new ClipboardItem({'text/plain': pending.then((t) => new Blob([t], {type: 'text/plain'}))})]);
      return;
    } catch {
      // Fall through: some browsers refuse pending items or the text/plain type.
    }
  }
  const value = await pending;
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(value);
      return;
    } catch {
      // Fall through to the legacy path (e.g. permission denied in an iframe).
    }
  }
  legacyCopy(value);
}

function legacyCopy(value: string): void {
  const active = document.activeElement as HTMLElement | null;
  const area = document.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.focus();
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  active?.focus();
  if (!ok) throw new Error('The browser refused to copy');
}

const markdownCache = new Map<string, Promise<string>>();

/** The Markdown twin of a page, fetched once per page view and shared by prefetch and copy. */
export function fetchMarkdown(href: string): Promise<string> {
  let pending = markdownCache.get(href);
  if (!pending) {
    pending = fetch(href, {headers: {Accept: 'text/markdown, text/plain;q=0.9'}}).then((res) => {
      if (!res.ok) throw new Error(`${href}: HTTP ${res.status}`);
      return res.text();
    });
    pending.catch(() => markdownCache.delete(href));
    markdownCache.set(href, pending);
  }
  return pending;
}
