/**
 * Swizzled (ejected) from @docusaurus/theme-classic 3.8.1 src/theme/Navbar/MobileSidebar/index.tsx.
 * Why: SPEC 2.5 describes a different mobile menu (search, theme choice, collapsible Projects
 * with category groups and Chains) than the original's sliding sidebar of navbar items; it
 * also needs a focus trap and Escape/route-change closing. The open state, body-scroll lock
 * and breakpoint stay theme-common's (useNavbarMobileSidebar, useLockBodyScroll).
 * Not a wrap: the original composes the theme's two sliding panels (navbar items, then the doc
 * sidebar); a wrapper could only add around them, not draw this menu instead.
 */
import React, {type ReactNode} from 'react';
import MobileMenu from '@site/src/components/chrome/MobileMenu';

export default function NavbarMobileSidebar(): ReactNode {
  return <MobileMenu />;
}
