/**
 * Content negotiation for the Markdown twins in a static host's terms: one rule, written into the
 * nginx, Apache and Caddy configs (and the Vercel one) from the patterns below. `npm run serve` weighs
 * q-values (docs-core paths/markdown-negotiation.mjs); a host's config can only match patterns, so a request
 * wants Markdown when its Accept header lists text/markdown first, or lists it without text/html, and
 * never when text/markdown has q=0. Every pattern is matched ignoring case, anywhere in the header unless
 * it is anchored. The twin of /a/b (or /a/b/) is /a/b.md, of / it is /index.md (markdownPathFor in
 * docs-core paths/markdown-path.mjs); the host serves it only when the file exists, with `Vary: Accept`.
 * tests/unit/hosting-configs.test.ts reads each host's config back and holds its decision to npm run serve's.
 */
export const acceptPatterns = {
  /** text/markdown refused (q=0): HTML, whatever else the header says. */
  refused: String.raw`text/markdown\s*;\s*q\s*=\s*0(\.0*)?\s*(,|$)`,
  /** text/markdown listed first. */
  first: String.raw`^\s*text/markdown`,
  /** text/markdown listed (anywhere). */
  markdown: 'text/markdown',
  /** text/html listed (anywhere). */
  html: 'text/html',
} as const;

/**
 * text/markdown listed and text/html not, as one pattern for the hosts whose regular expressions have
 * lookahead (nginx and Apache: PCRE). Caddy's (Go's RE2) have none: it matches `markdown` and `html` apart.
 */
export const markdownWithoutHtml = `^(?!.*${acceptPatterns.html}).*${acceptPatterns.markdown}`;
