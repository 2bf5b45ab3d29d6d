/**
 * A reader who arrives at a section (a search result, a shared link, a table-of-contents entry) lands on its
 * heading; a diagram above it renders a moment later, in the browser only, and pushes that heading down by the
 * diagram's height. The browser's scroll anchoring does not correct an arrival (in Chromium a search result's heading
 * moved 626 px down; tests/e2e/wayfinding-toc.spec.ts). So until the reader scrolls, clicks or types, a part that
 * grows calls keepFragmentInView, which scrolls the section's heading back to where the arrival put it.
 * Registered as a client module in docusaurus.config.ts (onRouteDidUpdate, a public lifecycle).
 */
import type {ClientModule} from '@docusaurus/types';

/** The fragment the reader arrived at, while they have not moved on from it themselves. */
let held: string | null = null;

const readerInput = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
let listening = false;

function release(): void {
  held = null;
}

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({location}) => {
  held = location.hash.length > 1 ? location.hash.slice(1) : null;
  if (listening) return;
  listening = true;
  // Capture: the reader's own input counts even where a component stops its propagation.
  for (const type of readerInput) window.addEventListener(type, release, {capture: true, passive: true});
};

function heldTarget(): HTMLElement | null {
  if (!held || window.location.hash.slice(1) !== held) return null;
  try {
    return document.getElementById(decodeURIComponent(held));
  } catch {
    return null; // a malformed escape names no element
  }
}

/**
 * Called by a part that has just grown on the page, before the browser paints it: when it sits above the section
 * the reader arrived at, that section's heading is scrolled back into place (honouring its scroll-margin, as the
 * arrival did), so the reader sees no jump.
 */
export function keepFragmentInView(grown: Element): void {
  const target = heldTarget();
  if (!target || !(grown.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING)) return;
  target.scrollIntoView({block: 'start', behavior: 'instant'});
}
