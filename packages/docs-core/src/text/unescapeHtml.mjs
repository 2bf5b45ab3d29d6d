/** Decodes the character references an escaped value can contain (escapeHtml.mjs's and more); anything else stays as written. */

const named = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};

export function unescapeHtml(text) {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (ref, name) => {
    if (name[0] !== '#') return named[name.toLowerCase()] ?? ref;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ref;
  });
}
