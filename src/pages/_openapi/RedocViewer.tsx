import React, {useDeferredValue, useEffect, useMemo, useRef, useState} from 'react';
import {RedocStandalone} from 'redoc';
import {useColorMode} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import spec from '@site/static/beryx-openapi.json';
import {labelAuthorizationToggles, wireAuthorizationKeys} from './authorizationsToggle';
import {isMenuOpen, labelMenuButton, wireMenuKeys} from './menuButton';
import {breakEndpointPaths} from './endpointPaths';
import {redocAnchorFor} from './twinAnchors';

/**
 * Redoc renders a "Powered by Redocly" logo loaded from cdn.redoc.ly. The site must work
 * offline and fetch nothing from a CDN, so image sources pointing there are swapped for an
 * inline transparent pixel before the browser can request them. Only that host is affected.
 */
const BLOCKED_IMAGE_HOST = /^https?:\/\/cdn\.redoc\.ly\//i;
const EMPTY_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

function installCdnImageGuard(): void {
  const proto = HTMLImageElement.prototype as HTMLImageElement & {__offlineGuard?: boolean};
  if (proto.__offlineGuard) return;
  const setAttribute = Element.prototype.setAttribute;
  Object.defineProperty(proto, 'setAttribute', {
    configurable: true,
    writable: true,
    value(this: HTMLImageElement, name: string, value: string) {
      const blocked = name.toLowerCase() === 'src' && BLOCKED_IMAGE_HOST.test(String(value));
      return setAttribute.call(this, name, blocked ? EMPTY_IMAGE : value);
    },
  });
  const src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src');
  if (src?.set && src.get) {
    const {get, set} = src;
    Object.defineProperty(proto, 'src', {
      configurable: true,
      enumerable: src.enumerable,
      get,
      set(this: HTMLImageElement, value: string) {
        set.call(this, BLOCKED_IMAGE_HOST.test(String(value)) ? EMPTY_IMAGE : value);
      },
    });
  }
  Object.defineProperty(proto, '__offlineGuard', {value: true});
}

installCdnImageGuard();

/** Reads an Infima custom property as a concrete colour (Redoc derives shades from it). */
function cssVar(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/**
 * Redoc puts its section labels ('Authorizations', 'path Parameters', 'Response Schema') in h5
 * elements right under an h2, which skips heading levels for screen-reader navigation. Each is
 * given the level after the nearest preceding h1–h4, so the outline reads in order.
 */
function fixHeadingLevels(root: HTMLElement): void {
  let level = 1;
  for (const heading of Array.from(root.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6'))) {
    const own = Number(heading.tagName[1]);
    if (own <= 4) level = own;
    else heading.setAttribute('aria-level', String(Math.min(level + 1, 6)));
  }
}

/**
 * Redoc names each heading's share link by its anchor ('tag/Account/operation/getAccountInfo'), which a screen reader
 * reads out as the link's name (Redoc sets aria-label to it); it is named after its heading instead, once per link (a
 * heading's text does not change after Redoc renders it, and this runs after every render).
 */
function nameShareLinks(root: HTMLElement): void {
  for (const link of Array.from(
    root.querySelectorAll<HTMLAnchorElement>(':is(h1, h2, h3, h4, h5) > a[href^="#"]:not([aria-label^="Link to "])'),
  )) {
    const heading = link.parentElement!.textContent?.trim();
    if (heading) link.setAttribute('aria-label', `Link to ${heading}`);
  }
}

/**
 * Where Redoc's round menu button (a phone's, fixed to the screen's corner) is in the way, so the page's stylesheet
 * hides or fades it unless its menu is open (the button is then the way to close it; Redoc's closed menu is zero wide):
 *  - ended: the reference's end (the bottom of `container`, which holds nothing else) is above the screen's bottom
 *    edge. Past the reference the button sat over the site's footer, with no reference left for its menu.
 *  - readingDown: the page last scrolled down. Over the text it covered the line in its corner (an operation's path,
 *    a parameter's description) as the reader read on; it comes back as soon as the page scrolls up, as Docusaurus's
 *    back-to-top button does, and at the page's top.
 */
function useMenuButtonAway(container: React.RefObject<HTMLDivElement | null>): {ended: boolean; readingDown: boolean} {
  const [away, setAway] = useState({ended: false, readingDown: false});
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    // Read on scroll, whenever the reference changes size (Redoc renders in steps) and after a click (the menu's
    // toggle): an IntersectionObserver reports only crossings, and a jump from past the end back to the top crosses nothing.
    let frame = 0;
    let lastY = window.scrollY;
    let down = false;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      // A few pixels either way (a bounce, a rounding) change nothing.
      if (Math.abs(y - lastY) >= 4 || y <= 0) {
        down = y > lastY && y > 0;
        lastY = y;
      }
      const open = isMenuOpen(root);
      const ended = root.getBoundingClientRect().bottom < window.innerHeight && !open;
      const readingDown = down && !open;
      setAway((was) => (was.ended === ended && was.readingDown === readingDown ? was : {ended, readingDown}));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    const resizes = new ResizeObserver(schedule);
    resizes.observe(root);
    window.addEventListener('scroll', schedule, {passive: true});
    window.addEventListener('resize', schedule);
    root.addEventListener('click', schedule);
    return () => {
      cancelAnimationFrame(frame);
      resizes.disconnect();
      root.removeEventListener('click', schedule);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [container]);
  return away;
}

/**
 * A link to a tag or an operation by its twin's anchor (a search result, an assistant's citation) becomes Redoc's
 * anchor for it: replaced in the address before Redoc reads it when it first renders, and announced as a hash
 * change, on which Redoc scrolls to it, when the page is already open. Replaced as Redoc changes the address itself
 * (window.history, not the router): through the router, the site's own scroll to a new hash came after Redoc's
 * and left the operation's heading under the navbar.
 */
function useTwinAnchors(): void {
  // Each navigation has its own key: the same result chosen again, after scrolling away, goes back to it.
  const {hash, key} = useLocation();
  const target = redocAnchorFor(hash);
  useEffect(() => {
    if (!target) return;
    window.history.replaceState(window.history.state, '', `#${target}`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  }, [target, key]);
}

export default function RedocViewer(): React.ReactElement {
  const {colorMode} = useColorMode();
  // Rebuilding Redoc in the new palette takes hundreds of milliseconds of script. Done in the click that switches
  // the colour mode, it held the page's next paint for about 0.8 s (the switch's interaction to next paint); deferred,
  // the page changes colour at once and Redoc follows, dimmed and busy until it has.
  const shownMode = useDeferredValue(colorMode);
  const container = useRef<HTMLDivElement>(null);
  const menuButtonAway = useMenuButtonAway(container);
  useTwinAnchors();

  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    const rendered = () => {
      fixHeadingLevels(root);
      nameShareLinks(root);
      labelMenuButton(root);
      labelAuthorizationToggles(root);
      breakEndpointPaths(root);
    };
    const observer = new MutationObserver(rendered);
    observer.observe(root, {childList: true, subtree: true});
    rendered();
    const unwireMenuKeys = wireMenuKeys(root);
    const unwireAuthorizationKeys = wireAuthorizationKeys(root);
    return () => {
      observer.disconnect();
      unwireMenuKeys();
      unwireAuthorizationKeys();
    };
  }, []);

  const options = useMemo(() => {
    const dark = shownMode === 'dark';
    const text = cssVar('--ifm-font-color-base', dark ? '#e3e3e3' : '#1c1e21');
    const background = cssVar('--ifm-background-color', dark ? '#0f0f17' : '#ffffff');
    const surface = cssVar('--ifm-background-surface-color', dark ? '#15151f' : '#f5f6f7');
    return {
      scrollYOffset: '.navbar',
      hideDownloadButton: true,
      expandResponses: '200',
      // Three levels: a list answer's first item ({"results": [{...}]}) shows its fields instead of a folded '{ … }'.
      jsonSampleExpandLevel: 3,
      theme: {
        colors: {
          // Redoc derives a pale 'light' shade for small labels; the theme's own shades keep 4.5:1 contrast.
          primary: {
            main: cssVar('--ifm-color-primary', '#4a3aff'),
            light: dark ? cssVar('--ifm-color-primary-lightest', '#a8a0ff') : cssVar('--ifm-color-primary-darker', '#2214c9'),
          },
          text: {primary: text, secondary: text},
          border: {dark: text, light: background},
          responses: dark
            ? {
                success: {color: '#7ee29a', backgroundColor: 'rgba(126, 226, 154, 0.1)', tabTextColor: '#7ee29a'},
                error: {color: '#ff9c94', backgroundColor: 'rgba(255, 156, 148, 0.1)', tabTextColor: '#ff9c94'},
              }
            : {},
        },
        typography: {
          // The site's body size (Redoc's own 14 px set its credit line at 11.2 px).
          fontSize: '16px',
          fontFamily: cssVar('--ifm-font-family-base', 'system-ui, sans-serif'),
          // The site's heading weight: Redoc's 400 set "Account information" lighter than the text of a doc page's h2.
          headings: {
            fontFamily: cssVar('--ifm-font-family-base', 'system-ui, sans-serif'),
            fontWeight: cssVar('--ifm-heading-font-weight', '700'),
          },
          code: {fontFamily: cssVar('--ifm-font-family-monospace', 'monospace'), ...(dark && {color: '#ff9c94'})},
        },
        sidebar: {backgroundColor: surface, textColor: text},
        // Its "required" labels are 0.9em of a 13 px cell (11.7 px); the site's smallest text is 12 px.
        schema: {labelsTextSize: '0.75rem', ...(dark && {requireLabelColor: '#ff9c94'})},
        // The samples panel: in light mode the site's one dark surface (the footer's ink), not Redoc's slate #263238;
        // in dark mode the surface of Redoc's menu beside it, its samples sunk to the page's ground (#0b0b12 and Redoc's
        // darker shade for the samples drew both below the page's ground, barely set apart). Redoc's number and boolean
        // colours need that ground: on a raised one they fall under 4.5:1.
        rightPanel: {backgroundColor: dark ? surface : cssVar('--site-ink-panel', '#12112a')},
        ...(dark && {codeBlock: {backgroundColor: background}}),
      },
    };
  }, [shownMode]);

  // Redoc reads the document and renders in steps of its own after this component mounts: the container is
  // busy until Redoc says it has loaded, in the page's colour mode.
  const [loadedMode, setLoadedMode] = useState<string | null>(null);

  // Re-mount on colour-mode change so Redoc rebuilds its styles with the new palette. The same element while the
  // mode shown stays: React then leaves Redoc's tree alone when only the container changes (dimmed, busy).
  const viewer = useMemo(
    () => <RedocStandalone key={shownMode} spec={spec as object} options={options} onLoaded={() => setLoadedMode(shownMode)} />,
    [shownMode, options],
  );
  return (
    <div
      ref={container}
      className={shownMode === colorMode ? 'openapi-redoc' : 'openapi-redoc openapi-redoc--stale'}
      aria-busy={loadedMode !== colorMode}
      data-reference-ended={menuButtonAway.ended || undefined}
      data-reading-down={menuButtonAway.readingDown || undefined}
    >
      {viewer}
    </div>
  );
}
