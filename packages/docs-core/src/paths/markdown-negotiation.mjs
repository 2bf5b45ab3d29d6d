/**
 * Content negotiation for the Markdown twins: a request for a doc page whose Accept header prefers
 * text/markdown to text/html gets the page's twin (<path>.md) instead of its HTML. Used by
 * `npm run serve` (scripts/serve-build.mjs); browsers, which list text/html first, get HTML as before.
 */

/** Quality of a media type in an Accept header (0 when absent): an exact type beats type/* and the full wildcard. */
function quality(accept, type) {
  let best = {specificity: -1, q: 0};
  for (const part of accept.split(',')) {
    const [range, ...params] = part.trim().toLowerCase().split(';');
    const q = Number(
      params
        .map((p) => p.trim())
        .find((p) => p.startsWith('q='))
        ?.slice(2) ?? 1,
    );
    const specificity = range === type ? 2 : range === `${type.split('/')[0]}/*` ? 1 : range === '*/*' ? 0 : -1;
    if (specificity > best.specificity) best = {specificity, q: Number.isFinite(q) ? q : 0};
  }
  return best.q;
}

/** Whether the Accept header asks for Markdown rather than HTML (a tie goes to the one listed first). */
export function prefersMarkdown(accept) {
  if (!accept || !/text\/markdown/i.test(accept)) return false;
  const markdown = quality(accept, 'text/markdown');
  const html = quality(accept, 'text/html');
  if (markdown === 0 || markdown < html) return false;
  if (markdown > html) return true;
  const at = (type) => accept.toLowerCase().indexOf(type);
  return at('text/html') === -1 || at('text/markdown') < at('text/html');
}
