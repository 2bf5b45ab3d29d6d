/**
 * The five HTML metacharacters as references, for markup written as strings: the search highlights, the
 * supported-methods rows, the consent notice, the service worker's offline page. Safe as element text and inside a
 * quoted attribute. Plain JavaScript, so the service worker's compiler-free bundle takes it too. A module of its own
 * (unescapeHtml.mjs beside it): the bundler keeps a whole .mjs module in main.js, and pages that only escape
 * should not carry the decoder.
 */

const entities = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => entities[c]);
