/**
 * A link to a search result: client-side navigation like `@docusaurus/Link`, and the target's code
 * preloaded when the reader points at it or focuses it, but no prefetch of every result that scrolls
 * into view: a result list is what the reader is choosing from, and fetching the code of twenty pages
 * each time it changes is waste on a phone (one /search session had 292 prefetch links in <head>).
 * It also keeps result rows clear of Docusaurus 3.8.1's Link observer leak: Link makes a new
 * IntersectionObserver at each render and disconnects only the last, so a link rendered again before
 * it ever comes into view leaves observers behind that the browser checks every frame (fixed upstream
 * in facebook/docusaurus#12326, after 3.8.1). With the /search layout also kept from rendering again
 * per query (src/theme/SearchPage), 60 queries on one /search page leave 56 live observers instead of 6,716.
 */
import React, {useRef, type MouseEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

/** A plain left click, which the app handles; any other (new tab, window, download) is the browser's. */
const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.defaultPrevented && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey;

export default function ResultLink({to, children, onClick}: {to: string; children: ReactNode; onClick?: () => void}): ReactNode {
  const href = useBaseUrl(to);
  const history = useHistory();
  const preloaded = useRef(false);
  const preload = () => {
    if (preloaded.current) return;
    preloaded.current = true;
    void window.docusaurus.preload(href);
  };
  return (
    <a
      href={href}
      onClick={(e) => {
        onClick?.();
        if (!isPlainClick(e)) return;
        e.preventDefault();
        history.push(href);
      }}
      onMouseEnter={preload}
      onTouchStart={preload}
      onFocus={preload}
    >
      {children}
    </a>
  );
}
