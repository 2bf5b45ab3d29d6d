/**
 * Text to and from HTML character references, for markup written as strings: the search highlights, the
 * supported-methods rows, the consent notice, the service worker's offline page. Plain JavaScript, so the
 * service worker's bundle (built with no compiler) takes it too; html.d.mts types it.
 */

const entities = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

/** The five HTML metacharacters as references: safe as element text and inside a quoted attribute. */
export const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => entities[c]);

const named = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};

/** Decodes the character references an escaped value can contain; anything else stays as written. */
export function unescapeHtml(text) {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (ref, name) => {
    if (name[0] !== '#') return named[name.toLowerCase()] ?? ref;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ref;
  });
}
