/**
 * Wraps @docusaurus/theme-classic 3.8.1 src/theme/AnnouncementBar.
 * Why: SPEC 4, a changed bar id shows the bar again at once. Theme-common resets the dismissed flag
 * for a new id, but the classic theme's inline script has already marked the page 'initially
 * dismissed' from the old flag, and the original's CSS keeps the bar hidden until the next page
 * load. After the provider's effects have run, the mark is cleared when the stored flag is no longer
 * 'true'. The bar itself is the original's (its role="banner" is the page's one banner landmark: page
 * heroes sit inside <main>); close.css gives the close button the bar's text colour, phone.css keeps the message to
 * one line on a phone.
 */
import React, {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useAnnouncementBar} from '@site/src/internals/client/themeHooks';
import './close.css';
import './phone.css';

/** Keys of theme-common 3.8.1 (contexts/announcementBar.tsx and the classic theme's inline script). */
const dismissStorageKey = 'docusaurus.announcement.dismiss';
const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';

function useClearStaleInitialDismissal(isActive: boolean) {
  useEffect(() => {
    if (!isActive) return undefined;
    // A timeout runs after the provider's (parent) effects have reconciled the stored id and flag.
    const timer = window.setTimeout(() => {
      let dismissed = false;
      try {
        dismissed = window.localStorage.getItem(dismissStorageKey) === 'true';
      } catch {
        /* storage unavailable: nothing was dismissed */
      }
      if (!dismissed) document.documentElement.setAttribute(initiallyDismissedAttribute, 'false');
    }, 0);
    return () => window.clearTimeout(timer);
  }, [isActive]);
}

export default function AnnouncementBarWrapper(): ReactNode {
  useClearStaleInitialDismissal(useAnnouncementBar().isActive);
  return <AnnouncementBar />;
}
