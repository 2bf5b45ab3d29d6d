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
