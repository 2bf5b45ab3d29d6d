import type {HtmlTagObject} from '@docusaurus/types';

/**
 * The element whose parsing ends render blocking: an empty marker at the very end of the body,
 * after the app's HTML and the consent notice (src/consent/notice.ts). Browsers paint documents
 * while they stream in, and a paint between two chunks of HTML showed right-aligned groups, flex
 * rows and centred blocks with only some of their children (the navbar's right-hand items behind
 * ~30 KB of menus, the copy-page buttons, the supported-methods filters): those elements then
 * moved, a layout shift. Chromium ends the block when the target is inserted, not when its end tag
 * is parsed: with the footer as the target, a first paint now and then showed the footer's first
 * lines only, and on short pages the footer moved up when the rest arrived. The cost is the parse
 * of the whole body before the first paint: a few milliseconds for most pages; ~200 ms on a
 * 4×-throttled phone for the largest (~350 KB, a supported-methods page).
 */
export const firstPaintElementId = 'page-end';

/** `<link rel=expect blocking=render>` (HTML standard; browsers without it ignore the tag). */
export const firstPaintHeadTag: HtmlTagObject = {
  tagName: 'link',
  attributes: {rel: 'expect', href: `#${firstPaintElementId}`, blocking: 'render'},
};

/** The marker, last of a plugin's postBodyTags. */
export const firstPaintBodyEndTag = `<span id="${firstPaintElementId}" hidden></span>`;

/**
 * The app's scripts start after the first paint. Docusaurus writes them as `<script defer>`, and a
 * deferred script that has already arrived runs as soon as parsing ends, which is when the block
 * above ends: on a fast connection the browser evaluated runtime~main and main.js (and began to
 * hydrate) before it showed anything, so the first paint, which is also the largest, waited on
 * script evaluation (and Lighthouse's simulation, rightly, tied LCP to downloading and running
 * main.js on a slow phone). The page template still fetches the scripts as early as before (`<link
 * rel=preload>`, marked with this attribute); the body-end script below adds them, in order, once
 * the browser reports the first contentful paint as shown. Waiting for a frame (requestAnimationFrame)
 * was not enough: the paint is presented after the frame, and a script started in between still
 * delayed it in about half of the measured loads. Without paint timing it waits for a frame; in a
 * hidden tab, which paints nothing, it starts at once; after 2 s it starts whatever happened.
 */
export const afterPaintScriptAttribute = 'data-after-paint';

/**
 * The page template (the `ssrTemplate` option): Docusaurus's default as its configuration reference
 * documents it, with one change: the app's scripts are preloaded (marked for the body-end script below)
 * instead of written as deferred scripts. tests/unit/first-paint-template.test.ts holds it equal to the
 * installed default apart from that line, so an upgrade that changes the default says so.
 */
export const ssrTemplateWithScriptsAfterPaint = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" ${afterPaintScriptAttribute} />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;

/** The line of the default template that the one above replaces. */
export const defaultScriptLine = '<script src="<%= it.baseUrl %><%= script %>" defer></script>';

/** Adds the preloaded scripts in document order (async=false keeps it); placed before the marker. */
export const scriptsAfterPaintTag = `<script>(function(){
var d=document,done=0,P=window.PerformanceObserver;
function run(){if(done)return;done=1;d.querySelectorAll('link[${afterPaintScriptAttribute}]').forEach(function(l){var s=d.createElement('script');s.src=l.getAttribute('href');s.async=false;d.body.appendChild(s)})}
if(d.hidden)return run();
d.addEventListener('visibilitychange',function(){if(d.hidden)run()});
setTimeout(run,2000);
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();run()}}).observe({type:'paint',buffered:true});
else requestAnimationFrame(function(){setTimeout(run)});
})()</script>`;
