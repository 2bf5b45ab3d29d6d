/**
 * Issue 63, item 3: what an APDU page's builder shows before the page's scripts start (about 1.5 to 2.5 s on a phone;
 * src/config/firstPaint.ts starts them after the first paint). The static HTML is rendered without the query, so it
 * holds the builder's first command: for a shared `?build=` link that would be another command's bytes. A small
 * inline script, in the builder's own HTML and run before the first paint, marks such a page (`data-apdu-opening`
 * on <html>); the builder is then drawn as a neutral placeholder until it has opened on the link's values right
 * after hydration (useBuildChoice), and says so if the scripts have not started after a while. The same script
 * keeps a click on an output tab made before hydration (the tab looks selected at once and is opened when the
 * scripts start) instead of losing it. It changes nothing React renders, so hydration still matches the HTML.
 * The site's Content-Security-Policy allows it by its hash, like every inline script of the build (src/plugins/csp).
 */

/** On <html>: '' while a `?build=` page waits for its scripts, 'late' when they have not started in lateAfterMs. */
export const openingAttribute = 'data-apdu-opening';
/** On <html>: the output tab clicked before hydration (OutputTabs' data-output-tab value). */
export const earlyTabAttribute = 'data-apdu-early-tab';
/** On <html> once a builder has hydrated: from then on tab clicks are React's. */
export const readyAttribute = 'data-apdu-ready';

export const lateAfterMs = 10_000;

/** The script's source: ES5, no dependency, nothing but three attributes on <html>. */
export const openingScript = `(function(){var d=document.documentElement;if(d.hasAttribute('${readyAttribute}'))return;
if(/[?&]build=/.test(location.search)){d.setAttribute('${openingAttribute}','');setTimeout(function(){if(d.hasAttribute('${openingAttribute}'))d.setAttribute('${openingAttribute}','late')},${lateAfterMs})}
if(window.__apduEarlyTabs)return;window.__apduEarlyTabs=1;
document.addEventListener('click',function(e){if(d.hasAttribute('${readyAttribute}'))return;var t=e.target&&e.target.closest&&e.target.closest('[data-output-tab]');if(t)d.setAttribute('${earlyTabAttribute}',t.getAttribute('data-output-tab'))},true)})()`;

/**
 * After hydration: the builder has opened on the address's values (or there were none), so the placeholder goes,
 * and the output tab clicked before hydration, if any, is returned (once) for the builder to open.
 */
export function finishOpening(): string | undefined {
  const html = document.documentElement;
  html.removeAttribute(openingAttribute);
  html.setAttribute(readyAttribute, '');
  const tab = html.getAttribute(earlyTabAttribute) ?? undefined;
  html.removeAttribute(earlyTabAttribute);
  return tab;
}
