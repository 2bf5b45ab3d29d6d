/**
 * Swizzled (wrapped) from @docusaurus/theme-classic 3.8.1 src/theme/DocSidebar/Desktop.
 * Why: with 35 chain folders the current page's link can sit far below the sidebar's fold
 * (issue 19: ~1,350 px on /ledger-apps/zcash/APDUSPEC). After load and after every client
 * navigation the link is brought into view by scrolling the sidebar's own container only; the
 * original renders unchanged, so nothing moves but the sidebar's scroll position.
 */
import React, {type ReactNode} from 'react';
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import type DocSidebarDesktopType from '@theme/DocSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useRevealActiveLink} from '@site/src/components/chrome/NavMenus/useRevealActiveLink';

type Props = WrapperProps<typeof DocSidebarDesktopType>;

const findSidebar = () => document.querySelector<HTMLElement>(`.${ThemeClassNames.docs.docSidebarContainer}`);

export default function DocSidebarDesktopWrapper(props: Props): ReactNode {
  useRevealActiveLink(findSidebar, props.path);
  return <DocSidebarDesktop {...props} />;
}
