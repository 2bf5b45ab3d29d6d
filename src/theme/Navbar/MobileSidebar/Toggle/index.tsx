/**
 * Swizzled (ejected) from @docusaurus/theme-classic 3.8.1 src/theme/Navbar/MobileSidebar/Toggle/index.tsx.
 * Why: SPEC 2.5's menu button turns into a close button while the menu is open (icon and
 * label change), and it controls the mobile menu panel (aria-controls). State is still
 * theme-common's useNavbarMobileSidebar.
 * Not a wrap: the original's label, icon and attributes are fixed inside it (no props).
 */
import React, {type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {mobileMenuId, mobileMenuToggleAttribute} from '@site/src/components/chrome/MobileMenu';
import styles from './styles.module.css';

export default function MobileSidebarToggle(): ReactNode {
  const {toggle, shown, shouldRender} = useNavbarMobileSidebar();
  return (
    <button
      onClick={toggle}
      aria-label={shown ? 'Close menu' : 'Open menu'}
      aria-expanded={shown}
      aria-controls={shouldRender ? mobileMenuId : undefined}
      className={`navbar__toggle clean-btn ${styles.toggle}`}
      type="button"
      {...{[mobileMenuToggleAttribute]: ''}}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {shown ? (
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
    </button>
  );
}
