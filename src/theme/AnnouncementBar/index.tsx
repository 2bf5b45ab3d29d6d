/**
 * Swizzled (ejected) from @docusaurus/theme-classic 3.8.1 src/theme/AnnouncementBar/index.tsx.
 * Why, two changed lines marked CHANGED:
 * 1. role="banner" becomes a labelled region: the page already has a banner landmark, and
 *    axe reports duplicate banner landmarks (SPEC 2.4 page layout must pass axe).
 * 2. SPEC 4: a changed bar id shows the bar again. Theme-common resets the dismissed flag
 *    for a new id, but the inline script has already marked the page 'initially dismissed'
 *    from the old flag and the original CSS keeps the bar hidden until the next page load.
 *    After the provider's effects have run, the mark is cleared when the stored flag is no
 *    longer 'true'.
 * Colour-mode-independent colours and content are unchanged; the close button takes the bar's
 * text colour (styles.module.css).
 * Not a wrap: the original renders role="banner" on its own element, which a wrapper cannot change.
 */
import React, {useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';
import AnnouncementBarContent from '@theme/AnnouncementBar/Content';

import styles from './styles.module.css';

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

export default function AnnouncementBar(): ReactNode {
  const {announcementBar} = useThemeConfig();
  const {isActive, close} = useAnnouncementBar();
  useClearStaleInitialDismissal(isActive); // CHANGED (2)
  if (!isActive) {
    return null;
  }
  const {backgroundColor, textColor, isCloseable} = announcementBar!;
  return (
    <div
      className={clsx(ThemeClassNames.announcementBar.container, styles.announcementBar)}
      style={{backgroundColor, color: textColor}}
      role="region" // CHANGED (1)
      aria-label="Announcement"
    >
      {isCloseable && <div className={styles.announcementBarPlaceholder} />}
      <AnnouncementBarContent className={styles.announcementBarContent} />
      {isCloseable && <AnnouncementBarCloseButton onClick={close} className={styles.announcementBarClose} />}
    </div>
  );
}
