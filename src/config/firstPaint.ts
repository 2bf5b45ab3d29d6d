import type {HtmlTagObject} from '@docusaurus/types';

/**
 * The element whose parsing ends render blocking: the site footer, i.e. the whole page body.
 * Browsers paint documents while they stream in, and a paint between two chunks of HTML showed
 * right-aligned groups, flex rows and centred blocks with only some of their children (the navbar's
 * right-hand items behind ~30 KB of menus, the copy-page buttons, the supported-methods filters):
 * those elements then moved, a layout shift. The cost is the parse of the rest of the body before
 * the first paint: a few milliseconds for most pages; ~200 ms on a 4×-throttled phone for the
 * largest (~350 KB, a supported-methods page).
 */
export const firstPaintElementId = 'site-footer';

/** `<link rel=expect blocking=render>` (HTML standard; browsers without it ignore the tag). */
export const firstPaintHeadTag: HtmlTagObject = {
  tagName: 'link',
  attributes: {rel: 'expect', href: `#${firstPaintElementId}`, blocking: 'render'},
};
